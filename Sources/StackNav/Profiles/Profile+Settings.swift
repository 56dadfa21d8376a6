extension Profile {
  /// How many times `loadView` and `viewDidLoad` run when `loadView` assigns no view
  /// (`load.noViewRepeats`).
  package var noViewRepeats: Int {
    if case .count(let count)? = value(of: .noViewRepeats) { return count }
    return 1
  }

  /// How many `didShow` lines a navigation controller's first appearance sends
  /// (`delegate.navigationFirstShow`): two before iOS 7, one after.
  package var firstShowDidShows: Int {
    if case .count(let count)? = value(of: .navigationFirstShow) { return count }
    return 1
  }

  /// The layout policy a rule's setting holds (`onceAfterLoad` when it holds none).
  static func layout(of value: RuleValue?) -> LayoutPolicy {
    if case .layout(let policy)? = value { return policy }
    return .onceAfterLoad
  }

  /// The memory-warning policy of the rules `entries` hold, with the rule that says it:
  /// `memory.unloadHiddenViews`'s, else `memory.notifyOnly`'s (`notifyOnly` when neither
  /// says one).
  static func memoryWarning(in entries: [RuleEntry?])
    -> (policy: MemoryWarningPolicy, rule: RuleID)
  {
    for id in [RuleID.unloadHiddenViews, .notifyOnly] {
      if case .memoryWarning(let policy)? = entries[id.rawValue]?.value { return (policy, id) }
    }
    return (.notifyOnly, .notifyOnly)
  }

  /// The rule that says what a memory warning does to views.
  package var memoryWarningRule: RuleID? { applied(.unloadHiddenViews) ?? applied(.notifyOnly) }

  /// Whether a scenario may present with `style` (`present.styles`).
  package func presents(_ style: PresentationStyle) -> Bool {
    styles(.presentationStyles, hold: style)
  }

  /// The style `present` uses when the scenario names none (`present.defaultStyle`).
  package var defaultStyle: PresentationStyle {
    if case .style(let style)? = value(of: .defaultStyle) { return style }
    return .fullScreen
  }

  /// Whether presenting with `style` takes the presenter off screen
  /// (`present.presenterLeaves`).
  package func hidesPresenter(_ style: PresentationStyle) -> Bool {
    styles(.presenterLeaves, hold: style)
  }

  /// Whether a user can swipe down to dismiss what `style` presents (`present.sheets`); no
  /// style before iOS 13.
  package func isSheet(_ style: PresentationStyle) -> Bool { styles(.sheetStyles, hold: style) }

  /// What UIKit prints for the misuse rule `id`, if the profile has one.
  package func text(_ id: RuleID) -> MisuseText? {
    if case .text(let text)? = value(of: id) { return text }
    return nil
  }

  /// The interleaving rule `id` carries.
  /// Whether a window that gets a root during the root's explicit appearing transition
  /// starts its own transition on it, keeping it appearing (`appearance.windowLevel` (2)).
  package var windowKeepsAppearing: Bool {
    if case .count(2)? = value(of: .windowLevel) { return true }
    return false
  }

  /// Whether a page view controller's delegate hears `willTransitionTo` before a gesture's
  /// turn (iOS 6 and later; `delegate.page`).
  package var pageDelegateTellsWillTransition: Bool {
    if case .count(2)? = value(of: .pageDelegate) { return true }
    return false
  }

  /// Whether the app delegate hears `willFinishLaunching` (iOS 6 and later; `app.launch`).
  package var appHearsWillFinishLaunching: Bool {
    if case .count(2)? = value(of: .appLaunch) { return true }
    return false
  }

  /// Whether storyboards have the adaptive Show segue (iOS 8 and later; `segue.show`).
  package var hasShowSegue: Bool {
    if case .count(2)? = value(of: .segueShow) { return true }
    return false
  }

  package func interleaving(_ id: RuleID) -> Interleaving {
    Profile.interleaving(of: value(of: id))
  }

  /// The interleaving table a rule's setting holds (`outgoingFirst` when it holds none).
  static func interleaving(of value: RuleValue?) -> Interleaving {
    if case .interleaving(let interleaving)? = value { return interleaving }
    return .outgoingFirst
  }

  /// Whether the styles rule `id` carries hold `style`: compared in turn (there are at most
  /// nine), as a set's hash of a style hashes its name.
  private func styles(_ id: RuleID, hold style: PresentationStyle) -> Bool {
    guard case .styles(let styles)? = value(of: id) else { return false }
    return styles.contains { $0 == style }
  }
}
