import StackNav

/// The statements of modal presentation.
extension Grammar {
  static let style = StatementOption<PresentationStyle?>.choice(
    "style", PresentationStyle.allCases.map { ($0.rawValue, $0) }, default: nil,
    shown: "style=S")
  static let from = StatementOption<String?>.name("from")
  static let modalInPresentation = StatementOption<Bool>.toggle(
    "modalInPresentation", default: false)
  static let adapt = StatementOption<Bool>.flag("adapt", "none")
  /// `adapt=none` says something only of a popover or sheet: the statements the grammar
  /// makes say it with `style=popover`.
  static let adaptSpec: OptionSpec = {
    var spec = adapt.spec
    spec.implies = (key: "style", word: "popover")
    return spec
  }()

  static let present = GrammarEntry(
    "present", [.name("NAME")], names: [.one(\Operation.Present.name)],
    options: [
      style.bound(\.style), embed.bound(\.embedInNavigation), animated.bound(\.animated),
      from.bound(\.from), completion.bound(\.completion),
      modalInPresentation.bound(\.modalInPresentation), adapt.bound(\.adaptNone, as: adaptSpec),
    ],
    inHooks: .presentation,
    summary: "the top-most visible controller (from=NAME: that one) presents NAME; styles: "
      + PresentationStyle.allCases.map(\.rawValue).joined(separator: ", "),
    payload: Operation.Present(), case: Operation.present,
    of: { if case .present(let present) = $0, present.alert == nil { present } else { nil } },
    check: { present, parts throws(ScenarioError) in
      if present.adaptNone, present.style?.isSheetOrPopover != true || present.style == .automatic {
        throw ScenarioError(.adaptNeedsStyle, at: parts.location)
      }
    })

  static let alertStyle = StatementOption<AlertStyle?>.choice(
    "style", AlertStyle.allCases.map { ($0.rawValue, $0) }, default: .alert,
    shown: "style=alert|actionSheet")

  static let alert = GrammarEntry(
    "alert", [.name("NAME")], names: [.one(\Operation.Present.name)],
    options: [alertStyle.bound(\.alert), from.bound(\.from), animated.bound(\.animated)],
    inHooks: .alert,
    refusedTrait: GrammarEntry.RefusedTrait(
      key: nil, error: { name, trait in .traitOnAlert(name: name, trait: trait) }, atName: true),
    summary: "the top-most visible controller (from=NAME: that one) presents a new "
      + "UIAlertController NAME (style=alert, the default, or actionSheet)",
    payload: Operation.Present(style: .custom, alert: .alert), case: Operation.present,
    of: { if case .present(let present) = $0, present.alert != nil { present } else { nil } })

  static let tapOutside = GrammarEntry(
    "tapOutside",
    summary: "the user taps outside the top-most presented controller, a popover that did "
      + "not adapt: it is dismissed",
    builds: { _ in .tapOutside },
    parts: { if case .tapOutside = $0 { StatementParts() } else { nil } })

  static let tapAction = GrammarEntry(
    "tapAction", [.name("NAME")], names: [.one(\String.self)],
    summary: "the user taps a button of alert NAME: it dismisses itself, then the action's "
      + "handler runs",
    payload: "", case: Operation.tapAction,
    of: { if case .tapAction(let name) = $0 { name } else { nil } })

  static let dismiss = GrammarEntry(
    "dismiss", [.optionalName], names: [.optional(\Operation.Dismiss.name)],
    options: [animated.bound(\.animated), completion.bound(\.completion)],
    inHooks: .presentation,
    summary: "the top-most presented controller is dismissed (NAME: NAME.dismiss)",
    payload: Operation.Dismiss(), case: Operation.dismiss,
    of: { if case .dismiss(let dismiss) = $0 { dismiss } else { nil } })

  static let swipeDown = GrammarEntry(
    "swipeDown", [.optionalKeyword("cancel")], keyword: KeywordField("cancel", \.cancelled),
    summary: "the interactive dismissal of a sheet, completed or cancelled",
    payload: Operation.Swipe(), case: Operation.swipeDown,
    of: { if case .swipeDown(let swipe) = $0 { swipe } else { nil } })
}
