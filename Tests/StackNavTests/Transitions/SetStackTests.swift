import StackNav
import Testing

struct SetStackTests {
  @Test("a new top not on the stack: a push transition; the old top gets no move; both freed")
  func pushLike() throws {
    let lines = try trace(
      [.push("A", "B"), .setStack(["A", "C"], animated: true)], profile: ios(16))
    let tail = Array(lines.drop { $0 != "C init" })
    #expect(
      tail
        == expected(
          """
          C init
          C willMoveToParent Nav#1
          C loadView
          C viewDidLoad
          B viewWillDisappear
          C viewWillAppear
          C viewWillLayoutSubviews
          C viewDidLayoutSubviews
          B viewDidDisappear
          C viewDidAppear
          C didMoveToParent Nav#1
          B dealloc
          """))
  }

  @Test("a new top already below: a pop transition")
  func popLike() throws {
    let lines = try trace([.push("A", "B"), .setStack(["A"], animated: false)], profile: ios(11))
    #expect(
      Array(lines.suffix(5))
        == expected(
          """
          B viewWillDisappear
          A viewWillAppear
          B viewDidDisappear
          A viewDidAppear
          B dealloc
          """))
    #expect(!lines.contains("B willMoveToParent nil"))
  }

  @Test("the same top: no transition; moves inside the call, removed first; no load below")
  func noTransition() throws {
    let lines = try trace(
      [.push("A", "B"), .setStack(["C", "B"], animated: true)], profile: ios(17))
    let tail = Array(lines.drop { $0 != "C init" })
    #expect(
      tail == [
        "C init", "A willMoveToParent nil", "A didMoveToParent nil", "C willMoveToParent Nav#1",
        "C didMoveToParent Nav#1", "A dealloc",
      ])
  }

  @Test("a controller twice raises NSInternalInconsistencyException")
  func distinct() throws {
    let engine = Engine(profile: ios(14))
    try engine.perform(.push("A"))
    do {
      try engine.perform(.setStack(["A", "B", "A"], animated: true))
      Issue.record("no exception")
    } catch {
      guard case .raised(let exception, let operand) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(exception.name == "NSInternalInconsistencyException")
      #expect(
        exception.reason.hasPrefix(
          "All view controllers in a navigation controller must be distinct"))
      #expect(operand == 2)
    }
  }

  @Test("on an empty window, a navigation controller with the stack becomes the root")
  func emptyWindow() throws {
    let lines = try trace([.setStack(["A", "B"], animated: true)], profile: ios(17))
    #expect(!lines.contains("A loadView"))
    #expect(lines.contains("B viewDidAppear"))
  }
}
