import Testing

@testable import StackNav

struct PopTests {
  @Test("pop: B leaves, A comes back without loading or laying out, B is freed last")
  func pop() throws {
    #expect(
      try trace([.push("A", "B"), .pop]).suffix(5)
        == [
          "B viewWillDisappear", "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear",
          "B dealloc",
        ])
  }

  @Test("a popped controller that another object retains stays alive until it lets go")
  func popRetained() throws {
    let lines = try trace([
      .push("A", "B"), .retain("B", by: "Cache"), .pop, .release("B", by: "Cache"),
    ])
    #expect(lines.filter { $0 == "B dealloc" }.count == 1)
    #expect(lines.last == "B dealloc")
    #expect(lines[lines.count - 2] == "A viewDidAppear")
  }

  @Test("popping the root does nothing and says so")
  func popRoot() throws {
    #expect(
      try trace([.push("A"), .pop]).last
        == "! note: A is the root of its navigation controller: "
        + "popViewController(animated:) does nothing")
  }

  @Test("pop with nothing on screen, or no navigation controller, does nothing")
  func nothingToPop() throws {
    #expect(try trace([.pop]) == ["! note: nothing is on screen: pop does nothing"])
    #expect(
      try trace([.root("A"), .pop]).last
        == "! note: A has no navigation controller: pop does nothing")
  }

  @Test("the popped controller is off the stack at once but keeps its parent until the end")
  func stackDuringPop() throws {
    let engine = Engine()
    try engine.perform(.push("A", "B"))
    let b = try #require(engine.node(named: "B"))
    try engine.perform(.pop)
    #expect(!b.isAlive)
    #expect(b.parent == nil)
    #expect(engine.windowRoot?.children.map(\.name) == ["A"])
  }
}
