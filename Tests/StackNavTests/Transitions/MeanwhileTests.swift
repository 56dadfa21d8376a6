import StackNav
import Testing

struct MeanwhileTests {
  static func meanwhile(_ request: Operation) -> Operation { .meanwhile(request) }

  /// Plays `operations` as the runner does: each starts as a statement, so a `meanwhile`
  /// arrives during the last animation of the one before.
  func play(_ operations: [Operation], profile: Profile = .ios(17)) throws -> [String] {
    let engine = Engine(profile: profile)
    var lines: [String] = []
    for (index, operation) in operations.enumerated() {
      try engine.start(operation)
      if index == operations.count - 1 { engine.settle() }
      for event in engine.events {
        switch event {
        case .callback(let record) where !record.isImplicit:
          lines.append("\(record.controller) \(record.callback.word)")
        case .finding(let finding):
          lines.append("! \(finding.message)")
        default:
          break
        }
      }
      engine.clearEvents()
    }
    #expect(engine.inconsistencies == [])
    return lines
  }

  @Test("a present during a presentation is dropped with UIKit's warning, mid-animation")
  func presentDuringPresentation() throws {
    let lines = try play([
      .root("A"), .present("B", style: .fullScreen), Self.meanwhile(.present("C")),
    ])
    #expect(
      Array(lines.suffix(5))
        == [
          "C init",
          "! [Presentation] Attempt to present <C> on <B> (from <B>) while a presentation is in "
            + "progress.",
          "B viewDidAppear", "A viewDidDisappear", "C dealloc",
        ])
  }

  @Test("a second dismiss while the first runs is ignored")
  func doubleDismiss() throws {
    let lines = try play([
      .root("A"), .present("B", style: .fullScreen), .dismissTop, Self.meanwhile(.dismissTop),
    ])
    #expect(lines.filter { $0 == "B dealloc" }.count == 1)
    #expect(
      lines.contains(
        "! Warning: Attempt to dismiss from view controller <A> while a presentation or dismiss "
          + "is in progress!"))
  }

  @Test("a nested push or pop warns in each version range's words; documented waits silently")
  func nestedNavigation() throws {
    let push: [Operation] = [.push("A"), .push("B"), Self.meanwhile(.push("C"))]
    let pop: [Operation] = [.push("A"), .push("B"), Self.meanwhile(.pop)]
    let ios7 = try play(push, profile: .ios(7))
    let nested = "! nested push animation can result in corrupted navigation bar"
    let finishing =
      "! Finishing up a navigation transition in an unexpected state. Navigation Bar subview "
      + "tree might get corrupted."
    // Up to iOS 12: the nested line at the request, the bar's line when B's push ends.
    let ios12 = try play(push, profile: .ios(12))
    for lines in [ios7, ios12] {
      let request = try #require(lines.firstIndex(of: nested))
      let end = try #require(lines.firstIndex(of: finishing))
      #expect(request < end && end < (lines.firstIndex(of: "C viewWillAppear") ?? 0))
    }
    #expect(
      try play(pop, profile: .ios(10)).contains(
        "! nested pop animation can result in corrupted navigation bar"))
    // From iOS 13: `a corrupted`, then the bar's refusal at once; no line at the end.
    let ios13 = try play(push, profile: .ios(13))
    let request = try #require(
      ios13.firstIndex(of: "! nested push animation can result in a corrupted navigation bar"))
    #expect(
      ios13[request + 1]
        == "! Attempting to begin a transition on navigation bar (<UINavigationBar>) while a "
        + "transition is in progress.")
    #expect(!ios13.contains(finishing))
    let documented = try play(push, profile: .documented)
    #expect(!documented.contains { $0.hasPrefix("!") })
    let didAppear = try #require(documented.firstIndex(of: "B viewDidAppear"))
    #expect(didAppear < (documented.firstIndex(of: "C init") ?? 0))
  }

  @Test("with nothing animating, meanwhile runs the request as usual")
  func nothingInFlight() throws {
    let lines = try play([.push(["A", "B"], animated: false), Self.meanwhile(.pop)])
    #expect(lines.contains("! no animation is in flight: meanwhile pop runs as usual"))
    #expect(lines.last == "B dealloc")
  }

  @Test("pushing a navigation controller raises NSInvalidArgumentException")
  func pushNavigation() throws {
    let engine = Engine()
    try engine.perform(.push("A"))
    #expect(
      throws: EngineError.raised(
        UIKitException(
          name: "NSInvalidArgumentException",
          reason: "Pushing a navigation controller is not supported"), operand: 0)
    ) {
      try engine.perform(.push(["B"], embedInNavigation: true, animated: true))
    }
  }
}
