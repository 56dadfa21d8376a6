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
      draw(traceLine: line, on: diagram)
    }
    return sink.text
  }

  /// One line of a text trace drawn on `diagram`: a statement's header as a statement, a
  /// hook's (`# in NAME WORD: ...`) as a hook, a finding as a note, a callback as an arrow
  /// (`init` from `App`, the rest from `UIKit`), anything else as a note. A file header
  /// (`## FILE`) and an empty line draw nothing: the result says whether a row was drawn.
  @discardableResult
  static func draw(traceLine line: Substring, on diagram: some SequenceDrawing) -> Bool {
    if line.isEmpty || line.hasPrefix("## ") { return false }
    if line.hasPrefix("# in ") {
      diagram.hook(String(line.dropFirst(2)))
    } else if line.hasPrefix("# ") {
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
      // The application's and the scene's lines go to their own participants, as the
      // engine's diagrams draw them.
      guard callback.kind != .app else {
        diagram.appMessage(to: name, label: label)
        return true
      }
      diagram.message(
        from: callback == .initialize ? .app : .uikit, to: name, label: label,
        creates: callback == .initialize, frees: callback == .dealloc)
    } else {
      // A line no trace writes (a hand-edited golden, say): shown as it is.
      diagram.note(String(line), over: nil)
    }
    return true
  }

  /// `NAME callback WORD...` split up, up to an explanation (`  # rule ...`).
  private static func callbackLine(_ line: Substring) -> (String, Callback, [String])? {
    let kept = line.firstRange(of: "  # ").map { line[..<$0.lowerBound] } ?? line
    let words = kept.split(separator: " ")
    guard words.count >= 2, let callback = Callback(word: String(words[1])) else { return nil }
    return (String(words[0]), callback, words.dropFirst(2).map(String.init))
  }
}
