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
    /// An operation for the engine.
    case operation(Operation)
  }

  /// What the statement does.
  package let action: Action
  /// The statement as the trace header prints it: its words joined by single spaces.
  package let text: String
  /// Where the statement starts: its verb.
  package let location: ScenarioLocation
  /// Each word's column, when the line does not space them by exactly one space; empty when
  /// it does. (No word holds a space: spaces separate words, on the command line too.)
  private let columns: [Int32]

  /// Creates a statement of `tokens`, the verb first.
  package init(action: Action, tokens: [Token]) {
    self.action = action
    text = tokens.map(\.text).joined(separator: " ")
    location = tokens.first?.location ?? ScenarioLocation(file: "", line: 0, column: 0)
    let columns = tokens.map { Int32(clamping: $0.location.column) }
    let spacedByOne = columns == Self.words(of: text, from: location.column).map(\.column)
    self.columns = spacedByOne ? [] : columns
  }

  /// Creates a statement of the words of a line.
  init(action: Action, words: LineWords) {
    self.action = action
    text = words.joined(from: 0)
    location = words.location(0)
    columns = words.isSingleSpaced(from: 0) ? [] : words.places.map(\.column)
  }

  /// `statement` said again at `location`, by a line that spaces its words by single spaces.
  init(repeating statement: Statement, at location: ScenarioLocation) {
    action = statement.action
    text = statement.text
    self.location = location
    columns = []
  }

  /// The words of `text`, each with its column when the first is at `column` and each
  /// follows the one before after one space.
  private static func words(of text: String, from column: Int) -> [(
    word: Substring, column: Int32
  )] {
    var words: [(word: Substring, column: Int32)] = []
    var column = Int32(clamping: column)
    for word in text.split(separator: " ") {
      words.append((word, column))
      column += Int32(clamping: word.unicodeScalars.count) + 1
    }
    return words
  }

  /// Its words, the verb first, each with where it stands.
  package var tokens: [Token] {
    let words = Self.words(of: text, from: location.column)
    return words.indices.map { index in
      let column = columns.isEmpty ? words[index].column : columns[index]
      return Token(
        String(words[index].word),
        at: ScenarioLocation(file: location.file, line: location.line, column: Int(column)))
    }
  }

  /// The verb.
  package var verb: String {
    text.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
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
    let tokens = tokens
    return tokens.indices.contains(index + 1) ? tokens[index + 1].location : location
  }

  /// Where `word` first stands among the operands, or the statement's start.
  package func location(of word: String?) -> ScenarioLocation {
    guard let word else { return location }
    let match = tokens.dropFirst().first {
      $0.text == word || $0.text.hasPrefix(word + ".") || $0.text.hasSuffix("=" + word)
    }
    return match?.location ?? location
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

  /// What the scenario's `include` statements ask the trace to show.
  package var includes: Includes {
    var includes: Includes = []
    for statement in statements {
      switch statement.action {
      case .profile: continue
      case .include(let more): includes.formUnion(more)
      case .operation: return includes
      }
    }
    return includes
  }
}
