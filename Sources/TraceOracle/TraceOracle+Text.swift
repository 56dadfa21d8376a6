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
  ]

  /// Reads one text line.
  ///
  /// A callback line is `NAME callback [PARENT] [FLAG...] [# rule ...]`: an appearance
  /// callback with flags shown always carries `animated` or `notAnimated`, so its flags are
  /// known; other lines' flags are known only when they show one.
  public static func parse(textLine line: Substring) -> Line {
    if line.hasPrefix("## ") { return .file }
    if line.hasPrefix("# in "), let colon = line.firstIndex(of: ":") {
      let words = line.dropFirst(5)[..<colon].split(separator: " ")
      if words.count == 2 {
        return .hook(
          controller: String(words[0]), callback: String(words[1]),
          statement: String(line[line.index(after: colon)...].dropFirst()))
      }
    }
    if line.hasPrefix("# ") { return .statement(String(line.dropFirst(2))) }
    if line.hasPrefix("***") { return .exception }
    if line.hasPrefix("! leak: ") {
      return .leak(String(line.dropFirst(8).prefix { $0 != " " }))
    }
    if line.hasPrefix("! note: the hook '"), line.hasSuffix("' never fired") {
      return .hookNeverFired(String(line.dropFirst(18).dropLast(13)))
    }
    if line.hasPrefix("! ") {
      return .finding(String(line.dropFirst(2).prefix { $0 != ":" }))
    }
    guard let first = line.unicodeScalars.first, ("A"..."Z").contains(first) else { return .other }
    var words = line.split(separator: " ")[...]
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
}
