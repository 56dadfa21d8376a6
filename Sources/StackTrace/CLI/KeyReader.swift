#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Answers typed at a prompt, one key each: on a terminal a key counts as soon as it is
/// pressed (the terminal's line mode and echo are off while it waits), and a key followed by
/// Enter works too; from anything else (tests), the next letter. White space is skipped.
final class KeyReader {
  private let source: ByteSource
  private let isTerminal: Bool
  private var offset = 0

  /// Keys from `source`, a terminal when `isTerminal`.
  init(_ source: ByteSource, isTerminal: Bool) {
    self.source = source
    self.isTerminal = isTerminal
  }

  /// The next key that is not white space, lowercased; `nil` at the end of the input.
  func next() -> Character? {
    while let byte = nextByte() {
      if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { continue }
      return Character(UnicodeScalar(byte)).lowercased().first
    }
    return nil
  }

  private func nextByte() -> UInt8? {
    switch source {
    case .bytes(let bytes):
      guard offset < bytes.count else { return nil }
      offset += 1
      return bytes[offset - 1]
    case .descriptor(let descriptor):
      var saved = termios()
      let raw = isTerminal && tcgetattr(descriptor, &saved) == 0
      if raw {
        var keys = saved
        keys.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(descriptor, TCSANOW, &keys)
      }
      defer { if raw { tcsetattr(descriptor, TCSANOW, &saved) } }
      var byte: UInt8 = 0
      while true {
        let count = read(descriptor, &byte, 1)
        if count < 0, errno == EINTR { continue }
        return count == 1 ? byte : nil
      }
    }
  }
}
