/// A statement's run through the schedule: begun, continued by a `meanwhile` request, closed
/// (its locals released, the model checked), held, completed or abandoned; and the one
/// switch that hands each operation to the engine's method for it.
extension Engine {
  /// Plays `operation` with nothing pending, leaving its last animated transition in flight.
  func run(_ operation: Operation) throws(EngineError) {
    try runStatement { () throws(EngineError) in try dispatch(operation) }
  }

  /// Plays `operation` in the statement that is running (a `meanwhile` request, once the
  /// transition it arrived during has ended).
  func continueStatement(with operation: Operation) throws(EngineError) {
    try continueStatement { () throws(EngineError) in try dispatch(operation) }
  }

  /// Runs `body` as a statement (idle → running): its transitions held, its last animated one
  /// left in flight, its local references released when it ends.
  // Inlined, with the next, into their few callers: the closure then captures nothing, where
  // its context copied the statement's operation (3% of a run's instructions).
  @inline(__always)
  func runStatement(_ body: () throws(EngineError) -> Void) throws(EngineError) {
    move { schedule throws(Schedule.IllegalMove) in try schedule.begin() }
    try continueStatement(body)
  }

  /// Runs `body` in the statement that is running, then ends the statement: held if
  /// something is still pending, else closed.
  @inline(__always)
  func continueStatement(_ body: () throws(EngineError) -> Void) throws(EngineError) {
    cause = .app
    do {
      try body()
      // The last transition a hook's code deferred may stay in flight, for a `meanwhile` to
      // arrive during it.
      playDeferredRequests(keepingLastInFlight: true)
      try throwIfStopped()
    } catch {
      abandonStatement()
      // What stopped the run in a hook's code came first.
      throw failure ?? error
    }
    try closeStatement()
  }

  /// Ends the statement that is running: held when something is still pending; else its
  /// local references go, the model is checked and the trace's length too.
  func closeStatement() throws(EngineError) {
    cause = .app
    guard let locals = move({ schedule throws(Schedule.IllegalMove) in try schedule.end() }),
      schedule.phase == .idle
    else { return }
    releaseLocals(locals)
    #if DEBUG
      let checks = true
    #else
      let checks = checksInvariants
    #endif
    if checks {
      // A full check costs a walk of every controller: on huge scenarios, only now and then.
      statementCount += 1
      if inMemory.count <= 10_000 || statementCount & (statementCount - 1) == 0 {
        checkInvariants()
      }
    }
    controllerTable.rest()
    if emitted > limits.traceEvents {
      throw .limitExceeded(.traceEvents, limit: limits.traceEvents)
    }
  }

  /// Ends a held statement (held → idle): what it left pending ends, then its local
  /// references go.
  func completeHeldStatement() {
    guard schedule.phase == .held else { return }
    finishInFlight()
    // What a hook's code deferred during that transition plays before the statement ends.
    playDeferredRequests(keepingLastInFlight: false)
    cause = .app
    releaseLocals(
      move { schedule throws(Schedule.IllegalMove) in try schedule.settle() } ?? Controllers())
    if schedule.phase == .idle { controllerTable.rest() }
  }

  /// Ends a statement that threw: what was pending ends first, and the schedule is idle
  /// again (the statement's locals go on to the next one).
  func abandonStatement() {
    finishInFlight()
    guard schedule.phase == .running || schedule.phase == .issuing else { return }
    move { schedule throws(Schedule.IllegalMove) in try schedule.fail() }
  }

  /// Makes a move of the schedule; an illegal one is a bug in StackNav, reported as an
  /// inconsistency, and changes nothing.
  @discardableResult
  func move<Result>(_ body: (inout Schedule) throws(Schedule.IllegalMove) -> Result) -> Result? {
    do {
      return try body(&schedule)
    } catch {
      report(error.description)
      return nil
    }
  }

  func dispatch(_ operation: Operation) throws(EngineError) {
    switch operation {
    case .root(let name, let embed): try root(name, embeddingInNavigation: embed)
    case .push(let names, let embed, let animated, let completion):
      try push(names, embeddingInNavigation: embed, animated: animated, completion: completion)
    case .pop(let animated, let completion): pop(animated: animated, completion: completion)
    case .present(
      let name, let presenter, let style, let embed, let animated, let completion,
      let modal):
      try present(
        name, from: presenter, style: style, embedInNavigation: embed, animated: animated,
        completion: completion, modalInPresentation: modal)
    case .dismiss(let name, let animated, let completion):
      try dismiss(name, animated: animated, completion: completion)
    case .memoryWarning: memoryWarning()
    case .retain(let name, let owner): try retain(name, by: owner)
    case .release(let name, let owner): try release(name, by: owner)
    case .accessView(let name): loadViewIfNeeded(try existingOrNew(name), rule: cite(.lazyLoading))
    case .unloadView(let name): unloadView(try existingOrNew(name))
    case .declare(let name, let traits): try declare(name, traits)
    case .popToRoot(let animated): popToRoot(animated: animated)
    case .popTo(let name, let animated): try popTo(name, animated: animated)
    case .setStack(let names, let animated): try setStack(names, animated: animated)
    case .swipeBack(let cancelled): swipeBack(cancelled: cancelled)
    case .swipeDown(let cancelled): swipeDown(cancelled: cancelled)
    case .tabs(let names, let embed): try tabs(names, embeddingInNavigation: embed)
    case .select(let name): try select(name)
    case .tap(let name): try tap(name)
    case .rotate: rotate()
    case .addChild(let child, let parent): try addChild(child, to: parent)
    case .removeChild(let name): try removeChild(name)
    case .beginAppearance(let name, let appearing, let animated):
      try beginAppearance(name, appearing: appearing, animated: animated)
    case .endAppearance(let name): try endAppearance(name)
    case .addSubview(let name, let host): try addSubview(name, to: host)
    case .removeSubview(let name): try removeSubview(name)
    case .loadViewIfNeeded(let name):
      loadViewIfNeeded(try existingOrNew(name), rule: cite(.loadIfNeeded))
    case .transition(let from, let to, let parent, let animated):
      try transition(from: from, to: to, in: parent, animated: animated)
    case .segue(
      let name, let kind, let style, let embed, let from, let animated, let byCode,
      let shouldPerform):
      try segue(
        name, kind: kind, style: style, embed: embed, from: from, animated: animated,
        byCode: byCode, shouldPerform: shouldPerform)
    case .unwind(let name, let byCode, let animated, let shouldPerform):
      try unwind(to: name, byCode: byCode, animated: animated, shouldPerform: shouldPerform)
    case .launch(let name, let embed, let scenes, let storyboard, let background):
      try launch(
        name, embed: embed, scenes: scenes, windowFromStoryboard: storyboard,
        intoBackground: background)
    case .background: enterBackground()
    case .foreground: enterForeground()
    case .interruption: interrupt()
    case .pages(let name, let pages, let style): try showPages(name, pages, style: style)
    case .setPage(let name, let page, let animated):
      try turnPage(of: name, to: page, gesture: false, cancelled: false, animated: animated)
    case .swipePage(let name, let page, let cancelled):
      try turnPage(of: name, to: page, gesture: true, cancelled: cancelled, animated: true)
    case .hook(let hook): arm(hook)
    case .meanwhile(let request): try dispatch(request)
    }
  }
}
