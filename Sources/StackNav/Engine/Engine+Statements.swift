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
  // its context would copy the statement's operation.
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
    try checkWork()
  }

  /// Counts `steps` of work that print nothing (a search of a list, a gap closed in it)
  /// toward the work bound.
  @inline(__always)
  func charge(_ steps: Int) {
    silentSteps &+= steps
  }

  /// Throws when the run has passed the trace length or the work bound (docs/limits.md).
  func checkWork() throws(EngineError) {
    if emitted > limits.traceEvents {
      throw .limitExceeded(.traceEvents, limit: limits.traceEvents)
    }
    if emitted &+ silentSteps > limits.workSteps {
      throw .limitExceeded(.workSteps, limit: limits.workSteps)
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

  /// Hands `operation` to the engine's method for it: the one switch over every statement.
  func dispatch(_ operation: Operation) throws(EngineError) {
    if someNavigationFroze { try refuseOnFrozenNavigation(operation) }
    switch operation {
    case .root(let root): try self.root(root.name, embeddingInNavigation: root.embedInNavigation)
    case .push(let push):
      try self.push(
        push.names, embeddingInNavigation: push.embedInNavigation, animated: push.animated,
        completion: push.completion)
    case .pop(let pop): self.pop(animated: pop.animated, completion: pop.completion)
    case .present(let present) where present.alert != nil:
      try presentAlert(present, style: present.alert ?? .alert)
    case .present(let present):
      try self.present(
        present.name, from: present.from, style: present.style,
        embedInNavigation: present.embedInNavigation, animated: present.animated,
        completion: present.completion, modalInPresentation: present.modalInPresentation,
        adaptNone: present.adaptNone)
    case .dismiss(let dismiss):
      try self.dismiss(dismiss.name, animated: dismiss.animated, completion: dismiss.completion)
    case .memoryWarning: memoryWarning()
    case .retain(let reference): try retain(reference.name, by: reference.owner)
    case .release(let reference): try release(reference.name, by: reference.owner)
    case .accessView(let name): loadViewIfNeeded(try existingOrNew(name), rule: cite(.lazyLoading))
    case .unloadView(let name): unloadView(try existingOrNew(name))
    case .declare(let declaration): try declare(declaration.name, declaration.traits)
    case .popToRoot(let pop): popToRoot(animated: pop.animated)
    case .popTo(let pop): try popTo(pop.name, animated: pop.animated)
    case .setStack(let stack): try setStack(stack.names, animated: stack.animated)
    case .swipeBack(let swipe): try swipeBack(cancelled: swipe.cancelled)
    case .swipeDown(let swipe): swipeDown(cancelled: swipe.cancelled)
    case .tabs(let tabs):
      try self.tabs(tabs.names, embeddingInNavigation: tabs.embedInNavigation, in: tabs.container)
    case .select(let name): try select(name)
    case .tap(let name): try tap(name)
    case .rotate: rotate()
    case .addChild(let add):
      try addChild(add.child, to: add.parent, embeddingInNavigation: add.embedInNavigation)
    case .removeChild(let name): try removeChild(name)
    case .beginAppearance(let begin):
      try beginAppearance(begin.name, appearing: begin.appearing, animated: begin.animated)
    case .endAppearance(let name): try endAppearance(name)
    case .addSubview(let add): try addSubview(add.name, to: add.host)
    case .removeSubview(let name): try removeSubview(name)
    case .loadViewIfNeeded(let name):
      loadViewIfNeeded(try existingOrNew(name), rule: cite(.loadIfNeeded))
    case .call(let call): try callDirectly(call)
    case .popGesture(let setting): try setPopGesture(setting)
    case .tapAction(let name): try tapAction(name)
    case .tapOutside: tapOutside()
    case .alongside(let completion): registerAlongside(completion: completion)
    case .notifyInteraction: registerInteractionHandler()
    case .transition(let swap):
      try transition(from: swap.from, to: swap.to, in: swap.parent, animated: swap.animated)
    case .segue(let segue):
      try self.segue(
        segue.name, kind: segue.kind, style: segue.style, embed: segue.embedInNavigation,
        from: segue.from, animated: segue.animated, byCode: segue.byCode,
        shouldPerform: segue.shouldPerform)
    case .unwind(let unwind):
      try self.unwind(
        to: unwind.name, byCode: unwind.byCode, animated: unwind.animated,
        shouldPerform: unwind.shouldPerform)
    case .launch(let launch):
      try self.launch(launch)
    case .background: enterBackground()
    case .foreground: enterForeground()
    case .interruption: interrupt()
    case .pages(let pages):
      try showPages(
        pages.name, pages.pages, style: pages.style, in: pages.container,
        embeddingInNavigation: pages.embedInNavigation)
    case .setPage(let set):
      try turnPage(
        of: set.name, to: set.page, gesture: false, cancelled: false, animated: set.animated)
    case .swipePage(let swipe):
      try turnPage(
        of: swipe.name, to: swipe.page, gesture: true, cancelled: swipe.cancelled, animated: true)
    case .hook(let hook): arm(hook)
    case .meanwhile(let request): try dispatch(request)
    }
  }
}
