import StackNav

/// One statement of a scenario: what it asks for and the words it was written with.
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
  /// Its words, the verb first.
  package let tokens: [Token]

  /// Creates a statement.
  package init(action: Action, tokens: [Token]) {
    self.action = action
    self.tokens = tokens
  }

  /// The verb.
  package var verb: String { tokens.first?.text ?? "" }

  /// Whether it is an operation for the engine.
  package var isOperation: Bool {
    if case .operation = action { return true }
    return false
  }

  /// Where the statement starts.
  package var location: ScenarioLocation {
    tokens.first?.location ?? ScenarioLocation(file: "", line: 0, column: 0)
  }

  /// The line the statement starts on (`location.line`, without making the location: its
  /// file's name retained and released).
  package var line: Int { tokens.first?.location.line ?? 0 }

  /// The statement as the trace header prints it: its words joined by single spaces.
  package var text: String { tokens.map(\.text).joined(separator: " ") }

  /// Where the operand at `index` (0 for the first after the verb) stands.
  package func location(ofOperand index: Int) -> ScenarioLocation {
    tokens.indices.contains(index + 1) ? tokens[index + 1].location : location
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
