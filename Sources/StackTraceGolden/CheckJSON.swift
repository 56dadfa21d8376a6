import StackTraceFormats

/// A check's results as one JSON document (`stacktrace check --format json`): the counts,
/// every scenario, every file finding and every orphan.
package enum CheckJSON {
  /// The JSON text, with a final newline; `exitCode` is the command's, for its field.
  package static func json(_ report: GoldenCheck.Report, exitCode: Int32) -> String {
    let sink = ByteSink()
    sink.write(
      "{\"passed\":\(report.passed),\"failed\":\(report.failed),\"new\":\(report.new),"
        + "\"errors\":\(report.errors),\"orphanCount\":\(report.orphans.count),"
        + "\"exitCode\":\(exitCode),\"scenarios\":[")
    for (index, check) in report.checks.enumerated() {
      sink.write(index == 0 ? "\n{" : ",\n{")
      field("scenario", check.scenarioPath, sink, first: true)
      field("golden", check.goldenPath, sink)
      field("status", status(check.status), sink)
      if case .recorded(let created) = check.status {
        sink.write(",\"created\":\(created)")
      }
      if case .pending(let created) = check.status {
        sink.write(",\"created\":\(created)")
        field("pending", check.pendingPath, sink)
      }
      if !check.status.isPassed {
        field("message", check.failureMessage, sink)
      }
      if let divergence = check.divergence {
        sink.write(",\"divergence\":{\"traceLine\":\(divergence.traceLine)")
        field("statement", divergence.statement, sink)
        sink.write(",\"scenarioLine\":\(divergence.scenarioLine)")
        if let expected = divergence.expected { field("expected", expected, sink) }
        if let actual = divergence.actual { field("actual", actual, sink) }
        sink.write("}")
      }
      if !check.diff.isEmpty { field("diff", check.diff, sink) }
      if check.diffIsCut { sink.write(",\"diffCut\":true") }
      sink.write("}")
    }
    sink.write("\n],\"findings\":[")
    for (index, finding) in report.findings.enumerated() {
      sink.write(index == 0 ? "\n{" : ",\n{")
      field("path", finding.path, sink, first: true)
      field("message", finding.message, sink)
      sink.write(",\"error\":\(finding.isError)}")
    }
    sink.write("\n],\"orphans\":[")
    for (index, orphan) in report.orphans.enumerated() {
      sink.write(index == 0 ? "\n{" : ",\n{")
      field("golden", orphan.goldenPath, sink, first: true)
      sink.write(",\"deleted\":\(orphan.deleted)")
      if let reason = orphan.keptBecause { field("keptBecause", reason, sink) }
      sink.write("}")
    }
    sink.write("\n]}\n")
    return sink.text
  }

  private static func status(_ status: ScenarioCheck.Status) -> String {
    switch status {
    case .passed: "passed"
    case .failed: "failed"
    case .recorded: "recorded"
    case .pending: "pending"
    case .error: "error"
    }
  }

  private static func field(_ name: String, _ value: String, _ sink: ByteSink, first: Bool = false)
  {
    sink.write(first ? "\"\(name)\":" : ",\"\(name)\":")
    JSON.writeString(value, to: sink)
  }
}
