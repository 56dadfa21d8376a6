import StackTraceIO

/// Splits scenario text into lines of words, checking that it is UTF-8 text: a line's words
/// are places in its bytes (`LineWords`), read where they lie.
///
/// Accepts a leading byte-order mark and CRLF line ends; spaces and tabs separate words; a
/// word starting with `#` starts a comment that runs to the end of the line.
enum Tokenizer {
  /// Hands each non-empty line that `reader` reads to `body` as its words, in order, within
  /// the limits on scenarios (a line too long, or a text too large, stops it at once). The
  /// words are valid for the call only.
  ///
  /// - Throws: `ScenarioError` at the first NUL byte, control character, invalid UTF-8
  ///   sequence or limit passed, or what `body` throws.
  static func forEachLine(
    of reader: LineReader, _ body: (LineWords) throws(ScenarioError) -> Void
  ) throws(ScenarioError) {
    let file = reader.name
    var first = true
    // One list of places for every line: emptied, never freed, between lines.
    var places: [LineWords.Place] = []
    while true {
      let next: LineReader.Line?
      do {
        next = try reader.next()
      } catch {
        throw ScenarioError(.unreadable(error.reason), at: location(file, reader, column: 1))
      }
      guard let line = next else { break }
      // The last line of an input cut at its size bound is a part of a line: the input is
      // too large, whatever that part says.
      if !line.hasNewline, reader.exceededLimit {
        throw ScenarioError(
          .tooLarge, at: ScenarioLocation(file: file, line: line.number, column: 1))
      }
      if line.isCut {
        throw ScenarioError(
          .lineTooLong, at: ScenarioLocation(file: file, line: line.number, column: 1))
      }
      if line.bytes.isEmpty { continue }
      var bytes = line.bytes[...]
      if first, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
      first = false
      let text = UnsafeBufferPointer(rebasing: bytes)
      places.removeAll(keepingCapacity: true)
      if !asciiWords(in: text, into: &places) {
        try words(in: text, file: file, line: line.number, into: &places)
      }
      if !places.isEmpty {
        try body(LineWords(bytes: text, file: file, line: line.number, places: places))
      }
    }
    if reader.exceededLimit {
      throw ScenarioError(.tooLarge, at: location(file, reader, column: 1))
    }
  }

  /// Where the reader stopped: the line after the last it returned.
  private static func location(_ file: String, _ reader: LineReader, column: Int)
    -> ScenarioLocation
  {
    ScenarioLocation(file: file, line: reader.linesReturned + 1, column: column)
  }

  /// Appends to `places` the words of a line of printable ASCII, spaces, tabs and carriage
  /// returns (up to a comment), and returns `true`; returns `false` for any other line,
  /// which `words(in:file:line:into:)` reads and checks. Scenario lines are almost always
  /// such lines, and a byte is a column in them, so nothing but the separators needs a test.
  static func asciiWords(
    in line: UnsafeBufferPointer<UInt8>, into places: inout [LineWords.Place]
  ) -> Bool {
    // One pass, each byte checked as it is read: a first pass to check the line (and count
    // its words) cost as much again. (The list is the tokenizer's own, kept between lines:
    // it has room already.)
    // A word's byte is one test: printable and not a space (0x21 to 0x7E).
    var index = 0
    while index < line.count {
      let byte = line[index]
      guard isWordByte(byte) else {
        guard isSeparator(byte) else { return refuse(&places) }
        index += 1
        continue
      }
      if byte == UInt8(ascii: "#") { break }
      let start = index
      index += 1
      while index < line.count, isWordByte(line[index]) { index += 1 }
      // What ends a word: the line's end or a separator, nothing else.
      if index < line.count, !isSeparator(line[index]) { return refuse(&places) }
      places.append(
        LineWords.Place(start: Int32(start), end: Int32(index), column: Int32(start + 1)))
    }
    return true
  }

  /// `asciiWords`' answer for a line it does not read: `false`, with no place kept.
  private static func refuse(_ places: inout [LineWords.Place]) -> Bool {
    places.removeAll(keepingCapacity: true)
    return false
  }

  /// Whether `byte` is printable ASCII other than a space, in one comparison.
  @inline(__always)
  private static func isWordByte(_ byte: UInt8) -> Bool {
    byte &- 0x21 < 0x5E
  }

  /// Appends to `places` the words of one line, with their columns, checking each byte.
  static func words(
    in line: UnsafeBufferPointer<UInt8>, file: String, line lineNumber: Int,
    into places: inout [LineWords.Place]
  ) throws(ScenarioError) {
    places.reserveCapacity(survey(line).words)
    var index = line.startIndex
    var column = 1
    var wordStart: Int?
    var wordColumn = 0
    func location(_ column: Int) -> ScenarioLocation {
      ScenarioLocation(file: file, line: lineNumber, column: column)
    }
    func closeWord(at end: Int) {
      guard let start = wordStart else { return }
      places.append(
        LineWords.Place(start: Int32(start), end: Int32(end), column: Int32(wordColumn)))
      wordStart = nil
    }
    while index < line.endIndex {
      let byte = line[index]
      var length = 1
      if byte == 0 { throw ScenarioError(.nulByte, at: location(column)) }
      if byte < 0x20 && byte != 0x09 && byte != 0x0D || byte == 0x7F {
        throw ScenarioError(.controlCharacter(UInt32(byte)), at: location(column))
      }
      if byte >= 0x80 {
        if byte == 0xEF, line[index...].starts(with: [0xEF, 0xBB, 0xBF]) {
          throw ScenarioError(.misplacedByteOrderMark, at: location(column))
        }
        length = UTF8Validation.sequenceLength(line, at: index)
        guard length > 0 else { throw ScenarioError(.invalidUTF8, at: location(column)) }
        let scalar =
          String(decoding: line[index..<(index + length)], as: UTF8.self)
          .unicodeScalars.first.map(\.value) ?? 0
        if Escape.isInvisibleControl(scalar) {
          throw ScenarioError(.controlCharacter(scalar), at: location(column))
        }
      }
      if isSeparator(byte) {
        closeWord(at: index)
      } else if wordStart == nil {
        if byte == UInt8(ascii: "#") { break }
        wordStart = index
        wordColumn = column
      }
      index += length
      column += 1
    }
    closeWord(at: index)
  }

  /// What one pass over `line` finds before its comment, if any: how many words it has
  /// (what `words(in:file:line:)` makes of it when it is valid: a separator then anything
  /// else starts one), where the comment starts (the end when there is none), and whether
  /// every byte before it is printable ASCII or a separator (`asciiWords` takes the line).
  private static func survey<Bytes: RandomAccessCollection<UInt8>>(_ line: Bytes)
    -> (words: Int, end: Bytes.Index, isPlainASCII: Bool)
  {
    var count = 0
    var inWord = false
    var isPlainASCII = true
    for index in line.indices {
      let byte = line[index]
      if isSeparator(byte) {
        inWord = false
      } else {
        if byte < 0x20 || byte >= 0x7F { isPlainASCII = false }
        if !inWord {
          if byte == UInt8(ascii: "#") { return (count, index, isPlainASCII) }
          inWord = true
          count += 1
        }
      }
    }
    return (count, line.endIndex, isPlainASCII)
  }

  /// Whether `byte` separates words: a space, a tab, or a carriage return (of a CRLF end).
  @inline(__always)
  private static func isSeparator(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D
  }
}
