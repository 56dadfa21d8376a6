import Foundation
import StackTraceTestSupport
import Testing

@testable import StackTraceCLI

/// `stacktrace compare`: one scenario across profiles, as text and as a page.
struct CompareCommandTests {
  static let flow = ["push", "A", "B", "present", "C", "style=pageSheet", "dismiss"]

  @Test("every iOS version: runs of identical versions, what changes between them, and why")
  func acrossVersions() {
    let result = stacktrace(["compare", "--profile", "all"] + Self.flow)
    #expect(result.code == 1)
    #expect(result.errors == "")
    let output = result.output
    #expect(
      output.hasPrefix(
        "  push A B\n  present C style=pageSheet\n  dismiss\n\n3 behaviours across 15 profiles:\n"
          + "  A  ios5 ... ios12   34 lines\n  B  ios13 ... ios16  30 lines\n"
          + "  C  ios17 ... ios26  33 lines\n\nA -> B (ios12 -> ios13):\n"))
    // A sheet keeps its presenter on screen from iOS 13: B's lines go, each with its rule.
    #expect(output.contains("rules from ios13: "))
    #expect(output.contains("present.sheets"))
    #expect(
      output.contains(
        "# present C style=pageSheet\n  C loadView\n  C viewDidLoad\n"
          + "- B viewWillDisappear       [modal.interleaving]\n"))
    #expect(output.contains("\nB -> C (ios16 -> ios17):\nrules from ios17: "))
    #expect(output.contains("+ A viewIsAppearing         [appearance.viewIsAppearing]\n"))
    // Kept lines far from a change are left out.
    #expect(output.contains("\n  ...\n"))
    // The same by default: every iOS version.
    #expect(stacktrace(["compare"] + Self.flow).output == output)
  }

  @Test(
    "a profile where the scenario is an error is a row with the error, not a failure of the run")
  func errorRows() {
    let result = stacktrace([
      "compare", "--profile", "ios5,ios6,ios7,ios8", "push", "A", "B", "swipeBack",
    ])
    #expect(result.code == 1)
    #expect(
      result.output.hasSuffix(
        "2 behaviours across 4 profiles:\n  A  ios5, ios6  <command line>:1:10: error: "
          + "swipeBack is not in profile ios5, ios6: it needs profile ios7 or later\n"
          + "  B  ios7, ios8  27 lines\n"))
  }

  @Test("profiles that agree exit 0; a list with gaps is listed, not shown as a range")
  func uniform() {
    let result = stacktrace(["compare", "--profile", "ios5,ios13,ios14", "push", "A"])
    #expect(result.code == 0)
    #expect(
      result.output.hasSuffix("1 behaviour across 3 profiles:\n  A  ios5, ios13, ios14  9 lines\n"))
    let range = stacktrace(["compare", "--profile", "ios13,ios14,ios15", "push", "A"])
    #expect(range.output.hasSuffix("  A  ios13 ... ios15  9 lines\n"))
  }

  @Test("a scenario file's own profile is set aside; documented compares too")
  func scenarioFile() throws {
    let folder = try temporaryFolder("stacknav-compare")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("flow.scenario").path
    try "profile ios5\npush A B\n".write(toFile: file, atomically: true, encoding: .utf8)
    let result = stacktrace(["compare", "--profile", "documented,ios16,ios17", file])
    #expect(result.code == 1)
    #expect(result.output.hasPrefix("  push A B\n\n3 behaviours across 3 profiles:\n"))
    #expect(result.output.contains("\nA -> B (documented -> ios16):\n"))
    #expect(result.output.contains("+ A willMoveToParent Nav#1  [containment.navigationRoot]\n"))
  }

  @Test("--html writes the same comparison as one self-contained page")
  func page() throws {
    let folder = try temporaryFolder("stacknav-compare-html")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("compare.html").path
    let result = stacktrace(["compare", "--html", path] + Self.flow)
    #expect(result.code == 1)
    let page = try String(contentsOfFile: path, encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(
      page.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'"))
    #expect(!page.contains("<script"))
    #expect(
      page.contains(
        "<tr id=\"group-B\"><td><b>B</b></td><td>ios13 ios14 ios15 ios16</td><td>30 lines</td></tr>"
      ))
    #expect(page.contains("<section class=\"result failed\" id=\"A-B\">"))
    #expect(
      page.contains(
        "<tr class=\"removed\"><td>-</td><td>B viewWillDisappear</td><td>rule modal.interleaving</td></tr>"
      ))
    #expect(
      page.contains("<tr class=\"hunk\"><td colspan=\"3\"># present C style=pageSheet</td></tr>"))
    #expect(page.hasSuffix("</html>\n"))
  }

  @Test(
    "usage errors exit 2",
    arguments: [
      ["compare"], ["compare", "--profile", "ios13,ios99", "push", "A"],
      ["compare", "--profile", "ios13,ios13", "push", "A"], ["compare", "a", "b"],
      ["compare", "--profile", "", "push", "A"],
    ])
  func usage(_ arguments: [String]) {
    let result = stacktrace(arguments)
    #expect(result.code == 2)
    #expect(result.output == "")
    #expect(result.errors.hasPrefix("stacktrace: "))
  }
}
