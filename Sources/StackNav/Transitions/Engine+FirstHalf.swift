/// The first half of a transition: the `will` callbacks in the container's interleaving,
/// the delegate lines after them, and the transition's layout pass (docs/architecture.md).
extension Engine {
  /// The interleaving table for a transition kind: the profile's, read once when the
  /// profile was made (`Profile.interleaving(for:)`).
  func interleaving(for kind: Transition.Kind) -> InterleavingRule {
    InterleavingRule(value: profile.interleaving(for: kind), rule: cite(kind.interleavingRule))
  }

  /// Plays a transition: `willMove` calls; loading what comes in (rule
  /// `load.beforeTransition`); the `will` callbacks in the container's interleaving; the
  /// transition's layout pass (`viewIsAppearing`, then layout, for what comes in); then its
  /// second half (`finishInFlight`).
  ///
  /// An animated transition stays in flight after its first half while the engine holds
  /// transitions (a `meanwhile` statement comes next); anything else that happens first
  /// finishes it.
  ///
  /// The frequent statements (push, pop, present, dismiss, a tab switch) hand it a transition
  /// made whole from its parts: one set field by field in a `var` is copied on its way here,
  /// whatever the `consuming`.
  func play(_ transition: consuming Transition) {
    finishInFlight()
    // Not `withCause`: a closure would copy the transition, which the flight takes whole.
    let outer = cause
    cause = transition.cause
    playFirstHalf(transition)
    cause = outer
  }

  /// `play`'s body, with the transition's cause in place.
  private func playFirstHalf(_ transition: consuming Transition) {
    let table: InterleavingRule
    if let order = transition.order {
      table = InterleavingRule(value: profile.interleaving(order), rule: cite(order))
    } else {
      table = interleaving(for: transition.kind)
    }
    let leaving = departures(of: transition.outgoing)
    let (coming, arriving) = arrivals(of: transition.incoming)
    let animated = transition.animated
    // While hooks may fire, what plays is tracked: their code checks against it.
    let tracked = schedule.hooks.tracksProgress
    if tracked {
      schedule.hooks.beginPlaying(
        HookSchedule.Progress(
          kind: transition.kind, animated: animated, cause: transition.cause,
          arriving: coming + (arriving ?? [])))
    }
    // A push that interrupts a first display lays out before its viewDidAppear, animated or
    // not ([w-perfsuite-tti]).
    let layoutAfterDid =
      transition.kind == .navigation && !animated
      && profile.has(.layoutAfterDidAppearWhenNotAnimated)
      && transition.order != .pushInterruptsFirstDisplay
    let finishesAtOnce =
      !schedule.holdsTransitions || (!animated && !transition.waitsForTurnEnd)
      || transition.cancelled
    let isWindow = transition.kind == .window
    let loadsAtWill = transition.loadsAtWill && profile.has(.navigationFirstDisplay)
    // An animated push or pop lays its navigation controller out around the will callbacks
    // (rule `layout.navigationTransition`). Read from the transition before the flight takes
    // it: read from the flight, the transition was copied whole.
    let laidOutNavigation = transitionLayoutNavigation(of: transition)
    let parts = transition.parts
    // The flight is made before anything is sent: a child a hook's code adds to an arriving
    // container from here on joins it (`joinsFlight`).
    let flight = spareOrNewFlight(
      transition: transition, table: table, leaving: leaving, coming: coming,
      layoutAfterDid: layoutAfterDid, noticePlaces: Transition.Notice.Places())
    flight.loadsAtWill = loadsAtWill
    flight.arriving = arriving
    let outerFlight = flightPlaying
    flightPlaying = flight
    flight.noticePlaces = start(parts)
    if let navigation = laidOutNavigation, let rule = profile.applied(.navigationTransitionLayout) {
      send(.viewWillLayoutSubviews, to: navigation, rule: rule)
    }
    // By index, read again each time: a child a hook's code adds in a view's load joins.
    var index = 0
    while index < flight.coming.count, !loadsAtWill || index == 0 {
      loadViewIfNeeded(flight.coming[index], rule: cite(.loadBeforeAppearance))
      index += 1
    }
    for step in table.value.wills {
      send(step, of: flight)
    }
    flight.willProgress = .done
    sendDelegatesAfterWills(of: flight)
    if let navigation = laidOutNavigation, let rule = profile.applied(.navigationTransitionLayout) {
      send(.viewDidLayoutSubviews, to: navigation, rule: rule)
    }
    layOutFirstHalf(of: flight, tracked: tracked)
    flightPlaying = outerFlight
    if tracked { move { schedule throws(Schedule.IllegalMove) in try schedule.hooks.endPlaying() } }
    // A first display whose content asked for a presentation that starts before its did
    // half waits for it (rule `hook.presentAtFirstDisplay`).
    let waitsForPresentation =
      isWindow && tracked && schedule.holdsTransitions
      && schedule.hooks.hasFirstDisplayInterruption
    if finishesAtOnce, !waitsForPresentation {
      finishSecondHalf(flight)
    } else {
      move { schedule throws(Schedule.IllegalMove) in try schedule.keep(flight, events: eventCount)
      }
    }
  }

  /// What leaves the window's appearance with the transition's outgoing roots. Lone
  /// controllers (the usual push and pop) leave as the transition lists them: its list is
  /// shared, not built again.
  private func departures(of outgoing: Controllers) -> Controllers {
    if outgoing.allSatisfy(leavesAlone) { return outgoing }
    var leaving = Controllers()
    for root in outgoing {
      appendDepartures(root, to: &leaving)
    }
    return leaving
  }

  /// What appears with the transition's incoming roots and, when some views arrive without
  /// appearing, every arrival in layout order (`appendArrivals`). Lone controllers arrive as
  /// the transition lists them.
  private func arrivals(of incoming: Controllers) -> (Controllers, [Controller]?) {
    if incoming.allSatisfy(arrivesAlone) { return (incoming, nil) }
    var coming = Controllers()
    var arriving: [Controller]?
    for root in incoming {
      appendArrivals(root, appearing: &coming, arriving: &arriving)
    }
    return (coming, arriving)
  }

  /// The start of a transition's parts: its motions hold from now, its notices and app lines
  /// placed at its start are sent, then its `willMove` calls.
  ///
  /// - Returns: where its notices go, found on the way: the loops that send them are skipped
  ///   where there are none (most transitions have none, or only at their end).
  private func start(_ parts: [Transition.Part]) -> Transition.Notice.Places {
    // The parts read in place, by index: each loop over the array copied it first.
    var noticePlaces = Transition.Notice.Places()
    for index in parts.indices {
      switch parts[index] {
      case .motion(let controller, let motion): controller.motion.formUnion(motion)
      case .notice(let notice): noticePlaces.insert(notice.place)
      default: break
      }
    }
    sendNotices(in: parts, at: .atStart, among: noticePlaces)
    for index in parts.indices {
      if case .willMove(let child, let parent) = parts[index] {
        sendMove(.willMoveToParent, child, to: parent)
      }
    }
    return noticePlaces
  }

  /// The transition's layout pass, after its `will` callbacks: the views of what comes in
  /// are in the window; the geometry lines of what appears for the first time since its view
  /// loaded, `viewIsAppearing`, then each arrival laid out (unless the transition lays out
  /// after its `did` callbacks). Views a hook's code put under an arriving one come last.
  private func layOutFirstHalf(of flight: InFlight, tracked: Bool) {
    if tracked {
      move { schedule throws(Schedule.IllegalMove) in try schedule.hooks.viewsEntered() }
    }
    // (The list is made only when geometry is played; each geometry step only when there is
    // something to send it to.)
    let firstSinceLoad =
      played.contains(.geometry) ? flight.coming.filter { !$0.laidOutSinceLoad } : []
    let geometry = !firstSinceLoad.isEmpty
    if geometry {
      sendGeometry(.viewLayoutMarginsDidChange, to: firstSinceLoad, rule: .marginsAndSafeArea)
      sendGeometry(.viewSafeAreaInsetsDidChange, to: firstSinceLoad, rule: .marginsAndSafeArea)
    }
    if let rule = profile.applied(.viewIsAppearing) {
      sendToComing(.viewIsAppearing, of: flight, rule: rule)
    }
    if geometry {
      sendGeometry(.updateProperties, to: firstSinceLoad, rule: .propertiesUpdate)
      sendGeometry(
        .updateViewConstraints, to: firstSinceLoad.filter(\.traits.autoLayout),
        rule: .constraintsUpdate)
    }
    if tracked, case let passengers = schedule.hooks.passengers, !passengers.isEmpty {
      flight.arriving = (flight.arriving ?? Array(flight.coming)) + passengers.filter(\.isAlive)
    }
    if !flight.layoutAfterDid { layOutArrivals(of: flight) }
  }

  /// Sends `callback` to what comes in, by index, the list read again for each: a child a
  /// hook's code adds to an arriving container joins at its place (`joinsFlight`). A child
  /// that joined after the `viewWillAppear` step gets its `viewIsAppearing` right before its
  /// `viewDidAppear`, not with the others (rule `child.addedWhileAppearing`).
  func sendToComing(_ callback: Callback, of flight: InFlight, rule: RuleID) {
    let animated = flight.transition.animated
    var index = 0
    while index < flight.coming.count {
      let controller = flight.coming[index]
      if callback == .viewWillAppear { flight.willProgress = .sending(index: index) }
      if !flight.joined.isEmpty, let joined = flight.joinedRule(of: controller) {
        if joined == .childAddedWhileAppearing {
          if callback == .viewIsAppearing {
            index += 1
            continue
          }
          if callback == .viewDidAppear, !controller.sentIsAppearing,
            profile.has(.viewIsAppearing)
          {
            send(.viewIsAppearing, to: controller, rule: joined, animated: animated)
          }
        }
        send(callback, to: Controllers(controller), rule: joined, animated: animated)
      } else {
        send(callback, to: controller, among: flight.coming, rule: rule, animated: animated)
      }
      index += 1
    }
  }

  /// The navigation controller an animated push or pop (or popTo, popToRoot, setStack over a
  /// visible stack) lays out around its will callbacks, in the profiles that do (not for an
  /// interactive swipe, nor for a transition run by code without animation).
  private func transitionLayoutNavigation(of transition: Transition) -> Controller? {
    guard transition.kind == .navigation, transition.animated, !transition.isInteractive,
      !transition.cancelled, profile.has(.navigationTransitionLayout),
      let navigation = (transition.incoming.first ?? transition.outgoing.first)?.parent,
      navigation.kind == .navigation, navigation.view.hasView
    else { return nil }
    return navigation
  }

  /// Sends the callbacks of one interleaving step.
  func send(_ step: Interleaving.Step, of flight: InFlight) {
    let (rule, animated) = (flight.table.rule, flight.transition.animated)
    switch step {
    case .outgoingWill: send(.viewWillDisappear, to: flight.leaving, rule: rule, animated: animated)
    case .incomingWill where flight.loadsAtWill:
      // Each view loads right before its viewWillAppear (rule
      // `containment.navigationFirstDisplay`); by index, the list read again for each, as
      // `sendToComing` does.
      var index = 0
      while index < flight.coming.count {
        let controller = flight.coming[index]
        loadViewIfNeeded(controller, rule: cite(.navigationFirstDisplay))
        flight.willProgress = .sending(index: index)
        let joined = flight.joined.isEmpty ? nil : flight.joinedRule(of: controller)
        send(.viewWillAppear, to: Controllers(controller), rule: joined ?? rule, animated: animated)
        index += 1
      }
    case .incomingWill: sendToComing(.viewWillAppear, of: flight, rule: rule)
    case .outgoingDid: send(.viewDidDisappear, to: flight.leaving, rule: rule, animated: animated)
    case .incomingDid: sendToComing(.viewDidAppear, of: flight, rule: rule)
    }
  }

  /// Sends an appearance callback of a transition UIKit runs to each controller, in order:
  /// the app no longer drives their appearance, nor does the window's own transition
  /// (`appearance.windowLevel`). A child of a container that forwards from its own callbacks
  /// gets its line from there (`forwarding.callbacks`, `forwarding.both`).
  func send(
    _ callback: Callback, to controllers: Controllers, rule: RuleID, animated: Bool
  ) {
    // By index: iterating the list retained and released an object a callback.
    for index in controllers.indices {
      send(callback, to: controllers[index], among: controllers, rule: rule, animated: animated)
    }
  }

  /// Sends an appearance callback of a transition UIKit runs to `controller`, one of
  /// `controllers` that get it in the same step.
  @inline(__always)
  private func send(
    _ callback: Callback, to controller: Controller, among controllers: Controllers,
    rule: RuleID, animated: Bool
  ) {
    // The app's own end (a hook's code) may have taken the controller past this call
    // already: UIKit's finds nothing open and sends nothing.
    if controller.appearanceByHand, controller.appearance.after(callback) == nil {
      controller.appearanceByHand = false
      return
    }
    controller.appearanceByHand = false
    if controller.windowHolds { controller.windowHolds = false }
    // A lone controller's parent is never in the same step. The rule chosen without `??`:
    // making it a value of its own retained and released an object a callback.
    if controllers.count > 1, let forwarded = forwardingRule(of: controller, among: controllers) {
      send(callback, to: controller, rule: forwarded, animated: animated)
    } else {
      send(callback, to: controller, rule: rule, animated: animated)
    }
  }

  /// For a child whose line its parent's own appearance passes on (its parent gets the same
  /// callback in the same step): the rule of a container that forwards by hand from its
  /// callbacks, or of a page view controller.
  private func forwardingRule(of controller: Controller, among controllers: Controllers)
    -> RuleID?
  {
    guard let parent = controller.parent,
      parent.kind == .page || (parent.forwarding ?? .auto) != .auto,
      controllers.contains(where: { $0 === parent })
    else { return nil }
    if parent.kind == .page { return profile.applied(.pageParentAppearance) }
    switch parent.forwarding {
    case .callbacks?: return profile.applied(.forwardingCallbacks)
    case .both?: return profile.applied(.forwardingBoth)
    default: return nil
    }
  }
}
