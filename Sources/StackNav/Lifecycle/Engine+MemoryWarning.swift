extension Engine {
  /// A low-memory warning: every controller in memory gets `didReceiveMemoryWarning`, in
  /// creation order (rule `memory.everyController`); what happens to views is the profile's
  /// memory-warning policy. Nothing is ever deallocated.
  func memoryWarning() {
    withCause(.uikit) { deliverMemoryWarning() }
  }

  private func deliverMemoryWarning() {
    for case let controller? in inMemory {
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
