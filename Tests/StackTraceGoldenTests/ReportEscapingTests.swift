import Foundation
import StackTraceTestSupport
import Testing

@testable import StackTraceDiff
@testable import StackTraceFormats
@testable import StackTraceGolden
@testable import StackTraceIO
@testable import StackTraceRun
@testable import StackTraceScenario

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What each report makes of names and lines that would break out of it (docs/security.md):
/// a quote in an XML attribute, a `,` or `:` in an annotation's properties, a backtick in a
/// Markdown code span; and a pending golden reported as the failure it is.
struct ReportEscapingTests {
  /// A check of a tree holding a passing, a failing and a new scenario, whose file names
  /// hold `marker`.
  func report(named marker: String) throws -> (GoldenCheck.Report, URL) {
    let folder = try temporaryFolder("stacknav-reports")
    try write(
      [
        "S/pass\(marker).scenario": "root A\n", "S/fail\(marker).scenario": "root B\n",
        "S/new\(marker).scenario": "root C\n", "S/fail\(marker).trace": "# root B\n",
      ], in: folder)
    var recording = GoldenCheck(paths: [
      folder.appendingPathComponent("S/pass\(marker).scenario").path
    ])
    recording.record = .missing
    _ = try recording.run()
    var check = GoldenCheck(paths: [folder.appendingPathComponent("S").path])
    check.record = .pending
    return (try check.run(), folder)
  }

  @Test("quotes and markup in names keep JUnit XML well formed, and come back as written")
  func junitQuotes() throws {
    let marker = " \"q\" 'a' <b>&amp; ]]>"
    let (report, folder) = try report(named: marker)
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = try XMLDocument(data: Data(JUnitReport.xml(report).utf8))
    let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
    #expect(cases.count == 3)
    let names = cases.compactMap { $0.attribute(forName: "name")?.stringValue }.sorted()
    #expect(names == ["fail\(marker)", "new\(marker)", "pass\(marker)"])
    for element in cases {
      #expect(element.attribute(forName: "file")?.stringValue?.hasSuffix(".scenario") == true)
    }
  }

  @Test("a pending golden is a failure in JUnit, never a pass")
  func junitPending() throws {
    let (report, folder) = try report(named: "")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(report.new == 2)
    let document = try XMLDocument(data: Data(JUnitReport.xml(report).utf8))
    let root = try #require(document.rootElement())
    #expect(root.attribute(forName: "failures")?.stringValue == "2")
    let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
    for element in cases {
      let name = element.attribute(forName: "name")?.stringValue ?? ""
      let failures = element.elements(forName: "failure")
      #expect(failures.count == (name == "pass" ? 0 : 1), "\(name)")
      if name != "pass" {
        #expect(
          failures.first?.attribute(forName: "message")?.stringValue?.contains("for review") == true
        )
      }
    }
  }

  /// The properties of a workflow command line (`::error file=...,line=...::message`).
  func properties(_ command: Substring) -> [String] {
    guard let space = command.firstIndex(of: " "),
      let end = command[space...].range(of: "::")
    else { return [] }
    return command[command.index(after: space)..<end.lowerBound].split(separator: ",").map {
      String($0.prefix { $0 != "=" })
    }
  }

  @Test("a ',' or ':' in a file name cannot add a property to a GitHub annotation")
  func annotationProperties() throws {
    let (report, folder) = try report(named: ",line=99,title=forged:x")
    defer { try? FileManager.default.removeItem(at: folder) }
    let commands = GitHubReport.annotations(report).split(separator: "\n")
    #expect(commands.count == 2)
    for command in commands {
      #expect(properties(command) == ["file", "line", "title"], "\(command)")
      #expect(command.contains("%2Cline=99%2Ctitle=forged%3Ax"))
    }
  }

  /// A code span's text as CommonMark reads it: a run of backticks opens it and the next run
  /// of the same length closes it; one space is stripped from each end when both have one.
  func codeSpan(_ markdown: String) -> String? {
    let opening = markdown.prefix { $0 == "`" }.count
    guard opening > 0 else { return nil }
    let body = Array(markdown.dropFirst(opening))
    var index = 0
    while index < body.count {
      guard body[index] == "`" else {
        index += 1
        continue
      }
      var run = index
      while run < body.count, body[run] == "`" { run += 1 }
      if run - index == opening {
        guard run == body.count else { return nil }
        var text = String(body[..<index])
        if text.count >= 2, text.hasPrefix(" "), text.hasSuffix(" "),
          text.contains(where: { $0 != " " })
        {
          text = String(text.dropFirst().dropLast())
        }
        return text
      }
      index = run
    }
    return nil
  }

  @Test(
    "a backtick in a path stays inside its Markdown code span",
    arguments: ["a`b", "``x", "y``", "`", "a```b`c", "plain", "` spaced `", "a ``` b"])
  func codeSpans(text: String) {
    let span = MarkdownSummary.code(text)
    #expect(codeSpan(span) == text, "\(span)")
  }

  @Test("a failing scenario named with backticks is one code span in the summary's table")
  func summaryTable() throws {
    let (report, folder) = try report(named: "`x``")
    defer { try? FileManager.default.removeItem(at: folder) }
    let markdown = MarkdownSummary.markdown(report)
    let row = try #require(
      markdown.split(separator: "\n").first { $0.hasPrefix("| `") && $0.contains("/S/fail") })
    let cell = try #require(row.split(separator: "|").first)
    let shown = try #require(codeSpan(cell.trimmingCharacters(in: .whitespaces)))
    #expect(shown.hasSuffix("/S/fail`x``.scenario"))
  }
}
