import StackNav
import Testing

/// Code inside callbacks (`on NAME WORD STATEMENT`), played by the engine alone (the command
/// line's errors are StackTraceCLITests' `HookTests`). Expected lines: the goldens
/// `hook-present-from-viewdidload.trace` and `hook-two-requests-in-order.trace` (ios17) and
/// rules `hook.*` (docs/profiles.md).
struct HookTests {
  func hook(_ name: String, _ callback: Callback, _ statement: Operation, _ text: String)
    -> Operation
  {
    .hook(Hook(name: name, callback: callback, statement: statement, text: text))
  }

  @Test("a present from viewDidLoad: made, refused with UIKit's warning, freed; A appears")
  func presentFromViewDidLoad() throws {
    let lines = try trace(
      [hook("A", .viewDidLoad, .present("C"), "present C"), .root("A")], profile: ios(17))
    #expect(
      Array(lines.prefix(7))
        == expected(
          """
          A init
          A loadView
          A viewDidLoad
          # in A viewDidLoad: present C
          C init
          ! warning: [Presentation] Attempt to present <C> on <A> (from <A>) whose view is not in the window hierarchy.
          C dealloc
          """))
  }

  @Test("two requests from one callback play after the transition in progress, in order")
  func twoRequestsInOrder() throws {
    let lines = try trace(
      [
        .push("A"), hook("B", .viewDidAppear, .present("C"), "present C"),
        hook("B", .viewDidAppear, .push("D"), "push D"), .push("B"),
      ], profile: ios(17))
    let order = [
      "B viewDidAppear", "C init", "D init", "B didMoveToParent Nav#1", "C viewDidAppear",
      "D willMoveToParent Nav#1",
    ]
    let positions = order.map { line in lines.firstIndex(of: line) ?? -1 }
    #expect(!positions.contains(-1), "\(lines)")
    #expect(positions == positions.sorted(), "\(lines)")
  }

  @Test("a hook that never fires is a note at the end")
  func neverFired() throws {
    let lines = try trace(
      [hook("Z", .viewDidLoad, .pop, "pop"), .push("A")], profile: ios(17))
    #expect(lines.last?.hasPrefix("! note: ") == true)
    #expect(lines.last?.contains("on Z viewDidLoad pop") == true)
  }
}
