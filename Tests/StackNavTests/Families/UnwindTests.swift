import StackNav
import Testing

/// Unwind segues, played by the engine alone. Expected lines: the golden
/// `unwind-from-sheet.trace` (ios13) and rules `unwind.*` (docs/profiles.md).
struct UnwindTests {
  @Test("an unwind from a presented sheet: asked, prepared, the action, then the dismissal")
  func fromSheet() throws {
    let lines = try trace(
      [.root("A"), .segue("B", kind: .present), .unwind("A")], profile: ios(13))
    #expect(
      Array(lines.suffix(6))
        == expected(
          """
          B shouldPerformSegue A
          B prepareForSegue A
          A unwindAction B
          B viewWillDisappear
          B viewDidDisappear
          B dealloc
          """))
  }
}
