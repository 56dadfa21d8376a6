extension Engine {
  /// `pushViewController(_:animated:)` for each name in turn, on the navigation controller
  /// holding the top-most visible content; on an empty window the first name becomes the
  /// root of a new navigation controller.
  func push(_ names: [String], animated: Bool) throws(EngineError) {
    for (index, name) in names.enumerated() {
      guard windowRoot != nil, let top = topMostVisibleContent() else {
        let controller = try existingOrNew(name)
        if let place = placeInHierarchy(of: controller) {
          throw .alreadyInHierarchy(controller.name, place: place)
        }
        setWindowRoot(makeNavigation(root: controller))
        continue
      }
      guard let navigation = navigationController(holding: top) else {
        let controller = try existingOrNew(name)
        note(.pushWithoutNavigation(pushed: controller.name, top: top.name))
        continue
      }
      let controller = try existingOrNew(name)
      if controller.parent === navigation {
        try raise(
          .pushedTwice(controller.name, wording: profile.pushSameInstance.value), operand: index)
      }
      if let place = placeInHierarchy(of: controller) {
        throw .alreadyInHierarchy(controller.name, place: place)
      }
      push(controller, onto: navigation, animated: animated)
    }
  }

  /// Pushes one controller: the stack holds it at once, then the navigation transition runs.
  func push(_ controller: Controller, onto navigation: Controller, animated: Bool) {
    var transition = Transition(kind: .navigation, animated: animated)
    transition.outgoing = navigation.visibleChild.map { [$0] } ?? []
    adopt(controller, into: navigation)
    transition.incoming = [controller]
    transition.motion = [(controller, .movingToParent)]
    play(transition)
  }
}
