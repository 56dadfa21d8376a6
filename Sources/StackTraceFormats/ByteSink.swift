import StackNav
import StackTraceIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where output goes: a file descriptor, written in large buffered chunks; a consumer that
/// takes those chunks (a golden comparison); or memory (for tests and for reports built
/// before they are written).
///
/// The buffer is the core's `TextBuffer`, raw memory: a write is a bounds check and a copy,
/// which keeps trace output close to the cost of `cat`, and the engine writes a text trace's
/// callback lines into the same buffer, in order with everything else.
package final class ByteSink {
  /// The file descriptor written to, or `nil` for memory.
  package let fileDescriptor: Int32?
  /// Whether a write to the file descriptor failed (a closed pipe, a full disk).
  package var failed: Bool { writeFailed }
  @exclusivity(unchecked) private var writeFailed = false
  /// The system's reason for the first failed write.
  package private(set) var failureReason: String?
  /// Takes each chunk, for a consuming sink.
  let consumer: ((UnsafeBufferPointer<UInt8>) -> Void)?
  /// The bytes not yet written out (for memory: everything).
  package let output: TextBuffer

  /// A sink writing to `fileDescriptor`.
  package init(fileDescriptor: Int32) {
    self.fileDescriptor = fileDescriptor
    consumer = nil
    output = TextBuffer(capacity: 1 << 16)
    output.writeOut = { [unowned self] bytes in send(bytes) }
  }

  /// A sink collecting everything in memory.
  package init() {
    self.fileDescriptor = nil
    consumer = nil
    output = TextBuffer(capacity: 4_096)
  }

  /// A sink handing its bytes to `consumer` in chunks of up to 64 KiB, in order (at the
  /// latest when flushed).
  package init(consumer: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
    self.fileDescriptor = nil
    self.consumer = consumer
    output = TextBuffer(capacity: 1 << 16)
    output.writeOut = consumer
  }

  /// Standard output.
  package static func standardOutput() -> ByteSink { ByteSink(fileDescriptor: 1) }
  /// Standard error.
  package static func standardError() -> ByteSink { ByteSink(fileDescriptor: 2) }

  /// Bytes not yet written (for memory: everything written).
  package var buffer: [UInt8] { Array(output.bytes) }

  /// A memory sink holding the same bytes, to go on writing apart from this one; `nil` for
  /// a sink that writes to a file or hands its bytes on. Made in `spare` when it is a memory
  /// sink nothing else writes to any more, emptied first (its storage reused: a new sink is
  /// three allocations).
  package func copy(into spare: ByteSink? = nil) -> ByteSink? {
    guard keepsInMemory else { return nil }
    let other = if let spare, spare !== self, spare.keepsInMemory { spare } else { ByteSink() }
    other.output.removeAll()
    other.write(bytes: output.bytes)
    return other
  }

  /// Whether it collects everything in memory (neither a file's nor a consumer's).
  package var keepsInMemory: Bool { fileDescriptor == nil && consumer == nil }

  /// How many bytes a memory sink holds.
  package var byteCount: Int { output.count }

  /// Everything a memory sink collected, as text.
  package var text: String {
    String(decoding: output.bytes, as: UTF8.self)
  }

  /// Appends the UTF-8 bytes of `text`.
  @inlinable @inline(__always)
  package func write(_ text: String) {
    output.write(text)
  }

  /// Appends raw bytes.
  package func write(bytes: some Sequence<UInt8>) {
    for byte in bytes { write(byte: byte) }
  }

  /// Appends raw bytes from contiguous storage.
  @inlinable @inline(__always)
  package func write(bytes: UnsafeBufferPointer<UInt8>) {
    output.write(bytes: bytes)
  }

  /// Appends one byte.
  @inlinable @inline(__always)
  package func write(byte: UInt8) {
    output.write(byte: byte)
  }

  /// Appends a decimal number.
  package func write(number: Int) {
    if number >= 0, number < 10 {
      write(byte: UInt8(ascii: "0") + UInt8(number))
      return
    }
    write(String(number))
  }

  /// Writes out what is buffered (nothing for memory sinks).
  package func flush() {
    output.flush()
  }

  /// Writes bytes to the file descriptor, retrying short and interrupted writes.
  private func send(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let fileDescriptor, !writeFailed, let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      let written = systemWrite(fileDescriptor, base + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        writeFailed = true
        failureReason = String(cString: strerror(errno))
        return
      }
      offset += written
    }
  }

  deinit {
    // Not through `output.writeOut`, which reaches this sink by an unowned reference: it is
    // going.
    guard output.count > 0 else { return }
    if let consumer {
      consumer(output.bytes)
    } else {
      send(output.bytes)
    }
  }
}

private func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Darwin)
    Darwin.write(fd, pointer, count)
  #else
    write(fd, pointer, count)
  #endif
}
