/// The differ's strategy for texts too different for the exact search: a block moved, a
/// file rewritten.
///
/// Lines are numbered by class (equal lines, one number). A line whose class is missing from
/// the other side is an edit whatever the script, so it never enters a search (GNU diff drops
/// such lines too). Lines found exactly once on each side are matched, and the longest run of
/// such matches in the same order on both sides anchors the texts, as patience diff does; the
/// rest is diffed between consecutive anchors. A moved block costs its own lines, deleted
/// in one place and inserted in the other, and two texts with nothing in common cost no search
/// at all.
enum UniqueLineAnchors {
  /// Appends the edits turning `old[oldRange]` into `new[newRange]`: the shortest script
  /// when, with the lines the other side lacks set aside, it is within `LineDiff.budget`;
  /// else one anchored on unique lines.
  package static func append<Line: DiffHashable>(
    _ old: [Line], _ oldRange: Range<Int>, _ new: [Line], _ newRange: Range<Int>,
    to edits: inout EditScript
  ) {
    var classes = LineClasses<Line>()
    var oldIDs = oldRange.map { classes.id(of: old[$0]) }
    var newIDs = newRange.map { classes.id(of: new[$0]) }
    let (oldCount, newCount) = (oldIDs.count, newIDs.count)
    var shared = SharedLines(classCount: classes.count)
    var search = LineDiff.Search()
    // Where the kept lines have come to, as indices into `oldIDs` and `newIDs`: each kept
    // pair adds the lines before it as deletions, then insertions, then itself.
    var (oldCursor, newCursor) = (0, 0)
    func keep(_ oldIndex: Int, _ newIndex: Int) {
      edits.append(.delete, count: oldIndex - oldCursor)
      edits.append(.insert, count: newIndex - newCursor)
      if oldIndex < oldCount { edits.append(.keep) }
      (oldCursor, newCursor) = (oldIndex + 1, newIndex + 1)
    }
    let whole = shared.lines(oldIDs, 0..<oldCount, newIDs, 0..<newCount)
    // From here on only the shared lines count: the classes of all lines can go.
    (oldIDs, newIDs) = ([], [])
    var script = EditScript()
    if search.exact(whole.old, whole.old.indices, whole.new, whole.new.indices, to: &script) {
      whole.forEachKeep(in: script, keep)
    } else {
      let anchors = uniqueAnchors(whole.old, whole.new, classCount: classes.count)
      var (oldAt, newAt) = (0, 0)
      for anchor in anchors + [(Int32(whole.old.count), Int32(whole.new.count))] {
        let (oldAnchor, newAnchor) = (Int(anchor.0), Int(anchor.1))
        script = EditScript()
        if anchors.isEmpty {
          // One gap, the whole: its lines are all shared already.
          search.bounded(whole.old, whole.old.indices, whole.new, whole.new.indices, to: &script)
          whole.forEachKeep(in: script, keep)
        } else {
          let gap = shared.lines(whole.old, oldAt..<oldAnchor, whole.new, newAt..<newAnchor)
          search.bounded(gap.old, gap.old.indices, gap.new, gap.new.indices, to: &script)
          gap.forEachKeep(in: script) { keep(whole.oldIndex($0), whole.newIndex($1)) }
        }
        if oldAnchor < whole.old.count {
          keep(whole.oldIndex(oldAnchor), whole.newIndex(newAnchor))
        }
        (oldAt, newAt) = (oldAnchor + 1, newAnchor + 1)
      }
    }
    // The lines after the last kept one.
    keep(oldCount, newCount)
  }

  /// The longest sequence of lines unique on both sides that appear in the same order on
  /// both: (old index, new index) pairs, increasing in both.
  static func uniqueAnchors(_ old: [Int32], _ new: [Int32], classCount: Int) -> [(Int32, Int32)] {
    // 0: not seen, 1: seen once, 2: seen more.
    var oldSeen = [UInt8](repeating: 0, count: classCount)
    var newSeen = [UInt8](repeating: 0, count: classCount)
    var newIndex = [Int32](repeating: 0, count: classCount)
    for id in old { oldSeen[Int(id)] = min(oldSeen[Int(id)] + 1, 2) }
    for (index, id) in new.enumerated() {
      newSeen[Int(id)] = min(newSeen[Int(id)] + 1, 2)
      newIndex[Int(id)] = Int32(truncatingIfNeeded: index)
    }
    let pairs = old.indices.compactMap { index -> (Int32, Int32)? in
      let id = Int(old[index])
      return oldSeen[id] == 1 && newSeen[id] == 1
        ? (Int32(truncatingIfNeeded: index), newIndex[id]) : nil
    }
    // Patience sorting: `tails[l]` ends the best increasing run of length l + 1 found so far.
    var tails: [Int32] = []
    var previous = [Int32](repeating: -1, count: pairs.count)
    for (position, pair) in pairs.enumerated() {
      var (low, high) = (0, tails.count)
      while low < high {
        let middle = (low + high) / 2
        if pairs[Int(tails[middle])].1 < pair.1 { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[position] = tails[low - 1] }
      let here = Int32(truncatingIfNeeded: position)
      if low == tails.count { tails.append(here) } else { tails[low] = here }
    }
    var run: [(Int32, Int32)] = []
    var position = Int(tails.last ?? -1)
    while position >= 0 {
      run.append(pairs[position])
      position = Int(previous[position])
    }
    return run.reversed()
  }
}

/// Numbers lines by class: equal lines get the same number, from 0 up. The table grows with
/// the classes found, not with the lines: a text of millions of lines that repeat costs
/// little.
struct LineClasses<Line: DiffHashable> {
  private var slots = [Int32](repeating: -1, count: 1_024)
  private var representatives: [Line] = []

  /// How many classes there are.
  var count: Int { representatives.count }

  /// The class of `line`, new if no equal line came before.
  mutating func id(of line: Line) -> Int32 {
    var slot = Int(truncatingIfNeeded: line.diffHash) & (slots.count - 1)
    while true {
      let id = slots[slot]
      if id < 0 {
        let new = Int32(truncatingIfNeeded: representatives.count)
        representatives.append(line)
        slots[slot] = new
        if representatives.count * 2 > slots.count { grow() }
        return new
      }
      if representatives[Int(id)] == line { return id }
      slot = (slot + 1) & (slots.count - 1)
    }
  }

  /// Twice the slots, every class placed again.
  private mutating func grow() {
    slots = [Int32](repeating: -1, count: slots.count * 2)
    let mask = slots.count - 1
    for (id, line) in representatives.enumerated() {
      var slot = Int(truncatingIfNeeded: line.diffHash) & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(truncatingIfNeeded: id)
    }
  }
}

/// The lines of two ranges of class numbers whose class the other range has too: the only
/// lines a script can keep.
struct SharedLines {
  /// Lines of each side, by class number, and where each came from.
  struct Lines {
    var old: [Int32] = []
    package var new: [Int32] = []
    private var oldIndices: [Int32] = []
    private var newIndices: [Int32] = []

    /// Where line `index` of the old side came from.
    func oldIndex(_ index: Int) -> Int { Int(oldIndices[index]) }
    /// Where line `index` of the new side came from.
    func newIndex(_ index: Int) -> Int { Int(newIndices[index]) }

    mutating func appendOld(_ id: Int32, from index: Int) {
      old.append(id)
      oldIndices.append(Int32(truncatingIfNeeded: index))
    }

    mutating func appendNew(_ id: Int32, from index: Int) {
      new.append(id)
      newIndices.append(Int32(truncatingIfNeeded: index))
    }

    /// Hands `body` each kept pair of `script` (a script on these lines), as indices of the
    /// ranges these lines were taken from, in order.
    func forEachKeep(in script: EditScript, _ body: (Int, Int) -> Void) {
      for case .keep(let oldLine, let newLine) in script {
        body(oldIndex(oldLine), newIndex(newLine))
      }
    }
  }

  /// The last call that saw each class, on each side.
  private var oldSeen: [Int32]
  private var newSeen: [Int32]
  private var calls: Int32 = 0

  init(classCount: Int) {
    oldSeen = [Int32](repeating: -1, count: classCount)
    newSeen = [Int32](repeating: -1, count: classCount)
  }

  /// The lines of `old[oldRange]` and `new[newRange]` whose class the other range has.
  mutating func lines(
    _ old: [Int32], _ oldRange: Range<Int>, _ new: [Int32], _ newRange: Range<Int>
  ) -> Lines {
    calls += 1
    for id in old[oldRange] { oldSeen[Int(id)] = calls }
    for id in new[newRange] { newSeen[Int(id)] = calls }
    var lines = Lines()
    for index in oldRange where newSeen[Int(old[index])] == calls {
      lines.appendOld(old[index], from: index)
    }
    for index in newRange where oldSeen[Int(new[index])] == calls {
      lines.appendNew(new[index], from: index)
    }
    return lines
  }
}
