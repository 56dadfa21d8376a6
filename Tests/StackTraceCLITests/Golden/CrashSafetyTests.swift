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

#if canImport(Glibc)
  import Glibc
#endif

/// Goldens survive a `kill -9` of a recording `stacktrace check` at any moment: each is then
/// its old content or its new, never a mix or a truncation, and no leftover can pass for a
/// golden.
struct CrashSafetyTests {
  static let scenarios = 24
  static let old = "# old golden\n"

  /// A folder of scenarios with long traces, each golden holding `old`.
  func project() throws -> (URL, [String: String]) {
    let folder = try temporaryFolder("stacknav-kill")
    var files: [String: String] = [:]
    for index in 0..<Self.scenarios {
      var text = "profile ios17\n"
      for step in 0..<(200 + index * 10) { text += "push C\(step) animated=false\n" }
      files["Scenarios/s\(index).scenario"] = text
    }
    try write(files, in: folder)
    // The new content of every golden: what a complete recording writes.
    _ = try runStacktrace(["check", "--record", "all"], in: folder)
    var expected: [String: String] = [:]
    for index in 0..<Self.scenarios {
      expected["Scenarios/s\(index).trace"] = read("Scenarios/s\(index).trace", in: folder)
    }
    return (folder, expected)
  }

  @Test(
    "SIGKILL at many points leaves every golden old or new, and nothing like a golden",
    .enabled(if: soakTests))
  func killedRecording() throws {
    let (folder, expected) = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let start = Date()
    _ = try runStacktrace(["check", "--record", "all"], in: folder)
    let duration = Date().timeIntervalSince(start)
    var sawOld = false
    var sawNew = false
    for point in 0..<16 {
      for path in expected.keys { try write([path: Self.old], in: folder) }
      let process = Process()
      process.executableURL = stacktraceExecutable
      process.arguments = ["check", "--record", "all"]
      process.currentDirectoryURL = folder
      process.environment = ["PATH": "/usr/bin:/bin"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(useconds_t(duration * 1_000_000 * Double(point) / 16))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      for (path, new) in expected {
        let content = read(path, in: folder)
        #expect(content == Self.old || content == new, "\(path) after a kill at point \(point)")
        if content == Self.old { sawOld = true } else { sawNew = true }
      }
      let traces = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".trace") }
      #expect(Set(traces) == Set(expected.keys))
    }
    #expect(sawOld && sawNew)
    // Whatever a kill left behind is hidden and named so that no golden check sees it.
    let check = try runStacktrace(["check", "-q", "--orphans=fail"], in: folder)
    #expect(!check.output.contains("ORPHAN"))
  }

  @Test("a golden is replaced, never written in place: a hard link to it keeps the old content")
  func replacedNotRewritten() throws {
    let folder = try temporaryFolder("stacknav-link")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(["Scenarios/a.scenario": "root A\n", "Scenarios/a.trace": Self.old], in: folder)
    // A second name for the golden's file: an in-place write would change it too.
    let golden = folder.appendingPathComponent("Scenarios/a.trace")
    let other = folder.appendingPathComponent("other-name.trace")
    try FileManager.default.linkItem(at: golden, to: other)
    let before = try FileManager.default.attributesOfItem(atPath: golden.path)
    let recorded = try runStacktrace(["check", "--record", "failed"], in: folder)
    #expect(recorded.code == 1)
    #expect(read("Scenarios/a.trace", in: folder)?.hasPrefix("# root A\nA init\n") == true)
    #expect(read("other-name.trace", in: folder) == Self.old)
    let after = try FileManager.default.attributesOfItem(atPath: golden.path)
    #expect(after[.systemFileNumber] as? Int != before[.systemFileNumber] as? Int)
    // The same for a pending golden accepted by review.
    try write(["Scenarios/a.scenario": "root B\n"], in: folder)
    _ = try runStacktrace(["check"], in: folder)
    let pending = folder.appendingPathComponent("Scenarios/a.trace.new")
    let third = folder.appendingPathComponent("third-name.trace")
    try FileManager.default.linkItem(at: golden, to: third)
    let accepted = try runStacktrace(["review", "--accept"], in: folder)
    #expect(accepted.code == 0)
    #expect(!FileManager.default.fileExists(atPath: pending.path))
    #expect(read("Scenarios/a.trace", in: folder)?.hasPrefix("# root B\n") == true)
    #expect(read("third-name.trace", in: folder)?.hasPrefix("# root A\n") == true)
  }

  @Test("a temporary file left by a killed write is hidden and is neither golden nor orphan")
  func leftover() throws {
    let folder = try temporaryFolder("stacknav-leftover")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      ["Scenarios/a.scenario": "root A\n", "Scenarios/.a.trace.tmp-1234-1": "# half"], in: folder)
    let recorded = try runStacktrace(["check", "-q", "--record", "missing"], in: folder)
    #expect(recorded.code == 1)
    let again = try runStacktrace(["check", "-q", "--orphans=fail"], in: folder)
    #expect(again.code == 0)
    #expect(again.output == "1 passed, 0 failed\n")
  }
}
