/// Turns a stream of edits (lines kept, deleted, inserted, in order) into unified diff text
/// as `diff -u` writes it, in memory that does not grow with the lines kept: only the last
/// `context` kept lines and the hunk being formed are held.
///
/// Each change gets `context` kept lines on either side; hunks closer than twice the context
/// merge. Lines are escaped for printing (`Escape`), so a golden's bytes cannot drive a
/// terminal or a CI log. Past `maximumLines` lines of diff, the writer stops (`isCut`): the
/// text so far is still a diff that `patch` applies.
struct HunkWriter {
  /// The lines of context around each change.
  let context: Int
  /// The most lines of diff written (headers, hunk headers and lines); past it, the diff is
  /// cut.
  let maximumLines: Int
  /// Whether the diff was cut.
  private(set) var isCut = false
  /// The changed lines alone (`-` and `+`, no context, no positions), in order, up to
  /// `maximumLines`: to tell failures that changed the same way.
  private(set) var changes: [String] = []
  /// The diff text so far.
  private(set) var text = ""
  /// How many lines of the diff were written.
  private(set) var writtenLines = 0

  private let header: String
  private var oldLine = 0
  private var newLine = 0
  /// The last `context` kept lines.
  private let recent: LineRing
  /// The hunk being formed: each line's prefix (` `, `-`, `+`), bytes, and whether it lacks
  /// a line end.
  private var hunk: [(prefix: UInt8, line: [UInt8], unterminated: Bool)] = []
  private var hunkOldStart = 0
  private var hunkNewStart = 0
  private var hunkOldCount = 0
  private var hunkNewCount = 0
  /// Kept lines at the end of the hunk since its last change.
  private var trailingKept = 0

  /// A writer for a diff from `oldName` to `newName` (both already safe to print).
  init(oldName: String, newName: String, context: Int, maximumLines: Int = .max) {
    self.context = context
    self.maximumLines = maximumLines
    header = "--- \(oldName)\n+++ \(newName)\n"
    recent = LineRing(capacity: context)
  }

  /// A line both sides have.
  mutating func keep(_ line: some Collection<UInt8>, unterminated: Bool = false) {
    oldLine += 1
    newLine += 1
    guard !isCut else { return }
    guard !hunk.isEmpty else {
      recent.push(line)
      return
    }
    hunk.append((0x20, Array(line), unterminated))
    hunkOldCount += 1
    hunkNewCount += 1
    trailingKept += 1
    if trailingKept > 2 * context {
      // Too far from the last change for the next one to share this hunk: keep `context`
      // lines of it here; the last `context` lines may lead the next hunk.
      let spare = trailingKept - context
      let dropped = hunk.suffix(spare)
      hunk.removeLast(spare)
      hunkOldCount -= spare
      hunkNewCount -= spare
      close()
      for entry in dropped.suffix(context) { recent.push(entry.line) }
    }
  }

  /// A line only the old side has.
  mutating func delete(_ line: some Collection<UInt8>, unterminated: Bool = false) {
    change(UInt8(ascii: "-"), line, unterminated, old: true)
    oldLine += 1
  }

  /// A line only the new side has.
  mutating func insert(_ line: some Collection<UInt8>, unterminated: Bool = false) {
    change(UInt8(ascii: "+"), line, unterminated, old: false)
    newLine += 1
  }

  /// Closes the last hunk; returns the diff (empty when nothing changed).
  mutating func finish() -> String {
    if !hunk.isEmpty {
      let spare = max(0, trailingKept - context)
      hunk.removeLast(spare)
      hunkOldCount -= spare
      hunkNewCount -= spare
      close()
    }
    return text
  }

  private mutating func change(
    _ prefix: UInt8, _ line: some Collection<UInt8>, _ unterminated: Bool, old: Bool
  ) {
    guard !isCut else { return }
    // The diff's length with this line: headers, this hunk's header and lines.
    let projected =
      writtenLines + (text.isEmpty ? 2 : 0) + 1 + hunk.count
      + (hunk.isEmpty ? recent.count : 0) + 1
    if projected > maximumLines {
      // The diff is as long as it may be: it ends with the hunk so far.
      isCut = true
      close()
      return
    }
    if hunk.isEmpty {
      let leading = recent.drain()
      hunkOldStart = oldLine - leading.count
      hunkNewStart = newLine - leading.count
      hunkOldCount = leading.count
      hunkNewCount = leading.count
      for line in leading { hunk.append((0x20, line, false)) }
    }
    let bytes = Array(line)
    hunk.append((prefix, bytes, unterminated))
    if old { hunkOldCount += 1 } else { hunkNewCount += 1 }
    trailingKept = 0
    changes.append(String(UnicodeScalar(prefix)) + Escape.field(bytes: bytes))
  }

  private mutating func close() {
    guard !hunk.isEmpty else { return }
    if text.isEmpty {
      text = header
      writtenLines = 2
    }
    // Where a side has no lines, diff -u names the line before the hunk.
    let oldStart = hunkOldCount == 0 ? hunkOldStart : hunkOldStart + 1
    let newStart = hunkNewCount == 0 ? hunkNewStart : hunkNewStart + 1
    text += "@@ -\(span(oldStart, hunkOldCount)) +\(span(newStart, hunkNewCount)) @@\n"
    for entry in hunk {
      text.unicodeScalars.append(UnicodeScalar(entry.prefix))
      text += Escape.field(bytes: entry.line)
      text += entry.unterminated ? "\n\\ No newline at end of file\n" : "\n"
    }
    writtenLines += 1 + hunk.count
    hunk.removeAll(keepingCapacity: true)
    trailingKept = 0
  }

  private func span(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start)" : "\(start),\(count)"
  }
}

/// The last few lines of a stream, copied into memory allocated once: keeping a line costs
/// a copy of its bytes, never an allocation.
final class LineRing {
  private let capacity: Int
  private var slots: [UnsafeMutableBufferPointer<UInt8>]
  private var lengths: [Int]
  private var next = 0
  /// How many lines it holds.
  private(set) var count = 0

  /// A ring of `capacity` lines.
  init(capacity: Int) {
    self.capacity = capacity
    slots = (0..<capacity).map { _ in .allocate(capacity: 64) }
    lengths = Array(repeating: 0, count: capacity)
  }

  deinit {
    for slot in slots { slot.deallocate() }
  }

  /// Keeps `line`, dropping the oldest when full.
  func push(_ line: some Collection<UInt8>) {
    guard capacity > 0 else { return }
    let length = line.count
    if slots[next].count < length {
      slots[next].deallocate()
      slots[next] = .allocate(capacity: max(length, slots[next].count * 2))
    }
    let copied = line.withContiguousStorageIfAvailable { source in
      guard let base = source.baseAddress, let target = slots[next].baseAddress else { return }
      target.update(from: base, count: length)
    }
    if copied == nil { _ = slots[next].initialize(fromContentsOf: Array(line)) }
    lengths[next] = length
    next = (next + 1) % capacity
    count = min(count + 1, capacity)
  }

  /// The lines kept, oldest first; the ring is empty afterwards.
  func drain() -> [[UInt8]] {
    var lines: [[UInt8]] = []
    for offset in 0..<count {
      let slot = (next - count + offset + capacity) % capacity
      lines.append(Array(slots[slot][0..<lengths[slot]]))
    }
    count = 0
    return lines
  }
}
