import StackNav

/// One scenario compared with its golden trace: what ran, what the golden held, and where
/// they first part.
public struct ScenarioCheck: Sendable {
  /// How the comparison came out.
  public enum Status: Sendable, Equatable {
    /// The trace equals its golden.
    case passed
    /// The trace differs from its golden, or the golden is missing and was not written.
    case failed
    /// The golden was written (`created` when it did not exist): a failure all the same.
    case recorded(created: Bool)
    /// The scenario could not run (a syntax error, a file that cannot be read).
    case error(String)

    /// Whether the scenario counts as passed.
    public var isPassed: Bool { self == .passed }
  }

  /// Where a trace first departs from its golden.
  public struct Divergence: Sendable, Equatable {
    /// The line of the golden (1-based) where it happens.
    public let traceLine: Int
    /// The statement whose callbacks differ, as its header prints it.
    public let statement: String
    /// That statement's line in the scenario.
    public let scenarioLine: Int
    /// The golden's line there, if it has one.
    public let expected: String?
    /// The actual trace's line there, if it has one.
    public let actual: String?

    /// One sentence saying where and how.
    public var message: String {
      var text =
        "first divergence at line \(traceLine) of the golden, in '\(statement)' "
        + "(scenario line \(scenarioLine))"
      switch (expected, actual) {
      case (let expected?, let actual?): text += ": expected '\(expected)', got '\(actual)'"
      case (let expected?, nil): text += ": missing '\(expected)'"
      case (nil, let actual?): text += ": unexpected '\(actual)'"
      case (nil, nil): break
      }
      return text
    }
  }

  /// The scenario file.
  public let scenarioPath: String
  /// Its golden trace: `NAME.trace` beside it.
  public let goldenPath: String
  /// How it came out.
  public let status: Status
  /// The golden's content before the check, if it existed.
  public let golden: String?
  /// The trace the scenario prints now.
  public let actual: String
  /// Where they first part, for failures.
  public let divergence: Divergence?
  /// The unified diff from the golden to the actual trace (from `/dev/null` for a new
  /// golden); empty when they are equal.
  public let diff: String
  /// The changed lines alone (`-` and `+`, no context, no positions), to group failures that
  /// changed the same way.
  public let change: [String]

  /// The golden path for a scenario path: `.scenario` replaced by `.trace`.
  public static func goldenPath(for scenarioPath: String) -> String {
    (scenarioPath.hasSuffix(".scenario") ? String(scenarioPath.dropLast(9)) : scenarioPath)
      + ".trace"
  }

  /// Runs the scenario at `scenarioPath` and compares it with its golden, writing the
  /// golden as `record` says.
  ///
  /// - Parameters:
  ///   - context: lines of context in the diff.
  /// - Throws: `FileIO.Failure` when a golden cannot be written.
  public static func run(
    _ scenarioPath: String, profile: Profile, record: RecordMode, context: Int = 3
  ) throws(FileIO.Failure) -> ScenarioCheck {
    let goldenPath = goldenPath(for: scenarioPath)
    let bytes: [UInt8]
    do {
      bytes = try FileIO.contents(of: scenarioPath)
    } catch {
      return failure(scenarioPath, goldenPath, error.description)
    }
    let scenario: Scenario
    do {
      scenario = try ScenarioParser.parse(bytes, file: scenarioPath)
    } catch {
      return failure(scenarioPath, goldenPath, error.description)
    }
    let actual = trace(of: scenario, profile: profile)
    if case .failed(let error) = actual.outcome {
      return failure(scenarioPath, goldenPath, error.description)
    }
    if case .inconsistent(let problems, let location) = actual.outcome {
      return failure(
        scenarioPath, goldenPath, "\(location): internal error: \(problems.joined(separator: "; "))"
      )
    }
    let golden = try FileIO.text(ifExists: goldenPath)
    return try compare(
      scenario: scenario, actual: actual.text, golden: golden, scenarioPath: scenarioPath,
      goldenPath: goldenPath, record: record, context: context)
  }

  /// Compares a trace with its golden and records as `record` says.
  public static func compare(
    scenario: Scenario, actual: String, golden: String?, scenarioPath: String,
    goldenPath: String, record: RecordMode, context: Int = 3
  ) throws(FileIO.Failure) -> ScenarioCheck {
    let diff = UnifiedDiff(old: golden ?? "", new: actual)
    let same = golden != nil && diff.isEmpty
    let writes: Bool
    switch record {
    case .all: writes = true
    case .failed: writes = !same
    case .missing: writes = golden == nil
    case .never: writes = false
    }
    if writes {
      try FileIO.writeAtomically(Array(actual.utf8), to: goldenPath)
    }
    let status: Status =
      writes ? .recorded(created: golden == nil) : same ? .passed : .failed
    let oldName = golden == nil ? "/dev/null" : "a/" + goldenPath
    return ScenarioCheck(
      scenarioPath: scenarioPath, goldenPath: goldenPath, status: status, golden: golden,
      actual: actual,
      divergence: same ? nil : divergence(diff, scenario: scenario),
      diff: diff.render(oldName: oldName, newName: "b/" + goldenPath, context: context),
      change: same ? [] : diff.changedLines)
  }

  /// The text trace of `scenario` and how its run ended.
  public static func trace(of scenario: Scenario, profile: Profile) -> (
    text: String, outcome: Runner.Outcome
  ) {
    let sink = ByteSink()
    let writer = TraceWriter(options: .init(), sink: sink)
    let outcome = Runner.run(scenario, profile: profile, writer: writer)
    return (sink.text, outcome)
  }

  /// Where the first change of `diff` lies: its golden line, and the statement of the
  /// actual trace it falls in.
  static func divergence(_ diff: UnifiedDiff, scenario: Scenario) -> Divergence? {
    guard let first = diff.edits.firstIndex(where: \.isChange) else { return nil }
    var oldPosition = 0
    var newPosition = 0
    for edit in diff.edits[..<first] where edit.isOld { oldPosition += 1 }
    for edit in diff.edits[..<first] where edit.isNew { newPosition += 1 }
    // Read side by side, the traces part at these two lines.
    let expected = oldPosition < diff.oldLineCount ? String(diff.oldLine(oldPosition)) : nil
    let actual = newPosition < diff.newLineCount ? String(diff.newLine(newPosition)) : nil
    // The statement is the last header at or before the divergence in the actual trace.
    var headers = 0
    for index in 0..<min(newPosition + 1, diff.newLineCount)
    where diff.newLine(index).hasPrefix("# ") {
      headers += 1
    }
    let index = max(0, min(headers, scenario.statements.count) - 1)
    let statement = scenario.statements.isEmpty ? nil : scenario.statements[index]
    return Divergence(
      traceLine: oldPosition + 1, statement: statement?.text ?? "",
      scenarioLine: statement?.location.line ?? 1, expected: expected, actual: actual)
  }

  private static func failure(_ scenarioPath: String, _ goldenPath: String, _ message: String)
    -> ScenarioCheck
  {
    ScenarioCheck(
      scenarioPath: scenarioPath, goldenPath: goldenPath, status: .error(message), golden: nil,
      actual: "", divergence: nil, diff: "", change: [])
  }
}

extension UnifiedDiff {
  /// The deleted and inserted lines, with their `-` and `+`, in order.
  var changedLines: [String] {
    edits.compactMap { edit in
      switch edit {
      case .keep: nil
      case .delete(let index): "-" + oldLine(index)
      case .insert(let index): "+" + newLine(index)
      }
    }
  }
}
