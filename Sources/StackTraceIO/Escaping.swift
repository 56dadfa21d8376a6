extension String {
  /// The text with each character found in `replacements` replaced by its entry: the one
  /// mechanism behind every output format's escaping (DOT, Mermaid, workflow commands).
  package func escaping(_ replacements: [Character: String]) -> String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for character in self {
      if let replacement = replacements[character] {
        result += replacement
      } else {
        result.append(character)
      }
    }
    return result
  }
}

/// Text that came from outside (file names, scenario words, golden traces, device logs) made
/// safe to print (docs/security.md): nothing it holds can move the cursor, colour a terminal,
/// end a line, reorder what a reader sees, or be read as a CI workflow command.
///
/// - Control characters (C0 including tab and newline, DEL, C1), line and paragraph
///   separators and bidirectional controls are shown as `\xHH` (one byte) or `\u{HHHH}`.
/// - Bytes that are not UTF-8 are shown one by one as `\xHH`.
/// - A text that starts with `::` after white space (a GitHub workflow command) shows its
///   first colon as `\x3A`, and `##[` (the older command form, read anywhere in a line)
///   shows as `##\x5B`.
///
/// Every report format applies its own escaping on top (XML, JSON, workflow-command
/// properties); a field shown this way is one line of plain text in all of them.
package enum Escape {
  /// `text` as one line, safe to print; bytes a command line's word carried that are not
  /// UTF-8 (`PathText`) show as `\xHH`.
  package static func field(_ text: String) -> String {
    if PathText.carriesBytes(text) { return field(bytes: PathText.bytes(text)) }
    var text = text
    return text.withUTF8 { field(bytes: $0) }
  }

  /// `bytes` (UTF-8 or not) as one line, safe to print.
  package static func field(bytes: some Collection<UInt8>) -> String {
    let bytes = Array(bytes)
    return bytes.withUnsafeBufferPointer { buffer in
      if isPlain(buffer) { return String(decoding: buffer, as: UTF8.self) }
      var output: [UInt8] = []
      output.reserveCapacity(buffer.count + 16)
      appendEscaped(buffer, to: &output)
      return String(decoding: output, as: UTF8.self)
    }
  }

  /// Each line of `text` escaped as a field, line ends kept: for multi-line bodies such as
  /// a diff inside a report.
  package static func lines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { field(String($0)) }
      .joined(separator: "\n")
  }

  /// `lines`, for bytes that may not be UTF-8 (a golden's): each byte that is not is shown
  /// as `\xHH`.
  package static func lines(bytes: [UInt8]) -> String {
    bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { field(bytes: $0) }
      .joined(separator: "\n")
  }

  /// Whether `bytes` can be printed as they are: printable ASCII that neither starts a
  /// workflow command nor holds the older command marker. Most of what StackNav prints is.
  @inline(__always)
  static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    // Eight bytes at a time: none below 0x20, none from 0x7F, no `[`; else byte by byte. The
    // last word overlaps the one before it, so no byte is left for a loop.
    guard let base = bytes.baseAddress, bytes.count >= 8 else { return isPlainByBytes(bytes) }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs = ones << 7
    let raw = UnsafeRawPointer(base)
    var index = 0
    while true {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      let below = (word &- 0x20 &* ones) & ~word & highs
      let above = ((word &+ ones) | word) & highs
      let bracket = word ^ (0x5B &* ones)
      let brackets = (bracket &- ones) & ~bracket & highs
      guard below | above | brackets == 0 else { return isPlainByBytes(bytes) }
      if index + 8 == bytes.count { break }
      index = min(index + 8, bytes.count - 8)
    }
    return !startsCommand(bytes)
  }

  /// `isPlain`, one byte at a time.
  private static func isPlainByBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var hashes = 0
    for byte in bytes {
      guard byte >= 0x20, byte < 0x7F else { return false }
      if byte == 0x5B, hashes >= 2 { return false }
      hashes = byte == 0x23 ? hashes + 1 : 0
    }
    return !startsCommand(bytes)
  }

  /// Whether `bytes`, after spaces and tabs, start with `::`.
  static func startsCommand(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    return index + 1 < bytes.count && bytes[index] == 0x3A && bytes[index + 1] == 0x3A
  }

  /// Appends `bytes`, escaped, to `output`.
  package static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    if isPlain(bytes) {
      output.append(contentsOf: bytes)
      return
    }
    appendEscaped(bytes, to: &output)
  }

  /// Appends `bytes`, escaped byte by byte.
  private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    var commandColon: Int? = nil
    if startsCommand(bytes) {
      commandColon = bytes.firstIndex(of: 0x3A)
    }
    var index = 0
    var hashes = 0
    while index < bytes.count {
      let byte = bytes[index]
      if index == commandColon || (byte == 0x5B && hashes >= 2) {
        hex(byte, &output)
        hashes = 0
        index += 1
        continue
      }
      hashes = byte == 0x23 ? hashes + 1 : 0
      if byte >= 0x20, byte < 0x7F {
        output.append(byte)
        index += 1
        continue
      }
      if byte < 0x80 {
        hex(byte, &output)
        index += 1
        continue
      }
      let length = UTF8Validation.sequenceLength(bytes, at: index)
      guard length > 0 else {
        hex(byte, &output)
        index += 1
        continue
      }
      let scalar = decode(bytes, at: index, length: length)
      if isInvisibleControl(scalar) {
        output += Array("\\u{\(String(scalar, radix: 16, uppercase: true))}".utf8)
      } else {
        output += bytes[index..<(index + length)]
      }
      index += length
    }
  }

  /// Characters that are valid UTF-8 but control a terminal or the reading order: C1
  /// controls, line and paragraph separators, bidirectional embeddings, overrides and
  /// isolates, and the marks that reorder text.
  package static func isInvisibleControl(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  private static func hex(_ byte: UInt8, _ output: inout [UInt8]) {
    let digits = Array("0123456789ABCDEF".utf8)
    output += [0x5C, 0x78, digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
  }

  private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int)
    -> UInt32
  {
    let masks: [UInt8] = [0, 0x7F, 0x1F, 0x0F, 0x07]
    var value = UInt32(bytes[index] & masks[length])
    for offset in 1..<length {
      value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
    }
    return value
  }
}

extension Escape {
  /// `bytes` as one line of a list that must give back exactly these bytes when read again
  /// (`reversed(_:)`), whatever they hold: the paths of the goldens an assertion used, for
  /// `stacktrace review --obsolete`. A backslash, control characters and bytes that are not
  /// UTF-8 are written `\xHH`; everything else as it is.
  package static func reversible(_ bytes: some Collection<UInt8>) -> String {
    let bytes = Array(bytes)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let length = byte < 0x80 ? 1 : UTF8Validation.sequenceLength(bytes, at: index)
      if byte < 0x20 || byte == 0x7F || byte == 0x5C || length == 0 {
        hex(byte, &output)
        index += 1
      } else {
        output += bytes[index..<(index + length)]
        index += length
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The bytes a line `reversible(_:)` wrote stands for; `nil` for a line it cannot have
  /// written (a lone backslash, a malformed `\x`).
  package static func reversed(_ line: some Collection<UInt8>) -> [UInt8]? {
    let line = Array(line)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(line.count)
    var index = 0
    while index < line.count {
      guard line[index] == 0x5C else {
        bytes.append(line[index])
        index += 1
        continue
      }
      guard index + 3 < line.count, line[index + 1] == UInt8(ascii: "x"),
        let high = hexValue(line[index + 2]), let low = hexValue(line[index + 3])
      else { return nil }
      bytes.append(high << 4 | low)
      index += 4
    }
    return bytes
  }

  private static func hexValue(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    default: nil
    }
  }
}
