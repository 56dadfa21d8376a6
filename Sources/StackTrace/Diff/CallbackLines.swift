import StackNav

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The callback lines of a trace or of a console log, so that a log recorded on a device can
/// be compared with the model's trace (`stacktrace diff`).
public enum CallbackLines {
  /// The lines of `bytes` that name a callback, written as the trace writes them
  /// (`NAME callback`), one a line, with statement headers kept when `keepHeaders`.
  ///
  /// Besides trace lines, a line is read as a callback when it holds a controller name
  /// followed by a callback word anywhere, as console logs print them: `... B viewDidLoad`,
  /// `B viewWillAppear(_:)`, `-[B viewWillAppear:]`; `deinit` reads as `dealloc`. A
  /// `willMoveToParent` or `didMoveToParent` line keeps the word after it (its parent).
  public static func extract(from bytes: [UInt8], keepHeaders: Bool) -> [UInt8] {
    let output = ByteSink()
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var start = 0
      while start < buffer.count {
        let found = memchr(base + start, 0x0A, buffer.count - start)
        let lineEnd =
          found.map {
            $0.assumingMemoryBound(to: UInt8.self) - UnsafeMutablePointer(mutating: base)
          } ?? buffer.count
        var end = lineEnd
        if end > start, base[end - 1] == 0x0D { end -= 1 }
        let line = UnsafeBufferPointer(rebasing: buffer[start..<end])
        start = lineEnd + 1
        guard let first = line.first else { continue }
        if first == UInt8(ascii: "#") {
          if keepHeaders, line.count > 1, line[1] == 0x20 {
            output.write(bytes: line)
            output.write(byte: 0x0A)
          }
          continue
        }
        if first == UInt8(ascii: "!") || first == UInt8(ascii: "*") { continue }
        if let kept = traceLineLength(line) {
          output.write(bytes: UnsafeBufferPointer(rebasing: line[0..<kept]))
          output.write(byte: 0x0A)
        } else if let callback = callback(in: Substring(decoding: line, as: UTF8.self)) {
          output.write(callback)
          output.write(byte: 0x0A)
        }
      }
    }
    return output.buffer
  }

  /// Whether `bytes` holds a trace header line (`# ...`).
  public static func hasHeaders(_ bytes: [UInt8]) -> Bool {
    var atLineStart = true
    for (index, byte) in bytes.enumerated() {
      if atLineStart, byte == UInt8(ascii: "#"), index + 1 < bytes.count, bytes[index + 1] == 0x20 {
        return true
      }
      atLineStart = byte == 0x0A
    }
    return false
  }

  /// How many bytes of `line` to keep when it already is a trace line: a name, a callback
  /// word, and the parent word of a move; flags after these are dropped.
  static func traceLineLength(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let first = line.first, first >= 0x41, first <= 0x5A else { return nil }
    let space = offset(of: 0x20, in: line, from: 0)
    guard space < line.count else { return nil }
    let wordStart = space + 1
    let wordEnd = offset(of: 0x20, in: line, from: wordStart)
    guard let callback = callback(named: UnsafeBufferPointer(rebasing: line[wordStart..<wordEnd]))
    else { return nil }
    guard wordEnd != line.count, callback.isMove else { return wordEnd }
    return offset(of: 0x20, in: line, from: wordEnd + 1)
  }

  /// The offset of the first `byte` in `line` at or after `start`, or the line's length.
  static func offset(of byte: UInt8, in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard start < line.count, let base = line.baseAddress else { return line.count }
    guard let found = memchr(base + start, Int32(byte), line.count - start) else {
      return line.count
    }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }

  /// The callback words by length: each length has one or two candidates.
  static let wordsByLength: [[(Callback, [UInt8])]] = {
    var table = [[(Callback, [UInt8])]](repeating: [], count: 32)
    for callback in Callback.allCases {
      let bytes = Array(callback.word.utf8)
      table[bytes.count].append((callback, bytes))
    }
    return table
  }()

  /// The callback whose word these bytes spell.
  static func callback(named word: UnsafeBufferPointer<UInt8>) -> Callback? {
    guard word.count < wordsByLength.count, let start = word.baseAddress else { return nil }
    for (callback, bytes) in wordsByLength[word.count] where bytes[0] == start[0] {
      let same = bytes.withUnsafeBufferPointer { candidate in
        candidate.baseAddress.map { memcmp($0, start, word.count) == 0 } ?? false
      }
      if same { return callback }
    }
    return nil
  }

  /// The `NAME callback [parent]` a log line names, if any.
  static func callback(in line: Substring) -> String? {
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
    default: return Callback(word: String(word))?.word
    }
  }
}
