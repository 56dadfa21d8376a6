/// A Swift file read as far as the package's own layout checks need: its tokens (identifiers,
/// string literals, numbers, punctuation, each with its line) with comments skipped, and the
/// modules it imports.
///
/// It reads the Swift this package writes. Text inside a string literal or a comment is never
/// taken for code, so a test that writes `import X` into a sample file imports nothing. What
/// it cannot read (a string or comment that never ends) is an error naming the line, never a
/// guess: a check built on it fails rather than skip a file.
package struct SwiftSource {
  /// What a token is.
  package enum Kind: Equatable, Sendable {
    case identifier, string, number, punctuation
  }

  /// One token.
  package struct Token: Equatable, Sendable {
    package var kind: Kind
    /// The identifier (without backticks), the number, the punctuation character, or a
    /// string literal's value.
    package var text: String
    /// For a string literal: whether its value is known (it interpolates nothing).
    package var isPlainLiteral: Bool
    /// The line the token starts on, from 1.
    package var line: Int
  }

  /// A module a file imports, and the line of the import.
  package struct Import: Equatable, Sendable {
    package var module: String
    package var line: Int

    package init(module: String, line: Int) {
      self.module = module
      self.line = line
    }
  }

  /// The tokens, in order.
  package let tokens: [Token]

  /// Reads `text`.
  ///
  /// - Throws: `SwiftReadError` where a string literal or a comment never ends.
  package init(_ text: String) throws(SwiftReadError) {
    var lexer = Lexer(bytes: Array(text.utf8))
    try lexer.run()
    tokens = lexer.tokens
  }

  /// The modules imported, in order: an `import` that starts a declaration, after any
  /// attributes (`@testable`, `@_exported`, `@_spi(X)`) and access level, with an optional
  /// kind (`import struct M.T` imports M).
  package var imports: [Import] {
    var found: [Import] = []
    var index = 0
    while index < tokens.count {
      let lineStart = index
      // Attributes and modifiers, on the line the declaration starts on.
      while index < tokens.count, tokens[index].line == tokens[lineStart].line {
        let token = tokens[index]
        if token.kind == .punctuation, token.text == "@", index + 1 < tokens.count {
          index += 2
          if index < tokens.count, tokens[index].text == "(", tokens[index].kind == .punctuation {
            index = closingParenthesis(after: index) + 1
          }
        } else if token.kind == .identifier, Self.modifiers.contains(token.text) {
          index += 1
        } else {
          break
        }
      }
      if index < tokens.count, tokens[index].kind == .identifier, tokens[index].text == "import" {
        var next = index + 1
        if next < tokens.count, Self.importKinds.contains(tokens[next].text) { next += 1 }
        if next < tokens.count, tokens[next].kind == .identifier {
          found.append(Import(module: tokens[next].text, line: tokens[index].line))
        }
      }
      // On to the first token of the next line.
      let line = tokens[min(index, tokens.count - 1)].line
      index = max(index, lineStart + 1)
      while index < tokens.count, tokens[index].line == line { index += 1 }
    }
    return found
  }

  static let modifiers: Set = ["public", "package", "internal", "fileprivate", "private", "open"]
  static let importKinds: Set = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]

  /// The index of the `)` that closes the `(` at `open`, or the last token's.
  func closingParenthesis(after open: Int) -> Int {
    var depth = 0
    var index = open
    while index < tokens.count {
      if tokens[index].kind == .punctuation {
        if tokens[index].text == "(" { depth += 1 }
        if tokens[index].text == ")" {
          depth -= 1
          if depth == 0 { return index }
        }
      }
      index += 1
    }
    return tokens.count - 1
  }
}

/// Why a Swift file could not be read.
package enum SwiftReadError: Error, Equatable, CustomStringConvertible {
  /// A string literal or a block comment that starts on `line` and never ends.
  case unterminated(String, line: Int)
  /// Something the reader does not understand, on `line`.
  case unexpected(String, line: Int)

  package var description: String {
    switch self {
    case .unterminated(let what, let line): "line \(line): \(what) never ends"
    case .unexpected(let what, let line): "line \(line): \(what)"
    }
  }
}

/// The byte-level reading of a file.
private struct Lexer {
  let bytes: [UInt8]
  var index = 0
  var line = 1
  var tokens: [SwiftSource.Token] = []

  static let quote = UInt8(ascii: "\"")
  static let hash = UInt8(ascii: "#")
  static let backslash = UInt8(ascii: "\\")
  static let newline = UInt8(ascii: "\n")
  static let slash = UInt8(ascii: "/")
  static let star = UInt8(ascii: "*")

  func byte(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
      || byte == 0x24 || byte >= 0x80
  }

  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
  }

  /// Reads every token to the end of the file.
  mutating func run() throws(SwiftReadError) {
    _ = try code(untilParenthesis: false)
  }

  /// Reads code, adding its tokens when `keeping`, up to the end of the file or, when
  /// `untilParenthesis`, past the `)` that closes an interpolation.
  mutating func code(untilParenthesis: Bool, keeping: Bool = true) throws(SwiftReadError) {
    var depth = 0
    while let current = byte() {
      let start = line
      if current == Self.newline {
        line += 1
        index += 1
      } else if current == 0x20 || current == 0x09 || current == 0x0D {
        index += 1
      } else if current == Self.slash, byte(1) == Self.slash {
        while let next = byte(), next != Self.newline { index += 1 }
      } else if current == Self.slash, byte(1) == Self.star {
        try blockComment()
      } else if current == Self.quote || (current == Self.hash && startsRawString()) {
        let (value, plain) = try string()
        if keeping {
          tokens.append(.init(kind: .string, text: value, isPlainLiteral: plain, line: start))
        }
      } else if current == UInt8(ascii: "`") {
        index += 1
        let from = index
        while let next = byte(), next != UInt8(ascii: "`"), next != Self.newline { index += 1 }
        guard byte() == UInt8(ascii: "`") else {
          throw .unexpected("a backtick that does not close", line: start)
        }
        let name = String(decoding: bytes[from..<index], as: UTF8.self)
        index += 1
        if keeping {
          tokens.append(.init(kind: .identifier, text: name, isPlainLiteral: false, line: start))
        }
      } else if Self.isIdentifierStart(current) || (current >= 0x30 && current <= 0x39) {
        let from = index
        while let next = byte(), Self.isIdentifierByte(next) { index += 1 }
        let text = String(decoding: bytes[from..<index], as: UTF8.self)
        let kind: SwiftSource.Kind = Self.isIdentifierStart(current) ? .identifier : .number
        if keeping {
          tokens.append(.init(kind: kind, text: text, isPlainLiteral: false, line: start))
        }
      } else {
        index += 1
        if untilParenthesis {
          if current == UInt8(ascii: "(") { depth += 1 }
          if current == UInt8(ascii: ")") {
            if depth == 0 { return }
            depth -= 1
          }
        }
        if keeping {
          let text = String(decoding: [current], as: UTF8.self)
          tokens.append(.init(kind: .punctuation, text: text, isPlainLiteral: false, line: start))
        }
      }
    }
    if untilParenthesis { throw .unterminated("an interpolation", line: line) }
  }

  /// Whether the `#`s at the index open a raw string.
  func startsRawString() -> Bool {
    var offset = 0
    while byte(offset) == Self.hash { offset += 1 }
    return byte(offset) == Self.quote
  }

  /// Skips a block comment, nested ones included.
  mutating func blockComment() throws(SwiftReadError) {
    let start = line
    var depth = 0
    while let current = byte() {
      if current == Self.slash, byte(1) == Self.star {
        depth += 1
        index += 2
      } else if current == Self.star, byte(1) == Self.slash {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        if current == Self.newline { line += 1 }
        index += 1
      }
    }
    throw .unterminated("a block comment", line: start)
  }

  /// Reads a string literal (raw, multi-line or not): its value, and whether the value is
  /// known (no interpolation).
  mutating func string() throws(SwiftReadError) -> (String, Bool) {
    let start = line
    var hashes = 0
    while byte() == Self.hash {
      hashes += 1
      index += 1
    }
    let multiLine = byte(1) == Self.quote && byte(2) == Self.quote
    index += multiLine ? 3 : 1
    var value: [UInt8] = []
    var plain = true
    while let current = byte() {
      if current == Self.backslash, closesWithHashes(at: index + 1, count: hashes) {
        let after = index + 1 + hashes
        index = after + 1
        guard after < bytes.count else { break }
        switch bytes[after] {
        case UInt8(ascii: "("):
          plain = false
          try code(untilParenthesis: true, keeping: false)
        case UInt8(ascii: "n"): value.append(Self.newline)
        case UInt8(ascii: "t"): value.append(0x09)
        case UInt8(ascii: "u"):
          plain = false
          while let next = byte(), next != UInt8(ascii: "}"), next != Self.newline { index += 1 }
          index += 1
        case Self.newline:
          line += 1
        default: value.append(bytes[after])
        }
      } else if current == Self.quote,
        !multiLine || (byte(1) == Self.quote && byte(2) == Self.quote),
        closesWithHashes(at: index + (multiLine ? 3 : 1), count: hashes)
      {
        index += (multiLine ? 3 : 1) + hashes
        return (String(decoding: value, as: UTF8.self), plain)
      } else if current == Self.newline, !multiLine {
        break
      } else {
        if current == Self.newline { line += 1 }
        value.append(current)
        index += 1
      }
    }
    throw .unterminated("a string literal", line: start)
  }

  /// Whether `count` `#`s stand at `position`.
  func closesWithHashes(at position: Int, count: Int) -> Bool {
    guard position + count <= bytes.count else { return false }
    for offset in 0..<count where bytes[position + offset] != Self.hash { return false }
    return true
  }
}
