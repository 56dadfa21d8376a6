extension Engine {
  /// The top-most visible controller (or `presenterName`) calls `present(_:animated:)`;
  /// the presentation is hosted by the root of its layer (rule `present.context`). A
  /// presenter off screen, or already presenting, only makes UIKit log a warning (rules
  /// `misuse.presentNotInWindow`, `misuse.presentWhilePresenting`).
  ///
  /// With `completion`, the completion block is the transition's last line, on the presented
  /// controller (rule `completion.present`); `modalInPresentation` makes a later swipe down
  /// only attempt the dismissal (rule `delegate.sheet`).
  func present(
    _ name: String, from presenterName: String?, style: PresentationStyle?,
    embedInNavigation: Bool, animated: Bool, completion: Bool = false,
    modalInPresentation: Bool = false, adaptNone: Bool = false
  ) throws(EngineError) {
    let controller = try existingOrNew(name)
    let top: Controller
    if let presenterName {
      let presenter = try existingOrNew(presenterName)
      guard mayPresent(controller, from: presenter) else { return }
      top = presenter
    } else {
      guard let visible = topVisibleContent else {
        note(.nothingOnScreen(presented: controller.name))
        return
      }
      top = visible
    }
    let presented: Controller
    if embedInNavigation {
      try checkNotInHierarchy(controller)
      presented = makeNavigation(stack: [controller])
    } else {
      // Presenting itself is checked first, then a controller another presents, then one
      // in a container (rules `misuse.presentItself`, `.presentPresented`, `.presentActive`).
      if controller === top, profile.has(.presentItself) {
        try raise(.presentItself, MisuseText.Values(name: controller.name))
      }
      if let presenter = controller.presenter {
        try raise(
          .presentPresented, MisuseText.Values(name: controller.name, host: presenter.name))
      }
      if placeInHierarchy(of: controller) != nil {
        try raise(.presentActiveController, MisuseText.Values(name: controller.name))
      }
      presented = controller
    }
    try presentRequest(
      presented, over: top, style: style, animated: animated, completion: completion,
      modalInPresentation: modalInPresentation, adaptNone: adaptNone)
  }

  /// Presents `presented` over `top`'s layer now, or, asked by a hook's code while a
  /// transition is in progress, once it has ended (rule `hook.deferred`): the host is busy
  /// while the request waits, and is checked again when it plays.
  func presentRequest(
    _ presented: Controller, over top: Controller, style: PresentationStyle?, animated: Bool,
    completion: Bool = false, modalInPresentation: Bool = false, adaptNone: Bool = false
  ) throws(EngineError) {
    // The usual request plays at once: the waiting one's block, and the list of what it
    // holds, are made only when it waits (each presentation made and freed three blocks).
    guard requestWaits else {
      try present(
        presented, over: top, style: style, animated: animated, completion: completion,
        modalInPresentation: modalInPresentation, adaptNone: adaptNone)
      return
    }
    // A style that takes the presenter off screen starts before the first display's did
    // half when the display's content asks (rule `hook.presentAtFirstDisplay`).
    let interrupts =
      profile.has(.presentAtFirstDisplay) && firstDisplayHost(showing: top) != nil
      && hidesPresenter(style ?? profile.defaultStyle, adapts: adapts(adaptNone: adaptNone))
    try request(
      holding: [presented, top], presentingFrom: layerRoot(of: top),
      interruptingFirstDisplay: interrupts
    ) {
      deferred throws(EngineError) in
      // A deferred request is checked again when it plays: UIKit looks at the window then.
      if deferred {
        guard top.isAlive, presented.presenter == nil, presented.parent == nil,
          self.mayPresent(presented, from: top)
        else { return }
      }
      try self.present(
        presented, over: top, style: style, animated: animated, completion: completion,
        modalInPresentation: modalInPresentation, adaptNone: adaptNone)
    }
  }

  /// Whether a presentation adapts to the window's width: on an iPhone, unless the
  /// presenter's delegate says `.none` (`adapt=none`).
  func adapts(adaptNone: Bool) -> Bool { device == .iphone && !adaptNone }

  /// Whether `presenter` may present `controller` now: UIKit only logs (and presents
  /// nothing) when the presenter's layer already presents, or its view is not in the window
  /// (rules `misuse.presentWhilePresenting`, `misuse.presentNotInWindow`).
  func mayPresent(_ controller: Controller, from presenter: Controller) -> Bool {
    let host = layerRoot(of: presenter)
    let values = MisuseText.Values(
      name: controller.name, presenter: presenter.name, host: host.name)
    // In a hook's code: a host presenting, dismissing or with a presentation waiting is
    // busy (rule `misuse.presentWhileTransitioning`).
    let inHook = schedule.hooks.depth > 0
    if inHook, schedule.hooks.isBusy(host) {
      log(.presentWhileTransitioning, values)
      return false
    }
    if let current = host.presented, !(inHook && schedule.hooks.isEndingDismissal(of: current)) {
      log(
        .presentWhilePresenting,
        MisuseText.Values(
          name: controller.name, presenter: presenter.name, host: host.name,
          current: current.name))
      return false
    }
    // A caller whose view has yet to enter the window, brought on screen inside a host that
    // is: the detached warning, and the presentation goes on (rule `misuse.presentDetached`,
    // iOS 8 on); otherwise, and before iOS 8, its view is not in the window.
    // What a navigation or tab bar controller shows at the window's first display, asking
    // before the display's did half: UIKit accepts (rule `hook.presentAtFirstDisplay`), with
    // the detached warning from iOS 8.
    if inHook, profile.has(.presentAtFirstDisplay), firstDisplayHost(showing: presenter) != nil {
      if profile.has(.presentDetached) { log(.presentDetached, values) }
      return true
    }
    if inHook, schedule.hooks.isArriving(presenter) {
      if host !== presenter, host.appearance.isInWindow, !schedule.hooks.isArriving(host),
        profile.has(.presentDetached)
      {
        log(.presentDetached, values)
        return true
      }
      log(.presentNotInWindow, values)
      return false
    }
    // Where the app drives the presenter's appearance, where its view is decides.
    let inWindow =
      presenter.appearanceByHand || presenter.hasOpenAppearanceTransition
      ? viewIsInWindow(presenter) : presenter.appearance.isInWindow
    guard inWindow else {
      // What a tab that is not selected shows, its tab bar controller on screen: the
      // detached warning, and the tab bar controller presents (iOS 8 to 13, rule
      // `misuse.presentFromUnselectedTab`).
      if profile.has(.presentFromUnselectedTab), host.appearance.isInWindow,
        isUnselectedTabContent(presenter)
      {
        log(.presentDetached, values)
        return true
      }
      log(.presentNotInWindow, values)
      return false
    }
    return true
  }

  /// Whether `controller` is what a tab that is not selected shows: the tab itself, or the
  /// top of the navigation stack the tab holds.
  func isUnselectedTabContent(_ controller: Controller) -> Bool {
    var tab = controller
    if let navigation = controller.parent, navigation.kind == .navigation {
      guard navigation.visibleChild === controller else { return false }
      tab = navigation
    }
    guard let tabBar = tab.parent, tabBar.kind == .tabBar else { return false }
    return tabBar.visibleChild !== tab
  }

  /// Presents `presented` over `top`'s layer, hosted by the layer's root (rule
  /// `present.context`).
  func present(
    _ presented: Controller, over top: Controller, style: PresentationStyle?, animated: Bool,
    completion: Bool = false, modalInPresentation: Bool = false, adaptNone: Bool = false
  ) throws(EngineError) {
    let host = layerRoot(of: top)
    if presentationDepth(of: host) >= limits.presentationDepth {
      throw .limitExceeded(.presentationDepth, limit: limits.presentationDepth)
    }
    let style = style ?? profile.defaultStyle
    host.presented = presented
    presented.presenter = host
    presented.presentationStyle = style
    presented.isModalInPresentation = modalInPresentation
    presented.presentationAdapts = adapts(adaptNone: adaptNone)
    // The presenter, its presentation controller's delegate, is asked on an iPhone whether
    // the style adapts, and told it does not (rule `delegate.adaptive`).
    if adaptNone, device == .iphone, played.contains(.delegates),
      let rule = profile.applied(.adaptiveDelegate)
    {
      withCause(.uikit) {
        send(.adaptivePresentationStyle, to: top, rule: rule, target: presented.name)
        send(.willPresentWithAdaptiveStyle, to: top, rule: rule, target: presented.name)
      }
    }
    retain(presented, .presenter)
    var parts = partsList(capacity: 2)
    parts.append(.motion(presented, .beingPresented))
    if completion, let rule = profile.applied(.presentCompletion) {
      parts.append(
        .notice(
          .init(callback: .presentCompletion, controller: presented, rule: rule, place: .atEnd)))
    }
    play(
      Transition(
        kind: .modal, cause: .of(host), animated: animated,
        outgoing: hidesPresenter(of: presented) ? Controllers(host) : Controllers(),
        incoming: Controllers(presented), parts: parts))
  }
}

extension Engine {
  /// How many presentations lie below `layer`.
  func presentationDepth(of layer: Controller) -> Int {
    var depth = 0
    var current = layer
    while let presenter = current.presenter {
      depth += 1
      current = layerRoot(of: presenter)
    }
    return depth
  }
}
