/// The statement headers a search has read, each as the oracle reads it (`StatementText`).
///
/// `stacktrace explore` checks every scenario from its parent's checkpoint, so each run's
/// new header is one of a few (its alphabet's statements), read again in every run; reading
/// one splits its words anew (3% of a run). An oracle reading with a memo
/// (`TraceOracle.read(_:memo:)`) looks each header up instead.
///
/// A header is looked up by a hash of its bytes (FNV-1a), then compared whole: hashing a
/// `String` as a dictionary key costs about as much as reading the header again.
///
/// One thread uses a memo at a time (the explorer hands each search one from a pool, and
/// takes it back when the search ends); the oracle never keeps it.
package final class StatementMemo: @unchecked Sendable {
  /// The most headers kept: past it the memo starts over, so that it stays bounded whatever
  /// the statements.
  static let capacity = 4_096

  private var texts: [UInt64: StatementText] = [:]
  /// The bits of a header's hash the memo keys by: all of them, but for a test of what two
  /// headers of one key do.
  private let keyBits: UInt64

  /// How many headers the memo holds.
  var count: Int { texts.count }

  package convenience init() { self.init(keyBits: ~0) }

  init(keyBits: UInt64) { self.keyBits = keyBits }

  /// `header` as the oracle reads it.
  func text(_ header: String) -> StatementText {
    var header = header
    let hash = header.withUTF8 { bytes in
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
      return hash & keyBits
    }
    if let known = texts[hash] {
      // Two headers of one key: the later is read anew each time.
      return known.text == header ? known : StatementText(header)
    }
    let text = StatementText(header)
    if texts.count >= Self.capacity { texts.removeAll(keepingCapacity: true) }
    texts[hash] = text
    return text
  }
}
