#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Command-line words as the system gives them: bytes, UTF-8 or not. A `String` holds only
/// Unicode, so the bytes of an argument that are not UTF-8 travel as private-use characters,
/// U+F780 to U+F7FF, one a byte (`text(_:)`); the file layer gives the system back the bytes
/// they stand for (`bytes(_:)`), and a message prints them escaped (`\xE9`, `Escape.field`).
/// So `stacktrace run $'caf\xe9.scenario'` opens that file, and `--html $'p\xe9.html'` writes
/// that name.
///
/// The mapping is one to one: a character of that range that an argument spells in UTF-8
/// (rare: it is private use) travels as its three bytes, each so carried, so every byte
/// string comes back as it was.
package enum PathText {
  /// The first of the characters that carry a byte (U+F700 + the byte, from 0x80).
  private static let base: UInt32 = 0xF700

  /// `bytes` as a string: their UTF-8, with each byte that is not (or that spells a
  /// carrying character) carried by its own character.
  package static func text(_ bytes: some Collection<UInt8>) -> String {
    let bytes = Array(bytes)
    var scalars = String.UnicodeScalarView()
    var index = 0
    while index < bytes.count {
      let (scalar, length) = decode(bytes, at: index)
      if let scalar, !carries(scalar) {
        scalars.append(scalar)
      } else {
        for byte in bytes[index..<(index + length)] {
          // U+F780 to U+F7FF: scalars, every one.
          scalars.append(Unicode.Scalar(UInt16(base) + UInt16(byte)) ?? "?")
        }
      }
      index += length
    }
    return String(scalars)
  }

  /// The bytes `text` stands for: what `text(_:)` was made from.
  package static func bytes(_ text: String) -> [UInt8] {
    // The common case: nothing carried (no 0xEF, the lead byte of U+F000 to U+FFFF).
    if !text.utf8.contains(0xEF) { return Array(text.utf8) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if carries(scalar) {
        bytes.append(UInt8(scalar.value - base))
      } else {
        bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    return bytes
  }

  /// The process's arguments after its name, as the system gave them (`text(_:)`), where
  /// `CommandLine.arguments` turns bytes that are not UTF-8 into U+FFFD.
  package static func commandLineArguments() -> [String] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return "" }
      return text(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
    }
  }

  /// Whether `text` holds a carried byte.
  package static func carriesBytes(_ text: String) -> Bool {
    text.utf8.contains(0xEF) && text.unicodeScalars.contains(where: carries)
  }

  private static func carries(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= base + 0x80 && scalar.value <= base + 0xFF
  }

  /// The scalar UTF-8 spells at `index`, and how many bytes it takes; `nil` and one byte
  /// where the bytes are not UTF-8.
  private static func decode(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar?, Int) {
    let lead = bytes[index]
    if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
    let length: Int
    let smallest: UInt32
    var value: UInt32
    switch lead {
    case 0xC2...0xDF: (length, smallest, value) = (2, 0x80, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, smallest, value) = (3, 0x800, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, smallest, value) = (4, 0x10000, UInt32(lead & 0x07))
    default: return (nil, 1)
    }
    guard index + length <= bytes.count else { return (nil, 1) }
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return (nil, 1) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard value >= smallest, let scalar = Unicode.Scalar(value) else { return (nil, 1) }
    return (scalar, length)
  }
}
