import StackNav
import Testing

/// Page view controllers, played by the engine alone. Expected lines: the goldens
/// `pages-first-display.trace` and `pages-scroll-swipes.trace` (ios17, delegate lines left
/// out) and rules `page.*` (docs/profiles.md).
struct PagesTests {
  @Test("the first page appears inside the page view controller's viewDidLoad")
  func firstDisplay() throws {
    let lines = try trace([.pages("P", ["A", "B", "C"])], profile: ios(17))
    #expect(
      lines
        == expected(
          """
          A init
          B init
          C init
          P init
          P loadView
          P viewDidLoad
          A loadView
          A viewDidLoad
          A viewWillAppear
          A viewIsAppearing
          A viewDidAppear
          A didMoveToParent P
          P viewWillAppear
          P viewIsAppearing
          P viewWillLayoutSubviews
          P viewDidLayoutSubviews
          A viewWillLayoutSubviews
          A viewDidLayoutSubviews
          P viewDidAppear
          """))
  }

  @Test("a completed swipe moves the child; a cancelled one runs back")
  func swipes() throws {
    let lines = try trace(
      [
        .pages("P", ["A", "B", "C"]), .swipePage("P", to: "B"),
        .swipePage("P", to: "C", cancelled: true),
      ], profile: ios(17))
    #expect(
      Array(lines.suffix(23))
        == expected(
          """
          B loadView
          B viewDidLoad
          B viewWillAppear
          A viewWillDisappear
          B viewIsAppearing
          B viewWillLayoutSubviews
          B viewDidLayoutSubviews
          B viewDidAppear
          A viewDidDisappear
          B didMoveToParent P
          A didMoveToParent nil
          C loadView
          C viewDidLoad
          C viewWillAppear
          B viewWillDisappear
          C viewIsAppearing
          C viewWillLayoutSubviews
          C viewDidLayoutSubviews
          B viewWillAppear
          B viewIsAppearing
          B viewDidAppear
          C viewWillDisappear
          C viewDidDisappear
          """))
  }
}
