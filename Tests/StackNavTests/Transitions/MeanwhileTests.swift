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
          "C init", "! Attempt to present <C> on <B> while a presentation is in progress!",
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
        "! Attempt to dismiss from view controller <A> while a presentation or dismiss is in progress!"
      ))
  }

  @Test("iOS 7 warns about a nested push; other versions let it wait")
  func nestedPush() throws {
    let ios7 = try play([.push("A"), .push("B"), Self.meanwhile(.push("C"))], profile: .ios(7))
    #expect(ios7.contains("! nested push animation can result in corrupted navigation bar"))
    let ios8 = try play([.push("A"), .push("B"), Self.meanwhile(.push("C"))], profile: .ios(8))
    #expect(!ios8.contains { $0.hasPrefix("!") })
    let didAppear = try #require(ios8.firstIndex(of: "B viewDidAppear"))
    #expect(didAppear < (ios8.firstIndex(of: "C init") ?? 0))
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
