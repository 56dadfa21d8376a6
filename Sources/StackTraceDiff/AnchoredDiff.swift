/// A line diff anchored on statement boundaries: both texts are cut into segments at their
/// anchor lines (the trace's `# STATEMENT` headers), the segments are aligned first by their
/// anchors, and only then are lines compared within aligned segments.
///
/// A trace full of identical lines (`A viewWillAppear` a thousand times) still gives small,
/// step-aligned hunks: a line can only match a line of the same step. It is also fast: the
/// expensive line alignment runs within steps, never across a whole trace.
enum AnchoredDiff {
  /// The edits turning `old` into `new`; `isAnchor` tells which lines start a segment.
  static func edits<Line: DiffHashable>(
    _ old: [Line], _ new: [Line], isAnchor: (Line) -> Bool
  ) -> EditScript {
    let oldSegments = segments(of: old, isAnchor: isAnchor)
    let newSegments = segments(of: new, isAnchor: isAnchor)
    // Align segments by their first line: the anchor, or the first line of a preamble.
    let oldKeys = oldSegments.map {
      Key(line: old[$0.lowerBound], isPreamble: !isAnchor(old[$0.lowerBound]))
    }
    let newKeys = newSegments.map {
      Key(line: new[$0.lowerBound], isPreamble: !isAnchor(new[$0.lowerBound]))
    }
    // Segments with the same header pair up; between them, runs of segments only one side
    // has. A run, and a pair whose lines differ, is diffed together with the segments on
    // both sides of it, so that a statement moved or doubled (a header among them), or a
    // pairing of two different statements with the same header (`# pop`), still lines up
    // line by line.
    var blocks: [(old: Range<Int>, new: Range<Int>, changed: Bool)] = []
    var oldCursor = 0
    var newCursor = 0
    func closeRun(before oldEnd: Int, _ newEnd: Int) {
      let oldStart = oldCursor < oldSegments.count ? oldSegments[oldCursor].lowerBound : old.count
      let newStart = newCursor < newSegments.count ? newSegments[newCursor].lowerBound : new.count
      if oldStart < oldEnd || newStart < newEnd {
        blocks.append((oldStart..<oldEnd, newStart..<newEnd, true))
      }
    }
    var keyEdits = EditScript()
    LineDiff.append(oldKeys, oldKeys.indices, newKeys, newKeys.indices, to: &keyEdits)
    for edit in keyEdits {
      guard case .keep(let oldIndex, let newIndex) = edit else { continue }
      closeRun(before: oldSegments[oldIndex].lowerBound, newSegments[newIndex].lowerBound)
      let (oldSegment, newSegment) = (oldSegments[oldIndex], newSegments[newIndex])
      blocks.append((oldSegment, newSegment, old[oldSegment] != new[newSegment]))
      oldCursor = oldIndex + 1
      newCursor = newIndex + 1
    }
    closeRun(before: old.count, new.count)
    var edits = EditScript()
    var index = 0
    while index < blocks.count {
      var (oldRange, newRange, _) = blocks[index]
      var end = index + 1
      // Join each changed run with the kept blocks around it.
      while end < blocks.count, blocks[end].changed || blocks[end - 1].changed {
        oldRange = oldRange.lowerBound..<blocks[end].old.upperBound
        newRange = newRange.lowerBound..<blocks[end].new.upperBound
        end += 1
      }
      LineDiff.append(old, oldRange, new, newRange, to: &edits)
      index = end
    }
    return edits
  }

  /// The segments of `lines`: each anchor starts one; lines before the first anchor form a
  /// preamble segment.
  static func segments<Line>(of lines: [Line], isAnchor: (Line) -> Bool) -> [Range<Int>] {
    var segments: [Range<Int>] = []
    var start = 0
    for index in lines.indices where index > start && isAnchor(lines[index]) {
      segments.append(start..<index)
      start = index
    }
    if start < lines.count { segments.append(start..<lines.count) }
    return segments
  }

  private struct Key<Line: DiffHashable>: DiffHashable {
    let line: Line
    let isPreamble: Bool

    var diffHash: UInt64 { isPreamble ? 0 : line.diffHash }

    static func == (lhs: Key, rhs: Key) -> Bool {
      // Preambles (lines before any anchor) align with each other whatever their first line.
      lhs.isPreamble && rhs.isPreamble || !lhs.isPreamble && !rhs.isPreamble && lhs.line == rhs.line
    }
  }

}
