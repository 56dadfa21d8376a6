import StackNav

/// What a statement says, sorted by the grammar: its operands by kind and its options as
/// words. The parser fills one for an entry to build its action from; an entry fills one from
/// an operation for the printer.
///
/// The parts most statements say (names, options, place) are fields; the rest (an owner,
/// keywords, free words, a carried statement) live in `rare`, an array of at most one element
/// that is empty for most statements, so parts are cheap to make and to free (each field is
/// a reference counted when parts are copied or freed; the parser makes a set for every
/// statement).
package struct StatementParts: Sendable {
  /// Its controller names, in order (`NAME...` adds every one).
  package var names: [String] = []
  /// Its options: each key and the word its value is written with.
  package var optionWords = OptionWords()
  /// Where the statement's verb stands.
  package var location = ScenarioLocation(file: "", line: 0, column: 0)
  /// The parts few statements say: none, or one set.
  private var rare: [Rare] = []

  /// The parts few statements say.
  private struct Rare: Sendable {
    var owner = ""
    var keywords: [String] = []
    var words: [Token] = []
    var request: Operation?
    var requestText: String?
  }

  /// The owner after `by`.
  package var owner: String {
    get { rare.first?.owner ?? "" }
    set { modifyRare { $0.owner = newValue } }
  }
  /// The optional keywords it says (`cancel`).
  package var keywords: [String] {
    get { rare.first?.keywords ?? [] }
    set { modifyRare { $0.keywords = newValue } }
  }
  /// Its free words (a profile's name, what to include), with where they stand.
  package var words: [Token] {
    get { rare.first?.words ?? [] }
    set { modifyRare { $0.words = newValue } }
  }
  /// The statement a `meanwhile` or an `on` carries.
  package var request: Operation? {
    get { rare.first?.request }
    set { modifyRare { $0.request = newValue } }
  }
  /// That statement's words as the scenario writes them, joined by single spaces.
  package var requestText: String? {
    get { rare.first?.requestText }
    set { modifyRare { $0.requestText = newValue } }
  }

  private mutating func modifyRare(_ body: (inout Rare) -> Void) {
    if rare.isEmpty { rare.append(Rare()) }
    body(&rare[0])
  }

  /// Parts with these names and nothing else.
  package init(names: [String] = []) {
    self.names = names
  }

  /// Parts with every operand read, where the statement's verb stands.
  init(
    names: [String], owner: String, keywords: [String], words: [Token],
    location: ScenarioLocation
  ) {
    self.names = names
    self.location = location
    if !owner.isEmpty || !keywords.isEmpty || !words.isEmpty {
      rare = [Rare(owner: owner, keywords: keywords, words: words)]
    }
  }

  /// Whether the statement says `keyword`.
  package func says(_ keyword: String) -> Bool { rare.first?.keywords.contains(keyword) ?? false }

  /// The option's value: the one the statement says, else its default. Setting the default
  /// leaves the option out.
  package subscript<Value>(option: StatementOption<Value>) -> Value {
    get {
      guard !optionWords.isEmpty, let word = optionWords[option.spec.key] else {
        return option.defaultValue
      }
      return option.decode(word) ?? option.defaultValue
    }
    set {
      optionWords[option.spec.key] = newValue == option.defaultValue ? nil : option.encode(newValue)
    }
  }

  /// The word the statement writes for `option`, if it says it (for messages).
  package func word<Value>(of option: StatementOption<Value>) -> String? {
    optionWords[option.spec.key].map { "\(option.spec.key)=\($0)" }
  }
}

/// A statement's options, each key with the word its value is written with, in the order
/// they were set: a few pairs searched in turn, which is cheaper than hashing a key into a
/// dictionary made for each statement (a statement takes at most a handful of options).
package struct OptionWords: Sendable {
  private var pairs: [(key: String, word: String)] = []

  /// No options.
  package init() {}

  /// Whether there are none.
  package var isEmpty: Bool { pairs.isEmpty }

  /// Calls `body` with each option set, its key and word, in the order they were set.
  @inline(__always)
  package func forEach(_ body: (_ key: String, _ word: String) -> Void) {
    for pair in pairs { body(pair.key, pair.word) }
  }

  /// The word of option `key`, if it is set; setting `nil` removes it.
  package subscript(key: String) -> String? {
    get { pairs.first { $0.key == key }?.word }
    set {
      let index = pairs.firstIndex { $0.key == key }
      switch (index, newValue) {
      case (let index?, let word?): pairs[index].word = word
      case (let index?, nil): pairs.remove(at: index)
      case (nil, let word?): pairs.append((key, word))
      case (nil, nil): break
      }
    }
  }
}
