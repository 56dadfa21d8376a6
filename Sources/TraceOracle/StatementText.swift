/// A statement header as the oracle reads it: words, the verb, the `key=value` options.
struct StatementText: Sendable {
  /// The header's text.
  let text: String
  /// Its words, without a leading `meanwhile`.
  let words: [String]
  /// Whether the statement was requested while the previous animation was in flight.
  let isMeanwhile: Bool
  /// Whether a hook fired in it: its header no longer says all its lines do.
  var isHooked = false

  /// Whether the header says what every line under it does: not for a `meanwhile` request
  /// (the previous animation's end comes under it), nor once a hook's code ran.
  var judgesItsLines: Bool { !isMeanwhile && !isHooked }

  /// The statement's verb (`push`, `present`, ...), as one byte (`Verb`).
  let verb: Verb

  /// The names after the verb, up to the first option or keyword (read once: the oracle's
  /// checks ask for them many times a statement).
  let names: [String]

  init(_ text: String) {
    self.text = text
    let all = StatementText.words(of: text)
    isMeanwhile = all.first == "meanwhile"
    words = isMeanwhile ? Array(all.dropFirst()) : all
    verb = Verb(words.first ?? "")
    names = Array(
      words.dropFirst().prefix {
        $0.utf8.first.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } == true
      })
  }

  /// The words of `text`, split at spaces by byte (runs of spaces make no empty word), as a
  /// callback line's are (`TraceOracle.ByteWords`): split by `Character` (grapheme
  /// breaking), each statement's header cost the explorer's checks 6,000 instructions.
  static func words(of text: String) -> [String] {
    var storage = text
    return storage.withUTF8 { bytes in
      var words = TraceOracle.ByteWords(bytes, stopsAtComment: false)
      // Appended into room for a usual header's words (an array made from a sequence grew
      // as it filled).
      var all: [String] = []
      all.reserveCapacity(8)
      while let word = words.next() { all.append(word) }
      return all
    }
  }

  /// The value of option `key` (`style` in `style=pageSheet`).
  func option(_ key: String) -> String? {
    // By byte, with no `key=` string made for each question.
    let length = key.utf8.count
    for word in words.dropFirst() {
      let bytes = word.utf8
      guard bytes.count > length, bytes.starts(with: key.utf8) else { continue }
      let equals = bytes.index(bytes.startIndex, offsetBy: length)
      if bytes[equals] == UInt8(ascii: "=") { return String(word[bytes.index(after: equals)...]) }
    }
    return nil
  }

  /// Whether the statement names `word` after its verb (`cancel`).
  func has(_ word: String) -> Bool { words.dropFirst().contains { $0 == word } }

  /// Whether the user's gesture drives it (so a cancel may turn a transition around).
  /// Whether it presents a controller (`present`, `segue`, `alert`).
  var isPresentation: Bool { verb == .present || verb == .segue || verb == .alert }
  var isInteractive: Bool { verb == .swipeBack || verb == .swipeDown || verb == .swipePage }
}

/// What the statement being read did so far, as the oracle saw it.
struct StatementEffects: Sendable {
  /// Controllers a callback touched.
  var touched = NameSet()
  /// Controllers that showed a sign of being placed in a container or on screen: their
  /// creation, a move to a parent or the start of an appearance.
  var placedSigns = NameSet()
  /// The controllers created in the statement (their `init` line came in it).
  var created = NameSet()
  /// Controllers that got `viewWillAppear`.
  var appearing = NameSet()
  /// Whether any controller got `viewWillDisappear`.
  var anyDisappeared = false
  /// For each navigation or tab bar controller, the child now disappearing from it and
  /// whether another began to appear in it since.
  var outgoing: [String: (name: String, sawIncoming: Bool)] = [:]
  /// For each navigation or tab bar controller, a child that disappeared from it with no
  /// other appearing in the meantime.
  var goneFrom: [String: String] = [:]
  /// Whether a page turn's `didFinishAnimating` came: nothing of the statement follows it.
  var pageTurnFinished = false
}
