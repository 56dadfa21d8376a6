extension Engine {
  /// `window.rootViewController = name`; the window becomes key and visible.
  func root(_ name: String) throws(EngineError) {
    let controller = try existingOrNew(name)
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
  func setWindowRoot(_ controller: Controller) {
    let former = windowRoot
    retain(controller, .window)
    windowRoot = controller
    var transition = Transition(kind: .window, cause: .window, animated: false)
    transition.incoming = [controller]
    if let former {
      transition.outgoing = layersInWindow(from: former)
      // Every presentation above the former root ends, also those of a presented
      // controller something else keeps alive.
      let presentations = former.presented.map(presentationChain) ?? []
      transition.atEnd = presentations.map { .presentation($0) } + [.formerWindowRoot(former)]
    }
    play(transition)
  }
}
