extension Engine {
  /// The top-most visible controller calls `present(_:animated:)`; the presentation is
  /// hosted by the root of its layer (rule `present.context`).
  func present(
    _ name: String, style: PresentationStyle?, embedInNavigation: Bool, animated: Bool
  ) throws(EngineError) {
    let controller = try existingOrNew(name)
    guard let top = topMostVisibleContent() else {
      note(.nothingOnScreen(presented: controller.name))
      return
    }
    let presented: Controller
    if embedInNavigation {
      try checkNotInHierarchy(controller)
      presented = makeNavigation(stack: [controller])
    } else {
      if placeInHierarchy(of: controller) != nil {
        try raise(.presentedActive(controller.name))
      }
      presented = controller
    }
    let host = layerRoot(of: top)
    let style = style ?? profile.defaultStyle.value
    host.presented = presented
    presented.presenter = host
    presented.presentationStyle = style
    retain(presented, .presenter)
    var transition = Transition(kind: .modal, animated: animated)
    transition.incoming = [presented]
    if hidesPresenter(style) {
      transition.outgoing = [host]
    }
    transition.motion = [(presented, .beingPresented)]
    play(transition)
  }
}
