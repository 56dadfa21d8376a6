#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A text cut into lines for the differ: its bytes in memory that never moves, and each line
/// as a `DiffLine` pointing into it.
final class LineText: @unchecked Sendable {
  /// The lines, without their line ends.
  let lines: [DiffLine]
  /// Whether the text ends with a newline (or is empty).
  let endsWithNewline: Bool
  private let storage: UnsafeMutableBufferPointer<UInt8>

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

  /// The lines `source` holds (a file, a pipe, standard input), read once, up to
  /// `maximumBytes`, into memory the text keeps.
  convenience init(contentsOf source: ByteSource, name: String, maximumBytes: Int)
    throws(FileIO.Failure)
  {
    self.init(
      owning: try FileIO.ownedContents(of: source, name: name, maximumBytes: maximumBytes))
  }

  /// Cuts `bytes`, which it then owns and frees, at every newline.
  private init(owning bytes: UnsafeMutableBufferPointer<UInt8>) {
    storage = bytes
    var lines: [DiffLine] = []
    let count = bytes.count
    // Most trace lines are 16 to 40 bytes long; room that is never touched costs nothing.
    lines.reserveCapacity(count / 12)
    if let base = bytes.baseAddress.map({ UnsafePointer<UInt8>($0) }) {
      var start = 0
      while start < count {
        let found = memchr(base + start, 0x0A, count - start)
        let end =
          found.map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base }
          ?? count
        lines.append(DiffLine(base + start, end - start))
        start = end + 1
      }
    }
    endsWithNewline = count == 0 || bytes[count - 1] == 0x0A
    if !endsWithNewline, !lines.isEmpty { lines[lines.count - 1].markUnterminated() }
    self.lines = lines
  }

  /// Whether the text holds a trace header line (`# ...`).
  var hasHeaders: Bool { CallbackLines.hasHeaders(UnsafeBufferPointer(storage)) }

  /// The text's callback lines (`CallbackLines.extract`): the text itself when it is a
  /// trace already.
  func callbackLines(keepHeaders: Bool, filter: CallbackFilter = CallbackFilter()) -> LineText {
    // A trace is its own callback lines: checked on the lines already cut, no second scan,
    // and each distinct line once (a trace repeats its lines: a small cache remembers them).
    var checked = [DiffLine?](repeating: nil, count: 1_024)
    let isTrace =
      endsWithNewline
      && lines.allSatisfy { line in
        let slot = Int(truncatingIfNeeded: line.hash) & (checked.count - 1)
        if let known = checked[slot], known == line { return true }
        guard
          line.count > 0, line.start[line.count - 1] != 0x0D,
          CallbackLines.keptLine(line.bytes, keepHeaders: keepHeaders, filter: filter)
            == .bytes(line.count)
        else { return false }
        checked[slot] = line
        return true
      }
    if isTrace { return self }
    return CallbackLines.changed(
      in: UnsafeBufferPointer(storage), keepHeaders: keepHeaders, filter: filter
    ).map { LineText($0) } ?? self
  }

  deinit {
    storage.deallocate()
  }

  /// Line `index` as text.
  func text(_ index: Int) -> Substring {
    Substring(decoding: lines[index].bytes, as: UTF8.self)
  }
}

/// A line as the differ compares it: a hash of its bytes first, the bytes themselves only
/// when the hashes agree, so that most comparisons cost an integer test.
struct DiffLine: DiffHashable {
  let start: UnsafePointer<UInt8>
  let count: Int
  private(set) var hash: UInt64
  /// Whether the line starts a statement (`#`): an anchor of the anchored diff.
  let isAnchor: Bool

  init(_ start: UnsafePointer<UInt8>, _ count: Int) {
    self.start = start
    self.count = count
    hash = DiffLine.hash(start, count)
    isAnchor = count > 0 && start[0] == UInt8(ascii: "#")
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

  var diffHash: UInt64 { hash }

  /// The line's bytes.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

  /// Marks the last line of a text without a final newline: it differs from the same line
  /// with one.
  mutating func markUnterminated() {
    hash ^= 0x9E37_79B9_7F4A_7C15
  }

  var isUnterminated: Bool {
    var check = self
    check.hash ^= 0x9E37_79B9_7F4A_7C15
    return check.hash == DiffLine(start, count).hash
  }

  static func == (lhs: DiffLine, rhs: DiffLine) -> Bool {
    lhs.hash == rhs.hash && lhs.count == rhs.count
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
