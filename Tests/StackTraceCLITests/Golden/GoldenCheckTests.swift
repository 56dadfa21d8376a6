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

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `stacktrace check` end to end, on the built executable in a temporary folder.
struct GoldenCheckTests {
  /// A folder with two scenarios whose goldens match, the way `record` writes them.
  func project() throws -> URL {
    let folder = try temporaryFolder("stacknav-check")
    try write(
      [
        "Scenarios/nav/push.scenario": "push A B\npop\n",
        "Scenarios/nav/present.scenario": "# a comment\nroot A\npresent B\ndismiss\n",
      ], in: folder)
    let recorded = try runStacktrace(["check", "--record", "all"], in: folder)
    #expect(recorded.code == 1)
    return folder
  }

  @Test("matching goldens pass: a line a scenario, a count, exit 0")
  func passes() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try runStacktrace(["check"], in: folder)
    #expect(result.code == 0)
    #expect(
      result.output
        == "PASS Scenarios/nav/present.scenario\nPASS Scenarios/nav/push.scenario\n"
        + "2 passed, 0 failed\n")
  }

  @Test("a changed golden fails with a unified diff that patch -p1 applies")
  func patchApplies() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = try #require(read("Scenarios/nav/push.trace", in: folder))
    let actual = golden
    try write(
      ["Scenarios/nav/push.trace": golden.replacingOccurrences(of: "B dealloc\n", with: "")],
      in: folder)
    let result = try runStacktrace(["check", "Scenarios/nav/push.scenario"], in: folder)
    #expect(result.code == 1)
    #expect(
      result.output.contains("--- a/Scenarios/nav/push.trace\n+++ b/Scenarios/nav/push.trace\n"))
    #expect(result.output.contains("\n+B dealloc\n"))
    let patchFile = folder.appendingPathComponent("change.diff")
    try result.output.write(to: patchFile, atomically: true, encoding: .utf8)
    let broken = try #require(read("Scenarios/nav/push.trace", in: folder))
    #expect(PatchApplier.apply(result.output, to: broken) == actual)
    if hasGNUPatch {
      #expect(try applyPatch(patchFile, in: folder, strip: 1) == 0)
      #expect(read("Scenarios/nav/push.trace", in: folder) == actual)
    }
  }

  @Test("the first divergence names the golden line, the statement and its scenario line")
  func divergence() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = try #require(read("Scenarios/nav/present.trace", in: folder))
    try write(
      [
        "Scenarios/nav/present.trace": golden.replacingOccurrences(
          of: "A viewDidAppear\nB viewDidDisappear", with: "B viewDidDisappear\nA viewDidAppear")
      ], in: folder)
    let result = try runStacktrace(["check", "--github", "--record", "never"], in: folder)
    #expect(result.code == 1)
    #expect(
      result.output.contains(
        "FAIL Scenarios/nav/present.scenario: first divergence at line 22 of the golden, in "
          + "'dismiss' (scenario line 4): expected 'B viewDidDisappear', got 'A viewDidAppear'\n"))
    #expect(
      result.output.contains(
        "::error file=Scenarios/nav/present.scenario,line=4,title=present differs from its "
          + "golden::first divergence at line 22"))
  }

  @Test("a new scenario is annotated as new or without a golden, not as differing from one")
  func newScenarioAnnotation() throws {
    let folder = try temporaryFolder("stacknav-new-annotation")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(["Scenarios/fresh.scenario": "push A\n"], in: folder)
    let underCI = try runStacktrace(
      ["check", "--github"], in: folder, environment: ["CI": "true"])
    #expect(underCI.code == 1)
    #expect(
      underCI.output.contains(
        "::error file=Scenarios/fresh.scenario,line=1,title=fresh has no golden::"))
    let local = try runStacktrace(["check", "--github"], in: folder)
    #expect(
      local.output.contains("::error file=Scenarios/fresh.scenario,line=1,title=fresh is new::"))
  }

  @Test("in a long repetitive trace, one statement's change gives hunks around it only")
  func anchoredHunks() throws {
    let folder = try temporaryFolder("stacknav-anchor")
    defer { try? FileManager.default.removeItem(at: folder) }
    var scenario = "push A\n"
    for index in 0..<250 { scenario += "push B\(index)\npop\n" }
    try write(["Scenarios/long.scenario": scenario], in: folder)
    _ = try runStacktrace(["check", "--record", "missing"], in: folder)
    let golden = try #require(read("Scenarios/long.trace", in: folder))
    var lines = golden.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.count > 2_000)
    // Statement 'pop' after 'push B120': swap its two did callbacks.
    let header = try #require(lines.firstIndex(of: "# push B120"))
    let pop = try #require(lines[header...].firstIndex(of: "# pop"))
    lines.swapAt(pop + 3, pop + 4)
    try write(["Scenarios/long.trace": lines.joined(separator: "\n")], in: folder)
    let result = try runStacktrace(["check", "-q"], in: folder)
    let hunks = result.output.split(separator: "\n").filter { $0.hasPrefix("@@") }
    #expect(hunks.count == 1)
    let changed = result.output.split(separator: "\n").filter {
      ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++")
    }
    #expect(changed.count == 2)
    #expect(hunks.first == "@@ -\(pop + 1),8 +\(pop + 1),8 @@")
  }

  @Test("the library's check shows three lines of context around a change by default")
  func defaultContext() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(["Scenarios/nav/long.scenario": "push A B C D E F\n"], in: folder)
    let scenarios = folder.appendingPathComponent("Scenarios").path
    var record = GoldenCheck(paths: [scenarios])
    record.record = .all
    _ = try record.run()
    let golden = folder.appendingPathComponent("Scenarios/nav/long.trace")
    let text = try String(contentsOf: golden, encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    lines[12] = "X changed"
    try lines.joined(separator: "\n").write(to: golden, atomically: true, encoding: .utf8)
    // Compared, not left pending for review (the default, as on the command line).
    var comparing = GoldenCheck(paths: [scenarios])
    comparing.record = .missing
    let report = try comparing.run()
    let check = try #require(report.checks.first { $0.scenarioPath.hasSuffix("long.scenario") })
    #expect(check.status == .failed)
    #expect(check.diff.contains("@@ -10,7 +10,7 @@"), "\(check.diff)")
  }

  @Test("record modes: missing writes new goldens only, failed rewrites differing ones")
  func recordModes() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      ["Scenarios/nav/new.scenario": "root C\n", "Scenarios/nav/push.trace": "stale\n"], in: folder)
    let missing = try runStacktrace(["check", "-q", "--record", "missing"], in: folder)
    #expect(missing.code == 1)
    #expect(
      missing.output.contains(
        "RECORDED Scenarios/nav/new.scenario: wrote Scenarios/nav/new.trace (new)\n--- /dev/null\n")
    )
    #expect(missing.output.contains("FAIL Scenarios/nav/push.scenario"))
    #expect(read("Scenarios/nav/push.trace", in: folder) == "stale\n")
    // A passing golden is left alone by `failed`: the same file, not a rewritten copy.
    let passing = folder.appendingPathComponent("Scenarios/nav/present.trace").path
    let before = try FileManager.default.attributesOfItem(atPath: passing)
    let failed = try runStacktrace(["check", "-q", "--record", "failed"], in: folder)
    let after = try FileManager.default.attributesOfItem(atPath: passing)
    #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
    #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
    #expect(failed.code == 1)
    #expect(
      failed.output.contains(
        "RECORDED Scenarios/nav/push.scenario: wrote Scenarios/nav/push.trace\n"))
    #expect(try runStacktrace(["check"], in: folder).code == 0)
    // `all` rewrites only goldens whose bytes differ: here none.
    let all = try runStacktrace(
      ["check", "-q"], in: folder, environment: ["STACKTRACE_RECORD": "all"])
    #expect(all.code == 0)
    #expect(all.output == "3 passed, 0 failed\n")
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("Scenarios/nav").path
    ).filter { $0.hasPrefix(".") }
    #expect(leftovers == [])
  }

  @Test("with CI set nothing is written, whatever record mode is asked")
  func continuousIntegration() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(["Scenarios/nav/new.scenario": "root C\n"], in: folder)
    let result = try runStacktrace(
      ["check", "--record", "all"], in: folder, environment: ["CI": "true"])
    #expect(result.code == 1)
    #expect(read("Scenarios/nav/new.trace", in: folder) == nil)
    #expect(
      result.output.contains(
        "FAIL Scenarios/nav/new.scenario: no golden Scenarios/nav/new.trace (recording is off)"))
    #expect(result.errors == "stacktrace: CI is set: recording is off (record mode all ignored)\n")
    let off = try runStacktrace(
      ["check", "--record", "missing"], in: folder, environment: ["CI": "false"])
    #expect(read("Scenarios/nav/new.trace", in: folder) != nil)
    #expect(off.code == 1)
  }

  @Test("orphans: reported on whole folders, failing or deleted on request, never when filtered")
  func orphans() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(["Scenarios/nav/gone.trace": "# root X\n"], in: folder)
    let warn = try runStacktrace(["check", "-q"], in: folder)
    #expect(warn.code == 0)
    #expect(
      warn.output
        == "ORPHAN Scenarios/nav/gone.trace has no scenario beside it\n"
        + "2 passed, 0 failed, 1 orphan\n")
    #expect(try runStacktrace(["check", "--orphans=fail"], in: folder).code == 1)
    let filtered = try runStacktrace(
      ["check", "-q", "--filter", "push", "--orphans=fail"], in: folder)
    #expect(filtered.code == 0)
    #expect(filtered.output == "1 passed, 0 failed\n")
    let file = try runStacktrace(
      ["check", "-q", "Scenarios/nav/push.scenario", "--orphans=fail"], in: folder)
    #expect(file.code == 0)
    let delete = try runStacktrace(["check", "-q", "--orphans=delete"], in: folder)
    #expect(delete.code == 0)
    #expect(read("Scenarios/nav/gone.trace", in: folder) == nil)
  }

  @Test("the CI round trip: --actual-dir saves failing traces, accept copies them back")
  func roundTrip() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = try #require(read("Scenarios/nav/push.trace", in: folder))
    try write(["Scenarios/nav/push.trace": "# push A B\n"], in: folder)
    let ci = try runStacktrace(
      ["check", "--actual-dir", "artifacts"], in: folder, environment: ["CI": "1"])
    #expect(ci.code == 1)
    #expect(read("artifacts/Scenarios/nav/push.trace", in: folder) == golden)
    #expect(read("artifacts/Scenarios/nav/present.trace", in: folder) == nil)
    let accept = try runStacktrace(["accept", "artifacts"], in: folder)
    #expect(accept.code == 0)
    #expect(
      accept.output.contains("--- a/Scenarios/nav/push.trace\n+++ b/Scenarios/nav/push.trace\n"))
    #expect(accept.output.hasSuffix("accepted Scenarios/nav/push.trace\n1 golden accepted\n"))
    #expect(read("Scenarios/nav/push.trace", in: folder) == golden)
  }

  @Test("JUnit XML parses, with the right counts, files and lines")
  func junit() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      [
        "Scenarios/nav/push.trace": "# push A B\n",
        "Scenarios/other/broken.scenario": "push a\n",
        "Scenarios/other/fine.scenario": "root R\n",
        "Scenarios/other/fine.trace":
          "# root R\nR init\nR loadView\nR viewDidLoad\nR viewWillAppear\n"
          + "R viewWillLayoutSubviews\nR viewDidLayoutSubviews\nR viewDidAppear\n",
      ], in: folder)
    let result = try runStacktrace(
      ["check", "--junit", "report.xml", "-q", "--record", "never"], in: folder)
    // A scenario that cannot be read is an error: exit 2, and the report is still written.
    #expect(result.code == 2)
    let data = try Data(contentsOf: folder.appendingPathComponent("report.xml"))
    let document = try XMLDocument(data: data)
    let root = try #require(document.rootElement())
    #expect(root.name == "testsuites")
    #expect(root.attribute(forName: "tests")?.stringValue == "4")
    #expect(root.attribute(forName: "failures")?.stringValue == "1")
    #expect(root.attribute(forName: "errors")?.stringValue == "1")
    let suites = root.elements(forName: "testsuite")
    #expect(
      suites.map { $0.attribute(forName: "name")?.stringValue } == [
        "Scenarios/nav", "Scenarios/other",
      ])
    let cases = suites.flatMap { $0.elements(forName: "testcase") }
    #expect(cases.count == 4)
    let push = try #require(cases.first { $0.attribute(forName: "name")?.stringValue == "push" })
    #expect(push.attribute(forName: "classname")?.stringValue == "Scenarios.nav")
    #expect(push.attribute(forName: "file")?.stringValue == "Scenarios/nav/push.scenario")
    #expect(push.attribute(forName: "line")?.stringValue == "1")
    let failure = try #require(push.elements(forName: "failure").first)
    #expect(
      failure.attribute(forName: "message")?.stringValue?.hasPrefix("first divergence at line 2")
        == true)
    #expect(failure.stringValue?.hasPrefix("--- a/Scenarios/nav/push.trace\n") == true)
    let broken = try #require(
      cases.first { $0.attribute(forName: "name")?.stringValue == "broken" })
    #expect(
      broken.elements(forName: "error").first?.attribute(forName: "message")?.stringValue
        == "Scenarios/other/broken.scenario:1:6: error: 'a' is not a controller name: names start with an uppercase ASCII letter, then letters, digits or _"
    )
  }

  @Test(
    "--html writes one page whatever the record mode, its counts the closing line's",
    arguments: ["never", "pending", "missing", "failed", "all"])
  func html(record: String) throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      ["Scenarios/nav/push.trace": "# push A B\n", "Scenarios/new.scenario": "root N\n"],
      in: folder)
    let plain = try runStacktrace(["check", "-q", "--record", "never"], in: folder)
    let result = try runStacktrace(
      ["check", "-q", "--record", record, "--html", "report.html", "--actual-dir", "act"],
      in: folder, environment: ["SOURCE_DATE_EPOCH": "0"])
    #expect(result.code == plain.code)
    let page = try #require(read("report.html", in: folder))
    let closing = try #require(result.output.split(separator: "\n").last { $0.contains("passed") })
    #expect(page.contains("<p class=\"summary\" id=\"summary\">\(closing)</p>"))
    #expect(page.contains("Command: <code>stacktrace check -q --record \(record) --html "))
    #expect(page.contains("Made at <time>1970-01-01 00:00:00 UTC</time>"))
    #expect(page.hasSuffix("</html>\n"))
    // The failure's two diagrams, or the new golden's one, are drawn.
    #expect(page.ranges(of: "<svg ").count >= 2)
  }

  @Test("--format json: every scenario and orphan, machine-readable")
  func json() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      ["Scenarios/nav/push.trace": "# push A B\n", "Scenarios/nav/old.trace": "x\n"], in: folder)
    let result = try runStacktrace(["check", "--format", "json", "--record", "never"], in: folder)
    #expect(result.code == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["passed"] as? Int == 1)
    #expect(object["failed"] as? Int == 1)
    let scenarios = try #require(object["scenarios"] as? [[String: Any]])
    #expect(scenarios.map { $0["status"] as? String } == ["passed", "failed"])
    let divergence = try #require(scenarios[1]["divergence"] as? [String: Any])
    #expect(divergence["scenarioLine"] as? Int == 1)
    let orphans = try #require(object["orphans"] as? [[String: Any]])
    #expect(orphans.first?["golden"] as? String == "Scenarios/nav/old.trace")
  }

  @Test("the Markdown summary groups identical changes and goes to the GitHub job summary")
  func summary() throws {
    let folder = try temporaryFolder("stacknav-summary")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      ["a/one.scenario": "root A\n", "a/two.scenario": "root A\n", "a/three.scenario": "root B\n"],
      in: folder)
    _ = try runStacktrace(["check", "a", "--record", "missing"], in: folder)
    for name in ["one", "two", "three"] {
      let golden = try #require(read("a/\(name).trace", in: folder))
      try write(
        ["a/\(name).trace": golden.replacingOccurrences(of: " loadView\n", with: " loadview\n")],
        in: folder)
    }
    let result = try runStacktrace(
      ["check", "a", "--summary", "summary.md", "--github"], in: folder,
      environment: ["GITHUB_STEP_SUMMARY": folder.appendingPathComponent("step.md").path])
    #expect(result.code == 1)
    let summary = try #require(read("summary.md", in: folder))
    // Pending goldens (the default record mode) are new, and drawn like failures.
    #expect(summary.contains("| ✏️ new | 3 |"))
    #expect(
      summary.contains("### Same change in 2 scenarios\n\n`a/one.scenario`, `a/two.scenario`"))
    #expect(summary.contains("### `a/three.scenario`"))
    #expect(summary.contains("```diff\n--- a/a/one.trace"))
    #expect(read("step.md", in: folder) == summary)
    // Each change's diff has the golden and the actual drawn under it, folded.
    let folded = summary.components(separatedBy: "<details><summary>Sequence diagrams")
    #expect(folded.count == 4)
    #expect(
      summary.contains(
        "<summary>Sequence diagrams of <code>a/two.scenario</code>: golden and actual"))
    let diagrams = summary.components(separatedBy: "```mermaid\n").dropFirst().map {
      $0.components(separatedBy: "```\n")[0]
    }
    #expect(diagrams.count == 6)
    for diagram in diagrams {
      #expect(MermaidGrammar.problems(inSequenceDiagram: diagram) == [])
    }
    #expect(diagrams[0].contains("  Note over app: A loadview\n"))
    #expect(diagrams[1].contains("  uikit->>A: loadView\n"))
  }

  @Test("--format json with --github: standard output is one JSON document, annotations on stderr")
  func jsonWithAnnotations() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(["Scenarios/nav/push.trace": "# push A B\n"], in: folder)
    let result = try runStacktrace(["check", "--format", "json", "--github"], in: folder)
    #expect(result.code == 1)
    let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    #expect(json is [String: Any])
    #expect(result.errors.contains("::error file=Scenarios/nav/push.scenario,line="))
    #expect(!result.output.contains("::error"))
  }

  @Test("a golden line that is a Mermaid directive is shown as text, never obeyed")
  func mermaidDirective() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = try #require(read("Scenarios/nav/push.trace", in: folder))
    try write(
      [
        "Scenarios/nav/push.trace":
          "%%{init: {'theme': 'forest', 'securityLevel': 'loose'}}%%\n" + golden
      ], in: folder)
    _ = try runStacktrace(["check", "--summary", "summary.md"], in: folder)
    let summary = try #require(read("summary.md", in: folder))
    // In the diff's code block it is text; in a diagram it must not be a directive.
    let diagrams = summary.components(separatedBy: "```mermaid\n").dropFirst().map {
      $0.components(separatedBy: "```").first ?? ""
    }
    #expect(diagrams.count == 2)
    #expect(diagrams.allSatisfy { !$0.contains("%%") })
    #expect(diagrams.contains { $0.contains("#37;#37;{init") })
  }

  @Test("the summary's diagrams stop before they pass what a job summary holds")
  func summaryBudget() throws {
    let folder = try temporaryFolder("stacknav-budget")
    defer { try? FileManager.default.removeItem(at: folder) }
    let names = (1...25).map { "A\($0)" }.joined(separator: " ")
    var files: [String: String] = [:]
    for index in 1...40 { files["a/s\(index).scenario"] = "push \(names)\n" }
    try write(files, in: folder)
    _ = try runStacktrace(["check", "a", "--record", "missing"], in: folder)
    for index in 1...40 {
      let golden = try #require(read("a/s\(index).trace", in: folder))
      try write(["a/s\(index).trace": golden + "A1 dealloc\n"], in: folder)
    }
    _ = try runStacktrace(["check", "a", "--summary", "summary.md"], in: folder)
    let summary = try #require(read("summary.md", in: folder))
    let drawn = summary.components(separatedBy: "<details>").count - 1
    #expect(drawn > 0 && drawn < 40)
    #expect(summary.contains("The sequence diagrams of \(40 - drawn) more scenarios are left out"))
    #expect(summary.utf8.count < 1_024 * 1_024)
  }

  @Test("colour only when asked or on a terminal without NO_COLOR")
  func colour() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(!(try runStacktrace(["check"], in: folder)).output.contains("\u{1B}["))
    #expect(
      try runStacktrace(["check", "--color=always"], in: folder).output.contains("\u{1B}[32mPASS"))
    let result = stacktrace(["check", "--color=sometimes"])
    #expect(result.code == 2)
  }

  @Test("a long check shows its progress on a terminal's standard error, and only there")
  func progress() throws {
    let folder = try temporaryFolder("stacknav-progress")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      ["S/a.scenario": "root A\n", "S/b.scenario": "root B\n", "S/c.scenario": "root C\n"],
      in: folder)
    let path = folder.appendingPathComponent("S").path
    func check(_ environment: Environment) -> (output: String, errors: String) {
      let output = ByteSink()
      let errors = ByteSink()
      _ = CLI(arguments: ["check", path, "-q"], environment: environment).run(
        output: output, errors: errors)
      return (output.text, errors.text)
    }
    var now = Environment(errorIsTerminal: true)
    now.progressDelay = .zero
    let terminal = check(now)
    #expect(terminal.errors.contains("\r\u{1B}[2Kchecked 3 of 3 scenarios"))
    #expect(terminal.errors.hasSuffix("\r\u{1B}[2K"))
    #expect(!terminal.output.contains("checked"))
    #expect(check(Environment(errorIsTerminal: false)).errors == "")
    now.variables["CI"] = "true"
    #expect(check(now).errors == "")
  }

  @Test("usage and I/O trouble exit 2")
  func trouble() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = try runStacktrace(["check", "Nowhere"], in: folder)
    #expect(missing.code == 2)
    #expect(missing.errors == "stacktrace: cannot check Nowhere: No such file or directory\n")
    #expect(try runStacktrace(["check", "--record", "sometimes"], in: folder).code == 2)
    #expect(try runStacktrace(["check", "--orphans", "keep"], in: folder).code == 2)
  }
}
