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
  /// How `scenario` runs from the start, with the explorer's trace options.
  func fresh(_ scenario: Scenario, _ profile: Profile) -> (Runner.Outcome, String) {
    let sink = ByteSink()
    let outcome = Runner.run(
      scenario, settings: explorerSettings(profile),
      writer: TraceWriter(options: Explorer.traceOptions, sink: sink))
    return (outcome, sink.text)
  }

  /// The explorer's settings in `profile`: its includes, the engine checking its invariants.
  func explorerSettings(_ profile: Profile) -> RunSettings {
    RunSettings(profile: profile, includes: Explorer.includes, checkingInvariants: true)
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
        Runner.checkAvailability(
          of: scenario, in: RunSettings(profile: profile).resolved(for: scenario).profile) == nil
      else { continue }
      let resolved = explorerSettings(profile).resolved(for: scenario)
      let expected = fresh(scenario, profile)
      // A finished run's playback, whose memory a copy takes again (`copy(into:)`): the
      // last split's, with as many controllers as that run left, more or fewer.
      var spare: Playback?
      for split in 1..<scenario.statements.count {
        let playback = Playback(
          scenario, settings: resolved,
          writer: TraceWriter(options: Explorer.traceOptions, sink: ByteSink()))
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
        let reused = try #require(playback.copy(into: spare.take()))
        let fromReused = finish(reused, scenario, from: split)
        #expect(fromReused.0 == expected.0, "\(text)\nsplit after \(split), reused")
        #expect(fromReused.1 == expected.1, "\(text)\nsplit after \(split), reused")
        spare = reused
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
      scenario,
      settings: RunSettings(profile: .ios17, checkingInvariants: true).resolved(for: scenario),
      writer: TraceWriter(options: Explorer.traceOptions, sink: sink))
    #expect(playback.play(scenario.statements[0]) == nil)
    let copy = try #require(playback.copy())
    #expect(copy.writer?.sink !== sink)
    #expect(copy.text == playback.text)
    #expect(copy.play(scenario.statements[1]) == nil)
    #expect(copy.text.hasPrefix(playback.text))
    #expect(copy.text != playback.text)

    // Into a finished run's playback: its writer and its sink, emptied first, hold the
    // same bytes.
    let longer = try ScenarioParser.parse(Array("push A\npush B\npush C\npop\n".utf8), file: "l")
    let spare = Playback(
      longer,
      settings: RunSettings(profile: .ios17, checkingInvariants: true).resolved(for: longer),
      writer: TraceWriter(options: Explorer.traceOptions, sink: ByteSink()))
    for statement in longer.statements { #expect(spare.play(statement) == nil) }
    let spareWriter = spare.writer
    let spareSink = spare.writer?.sink
    let reused = try #require(playback.copy(into: spare))
    #expect(reused.writer === spareWriter && reused.writer?.sink === spareSink)
    // A writer whose sink hands its bytes on is no spare: the copy has a sink of its own.
    let handsOn = TraceWriter(options: Explorer.traceOptions, sink: ByteSink(consumer: { _ in }))
    let own = try #require(playback.writer?.copy(into: handsOn))
    #expect(own !== handsOn && own.sink.text == playback.text)
    #expect(reused.text == playback.text)
    #expect(reused.play(scenario.statements[1]) == nil)
    #expect(reused.text == copy.text)

    var options = TraceWriter.Options()
    options.format = .svg
    let drawn = Playback(
      scenario,
      settings: RunSettings(profile: .ios17, checkingInvariants: true).resolved(for: scenario),
      writer: TraceWriter(options: options, sink: ByteSink()))
    drawn.writer?.beginScenario()
    #expect(drawn.play(scenario.statements[0]) == nil)
    #expect(drawn.copy() == nil)
  }

  /// `value` as text, deeply: a controller as its id (its fields listed once, in
  /// `controllers`), every other value by its stored properties; what is shared by design
  /// (the profile, rules, the event sink) left out.
  func canonical(
    _ value: Any, _ controllers: inout [Int: [String]], _ seen: inout Set<AnyHashable>,
    depth: Int = 0
  ) -> String {
    if value is Profile || value is Rule || depth > 40 { return "-" }
    if let controller = value as? Controller {
      // A row is reached as an object is: by where it lies.
      seen.insert(controller.row)
      if controllers[controller.id] == nil {
        controllers[controller.id] = []
        let fields = Mirror(reflecting: controller.row.pointee).children.map {
          "\($0.label ?? "?")=\(canonical($0.value, &controllers, &seen, depth: depth + 1))"
        }
        controllers[controller.id] = fields
      }
      return "#\(controller.id)"
    }
    if let table = value as? UnsafeControllerTable {
      seen.insert(ObjectIdentifier(table))
      let rows = (0..<table.count).map {
        canonical(table[$0], &controllers, &seen, depth: depth + 1)
      }
      return "UnsafeControllerTable(\(rows.joined(separator: ",")))"
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class {
      let object = value as AnyObject
      guard seen.insert(ObjectIdentifier(object)).inserted else { return "(seen)" }
    }
    guard !mirror.children.isEmpty else { return String(describing: value) }
    // What an engine keeps of an ended transition for the next to reuse is no state (each is
    // made anew before use, FlightReuseTests): a copy starts without.
    var fields = mirror.children.filter {
      $0.label != "sink" && $0.label != "spareFlight" && $0.label != "spareParts"
    }.map {
      "\($0.label ?? "")=\(canonical($0.value, &controllers, &seen, depth: depth + 1))"
    }
    // A dictionary's order is its storage's, not its meaning.
    if mirror.displayStyle == .dictionary || mirror.displayStyle == .set { fields.sort() }
    return "\(mirror.subjectType)(\(fields.joined(separator: ",")))"
  }

  /// Scenarios whose engines, between them, set every stored property of a controller to
  /// something other than a new controller's value (the test below checks that they do).
  static let richScenarios = [
    // Containers, a tab selected, a rotation off screen, a presentation with its options, a
    // child, a view without containment, references by owners, a navigation controller not
    // shown yet, a transition left in flight.
    """
    profile ios17
    controller A forwarding=manual
    launch A
    tabs B C K embed=nav
    push D
    select C
    rotate
    present E style=pageSheet modalInPresentation=true
    addChild F to E
    retain G by Cache
    addSubview G to E
    retain D by E.delegate
    present H from=E
    """,
    // An explicit appearance transition open on the window's root.
    """
    profile ios17
    retain W by Cache
    beginAppearance W appearing=true animated=false
    root W
    """,
    // Pages, turned by a curl; a view whose loading hides the status bar.
    """
    profile ios17
    pages P Q R style=curl
    controller S loadView=statusBar
    view S
    """,
    // A navigation controller frozen by a swipe on its root, in a tab no longer selected;
    // another whose pop gesture is off.
    """
    profile ios17
    tabs A B embed=nav
    popGesture allow
    swipeBack
    select B
    push C
    popGesture off
    alert D
    """,
    // An iPad: a popover that does not adapt.
    """
    profile ios17
    device ipad
    push A
    present B style=popover
    """,
  ]

  @Test(
    "an engine's copy has every stored property of the original and shares no controller",
    arguments: richScenarios.indices)
  func engineCopiesEverything(scenarioIndex: Int) throws {
    let scenario = try ScenarioParser.parse(
      Array(Self.richScenarios[scenarioIndex].utf8), file: "s")
    let playback = Playback(
      scenario, settings: explorerSettings(.ios17).resolved(for: scenario),
      writer: nil)
    for statement in scenario.statements { #expect(playback.play(statement) == nil) }
    let original = playback.engine
    try expectCopiesEverything(original, try #require(original.copy()))
    // Made in the memory of a finished run's engine, with more controllers or fewer.
    for other in Self.richScenarios.indices where other != scenarioIndex {
      let spareScenario = try ScenarioParser.parse(Array(Self.richScenarios[other].utf8), file: "t")
      let spare = Playback(
        spareScenario, settings: explorerSettings(.ios17).resolved(for: spareScenario),
        writer: nil)
      for statement in spareScenario.statements { _ = spare.play(statement) }
      // (Its identity only: a reference kept here would make the table shared, not taken.)
      let rows = ObjectIdentifier(spare.engine.controllerTable)
      let copy = try #require(original.copy(reusing: spare.engine))
      #expect(ObjectIdentifier(copy.controllerTable) == rows)
      try expectCopiesEverything(original, copy)
    }
  }

  /// `copy` is in exactly `original`'s state and shares nothing with it, and goes on alone.
  func expectCopiesEverything(_ original: Engine, _ copy: Engine) throws {
    var originalControllers: [Int: [String]] = [:]
    var copiedControllers: [Int: [String]] = [:]
    var originalSeen = Set<AnyHashable>()
    var copiedSeen = Set<AnyHashable>()
    let originalText = canonical(original, &originalControllers, &originalSeen)
    let copiedText = canonical(copy, &copiedControllers, &copiedSeen)
    #expect(copiedText == originalText)
    #expect(copiedControllers == originalControllers)
    // Nothing reachable from the copy is an object of the original's.
    #expect(originalSeen.isDisjoint(with: copiedSeen))
    // And the copy goes on alone: the original's state does not move.
    try copy.perform(.memoryWarning)
    try copy.perform(.pop(animated: true, completion: false))
    copy.finish()
    var after: [Int: [String]] = [:]
    var afterSeen = Set<AnyHashable>()
    #expect(canonical(original, &after, &afterSeen) == originalText)
    #expect(after == originalControllers)
  }

  @Test("the rich scenarios set every stored property of a controller, so a copy is tested on it")
  func richScenariosCoverEveryField() throws {
    var seen = Set<AnyHashable>()
    var fresh: [Int: [String]] = [:]
    let table = UnsafeControllerTable()
    _ = canonical(
      table.add(id: 0, name: "X", kind: .content, traits: Traits()), &fresh,
      &seen)
    let defaults = try #require(fresh[0])
    var changed = Set<Int>()
    var engineFields = Set<String>()
    let newEngine = Engine(profile: .ios17, includes: Explorer.includes)
    for text in Self.richScenarios {
      let scenario = try ScenarioParser.parse(Array(text.utf8), file: "s")
      let playback = Playback(
        scenario, settings: explorerSettings(.ios17).resolved(for: scenario), writer: nil)
      for statement in scenario.statements { _ = playback.play(statement) }
      var controllers: [Int: [String]] = [:]
      var reached = Set<AnyHashable>()
      _ = canonical(playback.engine, &controllers, &reached)
      for (field, new) in zip(
        Mirror(reflecting: playback.engine).children, Mirror(reflecting: newEngine).children)
      {
        var ignored: [Int: [String]] = [:]
        var seenHere = Set<AnyHashable>()
        var seenNew = Set<AnyHashable>()
        if canonical(field.value, &ignored, &seenHere)
          != canonical(new.value, &ignored, &seenNew)
        {
          engineFields.insert(field.label ?? "")
        }
      }
      for fields in controllers.values {
        #expect(fields.count == defaults.count)
        for (index, field) in fields.enumerated() where field != defaults[index] {
          changed.insert(index)
        }
      }
    }
    // Set once, by `init`, and copied by it: no scenario needs to change them. A controller
    // the engine reaches is alive (a freed one is let go).
    let setByInit: Set<String> = ["id", "name", "kind", "traits", "forwarding", "isNamed"]
    let uncovered = defaults.indices.filter { !changed.contains($0) }.map {
      String(defaults[$0].prefix { $0 != "=" })
    }
    #expect(uncovered.filter { !setByInit.contains($0) && $0 != "isAlive" } == [])
    // The engine's own fields, but those that only change inside a statement or on a failure
    // (between statements, where a copy is made, they are back to a new engine's), and the
    // options a runner sets (the text trace too: a copy's runner hands it its own writer's),
    // and what is kept for the next transition to reuse (`spareParts`, `spareFlight`, each
    // made anew before use: no state, left out of the comparison).
    let engineUncovered = Mirror(reflecting: newEngine).children.compactMap(\.label).filter {
      !engineFields.contains($0)
    }
    #expect(
      Set(engineUncovered) == [
        "profile", "limits", "includes", "played", "screensReported", "problemsFound", "cause",
        "caller", "hookCallback", "flightPlaying", "failure", "hasFailed", "lastScreen",
        "recorded", "text",
        "textBuffer",
        "textShowsContainers", "textShowsFlags", "spareParts",
      ])
  }
}
