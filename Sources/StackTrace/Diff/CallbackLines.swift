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
  ///
  /// A trace that already is all such lines (a golden, a saved trace) comes back as it is,
  /// without a copy.
  public static func extract(
    from bytes: [UInt8], keepHeaders: Bool, filter: CallbackFilter = CallbackFilter()
  ) -> [UInt8] {
    bytes.withUnsafeBufferPointer { changed(in: $0, keepHeaders: keepHeaders, filter: filter) }
      ?? bytes
  }

  /// The callback lines of `buffer` as `extract(from:keepHeaders:)` makes them, or `nil`
  /// when they are `buffer` itself, line for line.
  static func changed(
    in buffer: UnsafeBufferPointer<UInt8>, keepHeaders: Bool,
    filter: CallbackFilter = CallbackFilter()
  ) -> [UInt8]? {
    guard let base = buffer.baseAddress else { return nil }
    var output: [UInt8]?
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
      let kept = keptLine(line, keepHeaders: keepHeaders, filter: filter)
      if output == nil, kept == .bytes(line.count), end == lineEnd, lineEnd < buffer.count {
        // Still the input itself, line for line.
        start = lineEnd + 1
        continue
      }
      if output == nil {
        // The first line that changes: from here on, the output is a copy.
        output = Array(UnsafeBufferPointer(rebasing: buffer[0..<start]))
        output?.reserveCapacity(buffer.count)
      }
      switch kept {
      case .bytes(let length)?:
        output?.append(contentsOf: UnsafeBufferPointer(rebasing: line[0..<length]))
        output?.append(0x0A)
      case .text(let text)?:
        output?.append(contentsOf: text.utf8)
        output?.append(0x0A)
      case nil:
        break
      }
      start = lineEnd + 1
    }
    return output
  }

  /// What a line contributes to the callback lines.
  enum KeptLine: Equatable {
    /// Its first bytes, as they are.
    case bytes(Int)
    /// A trace line read from a log line.
    case text(String)
  }

  /// What of `line` is kept: a header (when `keepHeaders`), a trace line without its flags,
  /// or the callback a log line names, when `filter` keeps its callback; `nil` for anything
  /// else.
  static func keptLine(
    _ line: UnsafeBufferPointer<UInt8>, keepHeaders: Bool, filter: CallbackFilter
  ) -> KeptLine? {
    guard let first = line.first else { return nil }
    if first == UInt8(ascii: "#") {
      return keepHeaders && line.count > 1 && line[1] == 0x20 ? .bytes(line.count) : nil
    }
    if first == UInt8(ascii: "!") || first == UInt8(ascii: "*") { return nil }
    if let kept = traceLineLength(line) {
      guard
        filter.keepsEverything
          || filter.keeps(
            line: String(decoding: UnsafeBufferPointer(rebasing: line[..<kept]), as: UTF8.self))
      else { return nil }
      return .bytes(kept)
    }
    guard let callback = LogImporter.callback(in: Substring(decoding: line, as: UTF8.self)),
      filter.keeps(line: callback)
    else { return nil }
    return .text(callback)
  }

  /// Whether `bytes` holds a trace header line (`# ...`).
  public static func hasHeaders(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer(hasHeaders)
  }

  /// Whether `buffer` holds a trace header line (`# ...`).
  static func hasHeaders(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    var atLineStart = true
    for (index, byte) in buffer.enumerated() {
      if atLineStart, byte == UInt8(ascii: "#"), index + 1 < buffer.count,
        buffer[index + 1] == 0x20
      {
        return true
      }
      atLineStart = byte == 0x0A
    }
    return false
  }

  /// How many bytes of `line` to keep when it already is a trace line: a name, a callback
  /// word, and the parent word of a move or the target of a delegate line; flags after these
  /// are dropped.
  static func traceLineLength(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let first = line.first, first >= 0x41, first <= 0x5A else { return nil }
    let space = offset(of: 0x20, in: line, from: 0)
    guard space < line.count else { return nil }
    let wordStart = space + 1
    let wordEnd = offset(of: 0x20, in: line, from: wordStart)
    guard let callback = callback(named: UnsafeBufferPointer(rebasing: line[wordStart..<wordEnd]))
    else { return nil }
    guard wordEnd != line.count, callback.isMove || callback.takesTarget else { return wordEnd }
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

  /// The callback words by length: each length has a few candidates.
  static let wordsByLength: [[(Callback, [UInt8])]] = {
    let longest = Callback.allCases.map(\.word.utf8.count).max() ?? 0
    var table = [[(Callback, [UInt8])]](repeating: [], count: longest + 1)
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

}
