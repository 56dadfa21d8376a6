import Foundation
import StackNavTesting
import StackTraceFormats
import StackTraceRun
import StackTraceScenario
import StackTraceTestSupport
import Testing

/// The testing API, as a Swift developer uses it: `assertGolden` on scenario text with its
/// golden beside the test file, or on a scenario file. The verdicts are checked without
/// failing this test (`verifyGolden`), so expected failures print nothing.
struct GoldenAssertionTests {
  /// A test file path in a fresh folder, so that `__Goldens__` goes there.
  func testFile() throws -> (folder: URL, file: String) {
    let folder = try temporaryFolder("stacknav-assert")
    return (folder, folder.appendingPathComponent("CheckoutTests.swift").path)
  }

  @Test(
    "a scenario file matching its golden passes, found from the package whatever the working directory"
  )
  func scenarioFile() {
    let verdict = verifyGolden(
      scenarioFile: "Scenarios/documented/push.scenario", record: .never, environment: [:])
    #expect(verdict.failure == nil)
    #expect(verdict.result?.status == .passed)
    // The same from an absolute path, and through the asserting form.
    let path = Paths.root.appendingPathComponent("Scenarios/ios17/push-pop.scenario").path
    #expect(assertGolden(scenarioFile: path, record: .never)?.status == .passed)
  }

  @Test("scenario text: the golden goes beside the test file, pending until reviewed")
  func textGoldens() throws {
    let (folder, file) = try testFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A clean environment: what CI sets for this run must not decide this test.
    let first = verifyGolden(
      "push A B\npop\n", profile: .ios17, record: .pending, filePath: file,
      function: "checkout()", environment: [:])
    let golden = folder.appendingPathComponent("__Goldens__/CheckoutTests/checkout.trace").path
    #expect(first.result?.status == .pending(created: true))
    #expect(FileManager.default.fileExists(atPath: golden + ".new"))
    #expect(!FileManager.default.fileExists(atPath: golden))
    #expect(
      first.failure?.hasPrefix(
        "no golden \(golden) yet: wrote \(golden).new for review\n--- /dev/null\n") == true)
    // No package holds the test, and no stacktrace is on PATH: the plugin's command.
    #expect(
      first.failure?.hasSuffix(
        "To accept it: swift package --allow-writing-to-package-directory stacktrace review "
          + "--accept.") == true)
    // No temporary file is left beside it.
    let names = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("__Goldens__/CheckoutTests").path)
    #expect(names == ["checkout.trace.new"])
    // Accepted, it passes; a second call in the same test gets a golden of its own.
    try FileManager.default.moveItem(atPath: golden + ".new", toPath: golden)
    let again = verifyGolden(
      "push A B\npop\n", profile: .ios17, record: .never, filePath: file, function: "checkout()",
      environment: [:])
    #expect(again.result?.status == .failed)
    #expect(again.result?.goldenPath.hasSuffix("/checkout-2.trace") == true)
    let named = verifyGolden(
      "push A B\npop\n", named: "checkout", profile: .ios17, record: .never, filePath: file,
      function: "other()", environment: [:])
    #expect(named.failure == nil)
  }

  @Test("a mismatch's diff shows three lines of context by default")
  func defaultContext() throws {
    let (folder, file) = try testFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("__Goldens__/CheckoutTests/long.trace")
    try FileManager.default.createDirectory(
      at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
    let sink = ByteSink()
    _ = Runner.run(
      try ScenarioParser.parse(Array("push A B C D E F\n".utf8), file: "t"),
      writer: TraceWriter(options: .init(), sink: sink))
    var lines = sink.text.split(separator: "\n", omittingEmptySubsequences: false)
    lines[12] = "X changed"
    try lines.joined(separator: "\n").write(to: golden, atomically: true, encoding: .utf8)
    let verdict = verifyGolden(
      "push A B C D E F\n", record: .never, filePath: file, function: "long()",
      environment: [:])
    #expect(verdict.failure?.contains("@@ -10,7 +10,7 @@") == true, "\(verdict.failure ?? "")")
  }

  @Test("a mismatch fails with the golden's path, the diff and how to accept it")
  func mismatch() throws {
    let (folder, file) = try testFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("__Goldens__/CheckoutTests/root.trace")
    try FileManager.default.createDirectory(
      at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "# root A\nA init\n".write(to: golden, atomically: true, encoding: .utf8)
    let verdict = verifyGolden(
      "root A\n", record: .never, filePath: file, function: "root()", environment: [:])
    #expect(verdict.result?.status == .failed)
    #expect(verdict.result?.divergence?.scenarioLine == 1)
    let failure = try #require(verdict.failure)
    #expect(
      failure.hasPrefix("<scenario> differs from its golden \(golden.path): first divergence"))
    #expect(failure.contains("\n+A loadView\n"))
    #expect(failure.hasSuffix("To accept the new trace: STACKTRACE_RECORD=failed swift test."))
  }

  @Test(
    "in a package, the message shows paths from its root and the command that works there"
  )
  func messageInPackage() throws {
    let (folder, _) = try testFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "// swift-tools-version:6.0\n".write(
      to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let tests = folder.appendingPathComponent("Tests/AppTests")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    let file = tests.appendingPathComponent("CheckoutTests.swift").path
    func failure(_ environment: [String: String], name: String) -> String {
      verifyGolden(
        "push A\n", named: name, record: .pending, filePath: file, function: "checkout()",
        environment: environment
      ).failure ?? ""
    }
    let golden = "Tests/AppTests/__Goldens__/CheckoutTests/plugin.trace"
    let plugin = failure([:], name: "plugin")
    #expect(plugin.hasPrefix("no golden \(golden) yet: wrote \(golden).new for review\n"))
    #expect(plugin.contains("\n+++ b/\(golden)\n"))
    #expect(!plugin.contains(folder.path))
    #expect(
      plugin.hasSuffix(
        "To accept it: swift package --allow-writing-to-package-directory stacktrace review "
          + "--accept."))
    // Installed: a stacktrace on PATH.
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let tool = bin.appendingPathComponent("stacktrace").path
    #expect(FileManager.default.createFile(atPath: tool, contents: Data("#!/bin/sh\n".utf8)))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool)
    #expect(
      failure(["PATH": "/nonexistent:" + bin.path], name: "installed").hasSuffix(
        "To accept it: stacktrace review (or stacktrace review --accept)."))
    // Run by the plugin, which says so; StackNav's own package.
    #expect(
      failure(["STACKTRACE_COMMAND": "swift package stacktrace"], name: "told").hasSuffix(
        "To accept it: swift package stacktrace review --accept."))
    let own = folder.appendingPathComponent("Sources/stacktrace")
    try FileManager.default.createDirectory(at: own, withIntermediateDirectories: true)
    try "".write(to: own.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    #expect(
      failure(["PATH": bin.path], name: "own").hasSuffix(
        "To accept it: swift run stacktrace review (or swift run stacktrace review --accept)."))
  }

  @Test("a scenario error fails with its position")
  func scenarioError() throws {
    let (folder, file) = try testFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let verdict = verifyGolden("push a\n", filePath: file, function: "t()", environment: [:])
    #expect(verdict.result == nil)
    #expect(verdict.failure?.hasPrefix("<scenario>:1:6: error:") == true)
  }

  @Test("named assertions in one test each get their own golden; a repeated name is numbered")
  func namedAssertions() throws {
    let (folder, file) = try testFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    func golden(_ text: String, _ name: String) -> String? {
      verifyGolden(
        text, named: name, record: .pending, filePath: file, function: "flow()",
        environment: [:]
      ).result?.goldenPath
    }
    let goldens = folder.appendingPathComponent("__Goldens__/CheckoutTests").path
    #expect(golden("push A\n", "first") == goldens + "/first.trace")
    #expect(golden("push B\n", "second") == goldens + "/second.trace")
    #expect(golden("push C\n", "first") == goldens + "/first-2.trace")
    let names = try FileManager.default.contentsOfDirectory(atPath: goldens).sorted()
    #expect(names == ["first-2.trace.new", "first.trace.new", "second.trace.new"])
  }

  @Test(
    "named: is one safe file name: slashes, backslashes, controls and leading dots become _",
    arguments: [
      ("../x", "___x"), ("a/b", "a_b"), ("a\\b", "a_b"), ("tab\tname", "tab_name"),
      (".hidden", "_hidden"), ("..", "__"), ("line\nbreak", "line_break"),
      ("../../../../../victim.txt\u{0}", "___.._.._.._.._victim.txt_"), ("café 1.2", "café 1.2"),
    ])
  func safeNames(named: String, file: String) throws {
    let (folder, path) = try testFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let verdict = verifyGolden(
      "root A\n", named: named, record: .pending, filePath: path, function: "t()",
      environment: [:])
    let goldens = folder.appendingPathComponent("__Goldens__/CheckoutTests").path
    #expect(verdict.result?.goldenPath == goldens + "/" + file + ".trace")
    // Nothing anywhere but the pending golden, where it belongs.
    let everything = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
    #expect(
      everything.sorted() == [
        "__Goldens__", "__Goldens__/CheckoutTests", "__Goldens__/CheckoutTests/\(file).trace.new",
      ])
  }

  @Test("an empty name, or two names that map to one file, fail the test and write nothing")
  func badNames() throws {
    let (folder, path) = try testFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let empty = verifyGolden(
      "root A\n", named: "", filePath: path, function: "t()", environment: [:])
    #expect(empty.result == nil)
    #expect(empty.failure == "an empty name names no golden: give the assertion a name")
    let first = verifyGolden(
      "root A\n", named: "a/b", record: .pending, filePath: path, function: "clash()",
      environment: [:])
    #expect(first.result?.goldenPath.hasSuffix("/a_b.trace") == true)
    let second = verifyGolden(
      "root B\n", named: "a_b", record: .pending, filePath: path, function: "clash()",
      environment: [:])
    #expect(second.result == nil)
    #expect(
      second.failure?.hasPrefix(
        "the goldens named 'a/b' and 'a_b' in clash() would both be a_b.trace") == true)
    // A name that spells a numbered repeat of another clashes with it too.
    _ = verifyGolden(
      "root C\n", named: "x", record: .pending, filePath: path, function: "repeat()",
      environment: [:])
    _ = verifyGolden(
      "root C\n", named: "x", record: .pending, filePath: path, function: "repeat()",
      environment: [:])
    let spelled = verifyGolden(
      "root C\n", named: "x-2", record: .pending, filePath: path, function: "repeat()",
      environment: [:])
    #expect(spelled.failure?.contains("'x' (its call 2) and 'x-2'") == true)
    let long = verifyGolden(
      "root A\n", named: String(repeating: "n", count: 246), filePath: path, function: "t()",
      environment: [:])
    #expect(long.failure?.contains("longer than 245 bytes") == true)
    let names = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("__Goldens__/CheckoutTests").path)
    #expect(names.sorted() == ["a_b.trace.new", "x-2.trace.new", "x.trace.new"])
  }

  @Test("a test function's own name is made safe the same way")
  func functionNames() throws {
    let (folder, path) = try testFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let verdict = verifyGolden(
      "root A\n", record: .pending, filePath: path, function: "`pushes A/B`()",
      environment: [:])
    #expect(verdict.result?.goldenPath.hasSuffix("/CheckoutTests/`pushes A_B`.trace") == true)
  }

  @Test("with CI set, an assertion without a golden fails and creates no folder")
  func continuousIntegrationCreatesNothing() throws {
    let (folder, file) = try testFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let verdict = verifyGolden(
      "push A\n", filePath: file, function: "missing()", environment: ["CI": "true"])
    #expect(verdict.failure != nil)
    #expect(verdict.result?.status ?? .failed == .failed)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  @Test("with CI set, a record asked for is overridden, with a warning")
  func continuousIntegration() {
    let ci = GoldenSettings.recordMode(asked: .all, environment: ["CI": "true"])
    #expect(ci.mode == .never)
    #expect(ci.warning == "CI is set: recording is off (record mode all ignored)")
    #expect(GoldenSettings.recordMode(asked: nil, environment: [:]).mode == .pending)
    #expect(GoldenSettings.recordMode(asked: nil, environment: ["CI": "1"]).warning == nil)
    #expect(
      GoldenSettings.recordMode(asked: nil, environment: ["STACKTRACE_RECORD": "missing"]).mode
        == .missing)
  }

  @Test(
    "the .goldens(record:) trait sets the mode of the test's assertions", .goldens(record: .missing)
  )
  func trait() {
    #expect(GoldenSettings.record == .missing)
    #expect(GoldenSettings.recordMode(asked: nil, environment: [:]).mode == .missing)
    #expect(GoldenSettings.recordMode(asked: .all, environment: [:]).mode == .all)
  }

  @Test("every profile has a static member: .documented, .ios5 ... .ios26")
  func profiles() {
    let members: [Profile] = [
      .documented, .ios5, .ios6, .ios7, .ios8, .ios9, .ios10, .ios11, .ios12, .ios13, .ios14,
      .ios15, .ios16, .ios17, .ios18, .ios26,
    ]
    #expect(members.map(\.name) == Profile.all.map(\.name))
  }
}
