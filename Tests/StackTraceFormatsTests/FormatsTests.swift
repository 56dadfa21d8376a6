import Foundation
import StackNav
import StackTraceFormats
import StackTraceScenario
import StackTraceTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The output layer on its own: the byte sink every writer writes through, JSON strings,
/// and sequence diagrams drawn from a trace's text.
struct FormatsTests {
  @Test("a byte sink keeps what it is given in order, numbers included, and hands it on in chunks")
  func sink() {
    let memory = ByteSink()
    memory.write("A init\n")
    memory.write(number: -1_234)
    memory.write(byte: 0x0A)
    memory.write(bytes: Array("é\n".utf8))
    #expect(memory.text == "A init\n-1234\né\n")
    var chunks: [[UInt8]] = []
    let consumer = ByteSink { chunks.append(Array($0)) }
    let line = String(repeating: "x", count: 999) + "\n"
    for _ in 0..<200 { consumer.write(line) }
    consumer.flush()
    #expect(chunks.count > 1)
    #expect(chunks.joined().count == 200_000)
  }

  @Test(
    "a text trace written from each callback's words, as the engine hands them to a writer, is the one written from their records",
    arguments: [false, true])
  func callbackWordsAndRecords(showingContainersAndRules: Bool) throws {
    var options = TraceWriter.Options()
    options.showsContainers = showingContainersAndRules
    options.explains = showingContainersAndRules
    var lines = 0
    for path in Paths.scenarioFiles() {
      let scenario = try ScenarioParser.parse(Paths.bytes(path), file: path)
      let profile = scenario.profileName.flatMap(Profile.named) ?? .documented
      let fromWords = TraceWriter(options: options, sink: ByteSink())
      let streaming = Engine(profile: profile, includes: scenario.includes)
      streaming.eventSink = fromWords
      let recording = Engine(profile: profile, includes: scenario.includes)
      for statement in scenario.statements {
        guard case .operation(let operation) = statement.action else { continue }
        let streamed = Result { () throws(EngineError) in try streaming.start(operation) }
        let recorded = Result { () throws(EngineError) in try recording.start(operation) }
        // Both engines stop at the same statement (UIKit raised, a scenario wrong on purpose).
        if case .success = streamed, case .success = recorded { continue }
        #expect((try? streamed.get()) == nil && (try? recorded.get()) == nil, "\(path)")
        break
      }
      streaming.finish()
      recording.finish()
      let fromRecords = TraceWriter(options: options, sink: ByteSink())
      fromRecords.events(recording.events)
      #expect(fromWords.sink.text == fromRecords.sink.text, "\(path)")
      lines += recording.events.count { if case .callback = $0 { true } else { false } }
    }
    #expect(lines > 1_000)
  }

  @Test("a sink writing to a descriptor that fails says so, and keeps the reason")
  func failingDescriptor() throws {
    let folder = try temporaryFolder("stacknav-sink")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("read-only").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let descriptor = open(path, O_RDONLY)
    defer { close(descriptor) }
    let sink = ByteSink(fileDescriptor: descriptor)
    sink.write("A init\n")
    sink.flush()
    #expect(sink.failed)
  }

  @Test("JSON strings escape quotes, backslashes and the control characters JSON forbids")
  func json() {
    let sink = ByteSink()
    JSON.writeString("a\"b\\c\n\u{1}\u{1F}é", to: sink)
    #expect(sink.text == #""a\"b\\c\n\u0001\u001fé""#)
  }

  @Test("a diagram drawn from a trace's text escapes what would break or steer Mermaid")
  func diagramText() {
    let diagram = SequenceDiagram.mermaid(
      ofTrace: "# push A; B\nA init\n%%{init: {'theme': 'dark'}}%%\n! warning: <b>#1</b>\n")
    #expect(diagram.hasPrefix("sequenceDiagram\n"))
    #expect(diagram.contains("Note over app: push A#59; B\n"))
    #expect(diagram.contains("app->>A: init\n"))
    #expect(!diagram.contains("%%"))
    #expect(diagram.contains("#37;#37;{init"))
    #expect(diagram.contains("#60;b#62;#35;1#60;/b#62;"))
    #expect(MermaidGrammar.problems(inSequenceDiagram: diagram) == [])
  }

  @Test(
    "counts are grouped by thousands",
    arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (-1_234_567, "-1,234,567")])
  func grouping(value: Int, shown: String) {
    #expect(grouped(value) == shown)
  }
}
