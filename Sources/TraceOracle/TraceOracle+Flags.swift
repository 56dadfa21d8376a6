extension TraceOracle {
  /// Checks a callback's transition flags against the statement, when the line shows them
  /// (JSON Lines always; text with `--flags`).
  ///
  /// What UIKit documents for `isMovingToParent`, `isMovingFromParent`, `isBeingPresented`
  /// and `isBeingDismissed` (Apple's documentation of each, and of `viewWillDisappear`):
  /// a controller comes in moving to its parent or being presented, goes out moving from
  /// its parent or being dismissed, never both ways at once; a pop takes the top controller
  /// out moving from its parent, a dismissal the presented one out being dismissed. Only an
  /// interactive gesture, cancelled, turns a controller around with its flags kept. An
  /// `animated=false` statement animates nothing.
  mutating func checkFlags(_ entry: Entry) {
    guard let flags = entry.flags, statement.judgesItsLines else { return }
    func fail(_ why: String) { report(.flags, "\(describe(entry)): \(why)") }
    if flags.contains("isMovingToParent"), flags.contains("isMovingFromParent") {
      fail("moving both to and from its parent")
    }
    if flags.contains("isBeingPresented"), flags.contains("isBeingDismissed") {
      fail("being both presented and dismissed")
    }
    let coming = entry.word.isComing
    let going = entry.word.isGoing
    guard coming || going else { return }
    // The lines of an explicit transition carry the `animated` of the begin that opened it.
    if statement.option("animated") == "false", flags.contains("animated"),
      statement.verb != .beginAppearance, !byHand.mayStayInTransition(entry.controller)
    {
      fail("animated in an animated=false statement")
    }
    if statement.isInteractive { return }
    if coming,
      let wrong = flags.first(where: { $0 == "isMovingFromParent" || $0 == "isBeingDismissed" })
    {
      fail("an appearing controller flagged \(wrong)")
    }
    if going,
      let wrong = flags.first(where: { $0 == "isMovingToParent" || $0 == "isBeingPresented" })
    {
      fail("a disappearing controller flagged \(wrong)")
    }
    // Only a navigation controller's child moves from its parent in a pop: a tab, a page or
    // a custom container's child (which may be on the popped controller) does not.
    var isCustomChild = false
    var isNavigationChild = false
    switch entry.container ?? lives[entry.controller]?.container {
    case .custom?: isCustomChild = true
    case .exclusive(let parent)?: isNavigationChild = parent.hasPrefix("Nav#")
    default: break
    }
    switch statement.verb {
    case .pop, .popToRoot, .popTo:
      if going, isNavigationChild, !flags.contains("isMovingFromParent") {
        fail("the popped controller is not flagged isMovingFromParent")
      }
    case .push:
      if going, flags.contains("isMovingFromParent") {
        fail("the controller a push covers is flagged isMovingFromParent")
      }
    case .present, .alert:
      if coming, !isCustomChild, statement.names.first == entry.controller,
        statement.option("embed") == nil, !flags.contains("isBeingPresented")
      {
        fail("the presented controller is not flagged isBeingPresented")
      }
    case .dismiss, .swipeDown, .tapAction, .tapOutside:
      if coming, !flags.isDisjoint(with: ["isMovingToParent", "isBeingPresented"]) {
        fail("the controller a dismissal uncovers is flagged as coming in")
      }
    default:
      break
    }
  }
}
