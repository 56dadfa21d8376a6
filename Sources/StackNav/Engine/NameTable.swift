/// What a name of a scenario stands for.
enum Name {
  /// A controller alive.
  case alive(Controller)
  /// A controller deallocated: the name cannot be used again.
  case freed
  /// Traits declared for a controller not created yet, boxed (`indirect`): a name is one
  /// word in the engine's table, whatever the size of `Traits`, and the table holds an entry
  /// a controller.
  indirect case declared(Traits)
  /// The first word of a free-standing owner (`Cache`), which no controller may take.
  case freeStandingOwner
}

/// What each name of a scenario stands for: the engine's table of names, which every name a
/// statement says is looked up in.
///
/// The names, with their meanings, in the order they came (never removed), and an index
/// over them: an open-addressing table (linear probing, at most three quarters full) of each
/// name's hash and place. A name hashes by a multiply-and-fold over its UTF-8 bytes, eight at
/// a time, with a seed drawn at random for each process: a few dozen instructions for a short
/// name, where `Dictionary`'s SipHash cost about 200 (docs/performance.md, round 14). The seed
/// keeps a scenario (untrusted input) from choosing names that collide; the table's order is
/// the names' own, so nothing depends on the seed.
struct NameTable {
  /// Each name with what it stands for, in the order they came.
  private var entries: [(name: String, meaning: Name)] = []
  /// The index: a power of two of slots (none before the first name), each free (hash 0)
  /// or holding a name's hash (never 0) and its place in `entries`, in eight bytes.
  private var slots: [Slot] = []
  /// The process's seed, held by the table so that a lookup reads no global.
  private let seed = NameTable.processSeed
  private static let processSeed = UInt64.random(in: .min ... .max)

  private struct Slot {
    var hash: UInt32 = 0
    var entry: Int32 = 0
  }

  /// An empty table.
  init() {}

  /// How many names the table holds.
  var count: Int { entries.count }

  /// What `name` stands for, if the scenario said it before.
  subscript(name: String) -> Name? {
    guard let entry = entry(of: name, hash: hash(of: name)).entry else { return nil }
    return entries[entry].meaning
  }

  /// Makes `name` stand for `meaning`, from now on.
  mutating func set(_ name: String, to meaning: Name) {
    if (entries.count + 1) * 4 > slots.count * 3 { resize(to: max(16, slots.count * 2)) }
    let hash = hash(of: name)
    let (entry, slot) = entry(of: name, hash: hash)
    if let entry {
      entries[entry].meaning = meaning
      return
    }
    // Fewer than 2^31 names: each takes more than a word of memory, and a scenario's
    // statements are bounded far below (docs/limits.md).
    slots[slot] = Slot(hash: hash, entry: Int32(entries.count))
    entries.append((name, meaning))
  }

  /// Where `name` is in `entries`, if it is there, and the slot that holds it or the free
  /// slot where it would go.
  private func entry(of name: String, hash: UInt32) -> (entry: Int?, slot: Int) {
    let mask = slots.count - 1
    guard mask > 0 else { return (nil, 0) }
    var index = Int(hash) & mask
    while slots[index].hash != 0 {
      let entry = Int(slots[index].entry)
      if slots[index].hash == hash, entries[entry].name == name {
        return (entry, index)
      }
      index = (index + 1) & mask
    }
    return (nil, index)
  }

  /// Makes room for `count` names, so that the table is not rebuilt as it grows to them.
  mutating func reserveCapacity(_ count: Int) {
    entries.reserveCapacity(count)
    var size = max(16, slots.count)
    while size * 3 < count * 4 { size *= 2 }
    if size > slots.count { resize(to: size) }
  }

  /// What every name stands for, in the order the names came.
  var meanings: [Name] { entries.map(\.meaning) }

  /// Gives each name that stands for a controller alive `transform`'s controller instead
  /// (for a copy of the engine).
  mutating func mapControllers(_ transform: (Controller) -> Controller) {
    for index in entries.indices {
      if case .alive(let controller) = entries[index].meaning {
        entries[index].meaning = .alive(transform(controller))
      }
    }
  }

  private mutating func resize(to size: Int) {
    slots = Array(repeating: Slot(), count: size)
    let mask = size - 1
    for entry in entries.indices {
      let hash = hash(of: entries[entry].name)
      var index = Int(hash) & mask
      while slots[index].hash != 0 { index = (index + 1) & mask }
      slots[index] = Slot(hash: hash, entry: Int32(entry))
    }
  }

  /// The hash of `name`'s UTF-8 bytes under the table's seed, never 0.
  private func hash(of name: String) -> UInt32 {
    if let hash = name.utf8.withContiguousStorageIfAvailable({ hash(of: $0) }) { return hash }
    return Array(name.utf8).withUnsafeBufferPointer { hash(of: $0) }
  }

  private func hash(of bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var state = Self.fold(seed ^ UInt64(bytes.count), 0x9E37_79B9_7F4A_7C15)
    var index = 0
    while index < bytes.count {
      // The next eight bytes (fewer at the end), little-endian.
      var word: UInt64 = 0
      for offset in 0..<min(8, bytes.count - index) {
        word |= UInt64(bytes[index + offset]) << (8 * UInt64(offset))
      }
      state = Self.fold(state ^ word, 0xE703_7ED1_A0B4_28DB)
      index += 8
    }
    let folded = Self.fold(state, 0x8EBC_6AF0_9C88_C6E3)
    return UInt32(truncatingIfNeeded: folded ^ (folded >> 32)) | 1
  }

  /// The two halves of `a * b`'s 128 bits, exclusive-or'ed.
  @inline(__always)
  private static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let product = a.multipliedFullWidth(by: b)
    return product.high ^ product.low
  }
}
