import StackNav
import StackTraceIO

/// Reads the scenario language (docs/scenario-language.md): one statement a line in a file; on the command
/// line, every verb starts a new statement.
package enum ScenarioParser {
  /// Parses a scenario file's text.
  ///
  /// - Throws: `ScenarioError` at the first problem.
  package static func parse(_ bytes: [UInt8], file: String) throws(ScenarioError) -> Scenario {
    try parse(.bytes(bytes), file: file)
  }

  /// Parses a scenario as it is read from `source`, a line at a time: the limits on
  /// scenarios (docs/limits.md) stop an endless or huge input as soon as it passes one.
  ///
  /// - Parameters:
  ///   - file: the name in error locations, as it is shown (escaped for printing).
  /// - Throws: `ScenarioError` at the first problem, reading errors included.
  package static func parse(_ source: ByteSource, file: String) throws(ScenarioError) -> Scenario {
    let reader = LineReader(
      source, name: file, maximumLineBytes: ScenarioLimits.lineBytes,
      maximumBytes: ScenarioLimits.bytes, dropsCarriageReturns: false)
    return try parse(reader)
  }

  /// Parses the scenario `reader` reads.
  package static func parse(_ reader: LineReader) throws(ScenarioError) -> Scenario {
    var statements: [Statement] = []
    try Tokenizer.forEachLine(of: reader) { tokens throws(ScenarioError) in
      try append(tokens, to: &statements, onCommandLine: false)
    }
    return Scenario(file: reader.name, statements: statements)
  }

  /// Parses words given on the command line, where each verb starts a new statement.
  ///
  /// - Throws: `ScenarioError` at the first problem, located in `<command line>`.
  package static func parse(words: [String]) throws(ScenarioError) -> Scenario {
    // A word may hold line breaks (a quoted file's text, say): they separate words too.
    var line = String.UnicodeScalarView()
    for scalar in words.joined(separator: " ").unicodeScalars {
      line.append(scalar == "\n" || scalar == "\r" ? " " : scalar)
    }
    let tokens = try Tokenizer.words(
      in: Array(String(line).utf8)[...], file: ScenarioLocation.commandLine, line: 1)
    var groups: [[Token]] = []
    for token in tokens {
      // The verb right after `meanwhile`, or after `on NAME WORD`, belongs to it.
      let carried =
        groups.last.map { group in
          (group.count == 1 && group[0].text == "meanwhile")
            || (group.count == 3 && group[0].text == "on")
        } ?? false
      if (Grammar.entry(named: token.text) != nil && !carried) || groups.isEmpty {
        groups.append([token])
      } else {
        groups[groups.count - 1].append(token)
      }
    }
    var statements: [Statement] = []
    for group in groups {
      try append(group, to: &statements, onCommandLine: true)
    }
    return Scenario(file: ScenarioLocation.commandLine, statements: statements)
  }

  // MARK: Statements

  /// Appends the statement `tokens` make, within the limit on statements.
  package static func append(
    _ tokens: [Token], to statements: inout [Statement], onCommandLine: Bool
  )
    throws(ScenarioError)
  {
    if statements.count == ScenarioLimits.statements {
      throw ScenarioError(.tooManyStatements, at: tokens[0].location)
    }
    let action = try action(tokens, verbAt: 0, after: statements, onCommandLine: onCommandLine)
    statements.append(Statement(action: action, tokens: tokens))
  }

  /// What the statement made of `tokens[verbIndex...]` asks for, after the statements
  /// `previous`: its verb's grammar entry reads its operands and options, then builds its
  /// action.
  static func action(
    _ tokens: [Token], verbAt verbIndex: Int, after previous: [Statement], onCommandLine: Bool
  ) throws(ScenarioError) -> Statement.Action {
    let verbToken = tokens[verbIndex]
    guard let entry = Grammar.entry(named: verbToken.text) else {
      let word = verbToken.text
      if let first = word.unicodeScalars.first, ("a"..."z").contains(first) {
        throw ScenarioError(
          .unknownVerb(word, suggestion: closest(to: word, among: Grammar.words)),
          at: verbToken.location)
      }
      throw ScenarioError(.expectedVerb(found: word), at: verbToken.location)
    }
    if entry.place == .first, !previous.isEmpty {
      throw ScenarioError(.profileNotFirst, at: verbToken.location)
    }
    let action: Statement.Action
    if let carried = entry.carried {
      // The operands before the statement (`on NAME WORD`), then the statement.
      let leading = entry.operands.count - 1
      var parts = StatementParts()
      if leading > 0 {
        var reader = try StatementReader(
          Array(tokens.prefix(verbIndex + 1 + leading)), entry: entry, at: verbIndex,
          onCommandLine: onCommandLine)
        parts = try reader.operands()
      }
      let start = verbIndex + leading
      parts.request = try request(
        tokens, after: start, carrying: carried, verb: verbToken.text, previous: previous,
        onCommandLine: onCommandLine)
      parts.requestText = tokens[(start + 1)...].map(\.text).joined(separator: " ")
      parts.location = verbToken.location
      action = try entry.build(parts)
    } else {
      // Errors come in the order of the words: the operands, then the options, then what is
      // left over; a statement without options is built (its operands checked) first.
      var reader = try StatementReader(
        tokens, entry: entry, at: verbIndex, onCommandLine: onCommandLine)
      var parts = try reader.operands()
      if entry.options.isEmpty {
        action = try entry.build(parts)
        _ = try reader.options()
        try reader.end()
      } else {
        parts.optionWords = try reader.options()
        try reader.end()
        action = try entry.build(parts)
      }
    }
    if entry.place == .prelude, previous.contains(where: \.isOperation) {
      throw ScenarioError(.includeNotFirst, at: verbToken.location)
    }
    return action
  }

  /// The statement a `meanwhile` or an `on` carries: the words after `tokens[index]`, which
  /// must start with a verb it may carry.
  static func request(
    _ tokens: [Token], after index: Int, carrying kind: GrammarEntry.Operand.Carried,
    verb: String, previous: [Statement], onCommandLine: Bool
  ) throws(ScenarioError) -> Operation {
    let carried = index + 1
    let verbs = kind.verbs
    guard carried < tokens.count, verbs.contains(tokens[carried].text) else {
      throw ScenarioError(
        .missingOperand(verb: verb, expected: "a statement: " + verbs.joined(separator: ", ")),
        at: tokens[min(carried, tokens.count - 1)].location)
    }
    let inner = try action(
      tokens, verbAt: carried, after: previous, onCommandLine: onCommandLine)
    guard case .operation(let request) = inner else {
      throw ScenarioError(.profileNotFirst, at: tokens[index].location)
    }
    return request
  }

  /// Whether `word` is a controller name: an uppercase ASCII letter, then ASCII letters,
  /// digits or `_`.
  package static func isName(_ word: String) -> Bool {
    // The bytes read where they lie: `String.UTF8View`'s iterator costs several times more.
    word.utf8.withContiguousStorageIfAvailable(isName) ?? isName(Array(word.utf8)[...])
  }

  private static func isName(_ bytes: some Collection<UInt8>) -> Bool {
    guard let first = bytes.first, first >= 0x41, first <= 0x5A else { return false }
    return bytes.dropFirst().allSatisfy(isWordByte)
  }

  /// Whether `byte` is an ASCII letter, digit or `_`.
  @inline(__always)
  package static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
  }

  /// The candidate closest to `word` in edit distance, if it is close enough to be a typo.
  package static func closest(to word: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, word.count / 3) else {
      return nil
    }
    return best.0
  }

  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    guard !a.isEmpty, !b.isEmpty, a.count < 64, b.count < 64 else { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
