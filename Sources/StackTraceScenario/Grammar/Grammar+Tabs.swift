import StackNav

/// The statements of tab bar controllers.
extension Grammar {
  static let tabs = GrammarEntry(
    "tabs", [.names], options: [embed.spec],
    summary: "the window's root becomes a tab bar controller with these tabs, the first selected",
    builds: { parts in .tabs(parts.names, embedInNavigation: parts[embed]) },
    parts: { operation in
      guard case .tabs(let names, let embedded) = operation else { return nil }
      var parts = StatementParts(names: names)
      parts[embed] = embedded
      return parts
    })

  static let select = GrammarEntry(
    "select", [.name("NAME")],
    summary: "the tab bar controller selects NAME's tab, in code (no delegate call)",
    builds: { parts in .select(parts.names[0]) },
    parts: {
      if case .select(let name) = $0 { StatementParts(names: [name]) } else { nil }
    })

  static let tap = GrammarEntry(
    "tap", [.name("NAME")],
    summary: "the user taps NAME's tab: the delegate is asked, then told",
    builds: { parts in .tap(parts.names[0]) },
    parts: {
      if case .tap(let name) = $0 { StatementParts(names: [name]) } else { nil }
    })
}
