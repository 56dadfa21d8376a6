extension Engine {
  /// A low-memory warning: every controller in memory gets `didReceiveMemoryWarning`, in
  /// creation order (rule `memory.everyController`); what happens to views is the profile's
  /// memory-warning policy. UIKit frees nothing; a hook's code may (a dismissal not
  /// animated), and a controller freed so hears no more.
  func memoryWarning() {
    withCause(.uikit) { deliverMemoryWarning() }
  }

  private func deliverMemoryWarning() {
    for case let controller? in inMemory where controller.isAlive {
      send(.didReceiveMemoryWarning, to: controller, rule: cite(.memoryWarningDelivery))
      guard case .unloadViewsNotInWindow(let sendsWillUnload) = profile.memoryWarning,
        !controller.traits.memoryWarningSkipsSuper
      else { continue }
      switch controller.view {
      case .loaded where !controller.appearance.isInWindow:
        if sendsWillUnload {
          send(
            .viewWillUnload, to: controller,
            rule: profile.memoryWarningRule ?? cite(.unloadHiddenViews))
        }
        send(
          .viewDidUnload, to: controller,
          rule: profile.memoryWarningRule ?? cite(.unloadHiddenViews))
      case .unloaded where profile.has(.nilViewStillUnloads):
        send(.viewDidUnload, to: controller, rule: cite(.nilViewStillUnloads))
      default:
        break
      }
    }
  }
}
