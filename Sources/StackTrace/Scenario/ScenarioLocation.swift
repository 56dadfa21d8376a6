/// A place in a scenario: file, line and column, all 1-based.
///
/// Columns count Unicode scalars, so an editor's column matches for any text a scenario can
/// hold. Words given on the command line are one line of a file named `<command line>`, with
/// the words joined by single spaces.
public struct ScenarioLocation: Sendable, Equatable, CustomStringConvertible {
  /// The file name as the user gave it, `<command line>` or `<stdin>`.
  public let file: String
  /// The line, from 1.
  public let line: Int
  /// The column, from 1.
  public let column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `FILE:LINE:COLUMN`.
  public var description: String { "\(file):\(line):\(column)" }

  /// The file name used for words given on the command line.
  public static let commandLine = "<command line>"
  /// The file name used for standard input.
  public static let standardInput = "<stdin>"
}

/// A word of a scenario and where it stands.
public struct Token: Sendable, Equatable {
  /// The word.
  public let text: String
  /// Where it starts.
  public let location: ScenarioLocation

  /// Creates a token.
  public init(_ text: String, at location: ScenarioLocation) {
    self.text = text
    self.location = location
  }
}
