/// GitHub Actions workflow commands: an `::error` annotation on the scenario line of the
/// statement whose trace first diverges, for up to 10 failures.
public enum GitHubReport {
  /// The most annotations a run prints.
  public static let maximumAnnotations = 10

  /// The workflow commands, one a line.
  public static func annotations(_ report: GoldenCheck.Report) -> String {
    let failing = report.checks.filter { !$0.status.isPassed }
    var text = ""
    for check in failing.prefix(maximumAnnotations) {
      let line = check.divergence?.scenarioLine ?? errorLine(check) ?? 1
      let title = "\(JUnitReport.scenarioName(check.scenarioPath)) differs from its golden"
      text +=
        "::error file=\(property(check.scenarioPath)),line=\(line),"
        + "title=\(property(title))::\(data(JUnitReport.failureMessage(check)))\n"
    }
    if failing.count > maximumAnnotations {
      text +=
        "::warning::\(failing.count - maximumAnnotations) more failing scenarios are "
        + "not annotated (see the job summary)\n"
    }
    for orphan in report.orphans {
      let kind = report.orphanPolicy == .fail ? "error" : "warning"
      text +=
        "::\(kind) file=\(property(orphan.goldenPath)),line=1,title=orphan golden::"
        + "\(data(JUnitReport.orphanMessage(orphan)))\n"
    }
    return text
  }

  /// The line of a scenario error, read from its `FILE:LINE:COLUMN:` prefix.
  static func errorLine(_ check: ScenarioCheck) -> Int? {
    guard case .error(let message) = check.status,
      message.hasPrefix(check.scenarioPath + ":")
    else { return nil }
    let rest = message.dropFirst(check.scenarioPath.count + 1)
    return Int(rest.prefix { $0.isNumber })
  }

  /// A message escaped as workflow commands require: `%`, CR and LF.
  static func data(_ text: String) -> String {
    text.escaping(["%": "%25", "\r": "%0D", "\n": "%0A", "\r\n": "%0D%0A"])
  }

  /// A property value escaped as workflow commands require: also `:` and `,`.
  static func property(_ text: String) -> String {
    data(text).escaping([":": "%3A", ",": "%2C"])
  }
}
