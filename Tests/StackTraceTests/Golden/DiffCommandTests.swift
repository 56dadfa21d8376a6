import Foundation
import StackTrace
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

  @Test("a missing file exits 2; wrong operands are a usage error")
  func trouble() {
    #expect(stacktrace(["diff", "/nonexistent/a", "/nonexistent/b"]).code == 2)
    #expect(stacktrace(["diff", "one"]).code == 2)
  }
}
