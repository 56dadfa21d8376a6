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
      let (fast, checked) = Array(line.utf8).withUnsafeBufferPointer { bytes in
        var fast: [LineWords.Place] = []
        var checked: [LineWords.Place] = []
        let isASCII = Tokenizer.asciiWords(in: bytes, into: &fast)
        #expect(isASCII, "\(line.debugDescription) takes the fast path")
        try? Tokenizer.words(in: bytes, file: "f", line: 3, into: &checked)
        let words = { (places: [LineWords.Place]) in
          LineWords(bytes: bytes, file: "f", line: 3, places: places).tokens
        }
        return (words(fast), words(checked))
      }
      #expect(fast == checked, "\(line.debugDescription)")
    }
    // Anything else is left to the checking path, which reads or rejects it.
    for line in ["push \u{E9}", "push \u{1}A", "pop\u{7F}", "a\u{0}"] {
      var places: [LineWords.Place] = []
      let isASCII = Array(line.utf8).withUnsafeBufferPointer {
        Tokenizer.asciiWords(in: $0, into: &places)
      }
      #expect(!isASCII)
    }
  }

  @Test("a statement keeps its words as one text, and every word's place")
  func statementWords() throws {
    let text = "push A  B\tC\n  pop\nroot \u{E9}\u{E9}\n  present P style=pageSheet\n"
    let scenario = try? ScenarioParser.parse(Array(text.utf8), file: "w")
    // `root éé` is not a valid name: the text stops being a scenario there.
    #expect(scenario == nil)
    let valid = "push A  B\tC\n  pop\n  present P style=pageSheet # why\n"
    let statements = try ScenarioParser.parse(Array(valid.utf8), file: "w").statements
    #expect(statements.map(\.text) == ["push A B C", "pop", "present P style=pageSheet"])
    let places = statements.map { $0.tokens.map(\.location.description) }
    #expect(
      places == [
        ["w:1:1", "w:1:6", "w:1:9", "w:1:11"], ["w:2:3"], ["w:3:3", "w:3:11", "w:3:13"],
      ])
    #expect(statements.map(\.verb) == ["push", "pop", "present"])
    // The same words made from tokens compare equal to the parsed statement.
    for statement in statements {
      #expect(Statement(action: statement.action, tokens: statement.tokens) == statement)
    }
    // Columns count Unicode scalars, one space apart or not.
    let at = { (column: Int) in ScenarioLocation(file: "w", line: 9, column: column) }
    for words in [
      [Token("pop", at: at(1)), Token("\u{E9}\u{E9}", at: at(5)), Token("x", at: at(8))],
      [Token("pop", at: at(2)), Token("\u{1F600}", at: at(7)), Token("x", at: at(9))],
    ] {
      let statement = Statement(action: .operation(.pop(animated: true)), tokens: words)
      #expect(statement.tokens == words)
      #expect(statement.location(ofOperand: 1) == words[2].location)
      #expect(statement.location(of: "x") == words[2].location)
      #expect(statement.says("x", from: 1) && !statement.says("pop", from: 1))
    }
  }

  @Test("an operand is found as itself, before a dot, or after an option's '='")
  func operandLocations() {
    // Each word one space after the one before, its column counted in characters.
    var column = 1
    let tokens = ["present", "AB", "A.view", "style=A", "C=B\u{E9}", "B\u{E9}"].map { word in
      defer { column += word.count + 1 }
      return Token(word, at: ScenarioLocation(file: "o", line: 1, column: column))
    }
    let statement = Statement(action: .operation(.pop(animated: true)), tokens: tokens)
    let columns = { (word: String?) in statement.location(of: word).column }
    #expect(columns("A") == 12)  // `AB` is another name; `A.view` names A
    #expect(columns("AB") == 9)
    #expect(columns("B\u{E9}") == 27)  // the option's value, before the operand itself
    #expect(columns("view") == 1)  // after a dot is no name: the statement's start
    #expect(columns("present") == 1)  // the verb is no operand
    #expect(columns(nil) == 1)
    #expect(columns("style") == 1)
    #expect(columns("\u{E9}") == 1)  // the end of a name is not a name
    #expect(statement.verb == "present")
    let alone = Statement(action: .operation(.pop(animated: true)), tokens: [tokens[0]])
    #expect(alone.verb == "present")
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
