/// A line diff anchored on statement boundaries: both texts are cut into segments at their
/// anchor lines (the trace's `# STATEMENT` headers), the segments are aligned first by their
/// anchors, and only then are lines compared within aligned segments.
///
/// A trace full of identical lines (`A viewWillAppear` a thousand times) still gives small,
/// step-aligned hunks: a line can only match a line of the same step. It is also fast: the
/// expensive line alignment runs within steps, never across a whole trace.
public enum AnchoredDiff {
  /// The edits turning `old` into `new`; `isAnchor` tells which lines start a segment.
  public static func edits<Line: Equatable>(
    _ old: [Line], _ new: [Line], isAnchor: (Line) -> Bool
  ) -> [LineDiff.Edit] {
    let oldSegments = segments(of: old, isAnchor: isAnchor)
    let newSegments = segments(of: new, isAnchor: isAnchor)
    // Align segments by their first line: the anchor, or the first line of a preamble.
    let oldKeys = oldSegments.map {
      Key(line: old[$0.lowerBound], isPreamble: !isAnchor(old[$0.lowerBound]))
    }
    let newKeys = newSegments.map {
      Key(line: new[$0.lowerBound], isPreamble: !isAnchor(new[$0.lowerBound]))
    }
    var edits: [LineDiff.Edit] = []
    edits.reserveCapacity(max(old.count, new.count))
    var pendingOld: Range<Int>?
    var pendingNew: Range<Int>?
    func flush() {
      let oldRange = pendingOld ?? (edits.lastOldEnd..<edits.lastOldEnd)
      let newRange = pendingNew ?? (edits.lastNewEnd..<edits.lastNewEnd)
      if !oldRange.isEmpty || !newRange.isEmpty {
        LineDiff.append(old, oldRange, new, newRange, to: &edits)
      }
      pendingOld = nil
      pendingNew = nil
    }
    for edit in LineDiff.edits(oldKeys, newKeys) {
      switch edit {
      case .keep(let oldIndex, let newIndex):
        flush()
        LineDiff.append(old, oldSegments[oldIndex], new, newSegments[newIndex], to: &edits)
      case .delete(let oldIndex):
        pendingOld = merge(pendingOld, oldSegments[oldIndex])
      case .insert(let newIndex):
        pendingNew = merge(pendingNew, newSegments[newIndex])
      }
    }
    flush()
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

  private struct Key<Line: Equatable>: Equatable {
    let line: Line
    let isPreamble: Bool

    static func == (lhs: Key, rhs: Key) -> Bool {
      // Preambles (lines before any anchor) align with each other whatever their first line.
      lhs.isPreamble && rhs.isPreamble || !lhs.isPreamble && !rhs.isPreamble && lhs.line == rhs.line
    }
  }

  private static func merge(_ range: Range<Int>?, _ next: Range<Int>) -> Range<Int> {
    guard let range else { return next }
    return range.lowerBound..<next.upperBound
  }
}

extension [LineDiff.Edit] {
  /// The old-side index after the last edit.
  var lastOldEnd: Int {
    for edit in reversed() {
      switch edit {
      case .keep(let old, _), .delete(let old): return old + 1
      case .insert: continue
      }
    }
    return 0
  }

  /// The new-side index after the last edit.
  var lastNewEnd: Int {
    for edit in reversed() {
      switch edit {
      case .keep(_, let new), .insert(let new): return new + 1
      case .delete: continue
      }
    }
    return 0
  }
}
