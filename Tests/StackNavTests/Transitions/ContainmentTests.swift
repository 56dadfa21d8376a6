import StackNav
import Testing

struct ContainmentTests {
  @Test("addChild to a parent on screen: willMove, load, appear, didMove, then viewDidAppear")
  func addOnScreen() throws {
    let lines = try trace([.root("P"), .addChild("C", to: "P")], profile: ios(17))
    #expect(
      Array(lines.suffix(10))
        == expected(
          """
          C init
          C willMoveToParent P
          C loadView
          C viewDidLoad
          C viewWillAppear
          C viewIsAppearing
          C viewWillLayoutSubviews
          C viewDidLayoutSubviews
          C didMoveToParent P
          C viewDidAppear
          """))
  }

  @Test("addChild to a parent off screen loads both views and nothing appears")
  func addOffScreen() throws {
    let lines = try trace(
      [.retain("P", by: "Cache"), .addChild("C", to: "P")], profile: ios(17))
    #expect(
      Array(lines.suffix(7))
        == [
          "C init", "C willMoveToParent P", "P loadView", "P viewDidLoad", "C loadView",
          "C viewDidLoad", "C didMoveToParent P",
        ])
  }

  @Test("removeChild: willMove(nil), disappear, didMove(nil), then the release")
  func remove() throws {
    let lines = try trace(
      [.root("P"), .addChild("C", to: "P"), .removeChild("C")], profile: ios(17))
    #expect(
      Array(lines.suffix(5))
        == [
          "C willMoveToParent nil", "C viewWillDisappear", "C viewDidDisappear",
          "C didMoveToParent nil", "C dealloc",
        ])
  }

  @Test("a child appears and disappears with its parent")
  func forwarded() throws {
    let lines = try trace(
      [.push("P"), .addChild("C", to: "P"), .push("Q"), .pop], profile: ios(17))
    let q = try #require(lines.firstIndex(of: "Q init"))
    let after = Array(lines[q...])
    #expect(after.contains("C viewWillDisappear"))
    #expect(after.filter { $0 == "C viewDidAppear" }.count == 1)
  }

  @Test("a controller cannot become a child of its own child")
  func cycle() throws {
    let engine = Engine(profile: ios(17))
    try engine.perform(.root("P"))
    try engine.perform(.addChild("C", to: "P"))
    #expect(throws: EngineError.containmentCycle("P", parent: "C")) {
      try engine.perform(.addChild("P", to: "C"))
    }
  }
}
