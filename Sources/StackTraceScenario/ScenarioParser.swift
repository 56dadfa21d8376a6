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
    // Room for a statement every 8 bytes of the file, as far as its size says (a scenario's
    // lines average 10 to 15): the list then rarely grows, where growing copied it 15 times
    // over a 20,000-statement file (3.4 M instructions of copying).
    statements.reserveCapacity(min(reader.sizeHint / 8, ScenarioLimits.statements))
    var memo = StatementMemo()
    var shapes = ShapeMemo()
    try Tokenizer.forEachLine(of: reader) { words throws(ScenarioError) in
      // A line that says a statement again is that statement at its own place; one that
      // says a kept shape with other names is built from it.
      let key = memo.key(of: words)
      let room = statements.count < ScenarioLimits.statements
      if let key, room, let said = memo.statement(saying: key, in: statements) {
        statements.append(Statement(repeating: statements[said], at: words.location(0)))
        return
      }
      if room, let statement = shapes.statement(of: words) {
        statements.append(statement)
      } else {
        try append(words, to: &statements, onCommandLine: false)
        shapes.keep(words, as: statements[statements.count - 1].action)
      }
      if let key, case .operation = statements[statements.count - 1].action {
        memo.keep(key, as: statements.count - 1)
      }
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
    let bytes = Array(String(line).utf8)
    let statements = try bytes.withUnsafeBufferPointer { bytes throws(ScenarioError) in
      var places: [LineWords.Place] = []
      try Tokenizer.words(
        in: bytes, file: ScenarioLocation.commandLine, line: 1, into: &places)
      let words = LineWords(
        bytes: bytes, file: ScenarioLocation.commandLine, line: 1, places: places)
      var groups: [[LineWords.Place]] = []
      for index in words.indices {
        // The verb right after `meanwhile`, or after `on NAME WORD`, belongs to it.
        let carried =
          groups.last.map { group in
            (group.count == 1 && words.word(index - 1, is: "meanwhile"))
              || (group.count == 3 && words.word(index - 3, is: "on"))
          } ?? false
        if (Grammar.entry(named: words[index]) != nil && !carried) || groups.isEmpty {
          groups.append([places[index]])
        } else {
          groups[groups.count - 1].append(places[index])
        }
      }
      var statements: [Statement] = []
      for group in groups {
        let statement = LineWords(
          bytes: bytes, file: ScenarioLocation.commandLine, line: 1, places: group)
        try append(statement, to: &statements, onCommandLine: true)
      }
      return statements
    }
    return Scenario(file: ScenarioLocation.commandLine, statements: statements)
  }

  // MARK: Statements

  /// Appends the statement `words` make, within the limit on statements.
  static func append(
    _ words: LineWords, to statements: inout [Statement], onCommandLine: Bool
  )
    throws(ScenarioError)
  {
    if statements.count == ScenarioLimits.statements {
      throw ScenarioError(.tooManyStatements, at: words.location(0))
    }
    var entry: GrammarEntry?
    let action = try action(
      words, verbAt: 0, after: statements, onCommandLine: onCommandLine, entry: &entry)
    if let entry, entry.place == .inHookOnly {
      throw ScenarioError(.onlyInHook(entry.word), at: words.location(0))
    }
    statements.append(
      Statement(action: action, checks: entry?.checks ?? GrammarEntry.Checks(), words: words))
  }

  /// What the statement made of `words[verbIndex...]` asks for, after the statements
  /// `previous`: its verb's grammar entry reads its operands and options, then builds its
  /// action.
  static func action(
    _ words: LineWords, verbAt verbIndex: Int, after previous: [Statement], onCommandLine: Bool
  ) throws(ScenarioError) -> Statement.Action {
    var entry: GrammarEntry?
    return try action(
      words, verbAt: verbIndex, after: previous, onCommandLine: onCommandLine, entry: &entry)
  }

  /// `action(_:verbAt:after:onCommandLine:)`, which also gives the verb's entry.
  static func action(
    _ words: LineWords, verbAt verbIndex: Int, after previous: [Statement], onCommandLine: Bool,
    entry found: inout GrammarEntry?
  ) throws(ScenarioError) -> Statement.Action {
    guard let entry = Grammar.entry(named: words[verbIndex]) else {
      let word = words.text(verbIndex)
      if let first = word.unicodeScalars.first, ("a"..."z").contains(first) {
        throw ScenarioError(
          .unknownVerb(word, suggestion: closest(to: word, among: Grammar.words)),
          at: words.location(verbIndex))
      }
      throw ScenarioError(.expectedVerb(found: word), at: words.location(verbIndex))
    }
    found = entry
    if entry.place == .first, !previous.isEmpty {
      throw ScenarioError(.profileNotFirst, at: words.location(verbIndex))
    }
    let action: Statement.Action
    if let carried = entry.carried {
      // The operands before the statement (`on NAME WORD`), then the statement.
      let leading = entry.operands.count - 1
      var parts = StatementParts()
      if leading > 0 {
        var reader = try StatementReader(
          words.prefix(verbIndex + 1 + leading), entry: entry, at: verbIndex,
          onCommandLine: onCommandLine)
        parts = try reader.operands()
      }
      let start = verbIndex + leading
      parts.request = try request(
        words, after: start, carrying: carried, verb: entry.word, previous: previous,
        onCommandLine: onCommandLine)
      parts.requestText = words.joined(from: start + 1)
      parts.location = words.location(verbIndex)
      action = try entry.build(parts)
    } else {
      // Errors come in the order of the words: the operands, then the options, then what is
      // left over; a statement without options is built (its operands checked) first.
      var reader = try StatementReader(
        words, entry: entry, at: verbIndex, onCommandLine: onCommandLine)
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
    if entry.place == .prelude, previous.contains(where: { $0.isOperation || $0.isDevice }) {
      throw ScenarioError(.includeNotFirst, at: words.location(verbIndex))
    }
    if entry.place == .afterPrelude,
      previous.contains(where: { $0.isOperation || $0.isDevice })
    {
      throw ScenarioError(.deviceOutOfPlace, at: words.location(verbIndex))
    }
    return action
  }

  /// The statement a `meanwhile` or an `on` carries: the words after `words[index]`, which
  /// must start with a verb it may carry.
  static func request(
    _ words: LineWords, after index: Int, carrying kind: GrammarEntry.Operand.Carried,
    verb: String, previous: [Statement], onCommandLine: Bool
  ) throws(ScenarioError) -> Operation {
    let carried = index + 1
    let verbs = kind.verbs
    guard carried < words.count, verbs.contains(words.text(carried)) else {
      throw ScenarioError(
        .missingOperand(verb: verb, expected: "a statement: " + verbs.joined(separator: ", ")),
        at: words.location(min(carried, words.count - 1)))
    }
    let inner = try action(
      words, verbAt: carried, after: previous, onCommandLine: onCommandLine)
    guard case .operation(let request) = inner else {
      throw ScenarioError(.profileNotFirst, at: words.location(index))
    }
    return request
  }

  /// Whether `word` is a controller name: an uppercase ASCII letter, then ASCII letters,
  /// digits or `_`.
  package static func isName(_ word: String) -> Bool {
    // The bytes read where they lie: `String.UTF8View`'s iterator costs several times more.
    word.utf8.withContiguousStorageIfAvailable(isName) ?? isName(Array(word.utf8)[...])
  }

  /// Whether `bytes` spell a controller name.
  static func isName(_ bytes: some Collection<UInt8>) -> Bool {
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
