/// The schedule's hooks (`on NAME WORD STATEMENT`): those armed, those running, the
/// transitions their code requested that wait for the one in progress, and the transitions
/// being played that their code checks its requests against. Its state is private: each
/// move below is named for what happens, checks the state it starts from, and refuses an
/// illegal one with nothing changed (`Schedule.IllegalMove`, an inconsistency of the engine).
///
///     armed ──its NAME WORD callback──▶ running (its locals its own) ──STATEMENT ends──▶ gone
///                                          │ a transition requested while another is
///                                          ▼ in progress or about to start
///                                        deferred ──the one in progress ends──▶ played, in
///                                                                               request order
///
/// At rest (between statements, `Schedule.problems`): no hook runs, nothing is deferred,
/// nothing is being played or about to start.
struct HookSchedule {
  typealias IllegalMove = Schedule.IllegalMove

  /// A hook waiting for its callback.
  struct ArmedHook {
    let hook: Hook
    /// Its place among the scenario's `on` statements.
    let serial: Int
  }

  /// A transition a hook's code requested while another was in progress: its perform, the
  /// controllers it holds while it waits (nothing it will show is freed), and its hook.
  struct DeferredRequest {
    let perform: () throws(EngineError) -> Void
    let held: [Controller]
    let hook: Int
    /// The host a deferred presentation is made from: busy until it plays.
    let host: Controller?
    /// Whether it is a presentation that starts before the window's first display ends
    /// (rule `hook.presentAtFirstDisplay`).
    var interruptsFirstDisplay = false
  }

  /// A transition being played.
  struct Progress {
    let kind: Transition.Kind
    let animated: Bool
    /// Who runs it: a presentation's host, a navigation controller.
    let cause: Origin
    /// What it brings on screen whose views have not entered the window yet (emptied at
    /// the transition's layout pass, when they have).
    fileprivate(set) var arriving: [Controller]
    /// Whether its `did` callbacks have started.
    let inSecondHalf: Bool
    /// Whether it is ending: its completions and frees, once its host is free again.
    fileprivate(set) var ending = false
    /// The presentations it takes down, gone from their host once it is ending.
    fileprivate(set) var dismissed: [Controller] = []
    /// Views a hook's code put under an arriving view: they enter the window with it, laid
    /// out after what it brings (rule `view.insideTransition`).
    fileprivate(set) var passengers: [Controller] = []

    /// A transition's first half, bringing `arriving` on screen.
    init(kind: Transition.Kind, animated: Bool, cause: Origin, arriving: [Controller]) {
      (self.kind, self.animated, self.cause, self.arriving) = (kind, animated, cause, arriving)
      inSecondHalf = false
    }

    /// A transition's second half.
    init(secondHalfOf kind: Transition.Kind, animated: Bool, cause: Origin) {
      (self.kind, self.animated, self.cause, arriving) = (kind, animated, cause, [])
      inSecondHalf = true
    }
  }

  /// The hooks declared and not fired yet, by controller and callback, each list in
  /// declaration order: a callback finds its own at once, however many wait for others.
  private var armedByCallback: [ArmedKey: [ArmedHook]] = [:]
  /// Where a hook waits: its controller's name and its callback.
  private struct ArmedKey: Hashable {
    let name: String
    let callback: Callback
  }
  /// Whether a hook waits to fire: a stored flag, which `send` reads for every callback.
  private(set) var hasArmedHooks = false
  /// How many hooks the scenario has declared: the next one's serial.
  private(set) var hooksDeclared = 0
  /// The hooks disarmed by their callback whose STATEMENT has not started yet: each fires once.
  private var due: [Int] = []
  /// The hooks whose STATEMENT is running, innermost last, each with the locals of what
  /// it interrupted (a hook's locals are its own, released when its STATEMENT ends).
  private var running: [(serial: Int, outerLocals: Controllers)] = []
  /// Transitions requested inside a hook while another was in progress: they play after
  /// it, in the order requested (`hook.deferred`).
  private var deferred: [DeferredRequest] = []
  /// Where the next deferred request to play stands in `deferred`.
  private var nextDeferred = 0
  /// Whether deferred requests are being played (the one loop that plays them).
  private(set) var playsDeferred = false
  /// The transitions being played, innermost last, while hooks are armed or running: what
  /// a hook's code checks its request against.
  private var progress: [Progress] = []
  /// How many segues have prepared and not yet performed: a transition about to start.
  private(set) var starting = 0

  // MARK: Reading

  /// How deep hooks are nested now.
  var depth: Int { running.count }

  /// The innermost running hook's serial, if a hook runs.
  var current: Int? { running.last?.serial }

  /// Whether requests wait.
  var hasDeferred: Bool { nextDeferred < deferred.count }

  /// Whether a waiting request is a presentation that starts before the window's first
  /// display ends (rule `hook.presentAtFirstDisplay`).
  var hasFirstDisplayInterruption: Bool {
    deferred[nextDeferred...].contains { $0.interruptsFirstDisplay }
  }

  /// Whether the next request to play is such a presentation.
  var nextInterruptsFirstDisplay: Bool {
    hasDeferred && deferred[nextDeferred].interruptsFirstDisplay
  }

  /// Whether a transition is being played, one of the hooks' requests plays, or one is about
  /// to start.
  var isBusy: Bool { !progress.isEmpty || starting > 0 || playsDeferred || hasDeferred }

  /// Whether progress is tracked: only while a hook could fire or run.
  var tracksProgress: Bool { hasArmedHooks || !running.isEmpty }

  /// Whether nothing is in progress: no hook runs, nothing is deferred, played or about to
  /// start. An engine is copied, and a statement starts, only at rest.
  var isAtRest: Bool {
    running.isEmpty && !hasDeferred && progress.isEmpty && starting == 0 && !playsDeferred
  }

  /// Whether `host` presents or dismisses now, or a presentation from it waits: a present
  /// from it is made while a presentation is in progress.
  func isBusy(_ host: Controller) -> Bool {
    let cause = Origin.of(host)
    if progress.contains(where: { $0.kind == .modal && !$0.ending && $0.cause == cause }) {
      return true
    }
    return deferred[nextDeferred...].contains { $0.host === host }
  }

  /// Whether `presented` is taken down by a dismissal that is ending: its host no longer
  /// counts it as presented (rule `hook.presentInCompletion`).
  func isEndingDismissal(of presented: Controller) -> Bool {
    progress.contains { $0.ending && $0.dismissed.contains { $0 === presented } }
  }

  /// Whether the innermost transition being played is an animated push or pop before its
  /// `did` callbacks (a navigation request then nests, rule `hook.nestedNavigation`).
  var inAnimatedNavigation: Bool {
    guard let innermost = progress.last else { return false }
    return innermost.kind == .navigation && innermost.animated && !innermost.inSecondHalf
  }

  /// Whether `controller`'s view has yet to enter the window in a transition being played.
  func isArriving(_ controller: Controller) -> Bool {
    progress.contains { $0.arriving.contains { $0 === controller } }
  }

  /// The views a hook's code put under an arriving view of the innermost transition.
  var passengers: [Controller] { progress.last?.passengers ?? [] }

  // MARK: Moves: armed hooks

  /// `on NAME WORD STATEMENT`: `hook` fires at its controller's next such callback.
  mutating func arm(_ hook: Hook) {
    armedByCallback[ArmedKey(name: hook.name, callback: hook.callback), default: []].append(
      ArmedHook(hook: hook, serial: hooksDeclared))
    hooksDeclared += 1
    hasArmedHooks = true
  }

  /// NAME's WORD callback came: the hooks on it, disarmed, in declaration order.
  mutating func disarm(_ name: String, _ callback: Callback) -> [ArmedHook] {
    guard let due = armedByCallback.removeValue(forKey: ArmedKey(name: name, callback: callback))
    else { return [] }
    hasArmedHooks = !armedByCallback.isEmpty
    self.due += due.lazy.map(\.serial)
    return due
  }

  /// The hooks declared and not fired yet, in declaration order.
  var armed: [ArmedHook] {
    armedByCallback.values.joined().sorted { $0.serial < $1.serial }
  }

  // MARK: Moves: running hooks

  /// A hook's STATEMENT starts, interrupting code whose locals are `outerLocals`: only a hook
  /// its callback disarmed, once.
  mutating func enter(_ serial: Int, outerLocals: Controllers) throws(IllegalMove) {
    guard let index = due.firstIndex(of: serial) else {
      throw IllegalMove(move: "enter hook \(serial) (not due)", phase: .running)
    }
    due.remove(at: index)
    running.append((serial, outerLocals))
  }

  /// The innermost hook's STATEMENT ended.
  ///
  /// - Returns: the locals of what it interrupted, theirs again.
  mutating func leave() throws(IllegalMove) -> Controllers {
    guard let (_, outer) = running.popLast() else {
      throw IllegalMove(move: "leave a hook (none runs)", phase: .running)
    }
    return outer
  }

  // MARK: Moves: deferred requests

  /// A running hook's code requests a transition while another is in progress: it waits for
  /// that one's end.
  mutating func postpone(_ request: DeferredRequest) throws(IllegalMove) {
    guard current == request.hook else {
      throw IllegalMove(move: "defer a request of hook \(request.hook)", phase: .running)
    }
    deferred.append(request)
  }

  /// The end of the run-loop turn: the deferred requests start to play, if any waits and
  /// nothing else is in progress.
  ///
  /// - Returns: whether they play now (the caller then takes each in turn and ends with
  ///   `deferredPlayed`).
  mutating func playDeferred() -> Bool {
    guard hasDeferred, !playsDeferred, progress.isEmpty, starting == 0 else { return false }
    playsDeferred = true
    return true
  }

  /// The next deferred request to play, if any (only while they play).
  mutating func takeDeferred() -> DeferredRequest? {
    guard playsDeferred, nextDeferred < deferred.count else { return nil }
    let request = deferred[nextDeferred]
    nextDeferred += 1
    return request
  }

  /// The deferred requests have played (or the run stopped in one): those left are dropped.
  mutating func deferredPlayed() throws(IllegalMove) {
    guard playsDeferred else {
      throw IllegalMove(move: "end playing deferred requests (none play)", phase: .running)
    }
    playsDeferred = false
    deferred = []
    nextDeferred = 0
  }

  // MARK: Moves: transitions in progress

  /// A transition's half starts to play (while progress is tracked).
  mutating func beginPlaying(_ half: Progress) {
    progress.append(half)
  }

  /// The innermost transition's views have entered the window: nothing of it arrives any
  /// more.
  mutating func viewsEntered() throws(IllegalMove) {
    guard !progress.isEmpty else { throw IllegalMove(move: "views entered", phase: .running) }
    progress[progress.count - 1].arriving = []
  }

  /// A hook's code puts `controllers` under `host`'s view in the innermost transition bringing
  /// `host` on screen: they enter the window with it.
  mutating func board(_ controllers: [Controller], with host: Controller) {
    guard let index = progress.lastIndex(where: { $0.arriving.contains { $0 === host } }) else {
      return
    }
    progress[index].passengers += controllers
  }

  /// The innermost transition ends: its host is free again, and the presentations in
  /// `dismissed` are gone from their hosts.
  mutating func beginEnding(dismissing dismissed: [Controller]) throws(IllegalMove) {
    guard let last = progress.indices.last, progress[last].inSecondHalf,
      !progress[last].ending
    else { throw IllegalMove(move: "begin ending", phase: .running) }
    progress[last].ending = true
    progress[last].dismissed = dismissed
  }

  /// The innermost transition's half has played.
  mutating func endPlaying() throws(IllegalMove) {
    guard progress.popLast() != nil else {
      throw IllegalMove(move: "end playing (nothing plays)", phase: .running)
    }
  }

  /// A segue or unwind has prepared: its transition is about to start.
  mutating func prepareToStart() {
    starting += 1
  }

  /// The prepared segue or unwind has performed.
  mutating func started() throws(IllegalMove) {
    guard starting > 0 else { throw IllegalMove(move: "start (none prepared)", phase: .running) }
    starting -= 1
  }

  // MARK: Checks

  /// What is wrong with the hooks' state at any time, and with `atRest` at rest.
  func problems(atRest: Bool) -> [String] {
    var problems: [String] = []
    // Counted in place: `armed` sorts them.
    let armedCount = armedByCallback.values.reduce(0) { $0 + $1.count }
    if hasArmedHooks == (armedCount == 0) {
      problems.append("the armed flag disagrees with the hooks")
    }
    if nextDeferred > deferred.count { problems.append("deferred requests played past the end") }
    if armedCount > hooksDeclared { problems.append("more hooks armed than declared") }
    if atRest {
      if !running.isEmpty { problems.append("a hook runs at rest") }
      if hasDeferred { problems.append("a request is deferred at rest") }
      if !progress.isEmpty { problems.append("a transition plays at rest") }
      if starting != 0 { problems.append("a transition is about to start at rest") }
      if playsDeferred { problems.append("deferred requests play at rest") }
    }
    return problems
  }
}
