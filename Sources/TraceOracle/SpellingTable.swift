/// Words found by the bytes of their spelling, among the few of the same length: no string
/// made or hashed to tell which word a line or a header carries (`CallbackWord`, `Verb`).
struct SpellingTable<Word: Sendable>: Sendable {
  /// Each word with its spelling's bytes, by the spelling's length.
  private let byLength: [[(bytes: [UInt8], word: Word)]]

  /// A table of `words`, each with its spelling.
  init(_ words: [(spelling: String, word: Word)]) {
    let longest = words.map(\.spelling.utf8.count).max() ?? 0
    var table = [[(bytes: [UInt8], word: Word)]](repeating: [], count: longest + 1)
    for (spelling, word) in words {
      let bytes = Array(spelling.utf8)
      table[bytes.count].append((bytes, word))
    }
    byLength = table
  }

  /// The word `bytes` spell, if any.
  func word(_ bytes: UnsafeBufferPointer<UInt8>) -> Word? {
    guard bytes.count < byLength.count else { return nil }
    for candidate in byLength[bytes.count] where Self.equal(candidate.bytes, bytes) {
      return candidate.word
    }
    return nil
  }

  /// The word `text` spells, if any.
  func word(_ text: String) -> Word? {
    var text = text
    return text.withUTF8 { word($0) }
  }

  /// Whether `spelling` and `bytes`, of the same length, are the same bytes: compared from
  /// the last (many words share their start: `view...`, `presentationController...`),
  /// with no generic sequence in the way.
  private static func equal(_ spelling: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    spelling.withUnsafeBufferPointer { spelling in
      var index = spelling.count
      while index > 0 {
        index -= 1
        if spelling[index] != bytes[index] { return false }
      }
      return true
    }
  }
}
