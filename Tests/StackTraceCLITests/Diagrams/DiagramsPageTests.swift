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

/// `docs/diagrams.md` shows pictures the tool draws: each `<!-- stacktrace ARGS -->` comment
/// is followed by the Mermaid block `stacktrace ARGS` prints now. With
/// `STACKNAV_UPDATE_DOCS=1` set, the blocks are redrawn instead.
struct DiagramsPageTests {
  static let page = Paths.root.appendingPathComponent("docs/diagrams.md")

  @Test("docs/diagrams.md holds the pictures the tool draws now")
  func upToDate() throws {
    var text = try String(contentsOf: DiagramsPageTests.page, encoding: .utf8)
    var redrawn = try DiagramsPageTests.redraw(text)
    if ProcessInfo.processInfo.environment["STACKNAV_UPDATE_DOCS"] == "1", redrawn != text {
      // Redrawn on request; then the page written is checked like any other: drawn again,
      // it must not change.
      try redrawn.write(to: DiagramsPageTests.page, atomically: true, encoding: .utf8)
      text = try String(contentsOf: DiagramsPageTests.page, encoding: .utf8)
      redrawn = try DiagramsPageTests.redraw(text)
    }
    #expect(
      redrawn == text,
      "docs/diagrams.md is out of date: STACKNAV_UPDATE_DOCS=1 swift test --filter DiagramsPageTests"
    )
    #expect(text.components(separatedBy: "```mermaid\n").count == 9)
  }

  /// The page with the block after each command comment replaced by the command's output.
  static func redraw(_ text: String) throws -> String {
    var lines = text.components(separatedBy: "\n")[...]
    var result: [String] = []
    while let line = lines.popFirst() {
      result.append(line)
      guard line.hasPrefix("<!-- stacktrace "), line.hasSuffix(" -->") else { continue }
      let words = line.dropFirst(16).dropLast(4).split(separator: " ").map { word in
        word.hasSuffix(".scenario")
          ? Paths.root.appendingPathComponent(String(word)).path : String(word)
      }
      let drawn = stacktrace(words)
      try #require(drawn.code == 0, "\(line): \(drawn.errors)")
      // Drop the old block, if any: a blank line, then a fenced block.
      if lines.first == "", lines.dropFirst().first == "```mermaid" {
        lines = lines.dropFirst(2)
        while let old = lines.popFirst(), old != "```" {}
      }
      result += ["", "```mermaid"] + drawn.output.split(separator: "\n").map(String.init) + ["```"]
    }
    return result.joined(separator: "\n")
  }
}
