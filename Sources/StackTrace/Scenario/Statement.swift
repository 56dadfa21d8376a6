import StackNav

/// One statement of a scenario: what it asks for and the words it was written with.
public struct Statement: Sendable, Equatable {
  /// What a statement does.
  public enum Action: Sendable, Equatable {
    /// `profile NAME`: chooses the rule set.
    case profile(String)
    /// `include delegates|geometry...`: what the trace shows beyond the life cycle.
    case include(Includes)
    /// An operation for the engine.
    case operation(Operation)
  }

  /// What the statement does.
  public let action: Action
  /// Its words, the verb first.
  public let tokens: [Token]

  /// Creates a statement.
  public init(action: Action, tokens: [Token]) {
    self.action = action
    self.tokens = tokens
  }

  /// The verb.
  public var verb: String { tokens.first?.text ?? "" }

  /// Where the statement starts.
  public var location: ScenarioLocation {
    tokens.first?.location ?? ScenarioLocation(file: "", line: 0, column: 0)
  }

  /// The statement as the trace header prints it: its words joined by single spaces.
  public var text: String { tokens.map(\.text).joined(separator: " ") }

  /// Where the operand at `index` (0 for the first after the verb) stands.
  public func location(ofOperand index: Int) -> ScenarioLocation {
    tokens.indices.contains(index + 1) ? tokens[index + 1].location : location
  }

  /// Where `word` first stands among the operands, or the statement's start.
  public func location(of word: String?) -> ScenarioLocation {
    guard let word else { return location }
    let match = tokens.dropFirst().first {
      $0.text == word || $0.text.hasPrefix(word + ".") || $0.text.hasSuffix("=" + word)
    }
    return match?.location ?? location
  }
}

/// A parsed scenario: its statements in order.
public struct Scenario: Sendable, Equatable {
  /// The file it came from (`<command line>`, `<stdin>` or a path).
  public let file: String
  /// Its statements.
  public let statements: [Statement]

  /// Creates a scenario.
  public init(file: String, statements: [Statement]) {
    self.file = file
    self.statements = statements
  }

  /// The profile the scenario names in its first statement, if any.
  public var profileName: String? {
    guard case .profile(let name) = statements.first?.action else { return nil }
    return name
  }

  /// What the scenario's `include` statements ask the trace to show.
  public var includes: Includes {
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
