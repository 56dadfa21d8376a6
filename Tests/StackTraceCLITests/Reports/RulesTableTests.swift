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

struct RulesTableTests {
  @Test("docs/profiles.md holds the current rules table")
  func documentation() throws {
    let doc = try String(
      contentsOf: Paths.root.appendingPathComponent("docs/profiles.md"), encoding: .utf8)
    let begin = try #require(doc.range(of: "<!-- rules:begin -->\n"))
    let end = try #require(doc.range(of: "<!-- rules:end -->"))
    let table = String(doc[begin.upperBound..<end.lowerBound])
    let diff = UnifiedDiff(old: table, new: RulesTable.markdown()).render(
      oldName: "docs/profiles.md", newName: "stacktrace rules --table")
    #expect(diff.isEmpty, "regenerate the table with 'stacktrace rules --table':\n\(diff)")
  }

  @Test("every unverified rule is marked so in the table")
  func unverified() {
    let rows = RulesTable.markdown().split(separator: "\n")
    for profile in Profile.all {
      for rule in profile.rules where rule.confidence == .unverified {
        let row = rows.first { $0.hasPrefix("| `\(rule.id)") && $0.contains(rule.summary) }
        #expect(row?.contains("| **unverified** |") == true, "\(rule.id) in \(profile.name)")
      }
    }
  }

  @Test("rules --profile lists a version profile's own rules")
  func rulesOfProfile() {
    let result = stacktrace(["rules", "--profile", "ios17"])
    #expect(result.code == 0)
    #expect(result.output.contains("appearance.viewIsAppearing (high)\n"))
    #expect(
      !stacktrace(["rules", "--profile", "ios16"]).output.contains("appearance.viewIsAppearing"))
  }
}
