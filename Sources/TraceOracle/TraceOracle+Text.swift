extension TraceOracle {
  /// Reads one text line.
  ///
  /// A callback line is `NAME callback [PARENT] [FLAG...] [# rule ...]`: an appearance
  /// callback with flags shown always carries `animated` or `notAnimated`, so its flags are
  /// known; other lines' flags are known only when they show one.
  package static func parse(textLine line: Substring) -> Line {
    // Marks, separators and words are found by byte, in the line's own storage: a trace
    // line's marks and separators are ASCII. (Comparing `Character`s, grapheme breaking
    // included, was most of the oracle's reading; then splitting each line into an array of
    // substrings, a third of what was left.)
    var storage = line
    return storage.withUTF8 { parse(bytes: $0, of: line) }
  }

  private static func parse(bytes: UnsafeBufferPointer<UInt8>, of line: Substring) -> Line {
    func starts(_ prefix: StaticString) -> Bool { bytes.starts(with: prefix) }
    guard let first = bytes.first else { return .other }
    if first == UInt8(ascii: "#") {
      if starts("## ") { return .file }
      if starts("# in "), let colon = bytes.firstIndex(of: UInt8(ascii: ":")) {
        var words = ByteWords(
          UnsafeBufferPointer(rebasing: bytes[5..<colon]), stopsAtComment: false)
        if let controller = words.next(), let callback = words.next(), words.next() == nil {
          let after = line.utf8.index(line.startIndex, offsetBy: colon + 1)
          return .hook(
            controller: controller, callback: callback,
            statement: String(line[after...].dropFirst()))
        }
      }
      if starts("# ") { return .statement(String(line.dropFirst(2))) }
      return .other
    }
    if first == UInt8(ascii: "!") {
      if starts("! leak: ") {
        return .leak(String(line.dropFirst(8).prefix { $0 != " " }))
      }
      if starts("! note: the hook '"), bytes.ends(with: "' never fired") {
        return .hookNeverFired(String(line.dropFirst(18).dropLast(13)))
      }
      if starts("! note: "),
        let note = gestureNote(bytes: UnsafeBufferPointer(rebasing: bytes[8...]))
      {
        return note
      }
      if bytes.starts(with: restorationNoteBytes) { return .restorationNote }
      if starts("! ") {
        if let name = unbalancedName(inWarning: bytes) { return .unbalanced(name) }
        return .finding(String(line.dropFirst(2).prefix { $0 != ":" }))
      }
      return .other
    }
    if starts("***") { return .exception }
    guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else { return .other }
    // The words before a `#` word (the rule and any note after it).
    var words = ByteWords(bytes)
    guard let name = words.next(), let callback = words.nextBytes() else { return .other }
    // A word the checks tell apart takes its one shared string: most are too long to be
    // held inline, and a new one was a heap allocation a line.
    let word = CallbackWord(bytes: callback)
    var entry =
      word == .other
      ? Entry(controller: name, callback: String(decoding: callback, as: UTF8.self))
      : Entry(controller: name, word: word)
    var next = words.next()
    if word == .willMoveToParent || word == .didMoveToParent, let parent = next {
      entry.parentArgument = parent
      next = words.next()
    }
    if word.namesTarget, let target = next {
      entry.target = target
      next = words.next()
    }
    if word == .didFinishAnimating, let outcome = next {
      entry.completed = outcome == "completed"
      next = words.next()
    }
    var flags = TransitionFlags()
    while let flag = next {
      flags.insert(flag)
      next = words.next()
    }
    if !flags.isEmpty { entry.flags = flags }
    return .callback(entry)
  }

  /// The start of the model's note that with scenes the app rebuilds a restored stack.
  private static let restorationNoteBytes = Array(("! note: " + Restoration.notePrefix).utf8)

  /// The words of a line, split at spaces by byte (runs of spaces make no empty word), up to
  /// a `#` word unless not `stopsAtComment`: each a new string.
  struct ByteWords {
    let bytes: UnsafeBufferPointer<UInt8>
    let stopsAtComment: Bool
    var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, stopsAtComment: Bool = true) {
      self.bytes = bytes
      self.stopsAtComment = stopsAtComment
    }

    mutating func next() -> String? {
      nextBytes().map { String(decoding: $0, as: UTF8.self) }
    }

    /// The next word's bytes.
    mutating func nextBytes() -> UnsafeBufferPointer<UInt8>? {
      let space = UInt8(ascii: " ")
      while position < bytes.count, bytes[position] == space { position += 1 }
      let start = position
      while position < bytes.count, bytes[position] != space { position += 1 }
      guard position > start else { return nil }
      let word = UnsafeBufferPointer(rebasing: bytes[start..<position])
      if stopsAtComment, word.count == 1, word[0] == UInt8(ascii: "#") {
        position = bytes.count
        return nil
      }
      return word
    }
  }

  /// Calls `body` with each line of `text`, as `split(separator: "\n",
  /// omittingEmptySubsequences: false)` gives them (an empty last line after a final
  /// newline), found by byte.
  package static func forEachLine(of text: Substring, _ body: (Substring) -> Void) {
    // Each newline found in the text's own bytes (through its generic index, the search was
    // a tenth of the explorer's checks), each line cut by its byte offsets as it is found
    // (a list of the offsets, grown as it filled, was 1% of a run).
    var storage = text
    let utf8 = text.utf8
    var start = utf8.startIndex
    storage.withUTF8 { bytes in
      for end in bytes.indices where bytes[end] == 0x0A {
        let newline = utf8.index(utf8.startIndex, offsetBy: end)
        body(text[start..<newline])
        start = utf8.index(after: newline)
      }
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
    var line = line
    return line.withUTF8 { unbalancedName(inWarning: $0) }
  }

  private static let unbalancedBytes = Array(unbalancedPrefix.utf8)

  /// The controller UIKit's `Unbalanced calls …` warning names, if the line of `bytes` is
  /// that warning.
  static func unbalancedName(inWarning bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let prefix = unbalancedBytes.count
    guard bytes.count >= prefix + 2, bytes.starts(with: unbalancedBytes), bytes.ends(with: ">.")
    else { return nil }
    return String(
      decoding: UnsafeBufferPointer(rebasing: bytes[prefix..<(bytes.count - 2)]), as: UTF8.self)
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// Whether these bytes start with `prefix`'s.
  func starts(with prefix: StaticString) -> Bool {
    starts(with: UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount))
  }

  /// Whether these bytes end with `suffix`'s.
  func ends(with suffix: StaticString) -> Bool {
    let tail = UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)
    return count >= tail.count && self[(count - tail.count)...].elementsEqual(tail)
  }
}
