import StackTraceGolden
import StackTraceRun

/// The exit codes of `stacktrace` (`stacktrace help`).
package enum ExitCode: Int32, Sendable {
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

extension Runner.Outcome {
  /// The exit code a run that ended so gives (`stacktrace help`): 0 completed, 2 a scenario error,
  /// 3 UIKit's exception, 70 an inconsistency StackNav found in itself.
  package var exitCode: ExitCode {
    switch self {
    case .completed: .success
    case .failed: .usage
    case .raised: .exception
    case .inconsistent: .internalError
    }
  }
}

extension GoldenCheck.Report {
  /// The exit code of a check run (`stacktrace help check`): 0 passed, 1 failed, 2 in error.
  var exitCode: ExitCode {
    switch verdict {
    case .passed: .success
    case .failed: .checkFailed
    case .error: .usage
    }
  }
}
