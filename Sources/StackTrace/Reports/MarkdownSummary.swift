/// A check's results as Markdown, for a pull request or a GitHub job summary: a results
/// table, then each change's diff, identical changes across scenarios grouped, with the
/// golden and the actual trace drawn as sequence diagrams folded under it.
public enum MarkdownSummary {
  /// Traces longer than this many lines are not drawn: the diagram would not be read.
  public static let longestDrawnTrace = 400
  /// How many bytes of diagrams a summary holds at most: GitHub takes 1 MiB of job summary
  /// a step, and the tables and diffs need room too.
  public static let diagramBudget = 512 * 1_024

  /// The Markdown text. Every path and message is shown in a code span (or, inside HTML,
  /// HTML-escaped), so no file name can add links, images or markup to the page.
  public static func markdown(_ report: GoldenCheck.Report) -> String {
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
    if !failing.isEmpty || !problems.isEmpty {
      text += "\n| file | result | where |\n|---|---|---|\n"
      for finding in problems {
        text +=
          "| \(cell(code(finding.path))) | \(finding.isError ? "⚠️ error" : "⚠️ warning") | "
          + "\(cell(code(finding.message))) |\n"
      }
      for check in failing {
        text +=
          "| \(cell(code(check.scenarioPath))) | \(label(check)) | "
          + "\(cell(code(JUnitReport.failureMessage(check)))) |\n"
      }
    }
    var budget = diagramBudget
    var undrawn = 0
    for group in groups(failing) where !group[0].diff.isEmpty {
      let first = group[0]
      if group.count > 1 {
        text += "\n### Same change in \(group.count) scenarios\n\n"
        text += group.map { code($0.scenarioPath) }.joined(separator: ", ") + "\n\n"
        text += "The diff of \(code(first.scenarioPath)):\n\n"
      } else {
        text += "\n### \(code(first.scenarioPath))\n\n"
      }
      text += fenced(first.diff, language: "diff")
      if first.diffIsCut { text += "\n" + JUnitReport.cutNote(first).escaping(["`": "'"]) + "\n" }
      for check in group {
        let drawn = diagrams(of: check, titled: group.count > 1)
        if drawn.utf8.count > budget {
          undrawn += 1
        } else {
          budget -= drawn.utf8.count
          text += drawn
        }
      }
    }
    if undrawn > 0 {
      text +=
        "\nThe sequence diagrams of \(undrawn) more scenarios are left out: they would not fit "
        + "in a job summary.\n"
    }
    if !report.orphans.isEmpty {
      text += "\n### Orphan goldens\n\n"
      for orphan in report.orphans {
        text +=
          "- \(code(orphan.goldenPath)): no scenario beside it"
          + (orphan.deleted ? " (deleted)" : "")
          + (orphan.keptBecause.map { " (not deleted: \(code($0)))" } ?? "") + "\n"
      }
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
  static func code(_ text: String) -> String {
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
