extension TraceOracle {
  /// The flag words a text line may carry after its callback (`--flags`).
  static let flagWords: Set<Substring> = [
    "animated", "notAnimated", "isMovingToParent", "isMovingFromParent", "isBeingPresented",
    "isBeingDismissed",
  ]

  /// The delegate words that name the controller they are about after them.
  static let targetWords: Set<Substring> = [
    "willShow", "didShow", "shouldSelect", "didSelect", "willTransitionTo", "didFinishAnimating",
    "shouldPerformSegue", "prepareForSegue", "unwindAction", "unwindForSegue",
    "adaptivePresentationStyle", "willPresentWithAdaptiveStyle", "popoverShouldDismiss",
    "popoverDidDismiss", "viewControllerWithRestorationIdentifierPath",
  ]

  /// Reads one text line.
  ///
  /// A callback line is `NAME callback [PARENT] [FLAG...] [# rule ...]`: an appearance
  /// callback with flags shown always carries `animated` or `notAnimated`, so its flags are
  /// known; other lines' flags are known only when they show one.
  package static func parse(textLine line: Substring) -> Line {
    // Prefixes and words are found by byte: a trace line's marks and separators are ASCII,
    // and comparing `Character`s (grapheme breaking) was most of the oracle's reading.
    func starts(_ prefix: StaticString) -> Bool {
      let bytes = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
      return line.utf8.starts(with: bytes)
    }
    if starts("## ") { return .file }
    if starts("# in "), let colon = line.utf8.firstIndex(of: UInt8(ascii: ":")) {
      let words = words(of: line.dropFirst(5)[..<colon])
      if words.count == 2 {
        return .hook(
          controller: String(words[0]), callback: String(words[1]),
          statement: String(line[line.index(after: colon)...].dropFirst()))
      }
    }
    if starts("# ") { return .statement(String(line.dropFirst(2))) }
    if starts("***") { return .exception }
    if starts("! leak: ") {
      return .leak(String(line.dropFirst(8).prefix { $0 != " " }))
    }
    if starts("! note: the hook '"), line.hasSuffix("' never fired") {
      return .hookNeverFired(String(line.dropFirst(18).dropLast(13)))
    }
    if starts("! note: "), let note = gestureNote(line.dropFirst(8)) { return note }
    if line.hasPrefix("! note: " + Restoration.notePrefix) { return .restorationNote }
    if starts("! ") {
      if let name = unbalancedName(inWarning: line) { return .unbalanced(name) }
      return .finding(String(line.dropFirst(2).prefix { $0 != ":" }))
    }
    guard let first = line.utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
    else { return .other }
    var words = words(of: line)[...]
    if let comment = words.firstIndex(of: "#") { words = words[..<comment] }
    guard words.count >= 2 else { return .other }
    let name = words.removeFirst()
    let callback = words.removeFirst()
    var entry = Entry(controller: String(name), callback: String(callback))
    if callback == "willMoveToParent" || callback == "didMoveToParent", let parent = words.first {
      entry.parentArgument = String(parent)
      words.removeFirst()
    }
    if targetWords.contains(callback), let target = words.first {
      entry.target = String(target)
      words.removeFirst()
    }
    if callback == "didFinishAnimating", let outcome = words.first {
      entry.completed = outcome == "completed"
      words.removeFirst()
    }
    let flags = words.filter { flagWords.contains($0) }
    if !flags.isEmpty { entry.flags = Set(flags.map(String.init)) }
    return .callback(entry)
  }

  /// The words of `text`, split at spaces by byte (runs of spaces make no empty word).
  static func words(of text: Substring) -> [Substring] {
    text.utf8.split(separator: UInt8(ascii: " ")).map { Substring($0) }
  }

  /// Calls `body` with each line of `text`, as `split(separator: "\n",
  /// omittingEmptySubsequences: false)` gives them (an empty last line after a final
  /// newline), found by byte.
  package static func forEachLine(of text: Substring, _ body: (Substring) -> Void) {
    var start = text.utf8.startIndex
    while let newline = text.utf8[start...].firstIndex(of: 0x0A) {
      body(text[start..<newline])
      start = text.utf8.index(after: newline)
    }
    body(text[start...])
  }
}

extension TraceOracle {
  /// The start of UIKit's warning that a controller's appearance transitions are unbalanced.
  static let unbalancedPrefix =
    "! warning: Unbalanced calls to begin/end appearance transitions for <"

  /// The controller UIKit's `Unbalanced calls …` warning names, if `line` is that warning.
  static func unbalancedName(inWarning line: Substring) -> String? {
    guard line.hasPrefix(unbalancedPrefix), line.hasSuffix(">.") else { return nil }
    return String(line.dropFirst(unbalancedPrefix.count).dropLast(2))
  }
}
