extension Engine {
  /// `on NAME WORD STATEMENT`: the hook waits for NAME's next WORD callback (rule
  /// `hook.fire`).
  func arm(_ hook: Hook) {
    schedule.hooks.arm(hook)
    // UIKit calls it whether or not the trace shows its lines.
    if let group = Includes(hooking: hook.callback) { played.insert(group) }
  }

  /// Fires the hooks on `name`'s `callback`, right after its line (or where the line would
  /// be): each prints its header, then its STATEMENT runs as `caller`'s code after `super`,
  /// its locals its own (rule `hook.fire`). Past the nesting limit, or when the STATEMENT
  /// fails, the run stops (`stop`).
  func fireHooks(_ callback: Callback, of name: String, caller: Controller?) {
    for armed in schedule.hooks.disarm(name, callback) {
      guard !hasFailed else { return }
      guard schedule.hooks.depth < limits.hookNestingDepth else {
        stop(
          .limitExceeded(.hookNestingDepth, limit: limits.hookNestingDepth), hook: armed.serial)
        return
      }
      emit(
        .hook(
          HookRecord(
            controller: name, callback: callback, text: armed.hook.text, hook: armed.serial)))
      guard
        move({ schedule throws(Schedule.IllegalMove) in try schedule.enterHook(armed.serial) })
          != nil
      else { return }
      let outerCaller = self.caller
      let outerCallback = hookCallback
      self.caller = caller
      hookCallback = callback
      defer { hookCallback = outerCallback }
      do {
        try withCause(.app) { () throws(EngineError) in
          try runHookStatement(armed.hook.statement)
        }
      } catch {
        stop(error, hook: armed.serial)
      }
      self.caller = outerCaller
      let own =
        move { schedule throws(Schedule.IllegalMove) in try schedule.leaveHook() } ?? Controllers()
      guard !hasFailed else { return }
      // The hook's code lets go of what it made.
      withCause(.app) { releaseLocals(own) }
      emit(.hookScope(schedule.hooks.current))
    }
  }

  /// Runs a hook's STATEMENT with the caller as its implicit caller: `present` and `segue`
  /// come from it, `dismiss` dismisses it, the navigation requests go to its navigation
  /// controller (which may have none: today's note), `unwind to` starts from it. A
  /// navigation request or dismissal made while a transition is in progress waits for its
  /// end (rule `hook.deferred`); `present`, `segue` and `unwind to` make their checks and
  /// preparations now and defer only their perform.
  func runHookStatement(_ statement: Operation) throws(EngineError) {
    guard let caller else {
      try runAppHookStatement(statement)
      return
    }
    if let names = Self.namesOfNavigationRequest(statement) {
      try requestNavigation(statement, by: caller, creating: names)
      return
    }
    switch statement {
    case .present(var present) where present.from == nil:
      present.from = caller.name
      try dispatch(.present(present))
    case .segue(var segue) where segue.from == nil:
      segue.from = caller.name
      try dispatch(.segue(segue))
    case .dismiss(var dismissal):
      dismissal.name = dismissal.name ?? caller.name
      let operation = Operation.dismiss(dismissal)
      try request(holding: [caller]) { _ throws(EngineError) in try self.dispatch(operation) }
    default:
      try dispatch(statement)
    }
  }

  /// The names a navigation request (`push`, `setStack`, `popTo`, `pop`, `popToRoot`)
  /// creates at the call, or `nil` for any other statement.
  private static func namesOfNavigationRequest(_ statement: Operation) -> [String]? {
    switch statement {
    case .push(let push): push.names
    case .setStack(let stack): stack.names
    case .popTo(let pop): [pop.name]
    case .pop, .popToRoot: []
    default: nil
    }
  }

  /// A hook's STATEMENT on the app's delegate (`on App WORD`), run as at the top level: a
  /// navigation request made while a transition is in progress or about to start (the
  /// launch's first display) waits for its end, the controllers it names created now (rule
  /// `hook.deferred`).
  private func runAppHookStatement(_ statement: Operation) throws(EngineError) {
    guard let names = Self.namesOfNavigationRequest(statement), requestWaits else {
      try dispatch(statement)
      return
    }
    var held: [Controller] = []
    for name in names {
      held.append(try existingOrNew(name))
    }
    try request(holding: held) { _ throws(EngineError) in try self.dispatch(statement) }
  }

  /// A navigation request of a hook's code: the controllers it names are created now; with
  /// no navigation controller above the caller it does nothing now (today's notes); else it
  /// goes to that navigation controller, at once or after the transition in progress.
  private func requestNavigation(
    _ statement: Operation, by caller: Controller, creating names: [String]
  ) throws(EngineError) {
    var held = [caller]
    for name in names {
      held.append(try existingOrNew(name))
    }
    guard navigationController(holding: caller) != nil else {
      try dispatch(statement)
      return
    }
    let verb = startsPush(statement) ? "push" : "pop"
    let brought = controllerBroughtOnScreen(by: statement, caller: caller)
    try request(holding: held, navigation: verb, bringing: brought) { _ throws(EngineError) in
      try self.withCaller(caller) { () throws(EngineError) in try self.dispatch(statement) }
    }
  }

  /// Runs `body` with `caller` as the implicit caller of what it plays.
  func withCaller(_ caller: Controller?, _ body: () throws(EngineError) -> Void)
    throws(EngineError)
  {
    let outer = self.caller
    self.caller = caller
    defer { self.caller = outer }
    try body()
  }

  /// Whether a transition requested now waits (`request(holding:...)`): a hook's code asks
  /// while another transition is in progress or about to start.
  var requestWaits: Bool { schedule.hooks.current != nil && schedule.transitionInProgress }

  /// Performs a transition request: at once, unless a hook's code makes it while another
  /// transition is in progress or about to start, where it waits for that one's end
  /// holding `held` (rule `hook.deferred`). A push or pop requested during an animated push
  /// or pop nests as `meanwhile` does: the nested-navigation warnings now, the bar's line
  /// when the running one ends (rule `hook.nestedNavigation`). A presentation from `host`
  /// keeps the host busy while it waits.
  func request(
    holding held: [Controller], navigation verb: String? = nil, bringing brought: String? = nil,
    presentingFrom host: Controller? = nil, interruptingFirstDisplay: Bool = false,
    _ perform: @escaping (_ deferred: Bool) throws(EngineError) -> Void
  ) throws(EngineError) {
    guard requestWaits, let hook = schedule.hooks.current else {
      try perform(false)
      return
    }
    var playing = { () throws(EngineError) in try perform(true) }
    if let verb, schedule.hooks.inAnimatedNavigation, profile.has(.nestedNavigationWarnings) {
      log(.nestedNavigationWarnings, MisuseText.Values(verb: verb))
      log(.nestedNavigationBar, MisuseText.Values(verb: verb))
      playing = { () throws(EngineError) in
        // The running push or pop has ended (it may be a deferred one still in flight).
        self.finishInFlight()
        self.log(.nestedNavigationBar, MisuseText.Values(verb: verb), atEnd: true)
        // Up to iOS 12 the model ends the running push or pop early here (rule
        // `misuse.unbalancedNested`); from iOS 13 the request waits for it.
        self.logUnbalanced(brought, atEnd: true)
        try perform(true)
      }
    }
    for controller in held {
      retain(controller, .transition)
    }
    var deferred = HookSchedule.DeferredRequest(
      perform: playing, held: held, hook: hook, host: host)
    deferred.interruptsFirstDisplay = interruptingFirstDisplay
    move { schedule throws(Schedule.IllegalMove) in try schedule.hooks.postpone(deferred) }
  }

  /// The end of a run-loop turn for what hooks' code deferred, if anything waits: what is in
  /// flight ends, the requests play in order, and the last one's transition ends too unless
  /// `keepingLastInFlight`.
  func playDeferredRequests(keepingLastInFlight: Bool) {
    guard schedule.hooks.hasDeferred else { return }
    // A presentation the first display's content asked for starts before the display's did
    // half (rule `hook.presentAtFirstDisplay`): the display waits, taken out of flight.
    var display: InFlight?
    if schedule.hooks.nextInterruptsFirstDisplay, case .flight(let flight) = schedule.pending,
      flight.transition.kind == .window
    {
      _ = schedule.takePending()
      display = flight
    } else {
      finishInFlight()
    }
    playDeferred(interrupting: display)
    if !keepingLastInFlight { finishInFlight() }
  }

  /// Plays the deferred requests, in the order requested, once the statement's own code is
  /// over and nothing is in progress (the end of the run-loop turn): each as its hook's,
  /// then its hold goes. The first display `interrupting` ends after the first one's
  /// transition.
  func playDeferred(interrupting display: InFlight? = nil) {
    var display = display
    guard !schedule.hasPending, !hasFailed, schedule.hooks.playDeferred() else {
      if let display { withCause(display.transition.cause) { finishSecondHalf(display) } }
      return
    }
    while let request = schedule.hooks.takeDeferred() {
      emit(.hookScope(request.hook))
      do {
        try withCause(.app) { () throws(EngineError) in try request.perform() }
      } catch {
        stop(error, hook: request.hook)
      }
      if let interrupted = display.take() { finishInterrupted(interrupted) }
      guard !hasFailed else { break }
      for controller in request.held.reversed() {
        release(controller, .transition)
      }
    }
    move { schedule throws(Schedule.IllegalMove) in try schedule.hooks.deferredPlayed() }
    emit(.hookScope(schedule.hooks.current))
  }

  /// A segue or unwind has prepared: its transition is about to start, so what a hook's code
  /// requests now waits for it (rule `hook.deferred`).
  func aboutToStart(_ body: () -> Void) {
    schedule.hooks.prepareToStart()
    body()
    move { schedule throws(Schedule.IllegalMove) in try schedule.hooks.started() }
  }

  /// Stops the run with `error`, met in hook `hook`'s STATEMENT (or a transition it
  /// deferred): nothing more is traced, and the statement running throws it.
  func stop(_ error: EngineError, hook: Int) {
    guard !hasFailed else { return }
    if case .inHook = error {
      failure = error
    } else {
      failure = .inHook(error, hook: hook)
    }
  }

  /// Throws the error that stopped the run, if any.
  func throwIfStopped() throws(EngineError) {
    if let failure { throw failure }
  }

  /// The hooks that never fired, each as a note (rule `hook.fire`), in declaration order.
  func noteHooksNeverFired() {
    // (The flag first: listing no hook sorted an empty list at the end of every run.)
    guard schedule.hooks.hasArmedHooks else { return }
    for armed in schedule.hooks.armed {
      note(.hookNeverFired(hook: armed.hook.declaration))
    }
  }
}
