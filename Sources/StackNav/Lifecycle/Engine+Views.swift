extension Engine {
  /// Loads `controller`'s view if it is nil: `loadView`, then `viewDidLoad` (rule
  /// `load.onViewAccess`), as its traits make them behave.
  func loadViewIfNeeded(_ controller: Controller, rule: RuleID) {
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
        // Code in its viewDidLoad (a hook) that read the view loaded it in full: the load
        // is over.
        if controller.view == .loaded { return }
        let attemptRule = attempt == 0 ? rule : cite(.noViewRepeats)
        send(.loadView, to: controller, rule: attemptRule, assignsView: false)
        send(.viewDidLoad, to: controller, rule: attemptRule)
      }
      // [super loadView] finally makes the default empty view.
      controller.view = .loaded
      note(.loadViewAssignedNoView(controller: controller.name, repeats: repeats))
    }
    controller.laidOutSinceLoad = false
    if controller.kind == .page { showFirstPage(of: controller) }
  }

  /// Sends the layout callbacks to a controller coming on screen, when the profile's layout
  /// policy says its view needs them: on its first appearance since it loaded, as many pairs
  /// as its `layoutPasses` (rule `layout.passes`); after a rotation it missed, one pair
  /// (rule `geometry.rotation`).
  func layoutIfNeeded(_ controller: Controller) {
    let first = !controller.laidOutSinceLoad || profile.layout == .everyAppearance
    let rotated = controller.rotationsSeen != rotations
    controller.rotationsSeen = rotations
    controller.laidOutSinceLoad = true
    if first {
      let passes = profile.has(.layoutPasses) ? controller.traits.layoutPasses : 1
      for pass in 0..<passes {
        let rule = pass == 0 ? cite(.layoutOnceAfterLoad) : cite(.layoutPasses)
        send(.viewWillLayoutSubviews, to: controller, rule: rule)
        send(.viewDidLayoutSubviews, to: controller, rule: rule)
      }
    } else if rotated, let rule = profile.applied(.rotation) {
      send(.viewWillLayoutSubviews, to: controller, rule: rule)
      send(.viewDidLayoutSubviews, to: controller, rule: rule)
    }
  }

  /// Code sets `controller.view = nil`: the view goes without any callback ([seed-000]).
  func unloadView(_ controller: Controller) {
    if controller.view.hasView {
      controller.view = .unloaded
    }
  }
}
