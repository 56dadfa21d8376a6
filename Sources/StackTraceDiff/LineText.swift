#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A text cut into lines for the differ: its bytes in memory that never moves, and each line
/// as a `DiffLine` pointing into it.
package final class LineText: @unchecked Sendable {
  /// The lines, without their line ends.
  let lines: [DiffLine]
  /// Whether the text ends with a newline (or is empty).
  let endsWithNewline: Bool
  private let storage: UnsafeMutableBufferPointer<UInt8>
  /// The lines read from a log as trace lines, which the input does not hold as they are.
  private let converted: UnsafeMutableBufferPointer<UInt8>?

  /// Cuts `bytes` at every newline (one byte in UTF-8).
  convenience init(_ bytes: [UInt8]) {
    let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = storage.initialize(fromContentsOf: bytes)
    self.init(owning: storage)
  }

  /// A text's lines.
  convenience init(_ text: String) {
    self.init(Array(text.utf8))
  }

  /// The callback lines of `bytes` (`CallbackLines.extract`), which it takes over, read in
  /// one pass: a line that is not a callback is dropped before it is recorded, a line kept
  /// as it is (or its first words) points into `bytes`, and a log's line read as a trace
  /// line is written beside it, so that memory holds the input, what the log's lines became
  /// and one small record a line kept.
  package static func callbackLines(
    of bytes: UnsafeMutableBufferPointer<UInt8>, keepHeaders: Bool,
    filter: CallbackFilter = CallbackFilter()
  ) -> LineText {
    // One pass: a line kept as it is (or its first words) points into the input; a log line
    // read as a trace line is written out, and points there once all are written. A trace
    // repeats its lines: a small cache remembers what was kept of each line seen lately.
    var lines: [DiffLine] = []
    var texts: [UInt8] = []
    var written: [(line: Int, offset: Int, count: Int)] = []
    var seen = [(line: DiffLine, kept: Int)?](repeating: nil, count: 1_024)
    let count = bytes.count
    // Most trace lines are 16 to 40 bytes long; room that is never touched costs nothing.
    lines.reserveCapacity(count / 12)
    forEachLine(of: bytes) { base, start, lineEnd in
      var end = lineEnd
      if end > start, base[end - 1] == 0x0D { end -= 1 }
      let whole = DiffLine(base + start, end - start)
      let slot = Int(truncatingIfNeeded: whole.hash) & (seen.count - 1)
      if let known = seen[slot], known.line == whole {
        if known.kept == whole.count {
          lines.append(whole)
        } else if known.kept >= 0 {
          lines.append(DiffLine(base + start, known.kept))
        }
        return
      }
      let line = UnsafeBufferPointer(start: base + start, count: end - start)
      switch CallbackLines.keptLine(line, keepHeaders: keepHeaders, filter: filter) {
      case .bytes(let length)?:
        lines.append(length == whole.count ? whole : DiffLine(base + start, length))
        seen[slot] = (whole, length)
      case nil:
        seen[slot] = (whole, -1)
      case .text(let text)?:
        written.append((lines.count, texts.count, text.utf8.count))
        texts.append(contentsOf: text.utf8)
        lines.append(DiffLine(base + start, 0))
      }
    }
    var converted: UnsafeMutableBufferPointer<UInt8>?
    if !written.isEmpty {
      let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: texts.count)
      _ = storage.initialize(fromContentsOf: texts)
      if let base = storage.baseAddress {
        for text in written {
          lines[text.line] = DiffLine(UnsafePointer(base + text.offset), text.count)
        }
      }
      converted = storage
    }
    return LineText(owning: bytes, lines: lines, converted: converted)
  }

  /// A text whose lines were cut already, each pointing into `bytes` or `converted`, which it
  /// owns and frees; every line ends with a newline.
  private init(
    owning bytes: UnsafeMutableBufferPointer<UInt8>, lines: [DiffLine],
    converted: UnsafeMutableBufferPointer<UInt8>?
  ) {
    storage = bytes
    self.lines = lines
    self.converted = converted
    endsWithNewline = true
  }

  /// Cuts `bytes`, which it then owns and frees, at every newline.
  init(owning bytes: UnsafeMutableBufferPointer<UInt8>) {
    storage = bytes
    converted = nil
    var lines: [DiffLine] = []
    let count = bytes.count
    // Most trace lines are 16 to 40 bytes long; room that is never touched costs nothing.
    lines.reserveCapacity(count / 12)
    LineText.forEachLine(of: bytes) { base, start, end in
      lines.append(DiffLine(base + start, end - start))
    }
    endsWithNewline = count == 0 || bytes[count - 1] == 0x0A
    if !endsWithNewline, !lines.isEmpty { lines[lines.count - 1].markUnterminated() }
    self.lines = lines
  }

  /// Calls `body` with each line of `bytes`: where it starts and where its newline stands (or
  /// the end).
  @inline(__always)
  private static func forEachLine(
    of bytes: UnsafeMutableBufferPointer<UInt8>,
    _ body: (_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Void
  ) {
    guard let base = bytes.baseAddress.map({ UnsafePointer<UInt8>($0) }) else { return }
    let count = bytes.count
    var start = 0
    while start < count {
      let found = memchr(base + start, 0x0A, count - start)
      let end =
        found.map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base } ?? count
      body(base, start, end)
      start = end + 1
    }
  }

  deinit {
    storage.deallocate()
    converted?.deallocate()
  }

  /// Line `index` as text.
  func text(_ index: Int) -> Substring {
    Substring(decoding: lines[index].bytes, as: UTF8.self)
  }
}

/// A line as the differ compares it: a hash of its bytes first, the bytes themselves only
/// when the hashes agree, so that most comparisons cost an integer test. Sixteen bytes a
/// line (a pointer, a 32-bit length and a 32-bit hash): a text of millions of short lines
/// costs little more than itself.
package struct DiffLine: DiffHashable {
  let start: UnsafePointer<UInt8>
  private let length: UInt32
  private(set) var hash: UInt32

  /// How many bytes the line has.
  var count: Int { Int(length) }
  /// Whether the line starts a statement (`#`): an anchor of the anchored diff.
  package var isAnchor: Bool { length > 0 && start[0] == UInt8(ascii: "#") }

  init(_ start: UnsafePointer<UInt8>, _ count: Int) {
    self.start = start
    // Inputs are bounded well below 4 GiB (FileIO.maximumDiffInput).
    length = UInt32(truncatingIfNeeded: count)
    hash = UInt32(truncatingIfNeeded: DiffLine.hash(start, count))
  }

  /// A hash of `count` bytes at `start`: eight bytes at a time, each word mixed by a multiply
  /// and a shift.
  @inline(__always)
  static func hash(_ start: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
    var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
    let raw = UnsafeRawPointer(start)
    var offset = 0
    while offset + 8 <= count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
      hash ^= hash >> 29
      offset += 8
    }
    var tail: UInt64 = 0
    while offset < count {
      tail = tail << 8 | UInt64(start[offset])
      offset += 1
    }
    hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
    return hash ^ (hash >> 31)
  }

  package var diffHash: UInt64 { UInt64(hash) &* 0x9E37_79B9_7F4A_7C15 }

  /// The line's bytes.
  package var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

  /// Marks the last line of a text without a final newline: it differs from the same line
  /// with one.
  mutating func markUnterminated() {
    hash ^= 0x7F4A_7C15
  }

  var isUnterminated: Bool {
    var check = self
    check.hash ^= 0x7F4A_7C15
    return check.hash == DiffLine(start, count).hash
  }

  package static func == (lhs: DiffLine, rhs: DiffLine) -> Bool {
    lhs.hash == rhs.hash && lhs.length == rhs.length
      && (lhs.start == rhs.start || memcmp(lhs.start, rhs.start, lhs.count) == 0)
  }
}

/// Whether two byte buffers hold the same bytes.
@inline(__always)
func sameBytes(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
  guard lhs.count == rhs.count else { return false }
  guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
  return memcmp(left, right, lhs.count) == 0
}
