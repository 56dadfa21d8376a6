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

  /// Whether every line deleted or inserted is one of `lines` (every change a statement
  /// header, say): then the other lines of both texts are the same, in the same order.
  /// True when the texts are identical.
  func changesOnly(where lines: (DiffLine) -> Bool) -> Bool {
    edits.allSatisfy { edit in
      switch edit {
      case .keep: true
      case .delete(let index): lines(old.lines[index])
      case .insert(let index): lines(new.lines[index])
      }
    }
  }

  /// The first edit that is not a kept line, if any.
  public var firstChange: LineDiff.Edit? {
    edits.first { $0.isChange }
  }

  /// The diff text, or the empty string when the texts are identical; lines are escaped
  /// for printing (`Escape`).
  ///
  /// - Parameters:
  ///   - oldName: the name after `--- `.
  ///   - newName: the name after `+++ `.
  ///   - context: lines of context around each change.
  public func render(oldName: String, newName: String, context: Int = 3) -> String {
    guard !isEmpty else { return "" }
    var writer = HunkWriter(oldName: oldName, newName: newName, context: context)
    var index = 0
    while index < edits.count {
      switch edits[index] {
      case .keep(let first, _):
        var end = index + 1
        while end < edits.count, case .keep = edits[end] { end += 1 }
        writer.keep(
          run: end - index, line: { old.lines[first + $0].bytes },
          unterminated: { isLast(old, first + $0) })
        index = end
        continue
      case .delete(let line):
        writer.delete(old.lines[line].bytes, unterminated: isLast(old, line))
      case .insert(let line):
        writer.insert(new.lines[line].bytes, unterminated: isLast(new, line))
      }
      index += 1
    }
    return writer.finish()
  }

  /// Whether line `index` of `text` is its last and lacks a line end.
  private func isLast(_ text: LineText, _ index: Int) -> Bool {
    !text.endsWithNewline && index == text.lines.count - 1
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
