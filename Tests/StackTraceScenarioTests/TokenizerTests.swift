import StackTraceIO
import StackTraceTestSupport
import Testing

@testable import StackTraceScenario

struct TokenizerTests {
  @Test("comments, blank lines, tabs, CRLF and a byte-order mark are all accepted")
  func accepted() throws {
    let text = "\u{FEFF}# a comment\r\n\r\npush\tA  B # trailing\r\n  pop\n"
    let scenario = try ScenarioParser.parse(Array(text.utf8), file: "x.scenario")
    #expect(scenario.statements.map(\.text) == ["push A B", "pop"])
    #expect(scenario.statements[0].location.description == "x.scenario:3:1")
    #expect(scenario.statements[1].location.description == "x.scenario:4:3")
    #expect(scenario.statements[0].tokens[2].location.column == 9)
  }

  @Test("the fast path for ASCII lines splits exactly as the checking path does")
  func asciiPathAgrees() {
    // Lines of words, separators (space, tab, CR), comments, `#` inside words and printable
    // punctuation, drawn from a fixed seed.
    let pieces = [
      "push", "A", "Nav#1", "animated=false", " ", "  ", "\t", "\r", "#", "# c", "x#y", "~!",
    ]
    var random = SplitMix(state: 25)
    for _ in 0..<2_000 {
      var line = ""
      for _ in 0..<random.below(9) { line += random.pick(pieces) }
      let bytes = Array(line.utf8)
      let fast = bytes.withUnsafeBufferPointer {
        Tokenizer.asciiWords(in: $0, file: "f", line: 3)
      }
      let checked = try? Tokenizer.words(in: bytes[...], file: "f", line: 3)
      #expect(fast != nil, "\(line.debugDescription) takes the fast path")
      #expect(fast == checked, "\(line.debugDescription)")
    }
    // Anything else is left to the checking path, which reads or rejects it.
    for line in ["push \u{E9}", "push \u{1}A", "pop\u{7F}", "a\u{0}"] {
      let bytes = Array(line.utf8)
      #expect(
        bytes.withUnsafeBufferPointer { Tokenizer.asciiWords(in: $0, file: "f", line: 1) } == nil)
    }
  }

  @Test("columns count characters, not bytes")
  func unicodeColumns() {
    do {
      _ = try ScenarioParser.parse(Array("pop # ü\nroot ü é\n".utf8), file: "u")
      Issue.record("parsed")
    } catch {
      #expect(error.location.description == "u:2:6")
    }
  }

  static let malformedBytes: [([UInt8], String)] = [
    (Array("push A\npop \u{0}x\n".utf8), "f:2:5: error: NUL byte: a scenario is text"),
    (
      Array("push A\n".utf8) + [0x70, 0xFF, 0x0A],
      "f:2:2: error: invalid UTF-8: a scenario is UTF-8 text"
    ),
    (
      [0x70, 0x75, 0x73, 0x68, 0x20, 0xC3], "f:1:6: error: invalid UTF-8: a scenario is UTF-8 text"
    ),
    ([0xC0, 0x80], "f:1:1: error: invalid UTF-8: a scenario is UTF-8 text"),
    ([0xED, 0xA0, 0x80], "f:1:1: error: invalid UTF-8: a scenario is UTF-8 text"),
    ([0xF4, 0x90, 0x80, 0x80], "f:1:1: error: invalid UTF-8: a scenario is UTF-8 text"),
    // Columns count characters, not bytes: each of these follows two-byte characters.
    (Array("push \u{C9}\u{1}".utf8), "f:1:7: error: control character U+0001: a scenario is text"),
    (
      Array("push \u{E9}\u{E9} \u{1}".utf8),
      "f:1:9: error: control character U+0001: a scenario is text"
    ),
    (Array("push \u{C9}".utf8) + [0xFF], "f:1:7: error: invalid UTF-8: a scenario is UTF-8 text"),
    (Array("push \u{1F600}\u{0}".utf8), "f:1:7: error: NUL byte: a scenario is text"),
  ]

  @Test("NUL bytes and invalid UTF-8 are errors at their position", arguments: malformedBytes)
  func rejectsBytes(bytes: [UInt8], message: String) {
    #expect(throws: ScenarioError.self) { try ScenarioParser.parse(bytes, file: "f") }
    do {
      _ = try ScenarioParser.parse(bytes, file: "f")
    } catch {
      #expect(error.description == message)
    }
  }
}
