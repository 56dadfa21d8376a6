import Foundation
import StackNavTesting
import StackTraceFormats
import StackTraceTestSupport
import Testing

/// The spine of the tests: every `Scenarios/**/NAME.scenario` must print exactly its golden
/// `NAME.trace`, byte for byte.
struct ScenarioSuiteTests {
  @Test("every scenario prints its golden trace", arguments: Paths.scenarioFiles())
  func golden(path: String) {
    // A relative path is found from the package, whatever the working directory.
    assertGolden(scenarioFile: path)
  }

  @Test("the suite finds the scenarios")
  func found() {
    #expect(Paths.scenarioFiles().count >= 20)
  }

  @Test(
    "two processes print identical bytes for every scenario, in every format",
    arguments: TraceWriter.Format.allCases)
  func deterministic(format: TraceWriter.Format) throws {
    // Separate processes: each has its own hash seed, so an order that depends on a
    // dictionary's or a set's iteration shows here.
    let files = Paths.scenarioFiles().map { Paths.root.appendingPathComponent($0).path }
    var arguments = ["run"] + files + ["--format", format.rawValue, "--containers"]
    if format == .text { arguments += ["--flags", "--explain"] }
    if format == .jsonl { arguments += ["--explain"] }
    let first = try runStacktrace(arguments, in: Paths.root)
    let second = try runStacktrace(arguments, in: Paths.root)
    #expect(first.output.count > 10_000)
    #expect(first.output == second.output)
    #expect(first.errors == second.errors)
  }
}
