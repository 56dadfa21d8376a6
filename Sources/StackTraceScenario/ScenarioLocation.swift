/// A place in a scenario: file, line and column, all 1-based.
///
/// Columns count Unicode scalars, so an editor's column matches for any text a scenario can
/// hold. Words given on the command line are one line of a file named `<command line>`, with
/// the words joined by single spaces.
package struct ScenarioLocation: Sendable, Equatable, CustomStringConvertible {
  /// The file name as the user gave it, `<command line>` or `<stdin>`.
  package let file: String
  /// The line, from 1.
  package var line: Int { Int(storedLine) }
  /// The column, from 1.
  package var column: Int { Int(storedColumn) }

  // Kept in 32 bits each: a scenario keeps every statement's words with their places while
  // it runs (a 64 MiB scenario has fewer lines, and lines fewer columns, than 2^31).
  private let storedLine: Int32
  private let storedColumn: Int32

  /// Creates a location.
  package init(file: String, line: Int, column: Int) {
    self.file = file
    storedLine = Int32(clamping: line)
    storedColumn = Int32(clamping: column)
  }

  /// `FILE:LINE:COLUMN`.
  package var description: String { "\(file):\(line):\(column)" }

  /// The file name used for words given on the command line.
  package static let commandLine = "<command line>"
  /// The file name used for standard input.
  package static let standardInput = "<stdin>"
}

/// A word of a scenario and where it stands.
package struct Token: Sendable, Equatable {
  /// The word.
  package let text: String
  /// Where it starts.
  package let location: ScenarioLocation

  /// Creates a token.
  package init(_ text: String, at location: ScenarioLocation) {
    self.text = text
    self.location = location
  }
}
