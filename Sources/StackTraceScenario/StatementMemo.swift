import StackNav

/// The statements a scenario file said so far, by their words: a line that says one again
/// (`pop`, `dismiss`, `select T1`) is that statement again, at its own place, and is not
/// read again.
///
/// Reading a statement depends on nothing but its words, for the statements kept here:
/// operations, which may stand anywhere (what `profile` and `include` mean depends on the
/// statements before them, so they are always read). A line is looked up by its words when
/// they are one space apart (a statement then keeps its words as the line writes them, and
/// its place is the verb's); any other line is read.
///
/// An open-addressing table (linear probing, at most half full) of each statement's hash
/// (`ByteHash`) and its index among the statements, eight bytes a slot; a hit compares the
/// line's bytes with the statement's text. At most `capacity` statements are kept (the first
/// ones), so that the table stays small whatever the scenario.
struct StatementMemo {
  private struct Slot {
    var hash: UInt32 = 0
    var statement: Int32 = 0
  }

  /// How many statements it keeps at most.
  static let capacity = 1 << 14
  /// The longest words it keeps (bytes): a longer statement is read each time.
  static let longestWords = 128

  private var slots: [Slot] = []
  private var count = 0
  private let hash = ByteHash()

  /// A line's words as the memo looks them up: their bytes and their hash.
  struct Key {
    let bytes: UnsafeBufferPointer<UInt8>
    let hash: UInt32
  }

  /// The key of `words`, if the memo keys them: one space apart, short.
  func key(of words: LineWords) -> Key? {
    guard words.count > 0, words.isSingleSpaced(from: 0) else { return nil }
    let start = Int(words.places[0].start)
    let end = Int(words.places[words.count - 1].end)
    guard end - start <= Self.longestWords, let base = words.bytes.baseAddress else {
      return nil
    }
    let bytes = UnsafeBufferPointer(start: base + start, count: end - start)
    return Key(bytes: bytes, hash: hash(bytes))
  }

  /// The index in `statements` of the statement `key` says, if it is kept.
  func statement(saying key: Key, in statements: [Statement]) -> Int? {
    guard !slots.isEmpty else { return nil }
    let hash = key.hash
    let mask = slots.count - 1
    var index = Int(hash) & mask
    while slots[index].hash != 0 {
      if slots[index].hash == hash {
        let statement = Int(slots[index].statement)
        let same = statements[statement].text.utf8.withContiguousStorageIfAvailable {
          LineWords.equal($0, key.bytes)
        }
        if same ?? statements[statement].text.utf8.elementsEqual(key.bytes) { return statement }
      }
      index = (index + 1) & mask
    }
    return nil
  }

  /// Keeps `statements[index]`, which `key` says, while there is room.
  mutating func keep(_ key: Key, as index: Int) {
    guard count < Self.capacity else { return }
    if (count + 1) * 2 > slots.count {
      grow()
    }
    let hash = key.hash
    let mask = slots.count - 1
    var slot = Int(hash) & mask
    while slots[slot].hash != 0 { slot = (slot + 1) & mask }
    slots[slot] = Slot(hash: hash, statement: Int32(index))
    count += 1
  }

  /// Doubles the slots (64 at first), placing each kept statement again.
  private mutating func grow() {
    let old = slots
    slots = Array(repeating: Slot(), count: max(64, old.count * 2))
    let mask = slots.count - 1
    for kept in old where kept.hash != 0 {
      var slot = Int(kept.hash) & mask
      while slots[slot].hash != 0 { slot = (slot + 1) & mask }
      slots[slot] = kept
    }
  }
}
