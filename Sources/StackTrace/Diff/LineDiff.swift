/// The shortest edit script between two sequences of lines (Myers, "An O(ND) Difference
/// Algorithm and Its Variations", 1986), after trimming their common prefix and suffix.
public enum LineDiff {
  /// One step of an edit script.
  public enum Edit: Sendable, Equatable {
    /// A line both sides have: its index in the old and the new side.
    case keep(old: Int, new: Int)
    /// A line only the old side has.
    case delete(old: Int)
    /// A line only the new side has.
    case insert(new: Int)
  }

  /// The edits turning `old` into `new`, in order; deletions come before insertions where
  /// both are possible.
  public static func edits<Line: Equatable>(_ old: [Line], _ new: [Line]) -> [Edit] {
    var edits: [Edit] = []
    append(old, old.indices, new, new.indices, to: &edits)
    return edits
  }

  /// Appends the edits turning `old[oldRange]` into `new[newRange]`, with indices into the
  /// whole arrays.
  static func append<Line: Equatable>(
    _ old: [Line], _ oldRange: Range<Int>, _ new: [Line], _ newRange: Range<Int>,
    to edits: inout [Edit]
  ) {
    var oldStart = oldRange.lowerBound
    var newStart = newRange.lowerBound
    while oldStart < oldRange.upperBound, newStart < newRange.upperBound,
      old[oldStart] == new[newStart]
    {
      edits.append(.keep(old: oldStart, new: newStart))
      oldStart += 1
      newStart += 1
    }
    var oldEnd = oldRange.upperBound
    var newEnd = newRange.upperBound
    while oldEnd > oldStart, newEnd > newStart, old[oldEnd - 1] == new[newEnd - 1] {
      oldEnd -= 1
      newEnd -= 1
    }
    edits += middle(old, oldStart, oldEnd, new, newStart, newEnd)
    for offset in 0..<(oldRange.upperBound - oldEnd) {
      edits.append(.keep(old: oldEnd + offset, new: newEnd + offset))
    }
  }

  /// Myers' greedy algorithm on `old[oldStart..<oldEnd]` and `new[newStart..<newEnd]`,
  /// keeping one frontier per edit distance to walk the path back.
  private static func middle<Line: Equatable>(
    _ old: [Line], _ oldStart: Int, _ oldEnd: Int, _ new: [Line], _ newStart: Int, _ newEnd: Int
  ) -> [Edit] {
    let n = oldEnd - oldStart
    let m = newEnd - newStart
    if n == 0 { return (0..<m).map { .insert(new: newStart + $0) } }
    if m == 0 { return (0..<n).map { .delete(old: oldStart + $0) } }
    let offset = n + m
    var frontier = [Int](repeating: 0, count: 2 * offset + 2)
    var history: [[Int]] = []
    var found = false
    for d in 0...offset {
      history.append(frontier)
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) {
          x = frontier[offset + k + 1]
        } else {
          x = frontier[offset + k - 1] + 1
        }
        var y = x - k
        while x < n, y < m, old[oldStart + x] == new[newStart + y] {
          x += 1
          y += 1
        }
        frontier[offset + k] = x
        if x >= n, y >= m {
          found = true
          break
        }
      }
      if found { break }
    }
    // Walk back from (n, m) through the saved frontiers.
    var edits: [Edit] = []
    var x = n
    var y = m
    for d in stride(from: history.count - 1, through: 0, by: -1) {
      let saved = history[d]
      let k = x - y
      let previousK: Int
      if d == 0 {
        previousK = 0
      } else if k == -d || (k != d && saved[offset + k - 1] < saved[offset + k + 1]) {
        previousK = k + 1
      } else {
        previousK = k - 1
      }
      let previousX = d == 0 ? 0 : saved[offset + previousK]
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        edits.append(.keep(old: oldStart + x, new: newStart + y))
      }
      if d > 0 {
        if x == previousX {
          edits.append(.insert(new: newStart + previousY))
        } else {
          edits.append(.delete(old: oldStart + previousX))
        }
      }
      x = previousX
      y = previousY
    }
    return edits.reversed()
  }
}
