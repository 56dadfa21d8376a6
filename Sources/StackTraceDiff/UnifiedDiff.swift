/// A unified diff as `diff -u` writes it: `---`/`+++` headers, `@@ -a,b +c,d @@` hunks with
/// context, ASCII `-`, `+` and space prefixes, and `\ No newline at end of file`; `patch`
/// and `git apply` read it. Lines are aligned by `AnchoredDiff` on the trace's statement
/// headers (lines starting with `#`).
package struct UnifiedDiff: Sendable {
  private let old: LineText
  private let new: LineText

  /// The edit script from the old lines to the new, as runs.
  package let script: EditScript
  /// The edit script from the old lines to the new, one line at a time.
  package var edits: [LineDiff.Edit] { Array(script) }

  /// Diffs two texts.
  package init(old: String, new: String) {
    self.init(old: LineText(old), new: LineText(new))
  }

  /// Diffs two texts given as UTF-8 bytes.
  package init(oldBytes: [UInt8], newBytes: [UInt8]) {
    self.init(old: LineText(oldBytes), new: LineText(newBytes))
  }

  package init(old: LineText, new: LineText) {
    self.old = old
    self.new = new
    if old.lines == new.lines {
      var same = EditScript()
      same.append(.keep, count: old.lines.count)
      script = same
      return
    }
    script = AnchoredDiff.edits(old.lines, new.lines, isAnchor: \.isAnchor)
  }

  /// The lines of the old text, without their line ends.
  package var oldLines: [Substring] { old.lines.indices.map(old.text) }
  /// The lines of the new text.
  package var newLines: [Substring] { new.lines.indices.map(new.text) }
  /// Whether the old text ends with a newline.
  package var oldEndsWithNewline: Bool { old.endsWithNewline }
  /// Whether the new text ends with a newline.
  package var newEndsWithNewline: Bool { new.endsWithNewline }

  /// Line `index` of the old text.
  package func oldLine(_ index: Int) -> Substring { old.text(index) }
  /// Line `index` of the new text.
  package func newLine(_ index: Int) -> Substring { new.text(index) }
  /// How many lines the old text has.
  package var oldLineCount: Int { old.lines.count }
  /// How many lines the new text has.
  package var newLineCount: Int { new.lines.count }

  /// Whether the two texts are identical.
  package var isEmpty: Bool { script.keepsEverything }

  /// Whether every line deleted or inserted is one of `lines` (every change a statement
  /// header, say): then the other lines of both texts are the same, in the same order.
  /// True when the texts are identical.
  package func changesOnly(where lines: (DiffLine) -> Bool) -> Bool {
    script.allSatisfy { edit in
      switch edit {
      case .keep: true
      case .delete(let index): lines(old.lines[index])
      case .insert(let index): lines(new.lines[index])
      }
    }
  }

  /// The first edit that is not a kept line, if any.
  package var firstChange: LineDiff.Edit? {
    script.first { $0.isChange }
  }

  /// The diff text, or the empty string when the texts are identical; lines are escaped
  /// for printing (`Escape`).
  ///
  /// - Parameters:
  ///   - oldName: the name after `--- `.
  ///   - newName: the name after `+++ `.
  ///   - context: lines of context around each change.
  package func render(oldName: String, newName: String, context: Int = 3) -> String {
    var text: [UInt8] = []
    write(oldName: oldName, newName: newName, context: context) { text += $0 }
    return String(decoding: text, as: UTF8.self)
  }

  /// A hunk: where it starts on each side (0-based), how many lines of each it shows, and
  /// which runs of the script it covers (from the start of one, to the end of another).
  private struct Hunk {
    var oldStart: Int
    var newStart: Int
    var oldCount = 0
    var newCount = 0
  }

  /// The hunks of the diff, laid out from the script's runs: each change gets `context` kept
  /// lines on either side, and changes closer than twice the context share a hunk, as
  /// `diff -u` lays them out.
  private func hunks(context: Int) -> [Hunk] {
    var hunks: [Hunk] = []
    var current: Hunk?
    var (old, new) = (script.oldStart, script.newStart)
    let runs = script.runList
    for (index, run) in runs.enumerated() {
      switch run.kind {
      case .keep:
        if var hunk = current {
          let isLast = index == runs.count - 1
          let shown = !isLast && run.count <= 2 * context ? run.count : min(context, run.count)
          hunk.oldCount += shown
          hunk.newCount += shown
          if shown < run.count || isLast {
            hunks.append(hunk)
            current = nil
          } else {
            current = hunk
          }
        }
        old += run.count
        new += run.count
      case .delete, .insert:
        if current == nil {
          let lead =
            index > 0 && runs[index - 1].kind == .keep ? min(context, runs[index - 1].count) : 0
          current = Hunk(oldStart: old - lead, newStart: new - lead, oldCount: lead, newCount: lead)
        }
        if run.kind == .delete {
          current?.oldCount += run.count
          old += run.count
        } else {
          current?.newCount += run.count
          new += run.count
        }
      }
    }
    if let current { hunks.append(current) }
    return hunks
  }

  /// Writes the diff text to `sink` a piece at a time (each about 64 KiB, whole lines), so
  /// that a diff of two large texts is never held whole: the hunks are laid out from the
  /// script first, a few numbers each, then their lines written.
  package func write(
    oldName: String, newName: String, context: Int = 3, to sink: ([UInt8]) -> Void
  ) {
    guard !isEmpty else { return }
    var buffer = Array("--- \(oldName)\n+++ \(newName)\n".utf8)
    buffer.reserveCapacity(1 << 17)
    /// Writes `lines` of `text` with `prefix`, handing the buffer on whenever it is full.
    func emit(_ prefix: UInt8, _ text: LineText, _ lines: Range<Int>) {
      for line in lines {
        HunkWriter.appendLine(
          prefix, text.lines[line].bytes, unterminated: isLast(text, line), to: &buffer)
        if buffer.count >= 1 << 16 {
          sink(buffer)
          buffer.removeAll(keepingCapacity: true)
        }
      }
    }
    var (old, new) = (script.oldStart, script.newStart)
    var runs = script.runList[...]
    // How far the current run has been written.
    var done = 0
    for hunk in hunks(context: context) {
      buffer += HunkWriter.header(
        oldStart: hunk.oldStart, oldCount: hunk.oldCount, newStart: hunk.newStart,
        newCount: hunk.newCount)
      // Every change is in a hunk: up to the next one's first line, all lines are kept.
      var skip = hunk.oldStart - old
      while skip > 0, let run = runs.first {
        let step = min(run.count - done, skip)
        (old, new, done, skip) = (old + step, new + step, done + step, skip - step)
        if done == run.count {
          runs.removeFirst()
          done = 0
        }
      }
      var (oldLeft, newLeft) = (hunk.oldCount, hunk.newCount)
      while oldLeft > 0 || newLeft > 0, let run = runs.first {
        let available = run.count - done
        let take: Int
        switch run.kind {
        case .keep:
          take = min(available, oldLeft, newLeft)
          emit(0x20, self.old, old..<(old + take))
          old += take
          new += take
          oldLeft -= take
          newLeft -= take
        case .delete:
          take = min(available, oldLeft)
          emit(UInt8(ascii: "-"), self.old, old..<(old + take))
          old += take
          oldLeft -= take
        case .insert:
          take = min(available, newLeft)
          emit(UInt8(ascii: "+"), self.new, new..<(new + take))
          new += take
          newLeft -= take
        }
        done += take
        if done == run.count {
          runs.removeFirst()
          done = 0
        }
      }
    }
    if !buffer.isEmpty { sink(buffer) }
  }

  /// Whether line `index` of `text` is its last and lacks a line end.
  private func isLast(_ text: LineText, _ index: Int) -> Bool {
    !text.endsWithNewline && index == text.lines.count - 1
  }
}

extension LineDiff.Edit {
  var isChange: Bool {
    if case .keep = self { return false }
    return true
  }
  var isOld: Bool {
    if case .insert = self { return false }
    return true
  }
  var isNew: Bool {
    if case .delete = self { return false }
    return true
  }
}
