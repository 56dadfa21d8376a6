/// A unified diff as `diff -u` writes it: `---`/`+++` headers, `@@ -a,b +c,d @@` hunks with
/// context, ASCII `-`, `+` and space prefixes, and `\ No newline at end of file`; `patch`
/// and `git apply` read it. Lines are aligned by `AnchoredDiff` on the trace's statement
/// headers (lines starting with `#`).
public struct UnifiedDiff: Sendable {
  /// The lines of the old text, without their line ends.
  public let oldLines: [Substring]
  /// The lines of the new text.
  public let newLines: [Substring]
  /// Whether the old text ends with a newline.
  public let oldEndsWithNewline: Bool
  /// Whether the new text ends with a newline.
  public let newEndsWithNewline: Bool

  /// The edit script from the old lines to the new.
  public let edits: [LineDiff.Edit]

  /// Diffs two texts.
  public init(old: String, new: String) {
    (oldLines, oldEndsWithNewline) = UnifiedDiff.split(old)
    (newLines, newEndsWithNewline) = UnifiedDiff.split(new)
    if oldLines == newLines && oldEndsWithNewline == newEndsWithNewline {
      edits = oldLines.indices.map { .keep(old: $0, new: $0) }
      return
    }
    // A last line without a newline differs from the same line with one.
    var old = oldLines.map { Line(text: $0, isLast: false) }
    var new = newLines.map { Line(text: $0, isLast: false) }
    if !oldEndsWithNewline, !old.isEmpty { old[old.count - 1].isLast = true }
    if !newEndsWithNewline, !new.isEmpty { new[new.count - 1].isLast = true }
    edits = AnchoredDiff.edits(old, new) { $0.text.hasPrefix("#") }
  }

  /// Whether the two texts are identical.
  public var isEmpty: Bool {
    oldLines == newLines && oldEndsWithNewline == newEndsWithNewline
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
    var output = "--- \(oldName)\n+++ \(newName)\n"
    for hunk in UnifiedDiff.hunks(edits, context: context) {
      output += hunk.header(edits)
      for edit in edits[hunk.range] {
        switch edit {
        case .keep(let index, _): output += line(" ", oldLines, index, oldEndsWithNewline)
        case .delete(let index): output += line("-", oldLines, index, oldEndsWithNewline)
        case .insert(let index): output += line("+", newLines, index, newEndsWithNewline)
        }
      }
    }
    return output
  }

  private struct Line: Equatable {
    var text: Substring
    var isLast: Bool
  }

  private func line(_ prefix: String, _ lines: [Substring], _ index: Int, _ endsWithNewline: Bool)
    -> String
  {
    let unterminated = !endsWithNewline && index == lines.count - 1
    return prefix + lines[index] + (unterminated ? "\n\\ No newline at end of file\n" : "\n")
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

  private static func split(_ text: String) -> ([Substring], Bool) {
    guard !text.isEmpty else { return ([], true) }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let endsWithNewline = text.hasSuffix("\n")
    if endsWithNewline { lines.removeLast() }
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
