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

/// Pending goldens (`NAME.trace.new`) and `stacktrace review`: the golden is never touched
/// until someone accepts.
struct ReviewTests {
  @Test("a new scenario gets a pending golden; review --accept makes it the golden")
  func newScenario() throws {
    let folder = try temporaryFolder("stacknav-review")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(["Scenarios/a.scenario": "push A B\n"], in: folder)
    let first = try runStacktrace(["check"], in: folder)
    #expect(first.code == 1)
    #expect(
      first.output.hasPrefix(
        "PENDING Scenarios/a.scenario: no golden: wrote Scenarios/a.trace.new for review\n"
          + "--- /dev/null\n+++ b/Scenarios/a.trace\n"))
    #expect(
      first.output.hasSuffix(
        "0 passed, 0 failed, 1 new\nReview the pending golden: stacktrace review (or "
          + "stacktrace review --accept to accept it)\n"))
    #expect(read("Scenarios/a.trace", in: folder) == nil)
    let pending = try #require(read("Scenarios/a.trace.new", in: folder))
    #expect(pending == stacktrace(["push", "A", "B"]).output)
    // Without a terminal and without a decision, review lists and changes nothing.
    let listed = try runStacktrace(["review"], in: folder)
    #expect(listed.code == 1)
    #expect(listed.output.hasPrefix("PENDING Scenarios/a.trace.new\n--- /dev/null\n"))
    #expect(read("Scenarios/a.trace.new", in: folder) == pending)
    let accepted = try runStacktrace(["review", "--accept"], in: folder)
    #expect(accepted.code == 0)
    #expect(
      accepted.output == "accepted Scenarios/a.trace\n1 accepted, 0 rejected, 0 left pending\n")
    #expect(read("Scenarios/a.trace", in: folder) == pending)
    #expect(read("Scenarios/a.trace.new", in: folder) == nil)
    #expect(try runStacktrace(["check"], in: folder).code == 0)
    #expect(try runStacktrace(["review"], in: folder).output == "no pending goldens\n")
  }

  @Test("a changed scenario leaves its golden alone; reject removes the pending golden")
  func changedScenario() throws {
    let folder = try temporaryFolder("stacknav-review-change")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(["Scenarios/a.scenario": "push A B\n"], in: folder)
    _ = try runStacktrace(["check", "--record", "missing"], in: folder)
    let golden = try #require(read("Scenarios/a.trace", in: folder))
    try write(["Scenarios/a.scenario": "push A B\npop\n"], in: folder)
    let changed = try runStacktrace(["check"], in: folder)
    #expect(changed.code == 1)
    #expect(
      changed.output.hasPrefix(
        "PENDING Scenarios/a.scenario: differs from its golden: wrote Scenarios/a.trace.new "
          + "for review\n--- a/Scenarios/a.trace\n"))
    #expect(read("Scenarios/a.trace", in: folder) == golden)
    // The pending golden is the new trace, the pop included.
    #expect(read("Scenarios/a.trace.new", in: folder) == stacktrace("push A B pop").output)
    let rejected = try runStacktrace(["review", "--reject"], in: folder)
    #expect(rejected.code == 0)
    #expect(rejected.output.hasPrefix("rejected Scenarios/a.trace.new\n"))
    #expect(read("Scenarios/a.trace.new", in: folder) == nil)
    #expect(read("Scenarios/a.trace", in: folder) == golden)
    // A scenario that passes again has its stale pending golden removed.
    try write(
      ["Scenarios/a.scenario": "push A B\n", "Scenarios/a.trace.new": "stale\n"], in: folder)
    let passing = try runStacktrace(["check"], in: folder)
    #expect(passing.code == 0)
    #expect(read("Scenarios/a.trace.new", in: folder) == nil)
    // With CI set, nothing is written and nothing removed.
    try write(["Scenarios/a.trace.new": "stale\n"], in: folder)
    _ = try runStacktrace(["check"], in: folder, environment: ["CI": "true"])
    #expect(read("Scenarios/a.trace.new", in: folder) == "stale\n")
    let ci = try runStacktrace(["review", "--accept"], in: folder, environment: ["CI": "true"])
    #expect(ci.code == 1)
    #expect(read("Scenarios/a.trace", in: folder) == golden)
  }

  @Test("with CI set, review --reject deletes nothing and review --accept writes nothing")
  func continuousIntegration() throws {
    let folder = try temporaryFolder("stacknav-review-ci")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(["Scenarios/a.scenario": "push A B\n", "Scenarios/a.trace.new": "x\n"], in: folder)
    for decision in ["--reject", "--accept"] {
      let result = try runStacktrace(["review", decision], in: folder, environment: ["CI": "1"])
      #expect(result.code == 1)
      #expect(
        result.errors
          == "stacktrace: CI is set: review changes nothing (review where CI is unset)\n")
      #expect(read("Scenarios/a.trace.new", in: folder) == "x\n")
      #expect(read("Scenarios/a.trace", in: folder) == nil)
    }
  }

  @Test("review --filter accepts or rejects only the pending goldens whose path holds it")
  func filter() throws {
    let folder = try temporaryFolder("stacknav-review-filter")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      [
        "Scenarios/a.scenario": "push A\n", "Scenarios/a.trace.new": "# push A\n",
        "Scenarios/b.scenario": "push B\n", "Scenarios/b.trace.new": "# push B\n",
      ], in: folder)
    let accepted = try runStacktrace(["review", "--accept", "--filter", "/a.trace"], in: folder)
    #expect(accepted.code == 0)
    #expect(
      accepted.output == "accepted Scenarios/a.trace\n1 accepted, 0 rejected, 0 left pending\n")
    #expect(read("Scenarios/a.trace", in: folder) == "# push A\n")
    #expect(read("Scenarios/b.trace.new", in: folder) == "# push B\n")
    #expect(read("Scenarios/b.trace", in: folder) == nil)
    try write(["Scenarios/a.trace.new": "# push A again\n"], in: folder)
    let rejected = try runStacktrace(["review", "--reject", "--filter", "/b.trace"], in: folder)
    #expect(rejected.code == 0)
    #expect(read("Scenarios/b.trace.new", in: folder) == nil)
    #expect(read("Scenarios/a.trace.new", in: folder) == "# push A again\n")
    #expect(read("Scenarios/a.trace", in: folder) == "# push A\n")
  }

  @Test("a pending golden with no scenario is an orphan")
  func orphanPending() throws {
    let folder = try temporaryFolder("stacknav-review-orphan")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      [
        "Scenarios/a.scenario": "root A\n", "Scenarios/gone.trace.new": "x\n",
        "Scenarios/__Goldens__/T/t.trace.new": "y\n",
      ], in: folder)
    _ = try runStacktrace(["check", "--record", "missing"], in: folder)
    let result = try runStacktrace(["check", "--orphans", "fail"], in: folder)
    #expect(result.code == 1)
    #expect(result.output.contains("ORPHAN Scenarios/gone.trace.new has no scenario beside it\n"))
    #expect(!result.output.contains("__Goldens__"))
  }

  @Test(
    "review --obsolete lists the goldens of __Goldens__ no assertion used, --reject deletes them")
  func obsolete() throws {
    let folder = try temporaryFolder("stacknav-obsolete")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      [
        "Tests/__Goldens__/CheckoutTests/used.trace": "# root A\n",
        "Tests/__Goldens__/CheckoutTests/gone.trace": "# root B\n",
        "Tests/Other/kept.trace": "# root C\n",
      ], in: folder)
    let used = folder.appendingPathComponent("Tests/__Goldens__/CheckoutTests/used.trace")
      .resolvingSymlinksInPath().path
    try write(["used.txt": used + "\n"], in: folder)
    let real = folder.resolvingSymlinksInPath()
    let listed = try runStacktrace(["review", "--obsolete", "used.txt", "Tests"], in: real)
    #expect(listed.code == 1)
    #expect(
      listed.output
        == "OBSOLETE Tests/__Goldens__/CheckoutTests/gone.trace: no assertion used it\n"
        + "1 obsolete golden (delete with --reject)\n")
    let deleted = try runStacktrace(
      ["review", "--obsolete", "used.txt", "--reject", "Tests"], in: real)
    #expect(deleted.code == 0)
    #expect(read("Tests/__Goldens__/CheckoutTests/gone.trace", in: folder) == nil)
    #expect(read("Tests/__Goldens__/CheckoutTests/used.trace", in: folder) != nil)
    #expect(read("Tests/Other/kept.trace", in: folder) != nil)
  }

  @Test(
    "review --obsolete reads the package-relative list, honours --filter, and refuses an empty list"
  )
  func obsoleteList() throws {
    let folder = try temporaryFolder("stacknav-obsolete-list")
    defer { try? FileManager.default.removeItem(at: folder) }
    let goldens = "Tests/AppTests/__Goldens__/FlowTests/"
    try write(
      [
        "Package.swift": "// swift-tools-version:6.0\n",
        goldens + "used.trace": "# root A\n", goldens + "back\\slash.trace": "# root B\n",
        goldens + "gone.trace": "# root C\n", goldens + "also-gone.trace": "# root D\n",
      ], in: folder)
    // As the testing API writes it: paths from the package, one a line, reversible.
    let list =
      [goldens + "used.trace", goldens + "back\\slash.trace"].map {
        Escape.reversible(Array($0.utf8))
      }.joined(separator: "\n") + "\n"
    #expect(list.contains("back\\x5Cslash"))
    try write(["used.txt": list, "empty.txt": ""], in: folder)
    let listed = try runStacktrace(["review", "--obsolete", "used.txt", "Tests"], in: folder)
    #expect(listed.code == 1)
    #expect(
      listed.output
        == "OBSOLETE \(goldens)also-gone.trace: no assertion used it\n"
        + "OBSOLETE \(goldens)gone.trace: no assertion used it\n"
        + "2 obsolete goldens (delete with --reject)\n")
    let filtered = try runStacktrace(
      ["review", "--obsolete", "used.txt", "--filter", "/gone", "--reject", "Tests"], in: folder)
    #expect(filtered.code == 0)
    #expect(filtered.output == "deleted \(goldens)gone.trace\n1 obsolete golden deleted\n")
    #expect(read(goldens + "also-gone.trace", in: folder) != nil)
    #expect(read(goldens + "back\\slash.trace", in: folder) != nil)
    // An empty list (an aborted test run) would make every golden obsolete: refused.
    let empty = try runStacktrace(
      ["review", "--obsolete", "empty.txt", "--reject", "Tests"], in: folder)
    #expect(empty.code == 2)
    #expect(empty.errors.contains("empty.txt: it names no golden (an aborted test run?)"))
    #expect(read(goldens + "used.trace", in: folder) != nil)
    let allowed = try runStacktrace(
      ["review", "--obsolete", "empty.txt", "--allow-empty", "Tests"], in: folder)
    #expect(allowed.output.hasSuffix("3 obsolete goldens (delete with --reject)\n"))
    let missing = try runStacktrace(["review", "--obsolete", "nope.txt", "Tests"], in: folder)
    #expect(missing.code == 2)
  }

  @Test("review --obsolete on a terminal asks once for all; with CI set it deletes nothing")
  func obsoleteAsks() throws {
    let folder = try temporaryFolder("stacknav-obsolete-ask")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      [
        "Package.swift": "", "T/__Goldens__/X/a.trace": "# root A\n",
        "T/__Goldens__/X/b.trace": "# root B\n", "used.txt": "T/__Goldens__/X/a.trace\n",
      ], in: folder)
    let terminal = Environment(outputIsTerminal: true, inputIsTerminal: true)
    let list = folder.appendingPathComponent("used.txt").path
    let tests = folder.appendingPathComponent("T").path
    func review(_ keys: String, _ environment: Environment) -> (Int32, String) {
      let output = ByteSink()
      let code = CLI(arguments: ["review", "--obsolete", list, tests], environment: environment)
        .run(output: output, errors: ByteSink(), standardInput: .bytes(Array(keys.utf8)))
      return (code, output.text)
    }
    let kept = review("n", terminal)
    #expect(kept.0 == 1)
    #expect(kept.1.contains("delete the 1 obsolete golden? (y/n) n\n"))
    #expect(read("T/__Goldens__/X/b.trace", in: folder) != nil)
    var ci = terminal
    ci.variables = ["CI": "true"]
    let refused = review("y", ci)
    #expect(refused.0 == 1)
    #expect(!refused.1.contains("delete the"))
    #expect(read("T/__Goldens__/X/b.trace", in: folder) != nil)
    let deleted = review("y", terminal)
    #expect(deleted.0 == 0)
    #expect(deleted.1.hasSuffix("/T/__Goldens__/X/b.trace\n1 obsolete golden deleted\n"))
    #expect(read("T/__Goldens__/X/b.trace", in: folder) == nil)
    #expect(read("T/__Goldens__/X/a.trace", in: folder) != nil)
  }

  @Test("review refuses a pending golden that is a link or a FIFO, exit 2, as check does")
  func refusedPending() throws {
    let folder = try temporaryFolder("stacknav-review-refused")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      ["S/a.scenario": "root A\n", "S/b.scenario": "root B\n", "secret.txt": "hunter2\n"],
      in: folder)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("S/a.trace.new").path,
      withDestinationPath: "../secret.txt")
    #expect(mkfifo(folder.appendingPathComponent("S/b.trace.new").path, 0o644) == 0)
    for arguments in [["review", "S"], ["review", "S", "--accept"]] {
      let result = try runStacktrace(arguments, in: folder)
      #expect(result.code == 2, "\(arguments)")
      #expect(
        result.output.contains(
          "ERROR S/a.trace.new: a pending golden that is a symbolic link: not read"))
      #expect(
        result.output.contains(
          "ERROR S/b.trace.new: a pending golden that is not a regular file: not opened"))
      #expect(!result.output.contains("hunter2"))
    }
    #expect(read("S/a.trace", in: folder) == nil)
  }

  @Test("review exits 2 when a pending golden cannot be accepted, and counts it still pending")
  func failedAccept() throws {
    let folder = try temporaryFolder("stacknav-review-fail")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      [
        "S/a.scenario": "root A\n", "S/a.trace.new": "# root A\n", "S/a.trace/x": "",
        "S/b.scenario": "root B\n", "S/b.trace.new": "# root B\n",
      ], in: folder)
    let result = try runStacktrace(["review", "S", "--accept"], in: folder)
    #expect(result.code == 2)
    #expect(result.errors.contains("S/a.trace"))
    #expect(result.output.hasSuffix("1 accepted, 0 rejected, 1 left pending\n"))
    #expect(read("S/a.trace.new", in: folder) == "# root A\n")
    #expect(read("S/b.trace", in: folder) == "# root B\n")
  }

  @Test(
    "a signal at the review prompt puts the terminal back as it was",
    .enabled(if: hasScript), arguments: ["TERM", "INT"])
  func terminalRestored(signal: String) throws {
    let folder = try temporaryFolder("stacknav-review-signal")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(["S/a.scenario": "root A\n"], in: folder)
    _ = try runStacktrace(["check", "S"], in: folder)
    // `script` gives review a terminal. The shell says the process id that becomes review's
    // (`exec`), and prints the terminal's modes once it ends. The signal is sent a second
    // after the prompt shows, while review waits for a key: a fixed delay from the start was
    // sometimes too short for a debug build starting among the suite's other processes.
    // (`timeout` passes a signal it gets on to review, and sends one itself after a minute if
    // the prompt never came.)
    let prompt = "accept (a), reject (r), skip (s), quit (q), keys (?)?"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = [
      "-qec",
      "bash -c 'sh -c \"echo REVIEW-PID \\$\\$; exec timeout --foreground -s \(signal) 60 "
        + "\(stacktraceExecutable.path) review S\"; echo MODES; stty -a'",
      "typescript",
    ]
    process.currentDirectoryURL = folder
    process.environment = ["PATH": "/usr/bin:/bin", "TERM": "dumb"]
    let output = Pipe()
    let input = Pipe()
    try input.fileHandleForWriting.close()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    var data = Data()
    var signalled = false
    while case let chunk = output.fileHandleForReading.availableData, !chunk.isEmpty {
      data.append(chunk)
      let text = String(decoding: data, as: UTF8.self)
      guard !signalled, text.contains(prompt),
        let line = text.split(whereSeparator: \.isNewline).first(where: {
          $0.hasPrefix("REVIEW-PID ")
        }),
        let pid = pid_t(line.dropFirst("REVIEW-PID ".count).trimmingCharacters(in: .whitespaces))
      else { continue }
      signalled = true
      Thread.sleep(forTimeInterval: 1)
      kill(pid, signal == "INT" ? SIGINT : SIGTERM)
    }
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    #expect(signalled)
    #expect(text.contains(prompt))
    let modes = try #require(text.components(separatedBy: "MODES").last)
    #expect(modes.contains(" icanon") && !modes.contains("-icanon"), "\(modes)")
    #expect(modes.contains(" echo ") && !modes.contains("-echo "), "\(modes)")
    #expect(read("S/a.trace.new", in: folder) != nil)
  }

  @Test("on a terminal, review shows the scenario and the diff, and a key decides")
  func interactive() throws {
    let folder = try temporaryFolder("stacknav-review-keys")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      [
        "S/a.scenario": "push A B\n", "S/b.scenario": "root B\n", "S/c.scenario": "root C\n",
      ], in: folder)
    let path = folder.appendingPathComponent("S").path
    _ = try runStacktrace(["check", path], in: folder)
    func review(_ keys: String) -> (code: Int32, output: String) {
      let output = ByteSink()
      let errors = ByteSink()
      let code = CLI(
        arguments: ["review", path],
        environment: Environment(outputIsTerminal: true, inputIsTerminal: true)
      ).run(output: output, errors: errors, standardInput: .bytes(Array(keys.utf8)))
      return (code, output.text)
    }
    // An unknown key asks again; `a` then Enter accepts; `s` skips; the end of input quits.
    let first = review("x a\ns")
    #expect(first.code == 1)
    #expect(first.output.contains("\u{1B}[1m\(path)/a.scenario (1 of 3)\u{1B}[0m\n  push A B\n"))
    #expect(first.output.contains("\u{1B}[32m+A init\u{1B}[0m\n"))
    #expect(
      first.output.contains(
        "quit (q), keys (?)? x\n'x' is not a key of review (? lists them)\naccept (a), reject"))
    #expect(first.output.contains("\u{1B}[32maccepted\u{1B}[0m \(path)/a.trace\n"))
    #expect(first.output.contains("skipped \(path)/b.trace.new\n"))
    #expect(first.output.hasSuffix("1 accepted, 0 rejected, 2 left pending\n"))
    #expect(FileManager.default.fileExists(atPath: path + "/a.trace"))
    let second = review("rq")
    #expect(second.output.hasSuffix("0 accepted, 1 rejected, 1 left pending\n"))
    #expect(!FileManager.default.fileExists(atPath: path + "/b.trace.new"))
    #expect(FileManager.default.fileExists(atPath: path + "/c.trace.new"))
  }

  @Test("review on a real terminal: one key, no Enter", .enabled(if: hasScript))
  func pseudoTerminal() throws {
    let folder = try temporaryFolder("stacknav-review-pty")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(["S/a.scenario": "root A\n"], in: folder)
    _ = try runStacktrace(["check", "S"], in: folder)
    // `script` gives review a terminal; the key arrives without a line end.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-qec", "\(stacktraceExecutable.path) review S", "typescript"]
    process.currentDirectoryURL = folder
    process.environment = ["PATH": "/usr/bin:/bin", "TERM": "dumb"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    try input.fileHandleForWriting.write(contentsOf: Data("a".utf8))
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("accepted"))
    #expect(process.terminationStatus == 0)
    #expect(read("S/a.trace", in: folder)?.hasPrefix("# root A\n") == true)
  }
}

/// Whether util-linux's `script` is there, to give a command a terminal.
let hasScript = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")
