import StackNav
import StackTraceFormats
import StackTraceIO
import StackTraceRun
import StackTraceScenario
import StackTraceTestSupport
import Testing
import TraceOracle

/// Runs a scenario text in-process and returns its text trace, checked by the oracle in both
/// formats.
func traceText(
  _ text: String, file: String = "test.scenario", options: TraceWriter.Options = .init(),
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> (trace: String, outcome: Runner.Outcome) {
  let scenario = try ScenarioParser.parse(Array(text.utf8), file: file)
  let sink = ByteSink()
  let writer = TraceWriter(options: options, sink: sink)
  let outcome = Runner.run(scenario, writer: writer)
  expectOracle(scenario: scenario, text: sink.text, sourceLocation: sourceLocation)
  return (sink.text, outcome)
}

/// Checks a trace with the independent oracle: its text as printed, its text with flags and
/// containers, and its JSON Lines (which carry the containers and flags as fields).
func expectOracle(
  scenario: Scenario, text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  #expect(TraceOracle.check(text: text) == [], sourceLocation: sourceLocation)
  for format in [TraceWriter.Format.text, .jsonl] {
    var options = TraceWriter.Options()
    options.format = format
    options.showsFlags = true
    options.showsContainers = true
    let sink = ByteSink()
    _ = Runner.run(
      scenario, writer: TraceWriter(options: options, sink: sink))
    let violations =
      format == .text
      ? TraceOracle.check(text: sink.text) : TraceOracle.check(jsonLines: sink.text)
    #expect(violations == [], "\(format)", sourceLocation: sourceLocation)
  }
}
