import StackTraceFormats
import StackTraceIO

/// A check's results as Markdown, for a pull request or a GitHub job summary: a results
/// table, then each change's diff, identical changes across scenarios grouped, with the
/// golden and the actual trace drawn as sequence diagrams folded under it.
package enum MarkdownSummary {
  /// Traces longer than this many lines are not drawn: the diagram would not be read.
  package static let longestDrawnTrace = 400
  /// How many bytes of diagrams a summary holds at most: GitHub takes 1 MiB of job summary
  /// a step, and the tables and diffs need room too.
  package static let diagramBudget = 512 * 1_024

  /// The most bytes a summary holds: GitHub drops a job summary over 1 MiB whole.
  package static let maximumBytes = 1_000_000

  /// The Markdown text, at most `limit` bytes: past them, what does not fit is left out
  /// and a closing line says how much, and that the whole report is in `fullReport`. Every
  /// path and message is shown in a code span (or, inside HTML, HTML-escaped), so no file
  /// name can add links, images or markup to the page.
  package static func markdown(
    _ report: GoldenCheck.Report, limit: Int = maximumBytes,
    fullReport: String = "the output of stacktrace check"
  ) -> String {
    let failing = report.checks.filter { !$0.status.isPassed }
    var text = "## StackNav golden traces\n\n"
    text += "| result | count |\n|---|---:|\n"
    text += "| ✅ passed | \(report.passed) |\n"
    text += "| ❌ failed | \(report.failed) |\n"
    text += "| ✏️ new | \(report.new) |\n"
    text += "| ⚠️ errors | \(report.errors) |\n"
    if !report.orphans.isEmpty {
      text += "| 🗑 orphan goldens | \(report.orphans.count) |\n"
    }
    if report.isEmpty { text += "\nNo scenarios were found.\n" }
    let problems = report.findings
    guard !failing.isEmpty || !report.orphans.isEmpty || !problems.isEmpty else {
      return text + (report.isEmpty ? "" : "\nAll passed.\n")
    }
    // Room for the closing line a cut summary ends with.
    var room = limit - text.utf8.count - 600
    var leftOut = (results: 0, diffs: 0)
    /// Adds `part` if it fits; false when it does not.
    func add(_ part: String) -> Bool {
      guard part.utf8.count <= room else { return false }
      text += part
      room -= part.utf8.count
      return true
    }
    if !failing.isEmpty || !problems.isEmpty {
      var rows: [String] = []
      for finding in problems {
        rows.append(
          "| \(cell(code(finding.path))) | \(finding.isError ? "⚠️ error" : "⚠️ warning") | "
            + "\(cell(code(finding.message))) |\n")
      }
      for check in failing {
        rows.append(
          "| \(cell(code(check.scenarioPath))) | \(label(check)) | "
            + "\(cell(code(check.failureMessage))) |\n")
      }
      _ = add("\n| file | result | where |\n|---|---|---|\n")
      for (index, row) in rows.enumerated() where !add(row) {
        leftOut.results = rows.count - index
        break
      }
    }
    var budget = diagramBudget
    var undrawn = 0
    for group in groups(failing) where !group[0].diff.isEmpty {
      let first = group[0]
      var section = ""
      if group.count > 1 {
        section += "\n### Same change in \(group.count) scenarios\n\n"
        section += group.map { code($0.scenarioPath) }.joined(separator: ", ") + "\n\n"
        section += "The diff of \(code(first.scenarioPath)):\n\n"
      } else {
        section += "\n### \(code(first.scenarioPath))\n\n"
      }
      section += fenced(first.diff, language: "diff")
      if first.diffIsCut {
        section += "\n" + first.cutNote.escaping(["`": "'"]) + "\n"
      }
      guard add(section) else {
        leftOut.diffs += 1
        continue
      }
      for check in group {
        let drawn = diagrams(of: check, titled: group.count > 1)
        if drawn.utf8.count > budget || !add(drawn) {
          undrawn += drawn.isEmpty ? 0 : 1
        } else {
          budget -= drawn.utf8.count
        }
      }
    }
    if undrawn > 0 {
      _ = add(
        "\nThe sequence diagrams of \(undrawn) more scenario\(undrawn == 1 ? " are" : "s are") "
          + "left out: they would not fit in a job summary.\n")
    }
    if !report.orphans.isEmpty, add("\n### Orphan goldens\n\n") {
      for (index, orphan) in report.orphans.enumerated() {
        let line =
          "- \(code(orphan.goldenPath)): no scenario beside it"
          + (orphan.deleted ? " (deleted)" : "")
          + (orphan.keptBecause.map { " (not deleted: \(code($0)))" } ?? "") + "\n"
        if !add(line) {
          leftOut.results += report.orphans.count - index
          break
        }
      }
    } else if !report.orphans.isEmpty {
      leftOut.results += report.orphans.count
    }
    if leftOut.results > 0 || leftOut.diffs > 0 {
      var parts: [String] = []
      if leftOut.results > 0 {
        parts.append("\(leftOut.results) result\(leftOut.results == 1 ? "" : "s")")
      }
      if leftOut.diffs > 0 {
        parts.append("\(leftOut.diffs) diff\(leftOut.diffs == 1 ? "" : "s")")
      }
      let one = parts.count == 1 && leftOut.results + leftOut.diffs == 1
      text +=
        "\n**This summary stops at \(grouped(limit)) bytes (GitHub drops a longer one):** "
        + parts.joined(separator: " and ") + (one ? " is" : " are")
        + " left out; the whole report is in \(fullReport).\n"
    }
    return text
  }

  /// The golden and the actual trace as Mermaid sequence diagrams, folded, for a failed
  /// comparison (a new golden has nothing to compare); `titled` names the scenario, for
  /// the members of a group.
  static func diagrams(of check: ScenarioCheck, titled: Bool) -> String {
    guard check.status == .failed || check.status == .pending(created: false),
      check.goldenExisted
    else { return "" }
    let name = titled ? " of <code>\(html(check.scenarioPath))</code>" : ""
    var text = "\n<details><summary>Sequence diagrams\(name): golden and actual</summary>\n\n"
    for (title, trace) in [("Golden", check.goldenText), ("Actual", check.actualText)] {
      text += "**\(title)**\n\n"
      if let trace {
        text +=
          fenced(SequenceDiagram.mermaid(ofTrace: Escape.lines(trace)), language: "mermaid")
          + "\n"
      } else {
        text += "(more than \(longestDrawnTrace) lines: too long to draw)\n\n"
      }
    }
    return text + "</details>\n"
  }

  /// `text` (one line, already `Escape`d) as a Markdown code span: fenced by more backticks
  /// than any run in it, so it cannot close early.
  package static func code(_ text: String) -> String {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
    return fence + padding + text + padding + fence
  }

  /// `text` escaped for HTML.
  static func html(_ text: String) -> String {
    text.escaping(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"])
  }

  /// Failing checks grouped by identical changes, in the order of their first member.
  static func groups(_ checks: [ScenarioCheck]) -> [[ScenarioCheck]] {
    var groups: [[ScenarioCheck]] = []
    for check in checks {
      if !check.change.isEmpty,
        let index = groups.firstIndex(where: { $0[0].change == check.change })
      {
        groups[index].append(check)
      } else {
        groups.append([check])
      }
    }
    return groups
  }

  private static func label(_ check: ScenarioCheck) -> String {
    switch check.status {
    case .passed: "✅ passed"
    case .failed: "❌ failed"
    case .recorded, .pending: "✏️ new"
    case .error: "⚠️ error"
    }
  }

  private static func cell(_ text: String) -> String {
    text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
  }

  /// `text` in a fenced code block whose fence is longer than any run of backticks in it.
  static func fenced(_ text: String, language: String) -> String {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: max(3, longest + 1))
    return fence + language + "\n" + text + (text.hasSuffix("\n") ? "" : "\n") + fence + "\n"
  }
}
