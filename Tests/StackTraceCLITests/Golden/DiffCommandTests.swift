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

struct DiffCommandTests {
  @Test("diff compares callback lines: a device log against the model's trace")
  func deviceLog() throws {
    let folder = try temporaryFolder("stacknav-diff")
    defer { try? FileManager.default.removeItem(at: folder) }
    let model = stacktrace(["root", "A"]).output
    try write(
      [
        "model.trace": model,
        "device.log": """
        2026-11-29 10:00:00.100 App[1:2] A init
        A loadView
        -[A viewDidLoad]
        A viewWillAppear(_:)
        A viewWillLayoutSubviews
        A viewDidLayoutSubviews
        log noise
        A viewDidAppear:

        """,
      ], in: folder)
    let same = try runStacktrace(["diff", "device.log", "model.trace"], in: folder)
    #expect(same.code == 0)
    #expect(same.output == "")
    try write(
      ["model.trace": model.replacingOccurrences(of: "A viewDidLoad\n", with: "")], in: folder)
    let different = try runStacktrace(["diff", "device.log", "model.trace", "-U", "1"], in: folder)
    #expect(different.code == 1)
    #expect(
      different.output == "--- device.log\n+++ model.trace\n@@ -2,3 +2,2 @@\n A loadView\n"
        + "-A viewDidLoad\n A viewWillAppear\n")
  }

  @Test("a trace's callback lines are the trace itself; anything else is rewritten")
  func verbatim() {
    let trace = "# push A\nA init\nA willMoveToParent Nav#1\nA viewDidLoad\n"
    #expect(CallbackLines.extract(from: Array(trace.utf8), keepHeaders: true) == Array(trace.utf8))
    // A change after verbatim lines keeps them and rewrites the rest.
    for (input, output) in [
      (trace + "A viewWillAppear animated\n", trace + "A viewWillAppear\n"),
      (trace + "\n! note: x\nA dealloc", trace + "A dealloc\n"),
      (trace + "A viewDidAppear\r\n", trace + "A viewDidAppear\n"),
      ("# push A\r\nA init\n", "# push A\nA init\n"),
    ] {
      #expect(
        String(
          decoding: CallbackLines.extract(from: Array(input.utf8), keepHeaders: true),
          as: UTF8.self) == output)
    }
  }

  @Test("diff reads files of any size and ending, as GNU diff does")
  func files() throws {
    let folder = try temporaryFolder("stacknav-diff-files")
    defer { try? FileManager.default.removeItem(at: folder) }
    let long = (0..<5_000).map { "# push C\($0)\nC\($0) init\nC\($0) viewDidLoad\n" }.joined()
    try write(
      [
        "empty.trace": "", "long.trace": long,
        "long-edited.trace": long.replacingOccurrences(
          of: "C2500 viewDidLoad\n", with: "C2500 loadView\n"),
        "unterminated.trace": "# push A\nA init",
      ], in: folder)
    #expect(try runStacktrace(["diff", "empty.trace", "empty.trace"], in: folder).code == 0)
    #expect(try runStacktrace(["diff", "long.trace", "long.trace"], in: folder).code == 0)
    let edited = try runStacktrace(["diff", "long.trace", "long-edited.trace"], in: folder)
    #expect(edited.code == 1)
    #expect(edited.output.contains("@@ -7500,7 +7500,7 @@\n"))
    #expect(edited.output.contains("\n-C2500 viewDidLoad\n+C2500 loadView\n"))
    // Callback lines end with a newline whatever the file did; headers count only when both
    // sides have them.
    let unterminated = try runStacktrace(["diff", "empty.trace", "unterminated.trace"], in: folder)
    #expect(unterminated.output.hasSuffix("@@ -0,0 +1 @@\n+A init\n"))
  }

  @Test("log spellings of callbacks read as trace words")
  func spellings() {
    func extract(_ text: String) -> String {
      String(
        decoding: CallbackLines.extract(from: Array(text.utf8), keepHeaders: false), as: UTF8.self)
    }
    #expect(extract("x B deinit\n") == "B dealloc\n")
    #expect(extract("-[B viewWillAppear:]\n") == "B viewWillAppear\n")
    #expect(extract("B willMove(toParent:) Nav#1\n") == "B willMoveToParent Nav#1\n")
    #expect(extract("! note: A viewDidLoad\n") == "")
    #expect(
      extract("B viewWillAppear animated isMovingToParent\r\nB didMoveToParent nil x\n")
        == "B viewWillAppear\nB didMoveToParent nil\n")
    #expect(CallbackLines.hasHeaders(Array("A init\n# pop\n".utf8)))
    #expect(!CallbackLines.hasHeaders(Array("A init\n#pop\n".utf8)))
  }

  @Test("only callbacks decide: headers that differ alone give exit 0; - reads standard input")
  func headersAlone() throws {
    let folder = try temporaryFolder("stacknav-diff-headers")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      [
        "a.trace": "# push A\nA init\nA viewDidLoad\n",
        "b.trace": "# push A animated=false\nA init\nA viewDidLoad\n",
        "c.trace": "# push A animated=false\nA init\n",
      ], in: folder)
    let headers = try runStacktrace(["diff", "a.trace", "b.trace"], in: folder)
    #expect(headers.code == 0)
    #expect(headers.output == "")
    let callbacks = try runStacktrace(["diff", "a.trace", "c.trace"], in: folder)
    #expect(callbacks.code == 1)
    #expect(callbacks.output.contains("-A viewDidLoad\n"))
    let piped = stacktrace(
      ["diff", "-", folder.appendingPathComponent("a.trace").path], input: "A init\nA viewDidLoad\n"
    )
    #expect(piped.code == 0)
    #expect(stacktrace(["diff", "-", "-"]).code == 2)
  }

  @Test("a missing file exits 2; wrong operands are a usage error")
  func trouble() {
    #expect(stacktrace(["diff", "/nonexistent/a", "/nonexistent/b"]).code == 2)
    #expect(stacktrace(["diff", "one"]).code == 2)
  }
}
