/// A unified diff as `diff -u` writes it: `---`/`+++` headers, `@@ -a,b +c,d @@` hunks with
/// context, ASCII `-`, `+` and space prefixes, and `\ No newline at end of file`; `patch`
/// and `git apply` read it. Lines are aligned by `AnchoredDiff` on the trace's statement
/// headers (lines starting with `#`).
public struct UnifiedDiff: Sendable {
  private let old: LineText
  private let new: LineText

  /// The edit script from the old lines to the new.
  public let edits: [LineDiff.Edit]

  /// Diffs two texts.
  public init(old: String, new: String) {
    self.init(old: LineText(old), new: LineText(new))
  }

  /// Diffs two texts given as UTF-8 bytes.
  public init(oldBytes: [UInt8], newBytes: [UInt8]) {
    self.init(old: LineText(oldBytes), new: LineText(newBytes))
  }

  init(old: LineText, new: LineText) {
    self.old = old
    self.new = new
    if old.lines == new.lines {
      edits = old.lines.indices.map { .keep(old: $0, new: $0) }
      return
    }
    edits = AnchoredDiff.edits(old.lines, new.lines, isAnchor: \.isAnchor)
  }

  /// The lines of the old text, without their line ends.
  public var oldLines: [Substring] { old.lines.indices.map(old.text) }
  /// The lines of the new text.
  public var newLines: [Substring] { new.lines.indices.map(new.text) }
  /// Whether the old text ends with a newline.
  public var oldEndsWithNewline: Bool { old.endsWithNewline }
  /// Whether the new text ends with a newline.
  public var newEndsWithNewline: Bool { new.endsWithNewline }

  /// Line `index` of the old text.
  public func oldLine(_ index: Int) -> Substring { old.text(index) }
  /// Line `index` of the new text.
  public func newLine(_ index: Int) -> Substring { new.text(index) }
  /// How many lines the old text has.
  public var oldLineCount: Int { old.lines.count }
  /// How many lines the new text has.
  public var newLineCount: Int { new.lines.count }

  /// Whether the two texts are identical.
  public var isEmpty: Bool {
    !edits.contains { $0.isChange }
  }

  /// The first edit that is not a kept line, if any.
  public var firstChange: LineDiff.Edit? {
    edits.first { $0.isChange }
  }

  /// The diff text, or the empty string when the texts are identical.
  ///
  /// - Parameters:
  ///   - oldName: the name after `--- `.
  ///   - newName: the name after `+++ `.
  ///   - context: lines of context around each change.
  public func render(oldName: String, newName: String, context: Int = 3) -> String {
    guard !isEmpty else { return "" }
    let sink = ByteSink()
    render(oldName: oldName, newName: newName, context: context, to: sink)
    return sink.text
  }

  /// Writes the diff to `sink` (nothing when the texts are identical).
  public func render(oldName: String, newName: String, context: Int = 3, to sink: ByteSink) {
    guard !isEmpty else { return }
    sink.write("--- \(oldName)\n+++ \(newName)\n")
    for hunk in UnifiedDiff.hunks(edits, context: context) {
      sink.write(hunk.header(edits))
      for edit in edits[hunk.range] {
        switch edit {
        case .keep(let index, _): line(UInt8(ascii: " "), old, index, sink)
        case .delete(let index): line(UInt8(ascii: "-"), old, index, sink)
        case .insert(let index): line(UInt8(ascii: "+"), new, index, sink)
        }
      }
    }
  }

  private func line(_ prefix: UInt8, _ text: LineText, _ index: Int, _ sink: ByteSink) {
    sink.write(byte: prefix)
    sink.write(bytes: text.lines[index].bytes)
    let unterminated = !text.endsWithNewline && index == text.lines.count - 1
    sink.write(unterminated ? "\n\\ No newline at end of file\n" : "\n")
  }

  /// A run of edits shown together: changes with up to `context` kept lines around them.
  struct Hunk {
    var range: Range<Int>

    func header(_ edits: [LineDiff.Edit]) -> String {
      var oldStart: Int?
      var newStart: Int?
      var oldCount = 0
      var newCount = 0
      for edit in edits[range] {
        switch edit {
        case .keep(let old, let new):
          oldStart = oldStart ?? old
          newStart = newStart ?? new
          oldCount += 1
          newCount += 1
        case .delete(let old):
          oldStart = oldStart ?? old
          oldCount += 1
        case .insert(let new):
          newStart = newStart ?? new
          newCount += 1
        }
      }
      // Where a side has no lines, diff -u names the line before the hunk.
      let before = edits[..<range.lowerBound]
      let oldAnchor = oldStart.map { $0 + 1 } ?? before.reduce(0) { $1.isOld ? $0 + 1 : $0 }
      let newAnchor = newStart.map { $0 + 1 } ?? before.reduce(0) { $1.isNew ? $0 + 1 : $0 }
      return "@@ -\(span(oldAnchor, oldCount)) +\(span(newAnchor, newCount)) @@\n"
    }

    private func span(_ start: Int, _ count: Int) -> String {
      count == 1 ? "\(start)" : "\(start),\(count)"
    }
  }

  /// Groups edits into hunks: each change with `context` kept lines on either side, hunks
  /// closer than twice the context merged.
  static func hunks(_ edits: [LineDiff.Edit], context: Int) -> [Hunk] {
    var hunks: [Hunk] = []
    var index = 0
    while index < edits.count {
      guard edits[index].isChange else {
        index += 1
        continue
      }
      let start = max(0, index - context)
      var end = index
      var keptRun = 0
      var cursor = index
      while cursor < edits.count {
        if edits[cursor].isChange {
          keptRun = 0
          end = cursor + 1
        } else {
          keptRun += 1
          if keptRun > 2 * context { break }
        }
        cursor += 1
      }
      let stop = min(edits.count, end + context)
      if let last = hunks.last, last.range.upperBound >= start {
        hunks[hunks.count - 1].range = last.range.lowerBound..<stop
      } else {
        hunks.append(Hunk(range: start..<stop))
      }
      index = stop
    }
    return hunks
  }

  /// The lines of `text` without their line ends, and whether its last line has one; cut
  /// on bytes, since a newline is one byte in UTF-8.
  static func split(_ text: String) -> ([Substring], Bool) {
    guard !text.isEmpty else { return ([], true) }
    var lines: [Substring] = []
    let utf8 = text.utf8
    var start = utf8.startIndex
    var index = start
    while index != utf8.endIndex {
      if utf8[index] == 0x0A {
        lines.append(Substring(utf8[start..<index]))
        start = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    let endsWithNewline = start == utf8.endIndex
    if !endsWithNewline { lines.append(Substring(utf8[start...])) }
    return (lines, endsWithNewline)
  }
}

extension LineDiff.Edit {
  var isChange: Bool {
    if case .keep = self { return false }
    return true
  }
  var isOld: Bool {
    if case .insert = self { return false }
    return true
  }
  var isNew: Bool {
    if case .delete = self { return false }
    return true
  }
}
