/// The lines a transition sends besides its appearance callbacks: move callbacks, navigation
/// delegate lines, its notices (completions, delegate calls) and geometry lines, each where
/// its rule places it.
extension Engine {

  /// `willMove(toParent:)` or `didMove(toParent:)`, when the profile's containers send them.
  /// Moving into a parent, the parent makes the call (its `addChild` and its setters);
  /// moving out, whoever removes the child.
  ///
  /// - Parameter id: the rule that places this move, cited when the profile has it and its
  ///   containers send move callbacks at all (`containment.callbacks`).
  func sendMove(
    _ callback: Callback, _ child: Controller, to parent: Controller?,
    rule id: RuleID = .containment
  ) {
    guard profile.has(.containment), let rule = profile.applied(id) else { return }
    withCause(parent.map { .of($0) } ?? cause) {
      send(callback, to: child, rule: rule, parent: parent)
    }
  }

  /// The `didMoveToParent` a new navigation controller owes its top controller, sent once
  /// the navigation controller has appeared (rule `containment.navigationRoot`).
  func sendPendingMoves(of appeared: Controllers) {
    // By index: iterating the list copied it through a generic copy.
    for index in appeared.indices {
      let container = appeared[index]
      guard container.kind == .navigation, let top = container.pendingDidMove else { continue }
      container.pendingDidMove = nil
      if top.parent === container {
        sendMove(.didMoveToParent, top, to: container, rule: .navigationRootContainment)
      }
    }
  }

  /// The delegate lines right after a transition's `will` callbacks: `willShow` when a
  /// navigation transition changes the top (rule `delegate.navigation`, or
  /// `delegate.navigationCancel` for a cancelled swipe back), `willShow` (and, before iOS 7,
  /// a first `didShow`) for each navigation controller appearing for the first time (rule
  /// `delegate.navigationFirstShow`), then the transition's own (`didSelect`).
  func sendDelegatesAfterWills(of flight: InFlight) {
    // By index: iterating the list copied it through a generic copy.
    for index in flight.coming.indices {
      let controller = flight.coming[index]
      guard controller.kind == .navigation, !controller.hasShown else { continue }
      controller.hasShown = true
      flight.firstShown.append(controller)
    }
    if includes.contains(.delegates), let (navigation, shown) = navigationShow(of: flight) {
      sendShow(
        .willShow, navigation, shown,
        rule: flight.transition.cancelled ? .navigationCancelShow : .navigationDelegate)
    }
    if !flight.firstShown.isEmpty {
      for navigation in flight.firstShown {
        sendShow(.willShow, navigation, navigation.visibleChild, rule: .navigationFirstShow)
        if profile.firstShowDidShows > 1 {
          sendShow(.didShow, navigation, navigation.visibleChild, rule: .navigationFirstShow)
        }
      }
    }
    sendNotices(in: flight.transition.parts, at: .afterWills, among: flight.noticePlaces)
    sendAppLines(in: flight.transition.parts, at: .afterWills)
    flight.animationsStarted = true
  }

  /// The end's notices: `didShow` for a navigation transition that changed the top and for
  /// each navigation controller that appeared for the first time, then the transition's own
  /// (completions, `presentationControllerDidDismiss`).
  func sendEndNotices(of flight: InFlight) {
    if includes.contains(.delegates),
      let (navigation, shown) = navigationShow(of: flight)
    {
      sendShow(.didShow, navigation, shown, rule: .navigationDelegate)
    }
    if !flight.firstShown.isEmpty {
      for navigation in flight.firstShown {
        sendShow(.didShow, navigation, navigation.visibleChild, rule: .navigationFirstShow)
      }
    }
    sendNotices(in: flight.transition.parts, at: .atEnd, among: flight.noticePlaces)
  }

  /// Sends a transition's notices at `place` (among its `parts`), in order, when `places`
  /// (where its notices go) says there are some: most transitions have none.
  @inline(__always)
  func sendNotices(
    in parts: [Transition.Part], at place: Transition.Notice.Place,
    among places: Transition.Notice.Places
  ) {
    guard places.contains(place) else { return }
    for index in parts.indices {
      if case .notice(let notice) = parts[index], notice.place == place { send(notice) }
    }
  }

  /// The navigation controller a navigation transition shows a new top in, and that top.
  private func navigationShow(of flight: InFlight) -> (Controller, Controller)? {
    guard flight.transition.kind == .navigation, let shown = flight.transition.incoming.first,
      let navigation = shown.parent, navigation.kind == .navigation
    else { return nil }
    return (navigation, shown)
  }

  /// `willShow` or `didShow` from `navigation`'s delegate about `shown`, when the scenario
  /// includes delegates and the profile has rule `id`.
  private func sendShow(
    _ callback: Callback, _ navigation: Controller, _ shown: Controller?, rule id: RuleID
  ) {
    guard includes.contains(.delegates), let shown, let rule = profile.applied(id) else { return }
    withCause(.of(navigation)) {
      send(callback, to: navigation, rule: rule, target: shown.name)
    }
  }

  /// Sends one notice, from the controller it is on.
  func send(_ notice: Transition.Notice) {
    guard notice.controller.isAlive else { return }
    withCause(.of(notice.controller)) {
      send(
        notice.callback, to: notice.controller, rule: cite(notice.rule),
        target: notice.target?.name,
        completed: notice.completed)
    }
  }

  /// A geometry line to each controller, when the scenario includes geometry and the
  /// profile has the rule.
  func sendGeometry(_ callback: Callback, to controllers: [Controller], rule id: RuleID) {
    guard played.contains(.geometry), !controllers.isEmpty, let rule = profile.applied(id) else {
      return
    }
    for controller in controllers {
      send(callback, to: controller, rule: rule)
    }
  }

}
