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

/// `check` and `accept` on scenario folders and artifacts a hostile pull request could hold
/// (docs/security.md), each built in a temporary tree and run on the built executable: no
/// content of a file outside the given paths appears in any output, no file outside them
/// changes, nothing hangs.
struct HostileTreeTests {
  static let secret = "SECRET_TOKEN=hunter2-\(UUID().uuidString)"

  /// A project with one passing scenario, and a folder beside it the attacker points at:
  /// a secret, scenarios and goldens of its own.
  func project() throws -> (project: URL, outside: URL) {
    let root = try temporaryFolder("stacknav-hostile")
    let project = root.appendingPathComponent("project")
    let outside = root.appendingPathComponent("outside")
    try write(
      [
        "project/Scenarios/ok.scenario": "root A\n",
        "outside/secret.txt": Self.secret + "\n",
        "outside/victim.scenario": "root V\n",
        "outside/victim.trace": "# root V\n" + Self.secret + "\n",
        "outside/stray.trace": Self.secret + "\n",
      ], in: root)
    let recorded = try runStacktrace(["check", "--record", "missing"], in: project)
    #expect(recorded.code == 1)
    return (project, outside)
  }

  /// Every output of a `check` with every report, as one text.
  func checkEverywhere(_ arguments: [String], in project: URL, environment: [String: String] = [:])
    throws -> (ProcessResult, String)
  {
    let step = project.appendingPathComponent("step-summary.md")
    let result = try runStacktrace(
      ["check", "--github", "--junit", "junit.xml", "--summary", "summary.md", "--html", "r.html"]
        + arguments,
      in: project, environment: environment.merging(["GITHUB_STEP_SUMMARY": step.path]) { $1 })
    let json = try runStacktrace(["check", "--format", "json"] + arguments, in: project)
    let reports = ["junit.xml", "summary.md", "step-summary.md", "r.html"].compactMap {
      read($0, in: project)
    }
    let all = ([result.output, result.errors, json.output, json.errors] + reports)
      .joined(separator: "\n")
    try? FileManager.default.removeItem(at: step)
    return (result, all)
  }

  @Test("a golden that is a link to a secret: an error, and the secret appears nowhere")
  func linkedGolden() throws {
    let (project, outside) = try project()
    defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
    try write(["Scenarios/leak.scenario": "root B\n"], in: project)
    try FileManager.default.createSymbolicLink(
      atPath: project.appendingPathComponent("Scenarios/leak.trace").path,
      withDestinationPath: outside.appendingPathComponent("secret.txt").path)
    // Also `/proc/self/environ`, the classic: the environment of the checking process.
    try write(["Scenarios/env.scenario": "root C\n"], in: project)
    try FileManager.default.createSymbolicLink(
      atPath: project.appendingPathComponent("Scenarios/env.trace").path,
      withDestinationPath: "/proc/self/environ")
    let before = try snapshotFiles(outside)
    for record in ["never", "all", "failed"] {
      let (result, everything) = try checkEverywhere(
        ["--record", record], in: project, environment: ["STACKNAV_CANARY": Self.secret])
      #expect(result.code == 2)
      #expect(!everything.contains("hunter2"))
      #expect(
        result.output.contains(
          "ERROR cannot read Scenarios/leak.trace: a symbolic link, which is not followed"))
      #expect(result.output.contains("ERROR cannot read Scenarios/env.trace: a symbolic link"))
      #expect(result.output.contains("PASS Scenarios/ok.scenario"))
    }
    #expect(try snapshotFiles(outside) == before)
    let link = try FileManager.default.destinationOfSymbolicLink(
      atPath: project.appendingPathComponent("Scenarios/leak.trace").path)
    #expect(link.hasSuffix("outside/secret.txt"))
  }

  @Test("a scenario that is a link: an error naming it, and not a word of its target")
  func linkedScenario() throws {
    let (project, outside) = try project()
    defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
    try FileManager.default.createSymbolicLink(
      atPath: project.appendingPathComponent("Scenarios/s.scenario").path,
      withDestinationPath: outside.appendingPathComponent("secret.txt").path)
    let (result, everything) = try checkEverywhere([], in: project)
    #expect(result.code == 2)
    #expect(!everything.contains("SECRET_TOKEN"))
    #expect(
      result.output.contains(
        "ERROR cannot read Scenarios/s.scenario: a symbolic link, which is not followed"))
    // Named on the command line, the link is refused the same way.
    let named = try runStacktrace(["check", "Scenarios/s.scenario"], in: project)
    #expect(named.code == 2)
    #expect(!named.output.contains("SECRET_TOKEN"))
  }

  @Test("a folder link: a warning, nothing behind it read, written or deleted")
  func linkedFolder() throws {
    let (project, outside) = try project()
    defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
    try FileManager.default.createSymbolicLink(
      atPath: project.appendingPathComponent("Scenarios/elsewhere").path,
      withDestinationPath: outside.path)
    let before = try snapshotFiles(outside)
    for arguments in [["--orphans", "delete"], ["--record", "all"], ["--record", "failed"]] {
      let (result, everything) = try checkEverywhere(arguments, in: project)
      #expect(result.code == 0)
      #expect(
        result.output.contains(
          "WARNING Scenarios/elsewhere: a symbolic link: not followed, nothing behind it is "
            + "checked"))
      #expect(!everything.contains("hunter2"))
      #expect(!everything.contains("victim"))
      #expect(result.output.contains("\n1 passed, 0 failed\n"))
    }
    #expect(try snapshotFiles(outside) == before)
    // Inside the working directory, no component of a given path may be a link either.
    let through = try runStacktrace(["check", "Scenarios/elsewhere"], in: project)
    #expect(through.code == 2)
    #expect(
      through.output.contains(
        "ERROR cannot read Scenarios/elsewhere: a symbolic link, which is not followed"))
    let inside = try runStacktrace(["check", "Scenarios/elsewhere/victim.scenario"], in: project)
    #expect(inside.code == 2)
    #expect(!inside.output.contains("PASS"))
  }

  @Test("link loops are reported once each and the walk ends at once")
  func loops() throws {
    let (project, _) = try project()
    defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
    let scenarios = project.appendingPathComponent("Scenarios")
    for (name, target) in [("l1", "."), ("l2", ".."), ("l3", "l4"), ("l4", "l3")] {
      try FileManager.default.createSymbolicLink(
        atPath: scenarios.appendingPathComponent(name).path, withDestinationPath: target)
    }
    try FileManager.default.createDirectory(
      at: scenarios.appendingPathComponent("deep"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: scenarios.appendingPathComponent("deep/up").path, withDestinationPath: "../..")
    let start = Date()
    let result = try runStacktrace(["check"], in: project)
    #expect(Date().timeIntervalSince(start) < 10)
    #expect(result.code == 0)
    #expect(result.output.components(separatedBy: "WARNING").count - 1 == 5)
    #expect(result.output.hasSuffix("1 passed, 0 failed\n"))
  }

  @Test("FIFOs and other special files are refused without being opened")
  func specialFiles() throws {
    let (project, _) = try project()
    defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
    let scenarios = project.appendingPathComponent("Scenarios")
    try write(["Scenarios/fed.scenario": "root F\n"], in: project)
    for name in ["pipe.scenario", "fed.trace", "lonely.trace"] {
      #expect(mkfifo(scenarios.appendingPathComponent(name).path, 0o644) == 0)
    }
    let start = Date()
    let result = try runStacktrace(["check"], in: project)
    #expect(Date().timeIntervalSince(start) < 10)
    #expect(result.code == 2)
    #expect(
      result.output.contains(
        "ERROR cannot read Scenarios/pipe.scenario: not a regular file (a FIFO, device or "
          + "socket is never opened; docs/security.md)"))
    #expect(result.output.contains("ERROR cannot read Scenarios/fed.trace: not a regular file"))
    #expect(
      result.output.contains(
        "ERROR Scenarios/lonely.trace: a golden that is not a regular file: not opened"))
    #expect(result.output.hasSuffix("1 passed, 0 failed, 3 errors\n"))
    // A golden that is a folder cannot be read either: an error for its scenario alone.
    try FileManager.default.removeItem(at: scenarios.appendingPathComponent("fed.trace"))
    try FileManager.default.createDirectory(
      at: scenarios.appendingPathComponent("fed.trace"), withIntermediateDirectories: true)
    let folder = try runStacktrace(["check", "--junit", "junit.xml"], in: project)
    #expect(folder.code == 2)
    #expect(folder.output.contains("ERROR cannot read Scenarios/fed.trace: Is a directory"))
    #expect(folder.output.contains("PASS Scenarios/ok.scenario"))
    #expect(read("junit.xml", in: project)?.contains("errors=\"3\"") == true)
  }

  @Test("--actual-dir: empty, outside the working directory, or absolute")
  func actualDirectory() throws {
    let (project, outside) = try project()
    let root = project.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: root) }
    try write(["Scenarios/ok.trace": "# root A\n"], in: project)
    let empty = try runStacktrace(["check", "--actual-dir", ""], in: project)
    #expect(empty.code == 2)
    #expect(
      empty.errors
        == "stacktrace: --actual-dir needs a folder: an empty path names none (is a variable "
        + "unset?)\n")
    let before = try snapshotFiles(root)
    let climbing = try runStacktrace(
      ["check", "../project/Scenarios", "--actual-dir", "act"], in: project)
    #expect(climbing.code == 2)
    #expect(
      climbing.errors
        == "stacktrace: ../project/Scenarios is outside the current directory: --actual-dir "
        + "saves each trace at its path from here, so run check from the repository root\n")
    let away = try runStacktrace(
      ["check", outside.path, "--actual-dir", "act"], in: project)
    #expect(away.code == 2)
    #expect(try snapshotFiles(root) == before)
    // An absolute path inside the working directory maps to its path from there.
    let absolute = try runStacktrace(
      ["check", project.appendingPathComponent("Scenarios").path, "--actual-dir", "act"],
      in: project, environment: ["CI": "true"])
    #expect(absolute.code == 1)
    #expect(read("act/Scenarios/ok.trace", in: project)?.hasPrefix("# root A\nA init\n") == true)
    let saved = try FileManager.default.subpathsOfDirectory(
      atPath: project.appendingPathComponent("act").path)
    #expect(saved.sorted() == ["Scenarios", "Scenarios/ok.trace"])
  }

  @Test("accept: only where the scenario is, only regular files, and the reason for each skip")
  func acceptSafely() throws {
    let (project, outside) = try project()
    let root = project.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: root) }
    let golden = try #require(read("Scenarios/ok.trace", in: project))
    try write(["Scenarios/ok.trace": "# root A\n"], in: project)
    _ = try runStacktrace(["check", "--actual-dir", "act"], in: project, environment: ["CI": "1"])
    // From another folder: nothing is created, each trace is skipped with its reason.
    let elsewhere = try runStacktrace(["accept", "project/act"], in: root)
    #expect(elsewhere.code == 1)
    #expect(
      elsewhere.output
        == "SKIPPED project/act/Scenarios/ok.trace: no scenario Scenarios/ok.scenario here "
        + "(run accept from the repository root, where check ran)\n0 goldens accepted, 1 skipped\n")
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Scenarios").path))
    // Links in the artifact are skipped, their targets never read.
    let act = project.appendingPathComponent("act/Scenarios")
    try FileManager.default.createSymbolicLink(
      atPath: act.appendingPathComponent("leak.trace").path,
      withDestinationPath: outside.appendingPathComponent("secret.txt").path)
    try FileManager.default.createSymbolicLink(
      atPath: act.appendingPathComponent("more").path, withDestinationPath: outside.path)
    try write(["Scenarios/leak.scenario": "root L\n"], in: project)
    let accepted = try runStacktrace(["accept", "act"], in: project)
    #expect(accepted.code == 1)
    #expect(!accepted.output.contains("hunter2"))
    #expect(accepted.output.contains("accepted Scenarios/ok.trace\n"))
    #expect(
      accepted.output.contains(
        "SKIPPED act/Scenarios/leak.trace: a symbolic link, which is not followed"))
    #expect(accepted.output.contains("SKIPPED act/Scenarios/more: a symbolic link"))
    #expect(accepted.output.hasSuffix("1 golden accepted, 2 skipped\n"))
    #expect(read("Scenarios/ok.trace", in: project) == golden)
    #expect(read("Scenarios/leak.trace", in: project) == nil)
    // With CI set, accept writes nothing: it says what it would do, and fails for it (an
    // artifact with nothing to skip, so that the exit code has no other reason).
    try write(
      ["Scenarios/ok.trace": "# root A\n", "clean/Scenarios/ok.trace": golden], in: project)
    let dry = try runStacktrace(["accept", "clean"], in: project, environment: ["CI": "true"])
    #expect(dry.code == 1)
    #expect(dry.output.hasSuffix("would accept Scenarios/ok.trace\n1 golden would be accepted\n"))
    #expect(
      dry.errors == "stacktrace: CI is set: nothing is written (accept goldens where CI is unset)\n"
    )
    #expect(read("Scenarios/ok.trace", in: project) == "# root A\n")
    // Without CI the same artifact is accepted, exit 0.
    let real = try runStacktrace(["accept", "clean"], in: project)
    #expect(real.code == 0)
    #expect(read("Scenarios/ok.trace", in: project) == golden)
    let again = try runStacktrace(["accept", "clean"], in: project, environment: ["CI": "true"])
    #expect(again.code == 0)
    #expect(again.output == "0 goldens would be accepted\n")
  }

  @Test("accept refuses a trace line over the bound instead of writing it cut")
  func acceptLongLine() throws {
    let (project, _) = try project()
    defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
    let golden = try #require(read("Scenarios/ok.trace", in: project))
    let bound = TraceComparison.Bounds().maximumLineBytes
    for (length, accepted) in [(bound + 1, false), (bound, true)] {
      let line = String(repeating: "x", count: length)
      try write(["act/Scenarios/ok.trace": "# root A\n" + line + "\n"], in: project)
      let result = try runStacktrace(["accept", "act"], in: project)
      if accepted {
        #expect(result.code == 0)
        #expect(read("Scenarios/ok.trace", in: project)?.utf8.count == length + 10)
      } else {
        #expect(result.code == 2)
        #expect(
          result.errors
            == "stacktrace: cannot accept act/Scenarios/ok.trace: a line longer than \(bound) "
            + "bytes: not a trace\n")
        #expect(read("Scenarios/ok.trace", in: project) == golden)
      }
    }
  }

  @Test("the CI round trip updates exactly the goldens that failed")
  func roundTrip() throws {
    let folder = try temporaryFolder("stacknav-round-trip")
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [String: String] = [:]
    for index in 0..<6 { files["Scenarios/f\(index % 2)/s\(index).scenario"] = "push A\(index)\n" }
    try write(files, in: folder)
    _ = try runStacktrace(["check", "--record", "missing"], in: folder)
    let good = try snapshotFiles(folder)
    // Break three goldens: a changed line, a missing line, an extra line.
    try write(
      [
        "Scenarios/f0/s0.trace": "# push A0\nA0 init\n",
        "Scenarios/f1/s3.trace": good["Scenarios/f1/s3.trace"].map {
          String(decoding: $0, as: UTF8.self) + "A3 dealloc\n"
        } ?? "",
        "Scenarios/f0/s4.trace": "x\n",
      ], in: folder)
    let broken = try snapshotFiles(folder)
    let ci = try runStacktrace(
      ["check", "--actual-dir", "artifact"], in: folder, environment: ["CI": "true"])
    #expect(ci.code == 1)
    #expect(ci.output.hasSuffix("3 passed, 3 failed\n"))
    let artifact = try FileManager.default.subpathsOfDirectory(
      atPath: folder.appendingPathComponent("artifact").path
    ).filter { $0.hasSuffix(".trace") }
    #expect(
      artifact.sorted() == [
        "Scenarios/f0/s0.trace", "Scenarios/f0/s4.trace", "Scenarios/f1/s3.trace",
      ])
    let accept = try runStacktrace(["accept", "artifact"], in: folder)
    #expect(accept.code == 0)
    #expect(accept.output.hasSuffix("3 goldens accepted\n"))
    try FileManager.default.removeItem(at: folder.appendingPathComponent("artifact"))
    let after = try snapshotFiles(folder)
    #expect(after == good)
    #expect(broken.filter { after[$0.key] != $0.value }.keys.count == 3)
  }

  @Test("names and bytes that would forge output come out escaped")
  func forgedOutput() throws {
    let folder = try temporaryFolder("stacknav-forge")
    defer { try? FileManager.default.removeItem(at: folder) }
    let forged = "x\n::error file=README.md,line=1::forged\r\n##[error]old\u{1B}[31m"
    try write(
      [
        "Scenarios/\(forged).scenario": "root A\n",
        "Scenarios/esc.scenario": "root \u{1B}]0;title\u{7}A\n",
        "Scenarios/ok.scenario": "root B\n",
      ], in: folder)
    _ = try runStacktrace(["check", "--record", "missing"], in: folder)
    // A golden whose lines would be commands, colours and line breaks.
    try write(
      [
        "Scenarios/ok.trace":
          "# root B\n::error file=README.md::from a golden\n  ::warning::indented\n"
          + "B init \u{1B}[2J\u{9B}31m\u{202E}\n##[error]old\n"
      ], in: folder)
    let (result, everything) = try checkEverywhere(["--color", "never"], in: folder)
    #expect(result.code == 2)
    for byte in everything.utf8 {
      #expect(byte >= 0x20 || byte == 0x0A, "control byte \(byte) printed")
    }
    #expect(!everything.contains("\u{9B}"))
    #expect(!everything.contains("\u{202E}"))
    #expect(!everything.contains("##[error]"))
    for line in (result.output + result.errors).split(separator: "\n") {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("::") {
        #expect(
          trimmed.hasPrefix("::error file=Scenarios/") || trimmed.hasPrefix("::warning file="),
          "a line our annotations do not start: \(line)")
      }
    }
    #expect(result.output.contains("Scenarios/x\\x0A::error file=README.md,line=1::forged\\x0D"))
    #expect(result.output.contains("-\\x3A:error file=README.md::from a golden\n"))
    #expect(result.output.contains("-B init \\x1B[2J\\u{9B}31m\\u{202E}\n"))
    #expect(
      result.output.contains(
        "ERROR Scenarios/esc.scenario:1:6: error: control character U+001B: a scenario is text"))
    // run and diff name files the same way.
    let run = try runStacktrace(
      ["run", "Scenarios/\(forged).scenario", "Scenarios/ok.scenario"], in: folder)
    #expect(run.output.hasPrefix("## Scenarios/x\\x0A::error file=README.md,line=1::forged\\x0D"))
    #expect(!run.output.contains("\u{1B}"))
  }

  @Test("goldens compare equal across CRLF line ends and a missing final newline")
  func lineEnds() throws {
    let (project, _) = try project()
    defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
    let golden = try #require(read("Scenarios/ok.trace", in: project))
    for variant in [
      golden.replacingOccurrences(of: "\n", with: "\r\n"), String(golden.dropLast()),
      // (`\r\n` is one Character.)
      String(golden.replacingOccurrences(of: "\n", with: "\r\n").dropLast()),
    ] {
      try write(["Scenarios/ok.trace": variant], in: project)
      let result = try runStacktrace(["check"], in: project)
      #expect(result.code == 0)
      #expect(result.output == "PASS Scenarios/ok.scenario\n1 passed, 0 failed\n")
      // `--record all` rewrites it, with LF and a final newline; `failed` leaves it.
      let failed = try runStacktrace(["check", "--record", "failed"], in: project)
      #expect(failed.code == 0)
      #expect(read("Scenarios/ok.trace", in: project) == variant)
      let all = try runStacktrace(["check", "--record", "all"], in: project)
      #expect(all.code == 1)
      #expect(all.output.contains("RECORDED Scenarios/ok.scenario: wrote Scenarios/ok.trace\n"))
      #expect(read("Scenarios/ok.trace", in: project) == golden)
    }
    // An identical golden is left as it is by `--record all`.
    let path = project.appendingPathComponent("Scenarios/ok.trace").path
    let inode = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
    let all = try runStacktrace(["check", "--record", "all"], in: project)
    #expect(all.code == 0)
    #expect(
      try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int == inode)
  }

  @Test("a name that is not UTF-8 keeps its golden, shown escaped")
  func bytesNames() throws {
    let folder = try temporaryFolder("stacknav-bytes")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(["Scenarios/ok.scenario": "root B\n"], in: folder)
    // `caf` and the Latin-1 byte of `é`: not UTF-8.
    let stem = Array(folder.path.utf8) + Array("/Scenarios/caf".utf8) + [0xE9]
    #expect(writeFile(named: stem + Array(".scenario".utf8), "root A\n"))
    let first = try runStacktrace(["check", "-q", "--record", "missing"], in: folder)
    #expect(first.code == 1)
    #expect(
      first.output.contains(
        "RECORDED Scenarios/caf\\xE9.scenario: wrote Scenarios/caf\\xE9.trace (new)"))
    #expect(fileExists(named: stem + Array(".trace".utf8)))
    let second = try runStacktrace(["check", "--orphans", "fail"], in: folder)
    #expect(second.code == 0)
    #expect(second.output.hasSuffix("2 passed, 0 failed\n"))
  }

  /// Writes `text` to the file whose path is `bytes` (which need not be UTF-8).
  func writeFile(named bytes: [UInt8], _ text: String) -> Bool {
    let path = bytes.map { CChar(bitPattern: $0) } + [0]
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      == bytes.count
  }

  /// Whether a file whose path is `bytes` exists.
  func fileExists(named bytes: [UInt8]) -> Bool {
    var status = stat()
    return stat(bytes.map { CChar(bitPattern: $0) } + [0], &status) == 0
  }

  @Test("with CI set, --orphans delete deletes nothing and says what it would delete")
  func orphansOnCI() throws {
    let (project, _) = try project()
    defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
    try write(
      ["Scenarios/gone.trace": "# root X\n", "Scenarios/__Goldens__/mine.trace": "# kept\n"],
      in: project)
    let ci = try runStacktrace(
      ["check", "--orphans", "delete"], in: project, environment: ["CI": "true"])
    #expect(ci.code == 0)
    #expect(
      ci.output.contains(
        "ORPHAN Scenarios/gone.trace has no scenario beside it; not deleted: CI is set, so "
          + "nothing is deleted\n"))
    #expect(ci.output.hasSuffix("1 passed, 0 failed, 1 orphan\n"))
    #expect(read("Scenarios/gone.trace", in: project) != nil)
    let local = try runStacktrace(["check", "--orphans", "delete"], in: project)
    #expect(local.code == 0)
    #expect(read("Scenarios/gone.trace", in: project) == nil)
    #expect(read("Scenarios/__Goldens__/mine.trace", in: project) == "# kept\n")
  }

  @Test("a check that runs no scenario fails, unless --allow-empty")
  func emptyRun() throws {
    let folder = try temporaryFolder("stacknav-empty")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Scenarios"), withIntermediateDirectories: true)
    let empty = try runStacktrace(["check"], in: folder)
    #expect(empty.code == 1)
    #expect(
      empty.errors
        == "stacktrace: no scenarios found under Scenarios (--allow-empty lets such a run pass)\n")
    #expect(empty.output == "0 passed, 0 failed\n")
    #expect(try runStacktrace(["check", "--allow-empty"], in: folder).code == 0)
    try write(["Scenarios/a.scenario": "root A\n", "Scenarios/a.trace": "# root A\n"], in: folder)
    let typo = try runStacktrace(["check", "--filter", "nothing-like-it"], in: folder)
    #expect(typo.code == 1)
    #expect(typo.errors.hasPrefix("stacktrace: no scenarios found under Scenarios matching"))
  }

  @Test(
    "every write is checked: a full standard output is an error, exit 2",
    .enabled(if: runsAsRoot, "making device nodes needs root"))
  func fullOutput() throws {
    let folder = try temporaryFolder("stacknav-full")
    defer { try? FileManager.default.removeItem(at: folder) }
    let full = try #require(
      FileHandle(forWritingAtPath: try DeviceNode.full.make(in: folder).path))
    for arguments in [["push", "A", "B"], ["rules"], ["help"]] {
      let process = Process()
      process.executableURL = stacktraceExecutable
      process.arguments = arguments
      process.standardOutput = full
      let errors = Pipe()
      process.standardError = errors
      try process.run()
      let message = errors.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(process.terminationStatus == 2)
      #expect(
        String(decoding: message, as: UTF8.self)
          == "stacktrace: cannot write standard output: No space left on device\n")
    }
  }

  @Test("the closing line and the exit code tell the same story")
  func outcomeTable() throws {
    let (project, _) = try project()
    defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
    try write(
      [
        "Scenarios/fails.scenario": "root F\n", "Scenarios/fails.trace": "# root F\n",
        "Scenarios/orphan.trace": "# root O\n",
      ], in: project)
    let failing = try runStacktrace(["check", "-q"], in: project, environment: ["CI": "1"])
    #expect(failing.code == 1)
    #expect(failing.output.hasSuffix("1 passed, 1 failed, 1 orphan\n"))
    try write(["Scenarios/new.scenario": "root N\n"], in: project)
    let recording = try runStacktrace(["check", "-q", "--record", "missing"], in: project)
    #expect(recording.code == 1)
    #expect(recording.output.hasSuffix("1 passed, 1 failed, 1 new, 1 orphan\n"))
    try write(["Scenarios/broken.scenario": "push a\n"], in: project)
    let broken = try runStacktrace(
      ["check", "-q", "--orphans", "fail", "--record", "never"], in: project)
    #expect(broken.code == 2)
    #expect(broken.output.hasSuffix("2 passed, 1 failed, 1 error, 1 orphan\n"))
    try FileManager.default.removeItem(
      at: project.appendingPathComponent("Scenarios/broken.scenario"))
    _ = try runStacktrace(["check", "--record", "failed"], in: project)
    let orphanOnly = try runStacktrace(["check", "-q", "--orphans", "fail"], in: project)
    #expect(orphanOnly.code == 1)
    #expect(orphanOnly.output.hasSuffix("3 passed, 0 failed, 1 orphan\n"))
  }

  @Test("paths that are not UTF-8 are opened and written as given, and shown escaped")
  func pathsAsBytes() throws {
    let folder = try temporaryFolder("stacknav-bytes")
    defer { try? FileManager.default.removeItem(at: folder) }
    let ran = try runShell(
      #"""
      name=$(printf 'caf\351.scenario'); printf 'push A\n' > "$name"
      "$STACKTRACE" run "$name" && "$STACKTRACE" run "$(printf 'nope\351.scenario')"
      """#, in: folder)
    #expect(ran.output.hasPrefix("# push A\nA init\n"))
    #expect(ran.code == 2)
    #expect(ran.errors == "stacktrace: cannot read nope\\xE9.scenario: No such file or directory\n")
    // The page is at the name given, byte for byte, and no other.
    let checked = try runShell(
      #"""
      page=$(printf 'p\351.html'); "$STACKTRACE" check . --record missing --html "$page" >&2
      [ -f "$page" ] && ls | wc -l
      """#, in: folder)
    #expect(checked.output == "3\n", "\(checked.errors)")
  }

  @Test(
    "a tree met twice through bind mounts is checked once, its orphans listed once",
    .enabled(
      if: runsAsRoot && FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare"),
      "a private mount namespace needs root"))
  func bindMounts() throws {
    let folder = try temporaryFolder("stacknav-mounts")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      [
        "A/x.scenario": "push A\n", "A/o.trace": "x\n", "B/y.scenario": "push B\n",
        "B/sub/.keep": "",
      ],
      in: folder)
    _ = try runStacktrace(["check", "A", "B", "--record", "missing"], in: folder)
    let result = try runShell(
      #"unshare -m sh -c 'mount --bind A B/sub && "$STACKTRACE" check A B'"#, in: folder)
    #expect(result.output.contains("2 passed, 0 failed, 1 orphan"), "\(result.output)")
    #expect(!result.output.contains("B/sub/"))
  }
}
