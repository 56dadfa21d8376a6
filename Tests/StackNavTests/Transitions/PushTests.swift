import Testing

@testable import StackNav

struct PushTests {
  @Test("push A B on an empty window gives the trace format's example")
  func contractExample() throws {
    #expect(
      try trace([.push("A", "B")])
        == expected(
          """
          A init
          A loadView
          A viewDidLoad
          A viewWillAppear
          A viewWillLayoutSubviews
          A viewDidLayoutSubviews
          A viewDidAppear
          B init
          B loadView
          B viewDidLoad
          A viewWillDisappear
          B viewWillAppear
          B viewWillLayoutSubviews
          B viewDidLayoutSubviews
          A viewDidDisappear
          B viewDidAppear
          """))
  }

  @Test("the first push creates a navigation controller that the window holds")
  func implicitNavigation() throws {
    let engine = Engine()
    try engine.perform(.push("A"))
    let navigation = try #require(engine.windowRoot)
    #expect(navigation.kind == .navigation)
    #expect(navigation.name == "Nav#1")
    #expect(navigation.children.map(\.name) == ["A"])
    #expect(Array(navigation.retainers) == [.window])
  }

  @Test("containers are traced when asked, parents before children")
  func containers() throws {
    let lines = try trace([.push("A")], containers: true)
    #expect(lines.prefix(4) == ["A init", "Nav#1 init", "Nav#1 loadView", "Nav#1 viewDidLoad"])
    let appear = lines.filter { $0.hasSuffix("viewWillAppear") }
    #expect(appear == ["Nav#1 viewWillAppear", "A viewWillAppear"])
  }

  @Test("pushing an instance already on the stack raises NSInvalidArgumentException")
  func pushTwice() throws {
    let engine = Engine()
    try engine.perform(.push("A", "B"))
    #expect(throws: EngineError.self) { try engine.perform(.push("A")) }
    guard case .exception(let exception)? = engine.events.last else {
      Issue.record("the exception is not the last event")
      return
    }
    #expect(exception.name == "NSInvalidArgumentException")
    #expect(
      exception.reason
        == "Pushing the same view controller instance more than once is not supported (<A>)")
  }

  @Test("the exception names the operand that made UIKit raise")
  func pushTwiceOperand() throws {
    let engine = Engine()
    do {
      try engine.perform(.push("A", "B", "B"))
      Issue.record("no exception")
    } catch {
      guard case .raised(_, let operand) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(operand == 2)
    }
  }

  @Test("push where no navigation controller holds the visible content does nothing")
  func pushWithoutNavigation() throws {
    #expect(
      try trace([.root("A"), .push("B")]).suffix(3)
        == [
          "B init", "! note: A has no navigation controller: B is not pushed", "B dealloc",
        ])
  }

  @Test("pushing a controller that is already the window's root is refused")
  func pushRoot() throws {
    let engine = Engine()
    try engine.perform(.root("A"))
    try engine.perform(.present("B", style: nil, embedInNavigation: true, animated: true))
    #expect(throws: EngineError.alreadyInHierarchy("A", place: "the window's root view controller"))
    {
      try engine.perform(.push("A"))
    }
  }
}
