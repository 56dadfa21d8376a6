import StackNav
import StackTraceFormats
import StackTraceIO
import StackTraceRun
import StackTraceScenario
import StackTraceScenarioSupport
import StackTraceTestSupport
import Testing

struct TraceWriterTests {
  @Test("text: a header per statement, one callback a line, notes after '!'")
  func text() throws {
    let (trace, outcome) = try traceText("push A\npop\n")
    #expect(outcome == .completed)
    #expect(
      trace == """
        # push A
        A init
        A loadView
        A viewDidLoad
        A viewWillAppear
        A viewWillLayoutSubviews
        A viewDidLayoutSubviews
        A viewDidAppear
        # pop
        ! note: A is the root of its navigation controller: popViewController(animated:) does nothing

        """)
  }

  @Test("text with flags: animated or notAnimated, and the transition properties")
  func flags() throws {
    var options = TraceWriter.Options()
    options.showsFlags = true
    let (trace, _) = try traceText("push A\npush B animated=false\n", options: options)
    #expect(trace.contains("B viewWillAppear notAnimated isMovingToParent\n"))
    #expect(trace.contains("A viewWillDisappear notAnimated\n"))
    #expect(trace.contains("B viewDidLoad isMovingToParent\n"))
  }

  @Test("JSON Lines: one object a line, callbacks with flags, container and rule")
  func jsonLines() throws {
    var options = TraceWriter.Options()
    options.format = .jsonl
    let (trace, _) = try traceText("root A\npresent B\n", options: options)
    let lines = trace.split(separator: "\n")
    #expect(lines.first == #"{"type":"statement","statement":1,"line":1,"text":"root A"}"#)
    #expect(
      lines.contains(
        #"{"type":"callback","controller":"B","callback":"viewWillAppear","animated":true,"isMovingToParent":false,"isMovingFromParent":false,"isBeingPresented":true,"isBeingDismissed":false,"rule":"modal.interleaving","cause":"A","statement":2,"line":2}"#
      ))
    #expect(lines.allSatisfy { $0.hasPrefix("{\"type\":\"") && $0.hasSuffix("}") })
  }

  @Test("JSON Lines: leaks carry their retain path, exceptions their name and reason")
  func jsonFindings() throws {
    var options = TraceWriter.Options()
    options.format = .jsonl
    let (leak, _) = try traceText("push A B\nretain B by B.closure\npop\n", options: options)
    #expect(
      leak.split(separator: "\n").last
        == #"{"type":"leak","controller":"B","path":[{"label":"B.closure","target":"B"}],"cycle":true,"message":"B is alive but unreachable from the window or a free-standing owner; retain path: B.closure -> B (a retain cycle)","statement":3,"line":3}"#
    )
    let (exception, _) = try traceText("push A B\npush A\n", options: options)
    #expect(
      exception.split(separator: "\n").last
        == #"{"type":"exception","name":"NSInvalidArgumentException","reason":"Pushing the same view controller instance more than once is not supported (<A>)","statement":2,"line":2}"#
    )
  }

  @Test("containers are left out unless asked for")
  func containers() throws {
    let (hidden, _) = try traceText("push A\n")
    #expect(!hidden.contains("Nav#1"))
    var options = TraceWriter.Options()
    options.showsContainers = true
    let (shown, _) = try traceText("push A\n", options: options)
    #expect(shown.contains("Nav#1 viewDidAppear\n"))
  }

  @Test("JSON strings escape quotes, backslashes and control characters")
  func escaping() throws {
    var options = TraceWriter.Options()
    options.format = .jsonl
    let sink = ByteSink()
    let writer = TraceWriter(options: options, sink: sink)
    writer.beginFile("a \"b\"\\c\n\u{1}.scenario")
    #expect(sink.text == #"{"type":"file","file":"a \"b\"\\c\n\u0001.scenario"}"# + "\n")
  }

  @Test(
    "the second round's lines: an implicit container's delegate lines show without --containers, kind and target in JSON Lines"
  )
  func secondRound() throws {
    let scenario =
      "profile ios13\ninclude delegates geometry\npush A completion=true\npush B completion=true\n"
    let (text, _) = try traceText(scenario)
    #expect(text.contains("Nav#1 willShow B\n"))
    #expect(text.contains("B viewSafeAreaInsetsDidChange\n"))
    #expect(text.contains("B pushCompletion\n"))
    #expect(!text.contains("Nav#1 viewSafeAreaInsetsDidChange"))
    #expect(!text.contains("Nav#1 viewWillAppear"))
    var options = TraceWriter.Options()
    options.format = .jsonl
    let (jsonLines, _) = try traceText(scenario, options: options)
    let lines = jsonLines.split(separator: "\n")
    let willShow = try #require(
      lines.first { $0.contains(#""callback":"willShow""#) && $0.contains(#""target":"B""#) })
    #expect(
      willShow.hasPrefix(
        #"{"type":"callback","controller":"Nav#1","callback":"willShow","kind":"delegate","target":"B""#
      ))
    #expect(lines.contains { $0.contains(#""callback":"pushCompletion","kind":"completion""#) })
    #expect(
      lines.contains { $0.contains(#""callback":"viewSafeAreaInsetsDidChange","kind":"geometry""#) }
    )
    #expect(!lines.contains { $0.contains(#""callback":"viewWillAppear","kind""#) })
  }
}

/// The engine's own text lines (`Engine.textTrace`) against the writer's, from each line's
/// words through `TraceEventSink`.
struct EngineTextTraceTests {
  @Test(
    "the engine's own text lines are the writer's, byte for byte, with containers and flags or not",
    arguments: Profile.all.map(\.name))
  func sameBytes(profileName: String) throws {
    let profile = try #require(Profile.named(profileName))
    var lines = 0
    for seed in UInt64(0)..<12 {
      var generator = ScenarioGenerator(profile: profile, seed: seed &* 7_919 &+ 25)
      let text = generator.scenario(length: 30)
      let scenario = try ScenarioParser.parse(Array(text.utf8), file: "random.scenario")
      for showsContainers in [false, true] {
        for showsFlags in [false, true] {
          var options = TraceWriter.Options()
          options.showsContainers = showsContainers
          options.showsFlags = showsFlags
          let itself = Self.trace(scenario, profile, options, engineWritesLines: true)
          let byWriter = Self.trace(scenario, profile, options, engineWritesLines: false)
          #expect(itself == byWriter, "\(profileName), seed \(seed):\n\(text)")
          lines += itself.split(separator: "\n").count {
            !$0.hasPrefix("#") && !$0.hasPrefix("!")
          }
        }
      }
    }
    // The scenarios reach far enough to write lines.
    #expect(lines > 500)
  }

  @Test("names of every length, written in chunks: short names are copied whole, long ones read")
  func namesAndChunks() throws {
    // 1 to 40 bytes and a number (a name of 15 is the longest kept inline), pushed,
    // presented and popped until the trace passes several of a consuming sink's 64 KiB
    // chunks.
    let names = (1...40).map { "N" + String(repeating: "x", count: $0 - 1) }
    var lines = ["profile ios17"]
    for round in 0..<200 {
      let name = names[round % names.count] + "\(round)"
      lines += [
        "push \(name)", "push \(name)Q animated=false", "pop", "present \(name)P embed=nav",
        "dismiss",
      ]
    }
    let scenario = try ScenarioParser.parse(
      Array(lines.joined(separator: "\n").utf8), file: "names.scenario")
    let profile = try #require(Profile.named("ios17"))
    for (showsContainers, showsFlags) in [(false, false), (true, false), (true, true)] {
      var options = TraceWriter.Options()
      options.showsContainers = showsContainers
      options.showsFlags = showsFlags
      let itself = Self.trace(scenario, profile, options, engineWritesLines: true, chunked: true)
      let byWriter = Self.trace(scenario, profile, options, engineWritesLines: false)
      #expect(itself == byWriter)
      #expect(itself.utf8.count > 3 * 65_536)
      // A pushed controller's lines carry `isMovingToParent` when flags show.
      let moving = showsFlags ? " isMovingToParent\n" : "\n"
      #expect(itself.contains("\n\(names[39])39 viewDidLoad" + moving))
      #expect(itself.contains("\n\(names[14])14Q willMoveToParent Nav#1" + moving))
    }
  }

  @Test("moves to and from parents of every length: a short parent's name is copied whole")
  func movesToParents() throws {
    // Parents of 1 to 40 bytes (15 is the longest copied whole) take a child and give it
    // back: `willMoveToParent PARENT`, `didMoveToParent PARENT`, `willMoveToParent nil`.
    var lines = ["profile ios17"]
    for length in 1...40 {
      let parent = "P" + String(repeating: "p", count: length - 1)
      lines += ["root \(parent)", "addChild C\(length) to \(parent)", "removeChild C\(length)"]
    }
    let scenario = try ScenarioParser.parse(
      Array(lines.joined(separator: "\n").utf8), file: "parents.scenario")
    let profile = try #require(Profile.named("ios17"))
    let itself = Self.trace(
      scenario, profile, TraceWriter.Options(), engineWritesLines: true, chunked: true)
    let byWriter = Self.trace(scenario, profile, TraceWriter.Options(), engineWritesLines: false)
    #expect(itself == byWriter)
    let long = "P" + String(repeating: "p", count: 39)
    #expect(itself.contains("\nC15 willMoveToParent Ppppppppppppppp\n"))
    #expect(itself.contains("\nC40 didMoveToParent \(long)\n"))
    #expect(itself.contains("\nC40 willMoveToParent nil\n"))
  }

  /// The trace of `scenario`'s statements up to the first that fails; `chunked`: through a
  /// sink that hands its bytes on in chunks.
  static func trace(
    _ scenario: Scenario, _ profile: Profile, _ options: TraceWriter.Options,
    engineWritesLines: Bool, chunked: Bool = false
  ) -> String {
    var chunks: [UInt8] = []
    let sink = chunked ? ByteSink { chunks += $0 } : ByteSink()
    let writer = TraceWriter(options: options, sink: sink)
    let engine = Engine(profile: profile, includes: scenario.includes)
    engine.eventSink = writer
    engine.textTrace = engineWritesLines ? writer.textTrace : nil
    #expect((writer.textTrace != nil) == (options.format == .text))
    for (number, statement) in scenario.statements.enumerated() {
      guard case .operation(let operation) = statement.action else { continue }
      do {
        try engine.start(operation) { writer.statement(statement, number: number + 1) }
      } catch {
        break
      }
    }
    engine.finish()
    guard chunked else { return sink.text }
    sink.flush()
    return String(decoding: chunks, as: UTF8.self)
  }
}
