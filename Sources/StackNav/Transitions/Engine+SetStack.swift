extension Engine {
  /// `setViewControllers(names, animated:)` on the navigation controller holding the
  /// top-most visible content (on an empty window, a new navigation controller holding them
  /// becomes the root). One transition at most, decided by the new top (rule
  /// `setStack.transition`): none if it already is the top, else a pop or a push, which
  /// interleave alike. The move callbacks come inside the call, before the transition (rule
  /// `setStack.containment`): the removed controllers below the old top, then the new ones
  /// below the new top, in stack order, each `willMoveToParent` then `didMoveToParent`; then
  /// a new top's `willMoveToParent`, its `didMoveToParent` after its `viewDidAppear`. The old
  /// top gets none, nor does a controller in both stacks.
  func setStack(_ names: [String], animated: Bool) throws(EngineError) {
    if names.count > limits.stackDepth {
      throw .limitExceeded(.stackDepth, limit: limits.stackDepth)
    }
    var stack: [Controller] = []
    var inStack = Set<Controller>()
    for (index, name) in names.enumerated() {
      let controller = try existingOrNew(name)
      if !inStack.insert(controller).inserted {
        try raise(.setStackDistinct, MisuseText.Values(stack: names), operand: index)
      }
      stack.append(controller)
    }
    guard windowRoot != nil || caller != nil else {
      for controller in stack { try checkNotInHierarchy(controller) }
      setWindowRoot(makeNavigation(stack: stack))
      return
    }
    guard let navigation = visibleNavigation(for: "setStack") else { return }
    // What is in flight ends before the stack changes: the moves come inside the call (a
    // request a hook's code deferred plays while the one before it may still animate).
    finishInFlight()
    for controller in stack where controller.parent !== navigation {
      try checkNotInHierarchy(controller)
    }
    let former = navigation.children
    let formerTop = former.last
    let removed = former.filter { !inStack.contains($0) }
    let added = Set(stack.filter { $0.parent !== navigation })
    var transition = Transition(kind: .navigation, cause: .of(navigation), animated: animated)
    if let newTop = stack.last, newTop !== formerTop {
      transition.outgoing = formerTop.map { Controllers($0) } ?? Controllers()
      transition.incoming = Controllers(newTop)
    }
    // The moves come inside the call, before its transition: what a hook's code requests
    // in them waits for the transition (rule `hook.deferred`), the stack half changed.
    aboutToStart {
      for controller in removed where controller !== formerTop {
        sendMove(.willMoveToParent, controller, to: nil, rule: .setStackContainment)
        sendMove(.didMoveToParent, controller, to: nil, rule: .setStackContainment)
      }
      navigation.children = []
      for controller in stack {
        guard added.contains(controller) else {
          navigation.children.append(controller)
          continue
        }
        sendMove(.willMoveToParent, controller, to: navigation, rule: .setStackContainment)
        adopt(controller, into: navigation)
        transition.parts.append(.motion(controller, .movingToParent))
        if controller === stack.last {
          transition.parts.append(.atEnd(.didMove(controller, to: navigation)))
        } else {
          sendMove(.didMoveToParent, controller, to: navigation, rule: .setStackContainment)
        }
      }
    }
    for controller in removed {
      retain(controller, .transition)
      release(controller, .container)
      transition.parts.append(.motion(controller, .movingFromParent))
      transition.parts.append(.atEnd(.formerParent(controller)))
    }
    for controller in removed { transition.parts.append(.atEnd(.hold(controller))) }
    play(transition)
  }
}
