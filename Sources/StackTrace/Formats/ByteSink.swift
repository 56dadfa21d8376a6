#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where output goes: a file descriptor, written in large buffered chunks, or memory (for
/// tests and for reports built before they are written).
public final class ByteSink {
  /// The file descriptor written to, or `nil` for memory.
  public let fileDescriptor: Int32?
  /// Bytes not yet written (for memory: everything written).
  public private(set) var buffer: [UInt8] = []
  /// Whether a write to the file descriptor failed (a closed pipe, a full disk).
  public private(set) var failed = false
  private let chunk = 1 << 16

  /// A sink writing to `fileDescriptor`.
  public init(fileDescriptor: Int32) {
    self.fileDescriptor = fileDescriptor
    buffer.reserveCapacity(chunk * 2)
  }

  /// A sink collecting everything in memory.
  public init() {
    self.fileDescriptor = nil
  }

  /// Standard output.
  public static func standardOutput() -> ByteSink { ByteSink(fileDescriptor: 1) }
  /// Standard error.
  public static func standardError() -> ByteSink { ByteSink(fileDescriptor: 2) }

  /// Appends the UTF-8 bytes of `text`.
  @inline(__always)
  public func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= chunk, fileDescriptor != nil { flush() }
  }

  /// Appends raw bytes.
  public func write(bytes: some Sequence<UInt8>) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= chunk, fileDescriptor != nil { flush() }
  }

  /// Appends one byte.
  @inline(__always)
  public func write(byte: UInt8) {
    buffer.append(byte)
  }

  /// Appends a decimal number.
  public func write(number: Int) {
    write(String(number))
  }

  /// Writes out what is buffered (nothing for memory sinks).
  public func flush() {
    guard let fileDescriptor, !buffer.isEmpty else { return }
    if !failed {
      failed = !buffer.withUnsafeBytes { raw in
        guard let base = raw.baseAddress else { return true }
        var offset = 0
        while offset < raw.count {
          let written = systemWrite(fileDescriptor, base + offset, raw.count - offset)
          if written < 0 {
            if errno == EINTR { continue }
            return false
          }
          offset += written
        }
        return true
      }
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Everything a memory sink collected, as text.
  public var text: String { String(decoding: buffer, as: UTF8.self) }

  deinit {
    flush()
  }
}

private func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Darwin)
    Darwin.write(fd, pointer, count)
  #else
    write(fd, pointer, count)
  #endif
}
