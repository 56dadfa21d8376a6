import StackTraceDiff
import StackTraceIO

/// A golden replaced by a trace read from a file (`accept`'s artifact, `review`'s pending
/// golden): compared first, rewritten only if they differ, always with LF line ends and a
/// final newline, atomically.
package enum GoldenUpdate {
  /// Compares the trace `incoming` reads with the golden at `golden` below `tree` and, if
  /// they differ and `writes`, replaces the golden.
  ///
  /// - Parameters:
  ///   - incomingName: the trace's file, as printed, for messages.
  ///   - context: lines of context in the diff.
  /// - Returns: the diff from the golden (or from `/dev/null`) to the trace, or `nil` when
  ///   they already agree.
  /// - Throws: `FileIO.Failure` when a file cannot be read or written, or the trace has a
  ///   line no trace has.
  package static func replace(
    _ golden: RelativePath, in tree: FileTree, with incoming: LineReader, incomingName: String,
    context: Int, writes: Bool
  ) throws(FileIO.Failure) -> String? {
    let bounds = TraceComparison.Bounds()
    let current =
      tree.kind(of: golden) == .missing
      ? nil
      : try tree.lineReader(golden, maximumLineBytes: bounds.maximumLineBytes, maximumBytes: .max)
    let shown = tree.shown(golden)
    let comparison = TraceComparison(
      golden: current, oldName: current == nil ? "/dev/null" : "a/" + shown,
      newName: "b/" + shown, context: context)
    let replacement = writes ? PendingFile(golden, in: tree) : nil
    var line: [UInt8] = []
    while let next = try incoming.next() {
      if next.isCut {
        throw FileIO.Failure(
          action: "cannot accept \(incomingName)",
          reason: "a line longer than \(bounds.maximumLineBytes) bytes: not a trace")
      }
      line.removeAll(keepingCapacity: true)
      line.append(contentsOf: next.bytes)
      line.append(0x0A)
      line.withUnsafeBufferPointer {
        comparison.consume($0)
        replacement?.append($0)
      }
    }
    let diff = comparison.finish()
    if let failure = comparison.goldenFailure { throw failure }
    if current != nil, comparison.divergence == nil {
      replacement?.discard()
      return nil
    }
    try replacement?.commit()
    return diff
  }
}
