extension Engine {
  /// The device rotates (rule `geometry.rotation`): every controller whose view is in the
  /// window gets `viewWillTransition` (with `include geometry`), parents before children and
  /// presenters before what they present, then one layout pair each in the same order. The
  /// others get nothing now, and one layout pair before their next `viewDidAppear`.
  func rotate() {
    guard let rule = profile.applied(.rotation) else { return }
    finishInFlight()
    var inWindow: [Controller] = []
    if let windowRoot {
      for layer in layersInWindow(from: windowRoot) {
        appendSubtreeOnScreen(layer, to: &inWindow) {
          $0.view.hasView && ($0.appearance.isInWindow || appearanceIsTheAppsAffair($0))
        }
      }
    }
    // Views added without containment are laid out with their host's view; UIKit tells only
    // the controller hierarchy of the new size (rule `view.noContainment`).
    var laidOut: [Controller] = []
    for controller in inWindow {
      laidOut.append(controller)
      var guests = controller.hosted.reversed().map { $0 }
      while let guest = guests.popLast() {
        if guest.view.hasView { laidOut.append(guest) }
        guests.append(contentsOf: guest.hosted.reversed())
      }
    }
    // What is off screen keeps its count: it lays out again when it next appears.
    rotations &+= 1
    for controller in laidOut { controller.rotationsSeen = rotations }
    withCause(.uikit) {
      if played.contains(.geometry) {
        for controller in inWindow { send(.viewWillTransition, to: controller, rule: rule) }
      }
      for controller in laidOut {
        sendViewIsAppearingBeforeLayout(controller)
        send(.viewWillLayoutSubviews, to: controller, rule: rule)
        send(.viewDidLayoutSubviews, to: controller, rule: rule)
      }
    }
  }
}
