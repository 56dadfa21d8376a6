/// A transition whose first half has run: its animation is in flight. A class, so that the
/// engine's frequent "is something in flight?" costs a pointer test, not a copy, and its
/// lists are read in place; the engine keeps the last one to end and makes it anew for the
/// next transition (`reset`), so that a transition makes no object of its own.
final class InFlight {
  // The flight belongs to one engine, on one thread: its fields go without the dynamic
  // exclusivity check. They change only when a spare flight is made anew (`reset`).
  @exclusivity(unchecked) private(set) var transition: Transition
  @exclusivity(unchecked) private(set) var table: InterleavingRule
  @exclusivity(unchecked) private(set) var leaving: Controllers
  /// What appears; a push in the same turn takes the window's root out of a first display.
  @exclusivity(unchecked) var coming: Controllers
  @exclusivity(unchecked) private(set) var layoutAfterDid: Bool
  /// Where the transition's notices go (found when its parts start).
  @exclusivity(unchecked) var noticePlaces: Transition.Notice.Places
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
  /// How far the `viewWillAppear` step has got through `coming`: where a child a hook's code
  /// adds to an arriving container joins (`Engine.joinsFlight`).
  @exclusivity(unchecked) var willProgress = WillProgress.notStarted
  /// The children a hook's code added to an arriving container, each with the rule its
  /// appearance lines cite (`child.addedWhileLoading`, `.addedInWillAppear`,
  /// `.addedWhileAppearing`).
  @exclusivity(unchecked) var joined: [(child: Controller, rule: RuleID)] = []
  /// Whether its animations have started (its `will` callbacks and their delegate lines
  /// are over): a block registered on its coordinator from then on never runs.
  @exclusivity(unchecked) var animationsStarted = false

  /// Registers a notice a hook's code adds to the running transition (a coordinator's
  /// block): it goes where its place says, after the transition's own there.
  func add(_ notice: Transition.Notice) {
    transition.parts.append(.notice(notice))
    noticePlaces.insert(notice.place)
  }

  /// Puts controllers a hook's code made appear under a leaving container among what
  /// leaves, at `index` (`Engine.joinDepartures`).
  func joinDepartures(_ departing: Controllers, at index: Int) {
    leaving.insert(contentsOf: departing, at: index)
  }

  /// How far the `viewWillAppear` step has got.
  enum WillProgress {
    /// Not begun: a child that joins gets every line of its container's appearance.
    case notStarted
    /// Sending to `coming[index]`: a child put after that gets its `viewWillAppear` too.
    case sending(index: Int)
    /// Over: a child that joins now gets no `viewWillAppear`.
    case done
  }

  /// Whether it is a push: a navigation transition whose incoming controller moves to its
  /// parent.
  var isPush: Bool {
    transition.kind == .navigation
      && transition.incoming.first.map { $0.motion.contains(.movingToParent) } == true
  }

  /// The rule a joined child's appearance lines cite, if `controller` is one.
  func joinedRule(of controller: Controller) -> RuleID? {
    joined.first { $0.child === controller }?.rule
  }

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
  /// (`Engine.spareFlight`) taken again, rather than an object made and freed for each
  /// transition.
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
    willProgress = .notStarted
    if !joined.isEmpty { joined = [] }
    animationsStarted = false
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
  /// A flight for `transition`: the spare one the last flight to end left, made anew, when
  /// nothing else holds it; else a new one.
  func spareOrNewFlight(
    transition: consuming Transition, table: InterleavingRule, leaving: Controllers,
    coming: Controllers, layoutAfterDid: Bool, noticePlaces: Transition.Notice.Places
  ) -> InFlight {
    if spareFlight != nil, isKnownUniquelyReferenced(&spareFlight), let spare = spareFlight.take() {
      spare.reset(
        transition: transition, table: table, leaving: leaving, coming: coming,
        layoutAfterDid: layoutAfterDid, noticePlaces: noticePlaces)
      return spare
    }
    return InFlight(
      transition: transition, table: table, leaving: leaving, coming: coming,
      layoutAfterDid: layoutAfterDid, noticePlaces: noticePlaces)
  }

  /// An empty list for a transition's parts, with room for `capacity`: the one the last
  /// transition to end gave back, emptied (`spareParts`), rather than a list made for each
  /// transition and freed at its end.
  func partsList(capacity: Int) -> [Transition.Part] {
    var parts: [Transition.Part] = []
    swap(&parts, &spareParts)
    parts.reserveCapacity(capacity)
    return parts
  }
}
