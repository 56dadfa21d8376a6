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
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    var edits: [Edit] = (0..<prefix).map { .keep(old: $0, new: $0) }
    edits += middle(old, new, from: prefix, oldEnd: old.count - suffix, newEnd: new.count - suffix)
    edits += (0..<suffix).map {
      .keep(old: old.count - suffix + $0, new: new.count - suffix + $0)
    }
    return edits
  }

  /// Myers' greedy algorithm on `old[start..<oldEnd]` and `new[start..<newEnd]`, keeping one
  /// frontier per edit distance to walk the path back.
  private static func middle<Line: Equatable>(
    _ old: [Line], _ new: [Line], from start: Int, oldEnd: Int, newEnd: Int
  ) -> [Edit] {
    let n = oldEnd - start
    let m = newEnd - start
    if n == 0 { return (0..<m).map { .insert(new: start + $0) } }
    if m == 0 { return (0..<n).map { .delete(old: start + $0) } }
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
        while x < n, y < m, old[start + x] == new[start + y] {
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
        edits.append(.keep(old: start + x, new: start + y))
      }
      if d > 0 {
        if x == previousX {
          edits.append(.insert(new: start + previousY))
        } else {
          edits.append(.delete(old: start + previousX))
        }
      }
      x = previousX
      y = previousY
    }
    return edits.reversed()
  }
}
