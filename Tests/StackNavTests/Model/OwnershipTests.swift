import Testing

@testable import StackNav

struct OwnershipTests {
  @Test("a controller only a statement holds is freed when the statement ends")
  func statementReference() throws {
    #expect(
      try trace([.accessView("A")]) == ["A init", "A loadView", "A viewDidLoad", "A dealloc"])
  }

  @Test("a controller is freed exactly when its last owner lets go")
  func lastRelease() throws {
    let lines = try trace([
      .retain("A", by: "Cache"), .retain("A", by: "Other"), .release("A", by: "Cache"),
      .release("A", by: "Other"),
    ])
    #expect(lines == ["A init", "A dealloc"])
  }

  @Test("an owner named after a controller goes with it, and so does what only it held")
  func tiedOwner() throws {
    let lines = try trace([.push("A", "B"), .retain("C", by: "B.cache"), .pop])
    #expect(lines.suffix(2) == ["B dealloc", "C dealloc"])
  }

  @Test("a retain cycle off screen is a leak, reported with its path")
  func cycle() throws {
    let lines = try trace([.push("A", "B"), .retain("B", by: "B.closure"), .pop])
    #expect(
      lines.last
        == "! leak: B is alive but unreachable from the window or a free-standing owner; "
        + "retain path: B.closure -> B (a retain cycle)")
  }

  @Test("a controller held by a free-standing owner is not a leak")
  func freeStanding() throws {
    let lines = try trace([.push("A", "B"), .retain("B", by: "Cache"), .pop])
    #expect(!lines.contains { $0.hasPrefix("! leak") })
  }

  @Test("releasing a reference that is not held is an error")
  func notRetained() throws {
    let engine = Engine()
    try engine.perform(.retain("A", by: "Cache"))
    #expect(throws: EngineError.notRetained("A", owner: "Other")) {
      try engine.perform(.release("A", by: "Other"))
    }
  }

  @Test("a name is one instance: naming a freed controller again is an error")
  func usedAfterFree() throws {
    let engine = Engine()
    try engine.perform(.accessView("A"))
    #expect(throws: EngineError.nameFreed("A")) { try engine.perform(.push("A")) }
  }

  @Test("traits come before the controller is created, once")
  func traits() throws {
    let engine = Engine()
    try engine.perform(.declare("A", Traits(viewSource: .assignedInInit)))
    #expect(throws: EngineError.traitsRedeclared("A")) {
      try engine.perform(.declare("A", Traits()))
    }
    try engine.perform(.push("A"))
    #expect(throws: EngineError.traitsAfterCreation("B")) {
      try engine.perform(.retain("B", by: "Cache"))
      try engine.perform(.declare("B", Traits()))
    }
  }

  @Test("a free-standing owner's name cannot become a controller's")
  func ownerName() throws {
    let engine = Engine()
    try engine.perform(.retain("A", by: "Cache"))
    #expect(throws: EngineError.nameIsOwner("Cache")) { try engine.perform(.push("Cache")) }
  }

  @Test("every dealloc line is a real release: the row is freed and nothing links to it")
  func lifetimes() throws {
    let engine = Engine()
    try engine.perform(.push("A", "B", "C"))
    let b = try #require(engine.node(named: "B"))
    let c = try #require(engine.node(named: "C"))
    #expect(b.isAlive && c.isAlive)
    try engine.perform(.root("D"))
    engine.clearEvents()
    #expect(!b.isAlive)
    #expect(!c.isAlive)
    #expect(b.children.isEmpty && b.parent == nil && c.parent == nil)
    #expect(engine.rowProblems() == [])
    #expect(engine.aliveControllers.map(\.name) == ["D"])
  }

  @Test("the checks after each statement mark controllers past a word's 64 slots")
  func marksPastOneWord() throws {
    let engine = Engine()
    engine.checksInvariants = true
    try engine.perform(.push((0..<70).map { "C\($0)" }, animated: false))
    try engine.perform(.present("P", style: nil, embedInNavigation: false, animated: false))
    try engine.perform(.dismiss(nil, animated: false))
    try engine.perform(.pop(animated: false))
    #expect(engine.controllerTable.count > 64)
    // The top controller, past the first word's slots, on screen: a mark lost there would
    // be "appeared but off screen".
    #expect(engine.inconsistencies == [])
    #expect(engine.leaks().isEmpty)
  }

  @Test("a freed row is taken again only once the engine is at rest, by a later controller")
  func rowsReused() throws {
    let table = UnsafeControllerTable()
    let a = table.add(id: 0, name: "A", kind: .content, traits: Traits())
    table.free(a)
    // Not at rest yet: a handle to A still finds it dead, not a new controller.
    let b = table.add(id: 1, name: "B", kind: .content, traits: Traits())
    #expect(b.slot != a.slot && !a.isAlive && a.name == "A")
    table.rest()
    let c = table.add(id: 2, name: "C", kind: .content, traits: Traits())
    #expect(c.slot == a.slot && c.isAlive && c.id == 2 && table.count == 2)

    // An engine's table is as large as the most controllers alive at once.
    let engine = Engine()
    try engine.perform(.push("A", "B", "C"))
    let most = engine.controllerTable.count
    try engine.perform(.pop(animated: true, completion: false))
    try engine.perform(.pop(animated: true, completion: false))
    try engine.perform(.push("E", "F"))
    #expect(engine.controllerTable.count == most)
    #expect(engine.rowProblems() == [])
    #expect(engine.aliveControllers.map(\.name) == ["A", "Nav#1", "E", "F"])
  }

  @Test("a cascade through a deep stack (a million deep in CI) needs no recursion that grows")
  func longCascade() async throws {
    let deallocs = try await onSmallStack {
      let engine = Engine()
      var deallocs = 0
      engine.eventHandler = { event in
        if case .callback(let record) = event, record.callback == .dealloc { deallocs += 1 }
      }
      try engine.perform(.push((0..<deepStack).map { "C\($0)" }, animated: false))
      try engine.perform(.root("Other"))
      return deallocs
    }
    #expect(deallocs == deepStack + 1)
  }
}

struct EngineTeardownTests {
  @Test("controllers leaked in retain cycles are freed with the engine")
  func leakedFreedWithEngine() throws {
    weak var table: UnsafeControllerTable?
    do {
      let engine = Engine()
      try engine.perform(.push(["A", "B"], animated: true))
      try engine.perform(.retain("A", by: "B.delegate"))
      try engine.perform(.retain("B", by: "A.child"))
      try engine.perform(.root("C"))
      #expect(engine.node(named: "A")?.isAlive == true)
      #expect(engine.node(named: "B")?.isAlive == true)
      table = engine.controllerTable
    }
    // Every row, the leaked ones among them, goes with the table.
    #expect(table == nil)
  }
}

struct LimitsTests {
  static func limits(traceEvents: Int = 1_000) -> Limits {
    var limits = Limits()
    limits.stackDepth = 3
    limits.presentationDepth = 2
    limits.containmentDepth = 2
    limits.traceEvents = traceEvents
    return limits
  }

  @Test("a stack deeper than its bound is an error naming it")
  func stackDepth() throws {
    let engine = Engine(profile: .ios(17), limits: Self.limits())
    #expect(throws: EngineError.limitExceeded(.stackDepth, limit: 3)) {
      try engine.perform(.push(["A", "B", "C", "D"], animated: false))
    }
    let other = Engine(profile: .ios(17), limits: Self.limits())
    #expect(throws: EngineError.limitExceeded(.stackDepth, limit: 3)) {
      try other.perform(.setStack(["A", "B", "C", "D"], animated: false))
    }
  }

  @Test("presentation and containment chains are bounded")
  func chains() throws {
    let engine = Engine(profile: .ios(17), limits: Self.limits())
    try engine.perform(.root("A"))
    try engine.perform(.present("B", style: .fullScreen))
    try engine.perform(.present("C", style: .fullScreen))
    #expect(throws: EngineError.limitExceeded(.presentationDepth, limit: 2)) {
      try engine.perform(.present("D", style: .fullScreen))
    }
    let nested = Engine(profile: .ios(17), limits: Self.limits())
    try nested.perform(.root("P"))
    try nested.perform(.addChild("Q", to: "P"))
    try nested.perform(.addChild("R", to: "Q"))
    #expect(throws: EngineError.limitExceeded(.containmentDepth, limit: 2)) {
      try nested.perform(.addChild("S", to: "R"))
    }
  }

  @Test("views nest to their bound, addSubview and addChild counted together, and no deeper")
  func viewNesting() throws {
    var limits = Self.limits()
    limits.containmentDepth = 10
    limits.viewNestingDepth = 3
    let engine = Engine(profile: .ios(16), limits: limits)
    try engine.perform(.retain("V0", by: "Keep"))
    for index in 1...3 {
      try engine.perform(.retain("V\(index)", by: "Keep"))
      let parent = "V\(index - 1)"
      try engine.perform(
        index.isMultiple(of: 2)
          ? .addChild("V\(index)", to: parent) : .addSubview("V\(index)", to: parent))
    }
    try engine.perform(.retain("V4", by: "Keep"))
    #expect(throws: EngineError.limitExceeded(.viewNestingDepth, limit: 3)) {
      try engine.perform(.addChild("V4", to: "V3"))
    }
    #expect(throws: EngineError.limitExceeded(.viewNestingDepth, limit: 3)) {
      try engine.perform(.addSubview("V4", to: "V3"))
    }
  }

  @Test(
    "the work is bounded: steps that print nothing count, and the same scenario stops at the same place"
  )
  func work() throws {
    // Children removed oldest first: each removal closes the gap the child leaves.
    func run(limit: Int) -> (error: EngineError?, removed: Int) {
      var limits = Limits()
      limits.workSteps = limit
      let engine = Engine(profile: .ios(17), limits: limits)
      var removed = 0
      do {
        try engine.perform(.root("P"))
        for index in 0..<300 { try engine.perform(.addChild("K\(index)", to: "P")) }
        for index in 0..<300 {
          try engine.perform(.removeChild("K\(index)"))
          removed += 1
        }
      } catch {
        return (error, removed)
      }
      return (nil, removed)
    }
    // The whole run prints 4,508 callback lines: a bound above them stops it only by the
    // steps that print nothing (3,282 more in all).
    let bounded = run(limit: 6_000)
    #expect(bounded.error == .limitExceeded(.workSteps, limit: 6_000))
    #expect(bounded.removed > 0 && bounded.removed < 300)
    // Counted in steps, not seconds: the same statement every time.
    #expect(run(limit: 6_000).removed == bounded.removed)
    #expect(run(limit: 1_000_000_000).error == nil)
    #expect(
      EngineError.limitExceeded(.workSteps, limit: 100_000).description
        == "the work would exceed its limit of 100000 engine steps (--max-steps N raises it; "
        + "docs/limits.md)")
  }

  @Test("the trace length is bounded")
  func traceLength() throws {
    let engine = Engine(limits: Self.limits(traceEvents: 40))
    try engine.perform(.push(["A", "B"], animated: true))
    #expect(throws: EngineError.limitExceeded(.traceEvents, limit: 40)) {
      try engine.perform(.pop(animated: true))
      try engine.perform(.push(["C"], animated: true))
      try engine.perform(.pop(animated: true))
      try engine.perform(.push(["D"], animated: true))
    }
  }
}
