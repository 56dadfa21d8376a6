import StackNav

/// The statements of storyboard segues.
extension Grammar {
  static let segueKind = StatementOption<SegueKind>.choice(
    "kind", SegueKind.allCases.map { ($0.rawValue, $0) }, default: .show)
  static let byCode = StatementOption<Bool>.flag("by", "code")
  static let shouldPerform = StatementOption<Bool>.toggle("shouldPerform", default: true)
  /// The segue's presentation style: only with `kind=present`.
  static let segueStyle: OptionSpec = {
    var spec = style.spec
    spec.implies = (key: "kind", word: "present")
    return spec
  }()

  static let segue = GrammarEntry(
    "segue", [.name("NAME")], names: [.one(\Operation.Segue.name)],
    options: [
      segueKind.bound(\.kind), style.bound(\.style, as: segueStyle),
      embed.bound(\.embedInNavigation), from.bound(\.from), animated.bound(\.animated),
      byCode.bound(\.byCode), shouldPerform.bound(\.shouldPerform),
    ],
    inHooks: .segue,
    summary: "a storyboard segue NAME to a new controller NAME, from the top-most visible "
      + "controller (or from=): asked, prepared, then pushed or presented",
    payload: Operation.Segue(), case: Operation.segue,
    of: { if case .segue(let segue) = $0 { segue } else { nil } },
    check: { segue, parts throws(ScenarioError) in
      if segue.style != nil, segue.kind == .show || segue.kind == .push {
        throw ScenarioError(.styleNeedsPresent, at: parts.location)
      }
    })
}

extension Grammar {
  static let unwind = GrammarEntry(
    "unwind", [.keyword("to"), .name("NAME")], names: [.one(\Operation.Unwind.name)],
    options: [
      byCode.bound(\.byCode), animated.bound(\.animated), shouldPerform.bound(\.shouldPerform),
    ],
    inHooks: .segue,
    summary: "an unwind segue from the top-most visible controller to NAME, which implements "
      + "the unwind action",
    payload: Operation.Unwind(), case: Operation.unwind,
    of: { if case .unwind(let unwind) = $0 { unwind } else { nil } })
}
