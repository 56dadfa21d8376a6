/// The second half of a transition: its midpoint, the `did` callbacks (or, cancelled, the
/// way back), the end's notices and endings, and what the engine keeps for the next one.
extension Engine {
  /// callbacks (or, cancelled, the way back), then the end.
  func finishInFlight() {
    if schedule.eventsSentWhilePending(eventCount) {
      report("an event was sent while a transition was in flight, before it ended")
    }
    // Most calls find nothing pending: a flag read, not the pending value taken and put back.
    guard schedule.hasPending else { return }
    switch schedule.takePending() {
    case .none:
      return
    case .firstDisplay(let postponed):
      // A first display that waited for the end of the turn (rule
      // `launch.pushJoinsFirstDisplay`) plays now, whole.
      play(postponed.transition)
    case .flight(let flight):
      withCause(flight.transition.cause) { finishSecondHalf(flight) }
    }
  }

  /// Ends a window's first display after the presentation that started before its did half
  /// (rule `hook.presentAtFirstDisplay`): that presentation's transition ends first; if it
  /// took the display's content off screen, the display's did callbacks find nothing to end,
  /// and UIKit logs the container's unbalanced appearance instead (rule
  /// `misuse.unbalancedFirstDisplay`).
  func finishInterrupted(_ display: InFlight) {
    finishInFlight()
    guard !hasFailed else { return }
    let reversed = display.transition.incoming.first.map { $0.appearance != .appearing } ?? false
    withCause(display.transition.cause) { finishSecondHalf(display, reversed: reversed) }
  }

  /// `finishInFlight`'s body, with the transition's cause in place.
  ///
  /// - Parameter reversed: whether a presentation took what the transition brings on
  ///   screen off it again before its did callbacks (`finishInterrupted`).
  func finishSecondHalf(_ flight: InFlight, reversed: Bool = false) {
    let animated = flight.transition.animated
    let tracked = schedule.hooks.tracksProgress
    if tracked {
      schedule.hooks.beginPlaying(
        HookSchedule.Progress(
          secondHalfOf: flight.transition.kind, animated: animated, cause: flight.transition.cause))
    }
    let outerFlight = flightPlaying
    flightPlaying = flight
    defer {
      flightPlaying = outerFlight
      if tracked {
        move { schedule throws(Schedule.IllegalMove) in try schedule.hooks.endPlaying() }
      }
    }
    // An interactive transition's interaction ends first (rule
    // `coordinator.interactionChanged`).
    sendNotices(in: flight.transition.parts, at: .atInteractionEnd, among: flight.noticePlaces)
    if flight.transition.cancelled {
      runBack(flight)
    } else {
      for case .atMidpoint(let ending) in flight.transition.parts { end(ending) }
      if reversed {
        // The containers never appeared: no first didShow either.
        flight.firstShown = []
        let container = flight.transition.incoming.first?.name ?? ""
        log(.unbalancedFirstDisplay, MisuseText.Values(name: container))
      } else {
        for step in flight.table.value.dids {
          send(step, of: flight)
        }
        if flight.layoutAfterDid { layOutArrivals(of: flight) }
      }
      sendPendingMoves(of: flight.coming)
      // A navigation controller that arrived without appearing moves its top too.
      if let arriving = flight.arriving { sendPendingMoves(of: Controllers(arriving)) }
    }
    for case .motion(let controller, let motion) in flight.transition.parts {
      controller.motion.subtract(motion)
    }
    // Its host is free again before its completions run.
    if tracked {
      var dismissed: [Controller] = []
      for case .atEnd(.presentation(let presented)) in flight.transition.parts {
        dismissed.append(presented)
      }
      move { schedule throws(Schedule.IllegalMove) in
        try schedule.hooks.beginEnding(dismissing: dismissed)
      }
    }
    // The end's notices (didShow, completions) come after its move callbacks and before
    // anything is freed; a cancelled transition sends none.
    var noticesSent = flight.transition.cancelled
    for case .atEnd(let ending) in flight.transition.parts {
      if !noticesSent, ending.frees {
        sendEndNotices(of: flight)
        noticesSent = true
      }
      end(ending)
    }
    if !noticesSent { sendEndNotices(of: flight) }
    sendNotices(in: flight.transition.parts, at: .atEndAlways, among: flight.noticePlaces)
    sendAppLines(in: flight.transition.parts, at: .atEndAlways)
    // The flight and its list of parts go back for the next transition (`partsList`,
    // `spareFlight`): the flight's caller lets go of it right after.
    spareParts = flight.takeParts()
    spareFlight = flight
    if screensReported { reportScreenIfChanged() }
  }

  /// The way back of a cancelled transition, in its order (rule `transition.cancel`, or the
  /// transition's own): what came in disappears, what was leaving appears again.
  private func runBack(_ flight: InFlight) {
    let (leaving, coming) = (flight.leaving, flight.coming)
    let animated = flight.transition.animated
    let rule = cite(flight.transition.runBackRule)
    let isAppearing = profile.has(.viewIsAppearing)
    func comingGoes(_ callback: Callback) {
      send(callback, to: coming, rule: rule, animated: animated)
    }
    func leavingComesBack(_ callback: Callback) {
      if callback == .viewDidAppear, isAppearing {
        send(.viewIsAppearing, to: leaving, rule: rule, animated: animated)
      }
      send(callback, to: leaving, rule: rule, animated: animated)
    }
    switch flight.transition.runsBack {
    case .incomingFirst:
      comingGoes(.viewWillDisappear)
      comingGoes(.viewDidDisappear)
      leavingComesBack(.viewWillAppear)
      leavingComesBack(.viewDidAppear)
    case .outgoingFirst:
      leavingComesBack(.viewWillAppear)
      leavingComesBack(.viewDidAppear)
      comingGoes(.viewWillDisappear)
      comingGoes(.viewDidDisappear)
    case .interleaved:
      comingGoes(.viewWillDisappear)
      leavingComesBack(.viewWillAppear)
      comingGoes(.viewDidDisappear)
      leavingComesBack(.viewDidAppear)
    }
  }

  /// A `.screen` event when the top visible content controller has appeared and is not the
  /// last one reported.
  func reportScreenIfChanged() {
    guard var top = screenContent else { return }
    // A navigation controller inside a container that forwards by hand never appears, nor
    // does its content: the container is what shows.
    if top.appearance != .appeared, let navigation = top.parent, navigation.kind == .navigation,
      let container = navigation.parent, container.kind == .content
    {
      top = container
    }
    guard top.appearance == .appeared, top.id != lastScreen else { return }
    lastScreen = top.id
    emit(.screen(top.name))
  }

  /// Carries out one ending.
  func end(_ ending: Transition.Ending) {
    switch ending {
    case .didMove(let child, let parent):
      sendMove(.didMoveToParent, child, to: parent)
    case .hold(let controller):
      release(controller, .transition)
    case .autoreleased(let controller):
      // The run loop drains the autorelease pool.
      withCause(.uikit) { release(controller, .autorelease) }
    case .presentation(let presented):
      guard presented.presenter != nil else { return }
      presented.presenter?.presented = nil
      presented.presenter = nil
      presented.presentationStyle = nil
      presented.presentationAdapts = true
      presented.isModalInPresentation = false
      release(presented, .presenter)
    case .formerWindowRoot(let controller):
      release(controller, .window)
    case .formerParent(let child):
      child.parent = nil
    case .pageTurned(let pages, let former, let page):
      pages.children = [page]
      retain(page, .container)
      former.parent = nil
      release(former, .container)
    }
  }
}
