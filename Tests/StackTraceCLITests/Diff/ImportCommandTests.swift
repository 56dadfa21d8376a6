import Foundation
import StackTraceTestSupport
import Testing

/// `stacktrace import` and `stacktrace diff` on console logs, as a user runs them.
struct ImportCommandTests {
  @Test("stacktrace import prints the trace lines and counts what it skipped, escaped")
  func command() {
    let log = "Home viewDidLoad\nviewDidLoad() \u{1B}[31mred\n"
    let result = stacktrace(["import", "-", "-v"], input: log)
    #expect(result.code == 0)
    #expect(result.output == "Home viewDidLoad\n")
    #expect(
      result.errors
        == "import: 1 callback line from 2 lines of <stdin>; 1 line with a callback word not "
        + "read as one:\n  2: viewDidLoad() \\x1B[31mred\n")
    #expect(stacktrace(["import", "/nonexistent/app.log"]).code == 2)
    #expect(stacktrace(["import"]).code == 2)
    #expect(stacktrace(["import", "-", "--ignore", "layouts"], input: "").code == 2)
  }

  @Test("diff compares a log without layout lines against a full model trace, with --ignore")
  func diffIgnoringLayout() throws {
    let folder = try temporaryFolder("stacknav-import")
    defer { try? FileManager.default.removeItem(at: folder) }
    let model = folder.appendingPathComponent("model.trace").path
    try stacktrace("--profile ios12 push Home").output.write(
      toFile: model, atomically: true, encoding: .utf8)
    let log = """
      2024-05-01 10:00:00.1 MyApp[1:2] <MyApp.Home: 0x6000> init(nibName:bundle:)
      2024-05-01 10:00:00.2 MyApp[1:2] -[Home loadView]
      2024-05-01 10:00:00.3 MyApp[1:2] <MyApp.Home: 0x6000> viewDidLoad()
      2024-05-01 10:00:00.4 MyApp[1:2] Home.viewWillAppear(_:)
      2024-05-01 10:00:00.5 MyApp[1:2] Home.viewDidAppear(_:)

      """
    #expect(stacktrace(["diff", "-", model], input: log).code == 1)
    #expect(
      stacktrace(["diff", "-", model, "--ignore", "layout,containment"], input: log).code == 0)
  }
}
