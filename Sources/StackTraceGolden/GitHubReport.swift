import StackTraceIO

/// GitHub Actions workflow commands: an `::error` annotation on the scenario line of the
/// statement whose trace first diverges, for up to 10 failures, and annotations for files
/// that could not be checked and for orphans.
///
/// Everything in a command comes from `Escape`d text, then gets the escaping workflow
/// commands require (`%`, CR, LF; also `:` and `,` in properties), so no file name or golden
/// line can end an annotation early or start a command of its own.
package enum GitHubReport {
  /// The most annotations of each kind (errors, warnings) a run prints: GitHub shows 10.
  package static let maximumAnnotations = 10

  /// The workflow commands, one a line.
  package static func annotations(_ report: GoldenCheck.Report) -> String {
    var errors: [String] = []
    var warnings: [String] = []
    for finding in report.findings {
      let command = annotation(
        file: finding.path, line: 1,
        title: finding.isError ? "file refused" : "file not followed", message: finding.message)
      if finding.isError { errors.append(command) } else { warnings.append(command) }
    }
    for check in report.checks where !check.status.isPassed {
      let line = check.divergence?.scenarioLine ?? errorLine(check) ?? 1
      let title =
        switch check.status {
        case .error: "\(check.scenarioName) cannot be checked"
        case .pending(created: true), .recorded(created: true): "\(check.scenarioName) is new"
        case .failed where !check.goldenExisted: "\(check.scenarioName) has no golden"
        default: "\(check.scenarioName) differs from its golden"
        }
      errors.append(
        annotation(
          file: check.scenarioPath, line: line, title: title,
          message: check.failureMessage))
    }
    for orphan in report.orphans {
      let command = annotation(
        file: orphan.goldenPath, line: 1, title: "orphan golden",
        message: orphan.message)
      if report.orphanPolicy == .fail { errors.append(command) } else { warnings.append(command) }
    }
    return commands("error", errors) + commands("warning", warnings)
  }

  /// Up to `maximumAnnotations` commands of one kind, then a line for the rest.
  private static func commands(_ kind: String, _ all: [String]) -> String {
    var text = all.prefix(maximumAnnotations).map { "::\(kind) \($0)\n" }.joined()
    if all.count > maximumAnnotations {
      text +=
        "::\(kind)::\(all.count - maximumAnnotations) more are not annotated "
        + "(see the job summary)\n"
    }
    return text
  }

  /// The properties and message of one annotation.
  private static func annotation(file: String, line: Int, title: String, message: String)
    -> String
  {
    "file=\(property(file)),line=\(line),title=\(property(title))::\(data(message))"
  }

  /// The line of a scenario error, read from its `FILE:LINE:COLUMN:` prefix.
  static func errorLine(_ check: ScenarioCheck) -> Int? {
    guard case .error(let message) = check.status,
      message.hasPrefix(check.scenarioPath + ":")
    else { return nil }
    let rest = message.dropFirst(check.scenarioPath.count + 1)
    return Int(rest.prefix { $0.isNumber })
  }

  /// A message escaped as workflow commands require: `%`, CR and LF (after `Escape`, which
  /// leaves no CR or LF; kept here so that the function stands alone).
  static func data(_ text: String) -> String {
    Escape.field(text).escaping(["%": "%25", "\r": "%0D", "\n": "%0A", "\r\n": "%0D%0A"])
  }

  /// A property value escaped as workflow commands require: also `:` and `,`.
  static func property(_ text: String) -> String {
    data(text).escaping([":": "%3A", ",": "%2C"])
  }
}
