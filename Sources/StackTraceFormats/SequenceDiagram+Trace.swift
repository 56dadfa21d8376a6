import StackNav

extension SequenceDiagram {
  /// A text trace (a golden, say) drawn as a sequence diagram.
  ///
  /// A text trace does not say who caused each callback, so `init` comes from `App` and
  /// everything else from `UIKit`; the engine's own diagrams (`--format mermaid`) know
  /// better. Both sides of a comparison drawn this way read alike.
  package static func mermaid(ofTrace text: String) -> String {
    let sink = ByteSink()
    let diagram = SequenceDiagram(sink: sink, title: nil)
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.hasPrefix("## ") { continue }
      if line.hasPrefix("# ") {
        diagram.statement(String(line.dropFirst(2)))
      } else if line.hasPrefix("! ") || line.hasPrefix("* ") {
        diagram.note(String(line.dropFirst(2)), over: nil)
      } else if let (name, callback, details) = callbackLine(line) {
        var label = callback.word
        var rest = details[...]
        if callback.isMove || callback.takesTarget, let parent = rest.first {
          label += "(\(parent))"
          rest = rest.dropFirst()
        }
        for flag in rest { label += " \(flag)" }
        diagram.message(
          from: callback == .initialize ? .app : .uikit, to: name, label: label,
          creates: callback == .initialize, frees: callback == .dealloc)
      } else {
        // A line no trace writes (a hand-edited golden, say): shown as it is.
        diagram.note(String(line), over: nil)
      }
    }
    return sink.text
  }

  /// `NAME callback WORD...` split up, up to an explanation (`  # rule ...`).
  private static func callbackLine(_ line: Substring) -> (String, Callback, [String])? {
    let kept = line.firstRange(of: "  # ").map { line[..<$0.lowerBound] } ?? line
    let words = kept.split(separator: " ")
    guard words.count >= 2, let callback = Callback(word: String(words[1])) else { return nil }
    return (String(words[0]), callback, words.dropFirst(2).map(String.init))
  }
}
