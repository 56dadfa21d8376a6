import Foundation
import StackTraceDiff
import StackTraceIO
import StackTraceScenario
import StackTraceTestSupport
import Testing

struct UnifiedDiffTests {
  @Test("identical texts give no diff")
  func identical() {
    #expect(UnifiedDiff(old: "a\nb\n", new: "a\nb\n").render(oldName: "a", newName: "b") == "")
  }

  @Test("a change gives one hunk with three lines of context, as diff -u")
  func oneHunk() {
    let old = (1...10).map { "line \($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    #expect(
      UnifiedDiff(old: old, new: new).render(oldName: "a/x", newName: "b/x")
        == """
        --- a/x
        +++ b/x
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
  }

  @Test("a missing final newline is marked")
  func noNewline() {
    #expect(
      UnifiedDiff(old: "a\nb\n", new: "a\nb").render(oldName: "o", newName: "n")
        == "--- o\n+++ n\n@@ -1,2 +1,2 @@\n a\n-b\n+b\n\\ No newline at end of file\n")
  }

  @Test("inserting into an empty text names line 0")
  func fromEmpty() {
    #expect(
      UnifiedDiff(old: "", new: "a\n").render(oldName: "o", newName: "n")
        == "--- o\n+++ n\n@@ -0,0 +1 @@\n+a\n")
  }

  static let pairs: [(String, String)] = [
    ("a\nb\nc\n", "a\nc\n"),
    ("a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\n", "a\nB\nc\nd\ne\nf\ng\nh\ni\nj\nk\nL\nm\nn\n"),
    ("x\n", "y\n"),
    ("", "a\nb\n"),
    ("a\nb\n", ""),
    ("a\na\na\nb\na\na\n", "a\nb\na\na\na\na\n"),
    ("p\nq\n", "p\nq"),
  ]

  @Test("an independent reader of the diff turns old into new", arguments: pairs)
  func applies(old: String, new: String) {
    let diff = UnifiedDiff(old: old, new: new).render(oldName: "a/x", newName: "b/x")
    #expect(PatchApplier.apply(diff, to: old) == new)
  }

  @Test("GNU patch turns old into new", .enabled(if: hasGNUPatch), arguments: pairs)
  func agreesWithGNU(old: String, new: String) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stacknav-diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let oldFile = folder.appendingPathComponent("old.trace")
    try old.write(to: oldFile, atomically: true, encoding: .utf8)
    let diff = UnifiedDiff(old: old, new: new).render(oldName: "old.trace", newName: "old.trace")
    let patchFile = folder.appendingPathComponent("change.diff")
    try diff.write(to: patchFile, atomically: true, encoding: .utf8)
    #expect(try applyPatch(patchFile, in: folder, strip: 0) == 0)
    #expect(try String(contentsOf: oldFile, encoding: .utf8) == new)
  }

  @Test("statements with the same header pair by their lines: a changed header moves nothing")
  func sameHeaders() {
    // Three `# pop` statements with different lines; the first header changes. Pairing the
    // headers alone could match the old first `# pop` with the new second one and show the
    // unchanged statements as deleted and inserted again.
    let statements = (1...3).map { "# pop\nC\($0) viewWillDisappear\nC\($0) dealloc\n" }
    let old = "# push A\nA init\n" + statements.joined()
    let new = old.replacingOccurrences(of: "A init\n# pop\n", with: "A init\n# popChanged\n")
    let diff = UnifiedDiff(old: old, new: new).render(oldName: "o", newName: "n")
    let changed = diff.split(separator: "\n").filter {
      ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++")
    }
    #expect(changed == ["-# pop", "+# popChanged"])
    #expect(PatchApplier.apply(diff, to: old) == new)
  }

  @Test("a doubled header among same-header statements is one inserted line")
  func doubledHeader() {
    let statements = (1...4).map { "# pop\nC\($0) viewWillDisappear\nC\($0) dealloc\n" }
    let old = statements.joined()
    let new = "# pop\n" + old
    let diff = UnifiedDiff(old: old, new: new).render(oldName: "o", newName: "n")
    #expect(diff.split(separator: "\n").filter { $0.hasPrefix("+") && $0 != "+++ n" } == ["+# pop"])
  }

  @Test("a changed run of statements is diffed together with the unchanged statement after it")
  func changedRunJoinsNext() {
    // The headers pair `# pop` with `# pop`; the new first statement is a run of its own.
    // Diffed apart from the unchanged `# pop` after it, the push would be deleted and
    // inserted again (4 lines); together, one line moves (2).
    let old = "# push A\nA init\n# pop\n"
    let new = "# pop\n# push A\nA init\n"
    let diff = UnifiedDiff(old: old, new: new).render(oldName: "o", newName: "n")
    let changed = diff.split(separator: "\n").filter {
      ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++")
    }
    #expect(changed == ["+# pop", "-# pop"])
    #expect(PatchApplier.apply(diff, to: old) == new)
  }

  @Test("the edit script is minimal")
  func minimal() {
    let edits = LineDiff.edits(Array("abcabba"), Array("cbabac"))
    #expect(edits.filter { if case .keep = $0 { false } else { true } }.count == 5)
  }
}

/// Reading a unified diff back (what `check --html` lays out as a table): every line keeps
/// the line numbers of the sides it stands for.
struct UnifiedDiffReadingTests {
  @Test("read back, each removed, added and context line names its own line of each side")
  func lineNumbers() {
    var random = SplitMix(state: 24)
    for _ in 0..<200 {
      let old = (0..<random.below(40)).map { _ in "l\(random.below(12))" }
      var new = old
      for _ in 0..<random.below(6) {
        let at = new.isEmpty ? 0 : random.below(new.count)
        if random.below(2) == 0, !new.isEmpty {
          new.remove(at: at)
        } else {
          new.insert("n\(random.below(5))", at: at)
        }
      }
      let text = { (lines: [String]) in lines.map { $0 + "\n" }.joined() }
      let diff = UnifiedDiff(old: text(old), new: text(new)).render(
        oldName: "a", newName: "b", context: random.below(4))
      var counts = (removed: 0, added: 0)
      for line in UnifiedDiff.read(diff) {
        switch line.kind {
        case .context:
          #expect(line.text.dropFirst() == old[line.oldLine! - 1])
          #expect(line.text.dropFirst() == new[line.newLine! - 1])
        case .removed:
          #expect(line.text.dropFirst() == old[line.oldLine! - 1])
          counts.removed += 1
        case .added:
          #expect(line.text.dropFirst() == new[line.newLine! - 1])
          counts.added += 1
        case .fileHeader, .hunkHeader, .other: break
        }
      }
      let edits = LineDiff.edits(old, new)
      #expect(counts.removed == edits.count { if case .delete = $0 { true } else { false } })
      #expect(counts.added == edits.count { if case .insert = $0 { true } else { false } })
    }
  }

  @Test("an empty side's hunk (@@ -0,0 +1,2 @@) starts at its first line")
  func emptySide() {
    let lines = UnifiedDiff.read("--- /dev/null\n+++ b/x\n@@ -0,0 +1,2 @@\n+a\n+b\n")
    #expect(lines.map(\.kind) == [.fileHeader, .fileHeader, .hunkHeader, .added, .added])
    #expect(lines.compactMap(\.newLine) == [1, 2])
  }
}
