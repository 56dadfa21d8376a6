/// A transition as data: who leaves, who comes in, in which container, which controllers move
/// in or out of a parent, and which ownership links go at its middle and at its end
/// (docs/architecture.md, principle 1).
///
/// Every operation that moves controllers on or off screen builds one and hands it to
/// `Engine.play(_:)`, which orders the callbacks from the profile's rules.
struct Transition {
  /// Which container's interleaving orders the appearance callbacks.
  enum Kind: Int, CaseIterable {
    case navigation
    case modal
    case window
    case tab
    case child
  }

  /// Something that happens when a transition reaches its middle or its end.
  enum Ending {
    /// `didMove(toParent:)` (rule `containment.callbacks`).
    case didMove(Controller, to: Controller?)
    /// UIKit's own hold on a controller during the transition goes.
    case hold(Controller)
    /// An autoreleased return value is drained when the run loop turns.
    case autoreleased(Controller)
    /// A presented controller's link to its presenter goes (if a freed presenter has not
    /// already cut it).
    case presentation(Controller)
    /// The window lets go of its former root.
    case formerWindowRoot(Controller)
    /// A removed child's link to its former parent goes (the parent already dropped it).
    case formerParent(Controller)
    /// A page view controller shows its new page: the new page becomes its child, the old
    /// one leaves (the data source keeps it).
    case pageTurned(Controller, from: Controller, to: Controller)

    /// Whether the ending may free a controller (the end's notices come before these).
    var frees: Bool {
      switch self {
      case .didMove, .formerParent, .pageTurned: false
      case .hold, .autoreleased, .presentation, .formerWindowRoot: true
      }
    }
  }

  var kind: Kind
  /// Who runs it: the container or presenter that owns it, the parent, or the window.
  var cause: Origin
  var animated: Bool
  /// Whether the user gives up half-way (an interactive transition): the `did` half never
  /// comes and the transition runs back.
  var cancelled = false
  /// Whether the user drives it (a swipe), rather than code.
  var isInteractive = false
  /// A navigation controller's first display as the window's root, in the profiles where
  /// each controller's view loads right before its `viewWillAppear` (rule
  /// `containment.navigationFirstDisplay`).
  var loadsAtWill = false
  /// In which order a cancelled transition runs back, and the rule that says so.
  var runsBack = RunBack.incomingFirst
  var runBackRule = RuleID.cancelledTransition

  /// In which order a cancelled transition runs back.
  enum RunBack {
    /// What came in disappears, then what was leaving appears again (a swipe back).
    case incomingFirst
    /// What was leaving appears again, then what came in disappears (a page scroll).
    case outgoingFirst
    /// Both `will` callbacks, then both `did` callbacks (a page curl).
    case interleaved
  }
  /// A window's first display, kept in flight after its first half until the end of the
  /// run-loop turn, so that a push in the same turn can interrupt it (rule
  /// `launch.pushInterruptsFirstDisplay`).
  var waitsForTurnEnd = false
  /// The rule whose interleaving to follow instead of the one of the transition's kind.
  var order: RuleID?
  /// Roots of what leaves the screen, each with the descendants on screen inside it.
  var outgoing = Controllers()
  /// Roots of what comes on screen.
  var incoming = Controllers()
  /// What the transition does besides its appearance callbacks, each kind of part in its
  /// order: one list, so that a transition makes one array rather than one a kind (an
  /// array made and freed cost about 330 instructions, and a push made three).
  var parts: [Part] = []

  /// Something a transition does besides its appearance callbacks.
  enum Part {
    /// A transition property that holds for its duration.
    case motion(Controller, Controller.Motion)
    /// A `willMove(toParent:)` call made when the transition starts.
    case willMove(Controller, to: Controller?)
    /// What happens between the `will` and the `did` callbacks, when the run loop turns.
    case atMidpoint(Ending)
    /// What happens after the last callback.
    case atEnd(Ending)
    /// A delegate or completion line the transition sends besides its callbacks.
    case notice(Notice)
    /// An app's or scene's delegate line a launch's first display carries.
    case appLine(AppLine)
  }

  /// A line of the app's or the scene's delegate that a transition carries (a launch's
  /// `didBecomeActive` comes inside the root's first display).
  struct AppLine {
    let callback: Callback
    let rule: RuleID
    let place: Notice.Place
  }

  /// A line a transition sends that is not an appearance callback: a delegate call
  /// (`Tab#1 didSelect B`) or a completion block (`B pushCompletion`).
  struct Notice {
    /// Where it goes.
    enum Place {
      /// Before anything else of the transition.
      case atStart
      /// Right after the transition's `will` callbacks (and `willShow`).
      case afterWills
      /// After the `did` callbacks and the move callbacks, before anything is freed; never
      /// when the transition is cancelled.
      case atEnd
      /// The same, cancelled or not.
      case atEndAlways
    }

    /// A set of places, one bit each.
    struct Places {
      private var bits: UInt8 = 0

      mutating func insert(_ place: Place) { bits |= Self.bit(place) }
      func contains(_ place: Place) -> Bool { bits & Self.bit(place) != 0 }

      private static func bit(_ place: Place) -> UInt8 {
        switch place {
        case .atStart: 1
        case .afterWills: 2
        case .atEnd: 4
        case .atEndAlways: 8
        }
      }
    }

    let callback: Callback
    /// The controller the line is on (a tab bar controller, the presented controller).
    let controller: Controller
    /// The controller a delegate line is about.
    var target: Controller? = nil
    /// The rule that places it, by its id: a value, so that a transition's parts hold no
    /// reference to count or free.
    let rule: RuleID
    let place: Place
    /// Whether the transition completed, for a line that says (`didFinishAnimating`).
    var completed: Bool? = nil
  }
}

/// A transition whose first half has run: its animation is in flight. A class, so that the
/// engine's frequent "is something in flight?" costs a pointer test, not a copy, and its
/// lists are read in place; the engine keeps the last one to end and makes it anew for the
/// next transition (`reset`), so that a transition makes no object of its own.
final class InFlight {
  // The flight belongs to one engine, on one thread: its fields go without the dynamic
  // exclusivity check (each access cost one, 1.6% of a run's instructions). They change only
  // when a spare flight is made anew (`reset`).
  @exclusivity(unchecked) private(set) var transition: Transition
  @exclusivity(unchecked) private(set) var table: InterleavingRule
  @exclusivity(unchecked) private(set) var leaving: Controllers
  /// What appears; a push in the same turn takes the window's root out of a first display.
  @exclusivity(unchecked) var coming: Controllers
  @exclusivity(unchecked) private(set) var layoutAfterDid: Bool
  /// Where the transition's notices go.
  @exclusivity(unchecked) private(set) var noticePlaces: Transition.Notice.Places
  /// Navigation controllers appearing for the first time, which owe their delegate a
  /// `didShow` at the end (rule `delegate.navigationFirstShow`).
  @exclusivity(unchecked) var firstShown: [Controller] = []
  /// Every controller whose view comes into the window, in layout order, when some of them
  /// get no appearance callbacks (views added without containment, children of a container
  /// that forwards by hand, controllers with an explicit transition open); `nil` when they
  /// are `coming`.
  @exclusivity(unchecked) var arriving: [Controller]?
  /// Whether the views of what comes in load right before their `viewWillAppear`.
  @exclusivity(unchecked) var loadsAtWill = false

  init(
    transition: consuming Transition, table: InterleavingRule, leaving: Controllers,
    coming: Controllers, layoutAfterDid: Bool, noticePlaces: Transition.Notice.Places
  ) {
    self.transition = transition
    self.table = table
    self.leaving = leaving
    self.coming = coming
    self.layoutAfterDid = layoutAfterDid
    self.noticePlaces = noticePlaces
  }

  /// This flight made anew for another transition: the spare one an ended flight left
  /// (`Engine.spareFlight`) taken again, where an object made and freed for each transition
  /// cost about 300 instructions (round 17 of docs/performance.md).
  func reset(
    transition: consuming Transition, table: InterleavingRule, leaving: Controllers,
    coming: Controllers, layoutAfterDid: Bool, noticePlaces: Transition.Notice.Places
  ) {
    // Swapped in, the old one dropped with the local: an assignment copied the new one.
    var transition = transition
    swap(&self.transition, &transition)
    self.table = table
    self.leaving = leaving
    self.coming = coming
    self.layoutAfterDid = layoutAfterDid
    self.noticePlaces = noticePlaces
    if !firstShown.isEmpty { firstShown = [] }
    arriving = nil
    loadsAtWill = false
  }

  /// Takes the transition's list of parts out, emptied (its only holder then: emptied in
  /// place, its room kept), for the next transition to build in. The rest of the ended
  /// flight stays as it was until `reset` sets every field: emptying it too cost a transition
  /// more than it saved.
  func takeParts() -> [Transition.Part] {
    var parts: [Transition.Part] = []
    swap(&parts, &transition.parts)
    parts.removeAll(keepingCapacity: true)
    return parts
  }
}

/// An interleaving table and the rule that chose it, which its callbacks cite.
struct InterleavingRule {
  let value: Interleaving
  let rule: RuleID
}

extension Engine {
  /// An empty list for a transition's parts, with room for `capacity`: the one the last
  /// transition to end gave back, emptied (`spareParts`). A list made for each transition and
  /// freed at its end cost about 400 instructions (round 17 of docs/performance.md).
  func partsList(capacity: Int) -> [Transition.Part] {
    var parts: [Transition.Part] = []
    swap(&parts, &spareParts)
    parts.reserveCapacity(capacity)
    return parts
  }
}

extension Transition.Kind {
  /// The rule whose interleaving orders a transition of this kind: a navigation push or pop
  /// (`nav.interleaving`), a modal presentation or dismissal (`modal.interleaving`), a new
  /// root of the window (`window.interleaving`), a tab switch (`tab.interleaving`), a custom
  /// container's child (`child.appearance`).
  var interleavingRule: RuleID {
    switch self {
    case .navigation: .navigationInterleaving
    case .modal: .modalInterleaving
    case .window: .windowInterleaving
    case .tab: .tabInterleaving
    case .child: .childAppearance
    }
  }
}

extension Engine {
  /// The interleaving table for a transition kind: the profile's, read once when the
  /// profile was made (`Profile.interleavings`).
  func interleaving(for kind: Transition.Kind) -> InterleavingRule {
    InterleavingRule(value: profile.interleavings[kind.rawValue], rule: cite(kind.interleavingRule))
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
  /// whatever the `consuming` (a copy and a destruction of a dozen references, 1.6% of a run).
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
    // The fields the closures below read are taken out first: a closure that read the
    // transition's own copied it whole (its parts and lists retained, through a generic copy).
    let (outgoing, incoming, order) = (transition.outgoing, transition.incoming, transition.order)
    let table: InterleavingRule
    if let order {
      table = InterleavingRule(value: profile.interleaving(order), rule: cite(order))
    } else {
      table = interleaving(for: transition.kind)
    }
    // Lone controllers (the usual push and pop) leave and arrive as the transition lists
    // them: its lists are shared, not built again.
    var leaving: Controllers
    if outgoing.allSatisfy(leavesAlone) {
      leaving = outgoing
    } else {
      leaving = Controllers()
      for root in outgoing {
        appendDepartures(root, to: &leaving)
      }
    }
    var coming: Controllers
    var arriving: [Controller]?
    if incoming.allSatisfy(arrivesAlone) {
      coming = incoming
    } else {
      coming = Controllers()
      for root in incoming {
        appendArrivals(root, appearing: &coming, arriving: &arriving)
      }
    }
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
    // The parts read in place, by index: each loop over the array copied it first.
    let parts = transition.parts.indices
    // Where its notices go, found on the way: the loops that send them are skipped where
    // there are none (most transitions have none, or only at their end).
    var noticePlaces = Transition.Notice.Places()
    for index in parts {
      switch transition.parts[index] {
      case .motion(let controller, let motion): controller.motion.formUnion(motion)
      case .notice(let notice): noticePlaces.insert(notice.place)
      default: break
      }
    }
    sendNotices(in: transition.parts, at: .atStart, among: noticePlaces)
    sendAppLines(in: transition.parts, at: .atStart)
    for index in parts {
      if case .willMove(let child, let parent) = transition.parts[index] {
        sendMove(.willMoveToParent, child, to: parent)
      }
    }
    // An animated push or pop lays its navigation controller out around the will callbacks
    // (rule `layout.navigationTransition`).
    let laidOutNavigation = transitionLayoutNavigation(of: transition)
    if let navigation = laidOutNavigation, let rule = profile.applied(.navigationTransitionLayout) {
      send(.viewWillLayoutSubviews, to: navigation, rule: rule)
    }
    let loadsAtWill = transition.loadsAtWill && profile.has(.navigationFirstDisplay)
    for index in coming.indices where !loadsAtWill || index == 0 {
      loadViewIfNeeded(coming[index], rule: cite(.loadBeforeAppearance))
    }
    let flight: InFlight
    if spareFlight != nil, isKnownUniquelyReferenced(&spareFlight), let spare = spareFlight.take() {
      spare.reset(
        transition: transition, table: table, leaving: leaving, coming: coming,
        layoutAfterDid: layoutAfterDid, noticePlaces: noticePlaces)
      flight = spare
    } else {
      flight = InFlight(
        transition: transition, table: table, leaving: leaving, coming: coming,
        layoutAfterDid: layoutAfterDid, noticePlaces: noticePlaces)
    }
    flight.loadsAtWill = loadsAtWill
    for step in table.value.wills {
      send(step, of: flight)
    }
    sendDelegatesAfterWills(of: flight)
    if let navigation = laidOutNavigation, let rule = profile.applied(.navigationTransitionLayout) {
      send(.viewDidLayoutSubviews, to: navigation, rule: rule)
    }
    // The views of what comes in are in the window from here on.
    if tracked {
      move { schedule throws(Schedule.IllegalMove) in try schedule.hooks.viewsEntered() }
    }
    // What appears for the first time since its view loaded gets the geometry lines (when
    // they are played: the list is not made otherwise).
    let firstSinceLoad =
      played.contains(.geometry) ? coming.filter { !$0.laidOutSinceLoad } : []
    // (Each geometry step only when there is something to send it to: four calls that found
    // nothing cost a transition 80 instructions.)
    let geometry = !firstSinceLoad.isEmpty
    if geometry {
      sendGeometry(.viewLayoutMarginsDidChange, to: firstSinceLoad, rule: .marginsAndSafeArea)
      sendGeometry(.viewSafeAreaInsetsDidChange, to: firstSinceLoad, rule: .marginsAndSafeArea)
    }
    if let rule = profile.applied(.viewIsAppearing) {
      send(.viewIsAppearing, to: coming, rule: rule, animated: animated)
    }
    if geometry {
      sendGeometry(.updateProperties, to: firstSinceLoad, rule: .propertiesUpdate)
      sendGeometry(
        .updateViewConstraints, to: firstSinceLoad.filter(\.traits.autoLayout),
        rule: .constraintsUpdate)
    }
    if tracked, case let passengers = schedule.hooks.passengers, !passengers.isEmpty {
      arriving = (arriving ?? Array(coming)) + passengers.filter(\.isAlive)
    }
    flight.arriving = arriving
    if !flight.layoutAfterDid {
      if let arriving { layOutArrivals(arriving) } else { layOutArrivals(coming) }
    }
    if tracked { move { schedule throws(Schedule.IllegalMove) in try schedule.hooks.endPlaying() } }
    if finishesAtOnce {
      finishSecondHalf(flight)
    } else {
      move { schedule throws(Schedule.IllegalMove) in try schedule.keep(flight, events: eventCount)
      }
    }
  }

  /// The second half of the transition in flight, if any: the midpoint, the `did`
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

  /// `finishInFlight`'s body, with the transition's cause in place.
  private func finishSecondHalf(_ flight: InFlight) {
    let coming = flight.coming
    let animated = flight.transition.animated
    let tracked = schedule.hooks.tracksProgress
    if tracked {
      schedule.hooks.beginPlaying(
        HookSchedule.Progress(
          secondHalfOf: flight.transition.kind, animated: animated, cause: flight.transition.cause))
    }
    defer {
      if tracked {
        move { schedule throws(Schedule.IllegalMove) in try schedule.hooks.endPlaying() }
      }
    }
    if flight.transition.cancelled {
      runBack(flight)
    } else {
      for case .atMidpoint(let ending) in flight.transition.parts { end(ending) }
      for step in flight.table.value.dids {
        send(step, of: flight)
      }
      if flight.layoutAfterDid {
        if let arriving = flight.arriving {
          layOutArrivals(arriving)
        } else {
          layOutArrivals(coming)
        }
      }
      sendPendingMoves(of: coming)
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
    guard let top = topVisibleContent, top.appearance == .appeared, top.id != lastScreen
    else { return }
    lastScreen = top.id
    emit(.screen(top.name))
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
  private func send(_ step: Interleaving.Step, of flight: InFlight) {
    let (rule, animated) = (flight.table.rule, flight.transition.animated)
    switch step {
    case .outgoingWill: send(.viewWillDisappear, to: flight.leaving, rule: rule, animated: animated)
    case .incomingWill where flight.loadsAtWill:
      // Each view loads right before its viewWillAppear (rule
      // `containment.navigationFirstDisplay`).
      for controller in flight.coming {
        loadViewIfNeeded(controller, rule: cite(.navigationFirstDisplay))
        send(.viewWillAppear, to: Controllers(controller), rule: rule, animated: animated)
      }
    case .incomingWill: send(.viewWillAppear, to: flight.coming, rule: rule, animated: animated)
    case .outgoingDid: send(.viewDidDisappear, to: flight.leaving, rule: rule, animated: animated)
    case .incomingDid: send(.viewDidAppear, to: flight.coming, rule: rule, animated: animated)
    }
  }

  /// Sends an appearance callback of a transition UIKit runs to each controller, in order:
  /// the app no longer drives their appearance, nor does the window's own transition
  /// (`appearance.windowLevel`). A child of a container that forwards from its own callbacks
  /// gets its line from there (`forwarding.callbacks`, `forwarding.both`).
  private func send(
    _ callback: Callback, to controllers: Controllers, rule: RuleID, animated: Bool
  ) {
    // A lone controller's parent is never in the same step.
    let mayForward = controllers.count > 1
    // By index, and the rule chosen without `??`: iterating the list and making the chosen
    // rule a value of its own each retained and released an object a callback.
    for index in controllers.indices {
      let controller = controllers[index]
      // The app's own end (a hook's code) may have taken the controller past this call
      // already: UIKit's finds nothing open and sends nothing.
      if controller.appearanceByHand, controller.appearance.after(callback) == nil {
        controller.appearanceByHand = false
        continue
      }
      controller.appearanceByHand = false
      if controller.windowHolds { controller.windowHolds = false }
      if mayForward, let forwarded = forwardingRule(of: controller, among: controllers) {
        send(callback, to: controller, rule: forwarded, animated: animated)
      } else {
        send(callback, to: controller, rule: rule, animated: animated)
      }
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

  /// Appends the controllers under `root` (itself included) that leave the window's
  /// appearance with it, parents before children: not the children of a container that
  /// forwards nothing, nor views added without containment (rules `forwarding.manual`,
  /// `view.insideTransition`). A controller with an explicit appearing transition open
  /// leaves like any other (UIKit's own transition is no level of the app's); one already
  /// disappearing by the app's hand is left to the app's end.
  func appendDepartures(_ root: Controller, to leaving: inout Controllers) {
    if root.kind == .content, root.children.isEmpty {
      // The usual lone controller: no walk, no array.
      if leavesAlone(root) { leaving.append(root) }
      return
    }
    var pending = [root]
    while let node = pending.popLast() {
      if node.appearance.isInWindow, node.explicitLevel == 0 || node.appearance == .appearing {
        leaving.append(node)
      }
      switch node.kind {
      case .navigation, .tabBar, .page:
        if let child = node.visibleChild { pending.append(child) }
      case .content:
        if node.forwarding != .manual {
          pending.append(contentsOf: node.children.reversed())
        }
      }
    }
  }

  /// Whether `root` is all that leaves the window's appearance with it: a content controller
  /// without children, in the window, with no appearing transition of the app's own open.
  func leavesAlone(_ root: Controller) -> Bool {
    root.kind == .content && root.children.isEmpty && root.appearance.isInWindow
      && (root.explicitLevel == 0 || root.appearance == .appearing)
  }

  /// Whether `root` is all that UIKit makes appear with it, and it appears: a content
  /// controller out of the window, without children, hosted views or an explicit transition.
  func arrivesAlone(_ root: Controller) -> Bool {
    root.kind == .content && root.children.isEmpty && root.hosted.isEmpty
      && root.explicitLevel == 0 && !root.appearance.isInWindow
  }

  /// Appends the controllers under `root` (itself included) that UIKit makes appear with it
  /// to `appearing`, parents before children. Once a view arrives that gets no appearance
  /// (a view added without containment, a child of a container that forwards nothing, a
  /// controller with an explicit transition open, and everything under these), `arriving`
  /// holds every arrival in layout order.
  ///
  /// - Parameter rootIsPassenger: whether `root` itself arrives without appearing.
  func appendArrivals(
    _ root: Controller, rootIsPassenger: Bool = false, appearing: inout Controllers,
    arriving: inout [Controller]?
  ) {
    if !rootIsPassenger, root.kind == .content, root.children.isEmpty, root.hosted.isEmpty,
      root.explicitLevel == 0
    {
      if arrivesAlone(root) {
        appearing.append(root)
        arriving?.append(root)
      }
      return
    }
    var pending = [(root, rootIsPassenger)]
    while let (node, isPassenger) = pending.popLast() {
      let appearsWithIt = !isPassenger && node.explicitLevel == 0
      if !appearsWithIt {
        if arriving == nil { arriving = Array(appearing) }
        arriving?.append(node)
      } else if !node.appearance.isInWindow {
        appearing.append(node)
        arriving?.append(node)
      }
      for guest in node.hosted.reversed() { pending.append((guest, true)) }
      switch node.kind {
      case .navigation, .tabBar:
        if let child = node.visibleChild { pending.append((child, !appearsWithIt)) }
      case .page:
        // The first page appeared inside the page view controller's viewDidLoad: its view
        // only arrives now (rule `page.firstPage`).
        if let child = node.visibleChild {
          pending.append((child, !appearsWithIt || child.appearance == .appeared))
        }
      case .content:
        let passengers = !appearsWithIt || node.forwarding == .manual
        for child in node.children.reversed() { pending.append((child, passengers)) }
      }
    }
  }

  /// Lays out what arrives in the window, in order: a controller with an explicit
  /// appearing transition open gets `viewIsAppearing` first (rule
  /// `appearance.manualViewIsAppearing`).
  func layOutArrivals(_ arrivals: some Collection<Controller>) {
    // By index: iterating the list copied it through a generic copy.
    for index in arrivals.indices {
      let controller = arrivals[index]
      guard controller.view.hasView else { continue }
      sendViewIsAppearingBeforeLayout(controller)
      layoutIfNeeded(controller)
      // A page view controller's first page came in with its view's load, after the
      // arrivals were known: it is laid out after its parent (rule `page.firstPage`).
      if controller.kind == .page, let page = controller.visibleChild, !page.laidOutSinceLoad,
        page.view.hasView, page.appearance == .appeared
      {
        layoutIfNeeded(page)
      }
    }
  }

  /// `viewIsAppearing` for a controller with an explicit appearing transition open whose view
  /// is about to be laid out, if it has not had it in this appearance (rule
  /// `appearance.manualViewIsAppearing`: it comes before the view's layout).
  func sendViewIsAppearingBeforeLayout(_ controller: Controller) {
    guard controller.explicitLevel > 0, controller.appearance == .appearing,
      !controller.sentIsAppearing, let rule = profile.applied(.manualViewIsAppearing)
    else { return }
    send(.viewIsAppearing, to: controller, rule: rule, animated: controller.explicitAnimated)
  }

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
  private func sendDelegatesAfterWills(of flight: InFlight) {
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
  }

  /// The end's notices: `didShow` for a navigation transition that changed the top and for
  /// each navigation controller that appeared for the first time, then the transition's own
  /// (completions, `presentationControllerDidDismiss`).
  private func sendEndNotices(of flight: InFlight) {
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
  private func sendNotices(
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
