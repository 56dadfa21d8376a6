import StackTraceDiff
import StackTraceIO
import StackTraceScenario
import StackTraceTestSupport
import Testing

struct LineDiffTests {
  static func apply(_ edits: [LineDiff.Edit], old: [Int], new: [Int]) -> [Int]? {
    var result: [Int] = []
    var oldIndex = 0
    for edit in edits {
      switch edit {
      case .keep(let o, let n):
        guard o == oldIndex, old[o] == new[n] else { return nil }
        result.append(old[o])
        oldIndex += 1
      case .delete(let o):
        guard o == oldIndex else { return nil }
        oldIndex += 1
      case .insert(let n):
        result.append(new[n])
      }
    }
    return oldIndex == old.count ? result : nil
  }

  @Test("random small inputs: the script is correct and minimal")
  func minimal() {
    var generator = SplitMix(state: 42)
    for _ in 0..<500 {
      let old = (0..<generator.next(30)).map { _ in generator.next(4) }
      let new = (0..<generator.next(30)).map { _ in generator.next(4) }
      let edits = LineDiff.edits(old, new)
      #expect(Self.apply(edits, old: old, new: new) == new)
      let kept = edits.count { if case .keep = $0 { true } else { false } }
      #expect(kept == DifferentialTests.lcsLength(old, new))
    }
  }

  @Test("past the search budget the script stays correct and the work bounded")
  func beyondBudget() {
    var generator = SplitMix(state: 7)
    let old = (0..<6_000).map { _ in generator.next(1_000_000) }
    let new = (0..<6_000).map { _ in generator.next(1_000_000) }
    let edits = LineDiff.edits(old, new)
    #expect(Self.apply(edits, old: old, new: new) == new)
    // Mostly similar inputs with scattered edits, far apart: still exact.
    var similar = old
    for index in stride(from: 0, to: similar.count, by: 97) { similar[index] = -index }
    let few = LineDiff.edits(old, similar)
    #expect(Self.apply(few, old: old, new: similar) == similar)
    #expect(few.count { if case .keep = $0 { true } else { false } } == old.count - 62)
  }

  static func changes(_ edits: [LineDiff.Edit]) -> Int {
    edits.count { if case .keep = $0 { false } else { true } }
  }

  @Test("a block moved far costs its own lines: deleted in one place, inserted in the other")
  func movedBlock() {
    let old = Array(0..<20_000)
    let block = old[2_000..<5_000]
    var new = Array(old[..<2_000] + old[5_000...])
    new.insert(contentsOf: block, at: 15_000)
    let edits = LineDiff.edits(old, new)
    #expect(Self.apply(edits, old: old, new: new) == new)
    #expect(Self.changes(edits) == 2 * block.count)
  }

  @Test("texts with nothing in common: every line deleted, then every line inserted")
  func nothingInCommon() {
    let old = Array(0..<50_000)
    let new = Array(50_000..<100_000)
    let edits = LineDiff.edits(old, new)
    #expect(edits == old.map { .delete(old: $0) } + new.indices.map { .insert(new: $0) })
  }

  @Test("past the budget, with repeated and unique lines mixed: still a correct script")
  func anchorsAmongRepeats() {
    var generator = SplitMix(state: 11)
    for _ in 0..<20 {
      // Few distinct values (repeats) and many unique ones, far apart.
      let old = (0..<3_000).map { $0 % 3 == 0 ? generator.next(5) : 10 + $0 }
      let new = old.map { generator.next(4) == 0 ? -generator.next(1_000) : $0 }
      let edits = LineDiff.edits(old, new)
      #expect(Self.apply(edits, old: old, new: new) == new)
      // Never longer than deleting and inserting every changed line.
      #expect(Self.changes(edits) <= 2 * zip(old, new).count { $0 != $1 })
    }
  }
}
