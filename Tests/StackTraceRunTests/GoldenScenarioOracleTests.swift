import StackNav
import StackTraceFormats
import StackTraceRun
import StackTraceScenario
import StackTraceTestSupport
import Testing

/// Every golden scenario's trace keeps the independent oracle's properties, in the three
/// renderings the oracle reads (docs/testing.md): the text as printed, the text with flags
/// and containers, and JSON Lines.
struct GoldenScenarioOracleTests {
  @Test("every golden scenario's trace keeps every property", arguments: Paths.scenarioFiles())
  func properties(path: String) throws {
    let scenario = try ScenarioParser.parse(Paths.bytes(path), file: path)
    let sink = ByteSink()
    _ = Runner.run(
      scenario, writer: TraceWriter(options: .init(), sink: sink))
    expectOracle(scenario: scenario, text: sink.text)
  }
}
