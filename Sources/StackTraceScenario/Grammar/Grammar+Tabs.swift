import StackNav

/// The statements of tab bar controllers.
extension Grammar {
  static let tabs = GrammarEntry(
    "tabs", [.names], names: [.rest(\Operation.Tabs.names)],
    options: [embed.bound(\.embedInNavigation), container.bound(\.container)],
    summary: "the window's root becomes a tab bar controller with these tabs, the first selected "
      + "(in=P: P's child instead)",
    payload: Operation.Tabs(), case: Operation.tabs,
    of: { if case .tabs(let tabs) = $0 { tabs } else { nil } })

  static let select = GrammarEntry(
    "select", [.name("NAME")], names: [.one(\String.self)],
    summary: "the tab bar controller selects NAME's tab, in code (no delegate call)",
    payload: "", case: Operation.select,
    of: { if case .select(let name) = $0 { name } else { nil } })

  static let tap = GrammarEntry(
    "tap", [.name("NAME")], names: [.one(\String.self)],
    summary: "the user taps NAME's tab: the delegate is asked, then told",
    payload: "", case: Operation.tap,
    of: { if case .tap(let name) = $0 { name } else { nil } })
}
