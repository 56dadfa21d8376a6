extension Engine {
  /// `beginAppearanceTransition(appearing, animated:)` on `name`: its view loads if needed,
  /// then the will-line, unless a transition in the same direction is open (one more level,
  /// rule `appearance.manualNesting`) or the controller already is in that state (rule
  /// `appearance.manualNoGuard`); against an open transition, the transition reverses (rule
  /// `appearance.manualReverse`).
  func beginAppearance(_ name: String, appearing: Bool, animated: Bool) throws(EngineError) {
    let controller = try existingOrNew(name)
    loadViewIfNeeded(controller, rule: cite(.manualBeginEnd))
    controller.appearanceByHand = true
    let target: AppearanceState = appearing ? .appearing : .disappearing
    let state = controller.appearance
    if controller.explicitLevel > 0, state == target {
      controller.explicitLevel += 1
      return
    }
    if controller.explicitLevel > 0, state == .appearing || state == .disappearing {
      // Reversing an appearing transition: viewIsAppearing comes first, once.
      if state == .appearing { sendManualViewIsAppearing(controller) }
      sendWill(appearing, to: controller, rule: cite(.manualReverse))
      return
    }
    if controller.explicitLevel == 0 {
      controller.explicitLevel = 1
      controller.explicitAnimated = animated
    }
    // (An open transition UIKit completed meanwhile keeps its level: the callback comes
    // again, as below.)
    if state == target { return }
    var rule = cite(.manualBeginEnd)
    if state == (appearing ? .appeared : .disappeared) {
      // No guard against the state it is in: the callback comes again.
      controller.appearance = appearing ? .disappeared : .appeared
      rule = cite(.manualNoGuard)
    }
    sendWill(appearing, to: controller, rule: rule)
  }

  /// `endAppearanceTransition()` on `name`: the end of the last open level sends the
  /// did-line of the transition's direction (in iOS 13 and later, not while the window's own
  /// transition keeps it appearing); an end with no open level logs UIKit's warning, then
  /// ends a will-state UIKit left it in (rule `misuse.unbalancedAppearance`).
  func endAppearance(_ name: String) throws(EngineError) {
    let controller = try existingOrNew(name)
    controller.appearanceByHand = true
    guard controller.explicitLevel > 0 else {
      log(.unbalancedAppearance, MisuseText.Values(name: controller.name))
      controller.windowHolds = false
      sendDid(of: controller, rule: cite(.unbalancedAppearance))
      return
    }
    controller.explicitLevel -= 1
    guard controller.explicitLevel == 0 else { return }
    if controller.windowHolds, controller.appearance == .appearing {
      note(.stillAppearing(controller: controller.name))
      return
    }
    sendDid(of: controller, rule: cite(.manualBeginEnd))
  }

  /// `viewWillAppear` or `viewWillDisappear`, from the app's own call.
  private func sendWill(_ appearing: Bool, to controller: Controller, rule: RuleID) {
    send(
      appearing ? .viewWillAppear : .viewWillDisappear, to: controller, rule: rule,
      animated: controller.explicitAnimated)
  }

  /// The did-line of the will-state `controller` is in, if it is in one: after
  /// `viewIsAppearing` for an appearance that has not had it.
  private func sendDid(of controller: Controller, rule: RuleID) {
    switch controller.appearance {
    case .appearing:
      sendManualViewIsAppearing(controller)
      send(.viewDidAppear, to: controller, rule: rule, animated: controller.explicitAnimated)
      if screensReported { reportScreenIfChanged() }
    case .disappearing:
      send(.viewDidDisappear, to: controller, rule: rule, animated: controller.explicitAnimated)
    case .appeared, .disappeared:
      break
    }
  }

  /// `viewIsAppearing` once per appearing transition the app drives, in the profiles that
  /// have it (rule `appearance.manualViewIsAppearing`).
  private func sendManualViewIsAppearing(_ controller: Controller) {
    guard !controller.sentIsAppearing, let rule = profile.applied(.manualViewIsAppearing) else {
      return
    }
    send(.viewIsAppearing, to: controller, rule: rule, animated: controller.explicitAnimated)
  }
}
