import StackNav

/// The statements of memory and views: warnings, references, loading and unloading views,
/// and the device turning.
extension Grammar {
  static let memoryWarning = GrammarEntry(
    "memoryWarning", summary: "the system sends a low-memory warning",
    builds: { _ in .memoryWarning },
    parts: { if case .memoryWarning = $0 { StatementParts() } else { nil } })

  static let retain = GrammarEntry(
    "retain", [.name("NAME"), .keyword("by"), .owner], names: [.one(\Operation.Reference.name)],
    owner: \Operation.Reference.owner,
    summary: "OWNER (any word: Cache, B.timer) takes a strong reference to NAME",
    payload: Operation.Reference(), case: Operation.retain,
    of: { if case .retain(let reference) = $0 { reference } else { nil } })

  static let release = GrammarEntry(
    "release", [.name("NAME"), .keyword("by"), .owner],
    names: [.one(\Operation.Reference.name)], owner: \Operation.Reference.owner,
    summary: "OWNER drops its strong reference to NAME",
    payload: Operation.Reference(), case: Operation.release,
    of: { if case .release(let reference) = $0 { reference } else { nil } })

  static let view = GrammarEntry(
    "view", [.name("NAME")], names: [.one(\String.self)], inHooks: .views,
    summary: "code reads NAME.view (it loads if needed)",
    payload: "", case: Operation.accessView,
    of: { if case .accessView(let name) = $0 { name } else { nil } })

  static let loadViewIfNeeded = GrammarEntry(
    "loadViewIfNeeded", [.name("NAME")], names: [.one(\String.self)], inHooks: .views,
    summary: "NAME.loadViewIfNeeded()",
    payload: "", case: Operation.loadViewIfNeeded,
    of: { if case .loadViewIfNeeded(let name) = $0 { name } else { nil } })

  static let unloadView = GrammarEntry(
    "unloadView", [.name("NAME")], names: [.one(\String.self)],
    summary: "code sets NAME.view = nil",
    payload: "", case: Operation.unloadView,
    of: { if case .unloadView(let name) = $0 { name } else { nil } })

  static let rotate = GrammarEntry(
    "rotate",
    summary: "the device rotates (documented, ios8 and later): what is on screen is told and "
      + "laid out again",
    builds: { _ in .rotate },
    parts: { if case .rotate = $0 { StatementParts() } else { nil } })
}
