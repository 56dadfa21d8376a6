/// When each statement and each transition's halves happen: the engine's one schedule, and
/// every move it can make (docs/architecture.md draws it).
///
/// A statement **runs**: an animated transition it plays stays in flight after its first
/// half (its `will` callbacks) and ends before the next thing the statement does, at the
/// latest when the statement ends; the controllers the statement creates are its **locals**,
/// which it holds until it ends. A statement that ends with its transition still in flight
/// is **held**: that transition ends before the next statement, unless the next is a
/// `meanwhile` request, which is **issued** while it is in flight. A window's first display
/// can wait the same way, for the end of the run-loop turn.
///
///     idle ──begin──▶ running ──end, nothing pending──▶ idle
///                       │ end, something pending
///                       ▼
///                     held ──settle (pending ended first)──▶ idle
///                       │ issue (meanwhile)
///                       ▼
///                    issuing ──complete (pending ended first)──▶ running, the request's
///                       │                                         locals its own
///                       └──resume (a push joins a first display)──▶ running, pending kept
///
/// `fail` ends a running or issuing statement that threw (its pending ended first): the
/// schedule is idle again and the statement's locals go on to the next one, unreleased.
/// Each move checks the phase it starts from; an illegal one changes nothing and says so,
/// and the engine reports it as an inconsistency.
struct Schedule {
  /// What the statements are doing.
  enum Phase: Sendable, Equatable {
    /// Nothing plays and nothing waits.
    case idle
    /// A statement plays; its animated transitions stay in flight after their first half.
    case running
    /// The last statement ended with its transition (or a first display) pending.
    case held
    /// A `meanwhile` request is being made while the held statement's transition is
    /// pending: what it creates does not end that transition.
    case issuing
  }

  /// What waits to be finished.
  enum Pending {
    /// Nothing.
    case none
    /// A transition's second half.
    case flight(InFlight)
    /// A window's first display, not played yet, waiting for the end of the run-loop turn
    /// (rule `launch.pushJoinsFirstDisplay`).
    case firstDisplay(PostponedDisplay)
  }

  /// A first display's transition, boxed: what is pending is then one reference, cheap to
  /// look at for every transition the engine plays.
  final class PostponedDisplay {
    /// The display's transition.
    let transition: Transition

    init(_ transition: Transition) {
      self.transition = transition
    }
  }

  /// A move made from a phase it is not legal from.
  struct IllegalMove: Error, Equatable, CustomStringConvertible {
    /// The move.
    let move: String
    /// The phase it was asked in.
    let phase: Phase
    var description: String { "schedule: \(move) while \(phase)" }
  }

  /// What the statements are doing.
  private(set) var phase = Phase.idle
  /// What waits to be finished.
  private(set) var pending = Pending.none {
    didSet { hasPending = if case .none = pending { false } else { true } }
  }
  /// Whether anything waits to be finished: a stored flag, which `send` reads for every
  /// callback.
  private(set) var hasPending = false
  /// The controllers the running (or issuing) statement created: it holds them until it
  /// ends. (A list that keeps two inline: most statements create none or one.)
  private(set) var locals = Controllers()
  /// The held statement's locals, released when it completes.
  private(set) var heldLocals = Controllers()
  /// How many events the engine had sent when what is pending started to wait in the
  /// running statement: one sent before it ends is one too early.
  private(set) var eventsWhenPending = 0

  /// The hooks armed and running, the transitions their code deferred, and those being
  /// played (HookSchedule.swift): changed only by its own moves.
  var hooks = HookSchedule()

  /// Whether what waits is a window's first display that a push in the same turn would
  /// join or interrupt.
  var firstDisplayWaits: Bool {
    switch pending {
    case .none: false
    case .firstDisplay: true
    case .flight(let flight): flight.transition.waitsForTurnEnd
    }
  }

  /// Whether an animated transition played now stays in flight after its first half.
  var holdsTransitions: Bool { phase == .running }

  // MARK: Moves

  /// idle → running: a statement starts.
  mutating func begin() throws(IllegalMove) {
    try require("begin", .idle)
    phase = .running
  }

  /// A controller the statement creates: held by it until it ends (any phase: code outside
  /// a statement creates too).
  mutating func adopt(_ local: Controller) {
    locals.append(local)
  }

  /// A hook's STATEMENT starts: what it creates are its own locals.
  mutating func enterHook(_ serial: Int) throws(IllegalMove) {
    try hooks.enter(serial, outerLocals: locals)
    locals = Controllers()
  }

  /// A hook's STATEMENT ended: what it interrupted has its own locals back.
  ///
  /// - Returns: the hook's own locals, to release now.
  mutating func leaveHook() throws(IllegalMove) -> Controllers {
    let outer = try hooks.leave()
    let own = locals
    locals = outer
    return own
  }

  /// Whether a transition is in progress or about to start: one being played, one in
  /// flight, a segue prepared and not performed yet, or requests already waiting (a new
  /// one joins the end of their order).
  var transitionInProgress: Bool { hasPending || hooks.isBusy }

  /// running, nothing pending → running, `flight` pending: a transition's first half was
  /// played and its second waits.
  mutating func keep(_ flight: InFlight, events: Int) throws(IllegalMove) {
    try require("keep a flight", .running, nothingPending: true)
    pending = .flight(flight)
    eventsWhenPending = events
  }

  /// running, nothing pending → running, `display` pending: a window's first display waits
  /// for the end of the turn.
  mutating func postpone(_ display: Transition, events: Int) throws(IllegalMove) {
    try require("postpone a first display", .running, nothingPending: true)
    pending = .firstDisplay(PostponedDisplay(display))
    eventsWhenPending = events
  }

  /// Whether events were sent in the running statement while something was pending
  /// (`events`: how many the engine has sent by now): its code should have ended it first.
  func eventsSentWhilePending(_ events: Int) -> Bool {
    phase == .running && hasPending && events != eventsWhenPending
  }

  /// Takes what is pending, for the engine to finish it now (any phase).
  mutating func takePending() -> Pending {
    let taken = pending
    pending = .none
    return taken
  }

  /// running or issuing → the same, nothing pending: what was pending is dropped, never
  /// finished (UIKit raised before it, or a request failed before a first display).
  mutating func dropPending() throws(IllegalMove) {
    try require("drop what is pending", .running, .issuing)
    pending = .none
  }

  /// running → idle (nothing pending), or held (something pending): the statement ends.
  ///
  /// - Returns: the locals to release now (none when it is held).
  mutating func end() throws(IllegalMove) -> Controllers {
    try require("end a statement", .running)
    let ended = locals
    locals = Controllers()
    if hasPending {
      phase = .held
      heldLocals = ended
      return Controllers()
    }
    phase = .idle
    return ended
  }

  /// held, its pending finished → idle: the held statement completes.
  ///
  /// - Returns: its locals, to release now.
  mutating func settle() throws(IllegalMove) -> Controllers {
    try require("settle", .held, nothingPending: true)
    phase = .idle
    return takeHeldLocals()
  }

  /// held → issuing: a `meanwhile` request arrives while the held transition is pending.
  mutating func issue() throws(IllegalMove) {
    try require("issue a request", .held)
    phase = .issuing
  }

  /// issuing, its pending finished → running: the held statement completes, and the
  /// request goes on as a statement of its own, with the locals it created.
  ///
  /// - Returns: the held statement's locals, to release now.
  mutating func complete() throws(IllegalMove) -> Controllers {
    try require("complete the held statement", .issuing, nothingPending: true)
    phase = .running
    return takeHeldLocals()
  }

  /// issuing → running, pending kept: the request joins what is pending (a push in the same
  /// turn as a window's first display).
  ///
  /// - Returns: the held statement's locals, which the request releases when it is done
  ///   with what was pending.
  mutating func resume(events: Int) throws(IllegalMove) -> Controllers {
    try require("resume", .issuing)
    phase = .running
    eventsWhenPending = events
    return takeHeldLocals()
  }

  /// running or issuing, its pending finished → idle: the statement threw. Its locals, and
  /// those of a held statement, go on to the next statement, unreleased.
  mutating func fail() throws(IllegalMove) {
    try require("fail", .running, .issuing, nothingPending: true)
    var all = heldLocals
    for local in locals { all.append(local) }
    locals = all
    heldLocals = Controllers()
    phase = .idle
  }

  /// What is wrong with the schedule between statements, if anything.
  var problems: [String] {
    var problems = hooks.problems(atRest: phase == .idle)
    if hasPending, phase == .idle { problems.append("something is pending while idle") }
    if !hasPending, phase == .held { problems.append("a statement is held with nothing pending") }
    if !heldLocals.isEmpty, phase != .held, phase != .issuing {
      problems.append("held locals while \(phase)")
    }
    return problems
  }

  // MARK: Copying

  /// Replaces this schedule's controllers by their copies (a held transition's too): a copy
  /// of another engine's schedule, in place (a schedule returned by value was copied and
  /// destroyed twice, a dozen references each time); one that holds no code (`Engine.copy`
  /// checks).
  mutating func rebind(to copies: ControllerCopies) {
    if !locals.isEmpty { locals = Controllers(locals.lazy.map { copies[$0] }) }
    if !heldLocals.isEmpty { heldLocals = Controllers(heldLocals.lazy.map { copies[$0] }) }
    switch pending {
    case .none: break
    case .flight(let flight): pending = .flight(flight.copy(copies))
    case .firstDisplay(let display):
      pending = .firstDisplay(PostponedDisplay(display.transition.copy(copies)))
    }
  }

  // MARK: Checks

  private mutating func takeHeldLocals() -> Controllers {
    let held = heldLocals
    heldLocals = Controllers()
    return held
  }

  /// Throws unless the phase is one of `phases` (and nothing is pending, if asked).
  private func require(_ move: String, _ phases: Phase..., nothingPending: Bool = false)
    throws(IllegalMove)
  {
    guard phases.contains(phase), !nothingPending || !hasPending else {
      throw IllegalMove(move: move + (hasPending ? " (something pending)" : ""), phase: phase)
    }
  }
}
