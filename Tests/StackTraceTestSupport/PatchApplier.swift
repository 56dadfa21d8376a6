/// A small, independent reader of unified diffs, to check that a diff turns its old text
/// into its new text without relying on the differ that wrote it.
package enum PatchApplier {
  /// `old` with the single-file unified `diff` applied, or `nil` if the diff does not fit.
  package static func apply(_ diff: String, to old: String) -> String? {
    var oldLines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var oldHasNewline = true
    if oldLines.last == "" {
      oldLines.removeLast()
    } else if !old.isEmpty {
      oldHasNewline = false
    }
    var result: [String] = []
    var resultHasNewline = oldHasNewline
    var cursor = 0
    var lastKind: Character = " "
    var remainingOld = 0
    var remainingNew = 0
    for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("@@") {
        let parts = line.split(separator: " ")
        guard parts.count >= 3, let start = Int(parts[1].dropFirst().split(separator: ",")[0])
        else { return nil }
        let count = parts[1].contains(",") ? Int(parts[1].split(separator: ",")[1]) ?? 0 : 1
        remainingOld = count
        remainingNew = parts[2].contains(",") ? Int(parts[2].split(separator: ",")[1]) ?? 0 : 1
        let target = count == 0 ? start : start - 1
        guard target >= cursor, target <= oldLines.count else { return nil }
        result += oldLines[cursor..<target]
        cursor = target
        continue
      }
      if remainingOld == 0 && remainingNew == 0 && !line.hasPrefix("\\") {
        continue  // Text around the hunks (headers, a tool's own lines) is not part of them.
      }
      if line.hasPrefix("\\") {
        // "\ No newline at end of file" follows the last line of a side.
        if lastKind == "-" { oldHasNewline = true } else { resultHasNewline = false }
        if lastKind == " " { resultHasNewline = false }
        continue
      }
      let kind = line.first ?? " "
      let text = String(line.dropFirst())
      lastKind = kind
      switch kind {
      case " ":
        guard cursor < oldLines.count, oldLines[cursor] == text else { return nil }
        result.append(text)
        cursor += 1
        remainingOld -= 1
        remainingNew -= 1
      case "-":
        guard cursor < oldLines.count, oldLines[cursor] == text else { return nil }
        cursor += 1
        remainingOld -= 1
      case "+":
        result.append(text)
        resultHasNewline = true
        remainingNew -= 1
      default:
        return nil
      }
    }
    result += oldLines[cursor...]
    if cursor < oldLines.count { resultHasNewline = oldHasNewline }
    let joined = result.joined(separator: "\n")
    return result.isEmpty ? "" : joined + (resultHasNewline ? "\n" : "")
  }
}
