import StackNav

/// Reads the operands and options of one statement, in order, with precise errors.
///
/// It walks the statement's words by index, so reading copies no words.
struct StatementReader {
  private let tokens: [Token]
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
  init(_ tokens: [Token], entry: GrammarEntry, at verbIndex: Int, onCommandLine: Bool)
    throws(ScenarioError)
  {
    self.tokens = tokens
    self.entry = entry
    self.verbIndex = verbIndex
    self.onCommandLine = onCommandLine
    position = verbIndex + 1
    lastRead = verbIndex
    let words = tokens.indices.dropFirst(verbIndex)
    for index in words where tokens[index].text.utf8.count > ScenarioLimits.nameLength {
      let length = tokens[index].text.unicodeScalars.count
      if length > ScenarioLimits.nameLength {
        throw ScenarioError(.nameTooLong(length: length), at: tokens[index].location)
      }
    }
    // The bytes searched where they lie (a scan through `String.UTF8View`'s iterator cost
    // 190 instructions a word).
    let isOption = { (index: Int) in
      let utf8 = tokens[index].text.utf8
      return utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "=")) }
        ?? utf8.contains(UInt8(ascii: "="))
    }
    let optionsStart = words.dropFirst().first(where: isOption) ?? tokens.endIndex
    for index in optionsStart..<tokens.endIndex where !isOption(index) {
      throw ScenarioError(.operandAfterOptions(tokens[index].text), at: tokens[index].location)
    }
    self.optionsStart = optionsStart
  }

  private var verb: Token { tokens[verbIndex] }

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
      case .optionalName: if let name = try optionalName() { names.append(name) }
      case .keyword(let word): try keyword(word)
      case .optionalKeyword(let word): if try optionalKeyword(word) { keywords.append(word) }
      case .owner: owner = try self.owner()
      case .word(let expected, _): words.append(try word(expected))
      case .words(let expected, _): words = try self.words(expected)
      case .statement: break
      }
    }
    if entry.takesTraits {
      if let extra = pending {
        throw ScenarioError(.malformedOption(extra.text), at: extra.location)
      }
      guard hasOptions else {
        throw ScenarioError(
          .missingOperand(verb: verb.text, expected: "at least one trait (view=init, ...)"),
          at: endLocation)
      }
    }
    return StatementParts(
      names: names, owner: owner, keywords: keywords, words: words, location: verb.location)
  }
  private var hasOptions: Bool { optionsStart < tokens.endIndex }

  /// The next operand, whatever it is.
  mutating func word(_ expected: String) throws(ScenarioError) -> Token {
    guard let token = next() else {
      throw ScenarioError(.missingOperand(verb: verb.text, expected: expected), at: endLocation)
    }
    return token
  }

  private mutating func next() -> Token? {
    guard position < optionsStart else { return nil }
    lastRead = position
    position += 1
    return tokens[lastRead]
  }

  /// The next operand, not read yet.
  private var pending: Token? { position < optionsStart ? tokens[position] : nil }

  /// The next operand, which must be a controller name.
  package mutating func name() throws(ScenarioError) -> String {
    try Self.checkedName(try word("a controller name"), onCommandLine: onCommandLine)
  }

  /// The next operand if there is one, which must be a controller name.
  mutating func optionalName() throws(ScenarioError) -> String? {
    guard let token = next() else { return nil }
    return try Self.checkedName(token, onCommandLine: onCommandLine)
  }

  /// All remaining operands, at least one, whatever they are.
  mutating func words(_ expected: String) throws(ScenarioError) -> [Token] {
    var words = [try word(expected)]
    while let token = next() {
      words.append(token)
    }
    return words
  }

  /// All remaining operands, at least one, each a controller name, appended to `names`.
  mutating func names(into names: inout [String]) throws(ScenarioError) {
    names.reserveCapacity(names.count + optionsStart - position)
    names.append(try name())
    while let token = next() {
      names.append(try Self.checkedName(token, onCommandLine: onCommandLine))
    }
  }

  /// The next operand, which must be `keyword`.
  mutating func keyword(_ keyword: String) throws(ScenarioError) {
    guard let token = next() else {
      throw ScenarioError(
        .expectedKeyword(verb: verb.text, keyword: keyword, found: nil), at: endLocation)
    }
    guard token.text == keyword else {
      throw ScenarioError(
        .expectedKeyword(verb: verb.text, keyword: keyword, found: token.text),
        at: token.location)
    }
  }

  /// Whether the next operand is `keyword` (consumed); any other operand is an error.
  mutating func optionalKeyword(_ keyword: String) throws(ScenarioError) -> Bool {
    guard let token = next() else { return false }
    guard token.text == keyword else {
      throw ScenarioError(
        .expectedKeyword(verb: verb.text, keyword: keyword, found: token.text), at: token.location)
    }
    return true
  }

  /// The next operand, which must be an owner: words of letters, digits and `_` joined by
  /// dots.
  mutating func owner() throws(ScenarioError) -> String {
    let token = try word("an owner after 'by'")
    let parts = token.text.utf8.split(
      separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    let valid = parts.allSatisfy { part in
      !part.isEmpty && part.allSatisfy(ScenarioParser.isWordByte)
    }
    guard valid else { throw ScenarioError(.invalidOwner(token.text), at: token.location) }
    return token.text
  }

  /// The options, checked against the keys the statement takes and their values (`nil`: any
  /// name).
  package mutating func options() throws(ScenarioError) -> OptionWords {
    if !hasOptions { return OptionWords() }
    // Searched in turn: a statement takes few options, and hashing a key cost more.
    let allowed = entry.options
    var values = OptionWords()
    for token in tokens[optionsStart...] {
      let text = token.text
      // Split on the bytes: `=` is ASCII, and a scan of Characters costs far more.
      guard let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")),
        equals != text.utf8.startIndex, text.utf8.index(after: equals) != text.utf8.endIndex
      else { throw ScenarioError(.malformedOption(text), at: token.location) }
      let key = String(decoding: text.utf8[..<equals], as: UTF8.self)
      let value = String(decoding: text.utf8[text.utf8.index(after: equals)...], as: UTF8.self)
      guard let choices = allowed.first(where: { $0.key == key }).map(\.values) else {
        let suggestion = ScenarioParser.closest(to: key, among: allowed.map(\.key).sorted())
        throw ScenarioError(
          .unknownOption(verb: verb.text, key: key, suggestion: suggestion), at: token.location)
      }
      if values[key] != nil { throw ScenarioError(.repeatedOption(key), at: token.location) }
      if let choices, !choices.contains(value) {
        throw ScenarioError(
          .invalidOptionValue(key: key, value: value, allowed: choices), at: token.location)
      }
      if choices == nil, !ScenarioParser.isName(value) {
        throw ScenarioError(.invalidName(value), at: token.location)
      }
      values[key] = value
    }
    return values
  }

  /// Checks nothing is left over.
  mutating func end() throws(ScenarioError) {
    if let extra = pending {
      throw ScenarioError(.extraOperand(verb: verb.text, word: extra.text), at: extra.location)
    }
  }

  /// The word of `token`, which must be a controller name. Static: a method on the reader,
  /// called from its mutating methods, copied the reader for each name.
  private static func checkedName(_ token: Token, onCommandLine: Bool) throws(ScenarioError)
    -> String
  {
    guard ScenarioParser.isName(token.text) else {
      if Grammar.entry(named: token.text) != nil {
        throw ScenarioError(.verbInsideStatement(token.text), at: token.location)
      }
      if onCommandLine, let first = token.text.unicodeScalars.first, ("a"..."z").contains(first) {
        let suggestion = ScenarioParser.closest(to: token.text, among: Grammar.words)
        throw ScenarioError(.unknownVerb(token.text, suggestion: suggestion), at: token.location)
      }
      throw ScenarioError(.invalidName(token.text), at: token.location)
    }
    return token.text
  }

  private var endLocation: ScenarioLocation {
    let last = tokens[lastRead]
    return ScenarioLocation(
      file: last.location.file, line: last.location.line,
      column: last.location.column + last.text.unicodeScalars.count)
  }
}
