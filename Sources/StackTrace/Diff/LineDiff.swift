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

  /// The largest edit distance the exact search explores before it settles for the
  /// furthest point it reached; it bounds both time and memory (the saved frontiers hold
  /// about `budget²` numbers).
  static let budget = 1_024

  /// Myers' greedy algorithm on `old[oldStart..<oldEnd]` and `new[newStart..<newEnd]`.
  ///
  /// Each round searches from the current point for at most `budget` edits, saving the
  /// band of the frontier each edit distance reached, to walk the path back. If the end is
  /// out of reach, the round keeps the path to the furthest point reached and the next
  /// round starts there: the script stays correct, only no longer minimal, as GNU diff does
  /// when the exact answer is too expensive.
  private static func middle<Line: Equatable>(
    _ old: [Line], _ oldStart: Int, _ oldEnd: Int, _ new: [Line], _ newStart: Int, _ newEnd: Int
  ) -> [Edit] {
    var edits: [Edit] = []
    var oldStart = oldStart
    var newStart = newStart
    while true {
      let n = oldEnd - oldStart
      let m = newEnd - newStart
      if n == 0 {
        edits += (0..<m).map { .insert(new: newStart + $0) }
        return edits
      }
      if m == 0 {
        edits += (0..<n).map { .delete(old: oldStart + $0) }
        return edits
      }
      let round = search(old, oldStart, n, new, newStart, m)
      edits += round.edits
      if round.reachedEnd { return edits }
      oldStart += round.x
      newStart += round.y
    }
  }

  /// One bounded round of the search from (`oldStart`, `newStart`).
  private static func search<Line: Equatable>(
    _ old: [Line], _ oldStart: Int, _ n: Int, _ new: [Line], _ newStart: Int, _ m: Int
  ) -> (edits: [Edit], reachedEnd: Bool, x: Int, y: Int) {
    let limit = min(n + m, budget)
    let offset = limit + 1
    var frontier = [Int](repeating: 0, count: 2 * offset + 2)
    // bands[d] holds the frontier for diagonals -(d-1)...(d-1) as it stood before round d.
    var bands: [[Int]] = []
    var end: (x: Int, y: Int, d: Int)?
    search: for d in 0...limit {
      bands.append(d == 0 ? [] : Array(frontier[(offset - d + 1)...(offset + d - 1)]))
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
          end = (n, m, d)
          break search
        }
      }
    }
    let reachedEnd = end != nil
    if end == nil {
      // Out of budget: continue from the furthest point the last round reached.
      var best = (x: 0, y: 0)
      for k in stride(from: -limit, through: limit, by: 2) {
        let x = frontier[offset + k]
        let y = x - k
        if x <= n, y >= 0, y <= m, x + y > best.x + best.y { best = (x, y) }
      }
      end = (best.x, best.y, limit)
    }
    guard let (endX, endY, endD) = end else { return ([], true, n, m) }
    var edits: [Edit] = []
    var x = endX
    var y = endY
    for d in stride(from: endD, through: 0, by: -1) {
      let band = bands[d]
      func saved(_ k: Int) -> Int { band[k + d - 1] }
      let k = x - y
      let previousK: Int
      if d == 0 {
        previousK = 0
      } else if k == -d || (k != d && saved(k - 1) < saved(k + 1)) {
        previousK = k + 1
      } else {
        previousK = k - 1
      }
      let previousX = d == 0 ? 0 : saved(previousK)
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
    return (edits.reversed(), reachedEnd, endX, endY)
  }
}
