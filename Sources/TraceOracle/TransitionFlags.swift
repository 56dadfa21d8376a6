/// The transition flags a callback line shows (`animated`, `notAnimated`, `isMovingToParent`,
/// ...), as bits: read and asked for by name, as a set of words would be, without a word
/// hashed or a set allocated for each line.
package struct TransitionFlags: Equatable, Sendable, ExpressibleByArrayLiteral {
  /// Every flag word, in the order of its bit.
  static let words = [
    "animated", "notAnimated", "isMovingToParent", "isMovingFromParent", "isBeingPresented",
    "isBeingDismissed",
  ]

  private var bits: UInt8 = 0

  package init() {}

  /// The flags named; a name that is no flag word is left out.
  package init(arrayLiteral names: String...) {
    for name in names { insert(name) }
  }

  /// The bit of flag word `name`, if it is one.
  private static func bit(_ name: String) -> UInt8? {
    // Compared only with the words of its length (most words of a line are none).
    let count = name.utf8.count
    guard
      let index = words.indices.first(where: { words[$0].utf8.count == count && words[$0] == name })
    else { return nil }
    return 1 << UInt8(index)
  }

  package var isEmpty: Bool { bits == 0 }

  /// Whether the line shows flag `name`.
  package func contains(_ name: String) -> Bool {
    Self.bit(name).map { bits & $0 != 0 } ?? false
  }

  /// Adds flag `name`, when it is a flag word.
  package mutating func insert(_ name: String) {
    if let bit = Self.bit(name) { bits |= bit }
  }

  /// Each flag word's bytes, in the order of its bit.
  private static let wordBytes = words.map { Array($0.utf8) }

  /// Adds the flag whose word is `bytes`, when it is one: read in place, where a word made a
  /// string first cost a line's flags a string each.
  mutating func insert(bytes: UnsafeBufferPointer<UInt8>) {
    let wordBytes = Self.wordBytes
    // Byte by byte, the lengths first (the generic `elementsEqual` cost 330 instructions).
    search: for index in wordBytes.indices where wordBytes[index].count == bytes.count {
      for offset in bytes.indices where wordBytes[index][offset] != bytes[offset] {
        continue search
      }
      bits |= 1 << UInt8(index)
      return
    }
  }

  /// Whether the line shows none of `names`.
  func isDisjoint(with names: [String]) -> Bool { !names.contains { contains($0) } }

  /// The first flag shown, in the words' order, that satisfies `predicate`.
  func first(where predicate: (String) -> Bool) -> String? {
    Self.words.indices.first { bits & (1 << UInt8($0)) != 0 && predicate(Self.words[$0]) }
      .map { Self.words[$0] }
  }
}
