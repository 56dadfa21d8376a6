import Testing

@testable import StackNav

struct PopToTests {
  @Test("popToRoot: only the top and the root get appearance callbacks (popTo.intermediates)")
  func popToRoot() throws {
    let lines = try trace(
      [.push("A", "B", "C"), .popToRoot(animated: true)], profile: ios(16))
    #expect(
      Array(lines.suffix(10))
        == expected(
          """
          C willMoveToParent nil
          B willMoveToParent nil
          C viewWillDisappear
          A viewWillAppear
          B didMoveToParent nil
          B dealloc
          C viewDidDisappear
          A viewDidAppear
          C didMoveToParent nil
          C dealloc
          """))
  }

  @Test("intermediates are freed bottom up, right after the transition starts")
  func intermediatesOrder() throws {
    let lines = callbacks(
      try trace([.push("A", "B", "C", "D"), .popToRoot(animated: true)], profile: ios(17)))
    let deallocs = lines.filter { $0.hasSuffix("dealloc") }
    #expect(deallocs == ["B dealloc", "C dealloc", "D dealloc"])
    let firstDealloc = try #require(lines.firstIndex(of: "B dealloc"))
    #expect(firstDealloc < (lines.firstIndex(of: "D viewDidDisappear") ?? 0))
  }

  @Test("popTo stops at the destination; the ones above it are popped")
  func popTo() throws {
    let engine = Engine(profile: ios(17))
    try engine.perform(.push("A", "B", "C", "D"))
    try engine.perform(.popTo("B", animated: true))
    #expect(engine.windowRoot?.children.map(\.name) == ["A", "B"])
    #expect(engine.controller(named: "C") == nil)
    #expect(engine.controller(named: "D") == nil)
  }

  @Test("popTo a controller not on the stack raises NSInternalInconsistencyException")
  func popToMissing() throws {
    let engine = Engine(profile: ios(15))
    try engine.perform(.push("A", "B"))
    #expect(
      throws: EngineError.raised(
        UIKitException(
          name: "NSInternalInconsistencyException",
          reason: "Tried to pop to a view controller that doesn't exist.",
          assertion: "*** Assertion failure in -[UINavigationController "
            + "popToViewController:transition:], UINavigationController.m:8176"),
        operand: 0)
    ) { try engine.perform(.popTo("X", animated: true)) }
  }

  @Test("popTo the top, or popToRoot at the root, pops nothing")
  func nothingToPop() throws {
    #expect(
      try trace([.push("A", "B"), .popTo("B", animated: true)], profile: ios(10)).last
        == "! note: B is already on top: nothing is popped")
    #expect(
      try trace([.push("A"), .popToRoot(animated: true)], profile: ios(10)).last
        == "! note: A is already on top: nothing is popped")
  }

  @Test("a popToRoot from a deep stack (a million deep in CI) needs no recursion that grows")
  func deep() async throws {
    let (children, alive, callbacks) = try await onSmallStack {
      let engine = Engine(profile: ios(17))
      var callbacks = 0
      engine.eventHandler = { _ in callbacks += 1 }
      try engine.perform(.push((0..<deepStack).map { "C\($0)" }, animated: false))
      try engine.perform(.popToRoot(animated: true))
      return (engine.windowRoot?.children.count, engine.aliveControllers.count, callbacks)
    }
    #expect(children == 1)
    #expect(alive == 2)
    #expect(callbacks > 2 * deepStack)
  }
}
