import Foundation
import StackNav
import StackTrace
import Testing

/// The spine of the tests: every `Scenarios/**/NAME.scenario` must print exactly its golden
/// `NAME.trace`, byte for byte.
struct ScenarioSuiteTests {
  @Test("every scenario prints its golden trace", arguments: Paths.scenarioFiles())
  func golden(path: String) throws {
    let scenarioURL = Paths.root.appendingPathComponent(path)
    let goldenURL = scenarioURL.deletingPathExtension().appendingPathExtension("trace")
    let bytes = try [UInt8](Data(contentsOf: scenarioURL))
    let scenario = try ScenarioParser.parse(bytes, file: scenarioURL.lastPathComponent)
    let sink = ByteSink()
    var writer = TraceWriter(options: .init(), sink: sink)
    let outcome = Runner.run(scenario, profile: .documented, writer: &writer)
    if case .failed(let error) = outcome { Issue.record("\(error)") }
    if case .inconsistent(let problems, _) = outcome { Issue.record("\(problems)") }
    let golden = (try? String(contentsOf: goldenURL, encoding: .utf8)) ?? ""
    let diff = UnifiedDiff(old: golden, new: sink.text).render(
      oldName: "a/" + path.replacingOccurrences(of: ".scenario", with: ".trace"),
      newName: "b/" + path.replacingOccurrences(of: ".scenario", with: ".trace"))
    #expect(diff.isEmpty, "\(path) differs from its golden:\n\(diff)")
    expectOracle(scenario: scenario, text: sink.text)
  }

  @Test("the suite finds the scenarios")
  func found() {
    #expect(Paths.scenarioFiles().count >= 20)
  }

  @Test("two runs of the same scenario print identical bytes")
  func deterministic() throws {
    for path in Paths.scenarioFiles() {
      let bytes = try [UInt8](Data(contentsOf: Paths.root.appendingPathComponent(path)))
      let scenario = try ScenarioParser.parse(bytes, file: path)
      var outputs: [[UInt8]] = []
      for format in TraceWriter.Format.allCases {
        for _ in 0..<2 {
          var options = TraceWriter.Options()
          options.format = format
          options.showsContainers = true
          let sink = ByteSink()
          var writer = TraceWriter(options: options, sink: sink)
          _ = Runner.run(scenario, profile: .documented, writer: &writer)
          outputs.append(sink.buffer)
        }
      }
      #expect(outputs[0] == outputs[1])
      #expect(outputs[2] == outputs[3])
    }
  }
}
