/// An edit script as runs: so many lines kept, deleted or inserted, in order, from a start
/// on each side. Positions are implicit (a kept line moves both sides on, a deleted one the
/// old side, an inserted one the new side), so a run of kept lines costs four bytes however
/// long it is: a script between two texts of millions of lines that differ in a few places
/// is a few hundred bytes.
package struct EditScript: Sendable, Equatable, Sequence {
  /// What a run does.
  package enum Kind: UInt32, Sendable {
    case keep = 0
    case delete = 1
    case insert = 2
  }

  /// Each run: its kind in the top two bits, its length in the others.
  private var runs: [UInt32] = []
  /// Where the script starts on the old side.
  package let oldStart: Int
  /// Where the script starts on the new side.
  package let newStart: Int
  /// Where it has come to on each side.
  package private(set) var oldEnd: Int
  package private(set) var newEnd: Int

  private static let longestRun = Int(UInt32.max >> 2)

  /// An empty script from `oldStart` and `newStart`.
  package init(oldStart: Int = 0, newStart: Int = 0) {
    self.oldStart = oldStart
    self.newStart = newStart
    oldEnd = oldStart
    newEnd = newStart
  }

  /// Adds `count` lines of `kind` (merged into the last run when it is of the same kind).
  package mutating func append(_ kind: Kind, count: Int = 1) {
    guard count > 0 else { return }
    switch kind {
    case .keep:
      oldEnd += count
      newEnd += count
    case .delete: oldEnd += count
    case .insert: newEnd += count
    }
    var left = count
    if let last = runs.last, last >> 30 == kind.rawValue {
      let room = Swift.min(left, Self.longestRun - Int(last & (UInt32.max >> 2)))
      runs[runs.count - 1] = last + UInt32(room)
      left -= room
    }
    while left > 0 {
      let part = Swift.min(left, Self.longestRun)
      runs.append(kind.rawValue << 30 | UInt32(part))
      left -= part
    }
  }

  /// Adds one edit; its positions must be where the script has come to.
  package mutating func append(_ edit: LineDiff.Edit) {
    switch edit {
    case .keep(let old, let new):
      assert(old == oldEnd && new == newEnd, "a kept line out of order")
      append(.keep)
    case .delete(let old):
      assert(old == oldEnd, "a deleted line out of order")
      append(.delete)
    case .insert(let new):
      assert(new == newEnd, "an inserted line out of order")
      append(.insert)
    }
  }

  /// Adds the runs of `other`, which starts where this script has come to.
  package mutating func append(contentsOf other: EditScript) {
    assert(other.oldStart == oldEnd && other.newStart == newEnd, "a script out of order")
    for (kind, count) in other.runList { append(kind, count: count) }
  }

  /// The runs, in order: each kind and length.
  package var runList: [(kind: Kind, count: Int)] {
    runs.map { (Kind(rawValue: $0 >> 30) ?? .keep, Int($0 & (UInt32.max >> 2))) }
  }

  /// How many runs there are.
  package var runCount: Int { runs.count }

  /// Whether every line is kept.
  package var keepsEverything: Bool { runs.allSatisfy { $0 >> 30 == Kind.keep.rawValue } }

  /// The edits one by one, with their positions.
  package func makeIterator() -> Iterator {
    Iterator(runs: runs, old: oldStart, new: newStart)
  }

  /// The edits one by one.
  package struct Iterator: IteratorProtocol {
    fileprivate let runs: [UInt32]
    fileprivate var old: Int
    fileprivate var new: Int
    private var run = 0
    private var left = 0

    fileprivate init(runs: [UInt32], old: Int, new: Int) {
      self.runs = runs
      self.old = old
      self.new = new
    }

    package mutating func next() -> LineDiff.Edit? {
      while left == 0 {
        guard run < runs.count else { return nil }
        left = Int(runs[run] & (UInt32.max >> 2))
        run += 1
      }
      left -= 1
      switch runs[run - 1] >> 30 {
      case Kind.keep.rawValue:
        defer { (old, new) = (old + 1, new + 1) }
        return .keep(old: old, new: new)
      case Kind.delete.rawValue:
        defer { old += 1 }
        return .delete(old: old)
      default:
        defer { new += 1 }
        return .insert(new: new)
      }
    }
  }
}
