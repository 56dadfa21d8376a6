import StackNav
import StackTraceIO

/// Reads the scenario language (docs/scenario-language.md): one statement a line in a file; on the command
/// line, every verb starts a new statement.
package enum ScenarioParser {
  /// The verbs of every profile.
  package static let commonVerbs = Verb.allCases.filter { !$0.isVersionOnly }.map(\.rawValue)
  /// The verbs `meanwhile` can carry: the requests that start an animated transition.
  package static let meanwhileVerbs = Verb.allCases.filter(\.startsTransition).map(\.rawValue)
  /// The verbs only version profiles have.
  package static let versionVerbs = Verb.allCases.filter(\.isVersionOnly).map(\.rawValue)
  /// Every verb the language knows.
  package static let verbs: [String] = commonVerbs + versionVerbs

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
      // The verb right after `meanwhile` belongs to it.
      let carried = groups.last.map { $0.count == 1 && $0[0].text == "meanwhile" } ?? false
      if (Verb.named(token.text) != nil && !carried) || groups.isEmpty {
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
    let action = try action(
      tokens, verbAt: 0, index: statements.count, onCommandLine: onCommandLine)
    if case .include = action,
      statements.contains(where: {
        switch $0.action {
        case .profile, .include: false
        case .operation: true
        }
      })
    {
      throw ScenarioError(.includeNotFirst, at: tokens[0].location)
    }
    statements.append(Statement(action: action, tokens: tokens))
  }

  /// What the statement made of `tokens[verbIndex...]` asks for (`index`: the statement's
  /// place in its scenario).
  static func action(_ tokens: [Token], verbAt verbIndex: Int, index: Int, onCommandLine: Bool)
    throws(ScenarioError) -> Statement.Action
  {
    let verbToken = tokens[verbIndex]
    guard let verb = Verb.named(verbToken.text) else {
      let word = verbToken.text
      if let first = word.unicodeScalars.first, ("a"..."z").contains(first) {
        throw ScenarioError(
          .unknownVerb(word, suggestion: closest(to: word, among: verbs)), at: verbToken.location)
      }
      throw ScenarioError(.expectedVerb(found: word), at: verbToken.location)
    }
    if verb == .meanwhile {
      return try meanwhile(tokens, verbAt: verbIndex, index: index, onCommandLine: onCommandLine)
    }
    var reader = try StatementReader(
      tokens, verb: verb, at: verbIndex, onCommandLine: onCommandLine)
    let action: Statement.Action
    switch verb {
    case .profile:
      if index > 0 { throw ScenarioError(.profileNotFirst, at: verbToken.location) }
      let name = try reader.word("a profile name")
      guard Profile.named(name.text) != nil else {
        throw ScenarioError(
          .unknownProfile(name.text, known: Profile.all.map(\.name)), at: name.location)
      }
      action = .profile(name.text)
    case .include:
      var includes: Includes = []
      for word in try reader.words("delegates or geometry") {
        guard let include = Includes(word: word.text) else {
          throw ScenarioError(
            .unknownInclude(
              word.text, suggestion: closest(to: word.text, among: Includes.words.map(\.word))),
            at: word.location)
        }
        includes.insert(include)
      }
      try reader.noOptions()
      action = .include(includes)
    case .root:
      let name = try reader.name()
      let options = try reader.options()
      action = .operation(.root(name, embedInNavigation: options["embed"] != nil))
    case .push:
      let names = try reader.names()
      let options = try reader.options()
      action = .operation(
        .push(
          names, embedInNavigation: options["embed"] != nil,
          animated: options["animated"] != "false", completion: options["completion"] == "true"))
    case .pop:
      let options = try reader.options()
      action = .operation(
        .pop(
          animated: options["animated"] != "false", completion: options["completion"] == "true"))
    case .present:
      let name = try reader.name()
      let options = try reader.options()
      action = .operation(
        .present(
          name, from: options["from"],
          style: options["style"].flatMap(PresentationStyle.init(rawValue:)),
          embedInNavigation: options["embed"] != nil, animated: options["animated"] != "false",
          completion: options["completion"] == "true",
          modalInPresentation: options["modalInPresentation"] == "true"))
    case .dismiss:
      let name = try reader.optionalName()
      let options = try reader.options()
      action = .operation(
        .dismiss(
          name, animated: options["animated"] != "false",
          completion: options["completion"] == "true"))
    case .memoryWarning:
      try reader.noOptions()
      action = .operation(.memoryWarning)
    case .retain, .release:
      let name = try reader.name()
      try reader.keyword("by")
      let owner = try reader.owner()
      try reader.noOptions()
      action = .operation(verb == .retain ? .retain(name, by: owner) : .release(name, by: owner))
    case .view:
      let name = try reader.name()
      try reader.noOptions()
      action = .operation(.accessView(name))
    case .unloadView:
      let name = try reader.name()
      try reader.noOptions()
      action = .operation(.unloadView(name))
    case .controller:
      let name = try reader.name()
      action = .operation(.declare(name, try reader.traits()))
    case .popToRoot:
      action = .operation(.popToRoot(animated: try reader.animated()))
    case .popTo:
      let name = try reader.name()
      action = .operation(.popTo(name, animated: try reader.animated()))
    case .setStack:
      action = .operation(.setStack(try reader.names(), animated: try reader.animated()))
    case .swipeBack, .swipeDown:
      let cancelled = try reader.optionalKeyword("cancel")
      try reader.noOptions()
      action = .operation(
        verb == .swipeBack ? .swipeBack(cancelled: cancelled) : .swipeDown(cancelled: cancelled))
    case .tabs:
      let names = try reader.names()
      let options = try reader.options()
      action = .operation(.tabs(names, embedInNavigation: options["embed"] != nil))
    case .select, .tap:
      let name = try reader.name()
      try reader.noOptions()
      action = .operation(verb == .select ? .select(name) : .tap(name))
    case .rotate:
      try reader.noOptions()
      action = .operation(.rotate)
    case .addChild:
      let child = try reader.name()
      try reader.keyword("to")
      let parent = try reader.name()
      try reader.noOptions()
      action = .operation(.addChild(child, to: parent))
    case .removeChild:
      let name = try reader.name()
      try reader.noOptions()
      action = .operation(.removeChild(name))
    case .meanwhile:
      preconditionFailure("meanwhile is read above")
    }
    try reader.end()
    return action
  }

  /// `meanwhile STATEMENT`: the statement after the word, which must start a transition.
  static func meanwhile(
    _ tokens: [Token], verbAt verbIndex: Int, index: Int, onCommandLine: Bool
  ) throws(ScenarioError) -> Statement.Action {
    let carried = verbIndex + 1
    guard carried < tokens.count, Verb.named(tokens[carried].text)?.startsTransition == true
    else {
      throw ScenarioError(
        .missingOperand(
          verb: Verb.meanwhile.rawValue,
          expected: "a statement: " + meanwhileVerbs.joined(separator: ", ")),
        at: tokens[min(carried, tokens.count - 1)].location)
    }
    let inner = try action(tokens, verbAt: carried, index: index, onCommandLine: onCommandLine)
    guard case .operation(let request) = inner else {
      throw ScenarioError(.profileNotFirst, at: tokens[verbIndex].location)
    }
    return .operation(.meanwhile(request))
  }

  /// Whether `word` is a controller name: an uppercase ASCII letter, then ASCII letters,
  /// digits or `_`.
  package static func isName(_ word: String) -> Bool {
    var bytes = word.utf8.makeIterator()
    guard let first = bytes.next(), first >= 0x41, first <= 0x5A else { return false }
    while let byte = bytes.next() {
      guard isWordByte(byte) else { return false }
    }
    return true
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
