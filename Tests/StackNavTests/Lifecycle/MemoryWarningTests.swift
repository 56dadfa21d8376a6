import StackNav
import Testing

struct MemoryWarningTests {
  @Test("every controller hears the warning; hidden views unload; nothing is freed")
  func warning() throws {
    #expect(
      try trace([.push("A", "B"), .memoryWarning]).suffix(4)
        == [
          "A didReceiveMemoryWarning", "A viewWillUnload", "A viewDidUnload",
          "B didReceiveMemoryWarning",
        ])
  }

  @Test("the navigation controller on screen hears the warning too and keeps its view")
  func containers() throws {
    let lines = try trace([.push("A", "B"), .memoryWarning], containers: true)
    #expect(lines.contains("Nav#1 didReceiveMemoryWarning"))
    #expect(!lines.contains("Nav#1 viewDidUnload"))
  }

  @Test("an unloaded controller loads and lays out again when it comes back")
  func reload() throws {
    #expect(
      try trace([.push("A", "B"), .memoryWarning, .pop]).suffix(9)
        == expected(
          """
          A loadView
          A viewDidLoad
          B viewWillDisappear
          A viewWillAppear
          A viewWillLayoutSubviews
          A viewDidLayoutSubviews
          B viewDidDisappear
          A viewDidAppear
          B dealloc
          """))
  }

  @Test("a view already nil still gets viewDidUnload, without viewWillUnload ([seed-000])")
  func nilView() throws {
    #expect(
      try trace([.push("A", "B"), .unloadView("A"), .memoryWarning]).suffix(3)
        == ["A didReceiveMemoryWarning", "A viewDidUnload", "B didReceiveMemoryWarning"])
  }

  @Test("an override without super releases nothing")
  func noSuper() throws {
    let lines = try trace([
      .declare("A", Traits(viewSource: .defaultLoadView(nib: nil), memoryWarningSkipsSuper: true)),
      .push("A", "B"), .memoryWarning, .pop,
    ])
    #expect(!lines.contains("A viewDidUnload"))
    #expect(lines.filter { $0 == "A loadView" }.count == 1)
  }

  @Test("a view never loaded has nothing to release")
  func neverLoaded() throws {
    let lines = try trace([.push("A"), .retain("C", by: "Cache"), .memoryWarning])
    #expect(lines.suffix(2) == ["A didReceiveMemoryWarning", "C didReceiveMemoryWarning"])
  }
}
