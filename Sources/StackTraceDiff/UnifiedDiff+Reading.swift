extension UnifiedDiff {
  /// A line of a unified diff's text, read back with the line numbers it stands for.
  package struct ReadLine: Sendable, Equatable {
    /// What the line is.
    package enum Kind: Sendable, Equatable {
      /// `---` or `+++`: a file's name.
      case fileHeader
      /// `@@ -a,b +c,d @@`: a hunk starts.
      case hunkHeader
      /// A line both sides have.
      case context
      /// A line only the old side has.
      case removed
      /// A line only the new side has.
      case added
      /// Anything else: `\ No newline at end of file`, a cut note.
      case other
    }

    /// What the line is.
    package let kind: Kind
    /// The old side's line (1-based) it stands for: context and removed lines.
    package let oldLine: Int?
    /// The new side's line (1-based) it stands for: context and added lines.
    package let newLine: Int?
    /// The line as written, its prefix included.
    package let text: Substring
  }

  /// The lines of a unified diff's text (as `diff -u`, or this differ, writes it), each with
  /// the lines of the two sides it stands for, counted from its hunk headers.
  package static func read(_ diff: String) -> [ReadLine] {
    var result: [ReadLine] = []
    var (old, new) = (0, 0)
    var inHunk = false
    for line in diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
      diff.hasSuffix("\n") ? 1 : 0)
    {
      if line.hasPrefix("@@ "), let (oldStart, newStart) = hunkStarts(line) {
        (old, new, inHunk) = (oldStart, newStart, true)
        result.append(ReadLine(kind: .hunkHeader, oldLine: nil, newLine: nil, text: line))
      } else if !inHunk, line.hasPrefix("--- ") || line.hasPrefix("+++ ") {
        result.append(ReadLine(kind: .fileHeader, oldLine: nil, newLine: nil, text: line))
      } else if inHunk, line.hasPrefix(" ") {
        result.append(ReadLine(kind: .context, oldLine: old, newLine: new, text: line))
        (old, new) = (old + 1, new + 1)
      } else if inHunk, line.hasPrefix("-") {
        result.append(ReadLine(kind: .removed, oldLine: old, newLine: nil, text: line))
        old += 1
      } else if inHunk, line.hasPrefix("+") {
        result.append(ReadLine(kind: .added, oldLine: nil, newLine: new, text: line))
        new += 1
      } else {
        result.append(ReadLine(kind: .other, oldLine: nil, newLine: nil, text: line))
      }
    }
    return result
  }

  /// The first line of each side in a hunk header `@@ -a[,b] +c[,d] @@` (an empty side
  /// starts after line `a`, so its next line is `a + 1` as for any other).
  private static func hunkStarts(_ header: Substring) -> (Int, Int)? {
    let words = header.split(separator: " ")
    guard words.count >= 3, words[1].hasPrefix("-"), words[2].hasPrefix("+") else { return nil }
    func start(_ word: Substring) -> Int? {
      let parts = word.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
      guard let first = parts.first, let start = Int(first) else { return nil }
      let count = parts.count > 1 ? Int(parts[1]) : 1
      return count == 0 ? start + 1 : start
    }
    guard let old = start(words[1]), let new = start(words[2]) else { return nil }
    return (old, new)
  }
}
