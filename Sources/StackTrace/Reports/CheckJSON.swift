/// A check's results as one JSON document (`stacktrace check --format json`).
public enum CheckJSON {
  /// The JSON text, with a final newline.
  public static func json(_ report: GoldenCheck.Report) -> String {
    let sink = ByteSink()
    sink.write("{\"passed\":\(report.passed),\"failed\":\(report.failed),\"scenarios\":[")
    for (index, check) in report.checks.enumerated() {
      sink.write(index == 0 ? "\n{" : ",\n{")
      field("scenario", check.scenarioPath, sink, first: true)
      field("golden", check.goldenPath, sink)
      field("status", status(check.status), sink)
      if case .recorded(let created) = check.status {
        sink.write(",\"created\":\(created)")
      }
      if !check.status.isPassed {
        field("message", JUnitReport.failureMessage(check), sink)
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
      sink.write("}")
    }
    sink.write("\n],\"orphans\":[")
    for (index, orphan) in report.orphans.enumerated() {
      sink.write(index == 0 ? "\n{" : ",\n{")
      field("golden", orphan.goldenPath, sink, first: true)
      sink.write(",\"deleted\":\(orphan.deleted)}")
    }
    sink.write("\n]}\n")
    return sink.text
  }

  private static func status(_ status: ScenarioCheck.Status) -> String {
    switch status {
    case .passed: "passed"
    case .failed: "failed"
    case .recorded: "recorded"
    case .error: "error"
    }
  }

  private static func field(_ name: String, _ value: String, _ sink: ByteSink, first: Bool = false)
  {
    sink.write(first ? "\"\(name)\":" : ",\"\(name)\":")
    JSON.writeString(value, to: sink)
  }
}
