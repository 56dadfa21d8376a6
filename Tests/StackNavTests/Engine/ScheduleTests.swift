import Testing

@testable import StackNav

/// The engine's schedule (`Schedule`): every legal move, from the phases it is legal from;
/// every other move refused without a change; and the engine driving each move through the
/// statements that make it, with no inconsistency.
struct ScheduleTests {
  typealias Phase = Schedule.Phase

  /// A flight and a display to put pending, and a controller to hold.
  let flight = InFlight(
    transition: Transition(kind: .navigation, cause: .app, animated: true),
    table: InterleavingRule(value: .outgoingFirst, rule: .navigationInterleaving),
    leaving: [], coming: [], layoutAfterDid: false, noticePlaces: .init())
  let display = Transition(kind: .window, cause: .window, animated: false)
  /// The table the controller's row is in, kept as long as the handle is used.
  let table = UnsafeControllerTable()
  var local: Controller {
    table.count == 0
      ? table.add(id: 0, name: "A", kind: .content, traits: Traits()) : table[0]
  }

  /// The schedule after the moves of `path`, each of which must be legal.
  func schedule(_ path: [(inout Schedule) throws -> Void]) throws
    -> Schedule
  {
    var schedule = Schedule()
    for move in path { try move(&schedule) }
    #expect(schedule.problems == [])
    return schedule
  }

  @Test("a statement with nothing pending: idle, begin, running, end, idle; its locals back")
  func plainStatement() throws {
    var schedule = try schedule([{ try $0.begin() }])
    #expect(schedule.phase == .running)
    #expect(schedule.holdsTransitions)
    schedule.adopt(local)
    #expect(try schedule.end().map(\.name) == ["A"])
    #expect(schedule.phase == .idle)
    #expect(schedule.locals.isEmpty)
    #expect(schedule.problems == [])
  }

  @Test("a statement ending in flight is held; settle ends it once the flight is taken")
  func heldThenSettled() throws {
    var schedule = try schedule([{ try $0.begin() }, { try $0.keep(flight, events: 0) }])
    schedule.adopt(local)
    #expect(try schedule.end().isEmpty)
    #expect(schedule.phase == .held)
    #expect(!schedule.holdsTransitions)
    #expect(schedule.heldLocals.map(\.name) == ["A"])
    // Settling needs the flight finished first.
    #expect(throws: Schedule.IllegalMove.self) { try schedule.settle() }
    guard case .flight = schedule.takePending() else {
      Issue.record("the flight is not pending")
      return
    }
    #expect(try schedule.settle().map(\.name) == ["A"])
    #expect(schedule.phase == .idle)
    #expect(schedule.problems == [])
  }

  @Test("a meanwhile request: held, issue, issuing; complete once the flight ends: running")
  func issuedThenCompleted() throws {
    var schedule = try schedule([
      { try $0.begin() }, { try $0.keep(flight, events: 0) }, { _ = try $0.end() },
      { try $0.issue() },
    ])
    #expect(schedule.phase == .issuing)
    #expect(!schedule.holdsTransitions)
    schedule.adopt(local)
    #expect(throws: Schedule.IllegalMove.self) { try schedule.complete() }
    _ = schedule.takePending()
    #expect(try schedule.complete().isEmpty)
    #expect(schedule.phase == .running)
    #expect(try schedule.end().map(\.name) == ["A"])
    #expect(schedule.phase == .idle)
  }

  @Test("a push in a first display's turn: postpone, held, issue, resume with it pending")
  func resumedWithDisplay() throws {
    var schedule = try schedule([
      { try $0.begin() }, { try $0.postpone(display, events: 0) }, { _ = try $0.end() },
      { try $0.issue() },
    ])
    #expect(schedule.firstDisplayWaits)
    _ = try schedule.resume(events: 0)
    #expect(schedule.phase == .running)
    guard case .firstDisplay = schedule.takePending() else {
      Issue.record("the display is not pending")
      return
    }
    #expect(!schedule.hasPending)
  }

  @Test("dropped and failed: a raise drops what is pending; a failed statement is idle again")
  func droppedAndFailed() throws {
    var schedule = try schedule([{ try $0.begin() }, { try $0.keep(flight, events: 0) }])
    try schedule.dropPending()
    #expect(!schedule.hasPending)
    schedule.adopt(local)
    try schedule.fail()
    #expect(schedule.phase == .idle)
    // The failed statement's locals go on to the next one.
    try schedule.begin()
    #expect(try schedule.end().map(\.name) == ["A"])
  }

  @Test(
    "every move is refused, with nothing changed, from a phase it is not legal from",
    arguments: [Phase.idle, .running, .held, .issuing])
  func illegalMoves(from phase: Phase) throws {
    let paths: [Phase: [(inout Schedule) throws -> Void]] = [
      .idle: [],
      .running: [{ try $0.begin() }],
      .held: [{ try $0.begin() }, { try $0.keep(flight, events: 0) }, { _ = try $0.end() }],
      .issuing: [
        { try $0.begin() }, { try $0.keep(flight, events: 0) }, { _ = try $0.end() },
        { try $0.issue() },
      ],
    ]
    let moves: [(String, Set<Phase>, (inout Schedule) throws -> Void)] = [
      ("begin", [.idle], { try $0.begin() }),
      ("keep", [.running], { try $0.keep(flight, events: 0) }),
      ("postpone", [.running], { try $0.postpone(display, events: 0) }),
      ("dropPending", [.running, .issuing], { try $0.dropPending() }),
      ("end", [.running], { _ = try $0.end() }),
      ("settle", [], { _ = try $0.settle() }),  // held only, and only once the flight ended
      ("issue", [.held], { try $0.issue() }),
      ("complete", [], { _ = try $0.complete() }),  // issuing, once the flight ended
      ("resume", [.issuing], { _ = try $0.resume(events: 0) }),
      ("fail", [.running], { try $0.fail() }),  // issuing too, once the flight ended
    ]
    for (name, legal, move) in moves {
      var schedule = try schedule(paths[phase] ?? [])
      let before = (schedule.phase, schedule.hasPending)
      do {
        try move(&schedule)
        #expect(legal.contains(phase), "\(name) from \(phase) was allowed")
      } catch {
        #expect(!legal.contains(phase), "\(name) from \(phase) was refused: \(error)")
        #expect(schedule.phase == before.0 && schedule.hasPending == before.1, "\(name)")
      }
    }
  }

  @Test(
    "once nothing is pending, settle is legal from held alone, complete from issuing alone",
    arguments: [Phase.held, .issuing])
  func endingTheHeldStatement(from phase: Phase) throws {
    var settling = try schedule(
      phase == .held
        ? [{ try $0.begin() }, { try $0.keep(flight, events: 0) }, { _ = try $0.end() }]
        : [
          { try $0.begin() }, { try $0.keep(flight, events: 0) }, { _ = try $0.end() },
          { try $0.issue() },
        ])
    // The held transition ends (the engine plays its second half).
    _ = settling.takePending()
    var completing = settling
    #expect(((try? settling.settle()) != nil) == (phase == .held))
    #expect(((try? completing.complete()) != nil) == (phase == .issuing))
  }

  // MARK: The engine's statements make the moves

  @Test("the engine goes idle, running, held, issuing and back with each kind of statement")
  func engineMoves() throws {
    let engine = Engine(profile: .ios(17))
    try engine.start(.push(["A"], animated: true))
    #expect(engine.schedule.phase == .held)  // the first display waits for the turn's end
    #expect(engine.schedule.firstDisplayWaits)
    try engine.start(.push(["B"], animated: true))
    #expect(engine.schedule.phase == .held)
    try engine.start(
      .meanwhile(.present("C", style: nil, embedInNavigation: false, animated: true)))
    #expect(engine.schedule.phase == .held)  // the request became a statement, itself held
    try engine.start(.meanwhile(.dismiss(nil, animated: true)))
    #expect(engine.schedule.phase == .idle)  // dropped during the presentation, with a warning
    try engine.start(.push(["D"], animated: true))
    engine.settle()
    #expect(engine.schedule.phase == .idle)
    #expect(throws: EngineError.self) { try engine.start(.release("A", by: "Nobody")) }
    #expect(engine.schedule.phase == .idle)  // failed: idle again
    engine.finish()
    #expect(engine.inconsistencies == [])
  }

  @Test("a push joining a first display resumes it; one pushing the root again drops it")
  func engineFirstDisplay() throws {
    let engine = Engine(profile: .ios(18))
    try engine.start(.push(["R"], animated: true))
    #expect(engine.schedule.phase == .held)
    #expect(engine.schedule.firstDisplayWaits)
    try engine.start(.meanwhile(.push(["P"], animated: true)))
    engine.finish()
    #expect(engine.inconsistencies == [])
    let raising = Engine(profile: .ios(18))
    try raising.start(.push(["R"], animated: true))
    #expect(throws: EngineError.self) {
      try raising.start(.meanwhile(.push(["R"], animated: true)))
    }
    #expect(!raising.schedule.hasPending)
    #expect(raising.inconsistencies == [])
  }

  @Test("an illegal move by the engine is an inconsistency, and changes nothing")
  func engineIllegalMove() {
    let engine = Engine()
    engine.move { schedule throws(Schedule.IllegalMove) in _ = try schedule.settle() }
    #expect(engine.inconsistencies == ["schedule: settle while idle"])
    #expect(engine.schedule.phase == .idle)
  }

  @Test("a callback sent while a running statement's transition is in flight is an inconsistency")
  func sendInFlight() throws {
    let engine = Engine(profile: .ios(17))
    try engine.perform(.push(["A"], animated: true))
    let a = try #require(engine.node(named: "A"))
    engine.move { schedule throws(Schedule.IllegalMove) in try schedule.begin() }
    engine.move { schedule throws(Schedule.IllegalMove) in
      try schedule.keep(flight, events: engine.eventCount)
    }
    #expect(!engine.schedule.eventsSentWhilePending(engine.eventCount))
    engine.send(.viewWillLayoutSubviews, to: a, rule: engine.cite(.creation))
    #expect(engine.schedule.eventsSentWhilePending(engine.eventCount))
    engine.finishInFlight()
    #expect(
      engine.inconsistencies == [
        "an event was sent while a transition was in flight, before it ended"
      ])
  }
}
