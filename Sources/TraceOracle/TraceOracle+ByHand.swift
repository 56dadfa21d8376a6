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
  /// Of these, the ones that forward nothing at all (`forwarding=manual`).
  var forwardingNothing: Set<String> = []
  /// Controllers whose appearance the app drove last (a `beginAppearance` or
  /// `endAppearance`), until UIKit sends them an appearance callback of its own.
  var drivenByApp: Set<String> = []
  /// Page view controllers (`pages`): they show one page of their children at a time.
  var pageControllers: Set<String> = []
  /// Controllers a hook's code drove (`beginAppearance`, `endAppearance`) in the statement
  /// being read: their callbacks there may take any edge.
  var drivenInHook: Set<String> = []

  /// Whether `begin` has anything to note of `statement`: most statements leave this account
  /// as it is, and then do not write it (`Shared`).
  func notes(_ statement: StatementText) -> Bool {
    if !statement.isHooked, !drivenInHook.isEmpty { return true }
    switch statement.verb {
    case .controller, .beginAppearance, .endAppearance, .root, .pages, .addSubview,
      .removeSubview:
      return true
    default:
      return false
    }
  }

  /// Reads a statement's header.
  mutating func begin(_ statement: StatementText, profile: OracleProfile) {
    let names = statement.names
    if !statement.isHooked { drivenInHook = [] }
    switch statement.verb {
    case .controller:
      guard let name = names.first else { return }
      let forwarding = statement.option("forwarding")
      if forwarding == "manual" || forwarding == "callbacks" { forwardingByHand.insert(name) }
      if forwarding == "manual" { forwardingNothing.insert(name) }
    case .beginAppearance:
      guard let name = names.first else { return }
      drivenByApp.insert(name)
      let appearing = statement.option("appearing") == "true"
      if var transition = open[name] {
        if transition.appearing == appearing { transition.levels += 1 }
        transition.appearing = appearing
        open[name] = transition
      } else {
        open[name] = (1, appearing)
      }
    case .endAppearance:
      guard let name = names.first else { return }
      drivenByApp.insert(name)
      guard let transition = open[name] else { return }
      open[name] = transition.levels > 1 ? (transition.levels - 1, transition.appearing) : nil
    case .root:
      if let name = names.first, open[name]?.appearing == true, profile[.windowKeepsAppearingRoot] {
        keptByWindow.insert(name)
      }
    case .pages:
      if let name = names.first { pageControllers.insert(name) }
    case .addSubview:
      if let name = names.first { hostedViews.insert(name) }
    case .removeSubview:
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
  /// (no guard against the current state); UIKit takes out a controller whose explicit
  /// transition is open, or that the window kept appearing.
  func allowsEdge(
    _ callback: String, of name: String, from state: Life.Appearance, in statement: StatementText
  ) -> Bool {
    if statement.verb == .beginAppearance || drivenInHook.contains(name) { return true }
    // UIKit takes a controller out while the app's (or the window's) transition on it is
    // open: the appearing transition is reversed.
    return callback == "viewWillDisappear" && state == .appearing && mayStayInTransition(name)
  }

  /// Notes an appearance callback in `statement`: one from UIKit (outside the app's own
  /// calls) ends the app's hold on the controller's state.
  mutating func noteAppearance(of name: String, in statement: StatementText) {
    // (A hook's code that drove it in this statement sends callbacks of the app's too.)
    if statement.verb != .beginAppearance, statement.verb != .endAppearance,
      !drivenInHook.contains(name)
    {
      drivenByApp.remove(name)
    }
  }

  /// Whether the app, not UIKit, has the last word on `name`'s appearance: its transition is
  /// open or was driven by hand, its view was added without containment, or it is the child
  /// of a container that forwards nothing automatically (`container`: where the oracle last
  /// saw it).
  func decides(_ name: String, container: TraceOracle.Container) -> Bool {
    if drivenByApp.contains(name) || mayStayInTransition(name) || hostedViews.contains(name) {
      return true
    }
    if case .custom(let parent) = container { return forwardingByHand.contains(parent) }
    return false
  }
}
