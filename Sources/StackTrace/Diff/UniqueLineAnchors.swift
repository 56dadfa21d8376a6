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
  static func append<Line: DiffHashable>(
    _ old: [Line], _ oldRange: Range<Int>, _ new: [Line], _ newRange: Range<Int>,
    to edits: inout [LineDiff.Edit]
  ) {
    var classes = LineClasses<Line>(capacity: oldRange.count + newRange.count)
    let oldIDs = oldRange.map { classes.id(of: old[$0]) }
    let newIDs = newRange.map { classes.id(of: new[$0]) }
    var shared = SharedLines(classCount: classes.count)
    var search = LineDiff.Search()
    // Pairs of kept lines, as indices into `oldIDs` and `newIDs`.
    var kept: [(Int, Int)] = []
    let whole = shared.lines(oldIDs, 0..<oldIDs.count, newIDs, 0..<newIDs.count)
    var script: [LineDiff.Edit] = []
    if search.exact(whole.old, whole.old.indices, whole.new, whole.new.indices, to: &script) {
      whole.keeps(in: script, to: &kept)
    } else {
      let anchors = uniqueAnchors(whole.old, whole.new, classCount: classes.count)
      var (oldCursor, newCursor) = (0, 0)
      for anchor in anchors + [(whole.old.count, whole.new.count)] {
        let gap = shared.lines(whole.old, oldCursor..<anchor.0, whole.new, newCursor..<anchor.1)
        script.removeAll(keepingCapacity: true)
        search.bounded(gap.old, gap.old.indices, gap.new, gap.new.indices, to: &script)
        gap.keeps(in: script, through: whole, to: &kept)
        if anchor.0 < whole.old.count {
          kept.append((whole.oldIndex[anchor.0], whole.newIndex[anchor.1]))
        }
        (oldCursor, newCursor) = (anchor.0 + 1, anchor.1 + 1)
      }
    }
    // Around the kept lines, every other line: deletions first, then insertions.
    var (oldCursor, newCursor) = (0, 0)
    for (oldIndex, newIndex) in kept + [(oldIDs.count, newIDs.count)] {
      edits += (oldCursor..<oldIndex).map { .delete(old: oldRange.lowerBound + $0) }
      edits += (newCursor..<newIndex).map { .insert(new: newRange.lowerBound + $0) }
      if oldIndex < oldIDs.count {
        edits.append(
          .keep(old: oldRange.lowerBound + oldIndex, new: newRange.lowerBound + newIndex))
      }
      (oldCursor, newCursor) = (oldIndex + 1, newIndex + 1)
    }
  }

  /// The longest sequence of lines unique on both sides that appear in the same order on
  /// both: (old index, new index) pairs, increasing in both.
  static func uniqueAnchors(_ old: [Int32], _ new: [Int32], classCount: Int) -> [(Int, Int)] {
    // 0: not seen, 1: seen once, 2: seen more.
    var oldSeen = [UInt8](repeating: 0, count: classCount)
    var newSeen = [UInt8](repeating: 0, count: classCount)
    var newIndex = [Int32](repeating: 0, count: classCount)
    for id in old { oldSeen[Int(id)] = min(oldSeen[Int(id)] + 1, 2) }
    for (index, id) in new.enumerated() {
      newSeen[Int(id)] = min(newSeen[Int(id)] + 1, 2)
      newIndex[Int(id)] = Int32(truncatingIfNeeded: index)
    }
    let pairs = old.indices.compactMap { index -> (Int, Int)? in
      let id = Int(old[index])
      return oldSeen[id] == 1 && newSeen[id] == 1 ? (index, Int(newIndex[id])) : nil
    }
    // Patience sorting: `tails[l]` ends the best increasing run of length l + 1 found so far.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: pairs.count)
    for (position, pair) in pairs.enumerated() {
      var (low, high) = (0, tails.count)
      while low < high {
        let middle = (low + high) / 2
        if pairs[tails[middle]].1 < pair.1 { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[position] = tails[low - 1] }
      if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var run: [(Int, Int)] = []
    var position = tails.last ?? -1
    while position >= 0 {
      run.append(pairs[position])
      position = previous[position]
    }
    return run.reversed()
  }
}

/// Numbers lines by class: equal lines get the same number, from 0 up.
struct LineClasses<Line: DiffHashable> {
  private var slots: [Int32]
  private var representatives: [Line] = []
  private let mask: Int

  /// Room for `capacity` distinct lines without growing.
  init(capacity: Int) {
    var size = 16
    while size < 2 * capacity { size *= 2 }
    slots = [Int32](repeating: -1, count: size)
    mask = size - 1
  }

  /// How many classes there are.
  var count: Int { representatives.count }

  /// The class of `line`, new if no equal line came before.
  mutating func id(of line: Line) -> Int32 {
    var slot = Int(truncatingIfNeeded: line.diffHash) & mask
    while true {
      let id = slots[slot]
      if id < 0 {
        slots[slot] = Int32(truncatingIfNeeded: representatives.count)
        representatives.append(line)
        return slots[slot]
      }
      if representatives[Int(id)] == line { return id }
      slot = (slot + 1) & mask
    }
  }
}

/// The lines of two ranges of class numbers whose class the other range has too: the only
/// lines a script can keep.
struct SharedLines {
  /// Lines of each side, by class number, and where each came from.
  struct Lines {
    var old: [Int32] = []
    var new: [Int32] = []
    var oldIndex: [Int] = []
    var newIndex: [Int] = []

    /// Appends the kept pairs of `script` (a script on these lines) as indices of the
    /// ranges these lines were taken from.
    func keeps(in script: [LineDiff.Edit], to kept: inout [(Int, Int)]) {
      for case .keep(let oldLine, let newLine) in script {
        kept.append((oldIndex[oldLine], newIndex[newLine]))
      }
    }

    /// `keeps(in:to:)` for lines taken from `outer`, as indices of what `outer` came from.
    func keeps(in script: [LineDiff.Edit], through outer: Lines, to kept: inout [(Int, Int)]) {
      for case .keep(let oldLine, let newLine) in script {
        kept.append((outer.oldIndex[oldIndex[oldLine]], outer.newIndex[newIndex[newLine]]))
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
      lines.old.append(old[index])
      lines.oldIndex.append(index)
    }
    for index in newRange where oldSeen[Int(new[index])] == calls {
      lines.new.append(new[index])
      lines.newIndex.append(index)
    }
    return lines
  }
}
