extension Engine {
  /// Loads `controller`'s view if it is nil: `loadView`, then `viewDidLoad` (rule
  /// `load.onViewAccess`), as its traits make them behave.
  func loadViewIfNeeded(_ controller: Controller, rule: Rule) {
    guard !controller.view.hasView else { return }
    switch controller.traits.viewSource {
    case .defaultLoadView, .assignedInInit:
      send(.loadView, to: controller, rule: rule)
      send(.viewDidLoad, to: controller, rule: rule)
    case .loadViewChangesStatusBar:
      send(.loadView, to: controller, rule: rule)
      if !statusBarHidden {
        // The status bar changes inside loadView before the view is assigned: UIKit relays
        // out and asks for the view again, loading it a second time within the first load.
        statusBarHidden = true
        send(.loadView, to: controller, rule: cite(.statusBarReload))
        send(.viewDidLoad, to: controller, rule: cite(.statusBarReload))
      }
      send(.viewDidLoad, to: controller, rule: rule)
    case .loadViewAssignsNothing:
      let repeats = max(1, profile.noViewRepeats)
      for attempt in 0..<repeats {
        let attemptRule = attempt == 0 ? rule : cite(.noViewRepeats)
        send(.loadView, to: controller, rule: attemptRule, assignsView: false)
        send(.viewDidLoad, to: controller, rule: attemptRule)
      }
      // [super loadView] finally makes the default empty view.
      controller.view = .loaded
      note(.loadViewAssignedNoView(controller: controller.name, repeats: repeats))
    }
    controller.laidOutSinceLoad = false
  }

  /// Sends the layout callbacks to a controller coming on screen, when the profile's layout
  /// policy says its view needs them.
  func layoutIfNeeded(_ controller: Controller) {
    switch profile.layout {
    case .onceAfterLoad:
      guard !controller.laidOutSinceLoad else { return }
    case .everyAppearance:
      break
    }
    send(.viewWillLayoutSubviews, to: controller, rule: cite(.layoutOnceAfterLoad))
    send(.viewDidLayoutSubviews, to: controller, rule: cite(.layoutOnceAfterLoad))
    controller.laidOutSinceLoad = true
  }

  /// Code sets `controller.view = nil`: the view goes without any callback ([seed-000]).
  func unloadView(_ controller: Controller) {
    if controller.view.hasView {
      controller.view = .unloaded
    }
  }
}
