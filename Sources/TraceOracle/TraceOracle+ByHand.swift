/// What the app drives by hand, as the oracle reads it from the statements alone: explicit
/// appearance transitions (`beginAppearance`, `endAppearance`), views added without
/// containment (`addSubview`), containers that forward nothing automatically
/// (`forwarding=manual`, `callbacks`), and, from iOS 13, a window that keeps a root it got
/// during an explicit transition appearing. UIKit leaves each of these in states the other
/// properties forbid, so the properties exempt them (docs/testing.md).
struct ByHand: Sendable {
  /// The open explicit transitions: how many levels, and in which direction.
  var open: [String: (levels: Int, appearing: Bool)] = [:]
  /// Controllers the window keeps appearing (iOS 13 and later).
  var keptByWindow: Set<String> = []
  /// Controllers whose views were added with `addSubview` and not removed since.
  var hostedViews: Set<String> = []
  /// Containers declared to forward by hand.
  var forwardingByHand: Set<String> = []

  /// Reads a statement's header.
  mutating func begin(_ statement: StatementText, profile: OracleProfile) {
    let names = statement.names
    switch statement.verb {
    case "controller":
      if let name = names.first,
        ["manual", "callbacks"].contains(statement.option("forwarding") ?? "")
      {
        forwardingByHand.insert(name)
      }
    case "beginAppearance":
      guard let name = names.first else { return }
      let appearing = statement.option("appearing") == "true"
      if var transition = open[name] {
        if transition.appearing == appearing { transition.levels += 1 }
        transition.appearing = appearing
        open[name] = transition
      } else {
        open[name] = (1, appearing)
      }
    case "endAppearance":
      guard let name = names.first, let transition = open[name] else { return }
      open[name] = transition.levels > 1 ? (transition.levels - 1, transition.appearing) : nil
    case "root":
      if let name = names.first, open[name]?.appearing == true, (profile.version ?? 0) >= 13 {
        keptByWindow.insert(name)
      }
    case "addSubview":
      if let name = names.first { hostedViews.insert(name) }
    case "removeSubview":
      if let name = names.first { hostedViews.remove(name) }
    default:
      break
    }
  }

  /// Whether `name` may be left appearing or disappearing at a statement's end.
  func mayStayInTransition(_ name: String) -> Bool {
    open[name] != nil || keptByWindow.contains(name)
  }

  /// Whether an appearance callback may take `name` from `state` against the usual order in
  /// this statement: a `beginAppearance` reverses an open transition or repeats a callback
  /// (no guard against the current state); a controller the window kept appearing leaves.
  func allowsEdge(
    _ callback: String, of name: String, from state: Life.Appearance, in statement: StatementText
  ) -> Bool {
    if statement.verb == "beginAppearance" { return true }
    return callback == "viewWillDisappear" && state == .appearing && keptByWindow.contains(name)
  }
}
