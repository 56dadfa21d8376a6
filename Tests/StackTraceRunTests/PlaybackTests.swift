import StackTraceScenarioSupport
import StackTraceTestSupport
import Testing

@testable import StackNav
@testable import StackTraceFormats
@testable import StackTraceRun
@testable import StackTraceScenario

/// A playback copied between two statements goes on exactly as the original would: the
/// explorer runs a scenario's last statement on a copy of its parent's playback.
struct PlaybackTests {
  /// How `statements` run from the start, with the explorer's trace options.
  func fresh(_ scenario: Scenario, _ profile: Profile) -> (Runner.Outcome, String) {
    let sink = ByteSink()
    let outcome = Runner.run(
      scenario, profile: profile, writer: TraceWriter(options: Explorer.traceOptions, sink: sink),
      includes: Explorer.includes, checkingInvariants: true)
    return (outcome, sink.text)
  }

  /// Plays the rest of `scenario` after `played` statements, then ends the run.
  func finish(_ playback: Playback, _ scenario: Scenario, from played: Int) -> (
    Runner.Outcome, String
  ) {
    for statement in scenario.statements.dropFirst(played) {
      if let outcome = playback.play(statement) { return (outcome, playback.text) }
    }
    return (playback.end { $0.finish() }, playback.text)
  }

  @Test(
    "a copy made between any two statements, and the original, go on as a fresh run does",
    arguments: Profile.all.map(\.name))
  func copiesGoOnAsTheOriginal(profileName: String) throws {
    let profile = try #require(Profile.named(profileName))
    let cases: UInt64 = soakTests ? 80 : 12
    var copied = 0
    for seed in 0..<cases {
      var generator = ScenarioGenerator(profile: profile, seed: 7_001 &* (seed + 1))
      let text = generator.scenario(length: 16)
      guard let scenario = try? ScenarioParser.parse(Array(text.utf8), file: "random"),
        Runner.checkAvailability(of: scenario, in: Runner.profile(for: scenario, fallback: profile))
          == nil
      else { continue }
      let resolved = Runner.profile(for: scenario, fallback: profile)
      let expected = fresh(scenario, profile)
      for split in 1..<scenario.statements.count {
        let playback = Playback(
          scenario, profile: resolved,
          writer: TraceWriter(options: Explorer.traceOptions, sink: ByteSink()),
          includes: Explorer.includes, checkingInvariants: true)
        var ended = false
        for statement in scenario.statements.prefix(split) where playback.play(statement) != nil {
          ended = true
          break
        }
        if ended { break }
        let copy = try #require(playback.copy(), "seed \(seed), after statement \(split)")
        copied += 1
        let fromCopy = finish(copy, scenario, from: split)
        #expect(fromCopy.0 == expected.0, "\(text)\nsplit after \(split)")
        #expect(fromCopy.1 == expected.1, "\(text)\nsplit after \(split)")
        let fromOriginal = finish(playback, scenario, from: split)
        #expect(fromOriginal.0 == expected.0, "\(text)\nsplit after \(split)")
        #expect(fromOriginal.1 == expected.1, "\(text)\nsplit after \(split)")
      }
    }
    #expect(copied > 0)
  }

  @Test("a copy writes to a sink of its own, and a diagram's playback is not copied")
  func copiesOwnTheirSink() throws {
    let scenario = try ScenarioParser.parse(Array("push A\npush B\n".utf8), file: "s")
    let sink = ByteSink()
    let playback = Playback(
      scenario, profile: .ios17, writer: TraceWriter(options: Explorer.traceOptions, sink: sink),
      includes: [], checkingInvariants: true)
    #expect(playback.play(scenario.statements[0]) == nil)
    let copy = try #require(playback.copy())
    #expect(copy.writer?.sink !== sink)
    #expect(copy.text == playback.text)
    #expect(copy.play(scenario.statements[1]) == nil)
    #expect(copy.text.hasPrefix(playback.text))
    #expect(copy.text != playback.text)

    var options = TraceWriter.Options()
    options.format = .svg
    let drawn = Playback(
      scenario, profile: .ios17, writer: TraceWriter(options: options, sink: ByteSink()),
      includes: [], checkingInvariants: true)
    drawn.writer?.beginScenario()
    #expect(drawn.play(scenario.statements[0]) == nil)
    #expect(drawn.copy() == nil)
  }

  /// `value` as text, deeply: a controller as its id (its fields listed once, in
  /// `controllers`), every other value by its stored properties; what is shared by design
  /// (the profile, rules, the event handler) left out.
  func canonical(
    _ value: Any, _ controllers: inout [Int: String], _ seen: inout Set<ObjectIdentifier>,
    depth: Int = 0
  ) -> String {
    if value is Profile || value is Rule || depth > 40 { return "-" }
    if let controller = value as? Controller {
      if seen.insert(ObjectIdentifier(controller)).inserted {
        controllers[controller.id] = Mirror(reflecting: controller).children.map {
          "\($0.label ?? "?")=\(canonical($0.value, &controllers, &seen, depth: depth + 1))"
        }.joined(separator: " ")
      }
      return "#\(controller.id)"
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class {
      let object = value as AnyObject
      guard seen.insert(ObjectIdentifier(object)).inserted else { return "(seen)" }
    }
    guard !mirror.children.isEmpty else { return String(describing: value) }
    var fields = mirror.children.filter { $0.label != "handler" }.map {
      "\($0.label ?? "")=\(canonical($0.value, &controllers, &seen, depth: depth + 1))"
    }
    // A dictionary's order is its storage's, not its meaning.
    if mirror.displayStyle == .dictionary || mirror.displayStyle == .set { fields.sort() }
    return "\(mirror.subjectType)(\(fields.joined(separator: ",")))"
  }

  @Test("an engine's copy has every stored property of the original and shares no controller")
  func engineCopiesEverything() throws {
    // Containers, a presentation, a child, a view without containment, a reference by an
    // owner, a transition left in flight and a first display waiting: every kind of link.
    let text = """
      profile ios17
      controller A forwarding=manual
      launch A
      tabs B C embed=nav
      push D
      present E style=pageSheet
      addChild F to E
      retain G by Cache
      addSubview G to E
      retain D by E.delegate
      present H from=E
      """
    let scenario = try ScenarioParser.parse(Array(text.utf8), file: "s")
    let playback = Playback(
      scenario, profile: .ios17, writer: nil, includes: Explorer.includes, checkingInvariants: true)
    for statement in scenario.statements { #expect(playback.play(statement) == nil) }
    #expect(playback.engine.schedule.hasPending)
    let original = playback.engine
    let copy = try #require(original.copy())
    var originalControllers: [Int: String] = [:]
    var copiedControllers: [Int: String] = [:]
    var originalSeen = Set<ObjectIdentifier>()
    var copiedSeen = Set<ObjectIdentifier>()
    let originalText = canonical(original, &originalControllers, &originalSeen)
    let copiedText = canonical(copy, &copiedControllers, &copiedSeen)
    #expect(copiedText == originalText)
    #expect(copiedControllers == originalControllers)
    #expect(originalControllers.count >= 8)
    // Nothing reachable from the copy is an object of the original's.
    #expect(originalSeen.isDisjoint(with: copiedSeen))
    // And the copy goes on alone: the original's state does not move.
    try copy.perform(.pop(animated: true, completion: false))
    var after: [Int: String] = [:]
    var afterSeen = Set<ObjectIdentifier>()
    #expect(canonical(original, &after, &afterSeen) == originalText)
    #expect(after == originalControllers)
  }
}
