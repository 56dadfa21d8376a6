/// A hash of bytes for the tables that index what a scenario says (the engine's names, the
/// parser's repeated lines): a multiply-and-fold over the bytes, eight at a time, with a seed
/// drawn at random for each process: cheaper than `Dictionary`'s SipHash for a short word;
/// the seed keeps a scenario (untrusted input) from choosing words that collide. Nothing a
/// table shows may depend on the seed.
package struct ByteHash: Sendable {
  /// The process's seed, held by each hash so that hashing reads no global.
  private let seed = ByteHash.processSeed
  private static let processSeed = UInt64.random(in: .min ... .max)

  /// A hash under the process's seed.
  package init() {}

  /// The hash of `bytes`, never 0 (a table's free slot).
  package func callAsFunction(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var state = Self.fold(seed ^ UInt64(bytes.count), 0x9E37_79B9_7F4A_7C15)
    guard let base = bytes.baseAddress else { return UInt32(truncatingIfNeeded: state) | 1 }
    var index = 0
    // Eight bytes at a time as they lie, then the last few in at most three loads (four
    // bytes, two, one), not a byte at a time.
    let raw = UnsafeRawPointer(base)
    while index + 8 <= bytes.count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      state = Self.fold(state ^ word, 0xE703_7ED1_A0B4_28DB)
      index += 8
    }
    if index < bytes.count {
      var word: UInt64 = 0
      var shift: UInt64 = 0
      if index + 4 <= bytes.count {
        word = UInt64(raw.loadUnaligned(fromByteOffset: index, as: UInt32.self))
        shift = 32
        index += 4
      }
      if index + 2 <= bytes.count {
        word |= UInt64(raw.loadUnaligned(fromByteOffset: index, as: UInt16.self)) &<< shift
        shift &+= 16
        index += 2
      }
      if index < bytes.count {
        word |= UInt64(base[index]) &<< shift
      }
      state = Self.fold(state ^ word, 0xE703_7ED1_A0B4_28DB)
    }
    let folded = Self.fold(state, 0x8EBC_6AF0_9C88_C6E3)
    return UInt32(truncatingIfNeeded: folded ^ (folded >> 32)) | 1
  }

  /// The hash of `text`'s UTF-8 bytes.
  package func callAsFunction(_ text: String) -> UInt32 {
    if let hash = text.utf8.withContiguousStorageIfAvailable({ self($0) }) { return hash }
    return Array(text.utf8).withUnsafeBufferPointer { self($0) }
  }

  /// The two halves of `a * b`'s 128 bits, exclusive-or'ed.
  @inline(__always)
  private static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let product = a.multipliedFullWidth(by: b)
    return product.high ^ product.low
  }
}
