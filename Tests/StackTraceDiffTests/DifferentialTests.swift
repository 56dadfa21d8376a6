import Foundation
import StackTraceTestSupport
import Testing

@testable import StackTraceDiff
@testable import StackTraceIO
@testable import StackTraceScenario

/// The differ against two references it shares no code with: GNU `diff -u` for the text of
/// a diff (hunk boundaries, line numbers, context, the missing final newline) and GNU `patch`
/// for its meaning, and a bit-parallel LCS for the length of the edit script. Inputs come
/// from fixed seeds, in several shapes.
struct DifferentialTests {
  // MARK: GNU diff

  static let gnuDiff = ["/usr/bin/diff", "/bin/diff"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Runs `diff -U context` on two files, labelled `a` and `b`.
  static func gnu(_ old: URL, _ new: URL, context: Int) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(gnuDiff))
    process.arguments = ["-U\(context)", "--label", "a", "--label", "b", old.path, new.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// Two texts whose shortest edit script is unique: the old lines all differ, and the new
  /// text keeps some of them in order, drops others and adds lines of its own, in runs of
  /// every length; sometimes the last line has no newline, sometimes a side is empty.
  static func pair(_ generator: inout SplitMix) -> (old: String, new: String) {
    let count = generator.next(5) == 0 ? generator.next(3) : generator.next(60)
    var old: [String] = []
    var new: [String] = []
    var fresh = 0
    for index in 0..<count {
      let line = "A\(index) viewDidLoad"
      old.append(line)
      switch generator.next(10) {
      case 0, 1:
        continue  // deleted
      case 2:
        // replaced by a few lines of its own
        for _ in 0...generator.next(3) {
          fresh += 1
          new.append("N\(fresh) viewWillAppear")
        }
      case 3:
        fresh += 1
        new.append("N\(fresh) init")
        new.append(line)
      default:
        new.append(line)
      }
    }
    if generator.next(4) == 0 {
      fresh += 1
      new.append("N\(fresh) dealloc")
    }
    func text(_ lines: [String], _ generator: inout SplitMix) -> String {
      let joined = lines.joined(separator: "\n")
      return lines.isEmpty || generator.next(6) == 0 ? joined : joined + "\n"
    }
    return (text(old, &generator), text(new, &generator))
  }

  /// The diff `HunkWriter` writes when it is fed the edit script a line at a time, as a golden
  /// check feeds it while the trace streams.
  static func streamed(old: String, new: String, context: Int) -> String {
    let diff = UnifiedDiff(old: old, new: new)
    guard diff.script.runList.contains(where: { $0.kind != .keep }) else { return "" }
    let (oldLines, newLines) = (diff.oldLines, diff.newLines)
    var writer = HunkWriter(oldName: "a", newName: "b", context: context)
    var (oldIndex, newIndex) = (0, 0)
    func line(_ text: Substring, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
      var text = String(text)
      text.withUTF8 { body($0) }
    }
    for run in diff.script.runList {
      for _ in 0..<run.count {
        switch run.kind {
        case .keep:
          let last = oldIndex == oldLines.count - 1
          line(oldLines[oldIndex]) {
            writer.keep($0, unterminated: last && !diff.oldEndsWithNewline)
          }
          oldIndex += 1
          newIndex += 1
        case .delete:
          let last = oldIndex == oldLines.count - 1
          line(oldLines[oldIndex]) {
            writer.delete($0, unterminated: last && !diff.oldEndsWithNewline)
          }
          oldIndex += 1
        case .insert:
          let last = newIndex == newLines.count - 1
          line(newLines[newIndex]) {
            writer.insert($0, unterminated: last && !diff.newEndsWithNewline)
          }
          newIndex += 1
        }
      }
    }
    return writer.finish()
  }

  @Test(
    "hunks merge and split exactly where diff -u puts them, for every context",
    .enabled(
      if: gnuDiff != nil || soakTests, "GNU diff is not installed (.ci/run installs diffutils)"))
  func againstGNUDiff() throws {
    let folder = try temporaryFolder("stacknav-gnu-diff")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (oldFile, newFile) = (
      folder.appendingPathComponent("a"), folder.appendingPathComponent("b")
    )
    var generator = SplitMix(state: 2026)
    var compared = 0
    for index in 0..<240 {
      let (old, new) = Self.pair(&generator)
      try old.write(to: oldFile, atomically: false, encoding: .utf8)
      try new.write(to: newFile, atomically: false, encoding: .utf8)
      let context = index % 6
      let ours = UnifiedDiff(old: old, new: new).render(
        oldName: "a", newName: "b", context: context)
      let theirs = try Self.gnu(oldFile, newFile, context: context)
      #expect(ours == theirs, "case \(index), context \(context):\n\(old)\n---\n\(new)")
      // The streaming writer a golden check uses, fed the same script a line at a time.
      let streamed = Self.streamed(old: old, new: new, context: context)
      #expect(streamed == theirs, "streamed, case \(index), context \(context)")
      if ours != theirs || streamed != theirs { return }
      compared += ours.isEmpty ? 0 : 1
    }
    #expect(compared > 200)
  }

  @Test(
    "GNU patch turns the old text into the new with every diff, context 0 to 5",
    .enabled(if: hasGNUPatch || soakTests, "GNU patch is not installed (.ci/run installs it)"))
  func patchRoundTrip() throws {
    let folder = try temporaryFolder("stacknav-patch")
    defer { try? FileManager.default.removeItem(at: folder) }
    var generator = SplitMix(state: 7)
    for index in 0..<60 {
      let (old, new) = Self.pair(&generator)
      let diff = UnifiedDiff(old: old, new: new).render(
        oldName: "a/t.trace", newName: "b/t.trace", context: index % 6)
      guard !diff.isEmpty else { continue }
      let file = folder.appendingPathComponent("t.trace")
      try old.write(to: file, atomically: false, encoding: .utf8)
      let patchFile = folder.appendingPathComponent("p.diff")
      try diff.write(to: patchFile, atomically: false, encoding: .utf8)
      #expect(try applyPatch(patchFile, in: folder, strip: 1) == 0, "case \(index)")
      #expect(try String(contentsOf: file, encoding: .utf8) == new, "case \(index)")
    }
  }

  // MARK: A reference LCS

  /// The length of a longest common subsequence, bit-parallel (Hyyrö, "Bit-parallel LCS-length
  /// computation revisited", 2004): a bit per line of `a`, a word operation per 64 lines,
  /// O(|a| |b| / 64). Shares nothing with the differ.
  static func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
    guard !a.isEmpty, !b.isEmpty else { return 0 }
    let words = (a.count + 63) / 64
    var matches: [Int: [UInt64]] = [:]
    for (index, value) in a.enumerated() {
      matches[value, default: [UInt64](repeating: 0, count: words)][index / 64] |=
        1 << UInt64(index % 64)
    }
    let none = [UInt64](repeating: 0, count: words)
    var v = [UInt64](repeating: ~0, count: words)
    for value in b {
      let match = matches[value] ?? none
      var carry: UInt64 = 0
      for word in 0..<words {
        let u = v[word] & match[word]
        // V' = (V + U) | (V - U), and V - U is V & ~M because U is V's bits where M is.
        let (sum, overflow1) = v[word].addingReportingOverflow(u)
        let (withCarry, overflow2) = sum.addingReportingOverflow(carry)
        carry = overflow1 || overflow2 ? 1 : 0
        v[word] = withCarry | (v[word] & ~match[word])
      }
    }
    var zeros = 0
    for index in a.indices where v[index / 64] & (1 << UInt64(index % 64)) == 0 { zeros += 1 }
    return zeros
  }

  /// The length of a longest common subsequence by dynamic programming: the reference's
  /// own check.
  static func lcsByTable(_ a: [Int], _ b: [Int]) -> Int {
    var row = [Int](repeating: 0, count: b.count + 1)
    for x in a {
      var diagonal = 0
      for j in b.indices {
        let above = row[j + 1]
        row[j + 1] = x == b[j] ? diagonal + 1 : max(row[j + 1], row[j])
        diagonal = above
      }
    }
    return row[b.count]
  }

  /// Whether `edits` turn `old` into `new`, and how many lines they keep.
  static func kept(_ edits: [LineDiff.Edit], _ old: [Int], _ new: [Int]) -> Int? {
    var (oldIndex, newIndex, kept) = (0, 0, 0)
    for edit in edits {
      switch edit {
      case .keep(let o, let n):
        guard o == oldIndex, n == newIndex, old[o] == new[n] else { return nil }
        (oldIndex, newIndex, kept) = (oldIndex + 1, newIndex + 1, kept + 1)
      case .delete(let o):
        guard o == oldIndex else { return nil }
        oldIndex += 1
      case .insert(let n):
        guard n == newIndex else { return nil }
        newIndex += 1
      }
    }
    return oldIndex == old.count && newIndex == new.count ? kept : nil
  }

  @Test("the bit-parallel reference agrees with the table on small inputs")
  func referenceChecksItself() {
    var generator = SplitMix(state: 99)
    for _ in 0..<500 {
      let a = (0..<generator.next(140)).map { _ in generator.next(5) }
      let b = (0..<generator.next(140)).map { _ in generator.next(5) }
      #expect(Self.lcsLength(a, b) == Self.lcsByTable(a, b))
    }
  }

  /// Random texts of one shape: few distinct lines (many equal ones), or many.
  static func texts(_ generator: inout SplitMix, length: Int, alphabet: Int) -> ([Int], [Int]) {
    (
      (0..<generator.next(length + 1)).map { _ in generator.next(alphabet) },
      (0..<generator.next(length + 1)).map { _ in generator.next(alphabet) }
    )
  }

  /// `old` with about `edits` lines deleted, inserted or replaced at random places.
  static func edited(_ old: [Int], edits: Int, _ generator: inout SplitMix, alphabet: Int)
    -> [Int]
  {
    var new = old
    for _ in 0..<edits {
      let place = generator.next(new.count + 1)
      switch generator.next(3) {
      case 0 where place < new.count: new.remove(at: place)
      case 1 where place < new.count: new[place] = generator.next(alphabet)
      default: new.insert(generator.next(alphabet), at: place)
      }
    }
    return new
  }

  @Test("the edit script is correct and minimal against the reference, in every shape")
  func minimalEverywhere() {
    var generator = SplitMix(state: 31_337)
    var cases = 0
    // Short texts over two to eight distinct lines: many equal lines, many ties.
    for alphabet in [2, 3, 5, 8] {
      for _ in 0..<750 {
        let (old, new) = Self.texts(&generator, length: 40, alphabet: alphabet)
        let edits = LineDiff.edits(old, new)
        #expect(Self.kept(edits, old, new) == Self.lcsLength(old, new), "\(old) \(new)")
        cases += 1
      }
    }
    // Longer texts, one edited into the other.
    for _ in 0..<400 {
      let old = (0..<generator.next(400)).map { _ in generator.next(30) }
      let new = Self.edited(old, edits: generator.next(60), &generator, alphabet: 30)
      #expect(Self.kept(LineDiff.edits(old, new), old, new) == Self.lcsLength(old, new))
      cases += 1
    }
    // Past 4,096 lines the differ numbers lines by class first; within the search's budget
    // the script is still the shortest.
    for round in 0..<12 {
      let alphabet = round % 2 == 0 ? 50 : 5_000
      let old = (0..<(4_200 + generator.next(2_000))).map { _ in generator.next(alphabet) }
      let new = Self.edited(old, edits: 1 + generator.next(300), &generator, alphabet: alphabet)
      #expect(Self.kept(LineDiff.edits(old, new), old, new) == Self.lcsLength(old, new))
      cases += 1
    }
    #expect(cases >= 3_400)
  }

  // MARK: Anchors

  @Test("only a line found once on both sides anchors two texts")
  func uniqueOnBothSides() {
    // Class 5 is once in the old text and twice in the new: it must not anchor, though an
    // anchor on it would make the longer run.
    #expect(
      UniqueLineAnchors.uniqueAnchors([5, 1], [5, 5, 1], classCount: 6).map { [$0.0, $0.1] } == [
        [1, 2]
      ])
    #expect(
      UniqueLineAnchors.uniqueAnchors([1, 5, 5], [5, 1], classCount: 6).map { [$0.0, $0.1] } == [
        [0, 1]
      ])
    // Two crossed unique lines: one of them anchors, with the lines around them.
    let crossed = UniqueLineAnchors.uniqueAnchors([0, 1, 2, 3], [0, 2, 1, 3], classCount: 4)
    #expect(crossed.count == 3 && crossed.first! == (0, 0) && crossed.last! == (3, 3))
  }
}
