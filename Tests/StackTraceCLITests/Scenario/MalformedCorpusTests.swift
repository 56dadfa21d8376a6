import Foundation
import StackTraceCLI
import StackTraceDiff
import StackTraceFormats
import StackTraceGolden
import StackTraceIO
import StackTraceRun
import StackTraceScenario
import StackTraceTestSupport
import Testing

/// Tests/Corpus/malformed: each NAME.scenario beside NAME.expected, which holds the exit
/// code on its first line and then standard error exactly, `{file}` standing for the path.
struct MalformedCorpusTests {
  static let folder = Paths.root.appendingPathComponent("Tests/Corpus/malformed")

  static let cases: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".scenario") }.map { String($0.dropLast(9)) }.sorted()
  }()

  @Test("the corpus holds at least 40 cases")
  func size() {
    #expect(Self.cases.count >= 40)
  }

  @Test("each malformed scenario gets its exact message, position and exit code", arguments: cases)
  func malformed(name: String) throws {
    let path = Self.folder.appendingPathComponent(name + ".scenario").path
    let expected = try String(
      contentsOf: Self.folder.appendingPathComponent(name + ".expected"), encoding: .utf8)
    let lines = expected.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let code = try #require(Int32(lines[0]))
    let errors = lines.count > 1 ? String(lines[1]) : ""
    let result = stacktrace(["run", path])
    #expect(result.code == code)
    #expect(result.errors == errors.replacingOccurrences(of: "{file}", with: path))
    if code == 2, result.errors.contains(": error: ") {
      // Syntax errors are found before anything runs: no trace at all.
      let runtime = [
        "deallocated", "holds no reference", "must come before", "already declared",
        "free-standing owner", "already contains", "not in a tab", "moving a controller",
        "manages its own children", "creates its controllers", "(docs/limits.md)",
        "UIAlertController", "not an alert on screen",
      ]
      if !runtime.contains(where: { result.errors.contains($0) }) {
        #expect(result.output == "")
      }
    }
  }
}
