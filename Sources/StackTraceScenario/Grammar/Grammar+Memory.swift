import StackNav

/// The statements of memory and views: warnings, references, loading and unloading views,
/// and the device turning.
extension Grammar {
  static let memoryWarning = GrammarEntry(
    "memoryWarning", summary: "the system sends a low-memory warning",
    builds: { _ in .memoryWarning },
    parts: { if case .memoryWarning = $0 { StatementParts() } else { nil } })

  static let retain = GrammarEntry(
    "retain", [.name("NAME"), .keyword("by"), .owner],
    summary: "OWNER (any word: Cache, B.timer) takes a strong reference to NAME",
    builds: { parts in .retain(parts.names[0], by: parts.owner) },
    parts: { operation in
      guard case .retain(let name, let owner) = operation else { return nil }
      var parts = StatementParts(names: [name])
      parts.owner = owner
      return parts
    })

  static let release = GrammarEntry(
    "release", [.name("NAME"), .keyword("by"), .owner],
    summary: "OWNER drops its strong reference to NAME",
    builds: { parts in .release(parts.names[0], by: parts.owner) },
    parts: { operation in
      guard case .release(let name, let owner) = operation else { return nil }
      var parts = StatementParts(names: [name])
      parts.owner = owner
      return parts
    })

  static let view = GrammarEntry(
    "view", [.name("NAME")], inHooks: .views,
    summary: "code reads NAME.view (it loads if needed)",
    builds: { parts in .accessView(parts.names[0]) },
    parts: {
      if case .accessView(let name) = $0 { StatementParts(names: [name]) } else { nil }
    })

  static let loadViewIfNeeded = GrammarEntry(
    "loadViewIfNeeded", [.name("NAME")], inHooks: .views,
    summary: "NAME.loadViewIfNeeded()",
    builds: { parts in .loadViewIfNeeded(parts.names[0]) },
    parts: {
      if case .loadViewIfNeeded(let name) = $0 { StatementParts(names: [name]) } else { nil }
    })

  static let unloadView = GrammarEntry(
    "unloadView", [.name("NAME")], summary: "code sets NAME.view = nil",
    builds: { parts in .unloadView(parts.names[0]) },
    parts: {
      if case .unloadView(let name) = $0 { StatementParts(names: [name]) } else { nil }
    })

  static let rotate = GrammarEntry(
    "rotate",
    summary: "the device rotates (documented, ios8 and later): what is on screen is told and "
      + "laid out again",
    builds: { _ in .rotate },
    parts: { if case .rotate = $0 { StatementParts() } else { nil } })
}
