import Foundation
import StackNav
import StackTraceCLI
import StackTraceDiff
import StackTraceFormats
import StackTraceGolden
import StackTraceIO
import StackTraceRun
import StackTraceScenario
import StackTraceTestSupport
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

  @Test("--explain cites the misuse rule after UIKit's warning and exception lines")
  func misuse() {
    let warning = stacktrace("--profile ios14 push A B present C from=B present D from=B --explain")
      .output.split(separator: "\n")
    #expect(
      warning.contains {
        $0.hasPrefix(
          "! warning: [Presentation] Attempt to present <D> on <Nav#1> (from <B>) which is "
            + "already presenting <C>.  # misuse.presentWhilePresenting (high): [w-already-14]")
      })
    let raised = stacktrace("--profile ios5 push A B popTo X --explain").output
    #expect(raised.contains("doesn't exist.'  # misuse.popToMissing (high): [uikit-3698]"))
  }

  @Test("JSON Lines keep a reason's line ends and give the assertion line its own field")
  func jsonException() {
    let popTo = stacktrace("--profile ios18 push A B popTo X --format jsonl").output
    #expect(
      popTo.contains(
        #""assertion":"*** Assertion failure in -[UINavigationController popToViewController:transition:], UINavigationController.m:8176""#
      ))
    let setStack = stacktrace("--profile ios18 push A setStack A B A --format jsonl").output
    #expect(setStack.contains(#"must be distinct ((\n    \"<A>\",\n"#))
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
    let scenario = try ScenarioParser.parse(Paths.bytes(path), file: path)
    var options = TraceWriter.Options()
    options.explains = true
    options.showsContainers = true
    let sink = ByteSink()
    _ = Runner.run(
      scenario, writer: TraceWriter(options: options, sink: sink))
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
