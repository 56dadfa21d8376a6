// The unsafe layer of the text trace, with TextBuffer.swift: fixed-size stores of a short
// name's bytes and of a callback's word into raw memory. What makes them safe: a store writes
// a whole fixed-size slot (16 bytes for a name, `UnsafeCallbackWordTable.slot` for a word)
// only where the buffer has made room for it (`TextBuffer.makeRoom`, `lineRoom`), and
// counts only the bytes that belong to the line; the word table is made once for the
// process, never changed and never freed.

/// A controller's name as the bytes a text trace writes, kept inline when it is short (as
/// nearly every name is): up to 15 bytes, then their count, in 16 bytes that a line copies
/// with one store, where a `String` is read through its views (and retained) first.
struct NameBytes {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// The bytes of `name`, when it has at most 15; none (`isInline` false) otherwise.
  init(_ name: String) {
    var name = name
    name.withUTF8 { utf8 in
      guard utf8.count <= 15, let source = utf8.baseAddress else { return }
      withUnsafeMutableBytes(of: &self) { bytes in
        bytes.baseAddress?.copyMemory(from: source, byteCount: utf8.count)
        bytes[15] = UInt8(utf8.count)
      }
    }
  }

  /// `nil`, the parent argument of a move out of a parent.
  static let nilWord = NameBytes("nil")

  /// How many bytes it holds.
  var count: Int { Int(high &>> 56) }
  /// Whether it holds the name (which then has 1 to 15 bytes).
  var isInline: Bool { count > 0 }
}

/// Each callback's word with the space before it (` viewDidLoad`), as bytes, by raw value, in
/// memory that lives as long as the process: each in a slot of `slot` bytes, padded, so that
/// a line copies a word with one fixed-size copy.
struct UnsafeCallbackWordTable {
  /// A slot's size: the longest word with its space (42 bytes) fits.
  static let slot = 48
  /// The slots, by raw value.
  private let bytes: UnsafePointer<UInt8>
  /// Each word's length, by raw value.
  private let lengths: UnsafePointer<Int>

  init() {
    let words = Callback.allCases.map { Array((" " + $0.word).utf8) }
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: words.count * Self.slot)
    bytes.initialize(repeating: 0x20, count: words.count * Self.slot)
    let lengths = UnsafeMutablePointer<Int>.allocate(capacity: words.count)
    for (index, word) in words.enumerated() {
      precondition(word.count <= Self.slot, "a callback's word outgrew its slot")
      (bytes + index * Self.slot).update(from: word, count: word.count)
      lengths[index] = word.count
    }
    self.bytes = UnsafePointer(bytes)
    self.lengths = UnsafePointer(lengths)
  }

  /// The word of `callback`, with the space before it.
  subscript(callback: Callback) -> UnsafeBufferPointer<UInt8> {
    let index = Int(callback.rawValue)
    return UnsafeBufferPointer(start: bytes + index * Self.slot, count: lengths[index])
  }

  /// Copies `callback`'s whole slot to `destination` (which has room for it) and returns the
  /// word's length: the bytes past it are for the next write to cover.
  @inline(__always)
  func store(_ callback: Callback, at destination: UnsafeMutablePointer<UInt8>) -> Int {
    let index = Int(callback.rawValue)
    UnsafeMutableRawPointer(destination).copyMemory(
      from: bytes + index * Self.slot, byteCount: Self.slot)
    return lengths[index]
  }
}
