/// The transition coordinator, as a hook's code uses it: blocks registered on the running
/// transition (`alongside`, `notifyInteraction`) and where UIKit runs them (rules
/// `coordinator.*`).
extension Engine {
  /// `transitionCoordinator?.animate(alongsideTransition:completion:)` in the hooked callback
  /// (rule `coordinator.register`): the block runs when the transition's animations start,
  /// right after its `will` callbacks and their delegate lines (`coordinator.alongside`);
  /// its completion, if any, after the transition's `did` callbacks and the caller's
  /// completion, before anything is freed, saying whether the transition was cancelled
  /// (`coordinator.completion`). A transition that is not animated has UIKit's null
  /// coordinator: the same places. With no coordinator, a note (`coordinator.none`).
  func registerAlongside(completion: Bool) {
    guard let (flight, caller) = coordinatedFlight() else { return }
    flight.add(
      .init(
        callback: .alongside, controller: caller, rule: .coordinatorAlongside, place: .afterWills)
    )
    guard completion else { return }
    // A cancelled transition frees nothing: its completions come at its very end.
    let cancelled = flight.transition.cancelled
    var notice = Transition.Notice(
      callback: .alongsideCompletion, controller: caller, rule: .coordinatorAlongsideCompletion,
      place: cancelled ? .atEndAlways : .atEnd)
    if cancelled { notice.completed = false }
    flight.add(notice)
  }

  /// `transitionCoordinator?.notifyWhenInteractionChanges` (`notifyWhenInteractionEnds` up
  /// to iOS 9) in the hooked callback (rule `coordinator.interactionChanged`): in an
  /// interactive transition (a swipe back), the handler runs once, when the finger lifts,
  /// saying whether the swipe completes; in any other it never runs.
  func registerInteractionHandler() {
    guard let (flight, caller) = coordinatedFlight(),
      flight.transition.isInteractive, flight.transition.kind == .navigation
    else { return }
    var notice = Transition.Notice(
      callback: .interactionChanged, controller: caller, rule: .coordinatorInteractionChanged,
      place: .atInteractionEnd)
    notice.completed = !flight.transition.cancelled
    flight.add(notice)
  }

  /// The transition whose coordinator the hook's callback sees, and the hook's controller:
  /// a push, pop or presentation (animated, interactive, or not: the null coordinator)
  /// whose animations have not started. Otherwise (a window's first display, a tab switch,
  /// a child's or a page's transition, a callback of no transition, or one once the
  /// animations started, a `did` callback included) a note that nothing is registered
  /// (rule `coordinator.none`).
  private func coordinatedFlight() -> (InFlight, Controller)? {
    guard let caller else { return nil }
    guard let flight = flightPlaying, !flight.animationsStarted,
      flight.transition.kind == .navigation || flight.transition.kind == .modal
    else {
      note(
        .noTransitionCoordinator(controller: caller.name, callback: hookCallback?.word ?? "it"))
      return nil
    }
    return (flight, caller)
  }
}
