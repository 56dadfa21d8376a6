/// What a name of a scenario stands for.
enum Name {
  /// A controller alive, by its row's place in the engine's table (`Controller.slot`): a
  /// place, not a handle, so that a copy of the engine shares this table with its original
  /// until either changes a name, where handles had to be pointed into the copy's rows.
  case alive(slot: Int)
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
/// name's hash (`ByteHash`, seeded for each process) and place. The table's order is the
/// names' own, so nothing depends on the seed.
struct NameTable {
  /// Each name with what it stands for, in the order they came.
  private var entries: [(name: String, meaning: Name)] = []
  /// The index: a power of two of slots (none before the first name), each free (hash 0)
  /// or holding a name's hash (never 0) and its place in `entries`, in eight bytes.
  private var slots: [Slot] = []
  /// How a name hashes.
  private let hash = ByteHash()

  private struct Slot {
    var hash: UInt32 = 0
    var entry: Int32 = 0
  }

  /// An empty table.
  init() {}

  /// How many names the table holds.
  var count: Int { entries.count }

  /// What `name` stands for, if the scenario said it before.
  subscript(name: String) -> Name? { self[name, hash: hash(name)] }

  /// `name`'s hash, for a caller that looks a name up and then sets it: hashed once.
  func hash(of name: String) -> UInt32 { hash(name) }

  /// What `name`, whose hash is `hash` (`hash(of:)`), stands for, if it was said before.
  subscript(name: String, hash hash: UInt32) -> Name? {
    guard let entry = entry(of: name, hash: hash).entry else { return nil }
    return entries[entry].meaning
  }

  /// Makes `name` stand for `meaning`, from now on; returns where the table holds it, for
  /// `setMeaning(ofEntry:to:)`.
  @discardableResult
  mutating func set(_ name: String, to meaning: Name) -> Int {
    set(name, hash: hash(name), to: meaning)
  }

  /// `set(_:to:)` for a name whose hash is `hash` (`hash(of:)`).
  @discardableResult
  mutating func set(_ name: String, hash: UInt32, to meaning: Name) -> Int {
    if (entries.count + 1) * 4 > slots.count * 3 { resize(to: max(16, slots.count * 2)) }
    let (entry, slot) = entry(of: name, hash: hash)
    if let entry {
      entries[entry].meaning = meaning
      return entry
    }
    // Fewer than 2^31 names: each takes more than a word of memory, and a scenario's
    // statements are bounded far below (docs/limits.md).
    slots[slot] = Slot(hash: hash, entry: Int32(entries.count))
    entries.append((name, meaning))
    return entries.count - 1
  }

  /// Makes the name the table holds at `entry` (as `set` returned it) stand for `meaning`.
  mutating func setMeaning(ofEntry entry: Int, to meaning: Name) {
    entries[entry].meaning = meaning
  }

  /// The name the table holds at `entry`, and what it stands for.
  func entry(_ entry: Int) -> (name: String, meaning: Name)? {
    entries.indices.contains(entry) ? entries[entry] : nil
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

  private mutating func resize(to size: Int) {
    slots = Array(repeating: Slot(), count: size)
    let mask = size - 1
    for entry in entries.indices {
      let hash = hash(entries[entry].name)
      var index = Int(hash) & mask
      while slots[index].hash != 0 { index = (index + 1) & mask }
      slots[index] = Slot(hash: hash, entry: Int32(entry))
    }
  }
}
