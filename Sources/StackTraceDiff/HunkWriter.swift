import StackTraceIO

/// Turns a stream of edits (lines kept, deleted, inserted, in order) into unified diff text
/// as `diff -u` writes it, in memory that does not grow with the lines kept: only the last
/// `context` kept lines and the hunk being formed are held.
///
/// Each change gets `context` kept lines on either side; hunks closer than twice the context
/// merge. Lines are escaped for printing (`Escape`), so a golden's bytes cannot drive a
/// terminal or a CI log. Past `maximumLines` lines of diff, or `maximumBytes` bytes, the
/// writer stops (`isCut`): the text so far is still a diff that `patch` applies.
struct HunkWriter {
  /// The lines of context around each change.
  let context: Int
  /// The most lines of diff written (headers, hunk headers and lines); past it, the diff is
  /// cut.
  let maximumLines: Int
  /// The most bytes of diff kept (a golden's lines may be long); past it, the diff is cut.
  let maximumBytes: Int
  /// Whether the diff was cut.
  private(set) var isCut = false
  /// The changed lines alone (`-` and `+`, no context, no positions), in order: to tell
  /// failures that changed the same way; kept only when asked for.
  private(set) var changes: [String] = []
  private let keepsChanges: Bool
  /// How many lines of the diff were written.
  private(set) var writtenLines = 0

  private let header: String
  /// The diff so far, as UTF-8.
  private var text: [UInt8] = []
  private var oldLine = 0
  private var newLine = 0
  /// The last `context` kept lines, a ring whose slots keep their memory.
  private var recent: [[UInt8]]
  private var recentNext = 0
  private var recentCount = 0
  /// The hunk being formed, its lines rendered (prefix, escaped text, line end), and where
  /// each ends.
  private var body: [UInt8] = []
  private var lineEnds: [Int] = []
  private var hunkOldStart = 0
  private var hunkNewStart = 0
  private var hunkOldCount = 0
  private var hunkNewCount = 0
  /// Kept lines at the end of the hunk since its last change.
  private var trailingKept = 0

  /// A writer for a diff from `oldName` to `newName` (both already safe to print).
  init(
    oldName: String, newName: String, context: Int, maximumLines: Int = .max,
    maximumBytes: Int = .max, keepsChanges: Bool = false
  ) {
    self.context = context
    self.keepsChanges = keepsChanges
    self.maximumLines = maximumLines
    self.maximumBytes = maximumBytes
    header = "--- \(oldName)\n+++ \(newName)\n"
    recent = Array(repeating: [], count: context)
  }

  /// A line both sides have.
  mutating func keep(_ line: UnsafeBufferPointer<UInt8>, unterminated: Bool = false) {
    oldLine += 1
    newLine += 1
    guard !isCut else { return }
    guard !lineEnds.isEmpty else {
      remember(line)
      return
    }
    append(0x20, line, unterminated)
    hunkOldCount += 1
    hunkNewCount += 1
    trailingKept += 1
    if trailingKept > 2 * context {
      // Too far from the last change for the next one to share this hunk: keep `context`
      // lines of it here; the last `context` lines may lead the next hunk.
      let spare = trailingKept - context
      let cut = lineEnds[lineEnds.count - spare - 1]
      let dropped = Array(body[cut...])
      let droppedEnds = lineEnds.suffix(spare).map { $0 - cut }
      body.removeSubrange(cut...)
      lineEnds.removeLast(spare)
      hunkOldCount -= spare
      hunkNewCount -= spare
      close()
      // Each dropped line is ` TEXT\n`: the text of the last `context` leads the next hunk,
      // if one comes (escaped already, which escaping again leaves as it is).
      var start = 0
      for (index, end) in droppedEnds.enumerated() {
        if index >= droppedEnds.count - context {
          dropped[(start + 1)..<(end - 1)].withUnsafeBufferPointer { remember($0) }
        }
        start = end
      }
    }
  }

  /// A run of `count` lines both sides have, line `index` of the run given by `line` (which
  /// is asked only for the lines a hunk may show: a long run costs its first and last few).
  mutating func keep(
    run count: Int, line: (Int) -> UnsafeBufferPointer<UInt8>, unterminated: (Int) -> Bool
  ) {
    var index = 0
    // Lines that may still join the hunk being formed.
    while index < count, !lineEnds.isEmpty {
      keep(line(index), unterminated: unterminated(index))
      index += 1
    }
    // Then only the last `context` can lead a hunk.
    let skipped = max(0, count - context - index)
    oldLine += skipped
    newLine += skipped
    index += skipped
    while index < count {
      keep(line(index), unterminated: unterminated(index))
      index += 1
    }
  }

  /// A line only the old side has.
  mutating func delete(_ line: UnsafeBufferPointer<UInt8>, unterminated: Bool = false) {
    change(UInt8(ascii: "-"), line, unterminated, old: true)
    oldLine += 1
  }

  /// A line only the new side has.
  mutating func insert(_ line: UnsafeBufferPointer<UInt8>, unterminated: Bool = false) {
    change(UInt8(ascii: "+"), line, unterminated, old: false)
    newLine += 1
  }

  /// Closes the last hunk; returns the diff (empty when nothing changed).
  mutating func finish() -> String {
    if !lineEnds.isEmpty {
      let spare = max(0, trailingKept - context)
      if spare > 0 {
        body.removeSubrange(lineEnds[lineEnds.count - spare - 1]...)
        lineEnds.removeLast(spare)
      }
      hunkOldCount -= spare
      hunkNewCount -= spare
      close()
    }
    return String(decoding: text, as: UTF8.self)
  }

  private mutating func change(
    _ prefix: UInt8, _ line: UnsafeBufferPointer<UInt8>, _ unterminated: Bool, old: Bool
  ) {
    guard !isCut else { return }
    // The diff's length with this line: headers, this hunk's header and lines.
    let projected =
      writtenLines + (text.isEmpty ? 2 : 0) + 1 + lineEnds.count
      + (lineEnds.isEmpty ? recentCount : 0) + 1
    // Its size with this line, escaped (at most four bytes a byte), at a guess from above.
    let bytes = text.count + body.count + 4 * line.count + 64
    if projected > maximumLines || bytes > maximumBytes {
      // The diff is as long as it may be: it ends with the hunk so far.
      isCut = true
      close()
      return
    }
    if lineEnds.isEmpty {
      hunkOldStart = oldLine - recentCount
      hunkNewStart = newLine - recentCount
      hunkOldCount = recentCount
      hunkNewCount = recentCount
      for offset in 0..<recentCount {
        let slot = (recentNext - recentCount + offset + context) % context
        recent[slot].withUnsafeBufferPointer { _ = append(0x20, $0, false) }
      }
      recentCount = 0
    }
    let rendered = append(prefix, line, unterminated)
    if old { hunkOldCount += 1 } else { hunkNewCount += 1 }
    trailingKept = 0
    if keepsChanges { changes.append(String(decoding: body[rendered], as: UTF8.self)) }
  }

  /// Renders a line of the hunk: its prefix, its escaped text, its line end; returns where
  /// the prefix and text are in `body`.
  @discardableResult
  private mutating func append(
    _ prefix: UInt8, _ line: UnsafeBufferPointer<UInt8>, _ unterminated: Bool
  ) -> Range<Int> {
    let start = body.count
    Self.appendLine(prefix, line, unterminated: unterminated, to: &body)
    lineEnds.append(body.count)
    return start..<(body.count - 1 - (unterminated ? Self.noNewline.count : 0))
  }

  /// `diff -u`'s mark under a last line without a newline.
  static let noNewline = Array("\\ No newline at end of file\n".utf8)

  /// A line of a hunk as `diff -u` writes it: its prefix (` `, `-`, `+`), its text escaped
  /// for printing, its line end, and the mark of a missing final newline.
  static func appendLine(
    _ prefix: UInt8, _ line: UnsafeBufferPointer<UInt8>, unterminated: Bool,
    to output: inout [UInt8]
  ) {
    output.append(prefix)
    Escape.append(line, to: &output)
    output.append(0x0A)
    if unterminated { output += noNewline }
  }

  /// A hunk's header: `@@ -a,b +c,d @@`, from where each side starts (0-based) and how many
  /// lines it has; a side with none names the line before, as `diff -u` does.
  static func header(oldStart: Int, oldCount: Int, newStart: Int, newCount: Int) -> [UInt8] {
    func span(_ start: Int, _ count: Int) -> String {
      let first = count == 0 ? start : start + 1
      return count == 1 ? "\(first)" : "\(first),\(count)"
    }
    return Array("@@ -\(span(oldStart, oldCount)) +\(span(newStart, newCount)) @@\n".utf8)
  }

  private mutating func remember(_ line: UnsafeBufferPointer<UInt8>) {
    guard context > 0 else { return }
    recent[recentNext].removeAll(keepingCapacity: true)
    recent[recentNext].append(contentsOf: line)
    recentNext = (recentNext + 1) % context
    recentCount = min(recentCount + 1, context)
  }

  private mutating func close() {
    guard !lineEnds.isEmpty else { return }
    if text.isEmpty {
      text = Array(header.utf8)
      writtenLines = 2
    }
    text += Self.header(
      oldStart: hunkOldStart, oldCount: hunkOldCount, newStart: hunkNewStart,
      newCount: hunkNewCount)
    text += body
    writtenLines += 1 + lineEnds.count
    body.removeAll(keepingCapacity: true)
    lineEnds.removeAll(keepingCapacity: true)
    trailingKept = 0
  }

}
