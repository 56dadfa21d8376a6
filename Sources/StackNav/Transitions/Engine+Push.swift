extension Engine {
  /// `pushViewController(_:animated:)` for each name in turn, on the navigation controller
  /// holding the top-most visible content; on an empty window the first name becomes the
  /// root of a new navigation controller.
  func push(
    _ names: [String], embeddingInNavigation embed: Bool = false, animated: Bool,
    completion: Bool = false
  ) throws(EngineError) {
    for (index, name) in names.enumerated() {
      if embed {
        // UINavigationController(rootViewController: name), then pushed: UIKit refuses.
        let controller = try existingOrNew(name)
        try checkNotInHierarchy(controller)
        _ = makeNavigation(stack: [controller])
        try raise(.pushNavigationController, MisuseText.Values(), operand: index)
      }
      // A hook's code pushes on its controller's navigation controller, if it has one.
      guard let top = caller ?? (windowRoot != nil ? topVisibleContent : nil) else {
        let controller = try existingOrNew(name)
        try checkNotInHierarchy(controller)
        setWindowRoot(makeNavigation(stack: [controller]))
        continue
      }
      guard let navigation = navigationController(holding: top) else {
        let controller = try existingOrNew(name)
        note(.pushWithoutNavigation(pushed: controller.name, top: top.name))
        continue
      }
      let controller = try existingOrNew(name)
      if navigation.children.count >= limits.stackDepth {
        throw .limitExceeded(.stackDepth, limit: limits.stackDepth)
      }
      // What is in flight ends first (the push would end it): a first display it ends may
      // load a view whose code places this very controller.
      finishInFlight()
      if controller.parent === navigation {
        try raise(
          .pushSameInstance, MisuseText.Values(name: controller.name, navigation: navigation.name),
          operand: index)
      }
      try checkNotInHierarchy(controller)
      push(controller, onto: navigation, animated: animated, completion: completion)
    }
  }

  /// Pushes one controller: the stack holds it at once, then the navigation transition runs
  /// (rules `nav.interleaving`, `containment.callbacks`); with `completion`, the transition
  /// coordinator's completion ends it (rule `completion.coordinator`). A controller that
  /// becomes a new navigation controller's root is not pushed, so it has no completion.
  func push(
    _ controller: Controller, onto navigation: Controller, animated: Bool,
    completion: Bool = false, order: RuleID? = nil
  ) {
    // What is in flight ends before the stack changes (the push would end it anyway).
    finishInFlight()
    let outgoing = navigation.visibleChild.map { Controllers($0) } ?? Controllers()
    adopt(controller, into: navigation)
    var parts = partsList(capacity: 4)
    parts.append(.motion(controller, .movingToParent))
    parts.append(.willMove(controller, to: navigation))
    parts.append(.atEnd(.didMove(controller, to: navigation)))
    if completion, let rule = profile.applied(.coordinatorCompletion) {
      parts.append(
        .notice(
          .init(callback: .pushCompletion, controller: controller, rule: rule, place: .atEnd)))
    }
    play(
      Transition(
        kind: .navigation, cause: .of(navigation), animated: animated, order: order,
        outgoing: outgoing, incoming: Controllers(controller), parts: parts))
  }

  /// Pushes `controller` onto `navigation`, on screen or not: a navigation controller out of
  /// the window (another tab's, one under a covering presentation) takes it on its stack
  /// with its move callbacks and no appearance, which comes when it appears (a segue from
  /// `from=`, a hook's caller).
  func pushAnywhere(
    _ controller: Controller, onto navigation: Controller, animated: Bool,
    completion: Bool = false
  ) {
    guard viewIsInWindow(navigation) || navigation.appearance.isInWindow else {
      finishInFlight()
      extendInitialStack(of: navigation, with: [controller], rule: .containment)
      return
    }
    push(controller, onto: navigation, animated: animated, completion: completion)
  }

  /// Creates a navigation controller holding `stack` (rule `containment.navigationRoot`):
  /// each controller below the top moves to it at once (`willMoveToParent`, then
  /// `didMoveToParent`), in stack order; the top gets `willMoveToParent` now and
  /// `didMoveToParent` after its first `viewDidAppear`, when the navigation controller has
  /// appeared.
  func makeNavigation(stack: [Controller]) -> Controller {
    navigationCount += 1
    let navigation = make("Nav#\(navigationCount)", kind: .navigation, traits: Traits())
    extendInitialStack(of: navigation, with: stack, rule: .navigationRootContainment)
    return navigation
  }

  /// Adds `controllers` on top of the stack of a navigation controller not yet on screen, as
  /// its initial stack: the top so far (if any) and each new one below the new top move to
  /// it at once; the new top gets `willMoveToParent` now, `didMoveToParent` once the
  /// navigation controller has appeared. A navigation request a hook's code makes while the
  /// stack is being set waits for the end of the run-loop turn (rule `hook.deferred`).
  func extendInitialStack(
    of navigation: Controller, with controllers: [Controller], rule: RuleID
  ) {
    aboutToStart {
      if let top = navigation.pendingDidMove, !controllers.isEmpty {
        sendMove(.didMoveToParent, top, to: navigation, rule: rule)
      }
      for controller in controllers {
        sendMove(.willMoveToParent, controller, to: navigation, rule: rule)
        adopt(controller, into: navigation)
        if controller !== controllers.last {
          sendMove(.didMoveToParent, controller, to: navigation, rule: rule)
        }
      }
    }
    if let top = controllers.last { navigation.pendingDidMove = top }
  }

  /// Throws if `controller` already has a place in the hierarchy.
  func checkNotInHierarchy(_ controller: Controller) throws(EngineError) {
    if let place = placeInHierarchy(of: controller) {
      throw .alreadyInHierarchy(controller.name, place: place)
    }
  }
}
