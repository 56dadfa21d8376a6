import StackNav

/// The statements a scenario file said so far, by their shape: their words with each name
/// (a word after the verb that starts with a capital letter and holds no `=`) replaced by a
/// mark. A line of a kept shape (`push C2` after `push C1`, `present P9 style=sheet` after
/// `present P8 style=sheet`) is built from the kept statement's parts with its own names,
/// its words not read one by one: reading a new statement (its entry found, its operands and
/// options read, its action built) cost about 2,700 instructions, most of them spent
/// finding what the kept one already says.
///
/// A statement is kept when its entry's parts of it (what the printer writes it from) hold
/// the line's marked words as its names, in order, and give its own action back: then the
/// same parts with other names are what reading a line of its shape makes (an operation's
/// statement prints and reads back as itself, `GrammarTests`). A line of a kept shape whose
/// marked words are not all names (`push C-1`), or whose action the entry refuses (a name
/// said twice), is read word by word, so that its error is the one reading gives. Like
/// `StatementMemo`, it keys lines whose words are one space apart and short, and keeps at
/// most `capacity` shapes (the first ones).
struct ShapeMemo {
  /// A shape kept: its bytes (names marked), the entry that reads it, and the parts of the
  /// statement that said it first.
  private struct Shape {
    let hash: UInt32
    let bytes: [UInt8]
    let entry: GrammarEntry
    let parts: StatementParts
  }

  /// How many shapes it keeps at most.
  static let capacity = 256
  /// What stands for a name in a shape: a byte no scenario word holds.
  private static let mark: UInt8 = 0x01

  /// Slots of an open-addressing table (linear probing, at most half full): 0 when free,
  /// else the index of a shape plus one.
  private var slots: [Int32] = []
  private var shapes: [Shape] = []
  /// The shape of the line being looked at, written here: one buffer, the size of the
  /// longest line keyed, kept for every line (`length` bytes of it used).
  private var scratch = [UInt8](repeating: 0, count: StatementMemo.longestWords)
  private var length = 0
  private let hash = ByteHash()

  /// The statement `words` say, as the kept statement of their shape with `words`' names, if
  /// one is kept and `words`' names are all names. (Made here: an optional action handed
  /// out was copied twice on its way into the statement.)
  mutating func statement(of words: LineWords) -> Statement? {
    guard !shapes.isEmpty else { return nil }
    let marked = shape(of: words)
    guard marked > 0, let index = find() else { return nil }
    var first = 0
    for index in 1..<words.count where Self.isMarked(words, index) {
      guard ScenarioParser.isName(words[index]) else { return nil }
      if first == 0 { first = index }
    }
    // One name (most statements) as a literal: the array allocated once, at its size.
    let names = marked == 1 ? [words.text(first)] : Self.names(in: words)
    var parts = shapes[index].parts
    parts.names = names
    do {
      let entry = shapes[index].entry
      return Statement(action: try entry.build(parts), checks: entry.checks, words: words)
    } catch {
      return nil
    }
  }

  /// Keeps the shape of `words`, which `action` reads as, when its statement is one it may
  /// build again from its parts with other names.
  mutating func keep(_ words: LineWords, as action: Statement.Action) {
    guard shapes.count < Self.capacity, case .operation(let operation) = action,
      shape(of: words) > 0, find() == nil, let entry = Grammar.entry(named: words[0]),
      var parts = entry.parts(operation)
    else { return }
    guard parts.names == Self.names(in: words), (try? entry.build(parts)) == action else { return }
    parts.names = []
    if (shapes.count + 1) * 2 > slots.count { grow() }
    let bytes = Array(scratch[..<length])
    let hash = bytes.withUnsafeBufferPointer { self.hash($0) }
    shapes.append(Shape(hash: hash, bytes: bytes, entry: entry, parts: parts))
    place(shapes.count - 1, hash: hash)
  }

  /// Writes the shape of `words` in `scratch` and returns how many names it marks (0 when
  /// the memo does not key the line: not one space apart, too long, or no word after the
  /// verb). Byte by byte into the buffer as it lies: appending to an array cost a shape 400
  /// instructions.
  private mutating func shape(of words: LineWords) -> Int {
    guard words.count > 1, words.isSingleSpaced(from: 0),
      Int(words.places[words.count - 1].end - words.places[0].start)
        <= StatementMemo.longestWords
    else { return 0 }
    var marked = 0
    length = scratch.withUnsafeMutableBufferPointer { scratch in
      var length = 0
      for index in 0..<words.count {
        if index > 0 {
          scratch[length] = 0x20
          length += 1
        }
        if index > 0, Self.isMarked(words, index) {
          scratch[length] = Self.mark
          length += 1
          marked += 1
        } else {
          for byte in words[index] {
            scratch[length] = byte
            length += 1
          }
        }
      }
      return length
    }
    return marked
  }

  /// The words of `words` that stand for names in its shape, in order.
  private static func names(in words: LineWords) -> [String] {
    (1..<words.count).filter { isMarked(words, $0) }.map(words.text)
  }

  /// Whether word `index` of `words` stands for a name in a shape: it starts with a capital
  /// letter and holds no `=` (an option's value, a name or not, stays in the shape).
  private static func isMarked(_ words: LineWords, _ index: Int) -> Bool {
    guard let first = words[index].first, first >= 0x41, first <= 0x5A else { return false }
    return !words.word(index, contains: UInt8(ascii: "="))
  }

  /// The index of the kept shape whose bytes are `scratch`'s, if any.
  private func find() -> Int? {
    guard !slots.isEmpty else { return nil }
    return scratch.withUnsafeBufferPointer { scratch in
      let line = UnsafeBufferPointer(rebasing: scratch[..<length])
      let hash = self.hash(line)
      let mask = slots.count - 1
      var slot = Int(hash) & mask
      while slots[slot] != 0 {
        let index = Int(slots[slot]) - 1
        if shapes[index].hash == hash,
          shapes[index].bytes.withUnsafeBufferPointer({ LineWords.equal($0, line) })
        {
          return index
        }
        slot = (slot + 1) & mask
      }
      return nil
    }
  }

  /// Puts shape `index` in a free slot.
  private mutating func place(_ index: Int, hash: UInt32) {
    let mask = slots.count - 1
    var slot = Int(hash) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(index + 1)
  }

  /// Doubles the slots (16 at first), placing each kept shape again.
  private mutating func grow() {
    slots = Array(repeating: 0, count: max(16, slots.count * 2))
    for index in shapes.indices { place(index, hash: shapes[index].hash) }
  }
}
