/// `on NAME WORD STATEMENT`: code in NAME's override of the WORD callback that runs
/// STATEMENT after `super`, the next time UIKit calls it, once (rule `hook.fire`).
public struct Hook: Sendable, Equatable {
  /// The controller whose callback runs the code (`App`: the application's delegate).
  public let name: String
  /// The callback.
  public let callback: Callback
  /// What the code does, with `name` as its implicit caller.
  public let statement: Operation
  /// STATEMENT as the scenario writes it: its words joined by single spaces.
  public let text: String

  /// A hook on `name`'s `callback` running `statement`, written `text`.
  public init(name: String, callback: Callback, statement: Operation, text: String) {
    self.name = name
    self.callback = callback
    self.statement = statement
    self.text = text
  }

  /// The `on` statement's words: `on A viewDidLoad present C`.
  public var declaration: String { String(joining: "on ", name, " ", callback.word, " ", text) }
}

/// A hook that fired: the header `# in NAME WORD: STATEMENT` of a trace.
public struct HookRecord: Sendable, Equatable {
  /// The controller whose callback ran the code.
  public let controller: String
  /// The callback.
  public let callback: Callback
  /// The STATEMENT, as the scenario writes it.
  public let text: String
  /// Which hook: 0 for the scenario's first `on` statement, 1 for its second, ...
  public let hook: Int
}
