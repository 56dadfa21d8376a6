import Foundation
import StackTraceCLI
import StackTraceDiff
import StackTraceFormats
import StackTraceGolden
import StackTraceIO
import StackTraceRun
import StackTraceScenario
import StackTraceTestSupport
import Testing

/// No input makes `stacktrace` read without end or hold a whole trace: endless devices and
/// pipes stop at a limit with the usual error, and `check` compares a long trace in memory
/// that does not grow with it (docs/limits.md).
struct BoundedInputTests {
  @Test(
    "endless devices stop at once at a limit, with FILE:LINE:COLUMN and exit 2",
    .enabled(if: runsAsRoot, "making device nodes needs root"),
    arguments: [
      (["run", "zero"], "zero:1:1: error: line is longer than 65536 bytes, the limit"),
      (["graph", "zero"], "zero:1:1: error: line is longer than 65536 bytes"),
      // Random bytes fail on the first line that is not UTF-8 text, whichever it is.
      (["run", "urandom"], "urandom:"),
    ])
  func devices(arguments: [String], message: String) throws {
    let folder = try temporaryFolder("stacknav-devices")
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try DeviceNode(rawValue: arguments[1]).map { try $0.make(in: folder) }
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

  @Test("diff reads an input only up to its bound", .enabled(if: soakTests && runsAsRoot))
  func diffBound() throws {
    let folder = try temporaryFolder("stacknav-diff-bound")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(["a.trace": "# push A\n"], in: folder)
    _ = try DeviceNode.zero.make(in: folder)
    let result = try runStacktrace(["diff", "zero", "a.trace"], in: folder)
    #expect(result.code == 2)
    #expect(
      result.errors
        == "stacktrace: cannot read zero: larger than 268435456 bytes, the limit "
        + "(docs/limits.md)\n")
  }

  /// Writes `count` bytes of lines to `url`: a block of `line(0)`, `line(1)`, ... of about a
  /// MiB, repeated (each file then holds the same few thousand distinct lines many times).
  func fill(_ url: URL, with line: (Int) -> String, bytes count: Int) throws {
    var block = ""
    var index = 0
    while block.utf8.count < 1 << 20 {
      block += line(index)
      index += 1
    }
    let data = Data(block.utf8)
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    for _ in 0..<(count / data.count) { try handle.write(contentsOf: data) }
  }

  /// Run on the release build where `.ci/run` made one (a debug build takes minutes).
  @Test(
    "import and diff of 64 MiB inputs peak at most at 4x their inputs and 64 MiB",
    .enabled(if: soakTests))
  func inputMemory() throws {
    let folder = try temporaryFolder("stacknav-input-memory")
    defer { try? FileManager.default.removeItem(at: folder) }
    let size = 64 * 1_024 * 1_024
    let words = ["viewDidLoad", "viewWillAppear", "viewDidAppear", "init", "dealloc"]
    let shapes: [(String, (Int) -> String)] = [
      ("empty", { _ in "\n" }),
      ("short", { $0 % 2 == 0 ? "a\n" : "b\n" }),
      ("trace", { "A\($0 % 997) \(words[$0 % 5])\n" }),
      ("edited", { $0 % 1_000 == 7 ? "Z\($0) init\n" : "A\($0 % 997) \(words[$0 % 5])\n" }),
      ("log", { "2024-05-01 10:00:00.123 App[1:2] <App.Home\($0 % 13): 0x6000> viewDidLoad()\n" }),
    ]
    var paths: [String: String] = [:]
    for (name, line) in shapes {
      let url = folder.appendingPathComponent(name)
      try fill(url, with: line, bytes: size)
      paths[name] = url.path
    }
    let bound = 64 * 1_024
    for name in ["empty", "log"] {
      let run = try runMeasured(["import", paths[name] ?? ""], release: true)
      #expect(run.code == 0)
      #expect(
        run.peakKilobytes <= 4 * size / 1_024 + bound, "import \(name): \(run.peakKilobytes) KiB")
    }
    for (old, new) in [("empty", "short"), ("trace", "edited"), ("short", "trace")] {
      let run = try runMeasured(["diff", paths[old] ?? "", paths[new] ?? ""], release: true)
      #expect(run.code <= 1)
      #expect(
        run.peakKilobytes <= 8 * size / 1_024 + bound,
        "diff \(old) \(new): \(run.peakKilobytes) KiB")
    }
  }

  /// A scenario whose trace is long (a memory warning over a deep stack, again and again)
  /// while the engine holds little.
  func longTrace(controllers: Int, warnings: Int) -> String {
    "push " + (0..<controllers).map { "C\($0)" }.joined(separator: " ") + " animated=false\n"
      + String(repeating: "memoryWarning\n", count: warnings)
  }

  /// Peak memory of `run` and of `check` (recording, passing, failing in two places) on
  /// the same long trace, in KiB, and the trace's size in bytes; of the `release` build
  /// (`runMeasured`) when asked.
  func peaks(controllers: Int, warnings: Int, release: Bool = false) throws -> (
    run: Int, checks: [Int], traceBytes: Int
  ) {
    let folder = try temporaryFolder("stacknav-memory")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      ["S/long.scenario": longTrace(controllers: controllers, warnings: warnings)], in: folder)
    let scenarios = folder.appendingPathComponent("S").path
    let traceFile = folder.appendingPathComponent("run.trace").path
    let run = try runMeasured(
      ["run", scenarios + "/long.scenario"], output: traceFile, release: release)
    #expect(run.peakKilobytes > 0)
    #expect(run.code == 0)
    let traceBytes = try FileManager.default.attributesOfItem(atPath: traceFile)[.size] as? Int ?? 0
    let recording = try runMeasured(
      ["check", scenarios, "-q", "--record", "missing"], release: release)
    #expect(recording.code == 1)
    let passing = try runMeasured(["check", scenarios, "-q"], release: release)
    #expect(passing.code == 0)
    // Two changes far apart: the comparison parts and finds its way back twice.
    let golden = folder.appendingPathComponent("S/long.trace")
    var lines = try String(contentsOf: golden, encoding: .utf8).components(separatedBy: "\n")
    lines[lines.count / 5] = "X changed"
    lines[lines.count * 4 / 5] += "\nY added"
    try lines.joined(separator: "\n").write(to: golden, atomically: true, encoding: .utf8)
    let diffFile = folder.appendingPathComponent("diff.txt").path
    let failing = try runMeasured(["check", scenarios, "-q"], output: diffFile, release: release)
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

  @Test("a scenario past the work bound is a scenario error where it stops; --max-steps moves it")
  func workBound() throws {
    let folder = try temporaryFolder("stacknav-work")
    defer { try? FileManager.default.removeItem(at: folder) }
    // 300 children removed oldest first: each removal closes the gap its child leaves. The
    // run prints 4,508 callback lines: past 6,000 only by the steps that print nothing.
    var text = "profile ios17\nroot P\n"
    for index in 0..<300 { text += "addChild K\(index) to P\n" }
    for index in 0..<300 { text += "removeChild K\(index)\n" }
    try Data(text.utf8).write(to: folder.appendingPathComponent("s.scenario"))
    let bounded = try runStacktrace(["run", "--max-steps", "6000", "s.scenario"], in: folder)
    #expect(bounded.code == 2)
    #expect(
      bounded.errors.hasSuffix(
        ":1: error: the work would exceed its limit of 6000 engine steps (--max-steps N raises "
          + "it; docs/limits.md)\n"))
    // Where it stops: a removeChild line, the same on every run.
    let line = bounded.errors.split(separator: ":").dropFirst().first.flatMap { Int($0) }
    #expect(line.map { $0 > 302 && $0 < 603 } == true)
    let again = try runStacktrace(["run", "--max-steps", "6000", "s.scenario"], in: folder)
    #expect(again.errors == bounded.errors && again.output == bounded.output)
    #expect(try runStacktrace(["run", "s.scenario"], in: folder).code == 0)
    let checked = try runStacktrace(
      ["check", "--max-steps", "6000", "--record", "missing", "s.scenario"], in: folder)
    #expect(checked.code == 2)
    #expect(checked.output.contains("engine steps (--max-steps N raises it"))
    let refused = try runStacktrace(["run", "--max-steps", "many", "s.scenario"], in: folder)
    #expect(refused.code == 2)
    #expect(refused.errors.contains("'many' is not a value of --max-steps: use a number"))
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

  /// On the release build users run (`.ci/run` builds it): the debug build took about three
  /// minutes of the soak run's CPU over the four runs of 140 MB.
  @Test(
    "check compares a 140 MB trace in memory that does not grow with it", .enabled(if: soakTests))
  func boundedCheckSoak() throws {
    let (run, checks, traceBytes) = try peaks(controllers: 1_000, warnings: 3_000, release: true)
    #expect(traceBytes > 100_000_000)
    for peak in checks {
      #expect(peak - run < 16 * 1_024, "check peaked at \(peak) KiB, run at \(run) KiB")
    }
  }
}
