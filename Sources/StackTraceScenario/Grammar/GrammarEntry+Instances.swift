import StackNav

/// The statements an entry makes over given names: what the explorer's full alphabet tries,
/// and the example the profiles are asked about.
extension GrammarEntry {
  /// Every statement of the entry over `names`, each option value once (no cross products):
  /// first every binding of its operands to the names (`NAME...` one name, all, all reversed;
  /// an optional operand left out and said; an owner `Cache` and each other name's `.ref`),
  /// (a required option with its first value), then each value of each option on the bindings that name one name per operand and leave
  /// the optional ones out (a name option takes each other name, or the only one). A
  /// statement that carries another carries those bindings of every request. Statements that
  /// set the scenario up (`profile`, `include`) make none.
  package func statements(over names: [String]) -> [String] {
    // A hook's own code (`alongside`) stands only in the hooks `on` makes.
    if place == .inHookOnly { return [] }
    switch carried {
    case .request?:
      return Grammar.requests.flatMap { request in
        request.bindings(over: names, basic: true).map { "\(word) \(request.text(of: $0))" }
      }
    case .code?:
      // A hook on each name's callbacks, its code acting on each other name (or on none).
      return Grammar.hookAlphabet.flatMap { hook in
        Grammar.expand("\(word) X \(hook.word) \(hook.code)", over: names)
      }
    case nil:
      break
    }
    let basic = bindings(over: names, basic: true)
    var lines = takesTraits ? [] : bindings(over: names, basic: false).map(text(of:))
    // Statements that say two options, or more names than the bindings give, the grammar
    // lists itself (`Grammar.templates`): X each name, Y each other name.
    for template in Grammar.templates[word] ?? [] {
      lines += Grammar.expand(template, over: names)
    }
    for option in options {
      for var parts in basic {
        let others = names.filter { !parts.names.contains($0) }
        for value in option.otherValues ?? (others.isEmpty ? names : others) {
          parts.optionWords[option.key] = value
          if let implied = option.implies { parts.optionWords[implied.key] = implied.word }
          lines.append(text(of: parts))
        }
      }
    }
    return lines
  }

  /// The operation the entry builds over `A` (then `B`, `C`), options left out: what the profiles
  /// are asked whether they have. `nil` for a statement that is no operation.
  package var example: Operation? {
    // A hook has no bindings of its own: its first statement of the full alphabet.
    if carried == .code {
      guard let line = statements(over: ["A", "B"]).first,
        case .operation(let operation)? = try? ScenarioParser.parse(words: [line]).statements
          .first?.action
      else { return nil }
      return operation
    }
    guard let parts = bindings(over: ["A", "B", "C"], basic: true).first,
      case .operation(let operation)? = try? build(parts)
    else { return nil }
    return operation
  }

  /// The entry's operands bound to `names` in every way the explorer tries; `basic`: one name
  /// per operand, optional operands left out, the owner `Cache`.
  func bindings(over names: [String], basic: Bool) -> [StatementParts] {
    var first = StatementParts()
    for option in options where option.required {
      first.optionWords[option.key] = option.otherValues?.first
    }
    var bound = [first]
    for operand in operands {
      bound = bound.flatMap { parts -> [StatementParts] in
        let free = names.filter { !parts.names.contains($0) }
        func with(_ more: [String]) -> StatementParts {
          var next = parts
          next.names += more
          return next
        }
        switch operand {
        case .name:
          return free.map { with([$0]) }
        case .names:
          // The names not bound yet: each alone, then all in order and reversed.
          let all = basic || free.count < 2 ? [] : [with(free), with(free.reversed())]
          return free.map { with([$0]) } + all
        case .optionalName:
          return basic ? [parts] : [parts] + names.map { with([$0]) }
        case .namesWith:
          // Only with an option the bindings do not say: the entry's own templates have them.
          return [parts]
        case .keyword:
          return [parts]
        case .optionalKeyword(let keyword):
          var said = parts
          said.keywords.append(keyword)
          return basic ? [parts] : [parts, said]
        case .owner:
          let owners = ["Cache"] + (basic ? [] : free.map { "\($0).ref" })
          return owners.map { owner in
            var next = parts
            next.owner = owner
            return next
          }
        case .word(_, _, let values) where !values.isEmpty:
          return (basic ? Array(values.prefix(1)) : values).map { value in
            var next = parts
            next.words.append(Token(value, at: ScenarioLocation(file: "", line: 0, column: 0)))
            return next
          }
        case .word, .words, .statement:
          return []
        }
      }
    }
    return bound
  }
}
