import StackNav
import StackTrace
import Testing
import XCTest

/// Runs the scenario file at `path` and compares its text trace with its golden
/// (`NAME.trace` beside it), recording as `record` says; a mismatch fails the current test
/// with the unified diff, in Swift Testing or in XCTest.
///
/// - Parameters:
///   - path: the `.scenario` file, relative to the current directory (the package root
///     under `swift test`) or absolute.
///   - profile: the profile for a scenario that names none.
///   - record: when to write the golden; by default `STACKTRACE_RECORD`, else `missing`,
///     and `never` whenever `CI` is set. Writing a golden fails the test too.
/// - Returns: the check, for further assertions.
@discardableResult
public func assertGolden(
  scenario path: String, profile: Profile = .documented, record: RecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> ScenarioCheck? {
  let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
  do {
    let (folder, file) = try FileTree.folder(ofFile: path)
    let check = ScenarioCheck.run(
      file, in: folder, options: options(profile, recordMode(record, location)))
    report(check, location)
    return check
  } catch {
    location.fail("\(error)")
    return nil
  }
}

/// Runs scenario `text` and compares its text trace with the golden file at `golden`,
/// recording as `record` says; a mismatch fails the current test with the unified diff.
@discardableResult
public func assertGolden(
  trace text: String, golden: String, profile: Profile = .documented,
  record: RecordMode? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> ScenarioCheck? {
  let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
  do {
    let scenario = try ScenarioParser.parse(Array(text.utf8), file: "<scenario>")
    let (folder, file) = try FileTree.folder(ofFile: golden)
    let check = ScenarioCheck.check(
      scenario, scenarioPath: "<scenario>", golden: file, in: folder,
      options: options(profile, recordMode(record, location)))
    report(check, location)
    return check
  } catch let error as ScenarioError {
    location.fail("\(error)")
  } catch {
    location.fail("\(error)")
  }
  return nil
}

private func options(_ profile: Profile, _ record: RecordMode) -> ScenarioCheck.Options {
  var options = ScenarioCheck.Options()
  options.profile = profile
  options.record = record
  return options
}

private func recordMode(_ mode: RecordMode?, _ location: Location) -> RecordMode {
  let environment = Environment.current().variables
  do {
    return try RecordMode.resolve(flag: mode?.rawValue, environment: environment).mode
  } catch {
    location.fail("\(error)")
    return .never
  }
}

private func report(_ check: ScenarioCheck, _ location: Location) {
  switch check.status {
  case .passed:
    break
  case .failed:
    let what =
      !check.goldenExisted ? "has no golden \(check.goldenPath)" : "differs from its golden"
    location.fail(
      "\(check.scenarioPath) \(what): \(check.divergence?.message ?? "")\n\(check.diff)")
  case .pending(let created):
    location.fail(
      "\(created ? "no golden" : "differs from its golden"): wrote \(check.pendingPath) for "
        + "review\n\(check.diff)")
  case .recorded(let created):
    location.fail(
      "recorded \(created ? "a new " : "")golden \(check.goldenPath): review it, then run again"
        + "\n\(check.diff)")
  case .error(let message):
    location.fail(message)
  }
}

/// Where an assertion was written, in both frameworks' terms.
private struct Location {
  let fileID: String
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// Fails the current test: a Swift Testing issue inside a Swift Testing test, else an
  /// XCTest failure.
  func fail(_ message: String) {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }
}
