internal import StackTraceGolden
internal import StackTraceIO
internal import StackTraceScenario
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How golden assertions record, for the tests a trait or a task-local value covers.
public enum GoldenSettings {
  /// The record mode set for the current task (by `.goldens(record:)` or `withValue`).
  @TaskLocal public static var record: RecordMode?

  /// The environment variable naming a file each assertion appends its golden's path to,
  /// so that `stacktrace review --obsolete FILE` can find goldens no test used.
  public static let usedGoldensVariable = "STACKNAV_USED_GOLDENS"

  /// The mode an assertion records with: `asked` (or the task's, or `STACKTRACE_RECORD`'s,
  /// or `.pending`); with `CI` set, `.never`, and a warning when something else was asked.
  public static func recordMode(
    asked: RecordMode?, environment: [String: String]? = nil
  ) -> (mode: RecordMode, warning: String?) {
    let requested = asked ?? record
    let variables = environment ?? Environment.current().variables
    do {
      let resolved = try StackTraceGolden.RecordMode.resolve(
        asked: requested?.tooling, environment: variables)
      return (RecordMode(resolved.mode), resolved.note)
    } catch {
      return (.never, "\(error)")
    }
  }

  /// Appends `golden` to the file `STACKNAV_USED_GOLDENS` names, if it is set: its path from
  /// its package, one a line, written so that any name reads back as it is
  /// (`Escape.reversible`).
  static func noteUsed(_ golden: String) {
    guard let path = Environment.current().variables[usedGoldensVariable], !path.isEmpty else {
      return
    }
    let line = Escape.reversible(GoldenLocation.packageRelative(golden).utf8) + "\n"
    usedLock.withLock { _ in
      try? FileIO.append(Array(line.utf8), to: path)
    }
  }

  private static let usedLock = Mutex(())
}

/// A Swift Testing trait that sets how the golden assertions of a test (or of every test
/// of a suite) record: `@Test(.goldens(record: .all))`.
public struct GoldensTrait: TestTrait, SuiteTrait, TestScoping {
  /// The record mode.
  public let record: RecordMode

  /// Applies to every test of a suite it is given to.
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await GoldenSettings.$record.withValue(record) { try await function() }
  }
}

extension Trait where Self == GoldensTrait {
  /// Golden assertions in this test (or suite) record as `record` says.
  public static func goldens(record: RecordMode) -> Self { GoldensTrait(record: record) }
}
