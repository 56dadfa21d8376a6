import StackNav
import Testing

/// Storyboard segues, played by the engine alone (the command line's errors and positions
/// are StackTraceCLITests' `SegueTests`). Expected lines: the golden
/// `Scenarios/ios17/segue-show-in-stack.trace` and rules `segue.*` (docs/profiles.md).
struct SegueTests {
  @Test("a show segue in a stack: asked, the destination made and prepared, then pushed")
  func showInStack() throws {
    let lines = try trace([.push("A"), .segue("B")], profile: ios(17))
    #expect(
      Array(lines.suffix(15))
        == expected(
          """
          A shouldPerformSegue B
          B init
          B awakeFromNib
          A prepareForSegue B
          B willMoveToParent Nav#1
          B loadView
          B viewDidLoad
          A viewWillDisappear
          B viewWillAppear
          B viewIsAppearing
          B viewWillLayoutSubviews
          B viewDidLayoutSubviews
          A viewDidDisappear
          B viewDidAppear
          B didMoveToParent Nav#1
          """))
  }

  @Test("a declined segue makes nothing; one performed by code is not asked")
  func declinedAndByCode() throws {
    let declined = try trace([.push("A"), .segue("B", shouldPerform: false)], profile: ios(17))
    #expect(
      Array(declined.suffix(2))
        == ["A shouldPerformSegue B", "! note: A declined segue B: nothing happens"])
    #expect(!declined.contains("B init"))
    let byCode = try trace([.push("A"), .segue("B", byCode: true)], profile: ios(17))
    #expect(!byCode.contains("A shouldPerformSegue B"))
    #expect(byCode.contains("A prepareForSegue B"))
  }
}
