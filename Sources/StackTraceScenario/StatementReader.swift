import StackNav

/// Reads the operands and options of one statement, in order, with precise errors.
///
/// It walks the line's words by index where they lie: a word becomes a string only when the
/// statement keeps it or a message quotes it.
struct StatementReader {
  private let words: LineWords
  /// Where the verb stands (after `meanwhile`, the carried verb).
  private let verbIndex: Int
  /// The statement's grammar entry: the operands and options it takes.
  private let entry: GrammarEntry
  let onCommandLine: Bool
  /// The next operand to read.
  private var position: Int
  /// Where the `key=value` options start; the operands end there.
  private let optionsStart: Int
  /// The last word read, to point just past it when something is missing.
  private var lastRead: Int

  /// Splits the words after the verb into operands and `key=value` options.
  init(_ words: LineWords, entry: GrammarEntry, at verbIndex: Int, onCommandLine: Bool)
    throws(ScenarioError)
  {
    // Checked before any field is set: a throwing initialiser that had set some built the
    // reader aside and copied it whole (its words, their places, the entry) on its way out.
    optionsStart = try Self.optionsStart(of: words, verbAt: verbIndex)
    self.words = words
    self.entry = entry
    self.verbIndex = verbIndex
    self.onCommandLine = onCommandLine
    position = verbIndex + 1
    lastRead = verbIndex
  }

  /// Where the options start in `words` (the end when there are none), once every word
  /// from the verb on is checked: no word too long, no operand after an option.
  private static func optionsStart(of words: LineWords, verbAt verbIndex: Int)
    throws(ScenarioError) -> Int
  {
    var optionsStart = words.count
    for index in verbIndex..<words.count {
      if words[index].count > ScenarioLimits.nameLength {
        let length = words.text(index).unicodeScalars.count
        if length > ScenarioLimits.nameLength {
          throw ScenarioError(.nameTooLong(length: length), at: words.location(index))
        }
      }
      if index > verbIndex, optionsStart == words.count,
        words.word(index, contains: UInt8(ascii: "="))
      {
        optionsStart = index
      }
    }
    for index in optionsStart..<words.count
    where !words.word(index, contains: UInt8(ascii: "=")) {
      throw ScenarioError(.operandAfterOptions(words.text(index)), at: words.location(index))
    }
    return optionsStart
  }

  /// The verb, for messages.
  private var verb: String { words.text(verbIndex) }

  /// The statement's operands, as its entry lists them, each checked as it is read.
  mutating func operands() throws(ScenarioError) -> StatementParts {
    // Read into locals, the parts made once at the end: a statement's parts are never copied.
    var names: [String] = []
    var owner = ""
    var keywords: [String] = []
    var words: [Token] = []
    // By index: iterating copied each operand with its words.
    let operands = entry.operands
    for index in operands.indices {
      switch operands[index] {
      case .name: names.append(try name())
      case .names: try self.names(into: &names)
      case .namesWith(let option): if says(option) { try self.names(into: &names) }
      case .optionalName: if let name = try optionalName() { names.append(name) }
      case .keyword(let word): try keyword(word)
      case .optionalKeyword(let word): if try optionalKeyword(word) { keywords.append(word) }
      case .owner: owner = try self.owner()
      case .word(let expected, _, _): words.append(try word(expected))
      case .words(let expected, _): words = try self.words(expected)
      case .statement: break
      }
    }
    if entry.takesTraits {
      if let extra = pending {
        throw ScenarioError(
          .malformedOption(self.words.text(extra)), at: self.words.location(extra))
      }
      guard hasOptions else {
        throw ScenarioError(
          .missingOperand(verb: verb, expected: "at least one trait (view=init, ...)"),
          at: endLocation)
      }
    }
    return StatementParts(
      names: names, owner: owner, keywords: keywords, words: words,
      location: self.words.location(verbIndex))
  }
  private var hasOptions: Bool { optionsStart < words.count }

  /// The next operand, whatever it is, by index.
  private mutating func next(_ expected: String) throws(ScenarioError) -> Int {
    guard let index = next() else {
      throw ScenarioError(.missingOperand(verb: verb, expected: expected), at: endLocation)
    }
    return index
  }

  /// The next operand, whatever it is.
  mutating func word(_ expected: String) throws(ScenarioError) -> Token {
    words.token(try next(expected))
  }

  private mutating func next() -> Int? {
    guard position < optionsStart else { return nil }
    lastRead = position
    position += 1
    return lastRead
  }

  /// The next operand, not read yet.
  private var pending: Int? { position < optionsStart ? position : nil }

  /// Whether one of the statement's options is written `option` (`restore=true`), with
  /// an operand left to read.
  private func says(_ option: String) -> Bool {
    pending != nil && (optionsStart..<words.count).contains { words.word($0, is: option) }
  }

  /// The next operand, which must be a controller name.
  package mutating func name() throws(ScenarioError) -> String {
    try Self.checkedName(words, try next("a controller name"), onCommandLine: onCommandLine)
  }

  /// The next operand if there is one, which must be a controller name.
  mutating func optionalName() throws(ScenarioError) -> String? {
    guard let index = next() else { return nil }
    return try Self.checkedName(words, index, onCommandLine: onCommandLine)
  }

  /// All remaining operands, at least one, whatever they are.
  mutating func words(_ expected: String) throws(ScenarioError) -> [Token] {
    var tokens = [try word(expected)]
    while let index = next() {
      tokens.append(words.token(index))
    }
    return tokens
  }

  /// All remaining operands, at least one, each a controller name, appended to `names`.
  mutating func names(into names: inout [String]) throws(ScenarioError) {
    // Each checked first, in order, then all made at once: an array grown to fit cost more
    // than the names it held.
    let first = try next("a controller name")
    try Self.checkName(words, first, onCommandLine: onCommandLine)
    while let index = next() {
      try Self.checkName(words, index, onCommandLine: onCommandLine)
    }
    // One name (most statements) as a literal: the array allocated once at its size.
    let read = position == first + 1 ? [words.text(first)] : (first..<position).map(words.text)
    if names.isEmpty { names = read } else { names += read }
  }

  /// The next operand, which must be `keyword`.
  mutating func keyword(_ keyword: String) throws(ScenarioError) {
    guard let index = next() else {
      throw ScenarioError(
        .expectedKeyword(verb: verb, keyword: keyword, found: nil), at: endLocation)
    }
    guard words.word(index, is: keyword) else {
      throw ScenarioError(
        .expectedKeyword(verb: verb, keyword: keyword, found: words.text(index)),
        at: words.location(index))
    }
  }

  /// Whether the next operand is `keyword` (consumed); any other operand is an error.
  mutating func optionalKeyword(_ keyword: String) throws(ScenarioError) -> Bool {
    guard let index = next() else { return false }
    guard words.word(index, is: keyword) else {
      throw ScenarioError(
        .expectedKeyword(verb: verb, keyword: keyword, found: words.text(index)),
        at: words.location(index))
    }
    return true
  }

  /// The next operand, which must be an owner: words of letters, digits and `_` joined by
  /// dots.
  mutating func owner() throws(ScenarioError) -> String {
    let index = try next("an owner after 'by'")
    let parts = words[index].split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    let valid = parts.allSatisfy { part in
      !part.isEmpty && part.allSatisfy(ScenarioParser.isWordByte)
    }
    guard valid else {
      throw ScenarioError(.invalidOwner(words.text(index)), at: words.location(index))
    }
    return words.text(index)
  }

  /// The options, checked against the keys the statement takes and their values (`nil`: any
  /// name).
  package mutating func options() throws(ScenarioError) -> OptionWords {
    if !hasOptions { return OptionWords() }
    // Searched in turn: a statement takes few options, and hashing a key cost more.
    let allowed = entry.options
    let words = words
    var values = OptionWords()
    for index in optionsStart..<words.count {
      // Split on the bytes: `=` is ASCII, and a scan of Characters costs far more.
      let word = words[index]
      guard let equals = word.firstIndex(of: UInt8(ascii: "=")), equals != 0,
        equals + 1 != word.count
      else { throw ScenarioError(.malformedOption(words.text(index)), at: words.location(index)) }
      let key = String(decoding: UnsafeBufferPointer(rebasing: word[..<equals]), as: UTF8.self)
      let value = String(
        decoding: UnsafeBufferPointer(rebasing: word[(equals + 1)...]), as: UTF8.self)
      let location = { words.location(index) }
      guard let choices = allowed.first(where: { $0.key == key }).map(\.values) else {
        let suggestion = ScenarioParser.closest(to: key, among: allowed.map(\.key).sorted())
        throw ScenarioError(
          .unknownOption(verb: verb, key: key, suggestion: suggestion), at: location())
      }
      if values[key] != nil { throw ScenarioError(.repeatedOption(key), at: location()) }
      if let choices, !choices.contains(value) {
        throw ScenarioError(
          .invalidOptionValue(key: key, value: value, allowed: choices), at: location())
      }
      if choices == nil, !ScenarioParser.isName(value) {
        throw ScenarioError(.invalidName(value), at: location())
      }
      values[key] = value
    }
    return values
  }

  /// Checks nothing is left over.
  mutating func end() throws(ScenarioError) {
    if let extra = pending {
      throw ScenarioError(
        .extraOperand(verb: verb, word: words.text(extra)), at: words.location(extra))
    }
  }

  /// Word `index` of `words`, which must be a controller name. Static: a method on the
  /// reader, called from its mutating methods, copied the reader for each name.
  private static func checkedName(_ words: LineWords, _ index: Int, onCommandLine: Bool)
    throws(ScenarioError) -> String
  {
    try checkName(words, index, onCommandLine: onCommandLine)
    return words.text(index)
  }

  /// Checks that word `index` of `words` is a controller name.
  private static func checkName(_ words: LineWords, _ index: Int, onCommandLine: Bool)
    throws(ScenarioError)
  {
    guard ScenarioParser.isName(words[index]) else {
      let text = words.text(index)
      if Grammar.entry(named: text) != nil {
        throw ScenarioError(.verbInsideStatement(text), at: words.location(index))
      }
      if onCommandLine, let first = text.unicodeScalars.first, ("a"..."z").contains(first) {
        let suggestion = ScenarioParser.closest(to: text, among: Grammar.words)
        throw ScenarioError(.unknownVerb(text, suggestion: suggestion), at: words.location(index))
      }
      throw ScenarioError(.invalidName(text), at: words.location(index))
    }
  }

  private var endLocation: ScenarioLocation {
    ScenarioLocation(
      file: words.file, line: words.line,
      column: Int(words.places[lastRead].column) + words.text(lastRead).unicodeScalars.count)
  }
}
