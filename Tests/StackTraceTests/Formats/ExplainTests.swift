import Foundation
import StackNav
import StackTrace
import Testing

struct ExplainTests {
  @Test("--explain cites the rule and its source after each callback")
  func text() {
    let lines = stacktrace("push A B --explain").output.split(separator: "\n")
    #expect(lines[0] == "# push A B")
    #expect(
      lines.contains(
        "B viewWillAppear  # nav.interleaving (seed): [seed-002] (A disappears only after B's "
          + "viewDidLoad; the pop mirrors it)"))
  }

  @Test("JSON Lines carry the rule's summary, source and confidence when explaining")
  func jsonLines() {
    let output = stacktrace("push A --format jsonl --explain").output
    #expect(
      output.contains(
        #""rule":"create.onFirstMention","cause":"app","ruleSummary":"A controller is created"#))
    #expect(output.contains(#""ruleConfidence":"seed""#))
    #expect(!stacktrace("push A --format jsonl").output.contains("ruleSource"))
  }

  @Test(
    "every callback of every scenario names a rule with a source",
    arguments: Paths.scenarioFiles())
  func everyScenario(path: String) throws {
    let scenario = try Paths.scenario(path)
    var options = TraceWriter.Options()
    options.explains = true
    options.showsContainers = true
    let sink = ByteSink()
    _ = Runner.run(
      scenario, profile: .documented, writer: TraceWriter(options: options, sink: sink))
    for line in sink.text.split(separator: "\n") where line.first?.isUppercase == true {
      let parts = line.components(separatedBy: "  # ")
      #expect(parts.count == 2, "\(path): \(line)")
      guard let citation = parts.last, let colon = citation.firstIndex(of: ":") else { continue }
      let source = citation[citation.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      #expect(!source.isEmpty && source != "-", "\(path): \(line)")
      #expect(!citation.hasPrefix("- "), "\(path): \(line)")
    }
  }
}
