extension Engine {
  /// `parent.addChild(child)` (UIKit sends `willMove(toParent:)`),
  /// `parent.view.addSubview(child.view)` (both views load; on screen, the child starts
  /// appearing), `child.didMove(toParent: parent)` (the container's call), then, on screen,
  /// `viewDidAppear` when the transaction ends (rule `containment.custom`).
  func addChild(_ childName: String, to parentName: String) throws(EngineError) {
    let child = try existingOrNew(childName)
    let parent = try existingOrNew(parentName)
    // What follows is the parent's own containment code.
    try withCause(.of(parent)) { () throws(EngineError) in try add(child, to: parent) }
  }

  private func add(_ child: Controller, to parent: Controller) throws(EngineError) {
    if child.parent === parent {
      note(.alreadyAChild(child: child.name, parent: parent.name))
      sendMove(.didMoveToParent, child, to: parent)
      return
    }
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
    try checkNotInHierarchy(child)
    adopt(child, into: parent)
    guard parent.appearance.isInWindow else {
      // Off screen: parent.view and child.view load, and nothing appears.
      child.motion.insert(.movingToParent)
      sendMove(.willMoveToParent, child, to: parent)
      loadViewIfNeeded(parent, rule: cite(.lazyLoading))
      loadViewIfNeeded(child, rule: cite(.lazyLoading))
      sendMove(.didMoveToParent, child, to: parent)
      child.motion.remove(.movingToParent)
      return
    }
    var transition = Transition(kind: .child, cause: .of(parent), animated: false)
    transition.willMoves = [(child, parent)]
    transition.motion = [(child, .movingToParent)]
    transition.incoming = [child]
    transition.atMidpoint = [.didMove(child, to: parent)]
    play(transition)
  }

  /// `child.willMove(toParent: nil)`, `child.view.removeFromSuperview()` (on screen, the
  /// disappear pair), `child.removeFromParent()` (UIKit sends `didMove(toParent: nil)`),
  /// after which the parent no longer retains it.
  func removeChild(_ name: String) throws(EngineError) {
    let child = try existingOrNew(name)
    guard let parent = child.parent else {
      // Only the explicit willMove call does something: there is no parent to leave.
      sendMove(.willMoveToParent, child, to: nil)
      note(.notAChild(child: child.name))
      return
    }
    guard parent.kind == .content else {
      throw .alreadyInHierarchy(child.name, place: "a child of \(parent.name), not a custom one")
    }
    // One child goes: find it by identity (no retain of each sibling), then close the gap.
    let target = ObjectIdentifier(child)
    if let index = parent.children.firstIndex(where: { ObjectIdentifier($0) == target }) {
      parent.children.remove(at: index)
    }
    retain(child, .transition)
    release(child, .container)
    var transition = Transition(kind: .child, cause: .of(parent), animated: false)
    transition.willMoves = [(child, nil)]
    transition.motion = [(child, .movingFromParent)]
    if child.appearance.isInWindow { transition.outgoing = [child] }
    transition.atEnd = [.formerParent(child), .didMove(child, to: nil), .hold(child)]
    play(transition)
  }
}
