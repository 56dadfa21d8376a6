import Testing

@testable import StackNav

/// The hooks' half of the schedule (`HookSchedule`): each state it can be in, every move from
/// each, the illegal ones refused with nothing changed, the invariants at rest and in between;
/// and the engine making the moves through scenarios with hooks, with no inconsistency.
struct HookScheduleTests {
  typealias Move = (inout HookSchedule) throws -> Void

  /// A controller to hold, and the table its row lives in.
  let table = UnsafeControllerTable()
  var a: Controller {
    table.count == 0 ? table.add(id: 0, name: "A", kind: .content, traits: Traits()) : table[0]
  }
  let hook = Hook(
    name: "A", callback: .viewDidLoad, statement: .pop(animated: true), text: "pop")

  /// The states the hooks can be in, each as the legal moves that lead there from rest.
  enum State: String, CaseIterable {
    case rest, armed, due, running, deferring, playingDeferred, firstHalf, secondHalf, ending
    case starting
  }

  func path(to state: State) -> [Move] {
    let running: [Move] = [{ $0.arm(hook) }, { _ = $0.disarm("A", .viewDidLoad) }, enter(0)]
    switch state {
    case .rest: return []
    case .armed: return [{ $0.arm(hook) }]
    case .due: return [{ $0.arm(hook) }, { _ = $0.disarm("A", .viewDidLoad) }]
    case .running: return running
    case .deferring: return running + [postpone(hook: 0)]
    case .playingDeferred:
      return running + [postpone(hook: 0), { _ = try $0.leave() }, { _ = $0.playDeferred() }]
    case .firstHalf: return [{ $0.beginPlaying(firstHalf) }]
    case .secondHalf: return [{ $0.beginPlaying(secondHalf) }]
    case .ending: return [{ $0.beginPlaying(secondHalf) }, { try $0.beginEnding(dismissing: []) }]
    case .starting: return [{ $0.prepareToStart() }]
    }
  }

  var firstHalf: HookSchedule.Progress {
    HookSchedule.Progress(kind: .modal, animated: true, cause: .app, arriving: [a])
  }
  var secondHalf: HookSchedule.Progress {
    HookSchedule.Progress(secondHalfOf: .modal, animated: true, cause: .app)
  }
  func enter(_ serial: Int) -> Move { { try $0.enter(serial, outerLocals: Controllers()) } }
  func postpone(hook: Int) -> Move {
    { try $0.postpone(.init(perform: {}, held: [], hook: hook, host: nil)) }
  }

  /// The hooks after `path`, each move of which must be legal, with no problem on the way.
  func hooks(after path: [Move]) throws -> HookSchedule {
    var hooks = HookSchedule()
    for move in path {
      try move(&hooks)
      #expect(hooks.problems(atRest: false) == [])
    }
    return hooks
  }

  /// What can be seen of the hooks' state: two equal summaries, nothing changed.
  func summary(_ hooks: HookSchedule) -> String {
    "\(hooks.armed.count) \(hooks.hasArmedHooks) \(hooks.hooksDeclared) \(hooks.depth) "
      + "\(hooks.current ?? -1) \(hooks.hasDeferred) \(hooks.playsDeferred) \(hooks.isBusy) "
      + "\(hooks.starting) \(hooks.tracksProgress) \(hooks.isAtRest) "
      + "\(hooks.inAnimatedNavigation) \(hooks.isArriving(a)) \(hooks.passengers.count)"
  }

  @Test("a request made while earlier ones wait and nothing is in flight waits behind them")
  func requestBehindWaitingOnes() throws {
    let second = Hook(
      name: "A", callback: .viewWillAppear, statement: .pop(animated: true), text: "pop")
    var hooks = try hooks(after: path(to: .deferring))
    // Nothing is in flight, nothing about to start: only the waiting request keeps the hooks
    // busy, so that what a hook's code asks now waits too (`Engine.requestWaits`).
    #expect(hooks.isBusy && !hooks.inAnimatedNavigation && hooks.starting == 0)
    _ = try hooks.leave()
    hooks.arm(second)
    _ = hooks.disarm("A", .viewWillAppear)
    try enter(1)(&hooks)
    #expect(hooks.isBusy)
    try postpone(hook: 1)(&hooks)
    _ = try hooks.leave()
    // They play in the order asked.
    let plays = hooks.playDeferred()
    let order = [
      hooks.takeDeferred()?.hook, hooks.takeDeferred()?.hook, hooks.takeDeferred()?.hook,
    ]
    #expect(plays && order == [0, 1, nil])
    try hooks.deferredPlayed()
    #expect(hooks.isAtRest)
  }

  @Test("every state is reached by legal moves, and only the rest state is at rest")
  func states() throws {
    for state in State.allCases {
      let hooks = try hooks(after: path(to: state))
      #expect(hooks.isAtRest == [.rest, .armed, .due].contains(state), "\(state)")
      #expect(hooks.problems(atRest: true).isEmpty == hooks.isAtRest, "\(state)")
    }
  }

  @Test(
    "each checked move, from each state: legal where it says, else refused unchanged",
    arguments: State.allCases)
  func checkedMoves(from state: State) throws {
    let moves: [(String, Set<State>, Move)] = [
      ("enter 0", [.due], enter(0)),
      ("leave", [.running, .deferring], { _ = try $0.leave() }),
      ("postpone", [.running, .deferring], postpone(hook: 0)),
      ("deferredPlayed", [.playingDeferred], { try $0.deferredPlayed() }),
      ("viewsEntered", [.firstHalf, .secondHalf, .ending], { try $0.viewsEntered() }),
      ("beginEnding", [.secondHalf], { try $0.beginEnding(dismissing: []) }),
      ("endPlaying", [.firstHalf, .secondHalf, .ending], { try $0.endPlaying() }),
      ("started", [.starting], { try $0.started() }),
    ]
    for (name, legal, move) in moves {
      var hooks = try hooks(after: path(to: state))
      let before = summary(hooks)
      do {
        try move(&hooks)
        #expect(legal.contains(state), "\(name) from \(state) was allowed")
        #expect(hooks.problems(atRest: false) == [], "\(name) from \(state)")
      } catch {
        #expect(!legal.contains(state), "\(name) from \(state) was refused: \(error)")
        #expect(summary(hooks) == before, "\(name) from \(state) changed the hooks")
      }
    }
  }

  @Test(
    "a hook not disarmed by its callback, or entered twice, cannot run; another's request is not deferred"
  )
  func enteringAndDeferring() throws {
    let refused: [[Move]] = [
      [enter(0)], path(to: .armed) + [enter(0)], path(to: .running) + [enter(0)],
      path(to: .playingDeferred) + [enter(0)], path(to: .running) + [postpone(hook: 1)],
    ]
    for path in refused {
      #expect(throws: Schedule.IllegalMove.self) { _ = try hooks(after: path) }
    }
  }

  @Test("arm and disarm: declaration order, serials, and the armed flag")
  func armAndDisarm() throws {
    var hooks = HookSchedule()
    #expect(!hooks.hasArmedHooks && !hooks.tracksProgress)
    hooks.arm(hook)
    hooks.arm(Hook(name: "B", callback: .viewDidLoad, statement: .pop(animated: true), text: "pop"))
    hooks.arm(hook)
    #expect(hooks.hasArmedHooks && hooks.tracksProgress && hooks.hooksDeclared == 3)
    #expect(hooks.disarm("A", .viewWillAppear).isEmpty)
    #expect(hooks.disarm("A", .viewDidLoad).map(\.serial) == [0, 2])
    #expect(hooks.hasArmedHooks)
    #expect(hooks.disarm("B", .viewDidLoad).map(\.serial) == [1])
    #expect(!hooks.hasArmedHooks)
    #expect(hooks.problems(atRest: true) == [])
  }

  @Test("running hooks nest: the innermost is current, and leaving gives back what it interrupted")
  func nesting() throws {
    var hooks = HookSchedule()
    hooks.arm(hook)
    hooks.arm(hook)
    #expect(hooks.disarm("A", .viewDidLoad).count == 2)
    let outer = Controllers(a)
    try hooks.enter(0, outerLocals: outer)
    try hooks.enter(1, outerLocals: Controllers())
    #expect(hooks.depth == 2 && hooks.current == 1)
    #expect(try hooks.leave().isEmpty)
    #expect(try hooks.leave().map(\.name) == ["A"])
    #expect(hooks.current == nil && hooks.isAtRest)
  }

  @Test("deferred requests play once nothing is in progress, in order, then are dropped")
  func deferredRequests() throws {
    var hooks = try hooks(after: path(to: .running) + [postpone(hook: 0), postpone(hook: 0)])
    #expect(hooks.hasDeferred && hooks.isBusy)
    // Not while the hook's own transition plays.
    hooks.beginPlaying(firstHalf)
    var plays = hooks.playDeferred()
    #expect(!plays)
    try hooks.endPlaying()
    _ = try hooks.leave()
    #expect(hooks.takeDeferred() == nil)  // only while they play
    plays = hooks.playDeferred()
    #expect(plays)
    plays = hooks.playDeferred()
    #expect(!plays)  // one loop plays them
    #expect(hooks.takeDeferred()?.hook == 0)
    #expect(hooks.takeDeferred()?.hook == 0)
    #expect(hooks.takeDeferred() == nil)
    try hooks.deferredPlayed()
    #expect(hooks.isAtRest && !hooks.hasDeferred)
  }

  @Test("a transition in progress: arriving until its views enter, passengers, its ending")
  func progress() throws {
    var hooks = HookSchedule()
    hooks.beginPlaying(firstHalf)
    #expect(hooks.isArriving(a) && hooks.isBusy)
    let b = table.add(id: 1, name: "B", kind: .content, traits: Traits())
    hooks.board([b], with: a)
    #expect(hooks.passengers.map(\.name) == ["B"])
    try hooks.viewsEntered()
    #expect(!hooks.isArriving(a))
    try hooks.endPlaying()
    hooks.beginPlaying(secondHalf)
    #expect(!hooks.isEndingDismissal(of: a))
    #expect(hooks.isBusy(a) == false)
    try hooks.beginEnding(dismissing: [a])
    #expect(hooks.isEndingDismissal(of: a))
    #expect(throws: Schedule.IllegalMove.self) { try hooks.beginEnding(dismissing: []) }
    try hooks.endPlaying()
    #expect(hooks.isAtRest)
    hooks.beginPlaying(
      HookSchedule.Progress(kind: .navigation, animated: true, cause: .app, arriving: []))
    #expect(hooks.inAnimatedNavigation)
  }

  @Test("the invariants name each way the hooks can be wrong at rest")
  func problemsAtRest() throws {
    let expected: [State: String] = [
      .running: "a hook runs at rest",
      .deferring: "a hook runs at rest",
      .playingDeferred: "deferred requests play at rest",
      .firstHalf: "a transition plays at rest",
      .starting: "a transition is about to start at rest",
    ]
    for (state, problem) in expected {
      let hooks = try hooks(after: path(to: state))
      #expect(hooks.problems(atRest: true).contains(problem), "\(state)")
    }
  }

  // MARK: The engine's statements make the moves

  @Test(
    "scenarios with hooks make every move, and the engine ends at rest with no inconsistency",
    arguments: [
      [
        Operation.hook(
          Hook(name: "A", callback: .viewDidLoad, statement: .pop(animated: true), text: "pop")),
        .push(["R", "A"], animated: true),
      ],
      [
        .hook(
          Hook(
            name: "A", callback: .viewDidAppear,
            statement: .present("C", style: nil, embedInNavigation: false, animated: true),
            text: "present C")),
        .hook(
          Hook(
            name: "A", callback: .viewWillAppear, statement: .push(["B"], animated: true),
            text: "push B")),
        .push(["A"], animated: true), .dismiss(nil, animated: true),
      ],
    ])
  func engineMoves(_ operations: [Operation]) throws {
    let engine = Engine(profile: .ios(17))
    for operation in operations { try engine.start(operation) }
    engine.finish()
    #expect(engine.schedule.hooks.isAtRest)
    #expect(engine.schedule.hooks.problems(atRest: true) == [])
    #expect(engine.inconsistencies == [])
  }
}
