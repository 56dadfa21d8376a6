import StackNav
import Testing

struct PresentTests {
  @Test("present: B loads, A will disappear, B appears, and only then A did disappear")
  func present() throws {
    #expect(
      try trace([.root("A"), .present("B")]).suffix(9)
        == expected(
          """
          B init
          B loadView
          B viewDidLoad
          A viewWillDisappear
          B viewWillAppear
          B viewWillLayoutSubviews
          B viewDidLayoutSubviews
          B viewDidAppear
          A viewDidDisappear
          """))
  }

  @Test("the presentation is hosted by the root of the presenter's layer")
  func presentationContext() throws {
    let engine = Engine()
    try engine.perform(.push("A", "B"))
    try engine.perform(.present("C"))
    let c = try #require(engine.controller(named: "C"))
    #expect(c.presenter == "Nav#1")
    #expect(Array(c.retainers) == [.presenter])
  }

  static let stylesLeavingPresenterOnScreen: [PresentationStyle] = [
    .overFullScreen, .overCurrentContext, .custom,
  ]

  @Test(
    "over-full-screen and custom styles leave the presenter on screen, without callbacks",
    arguments: stylesLeavingPresenterOnScreen)
  func presenterStays(style: PresentationStyle) throws {
    let lines = try trace([.root("A"), .present("B", style: style), .dismissTop])
    // A's only callbacks are those of its first appearance.
    #expect(lines.filter { $0.hasPrefix("A ") }.count == 7)
    #expect(lines.last == "B dealloc")
  }

  @Test("presenting an active controller raises NSInvalidArgumentException")
  func presentActive() throws {
    let engine = Engine()
    try engine.perform(.push("A", "B"))
    #expect(
      throws: EngineError.raised(
        UIKitException(
          name: "NSInvalidArgumentException",
          reason: "Application tried to present modally an active controller <A>."),
        operand: 0)
    ) {
      try engine.perform(.present("A"))
    }
  }

  @Test("present with nothing on screen presents nothing, with a note (UIKit has no words)")
  func nothingOnScreen() throws {
    #expect(
      try trace([.present("B")])
        == [
          "B init", "! note: no view controller is on screen to present B: nothing is presented",
          "B dealloc",
        ])
  }

  @Test("embed=nav presents a new navigation controller; pushes then go onto it")
  func embedded() throws {
    let engine = Engine()
    try engine.perform(.root("A"))
    try engine.perform(.present("B", style: nil, embedInNavigation: true, animated: true))
    try engine.perform(.push("C"))
    let b = try #require(engine.controller(named: "B"))
    let navigation = try #require(engine.controller(named: b.parent ?? ""))
    #expect(navigation.children == ["B", "C"])
    #expect(navigation.presenter == "A")
  }
}
