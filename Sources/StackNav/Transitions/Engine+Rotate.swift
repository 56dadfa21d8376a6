extension Engine {
  /// The device rotates (rule `geometry.rotation`): every controller whose view is in the
  /// window gets `viewWillTransition` (with `include geometry`), parents before children and
  /// presenters before what they present, then one layout pair each in the same order. The
  /// others get nothing now, and one layout pair before their next `viewDidAppear`.
  func rotate() {
    guard let rule = profile[.rotation] else { return }
    finishInFlight()
    var inWindow: [Controller] = []
    if let windowRoot {
      for layer in layersInWindow(from: windowRoot) {
        appendSubtreeOnScreen(layer, to: &inWindow) {
          $0.appearance.isInWindow && $0.view.hasView
        }
      }
    }
    let onScreen = Set(inWindow.map(ObjectIdentifier.init))
    for controller in aliveControllers where !onScreen.contains(ObjectIdentifier(controller)) {
      if controller.view.hasView { controller.sizeChangedOffScreen = true }
    }
    withCause(.uikit) {
      if includes.contains(.geometry) {
        for controller in inWindow { send(.viewWillTransition, to: controller, rule: rule) }
      }
      for controller in inWindow {
        send(.viewWillLayoutSubviews, to: controller, rule: rule)
        send(.viewDidLayoutSubviews, to: controller, rule: rule)
      }
    }
  }
}
