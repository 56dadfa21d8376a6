import Foundation
import StackTrace
import Testing

/// No input makes `stacktrace` read without end or hold a whole trace: endless devices and
/// pipes stop at a limit with the usual error, and `check` compares a long trace in memory
/// that does not grow with it (docs/limits.md).
struct BoundedInputTests {
  @Test(
    "endless devices stop at once at a limit, with FILE:LINE:COLUMN and exit 2",
    arguments: [
      (["run", "/dev/zero"], "/dev/zero:1:1: error: line is longer than 65536 bytes, the limit"),
      (["graph", "/dev/zero"], "/dev/zero:1:1: error: line is longer than 65536 bytes"),
      (["run", "/dev/urandom"], "/dev/urandom:1:"),
    ])
  func devices(arguments: [String], message: String) throws {
    let folder = try temporaryFolder("stacknav-devices")
    defer { try? FileManager.default.removeItem(at: folder) }
    let start = Date()
    let result = try runStacktrace(arguments, in: folder)
    #expect(Date().timeIntervalSince(start) < 10)
    #expect(result.code == 2)
    #expect(result.errors.hasPrefix(message))
    #expect(result.output == "")
  }

  @Test(
    "an endless pipe stops at the first line past a limit or in error",
    arguments: [
      ("x", "<stdin>:1:1: error: line is longer than 65536 bytes, the limit (docs/limits.md)\n"),
      ("hello world\n", "<stdin>:1:1: error: unknown verb 'hello'"),
      ("push A\u{1}\n", "<stdin>:1:7: error: control character U+0001: a scenario is text\n"),
    ])
  func endlessPipe(text: String, message: String) throws {
    let folder = try temporaryFolder("stacknav-pipe")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (result, seconds) = try runFed(
      ["run", "-"], in: folder, timeout: 30, feeder: forever(text))
    #expect(seconds < 10)
    #expect(result.code == 2)
    #expect(result.errors.hasPrefix(message))
  }

  @Test(
    "an endless pipe of statements or blank lines stops at the statement or size limit",
    .enabled(if: soakTests),
    arguments: [
      ("memoryWarning\n", "<stdin>:2000001:1: error: more than 2000000 statements, the limit"),
      ("\n", "<stdin>:67108865:1: error: scenario is larger than 67108864 bytes, the limit"),
    ])
  func endlessStatements(text: String, message: String) throws {
    let folder = try temporaryFolder("stacknav-yes")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (result, seconds) = try runFed(
      ["run", "-"], in: folder, timeout: 300, feeder: forever(text))
    #expect(seconds < 300)
    #expect(result.code == 2)
    #expect(result.errors.hasPrefix(message))
  }

  @Test("diff reads an input only up to its bound", .enabled(if: soakTests))
  func diffBound() throws {
    let folder = try temporaryFolder("stacknav-diff-bound")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(["a.trace": "# push A\n"], in: folder)
    let result = try runStacktrace(["diff", "/dev/zero", "a.trace"], in: folder)
    #expect(result.code == 2)
    #expect(
      result.errors
        == "stacktrace: cannot read /dev/zero: larger than 268435456 bytes, the limit "
        + "(docs/limits.md)\n")
  }

  /// A scenario whose trace is long (a memory warning over a deep stack, again and again)
  /// while the engine holds little.
  func longTrace(controllers: Int, warnings: Int) -> String {
    "push " + (0..<controllers).map { "C\($0)" }.joined(separator: " ") + " animated=false\n"
      + String(repeating: "memoryWarning\n", count: warnings)
  }

  /// Peak memory of `run` and of `check` (recording, passing, failing in two places) on
  /// the same long trace, in KiB, and the trace's size in bytes.
  func peaks(controllers: Int, warnings: Int) throws -> (run: Int, checks: [Int], traceBytes: Int) {
    let folder = try temporaryFolder("stacknav-memory")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      ["S/long.scenario": longTrace(controllers: controllers, warnings: warnings)], in: folder)
    let scenarios = folder.appendingPathComponent("S").path
    let traceFile = folder.appendingPathComponent("run.trace").path
    let run = try runMeasured(["run", scenarios + "/long.scenario"], output: traceFile)
    #expect(run.peakKilobytes > 0)
    #expect(run.code == 0)
    let traceBytes = try FileManager.default.attributesOfItem(atPath: traceFile)[.size] as? Int ?? 0
    let recording = try runMeasured(["check", scenarios, "-q", "--record", "missing"])
    #expect(recording.code == 1)
    let passing = try runMeasured(["check", scenarios, "-q"])
    #expect(passing.code == 0)
    // Two changes far apart: the comparison parts and finds its way back twice.
    let golden = folder.appendingPathComponent("S/long.trace")
    var lines = try String(contentsOf: golden, encoding: .utf8).components(separatedBy: "\n")
    lines[lines.count / 5] = "X changed"
    lines[lines.count * 4 / 5] += "\nY added"
    try lines.joined(separator: "\n").write(to: golden, atomically: true, encoding: .utf8)
    let diffFile = folder.appendingPathComponent("diff.txt").path
    let failing = try runMeasured(["check", scenarios, "-q"], output: diffFile)
    #expect(failing.code == 1)
    let diff = try String(contentsOfFile: diffFile, encoding: .utf8)
    #expect(diff.components(separatedBy: "\n@@ ").count == 3)
    #expect(diff.contains("\n-X changed\n"))
    #expect(diff.contains("\n+Y added\n") == false)
    #expect(diff.contains("\n-Y added\n"))
    return (
      run.peakKilobytes, [recording, passing, failing].map(\.peakKilobytes), traceBytes
    )
  }

  @Test("check compares a long trace in memory that does not grow with it")
  func boundedCheck() throws {
    let (run, checks, traceBytes) = try peaks(controllers: 200, warnings: 800)
    // About 320,000 lines, 7.5 MB: holding it would show.
    #expect(traceBytes > 7_000_000)
    for peak in checks {
      #expect(
        peak - run < traceBytes / 1_024 / 3,
        "check peaked at \(peak) KiB, run at \(run) KiB, for a trace of \(traceBytes) bytes")
    }
  }

  @Test(
    "check compares a 140 MB trace in memory that does not grow with it", .enabled(if: soakTests))
  func boundedCheckSoak() throws {
    let (run, checks, traceBytes) = try peaks(controllers: 1_000, warnings: 3_000)
    #expect(traceBytes > 100_000_000)
    for peak in checks {
      #expect(peak - run < 16 * 1_024, "check peaked at \(peak) KiB, run at \(run) KiB")
    }
  }
}
