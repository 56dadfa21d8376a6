@_exported import StackNav
internal import StackTraceGolden
internal import StackTraceIO
internal import StackTraceScenario
import Synchronization
import Testing
import XCTest

/// Runs scenario `text` and compares its trace with its golden, kept beside the test file:
/// `__Goldens__/<test file>/<test name>.trace`. A missing or differing golden fails the
/// current test (Swift Testing or XCTest) with the diff and how to accept it; by default a
/// pending golden (`NAME.trace.new`) is written beside it for `stacktrace review`.
///
/// - Parameters:
///   - text: the scenario, one statement a line (`"push A B\npop\n"`).
///   - named: the golden's name; by default the test function's name, with `-2`, `-3` for
///     further calls in the same test. Give one in parameterized tests.
///   - profile: the profile for a scenario that names none.
///   - record: when to write goldens; by default the `.goldens(record:)` trait, else
///     `STACKTRACE_RECORD`, else `.pending`. With `CI` set nothing is written, and a
///     `record:` asked for is overridden with a warning.
/// - Returns: the result, for further assertions; `nil` when the scenario does not parse.
@discardableResult
public func assertGolden(
  _ text: String, named: String? = nil, profile: Profile = .documented,
  record: RecordMode? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) -> GoldenResult? {
  let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
  let verdict = verifyGolden(
    text, named: named, profile: profile, record: record, filePath: "\(filePath)",
    function: function)
  verdict.report(at: location)
  return verdict.result
}

/// Runs the scenario file at `path` and compares its trace with its golden (`NAME.trace`
/// beside it), as `stacktrace check` does; a missing or differing golden fails the current
/// test, with the diff and how to accept it.
///
/// - Parameters:
///   - path: the `.scenario` file: absolute, or relative to the package holding the test
///     file (the folder with its `Package.swift`), whatever the working directory.
///   - profile: the profile for a scenario that names none.
///   - record: as for `assertGolden(_:named:profile:record:)`.
/// - Returns: the check, for further assertions.
@discardableResult
public func assertGolden(
  scenarioFile path: String, profile: Profile = .documented, record: RecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> GoldenResult? {
  let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
  let verdict = verifyGolden(
    scenarioFile: path, profile: profile, record: record, filePath: "\(filePath)")
  verdict.report(at: location)
  return verdict.result
}

/// What a golden assertion found, without reporting it: the result, and the message a test
/// failure would carry (`nil` when it passed).
public struct GoldenVerdict: Sendable {
  /// The result, when the scenario ran.
  public let result: GoldenResult?
  /// Why the assertion fails, with the diff and how to accept it; `nil` when it passes.
  public let failure: String?
  /// A warning to show even when it passes (a `record:` overridden because `CI` is set).
  public let warning: String?

  /// Whether the failure is a pending golden written for review.
  var isPending = false

  /// Reports the failure (and the warning) to the running test; a pending golden only
  /// warns when `STACKTRACE_PENDING=warn` (`stacktrace test` sets it, then reviews).
  func report(at location: Location) {
    if let warning { location.warn(warning) }
    guard let failure else { return }
    let warns =
      isPending
      && Environment.current().variables[StackTraceGolden.RecordMode.pendingVariable]
        == StackTraceGolden.RecordMode.pendingWarns
    if warns { location.warn(failure) } else { location.fail(failure) }
  }
}

/// `assertGolden(_:named:...)` without reporting: for tools and for tests of the assertion.
///
/// - Parameters:
///   - environment: the variables that decide the record mode (`CI`, `STACKTRACE_RECORD`);
///     `nil` (the default) for the process's own.
public func verifyGolden(
  _ text: String, named: String? = nil, profile: Profile = .documented,
  record: RecordMode? = nil, filePath: String = #filePath, function: String = #function,
  environment: [String: String]? = nil
) -> GoldenVerdict {
  let (mode, warning) = GoldenSettings.recordMode(asked: record, environment: environment)
  let scenario: Scenario
  do {
    scenario = try ScenarioParser.parse(Array(text.utf8), file: "<scenario>")
  } catch {
    return GoldenVerdict(result: nil, failure: "\(error)", warning: warning)
  }
  let golden: String
  do {
    golden = try GoldenLocation.golden(named: named, filePath: filePath, function: function)
  } catch {
    return GoldenVerdict(result: nil, failure: error.description, warning: warning)
  }
  do {
    let (folder, file) = try FileTree.folder(ofFile: golden, creating: mode != .never)
    GoldenSettings.noteUsed(golden)
    var options = ScenarioCheck.Options()
    options.settings.profile = profile
    options.record = mode.tooling
    let check = ScenarioCheck.check(
      scenario, scenarioPath: "<scenario>", golden: file, in: folder, options: options)
    return GoldenVerdict(check, filePath: filePath, environment: environment, warning: warning)
  } catch {
    return GoldenVerdict(result: nil, failure: "\(error)", warning: warning)
  }
}

/// `assertGolden(scenarioFile:...)` without reporting.
public func verifyGolden(
  scenarioFile path: String, profile: Profile = .documented, record: RecordMode? = nil,
  filePath: String = #filePath, environment: [String: String]? = nil
) -> GoldenVerdict {
  let (mode, warning) = GoldenSettings.recordMode(asked: record, environment: environment)
  let resolved = GoldenLocation.resolve(path, filePath: filePath)
  do {
    let (folder, file) = try FileTree.folder(ofFile: resolved)
    var options = ScenarioCheck.Options()
    options.settings.profile = profile
    options.record = mode.tooling
    let check = ScenarioCheck.run(file, in: folder, options: options)
    return GoldenVerdict(check, filePath: filePath, environment: environment, warning: warning)
  } catch {
    return GoldenVerdict(result: nil, failure: "\(error)", warning: warning)
  }
}

extension GoldenVerdict {
  /// The verdict of `check`, made in a test file at `filePath`.
  init(
    _ check: ScenarioCheck, filePath: String, environment: [String: String]?, warning: String?
  ) {
    self.init(
      result: GoldenResult(check),
      failure: failureMessage(check, filePath: filePath, environment: environment),
      warning: warning)
    if case .pending = check.status { isPending = true }
  }
}

/// The message of a check that does not pass: what happened, the diff, and how to accept
/// it with the command that works where the test runs (`ToolCommand.forTests`), paths shown
/// from the package that holds the test.
func failureMessage(
  _ check: ScenarioCheck, filePath: String, environment: [String: String]?
) -> String? {
  if check.status == .passed { return nil }
  let root = GoldenLocation.packageRoot(of: filePath)
  // With recording off there is nothing pending for review: the tests write the golden.
  let record = "To accept the new trace: STACKTRACE_RECORD=failed swift test."
  let message: String
  switch check.status {
  case .passed:
    return nil
  case .failed where !check.goldenExisted:
    message =
      "\(check.scenarioPath) has no golden \(check.goldenPath) (recording is off)\n"
      + check.diff + record
  case .failed:
    let divergence = check.divergence.map { ": \($0.message)" } ?? ""
    message =
      "\(check.scenarioPath) differs from its golden \(check.goldenPath)\(divergence)\n"
      + check.diff + record
  case .pending(let created):
    let command = ToolCommand.forTests(
      packageRoot: root, variables: environment ?? Environment.current().variables)
    let review =
      ToolCommand.isPlugin(command)
      ? "\(command) review --accept" : "\(command) review (or \(command) review --accept)"
    message =
      (created ? "no golden \(check.goldenPath) yet" : "differs from \(check.goldenPath)")
      + ": wrote \(check.pendingPath) for review\n" + check.diff + "To accept it: \(review)."
  case .recorded(let created):
    message =
      "recorded \(created ? "a new " : "")golden \(check.goldenPath): review it, then run "
      + "again\n" + check.diff
  case .error(let message):
    return GoldenLocation.relative(message, to: root)
  }
  return GoldenLocation.relative(message, to: root)
}

/// Where an assertion was written, in both frameworks' terms.
struct Location {
  let fileID: String
  let filePath: StaticString
  let line: UInt
  let column: UInt

  private var sourceLocation: SourceLocation {
    SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
  }

  /// Fails the current test: a Swift Testing issue inside a Swift Testing test, else an
  /// XCTest failure.
  func fail(_ message: String) {
    if Test.current != nil {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }

  /// Shows a warning that does not fail the test (printed, under XCTest).
  func warn(_ message: String) {
    if Test.current != nil {
      Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: sourceLocation)
    } else {
      print("\(filePath):\(line): warning: \(message)")
    }
  }
}
