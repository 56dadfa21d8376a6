import Foundation
import StackTraceTestSupport
import Testing

@testable import StackTraceDiff
@testable import StackTraceFormats
@testable import StackTraceGolden
@testable import StackTraceIO
@testable import StackTraceRun
@testable import StackTraceScenario

/// `GoldenCheck` and the Markdown summary as a library, without the command line.
struct GoldenCheckLibraryTests {
  /// The text trace of `text` in the documented profile.
  static func trace(_ text: String) throws -> String {
    let sink = ByteSink()
    let scenario = try ScenarioParser.parse(Array(text.utf8), file: "t")
    _ = Runner.run(
      scenario, writer: TraceWriter(options: .init(), sink: sink))
    return sink.text
  }

  /// A folder with two scenarios whose goldens match, recorded through the library.
  func project() throws -> URL {
    let folder = try temporaryFolder("stacknav-check")
    try write(
      [
        "Scenarios/nav/push.scenario": "push A B\npop\n",
        "Scenarios/nav/present.scenario": "# a comment\nroot A\npresent B\ndismiss\n",
      ], in: folder)
    var recording = GoldenCheck(paths: [folder.appendingPathComponent("Scenarios").path])
    recording.record = .all
    _ = try recording.run()
    return folder
  }

  @Test("with CI set the library's check writes and deletes nothing either, in every record mode")
  func libraryContinuousIntegration() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      [
        "Scenarios/nav/new.scenario": "root C\n", "Scenarios/nav/push.trace": "# changed\n",
        "Scenarios/nav/orphan.trace": "x\n",
      ], in: folder)
    let before = try snapshotFiles(folder)
    for mode in RecordMode.allCases {
      var check = GoldenCheck(paths: [folder.appendingPathComponent("Scenarios").path])
      check.record = mode
      check.orphans = .delete
      check.isContinuousIntegration = true
      let report = try check.run()
      #expect(report.new == 0, "\(mode)")
      #expect(report.failed == 2, "\(mode)")
      #expect(report.orphans.map(\.deleted) == [false], "\(mode)")
      #expect(try snapshotFiles(folder) == before, "\(mode) wrote or deleted something")
    }
  }

  @Test("a divergence on a statement's header names that statement, not the one before")
  func divergenceOnHeader() throws {
    let folder = try temporaryFolder("stacknav-header")
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = try Self.trace("push A\npush C\n")
    try write(["S/a.scenario": "push A\n# a comment\npush B\n", "S/a.trace": golden], in: folder)
    var check = GoldenCheck(paths: [folder.appendingPathComponent("S").path])
    check.record = .never
    let divergence = try #require(check.run().checks.first?.divergence)
    #expect(divergence.statement == "push B")
    #expect(divergence.scenarioLine == 3)
    #expect(divergence.expected == "# push C")
    #expect(divergence.actual == "# push B")
  }

  /// A check of `count` failing scenarios with long names, in a temporary folder.
  func manyFailures(_ count: Int) throws -> (GoldenCheck.Report, URL) {
    let folder = try temporaryFolder("stacknav-many")
    var files: [String: String] = [:]
    for index in 0..<count {
      let name = "S/a_scenario_with_a_long_name_that_fills_the_table_\(index)"
      files[name + ".scenario"] = "push A\(index) B\npop\n"
      files[name + ".trace"] = "# push A\(index) B\n"
    }
    try write(files, in: folder)
    var check = GoldenCheck(paths: [folder.appendingPathComponent("S").path])
    check.record = .never
    return (try check.run(), folder)
  }

  @Test("the summary stops at its byte bound and says how much it left out and where the rest is")
  func summaryBound() throws {
    let (report, folder) = try manyFailures(60)
    defer { try? FileManager.default.removeItem(at: folder) }
    let whole = MarkdownSummary.markdown(report, limit: 10_000_000)
    #expect(!whole.contains("This summary stops"))
    for limit in [6_000, 20_000, 60_000] {
      let cut = MarkdownSummary.markdown(report, limit: limit, fullReport: "the log")
      #expect(cut.utf8.count <= limit)
      #expect(cut.utf8.count > limit / 2)
      #expect(cut.hasPrefix("## StackNav golden traces\n"))
      let closing = try #require(cut.split(separator: "\n").last)
      #expect(closing.hasPrefix("**This summary stops at "))
      #expect(closing.hasSuffix(" left out; the whole report is in the log."))
    }
    let tight = MarkdownSummary.markdown(report, limit: 6_000)
    #expect(tight.contains(" results and ") && tight.contains(" diffs are left out; "))
  }

  @Test("a summary of thousands of failures stays under 1,000,000 bytes", .enabled(if: soakTests))
  func summaryRealBound() throws {
    let (report, folder) = try manyFailures(3_000)
    defer { try? FileManager.default.removeItem(at: folder) }
    let summary = MarkdownSummary.markdown(report)
    #expect(summary.utf8.count <= 1_000_000)
    #expect(summary.utf8.count > 900_000)
    #expect(summary.contains("This summary stops at 1,000,000 bytes"))
  }
}

/// The record mode a check starts from agrees wherever one is made.
struct RecordDefaultTests {
  @Test("a golden check, one scenario's check and the resolution with nothing asked agree")
  func defaultsAgree() throws {
    let resolved = try RecordMode.resolve(asked: nil, environment: [:]).mode
    #expect(GoldenCheck(paths: []).record == resolved)
    #expect(ScenarioCheck.Options().record == resolved)
    #expect(GoldenCheck(paths: []).settings == ScenarioCheck.Options().settings)
  }
}
