/// The transition engine: plays operations on a model of UIKit and records the callbacks
/// UIKit would make, in order.
///
/// The engine holds the window, every controller in memory and the ownership graph. Each
/// operation runs to completion (transitions included) and appends its events to `events`,
/// which the caller drains. Orderings come from the profile's rules, never from lists
/// (docs/architecture.md, principle 1).
public final class Engine {
  /// The rule set the engine follows.
  public let profile: Profile
  /// The bounds no scenario may pass.
  public let limits: Limits
  /// The lines traced beyond the life cycle (`include delegates`, `include geometry`).
  public let includes: Includes
  /// The lines played beyond the life cycle: those traced, and the groups a hook waits on
  /// (UIKit calls the method whether or not the trace shows it).
  @exclusivity(unchecked) var played: Includes
  /// Events recorded since the caller last cleared them (when no `eventSink` takes them).
  public var events: [TraceEvent] { recorded }
  /// Takes each event as it happens, instead of `events`: a trace then streams to its output
  /// and the engine holds none of it.
  package var eventSink: (any TraceEventSink)? {
    get { sink }
    set { sink = newValue }
  }
  /// Where callback lines go as text, written by the engine itself, when the trace is plain
  /// text; `nil`: they go to `eventSink` (or `events`) like every other event.
  package var textTrace: TextTrace? {
    get { text }
    set {
      text = newValue
      textBuffer = newValue.map { Unmanaged.passUnretained($0.buffer) }
      textShowsContainers = newValue?.showsContainers ?? false
      textShowsFlags = newValue?.showsFlags ?? false
    }
  }
  /// A closure as the `eventSink`: it gets every callback line as a record.
  public var eventHandler: ((TraceEvent) -> Void)? {
    get { (sink as? EventHandlerSink)?.handler }
    set { sink = newValue.map(EventHandlerSink.init) }
  }
  /// How many events the engine produced in all.
  public var eventCount: Int { emitted }
  /// `window.rootViewController`.
  @exclusivity(unchecked) var windowRoot: Controller?
  /// Whether the engine reports each change of the top visible content controller as a
  /// `.screen` event (for the `screens` trace format).
  package var reportsScreens: Bool {
    get { screensReported }
    set { screensReported = newValue }
  }
  /// Problems the engine found in its own state: each one is a bug in StackNav.
  package var inconsistencies: [String] { problemsFound }
  /// Whether the engine has found no problem in its own state (read after every statement:
  /// the list itself is not copied for it).
  package var isConsistent: Bool { problemsFound.isEmpty }
  // The storage of the two above, read at every transition's end and after every statement:
  // without the dynamic exclusivity check (module-internal, one engine, one thread).
  @exclusivity(unchecked) var screensReported = false
  @exclusivity(unchecked) var problemsFound: [String] = []
  /// Whether the model's invariants are checked after every statement in a release build
  /// too (`stacktrace explore`); debug builds always check them.
  // Read once a statement: without the dynamic exclusivity check, as the engine's other
  // fields are.
  @exclusivity(unchecked) package var checksInvariants = false
  /// Whether `start` checks each operation against the profile (`Profile.unavailability`);
  /// off for a playback of a scenario whose every statement was checked before anything ran,
  /// where it was each statement's second check.
  @exclusivity(unchecked) package var checksAvailability = true

  /// What each name of the scenario stands for (one lookup answers every question about a
  /// name).
  @exclusivity(unchecked) var names: NameTable
  /// Every controller the engine made, a row each (`Controller` handles point into it).
  @exclusivity(unchecked) var controllerTable: UnsafeControllerTable
  /// Every controller in memory, in creation order; a freed one leaves a hole until the holes
  /// are compacted away.
  @exclusivity(unchecked) var inMemory: [Controller?] = []
  /// How many holes `inMemory` has.
  @exclusivity(unchecked) var holesInMemory = 0
  /// References held by owners that are not controllers (`Cache`), in the order taken.
  @exclusivity(unchecked) var freeStandingReferences = OrderedBag<NamedReference>()
  /// Whether the status bar is hidden (changed by `loadView=statusBar`).
  @exclusivity(unchecked) var statusBarHidden = false
  /// The application, once a scenario launches it (`launch`): whether it has scenes and
  /// whether it is in the background.
  @exclusivity(unchecked) var application: Application?
  /// When statements and the halves of their transitions happen: what is running, held or
  /// pending, and the statements' local references (`Schedule`, with every legal move).
  @exclusivity(unchecked) var schedule: Schedule
  /// Who the callbacks being sent come from (`CallbackRecord.cause`).
  @exclusivity(unchecked) var cause = Origin.app
  /// The list of parts the last transition to end gave back, for the next to build in
  /// (`partsList(capacity:)`).
  @exclusivity(unchecked) var spareParts: [Transition.Part] = []
  /// The last flight to end, for the next transition to fly in (`InFlight.reset`).
  @exclusivity(unchecked) var spareFlight: InFlight?
  /// The flight whose half is being played now, which a child a hook's code adds to one of
  /// its arriving containers joins (`joinsFlight`); `nil` between halves.
  @exclusivity(unchecked) var flightPlaying: InFlight?
  /// The controller whose code runs the statement being played: a hook's NAME, its
  /// implicit caller; `nil` at a scenario's top level.
  @exclusivity(unchecked) var caller: Controller?
  /// What stopped the run inside a hook's code, if anything: nothing more is traced, and
  /// the statement running throws it.
  @exclusivity(unchecked) public internal(set) var failure: EngineError? {
    didSet { hasFailed = failure != nil }
  }
  /// Whether `failure` is set: a stored flag, which `emit` reads for every event (testing
  /// the optional error itself copies it each time).
  @exclusivity(unchecked) private(set) var hasFailed = false
  /// The creation index of the last screen reported (an index is never reused, unlike an
  /// object's address, and holding the controller itself would keep it alive).
  @exclusivity(unchecked) var lastScreen: Int?
  @exclusivity(unchecked) var nextID = 0
  @exclusivity(unchecked) var navigationCount = 0
  @exclusivity(unchecked) var tabBarCount = 0
  /// Whether a pop gesture on a root froze some navigation controller (rule
  /// `gesture.rootFreeze`): only then do navigation requests look for a frozen one.
  @exclusivity(unchecked) var someNavigationFroze = false
  /// How many times the device has rotated (`rotate`); a view laid out at fewer lays out
  /// again at its next appearance (`Controller.rotationsSeen`).
  @exclusivity(unchecked) var rotations: UInt32 = 0
  /// The device the window is on (`device`): on an iPad, sheets and popovers never adapt
  /// (rule `device.ipad`).
  @exclusivity(unchecked) public var device = Device.iphone
  /// The callback whose hook's code is running, if any (what a coordinator's note names).
  @exclusivity(unchecked) var hookCallback: Callback?

  // The hot storage behind the public accessors above: the engine is a single-threaded
  // object, and the dynamic exclusivity check on every event was its largest single cost
  // (docs/performance.md). Unchecked only where no code outside this file can reach.
  @exclusivity(unchecked) private var recorded: [TraceEvent] = []
  @exclusivity(unchecked) private var sink: (any TraceEventSink)?
  @exclusivity(unchecked) private var text: TextTrace?
  /// `text`'s buffer, reached without a retain and a release a line (`text` keeps it).
  @exclusivity(unchecked) private var textBuffer: Unmanaged<TextBuffer>?
  @exclusivity(unchecked) private var textShowsContainers = false
  @exclusivity(unchecked) private var textShowsFlags = false
  @exclusivity(unchecked) private(set) var emitted = 0
  /// The steps of work done without printing a line for them (`charge`); with the lines
  /// printed, what the work bound counts.
  @exclusivity(unchecked) var silentSteps = 0
  /// How many statements the engine has played.
  @exclusivity(unchecked) var statementCount = 0

  /// Creates an engine with an empty window, tracing the life cycle and what `includes`
  /// asks for besides.
  public init(profile: Profile = .documented, limits: Limits = Limits(), includes: Includes = []) {
    self.profile = profile
    self.limits = limits
    self.includes = includes
    self.played = includes
    // Without a default in their declarations, so that a copy makes none of these.
    names = NameTable()
    controllerTable = UnsafeControllerTable()
    schedule = Schedule()
  }

  /// An engine in `original`'s state, its controllers the rows of `table` (a copy of the
  /// original's): `copy()`. Each field is set once here, where a new engine overwritten field
  /// by field made a default of each and released it (a table among them), and its error's
  /// observer ran: a quarter of a copy's instructions.
  ///
  /// The copy records its events (no sink), as a new engine does; the events already
  /// recorded and counted are kept. What a transition's end leaves for the next to reuse
  /// (`spareParts`, `spareFlight`) is not copied: the next transition makes its own. With
  /// `profile`, the original's profile noting its reads elsewhere (`Engine.copy`).
  init(copying original: Engine, table: UnsafeControllerTable, profile: Profile?) {
    let copies = ControllerCopies(table: table)
    self.profile = profile ?? original.profile
    limits = original.limits
    includes = original.includes
    played = original.played
    screensReported = original.screensReported
    problemsFound = original.problemsFound
    checksInvariants = original.checksInvariants
    checksAvailability = original.checksAvailability
    names = original.names
    controllerTable = table
    windowRoot = original.windowRoot.map { copies[$0] }
    inMemory = original.inMemory.map { $0.map { copies[$0] } }
    holesInMemory = original.holesInMemory
    freeStandingReferences =
      original.freeStandingReferences.isEmpty
      ? original.freeStandingReferences
      : OrderedBag(
        original.freeStandingReferences.lazy.map {
          NamedReference(owner: $0.owner, target: copies[$0.target])
        })
    statusBarHidden = original.statusBarHidden
    application = original.application
    schedule = original.schedule
    schedule.rebind(to: copies)
    cause = original.cause.copy(copies)
    flightPlaying = original.flightPlaying?.copy(copies)
    caller = original.caller.map { copies[$0] }
    // Set in an initializer, the error does not run its observer: its flag is copied too.
    failure = original.failure
    hasFailed = original.hasFailed
    lastScreen = original.lastScreen
    nextID = original.nextID
    navigationCount = original.navigationCount
    tabBarCount = original.tabBarCount
    someNavigationFroze = original.someNavigationFroze
    rotations = original.rotations
    device = original.device
    hookCallback = original.hookCallback
    recorded = original.recorded
    emitted = original.emitted
    silentSteps = original.silentSteps
    statementCount = original.statementCount
  }

  /// Plays one operation to completion: what an earlier `start` left in flight ends first.
  ///
  /// - Throws: `EngineError.raised` when UIKit would raise (the exception is also the last
  ///   event); `notInProfile` for what the profile does not have; other cases when the
  ///   scenario asks for something impossible.
  public func perform(_ operation: Operation) throws(EngineError) {
    try start(operation)
    settle()
    // A hook's code may stop the run while the transition ends.
    try throwIfStopped()
  }

  /// Plays one operation as a statement of a scenario, leaving its last animated transition
  /// in flight (between its `will` and its `did` callbacks), so that a `meanwhile`
  /// operation that comes next arrives during the animation, as it would in an app. Any
  /// other operation, `settle()` or `finish()` lets the animation end first. The caller
  /// never needs to know what comes next.
  ///
  /// - Parameters:
  ///   - operation: what the scenario's statement asks.
  ///   - announce: called once what was pending has ended and before the operation's own
  ///     events (a trace writes the statement's header there).
  /// - Throws: as `perform(_:)`.
  public func start(_ operation: Operation, announce: () -> Void = {}) throws(EngineError) {
    switch operation {
    case _ where operation.settlesFirst: settle()
    case .meanwhile(.push(let push)) where !push.embedInNavigation: break
    // After a first display, a request other than a push keeps its old meaning: nothing was
    // animating, so the display ends under its own statement.
    case .meanwhile where !schedule.firstDisplayWaits: break
    default: settle()
    }
    try throwIfStopped()
    announce()
    try checkWork()
    if checksAvailability, let missing = profile.unavailability(of: operation) {
      throw .notInProfile(missing, profile: profile.name)
    }
    if case .meanwhile(let request) = operation {
      do {
        try performMeanwhile(request)
      } catch {
        abandonStatement()
        throw failure ?? error
      }
      return
    }
    try run(operation)
  }

  /// Lets what the last statement left in flight end: its animation's second half, then
  /// the statement's own references go.
  public func settle() {
    completeHeldStatement()
  }

  /// Runs `body` with `cause` as who the callbacks it sends come from, then restores the
  /// cause before it: the one way the cause changes inside a statement.
  @inline(__always)
  func withCause<Result, Failure: Error>(
    _ cause: Origin, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let outer = self.cause
    self.cause = cause
    defer { self.cause = outer }
    return try body()
  }

  /// Rule `id` of the profile, for a callback to cite. A rule the profile does not apply is
  /// a bug in StackNav (the engine acted on a behaviour its profile lacks): it is recorded as
  /// an inconsistency, and a rule saying so is what a record cites (`rule(_:)`).
  ///
  /// Rules go by their ids through the engine: a text trace never reads them, and an id is a
  /// value where a `Rule` is an object to retain and release at every line.
  @inline(__always)
  func cite(_ id: RuleID) -> RuleID {
    if !profile.has(id) {
      problemsFound.append("rule \(id.name) was cited but profile \(profile.name) lacks it")
    }
    return id
  }

  /// The rule a record cites for `id`: the profile's, or, for a rule it lacks (a bug
  /// `cite` reported), one saying so.
  func rule(_ id: RuleID) -> Rule {
    profile[id]
      ?? Rule(
        id, "Not in profile \(profile.name).", source: "a bug in StackNav",
        confidence: .unverified)
  }

  /// Ends the scenario: what is in flight ends, then every controller left alive but
  /// unreachable is reported as a leak.
  public func finish() {
    settle()
    noteHooksNeverFired()
    for leak in leaks() {
      emit(.finding(leak))
    }
  }

  /// Makes room for `count` names, so that a long scenario's name table is not rebuilt each
  /// time it grows (what a million-statement scenario spent most on, after its callbacks).
  ///
  /// - Parameter count: an upper bound on the names the scenario will use; a guess that is
  ///   too small only costs the growth it did not save. At most 2,097,152 are reserved.
  package func reserveNames(_ count: Int) {
    names.reserveCapacity(min(max(count, 0), 1 << 21))
  }

  /// Forgets the events recorded so far, keeping the buffer's capacity.
  public func clearEvents() {
    recorded.removeAll(keepingCapacity: true)
  }

  /// The alive controller with this name as it is now, if any: a value, which the engine
  /// does not change afterwards. Implicit containers are found by their trace names
  /// (`Nav#1`).
  public func controller(named name: String) -> ControllerSnapshot? {
    (node(named: name) ?? aliveControllers.first { !$0.isNamed && $0.name == name })?.snapshot
  }

  /// Every alive controller as it is now, in creation order (containers included).
  public var controllers: [ControllerSnapshot] {
    aliveControllers.map(\.snapshot)
  }

  /// `window.rootViewController` as it is now.
  public var root: ControllerSnapshot? {
    windowRoot?.snapshot
  }

  /// The engine's own node for the alive controller with this name, if any.
  func node(named name: String) -> Controller? {
    if case .alive(let slot)? = names[name] { return controllerTable[slot] }
    return nil
  }

  /// The engine's own nodes of every alive controller, in creation order.
  var aliveControllers: [Controller] {
    inMemory.compactMap { $0 }
  }

  // MARK: The trace

  /// Sends `callback` to `controller`, moving its state machines; an illegal edge is recorded
  /// as an inconsistency (a bug in the engine), never skipped silently. What is in flight is
  /// never finished here: a statement that sends after a transition's first half ends it
  /// first, where it does (`finishInFlight` reports an event sent in between).
  func send(
    _ callback: Callback, to controller: Controller, rule: RuleID, animated: Bool? = nil,
    parent: Controller? = nil, target: String? = nil, completed: Bool? = nil,
    assignsView: Bool = true
  ) {
    guard controller.isAlive else {
      report("\(callback.word) sent to \(controller.name) after its dealloc")
      return
    }
    if let next = controller.appearance.after(callback) {
      if callback == .viewWillAppear { controller.sentIsAppearing = false }
      if callback == .viewIsAppearing {
        if controller.sentIsAppearing { report("viewIsAppearing twice to \(controller.name)") }
        controller.sentIsAppearing = true
      }
      controller.appearance = next
    } else {
      report("\(callback.word) to \(controller.name) while \(controller.appearance)")
    }
    if let next = controller.view.after(callback, assigns: assignsView) {
      controller.view = next
    } else {
      report("\(callback.word) to \(controller.name) while its view is \(controller.view)")
    }
    // A line played only for a hook waiting on it is not traced: its header stands there.
    if played != includes, let group = Includes(hooking: callback), !includes.contains(group) {
      if schedule.hooks.hasArmedHooks, controller.isNamed {
        fireHooks(callback, of: controller.name, caller: controller)
      }
      return
    }
    // As `emit` does: nothing more is traced once a hook's code stopped the run.
    if !hasFailed {
      writeLine(
        callback, of: controller, rule: rule, animated: animated, parent: parent, target: target,
        completed: completed)
    }
    if schedule.hooks.hasArmedHooks, controller.isNamed {
      fireHooks(callback, of: controller.name, caller: controller)
    }
  }

  /// Writes the line of `callback` to `controller`, or hands it to the sink (`direct`: app
  /// code called the method itself, `call`).
  @inline(__always)
  func writeLine(
    _ callback: Callback, of controller: Controller, rule: RuleID, animated: Bool?,
    parent: Controller? = nil, target: String? = nil, completed: Bool? = nil,
    direct: Bool = false
  ) {
    emitted += 1
    // The flags the line shows: an appearance callback's `animated`; the controller's motion,
    // none when app code calls the method itself or a coordinator's block runs.
    var shownAnimated: Bool? { callback.isAppearanceCallback ? animated ?? false : nil }
    var shownMotion: ControllerMotion {
      direct || callback.kind == .coordinator ? [] : controller.motion
    }
    func record() -> CallbackRecord {
      CallbackRecord(
        controller: controller.name,
        controllerID: controller.id,
        isImplicit: !controller.isNamed,
        callback: callback,
        animated: shownAnimated,
        motion: shownMotion,
        completed: completed,
        parentArgument: parent?.name,
        target: target,
        container: controller.parent?.name,
        containerKind: controller.parent?.kind,
        rule: self.rule(rule),
        cause: cause.cause,
        direct: direct)
    }
    // Its words, not a record: a text trace has them written in place (`TextTrace`), any
    // other sink may write them as they are (`TraceEventSink`).
    if let textBuffer {
      if textShowsContainers || controller.isNamed || !callback.isContainersOwn {
        if textShowsFlags {
          textBuffer._withUnsafeGuaranteedRef {
            $0.writeCallbackLine(
              controller, callback, parent: parent, target: target, completed: completed,
              flags: (shownAnimated, shownMotion))
          }
        } else {
          textBuffer._withUnsafeGuaranteedRef {
            $0.writeCallbackLine(
              controller, callback, parent: parent, target: target, completed: completed)
          }
        }
      }
    } else if let sink {
      sink.callback(
        callback, of: controller.name, isImplicit: !controller.isNamed,
        parentArgument: parent?.name, target: target, completed: completed,
        rule: self.rule(rule),
        record: record)
    } else {
      recorded.append(.callback(record()))
    }
  }

  /// Hands an event to the sink, or keeps it in `events` (a callback line goes its own way,
  /// in `send`).
  func emit(_ event: TraceEvent) {
    // Once a hook's code stopped the run, the rest of what was playing is not traced.
    if hasFailed { return }
    // A hook's scope is no line of the trace: it counts toward nothing.
    if case .hookScope = event {} else { emitted += 1 }
    if let sink {
      sink.event(event)
    } else {
      recorded.append(event)
    }
  }
}
