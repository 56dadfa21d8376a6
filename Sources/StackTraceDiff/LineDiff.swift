/// The shortest edit script between two sequences of lines (Myers, "An O(ND) Difference
/// Algorithm and Its Variations", 1986), after trimming their common prefix and suffix.
///
/// Long texts go through `UniqueLineAnchors` first: lines found on one side only are edits
/// whatever the script and never enter the search. The exact search is bounded: when two
/// texts differ by more than `budget` edits (a block moved, a file rewritten), lines found
/// exactly once on each side anchor the texts in order, and the search runs again between
/// anchors.
package enum LineDiff {
  /// One step of an edit script.
  package enum Edit: Sendable, Equatable {
    /// A line both sides have: its index in the old and the new side.
    case keep(old: Int, new: Int)
    /// A line only the old side has.
    case delete(old: Int)
    /// A line only the new side has.
    case insert(new: Int)
  }

  /// The edits turning `old` into `new`, in order; deletions come before insertions where
  /// both are possible.
  package static func edits<Line: Hashable>(_ old: [Line], _ new: [Line]) -> [Edit] {
    var script = EditScript()
    let (oldLines, newLines) = (old.map { HashedValue($0) }, new.map { HashedValue($0) })
    append(oldLines, oldLines.indices, newLines, newLines.indices, to: &script)
    return Array(script)
  }

  /// Appends the edits turning `old[oldRange]` into `new[newRange]` to `script`, which has
  /// come to the start of both ranges.
  package static func append<Line: DiffHashable>(
    _ old: [Line], _ oldRange: Range<Int>, _ new: [Line], _ newRange: Range<Int>,
    to script: inout EditScript
  ) {
    var oldStart = oldRange.lowerBound
    var newStart = newRange.lowerBound
    while oldStart < oldRange.upperBound, newStart < newRange.upperBound,
      old[oldStart] == new[newStart]
    {
      oldStart += 1
      newStart += 1
    }
    script.append(.keep, count: oldStart - oldRange.lowerBound)
    var oldEnd = oldRange.upperBound
    var newEnd = newRange.upperBound
    while oldEnd > oldStart, newEnd > newStart, old[oldEnd - 1] == new[newEnd - 1] {
      oldEnd -= 1
      newEnd -= 1
    }
    // Short ranges are searched as they are; long ones are first numbered by class, which
    // drops the lines the other side lacks before any search.
    var search = Search()
    let middle = (old: oldStart..<oldEnd, new: newStart..<newEnd)
    if middle.old.count + middle.new.count > 4 * budget
      || !search.exact(old, middle.old, new, middle.new, to: &script)
    {
      UniqueLineAnchors.append(old, middle.old, new, middle.new, to: &script)
    }
    script.append(.keep, count: oldRange.upperBound - oldEnd)
  }

  /// The largest edit distance the exact search explores; it bounds both time and memory
  /// (the saved frontiers hold about `budget²` numbers).
  static let budget = 1_024

  /// Myers' greedy search, with room for its saved frontiers kept from one call to the next.
  struct Search {
    /// The frontier of each edit distance, band after band: band `d` (`d >= 1`) starts at
    /// `(d - 1)²` and holds diagonals `-(d - 1)...(d - 1)` as they stood before round `d`.
    private var bands: [Int] = []
    private var frontier: [Int] = []

    /// Appends the shortest script for `old[oldRange]` to `new[newRange]` and returns true,
    /// or returns false, appending nothing, when it is longer than `budget`.
    mutating func exact<Line: Equatable>(
      _ old: [Line], _ oldRange: Range<Int>, _ new: [Line], _ newRange: Range<Int>,
      to script: inout EditScript
    ) -> Bool {
      let (n, m) = (oldRange.count, newRange.count)
      if n == 0 || m == 0 {
        script.append(.delete, count: n)
        script.append(.insert, count: m)
        return true
      }
      guard let end = search(old, oldRange.lowerBound, n, new, newRange.lowerBound, m) else {
        return false
      }
      append(walkBack(from: end), to: &script)
      return true
    }

    /// Appends a script for `old[oldRange]` to `new[newRange]`: the shortest within
    /// `budget`, else, round after round, the path to the furthest point each round reached,
    /// as GNU diff does when the exact answer is too expensive.
    mutating func bounded<Line: Equatable>(
      _ old: [Line], _ oldRange: Range<Int>, _ new: [Line], _ newRange: Range<Int>,
      to script: inout EditScript
    ) {
      var (oldStart, newStart) = (oldRange.lowerBound, newRange.lowerBound)
      while true {
        let rest = (old: oldStart..<oldRange.upperBound, new: newStart..<newRange.upperBound)
        if exact(old, rest.old, new, rest.new, to: &script) { return }
        let (x, y) = furthest(n: rest.old.count, m: rest.new.count)
        append(walkBack(from: (x, y, LineDiff.budget)), to: &script)
        oldStart += x
        newStart += y
      }
    }

    /// Appends runs that `walkBack` found last first.
    private func append(_ backwards: [(EditScript.Kind, Int)], to script: inout EditScript) {
      for (kind, count) in backwards.reversed() { script.append(kind, count: count) }
    }

    /// Searches from the start of both ranges; the end point and its distance, if within
    /// `budget`.
    private mutating func search<Line: Equatable>(
      _ old: [Line], _ oldStart: Int, _ n: Int, _ new: [Line], _ newStart: Int, _ m: Int
    ) -> (x: Int, y: Int, d: Int)? {
      let limit = min(n + m, LineDiff.budget)
      let offset = LineDiff.budget + 1
      var frontier = [Int](repeating: 0, count: 2 * offset + 2)
      var bands = self.bands
      self.bands = []
      bands.removeAll(keepingCapacity: true)
      defer {
        self.bands = bands
        self.frontier = frontier
      }
      return old.withUnsafeBufferPointer { old in
        new.withUnsafeBufferPointer { new in
          frontier.withUnsafeMutableBufferPointer { frontier in
            for d in 0...limit {
              if d > 0 { bands += frontier[(offset - d + 1)...(offset + d - 1)] }
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
                if x >= n, y >= m { return (n, m, d) }
              }
            }
            return nil
          }
        }
      }
    }

    /// The point furthest along both texts that the last, unfinished search reached.
    private func furthest(n: Int, m: Int) -> (x: Int, y: Int) {
      let limit = LineDiff.budget
      let offset = limit + 1
      var best = (x: 0, y: 0)
      for k in stride(from: -limit, through: limit, by: 2) {
        let x = frontier[offset + k]
        let y = x - k
        if x <= n, y >= 0, y <= m, x + y > best.x + best.y { best = (x, y) }
      }
      return best
    }

    /// The path from the start to `end` that the saved bands record, as runs, last first.
    private func walkBack(from end: (x: Int, y: Int, d: Int)) -> [(EditScript.Kind, Int)] {
      var runs: [(EditScript.Kind, Int)] = []
      var (x, y) = (end.x, end.y)
      for d in stride(from: end.d, through: 0, by: -1) {
        let base = (d - 1) * (d - 1) + d - 1
        func saved(_ k: Int) -> Int { bands[base + k] }
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
        let diagonal = min(x - previousX, y - previousY)
        if diagonal > 0 {
          runs.append((.keep, diagonal))
          x -= diagonal
          y -= diagonal
        }
        if d > 0 { runs.append((x == previousX ? .insert : .delete, 1)) }
        x = previousX
        y = previousY
      }
      return runs
    }
  }
}

/// A line the differ can compare by a hash it computed once.
package protocol DiffHashable: Equatable {
  /// A hash of the line: equal lines have equal hashes.
  var diffHash: UInt64 { get }
}

/// Any hashable value as a line.
struct HashedValue<Value: Hashable>: DiffHashable {
  let value: Value
  let diffHash: UInt64

  init(_ value: Value) {
    self.value = value
    diffHash = UInt64(bitPattern: Int64(value.hashValue))
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}
