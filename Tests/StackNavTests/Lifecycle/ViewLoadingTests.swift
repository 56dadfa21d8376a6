import StackNav
import Testing

struct ViewLoadingTests {
  @Test("reading view loads it once; a later appearance lays it out without loading again")
  func access() throws {
    let lines = try trace([.retain("A", by: "Cache"), .accessView("A"), .root("A")])
    #expect(lines.filter { $0 == "A loadView" }.count == 1)
    #expect(
      lines.suffix(4)
        == [
          "A viewWillAppear", "A viewWillLayoutSubviews", "A viewDidLayoutSubviews",
          "A viewDidAppear",
        ])
  }

  @Test("a view assigned in init means no loadView and no viewDidLoad")
  func assignedInInit() throws {
    let lines = try trace([.declare("A", Traits(viewSource: .assignedInInit)), .push("A")])
    #expect(!lines.contains("A loadView"))
    #expect(!lines.contains("A viewDidLoad"))
  }

  @Test("a status bar change in loadView loads twice, nested, only while it changes")
  func statusBar() throws {
    let lines = try trace([
      .declare("A", Traits(viewSource: .loadViewChangesStatusBar)),
      .declare("B", Traits(viewSource: .loadViewChangesStatusBar)),
      .push("A", "B"),
    ])
    #expect(
      Array(lines[1...4]) == ["A loadView", "A loadView", "A viewDidLoad", "A viewDidLoad"])
    #expect(lines.filter { $0 == "B loadView" }.count == 1)
  }

  @Test("a loadView that assigns nothing repeats a bounded number of times, then a note")
  func noView() throws {
    let lines = try trace([.declare("A", Traits(viewSource: .loadViewAssignsNothing)), .push("A")])
    let repeats = Profile.documented.noViewRepeats
    #expect(lines.filter { $0 == "A loadView" }.count == repeats)
    #expect(lines.filter { $0 == "A viewDidLoad" }.count == repeats)
    #expect(lines.contains { $0.hasPrefix("! note: A.loadView assigned no view") })
    #expect(lines.last == "A viewDidAppear")
  }

  @Test("setting view to nil by hand sends nothing; the next appearance loads again")
  func manualUnload() throws {
    let lines = try trace([.push("A", "B"), .unloadView("A"), .pop])
    #expect(lines.filter { $0 == "A loadView" }.count == 2)
    #expect(!lines.contains("A viewDidUnload"))
  }
}
