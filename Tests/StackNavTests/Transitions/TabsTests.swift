import StackNav
import Testing

struct TabsTests {
  @Test("only the first tab's view loads at launch (tab.interleaving)")
  func firstTabOnly() throws {
    let lines = try trace([.tabs(["A", "B", "C"], embedInNavigation: false)], profile: ios(16))
    #expect(lines.contains("A viewDidAppear"))
    #expect(!lines.contains("B loadView"))
    #expect(!lines.contains("C loadView"))
  }

  @Test("a tab switch: new will appear, old will and did disappear, new did (tab.interleaving)")
  func switchTabs() throws {
    let lines = try trace(
      [.tabs(["A", "B"], embedInNavigation: false), .select("B")], profile: ios(17))
    #expect(
      Array(lines.suffix(9))
        == expected(
          """
          B loadView
          B viewDidLoad
          B viewWillAppear
          A viewWillDisappear
          B viewIsAppearing
          B viewWillLayoutSubviews
          B viewDidLayoutSubviews
          A viewDidDisappear
          B viewDidAppear
          """))
  }

  @Test("under a full-screen presentation a tab switch is silent; the tab appears uncovered")
  func selectOffScreen() throws {
    let engine = Engine(profile: ios(12))
    try engine.perform(.tabs(["A", "B"], embedInNavigation: false))
    try engine.perform(.present("C", style: .fullScreen))
    engine.clearEvents()
    try engine.perform(.select("B"))
    #expect(engine.events == [])
    let lines = try trace(
      [
        .tabs(["A", "B"], embedInNavigation: false), .present("C", style: .fullScreen),
        .select("B"), .dismissTop,
      ], profile: ios(12))
    #expect(
      Array(lines.suffix(9))
        == expected(
          """
          B loadView
          B viewDidLoad
          C viewWillDisappear
          B viewWillAppear
          B viewWillLayoutSubviews
          B viewDidLayoutSubviews
          B viewDidAppear
          C viewDidDisappear
          C dealloc
          """))
  }

  @Test("with embed=nav each tab has its own stack; push goes to the selected one")
  func embedded() throws {
    let engine = Engine(profile: ios(17))
    try engine.perform(.tabs(["A", "B"], embedInNavigation: true))
    try engine.perform(.select("B"))
    try engine.perform(.push("C"))
    let c = try #require(engine.controller(named: "C"))
    #expect(engine.controller(named: c.parent ?? "")?.children == ["B", "C"])
    #expect(c.appearance == .appeared)
    try engine.perform(.select("A"))
    #expect(engine.controller(named: "A")?.appearance == .appeared)
    // A snapshot is a value: it keeps what it saw.
    #expect(c.appearance == .appeared)
    #expect(engine.controller(named: "C")?.appearance == .disappeared)
  }

  @Test("selecting the selected tab changes nothing; selecting a stranger is an error")
  func selection() throws {
    #expect(
      try trace([.tabs(["A", "B"], embedInNavigation: false), .select("A")], profile: ios(9)).last
        == "! note: A's tab is already selected: nothing changes")
    let engine = Engine(profile: ios(9))
    try engine.perform(.tabs(["A", "B"], embedInNavigation: false))
    #expect(throws: EngineError.notATab("X")) { try engine.perform(.select("X")) }
  }

  @Test("tabs move to the tab bar controller when it is given them")
  func containment() throws {
    let lines = try trace([.tabs(["A", "B"], embedInNavigation: false)], profile: ios(17))
    #expect(
      Array(lines.prefix(6))
        == [
          "A init", "B init", "A willMoveToParent Tab#1", "A didMoveToParent Tab#1",
          "B willMoveToParent Tab#1", "B didMoveToParent Tab#1",
        ])
  }
}
