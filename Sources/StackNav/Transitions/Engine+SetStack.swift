extension Engine {
  /// `setViewControllers(names, animated:)` on the navigation controller holding the
  /// top-most visible content (on an empty window, a new navigation controller holding them
  /// becomes the root). One transition at most, decided by the new top (rule
  /// `setStack.transition`): none if it already is the top, else a pop or a push, which
  /// interleave alike.
  func setStack(_ names: [String], animated: Bool) throws(EngineError) {
    if names.count > limits.stackDepth {
      throw .limitExceeded(.stackDepth, limit: limits.stackDepth)
    }
    var stack: [Controller] = []
    for (index, name) in names.enumerated() {
      let controller = try existingOrNew(name)
      if stack.contains(where: { $0 === controller }) {
        try raise(.stackNotDistinct(names), operand: index)
      }
      stack.append(controller)
    }
    guard windowRoot != nil else {
      for controller in stack { try checkNotInHierarchy(controller) }
      setWindowRoot(makeNavigation(stack: stack))
      return
    }
    guard let navigation = visibleNavigation(for: "setStack") else { return }
    for controller in stack where controller.parent !== navigation {
      try checkNotInHierarchy(controller)
    }
    let former = navigation.children
    let formerTop = former.last
    let removed = former.filter { old in !stack.contains { $0 === old } }
    let added = stack.filter { $0.parent !== navigation }
    var transition = Transition(kind: .navigation, cause: .of(navigation), animated: animated)
    if let newTop = stack.last, newTop !== formerTop {
      transition.outgoing = formerTop.map { [$0] } ?? []
      transition.incoming = [newTop]
    }
    navigation.children = []
    for controller in stack {
      if added.contains(where: { $0 === controller }) {
        adopt(controller, into: navigation)
        transition.willMoves.append((controller, navigation))
        transition.motion.append((controller, .movingToParent))
        transition.atEnd.append(.didMove(controller, to: navigation))
      } else {
        navigation.children.append(controller)
      }
    }
    for controller in removed {
      retain(controller, .transition)
      release(controller, .container)
      transition.willMoves.append((controller, nil))
      transition.motion.append((controller, .movingFromParent))
      transition.atEnd += [.formerParent(controller), .didMove(controller, to: nil)]
    }
    transition.atEnd += removed.map { .hold($0) }
    play(transition)
  }
}
