extension TraceOracle {
  /// What the oracle knows of the window's first display: the root a statement showed
  /// first, and a `meanwhile push` in the same run-loop turn as that display.
  struct FirstDisplay: Sendable {
    /// Whether a statement has given the window a root yet.
    var windowShown = false
    /// The root of a navigation controller the last statement made the window's first root,
    /// and how many times its view had loaded before that statement.
    var justShown: String?
    var loadsBefore = 0
    /// During a `meanwhile push` right after such a statement: the root, and what is pushed.
    var sameTurn: (root: String, pushed: String)?
    /// Whether the pushed controller has had a line yet: a request that fails before it
    /// (a name freed already, say) ends the run, and the display with it.
    var pushSeen = false
  }

  /// Notes a statement's header: whether it shows the window for the first time (`push`,
  /// `setStack`, `root NAME embed=nav`), or pushes in the same turn as that display.
  mutating func beginFirstDisplay(_ text: StatementText) {
    let shown = firstDisplay.justShown
    firstDisplay.justShown = nil
    firstDisplay.sameTurn = nil
    firstDisplay.pushSeen = false
    // A custom container's child cannot be pushed: the request fails, after the display it
    // would have joined has ended.
    if text.isMeanwhile, text.verb == "push", text.option("embed") == nil, let root = shown,
      let pushed = text.names.first, profile.version != nil, !isCustomChild(pushed)
    {
      firstDisplay.sameTurn = (root, pushed)
      // From iOS 18 the display waits for the end of the turn: the root is not loaded.
      if profile.joinsFirstDisplay, lives[root]?.loads ?? 0 > firstDisplay.loadsBefore {
        report(.firstDisplay, "\(root) loaded before the end of the turn that showed it")
      }
      return
    }
    guard !firstDisplay.windowShown else { return }
    switch text.verb {
    // A push of several names goes on after the first: the display ends within the
    // statement, before its second push.
    case "push" where text.names.count == 1: firstDisplay.justShown = text.names.first
    case "setStack": firstDisplay.justShown = text.names.last
    case "root" where text.option("embed") == "nav": firstDisplay.justShown = text.names.first
    case "launch" where text.option("embed") == "nav": firstDisplay.justShown = text.names.first
    default: break
    }
    if ["push", "setStack", "root", "tabs", "launch", "pages"].contains(text.verb) {
      firstDisplay.windowShown = true
    }
    firstDisplay.loadsBefore = firstDisplay.justShown.flatMap { lives[$0]?.loads } ?? 0
  }

  /// Whether `name` is the child of a container the app writes.
  private func isCustomChild(_ name: String) -> Bool {
    if case .custom? = lives[name]?.container { return true }
    return false
  }

  /// Checks a callback of a `meanwhile push` in the same turn as the first display: from
  /// iOS 18 the root gets nothing but its move (its view never loads); before, the root never
  /// gets `viewDidAppear`, and the pushed controller's `viewIsAppearing` waits for the root's
  /// `viewDidDisappear`.
  mutating func checkFirstDisplay(_ entry: Entry) {
    guard let (root, pushed) = firstDisplay.sameTurn else { return }
    if entry.controller == pushed { firstDisplay.pushSeen = true }
    if entry.controller == root, firstDisplay.pushSeen {
      if profile.joinsFirstDisplay, entry.callback != "didMoveToParent" {
        report(
          .firstDisplay, "\(describe(entry)): \(root) is not shown when a push joins the display")
      }
      if !profile.joinsFirstDisplay, entry.callback == "viewDidAppear" {
        report(.firstDisplay, "\(describe(entry)): the push interrupted \(root)'s first appearance")
      }
    }
    if entry.controller == pushed, entry.callback == "viewIsAppearing", !profile.joinsFirstDisplay,
      lives[root]?.appearance != .disappeared
    {
      report(.firstDisplay, "\(describe(entry)): before \(root)'s viewDidDisappear")
    }
  }
}
