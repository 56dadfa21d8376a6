import StackNav
import StackTraceTestSupport
import Testing

@testable import StackTraceCLI
@testable import StackTraceDiff
@testable import StackTraceFormats
@testable import StackTraceGolden
@testable import StackTraceIO
@testable import StackTraceRun
@testable import StackTraceScenario

struct ExitCodeTests {
  @Test("every way a run ends has its exit code, and 70 says StackNav is at fault")
  func outcomes() throws {
    let location = ScenarioLocation(file: "f.scenario", line: 4, column: 1)
    let raised = Runner.run(
      try ScenarioParser.parse(Array("push A\npush A\n".utf8), file: "f"),
      writer: TraceWriter(options: .init(), sink: ByteSink()))
    guard case .raised = raised else {
      Issue.record("push A twice did not raise: \(raised)")
      return
    }
    let failed = Runner.run(
      try ScenarioParser.parse(Array("release A by Cache\n".utf8), file: "f"),
      writer: TraceWriter(options: .init(), sink: ByteSink()))
    let inconsistent = Runner.Outcome.inconsistent(["A is appeared but off screen"], at: location)
    #expect(Runner.Outcome.completed.exitCode.rawValue == 0)
    #expect(failed.exitCode.rawValue == 2)
    #expect(raised.exitCode.rawValue == 3)
    #expect(inconsistent.exitCode.rawValue == 70)
    let errors = ByteSink()
    #expect(CLI(arguments: []).report(inconsistent, errors: errors) == .internalError)
    #expect(
      errors.text
        == "f.scenario:4:1: internal error: A is appeared but off screen (a bug in StackNav)\n")
  }
}
