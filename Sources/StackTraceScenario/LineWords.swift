/// The words of one scenario line as places in its bytes: the tokenizer finds them, the
/// parser reads them where they lie, and a word becomes a `String` only when a statement
/// keeps it (a name, an option's value) or a message quotes it.
///
/// The bytes are borrowed: they are valid only while the line is parsed.
struct LineWords {
  /// Where one word lies in the line's bytes, and its column (columns count Unicode
  /// scalars, from 1).
  struct Place {
    var start: Int32
    var end: Int32
    var column: Int32
  }

  /// The line.
  let bytes: UnsafeBufferPointer<UInt8>
  let file: String
  let line: Int
  /// Each word's place, in order.
  let places: [Place]

  var count: Int { places.count }
  var indices: Range<Int> { places.indices }

  /// The bytes of word `index`.
  subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
    let place = places[index]
    // The tokenizer's places lie inside the line: no slice (and its checks) to make.
    return UnsafeBufferPointer(
      start: bytes.baseAddress.map { $0 + Int(place.start) }, count: Int(place.end - place.start))
  }

  /// Whether word `index` holds `byte`.
  func word(_ index: Int, contains byte: UInt8) -> Bool {
    let word = self[index]
    var offset = 0
    while offset < word.count {
      if word[offset] == byte { return true }
      offset += 1
    }
    return false
  }

  /// Word `index` as a string.
  func text(_ index: Int) -> String {
    String(decoding: self[index], as: UTF8.self)
  }

  /// Where word `index` starts.
  func location(_ index: Int) -> ScenarioLocation {
    ScenarioLocation(file: file, line: line, column: Int(places[index].column))
  }

  /// Word `index` with its place.
  func token(_ index: Int) -> Token {
    Token(text(index), at: location(index))
  }

  /// Whether word `index` is `word`.
  func word(_ index: Int, is word: String) -> Bool {
    var word = word
    return word.withUTF8 { Self.equal($0, self[index]) }
  }

  /// Whether two runs of bytes are the same.
  static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    var offset = 0
    while offset < a.count {
      if a[offset] != b[offset] { return false }
      offset += 1
    }
    return true
  }

  /// The first `count` words.
  func prefix(_ count: Int) -> LineWords {
    LineWords(bytes: bytes, file: file, line: line, places: Array(places.prefix(count)))
  }

  /// Words `index...` joined by single spaces: a line's own bytes when it spaces them so.
  func joined(from index: Int) -> String {
    joined(from: index, singleSpaced: isSingleSpaced(from: index))
  }

  /// `joined(from:)`, told whether the words are one space apart (`isSingleSpaced`).
  func joined(from index: Int, singleSpaced: Bool) -> String {
    guard index < count else { return "" }
    let last = places[count - 1]
    if singleSpaced, let base = bytes.baseAddress {
      // The line's bytes as they lie: one buffer, decoded without a slice's generic path.
      let start = Int(places[index].start)
      return String(
        decoding: UnsafeBufferPointer(start: base + start, count: Int(last.end) - start),
        as: UTF8.self)
    }
    var text: [UInt8] = []
    for word in index..<count {
      if word > index { text.append(0x20) }
      text.append(contentsOf: self[word])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Whether each word from `index` on follows the one before it after exactly one space.
  func isSingleSpaced(from index: Int) -> Bool {
    var word = index + 1
    while word < count {
      let gap = Int(places[word - 1].end)
      guard Int(places[word].start) == gap + 1, bytes[gap] == 0x20 else { return false }
      word += 1
    }
    return true
  }

  /// Every word, each with its place.
  var tokens: [Token] { indices.map(token) }
}
