import Foundation
import StackNav
import StackNavTesting
import StackTrace
import Testing

/// The spine of the tests: every `Scenarios/**/NAME.scenario` must print exactly its golden
/// `NAME.trace`, byte for byte.
struct ScenarioSuiteTests {
  @Test("every scenario prints its golden trace", arguments: Paths.scenarioFiles())
  func golden(path: String) throws {
    // A relative path is found from the package, whatever the working directory.
    assertGolden(scenarioFile: path)
    let scenario = try Paths.scenario(path)
    let sink = ByteSink()
    _ = Runner.run(
      scenario, profile: .documented, writer: TraceWriter(options: .init(), sink: sink))
    expectOracle(scenario: scenario, text: sink.text)
  }

  @Test("the suite finds the scenarios")
  func found() {
    #expect(Paths.scenarioFiles().count >= 20)
  }

  @Test("two runs of the same scenario print identical bytes")
  func deterministic() throws {
    for path in Paths.scenarioFiles() {
      let scenario = try Paths.scenario(path)
      var outputs: [[UInt8]] = []
      for format in TraceWriter.Format.allCases {
        for _ in 0..<2 {
          var options = TraceWriter.Options()
          options.format = format
          options.showsContainers = true
          let sink = ByteSink()
          let writer = TraceWriter(options: options, sink: sink)
          _ = Runner.run(scenario, profile: .documented, writer: writer)
          outputs.append(sink.buffer)
        }
      }
      #expect(outputs[0] == outputs[1])
      #expect(outputs[2] == outputs[3])
    }
  }
}
