import StackNav
import Testing

struct SwipeTests {
  @Test("a completed swipe back is a pop; didMove(nil) only after it completes (swipe.back)")
  func completed() throws {
    let lines = try trace([.push("A", "B"), .swipeBack(cancelled: false)], profile: ios(17))
    #expect(
      Array(lines.suffix(8))
        == expected(
          """
          B willMoveToParent nil
          B viewWillDisappear
          A viewWillAppear
          A viewIsAppearing
          B viewDidDisappear
          A viewDidAppear
          B didMoveToParent nil
          B dealloc
          """))
  }

  @Test("a cancelled swipe back runs back: no did for the first half (transition.cancel)")
  func cancelled() throws {
    let lines = try trace([.push("A", "B"), .swipeBack(cancelled: true)], profile: ios(7))
    #expect(
      Array(lines.suffix(8))
        == expected(
          """
          B willMoveToParent nil
          B viewWillDisappear
          A viewWillAppear
          A viewWillDisappear
          A viewDidDisappear
          B viewWillAppear
          B viewDidAppear
          B didMoveToParent Nav#1
          """))
  }

  @Test("a swipe back with only the root does not begin")
  func rootOnly() throws {
    #expect(
      try trace([.push("A"), .swipeBack(cancelled: false)], profile: ios(17)).last
        == "! note: only the root is on the stack: the swipeBack gesture does not begin")
  }

  @Test("swiping a sheet down dismisses it; the presenter hears nothing (swipe.down)")
  func swipeDown() throws {
    let lines = try trace(
      [
        .root("A"), .present("B", style: .pageSheet), .swipeDown(cancelled: true),
        .swipeDown(cancelled: false),
      ], profile: ios(17))
    #expect(
      Array(lines.suffix(7))
        == expected(
          """
          B viewWillDisappear
          B viewWillAppear
          B viewIsAppearing
          B viewDidAppear
          B viewWillDisappear
          B viewDidDisappear
          B dealloc
          """))
    #expect(lines.filter { $0.hasPrefix("A ") }.count == 8)
  }

  @Test("a full-screen presentation cannot be swiped down")
  func notASheet() throws {
    #expect(
      try trace(
        [.root("A"), .present("B", style: .fullScreen), .swipeDown(cancelled: false)],
        profile: ios(17)
      ).last
        == "! note: B is presented fullScreen, not as a sheet: the swipeDown gesture does not begin"
    )
  }
}
