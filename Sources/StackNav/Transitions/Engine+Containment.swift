extension Engine {
  /// `parent.addChild(child)` (UIKit sends `willMove(toParent:)`),
  /// `parent.view.addSubview(child.view)` (both views load; on screen, the child starts
  /// appearing), `child.didMove(toParent: parent)` (the container's call), then, on screen,
  /// `viewDidAppear` when the transaction ends (rule `containment.custom`).
  ///
  /// With `embed`, `UINavigationController(rootViewController: child)` is the parent's child
  /// instead: the child is its root (rule `containment.navigationChild`).
  func addChild(
    _ childName: String, to parentName: String, embeddingInNavigation embed: Bool = false
  ) throws(EngineError) {
    let child = try existingOrNew(childName)
    let parent = try existingOrNew(parentName)
    // What follows is the parent's own containment code.
    try withCause(.of(parent)) { () throws(EngineError) in
      guard embed else {
        try add(child, to: parent)
        return
      }
      try checkTakesChildren(parent)
      try checkCanAdopt(child, into: parent)
      try add(makeNavigation(stack: [child]), to: parent)
    }
  }

  /// The container the app writes that a new tab bar or page view controller goes into
  /// (`in=P`), if any: found or created, and checked before anything else is made (rules
  /// `containment.tabBarChild`, `containment.pagesChild`).
  func container(named name: String?) throws(EngineError) -> Controller? {
    guard let name else { return nil }
    let container = try existingOrNew(name)
    try checkTakesChildren(container)
    return container
  }

  /// Shows a container a statement made: as `container`'s child, as `addChild` adds one, or
  /// as the window's root.
  func show(_ controller: Controller, in container: Controller?) throws(EngineError) {
    guard let container else {
      setWindowRoot(controller)
      return
    }
    try withCause(.of(container)) { () throws(EngineError) in try add(controller, to: container) }
  }

  /// Refuses a page view controller as a parent: it manages its own children.
  private func checkTakesChildren(_ parent: Controller) throws(EngineError) {
    if parent.kind == .page { throw .pagesManageChildren(parent.name) }
  }

  /// Adds `child` to `parent` as `addChild` does, once both exist.
  private func add(_ child: Controller, to parent: Controller) throws(EngineError) {
    if child.parent === parent {
      note(.alreadyAChild(child: child.name, parent: parent.name))
      sendMove(.didMoveToParent, child, to: parent)
      return
    }
    try checkTakesChildren(parent)
    try checkCanAdopt(child, into: parent)
    // A hook's code taking what the running transition takes off screen (the window's
    // former root) into what it brings on: a move StackNav does not model.
    if let flight = flightPlaying, flight.leaving.contains(where: { $0 === child }) {
      throw .alreadyInHierarchy(child.name, place: "leaving the screen")
    }
    adopt(child, into: parent)
    // A hook's code adding a child to a container a transition is bringing on screen.
    if flightPlaying != nil, joinsFlight(child, to: parent) { return }
    let byHand = parent.forwarding?.forwardsByHand == true
    // The app may drive a covered container's appearance by hand: its view is still out of
    // the window, and so is the child's.
    let onScreen =
      byHand ? viewIsInWindow(parent) : parent.appearance.isInWindow && viewIsInWindow(parent)
    // A container that forwards passes on its own state: one already leaving passes on no
    // appearance (rule `view.insideTransition`).
    let quiet = byHand ? viewMoveIsQuiet(above: parent) : parent.appearance != .disappearing
    guard onScreen, quiet else {
      // Off screen, or inside a transition: parent.view and child.view load, and nothing
      // appears (rule `view.insideTransition`).
      child.motion.insert(.movingToParent)
      sendMove(.willMoveToParent, child, to: parent)
      loadViewIfNeeded(parent, rule: cite(.lazyLoading))
      loadViewIfNeeded(child, rule: cite(.lazyLoading))
      if onScreen { arrive(child, under: parent) }
      sendMove(.didMoveToParent, child, to: parent)
      child.motion.remove(.movingToParent)
      return
    }
    var transition = Transition(kind: .child, cause: .of(parent), animated: false)
    transition.parts = [
      .willMove(child, to: parent), .motion(child, .movingToParent),
      .atMidpoint(.didMove(child, to: parent)),
    ]
    transition.incoming = Controllers(child)
    // A navigation controller's first display: its root's view loads right before its
    // viewWillAppear, where the profile says so (rule `containment.navigationFirstDisplay`).
    transition.loadsAtWill = child.kind == .navigation
    // A container that forwards nothing leaves the child to the window move (rule
    // `view.windowMove`).
    if byHand { transition.order = .windowMove }
    play(transition)
    if let flight = flightPlaying { joinDepartures(child, under: parent, of: flight) }
  }

  /// Checks that `child` may become `parent`'s child: no cycle, within the containment depth
  /// and the view nesting depth, and not already placed elsewhere.
  func checkCanAdopt(_ child: Controller, into parent: Controller) throws(EngineError) {
    var ancestor: Controller? = parent
    var depth = 0
    while let current = ancestor {
      if current === child { throw .containmentCycle(child.name, parent: parent.name) }
      if current.kind == .content, current.parent?.kind == .content { depth += 1 }
      ancestor = current.parent ?? current.presenter
    }
    if depth >= limits.containmentDepth {
      throw .limitExceeded(.containmentDepth, limit: limits.containmentDepth)
    }
    try checkCanNest(child, in: parent)
    try checkNotInHierarchy(child)
  }

  /// `child.willMove(toParent: nil)`, `child.view.removeFromSuperview()` (on screen, the
  /// disappear pair), `child.removeFromParent()` (UIKit sends `didMove(toParent: nil)`),
  /// after which the parent no longer retains it. The root of a navigation controller that
  /// is a content controller's child takes that navigation controller with it (rule
  /// `containment.navigationChild`).
  func removeChild(_ name: String) throws(EngineError) {
    var child = try existingOrNew(name)
    if let navigation = child.parent, navigation.kind == .navigation,
      navigation.parent?.kind == .content, navigation.children.first === child
    {
      child = navigation
    }
    guard let parent = child.parent else {
      // Only the explicit willMove call does something: there is no parent to leave.
      sendMove(.willMoveToParent, child, to: nil)
      note(.notAChild(child: child.name))
      return
    }
    guard parent.kind == .content else {
      throw .alreadyInHierarchy(child.name, place: "a child of \(parent.name), not a custom one")
    }
    // One child goes: found by identity (no retain of each sibling), the gap closed.
    remove(child, from: &parent.children)
    retain(child, .transition)
    release(child, .container)
    var transition = Transition(kind: .child, cause: .of(parent), animated: false)
    transition.parts = [
      .willMove(child, to: nil), .motion(child, .movingFromParent),
      .atEnd(.formerParent(child)), .atEnd(.didMove(child, to: nil)), .atEnd(.hold(child)),
    ]
    let byHand = parent.forwarding?.forwardsByHand == true
    if child.appearance.isInWindow, !byHand || viewMoveIsQuiet(above: parent) {
      transition.outgoing = Controllers(child)
    }
    if byHand { transition.order = .windowMove }
    play(transition)
  }
}
