extension Engine {
  /// `host.view.addSubview(name.view)`: both views load (the host's first), no containment
  /// call (rule `view.noContainment`); in the window with nothing in transition above, the
  /// controller gets its own appearance from the window move (`view.windowMove`), else at most
  /// its layout (`view.insideTransition`). Nothing retains it for the superview
  /// (`view.orphan`).
  func addSubview(_ name: String, to hostName: String) throws(EngineError) {
    let controller = try existingOrNew(name)
    let host = try existingOrNew(hostName)
    let alreadyThere = controller.host === host || controller.parent === host
    if !alreadyThere {
      try checkCanNest(controller, in: host)
      if controller.parent == nil || controller.parent?.kind != .content {
        try checkNotInHierarchy(controller)
      }
    }
    let rule = cite(.viewNoContainment)
    loadViewIfNeeded(host, rule: rule)
    loadViewIfNeeded(controller, rule: rule)
    if alreadyThere {
      note(.alreadySubview(controller: controller.name, host: host.name))
      return
    }
    // The views' loading ran their code (a hook): what it nested may now contain the host.
    if !alreadyThere { try checkCanNest(controller, in: host) }
    if let parent = controller.parent {
      // A custom container's child: its view must go where its parent's is.
      var values = MisuseText.Values(name: controller.name)
      (values.current, values.presenter) = (parent.name, host.name)
      try raise(.viewHierarchy, values)
    }
    controller.host = host
    host.hosted.append(controller)
    arrive(controller, under: host)
  }

  /// `name.view.removeFromSuperview()`: the view loads if needed; in the window with nothing
  /// in transition above, the controller gets the disappear pair from the window move.
  func removeSubview(_ name: String) throws(EngineError) {
    let controller = try existingOrNew(name)
    loadViewIfNeeded(controller, rule: cite(.viewNoContainment))
    guard let host = controller.host else {
      if let place = placeInHierarchy(of: controller) {
        throw .alreadyInHierarchy(controller.name, place: place)
      }
      note(.notInSuperview(controller: controller.name))
      return
    }
    let inWindow = viewIsInWindow(host) && viewMoveIsQuiet(above: host)
    detachFromHost(controller)
    guard inWindow, controller.explicitLevel == 0, controller.appearance.isInWindow else {
      return
    }
    var transition = Transition(kind: .child, cause: .window, animated: false)
    transition.order = .windowMove
    transition.outgoing = Controllers(controller)
    play(transition)
  }

  /// What happens when `controller`'s view has just been put in `host`'s view: in the window
  /// with nothing in transition above, the window move makes it appear; under a transition,
  /// it is laid out with what is on screen, once its host has been.
  func arrive(_ controller: Controller, under host: Controller) {
    // Under a view a transition is bringing on screen (a hook's code): it enters with it.
    if schedule.hooks.isArriving(host) {
      var appearing = Controllers()
      var arriving: [Controller]?
      appendArrivals(controller, rootIsPassenger: true, appearing: &appearing, arriving: &arriving)
      schedule.hooks.board(arriving ?? [], with: host)
      return
    }
    guard viewIsInWindow(host) else { return }
    if controller.explicitLevel == 0, viewMoveIsQuiet(above: host) {
      var transition = Transition(kind: .child, cause: .window, animated: false)
      transition.order = .windowMove
      transition.incoming = Controllers(controller)
      play(transition)
    } else if host.laidOutSinceLoad {
      var appearing = Controllers()
      var arriving: [Controller]?
      appendArrivals(controller, rootIsPassenger: true, appearing: &appearing, arriving: &arriving)
      layOutArrivals(arriving ?? [])
    }
  }

  /// Checks that `controller`'s view may go inside `host`'s: not into itself or a view it
  /// contains, and within the view nesting depth.
  func checkCanNest(_ controller: Controller, in host: Controller) throws(EngineError) {
    var node: Controller? = host
    while let current = node {
      if current === controller { throw .viewContainsHost(controller.name, host: host.name) }
      node = current.host ?? current.parent
    }
    if viewNestingDepth(below: host) > limits.viewNestingDepth {
      throw .limitExceeded(.viewNestingDepth, limit: limits.viewNestingDepth)
    }
  }
}
