extension Engine {
  /// `meanwhile push P` right after the statement that made a navigation controller the
  /// window's first root: the push is made in the same run-loop turn as the window's first
  /// display, before it has drawn (as an app pushing right after `makeKeyAndVisible()`).
  ///
  /// From iOS 18 the push joins the display (rule `launch.pushJoinsFirstDisplay`): it shows
  /// the stack with P on top, not animated, and the root's view never loads. Before, the
  /// push interrupts the root's first appearance (rule `launch.pushInterruptsFirstDisplay`):
  /// the root had its will-half and never gets `viewDidAppear`. Further names are pushed as
  /// usual after.
  func pushDuringFirstDisplay(_ names: [String], animated: Bool, completion: Bool)
    throws(EngineError)
  {
    guard let navigation = windowRoot, navigation.kind == .navigation,
      let root = navigation.visibleChild, let first = names.first
    else { return }
    // The push is made while the display waits: the controller exists before it acts.
    issue()
    let pushed: Controller
    do throws(EngineError) {
      pushed = try existingOrNew(first)
      if pushed.parent === navigation {
        // UIKit raises inside the push: the app ends before the display does.
        move { schedule throws(Schedule.IllegalMove) in try schedule.dropPending() }
        try raise(
          .pushSameInstance, MisuseText.Values(name: pushed.name, navigation: navigation.name))
      }
      try checkNotInHierarchy(pushed)
    } catch {
      // A request that fails never reaches the display: from iOS 18 nothing was shown.
      if case .firstDisplay = schedule.pending {
        move { schedule throws(Schedule.IllegalMove) in try schedule.dropPending() }
      }
      throw error
    }
    // The statement that showed the window ends with the push, which joins or interrupts its
    // display.
    let shown =
      move { schedule throws(Schedule.IllegalMove) in try schedule.resume(events: eventCount) }
      ?? Controllers()
    try continueStatement { () throws(EngineError) in
      switch schedule.pending {
      case .firstDisplay(let postponed):
        // P joins the initial stack, which is then displayed.
        _ = schedule.takePending()
        var display = postponed.transition
        note(.joinsFirstDisplay(pushed: pushed.name, root: root.name))
        extendInitialStack(of: navigation, with: [pushed], rule: .pushJoinsFirstDisplay)
        display.order = .pushJoinsFirstDisplay
        play(display)
      case .flight(let flight):
        // The root leaves the display before its viewDidAppear; the push ends the rest of
        // the display (the navigation controller's own viewDidAppear, the root's move).
        flight.coming.removeAll { $0 === root }
        flight.firstShown = []
        push(
          pushed, onto: navigation, animated: animated, completion: completion,
          order: .pushInterruptsFirstDisplay)
      case .none:
        break
      }
      releaseLocals(shown)
      for name in names.dropFirst() {
        try push([name], animated: animated, completion: completion)
      }
    }
  }

  /// The navigation or tab bar controller whose first display as the window's root is in
  /// its will half and shows `controller` (its top, its selected tab, or the top of the
  /// navigation controller that tab holds), while `controller` loads, before its
  /// `viewWillAppear` (its `viewDidLoad`), if any (rule `hook.presentAtFirstDisplay`).
  func firstDisplayHost(showing controller: Controller) -> Controller? {
    guard controller.appearance == .disappeared, let display = flightPlaying,
      display.transition.kind == .window,
      display.leaving.isEmpty, let host = windowRoot, display.transition.incoming.first === host,
      host.kind == .navigation || host.kind == .tabBar
    else { return nil }
    var shown = host
    while let child = shown.visibleChild { shown = child }
    return shown === controller ? host : nil
  }
}
