extension Engine {
  /// `window.rootViewController = name`; the window becomes key and visible. With `embed`,
  /// `UINavigationController(rootViewController: name)` becomes the root instead, as `push`
  /// on an empty window makes one (rule `containment.navigationRoot`).
  func root(_ name: String, embeddingInNavigation embed: Bool = false) throws(EngineError) {
    let controller = try existingOrNew(name)
    if embed {
      try checkNotInHierarchy(controller)
      setWindowRoot(makeNavigation(stack: [controller]))
      return
    }
    if controller === windowRoot {
      note(.rootUnchanged(root: controller.name))
      return
    }
    if let place = placeInHierarchy(of: controller) {
      throw .alreadyInHierarchy(controller.name, place: place)
    }
    setWindowRoot(controller)
  }

  /// Makes `controller` the window's root: what was on screen leaves, the new root appears
  /// (not animated), then the old root's presentations end (what it presented is let go)
  /// and the old root is released (rule `window.replaceRoot`).
  ///
  /// - Parameters:
  ///   - appLines: the app's or scene's lines the first display carries (`launch`).
  ///   - waitsForTurnEnd: whether a navigation controller's first display waits for the end
  ///     of the run-loop turn; a restored launch's plays whole (rule `restore.launch`).
  func setWindowRoot(
    _ controller: Controller, appLines: [Transition.AppLine] = [], waitsForTurnEnd: Bool = true
  ) {
    let former = windowRoot
    if controller.explicitLevel > 0, controller.appearance == .appearing,
      profile.windowKeepsAppearing
    {
      // The window starts its own appearance transition inside the app's (rule
      // `appearance.windowLevel`).
      controller.windowHolds = true
    }
    retain(controller, .window)
    windowRoot = controller
    var transition = Transition(kind: .window, cause: .window, animated: false)
    transition.incoming = Controllers(controller)
    transition.parts = appLines.map { .appLine($0) }
    // A navigation controller's first display as the window's first root.
    transition.loadsAtWill = former == nil && controller.kind == .navigation
    if former == nil, controller.kind == .navigation, schedule.holdsTransitions, waitsForTurnEnd {
      // A navigation controller's first display comes at the end of the run-loop turn: a
      // push in the same turn joins it (iOS 18 on) or interrupts it (before).
      if profile.has(.pushJoinsFirstDisplay) {
        move { schedule throws(Schedule.IllegalMove) in
          try schedule.postpone(transition, events: eventCount)
        }
        return
      }
      transition.waitsForTurnEnd = profile.has(.pushInterruptsFirstDisplay)
    }
    if let former {
      transition.outgoing = Controllers(layersInWindow(from: former))
      // Every presentation above the former root ends, also those of a presented
      // controller something else keeps alive.
      let presentations = former.presented.map(presentationChain) ?? []
      transition.parts += presentations.map { .atEnd(.presentation($0)) }
      transition.parts.append(.atEnd(.formerWindowRoot(former)))
    }
    play(transition)
  }
}
