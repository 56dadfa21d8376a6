/// The exit codes of `stacktrace` (contract §1).
public enum ExitCode: Int32, Sendable {
  /// Success.
  case success = 0
  /// A golden mismatch or another failed check.
  case checkFailed = 1
  /// A usage error or a scenario error.
  case usage = 2
  /// The scenario made UIKit raise an exception.
  case exception = 3
  /// StackNav found itself inconsistent: a bug (EX_SOFTWARE).
  case internalError = 70
}
