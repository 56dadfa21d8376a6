internal import StackTraceGolden
internal import StackTraceIO
internal import StackTraceScenario

/// When golden assertions write goldens: the modes of `stacktrace check --record`.
///
/// Whatever is asked, nothing is written where `CI` is set.
public enum RecordMode: String, CaseIterable, Sendable {
  /// Never touch a golden: a missing or differing one gets `NAME.trace.new` beside it, for
  /// `stacktrace review` (the default).
  case pending
  /// Write goldens that do not exist yet; compare the others.
  case missing
  /// Write every golden whose bytes differ.
  case all
  /// Write goldens that are missing or differ.
  case failed
  /// Write nothing.
  case never
}

/// What one golden assertion found: how it ended, where the golden is, and the diff.
public struct GoldenResult: Sendable, Equatable {
  /// How a golden assertion ended.
  public enum Status: Sendable, Equatable {
    /// The trace equals its golden.
    case passed
    /// The trace differs from its golden, or the golden is missing and was not written.
    case failed
    /// The golden was written (`created` when it did not exist): a failure all the same.
    case recorded(created: Bool)
    /// The trace was written beside the golden as `NAME.trace.new`, for review (`created`
    /// when there is no golden yet). A failure all the same.
    case pending(created: Bool)
    /// The scenario could not be checked (a file that cannot be read, a link).
    case error(String)
  }

  /// Where a trace first departs from its golden.
  public struct Divergence: Sendable, Equatable {
    /// The golden's line (1-based).
    public let goldenLine: Int
    /// The statement whose callbacks differ, as its header prints it.
    public let statement: String
    /// That statement's line in the scenario.
    public let scenarioLine: Int
    /// One sentence saying where and how.
    public let message: String
  }

  /// How it ended.
  public let status: Status
  /// The scenario's path (`<scenario>` for scenario text).
  public let scenarioPath: String
  /// The golden's path.
  public let goldenPath: String
  /// Where a pending golden goes: the golden's path with `.new` added.
  public let pendingPath: String
  /// Whether the golden existed before the assertion.
  public let goldenExisted: Bool
  /// Where the trace first departs from the golden, when it does.
  public let divergence: Divergence?
  /// A unified diff from the golden to the trace (empty when they are equal).
  public let diff: String

  init(_ check: ScenarioCheck) {
    status = Status(check.status)
    scenarioPath = check.scenarioPath
    goldenPath = check.goldenPath
    pendingPath = check.pendingPath
    goldenExisted = check.goldenExisted
    divergence = check.divergence.map(Divergence.init)
    diff = check.diff
  }
}
