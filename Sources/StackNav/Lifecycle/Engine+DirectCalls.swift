/// App code calling a controller's appearance callbacks itself (rules
/// `appearance.directCall`, `misuse.directAppearanceCall`).
extension Engine {
  /// `call NAME WORD`: the override runs, so its line prints, with the call's `animated`
  /// and no moving or being flag; UIKit's state does not move (nothing else is sent, the
  /// view is not read). From iOS 16 UIKit's base implementation logs that the call is not
  /// supported, unless the controller is already in the state the callback announces; then
  /// the override's own code after `super` runs (a hook on the word).
  func callDirectly(_ call: Operation.Call) throws(EngineError) {
    let controller = try existingOrNew(call.name)
    withCause(.app) {
      let callback = call.callback
      // Shown as UIKit's own line would be: a hook waiting on a hidden word still fires.
      let shown =
        played == includes || Includes(hooking: callback).map { includes.contains($0) } ?? true
      if shown, !hasFailed {
        // The flags are UIKit's state of the controller, which the call does not change.
        let motion = controller.motion
        controller.motion = []
        writeLine(
          callback, of: controller, rule: cite(.directAppearanceCall), animated: call.animated,
          direct: true)
        controller.motion = motion
      }
      if profile.has(.directAppearanceCallWarning), !controller.appearance.isAnnounced(by: callback)
      {
        log(
          .directAppearanceCallWarning,
          MisuseText.Values(name: controller.name, verb: "-\(callback.word):"))
      }
      if schedule.hooks.hasArmedHooks, controller.isNamed {
        fireHooks(callback, of: controller.name, caller: controller)
      }
    }
  }
}

extension AppearanceState {
  /// Whether a controller in this state is already where `callback` says it goes: appearing
  /// for `viewWillAppear`, appeared for `viewDidAppear`, disappearing for
  /// `viewWillDisappear`, disappeared (or never appeared) for `viewDidDisappear`.
  fileprivate func isAnnounced(by callback: Callback) -> Bool {
    switch callback {
    case .viewWillAppear: self == .appearing
    case .viewDidAppear: self == .appeared
    case .viewWillDisappear: self == .disappearing
    case .viewDidDisappear: self == .disappeared
    default: false
    }
  }
}
