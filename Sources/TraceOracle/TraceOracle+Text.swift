#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
    return storage.withUTF8 { parse(lineBytes: $0) }
  }

  /// `parse(textLine:)` for the line of `bytes` (its newline left out), read in place: the
  /// text the line's parts hold is made from their bytes. (Cutting them from the line as a
  /// `Substring` moved through it a `Character` at a time.)
  package static func parse(lineBytes bytes: UnsafeBufferPointer<UInt8>) -> Line {
    func starts(_ prefix: StaticString) -> Bool { bytes.starts(with: prefix) }
    /// The text of `bytes` from `start`, up to the first `stop` byte after it.
    func text(from start: Int, to end: Int? = nil, upTo stop: UInt8? = nil) -> String {
      var piece = UnsafeBufferPointer(
        rebasing: bytes[min(start, end ?? bytes.count)..<(end ?? bytes.count)])
      if let stop, let found = piece.firstIndex(of: stop) {
        piece = UnsafeBufferPointer(rebasing: piece[..<found])
      }
      return String(decoding: piece, as: UTF8.self)
    }
    guard let first = bytes.first else { return .other }
    if first == UInt8(ascii: "#") {
      if starts("## ") { return .file }
      if starts("# in "), let colon = bytes.firstIndex(of: UInt8(ascii: ":")) {
        var words = ByteWords(
          UnsafeBufferPointer(rebasing: bytes[5..<colon]), stopsAtComment: false)
        if let controller = words.next(), let callback = words.next(), words.next() == nil {
          // (The space after the colon left out.)
          return .hook(controller: controller, callback: callback, statement: text(from: colon + 2))
        }
      }
      if starts("# ") { return .statement(text(from: 2)) }
      return .other
    }
    if first == UInt8(ascii: "!") {
      if starts("! leak: ") {
        return .leak(text(from: 8, upTo: UInt8(ascii: " ")))
      }
      if starts("! note: the hook '"), bytes.ends(with: "' never fired") {
        return .hookNeverFired(text(from: 18, to: max(18, bytes.count - 13)))
      }
      if starts("! note: "),
        let note = gestureNote(bytes: UnsafeBufferPointer(rebasing: bytes[8...]))
      {
        return note
      }
      if bytes.starts(with: restorationNoteBytes) { return .restorationNote }
      if starts("! ") {
        if let name = unbalancedName(inWarning: bytes) { return .unbalanced(name) }
        return .finding(text(from: 2, upTo: UInt8(ascii: ":")))
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
    // The words after it read in place, made strings only where they are kept.
    var next = words.nextBytes()
    if word == .willMoveToParent || word == .didMoveToParent, let parent = next {
      entry.parentArgument = String(decoding: parent, as: UTF8.self)
      next = words.nextBytes()
    }
    if word.namesTarget, let target = next {
      entry.target = String(decoding: target, as: UTF8.self)
      next = words.nextBytes()
    }
    if word == .didFinishAnimating, let outcome = next {
      entry.completed = outcome.elementsEqual("completed".utf8)
      next = words.nextBytes()
    }
    var flags = TransitionFlags()
    while let flag = next {
      flags.insert(bytes: flag)
      next = words.nextBytes()
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
    let utf8 = text.utf8
    var storage = text
    storage.withUTF8 { bytes in
      forEachLine(in: bytes) { _, start, end in
        body(
          text[
            utf8.index(
              utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)])
      }
    }
  }

  /// `forEachLine(of:)` for the text of `bytes`, read in place: `body` gets each line's
  /// bytes and where they start and end in `bytes`. (Each line cut from the text as a
  /// `Substring` aligned its bounds to characters, 3% of the explorer's checks.)
  package static func forEachLine(
    in bytes: UnsafeBufferPointer<UInt8>,
    _ body: (_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Void
  ) {
    var start = 0
    // Each newline found by `memchr` (a byte at a time, the search was 1% of a run).
    if let base = bytes.baseAddress {
      while let found = memchr(base + start, 0x0A, bytes.count - start) {
        let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        body(UnsafeBufferPointer(rebasing: bytes[start..<end]), start, end)
        start = end + 1
      }
    }
    body(UnsafeBufferPointer(rebasing: bytes[start...]), start, bytes.count)
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
