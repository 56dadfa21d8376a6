import StackTraceIO

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
  package func next() -> Character? {
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
        TerminalGuard.enter(descriptor, saved)
        var keys = saved
        keys.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(descriptor, TCSANOW, &keys)
      }
      defer { if raw { TerminalGuard.leave() } }
      var byte: UInt8 = 0
      while true {
        let count = read(descriptor, &byte, 1)
        if count < 0, errno == EINTR { continue }
        return count == 1 ? byte : nil
      }
    }
  }
}

/// Puts a terminal's settings back however the wait for a key ends: when it returns, and
/// when SIGINT (Ctrl-C), SIGTERM or SIGHUP ends the process during it, so that the shell is
/// never left without echo. The signal is then raised again with its default action, so the
/// process ends as it would have.
private enum TerminalGuard {
  // Read by the signal handler: plain values, set before the handler is installed.
  nonisolated(unsafe) static var descriptor: Int32 = -1
  nonisolated(unsafe) static var settings = termios()
  nonisolated(unsafe) static var previous: [(Int32, sighandler_t?)] = []

  static let signals = [SIGINT, SIGTERM, SIGHUP]

  /// The terminal `descriptor` had `settings` before the prompt changed them.
  static func enter(_ descriptor: Int32, _ settings: termios) {
    Self.settings = settings
    Self.descriptor = descriptor
    previous = signals.map { number in
      let old = signal(number) { number in
        TerminalGuard.restore()
        signal(number, SIG_DFL)
        raise(number)
      }
      return (number, old)
    }
  }

  /// The prompt is over: the settings back, and the signals as they were.
  static func leave() {
    restore()
    for (number, old) in previous { signal(number, old) }
    previous = []
    descriptor = -1
  }

  /// Puts the settings back (async-signal-safe: one tcsetattr).
  static func restore() {
    guard descriptor >= 0 else { return }
    tcsetattr(descriptor, TCSANOW, &settings)
  }
}
