import StackNav
import Testing

struct RootTests {
  @Test("the window's first root appears, not animated, after loading and laying out")
  func firstAppearance() throws {
    #expect(
      try trace([.root("A")])
        == expected(
          """
          A init
          A loadView
          A viewDidLoad
          A viewWillAppear
          A viewWillLayoutSubviews
          A viewDidLayoutSubviews
          A viewDidAppear
          """))
  }

  @Test("a new root replaces the old one, which is freed with its stack")
  func replace() throws {
    let lines = try trace([.push("A", "B"), .root("C")])
    #expect(lines.suffix(2) == ["A dealloc", "B dealloc"])
    #expect(lines.contains("B viewDidDisappear"))
    #expect(
      !lines.contains("A viewDidDisappear")
        || lines.firstIndex(of: "A viewDidDisappear")! < lines.firstIndex(of: "C init")!)
  }

  @Test("setting the same root again changes nothing")
  func sameRoot() throws {
    #expect(
      try trace([.root("A"), .root("A")]).last
        == "! note: A already is the window's root view controller: nothing changes")
  }
}
