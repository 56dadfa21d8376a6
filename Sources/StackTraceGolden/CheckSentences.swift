/// What every report (the text, `--junit`, `--github`, the Markdown summary, JSON) says of a
/// check, in one place, so that they all say the same.
extension ScenarioCheck {
  /// The one-line message of a check that did not pass.
  package var failureMessage: String {
    switch status {
    case .recorded(let created):
      (created ? "no golden: recorded " : "recorded ") + goldenPath
    case .pending(let created):
      (created ? "no golden: " : "differs from its golden: ") + "wrote " + pendingPath
        + " for review"
    case .failed where !goldenExisted:
      "no golden \(goldenPath) (recording is off)"
    case .error(let message):
      message
    default:
      divergence?.message ?? "differs from \(goldenPath)"
    }
  }

  /// The line a report adds under a diff that was cut.
  package var cutNote: String {
    "(the diff of \(scenarioPath) is cut here: it stops at a bounded size, the traces may "
      + "differ further; see the whole trace with --actual-dir or stacktrace run)"
  }

  /// The scenario's name: its file name without `.scenario`.
  package var scenarioName: String {
    let file = scenarioPath.split(separator: "/").last.map(String.init) ?? scenarioPath
    return file.hasSuffix(".scenario") ? String(file.dropLast(9)) : file
  }
}

extension GoldenCheck.Orphan {
  /// What a report says of an orphan.
  package var message: String {
    "\(goldenPath) has no scenario beside it" + (deleted ? "; deleted" : "")
      + (keptBecause.map { "; not deleted: \($0)" } ?? "")
  }
}
