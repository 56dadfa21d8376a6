import StackNav

/// One statement of a scenario: what it asks for and the words it was written with.
///
/// The words are kept as the trace header prints them (one string, single spaces) with the
/// verb's place; the others' columns follow from it, so a statement keeps them only when its
/// line spaces them otherwise. (Each word kept apart with its place cost a statement an array
/// and a string a word, made, copied and freed: a fifth of a run's instructions went to
/// reading statements, docs/performance.md.)
package struct Statement: Sendable, Equatable {
  /// What a statement does.
  package enum Action: Sendable, Equatable {
    /// `profile NAME`: chooses the rule set.
    case profile(String)
    /// `include delegates|geometry...`: what the trace shows beyond the life cycle.
    case include(Includes)
    /// `device iphone|ipad`: the device the window is on.
    case device(Device)
    /// An operation for the engine.
    case operation(Operation)
  }

  /// What the statement does.
  package let action: Action
  /// What its verb's grammar entry says of where it may stand (`GrammarEntry.checks`), kept
  /// as the parser found it: the checks before a run read its flags, where looking the entry
  /// up again cost a statement about 180 instructions.
  package let checks: GrammarEntry.Checks
  /// The statement as the trace header prints it: its words joined by single spaces.
  package let text: String
  /// Where the statement starts: its verb.
  package let location: ScenarioLocation
  /// Each word's column, when the line does not space them by exactly one space; empty when
  /// it does. (No word holds a space: spaces separate words, on the command line too.)
  private let columns: [Int32]

  /// Creates a statement of `tokens`, the verb first (a known verb: `Grammar.entry(named:)`).
  package init(action: Action, tokens: [Token]) {
    self.action = action
    checks = Grammar.entry(named: tokens.first?.text ?? "")?.checks ?? GrammarEntry.Checks()
    text = tokens.map(\.text).joined(separator: " ")
    location = tokens.first?.location ?? ScenarioLocation(file: "", line: 0, column: 0)
    let columns = tokens.map { Int32(clamping: $0.location.column) }
    // One space apart: each column the one before, past its word and a space.
    var spacedByOne = true
    for index in tokens.indices.dropFirst() {
      let before = tokens[index - 1]
      spacedByOne =
        spacedByOne
        && before.location.column + before.text.unicodeScalars.count + 1
          == tokens[index].location.column
    }
    self.columns = spacedByOne ? [] : columns
  }

  /// Creates a statement of the words of a line. (`action` is taken, not copied: a copy and
  /// the parameter's destruction cost 200 instructions a statement read.)
  init(action: consuming Action, checks: GrammarEntry.Checks, words: borrowing LineWords) {
    self.action = action
    self.checks = checks
    let singleSpaced = words.isSingleSpaced(from: 0)
    text = words.joined(from: 0, singleSpaced: singleSpaced)
    location = words.location(0)
    columns = singleSpaced ? [] : words.places.map(\.column)
  }

  /// `statement` said again at `location`, by a line that spaces its words by single spaces.
  init(repeating statement: Statement, at location: ScenarioLocation) {
    action = statement.action
    checks = statement.checks
    text = statement.text
    self.location = location
    columns = []
  }

  /// Calls `body` with each word of the statement in turn (its index, its bytes in `text`'s
  /// UTF-8, its column) until `body` returns `false`: read from the text's bytes, a column
  /// counting the Unicode scalars before the word (the bytes that start one) when the words
  /// are one space apart.
  private func forEachWord(
    _ body: (_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ column: Int) -> Bool
  ) {
    var text = text
    text.withUTF8 { bytes in
      guard !bytes.isEmpty else { return }
      var index = 0
      var start = 0
      var scalars = 0
      var offset = 0
      while offset <= bytes.count {
        if offset == bytes.count || bytes[offset] == 0x20 {
          let column =
            columns.isEmpty
            ? location.column + scalars
            : Int(columns[min(index, columns.count - 1)])
          let word = UnsafeBufferPointer(rebasing: bytes[start..<offset])
          if !body(index, word, column) { return }
          index += 1
          start = offset + 1
          // Up to the next word's start: the word's scalars and the space.
          scalars += word.count { $0 & 0xC0 != 0x80 } + 1
        }
        offset += 1
      }
    }
  }

  /// Its words, the verb first, each with where it stands.
  package var tokens: [Token] {
    var tokens: [Token] = []
    forEachWord { _, word, column in
      tokens.append(
        Token(
          String(decoding: word, as: UTF8.self),
          at: ScenarioLocation(file: location.file, line: location.line, column: column)))
      return true
    }
    return tokens
  }

  /// The verb.
  package var verb: String {
    // Its bytes up to the first space after it, where splitting the text made an array.
    let utf8 = text.utf8
    guard let start = utf8.firstIndex(where: { $0 != 0x20 }) else { return "" }
    return String(text[start..<(utf8[start...].firstIndex(of: 0x20) ?? utf8.endIndex)])
  }

  /// Whether it is a `device` statement.
  package var isDevice: Bool {
    if case .device = action { return true }
    return false
  }

  /// Whether it is an operation for the engine.
  package var isOperation: Bool {
    if case .operation = action { return true }
    return false
  }

  /// The line the statement starts on.
  package var line: Int { location.line }

  /// Where the operand at `index` (0 for the first after the verb) stands.
  package func location(ofOperand index: Int) -> ScenarioLocation {
    var found = location
    forEachWord { wordIndex, _, column in
      guard wordIndex == index + 1 else { return true }
      found = ScenarioLocation(file: location.file, line: location.line, column: column)
      return false
    }
    return found
  }

  /// Where `word` first stands among the operands, or the statement's start.
  package func location(of word: String?) -> ScenarioLocation {
    guard var word else { return location }
    var found = location
    // Compared as bytes, where each operand was made a string.
    word.withUTF8 { word in
      forEachWord { index, bytes, column in
        guard index > 0, Self.names(bytes, word) else { return true }
        found = ScenarioLocation(file: location.file, line: location.line, column: column)
        return false
      }
    }
    return found
  }

  /// Whether operand `bytes` names `word`: it is the word, the word then `.` and more, or
  /// ends with `=` and the word.
  private static func names(_ bytes: UnsafeBufferPointer<UInt8>, _ word: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    if LineWords.equal(bytes, word) { return true }
    guard bytes.count > word.count else { return false }
    let dot = bytes[word.count] == UInt8(ascii: ".")
    if dot, LineWords.equal(UnsafeBufferPointer(rebasing: bytes[..<word.count]), word) {
      return true
    }
    let tail = bytes.count - word.count
    return bytes[tail - 1] == UInt8(ascii: "=")
      && LineWords.equal(UnsafeBufferPointer(rebasing: bytes[tail...]), word)
  }

  /// Whether a word from the `index`th on is `word`.
  package func says(_ word: String, from index: Int) -> Bool {
    var said = false
    var word = word
    word.withUTF8 { word in
      forEachWord { wordIndex, bytes, _ in
        said = wordIndex >= index && LineWords.equal(bytes, word)
        return !said
      }
    }
    return said
  }

  /// Whether a word of the statement, from its word `index` on, is option `key`'s
  /// (`key=...`): read in place, as `says` does.
  package func saysOption(_ key: String, from index: Int) -> Bool {
    var said = false
    var prefix = key + "="
    prefix.withUTF8 { prefix in
      forEachWord { wordIndex, bytes, _ in
        said =
          wordIndex >= index && bytes.count > prefix.count
          && LineWords.equal(UnsafeBufferPointer(rebasing: bytes[..<prefix.count]), prefix)
        return !said
      }
    }
    return said
  }
}

/// A parsed scenario: its statements in order.
package struct Scenario: Sendable, Equatable {
  /// The file it came from (`<command line>`, `<stdin>` or a path).
  package let file: String
  /// Its statements.
  package let statements: [Statement]

  /// Creates a scenario.
  package init(file: String, statements: [Statement]) {
    self.file = file
    self.statements = statements
  }

  /// The profile the scenario names in its first statement, if any.
  package var profileName: String? {
    guard case .profile(let name) = statements.first?.action else { return nil }
    return name
  }

  /// The device the scenario's `device` statement names, if any.
  package var device: Device? {
    for statement in statements {
      switch statement.action {
      case .profile, .include: continue
      case .device(let device): return device
      case .operation: return nil
      }
    }
    return nil
  }

  /// What the scenario's `include` statements ask the trace to show.
  package var includes: Includes {
    var includes: Includes = []
    for statement in statements {
      switch statement.action {
      case .profile: continue
      case .include(let more): includes.formUnion(more)
      case .device: continue
      case .operation: return includes
      }
    }
    return includes
  }
}
