/// A check's results as Markdown, for a pull request or a GitHub job summary: a results
/// table, then each change's diff, identical changes across scenarios grouped, with the
/// golden and the actual trace drawn as sequence diagrams folded under it.
public enum MarkdownSummary {
  /// Traces longer than this many lines are not drawn: the diagram would not be read.
  public static let longestDrawnTrace = 400
  /// How many bytes of diagrams a summary holds at most: GitHub takes 1 MiB of job summary
  /// a step, and the tables and diffs need room too.
  public static let diagramBudget = 512 * 1_024

  /// The Markdown text.
  public static func markdown(_ report: GoldenCheck.Report) -> String {
    let failing = report.checks.filter { !$0.status.isPassed }
    var text = "## StackNav golden traces\n\n"
    text += "| result | scenarios |\n|---|---:|\n"
    text += "| ✅ passed | \(report.passed) |\n"
    text += "| ❌ failed | \(failing.count { $0.status == .failed }) |\n"
    text +=
      "| ✏️ recorded | \(failing.count { if case .recorded = $0.status { true } else { false } }) |\n"
    text +=
      "| ⚠️ errors | \(failing.count { if case .error = $0.status { true } else { false } }) |\n"
    if !report.orphans.isEmpty {
      text += "| 🗑 orphan goldens | \(report.orphans.count) |\n"
    }
    guard !failing.isEmpty || !report.orphans.isEmpty else { return text + "\nAll passed.\n" }
    if !failing.isEmpty {
      text += "\n| scenario | result | where |\n|---|---|---|\n"
      for check in failing {
        text +=
          "| `\(check.scenarioPath)` | \(label(check)) | "
          + "\(cell(JUnitReport.failureMessage(check))) |\n"
      }
    }
    var budget = diagramBudget
    var undrawn = 0
    for group in groups(failing) where !group[0].diff.isEmpty {
      let first = group[0]
      if group.count > 1 {
        text += "\n### Same change in \(group.count) scenarios\n\n"
        text += group.map { "`\($0.scenarioPath)`" }.joined(separator: ", ") + "\n\n"
        text += "The diff of `\(first.scenarioPath)`:\n\n"
      } else {
        text += "\n### `\(first.scenarioPath)`\n\n"
      }
      text += fenced(first.diff, language: "diff")
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
          "- `\(orphan.goldenPath)`: no scenario beside it"
          + (orphan.deleted ? " (deleted)" : "") + "\n"
      }
    }
    return text
  }

  /// The golden and the actual trace as Mermaid sequence diagrams, folded, for a failed
  /// comparison (a new golden has nothing to compare); `titled` names the scenario, for
  /// the members of a group.
  static func diagrams(of check: ScenarioCheck, titled: Bool) -> String {
    guard check.status == .failed, let golden = check.golden else { return "" }
    let name = titled ? " of `\(check.scenarioPath)`" : ""
    var text = "\n<details><summary>Sequence diagrams\(name): golden and actual</summary>\n\n"
    for (title, trace) in [("Golden", golden), ("Actual", check.actual)] {
      text += "**\(title)**\n\n"
      let lines = trace.count { $0 == "\n" }
      if lines > longestDrawnTrace {
        text += "(\(lines) lines: too long to draw)\n\n"
      } else {
        text += fenced(SequenceDiagram.mermaid(ofTrace: trace), language: "mermaid") + "\n"
      }
    }
    return text + "</details>\n"
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
    case .recorded: "✏️ recorded"
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
