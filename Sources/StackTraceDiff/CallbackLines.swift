import StackNav

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The callback lines of a trace or of a console log, so that a log recorded on a device can
/// be compared with the model's trace (`stacktrace diff`).
package enum CallbackLines {
  /// The lines of `bytes` that name a callback, written as the trace writes them
  /// (`NAME callback`), one a line, with statement headers kept when `keepHeaders`.
  ///
  /// Besides trace lines, a line is read as a callback when it holds a controller name
  /// followed by a callback word anywhere, as console logs print them: `... B viewDidLoad`,
  /// `B viewWillAppear(_:)`, `-[B viewWillAppear:]`; `deinit` reads as `dealloc`. A
  /// `willMoveToParent` or `didMoveToParent` line keeps the word after it (its parent).
  ///
  /// The lines are those `LineText.callbackLines(of:keepHeaders:filter:)` gives the differ,
  /// each ended by a newline.
  package static func extract(
    from bytes: [UInt8], keepHeaders: Bool, filter: CallbackFilter = CallbackFilter()
  ) -> [UInt8] {
    let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = storage.initialize(fromContentsOf: bytes)
    let text = LineText.callbackLines(of: storage, keepHeaders: keepHeaders, filter: filter)
    var extracted: [UInt8] = []
    extracted.reserveCapacity(bytes.count)
    for line in text.lines {
      extracted.append(contentsOf: line.bytes)
      extracted.append(0x0A)
    }
    return extracted
  }

  /// What a line contributes to the callback lines.
  enum KeptLine: Equatable {
    /// Its first bytes, as they are.
    case bytes(Int)
    /// A trace line read from a log line.
    case text(String)
  }

  /// What of `line` is kept: a header (when `keepHeaders`), a trace line without its flags,
  /// or the callback a log line names, when `filter` keeps its callback; `nil` for anything
  /// else.
  static func keptLine(
    _ line: UnsafeBufferPointer<UInt8>, keepHeaders: Bool, filter: CallbackFilter
  ) -> KeptLine? {
    guard let first = line.first else { return nil }
    if first == UInt8(ascii: "#") {
      return keepHeaders && line.count > 1 && line[1] == 0x20 ? .bytes(line.count) : nil
    }
    if first == UInt8(ascii: "!") || first == UInt8(ascii: "*") { return nil }
    if let kept = traceLineLength(line) {
      guard
        filter.keepsEverything
          || filter.keeps(
            line: String(decoding: UnsafeBufferPointer(rebasing: line[..<kept]), as: UTF8.self))
      else { return nil }
      return .bytes(kept)
    }
    guard let callback = LogImporter.callback(inBytes: line[...]),
      filter.keeps(line: callback)
    else { return nil }
    return .text(callback)
  }

  /// Whether `bytes` holds a trace header line (`# ...`).
  package static func hasHeaders(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer(hasHeaders)
  }

  /// Whether `buffer` holds a trace header line (`# ...`).
  package static func hasHeaders(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    var atLineStart = true
    for (index, byte) in buffer.enumerated() {
      if atLineStart, byte == UInt8(ascii: "#"), index + 1 < buffer.count,
        buffer[index + 1] == 0x20
      {
        return true
      }
      atLineStart = byte == 0x0A
    }
    return false
  }

  /// How many bytes of `line` to keep when it already is a trace line: a name, a callback
  /// word, and the parent word of a move or the target of a delegate line; flags after these
  /// are dropped.
  static func traceLineLength(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let first = line.first, first >= 0x41, first <= 0x5A else { return nil }
    let space = offset(of: 0x20, in: line, from: 0)
    guard space < line.count else { return nil }
    let wordStart = space + 1
    let wordEnd = offset(of: 0x20, in: line, from: wordStart)
    guard let callback = callback(named: UnsafeBufferPointer(rebasing: line[wordStart..<wordEnd]))
    else { return nil }
    guard wordEnd != line.count, callback.isMove || callback.takesTarget else { return wordEnd }
    return offset(of: 0x20, in: line, from: wordEnd + 1)
  }

  /// The offset of the first `byte` in `line` at or after `start`, or the line's length:
  /// eight bytes at a time (trace lines are short: cheaper than a call to `memchr`).
  @inline(__always)
  static func offset(of byte: UInt8, in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard start < line.count, let base = line.baseAddress else { return line.count }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let pattern = UInt64(byte) &* ones
    let raw = UnsafeRawPointer(base)
    var index = start
    while index + 8 <= line.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      let bytes = word ^ pattern
      // The lowest byte that is zero sets the lowest high bit (Mycroft's test).
      let zeros = (bytes &- ones) & ~bytes & (ones << 7)
      if zeros != 0 { return index + zeros.trailingZeroBitCount / 8 }
      index += 8
    }
    while index < line.count, base[index] != byte { index += 1 }
    return index
  }

  /// The callback words, and where each length's candidates are: words of length `n` are
  /// `entries[lengths[n]..<lengths[n + 1]]`, each with the word's first eight bytes (zero
  /// padded) and its place in `bytes`.
  private struct WordTable {
    var lengths: [Int] = []
    var entries: [(prefix: UInt64, start: Int, callback: Callback)] = []
    package var bytes: [UInt8] = []

    init() {
      let longest = Callback.allCases.map(\.word.utf8.count).max() ?? 0
      for length in 0...longest {
        lengths.append(entries.count)
        for callback in Callback.allCases where callback.word.utf8.count == length {
          let word = Array(callback.word.utf8)
          entries.append((WordTable.prefix(word, word.count), bytes.count, callback))
          bytes += word
        }
      }
      lengths.append(entries.count)
    }

    /// The first eight bytes of `count` at `start`, zero padded.
    @inline(__always)
    static func prefix(_ start: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
      if count >= 8 {
        return UInt64(littleEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt64.self))
      }
      var value: UInt64 = 0
      for index in 0..<min(count, 8) { value |= UInt64(start[index]) << (8 * UInt64(index)) }
      return value
    }
  }

  private static let words = WordTable()

  /// The callback whose word these bytes spell.
  static func callback(named word: UnsafeBufferPointer<UInt8>) -> Callback? {
    guard word.count + 1 < words.lengths.count, let start = word.baseAddress else { return nil }
    let prefix = WordTable.prefix(start, word.count)
    var index = words.lengths[word.count]
    let end = words.lengths[word.count + 1]
    while index < end {
      let entry = words.entries[index]
      if entry.prefix == prefix,
        word.count <= 8
          || words.bytes.withUnsafeBufferPointer({ bytes in
            bytes.baseAddress.map { memcmp($0 + entry.start + 8, start + 8, word.count - 8) == 0 }
              ?? false
          })
      {
        return entry.callback
      }
      index += 1
    }
    return nil
  }

}
