import StackNav

/// The callback lines of a trace or of a console log, so that a log recorded on a device can
/// be compared with the model's trace (`stacktrace diff`).
public enum CallbackLines {
  /// The lines of `text` that name a callback, written as the trace writes them
  /// (`NAME callback`), with statement headers kept when `keepHeaders`.
  ///
  /// Besides trace lines, a line is read as a callback when it holds a controller name
  /// followed by a callback word anywhere, as console logs print them: `... B viewDidLoad`,
  /// `B viewWillAppear(_:)`, `-[B viewWillAppear:]`; `deinit` reads as `dealloc`. A
  /// `willMoveToParent` or `didMoveToParent` line keeps the word after it (its parent).
  public static func extract(from text: String, keepHeaders: Bool) -> [String] {
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      let line = line.hasSuffix("\r") ? line.dropLast() : line
      if line.hasPrefix("# ") {
        if keepHeaders { lines.append(String(line)) }
        continue
      }
      if let callback = callback(in: line) { lines.append(callback) }
    }
    return lines
  }

  /// The `NAME callback [parent]` a line names, if any.
  static func callback(in line: Substring) -> String? {
    if line.hasPrefix("!") || line.hasPrefix("*") || line.hasPrefix("#") { return nil }
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    for index in words.indices.dropFirst() {
      guard let word = callbackWord(words[index]) else { continue }
      var name = words[index - 1]
      if name.hasPrefix("-[") || name.hasPrefix("+[") { name = name.dropFirst(2) }
      if name.hasPrefix("[") { name = name.dropFirst() }
      guard ScenarioParser.isName(String(name)) || name.contains("#") else { continue }
      var result = "\(name) \(word)"
      if word.hasSuffix("MoveToParent"), index + 1 < words.count {
        result += " " + words[index + 1].filter { $0 != "]" && $0 != ")" }
      }
      return result
    }
    return nil
  }

  /// The trace word for a log's spelling of a callback.
  static func callbackWord(_ raw: Substring) -> String? {
    var word = raw
    if let parenthesis = word.firstIndex(of: "(") { word = word[..<parenthesis] }
    while word.hasSuffix(":") || word.hasSuffix("]") { word = word.dropLast() }
    if let colon = word.firstIndex(of: ":") { word = word[..<colon] }
    switch word {
    case "deinit": return "dealloc"
    case "initWithNibName", "initWithCoder": return "init"
    case "willMoveToParentViewController", "willMove": return "willMoveToParent"
    case "didMoveToParentViewController", "didMove": return "didMoveToParent"
    default: return Callback(word: String(word)).map(\.word)
    }
  }
}
