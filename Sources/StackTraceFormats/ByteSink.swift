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
/// The buffer is raw memory: a write is a bounds check and a copy, which keeps trace output
/// close to the cost of `cat`.
package final class ByteSink {
  /// The file descriptor written to, or `nil` for memory.
  package let fileDescriptor: Int32?
  /// Whether a write to the file descriptor failed (a closed pipe, a full disk).
  package var failed: Bool { writeFailed }
  @exclusivity(unchecked) private var writeFailed = false
  /// The system's reason for the first failed write.
  package private(set) var failureReason: String?
  /// Takes each chunk, for a consuming sink.
  @usableFromInline let consumer: ((UnsafeBufferPointer<UInt8>) -> Void)?
  // The buffer, reached from the writes that other modules inline (Run, Golden, CLI).
  @usableFromInline @exclusivity(unchecked) var storage: UnsafeMutablePointer<UInt8>
  @usableFromInline @exclusivity(unchecked) var capacity: Int
  @usableFromInline @exclusivity(unchecked) var count = 0

  /// A sink writing to `fileDescriptor`.
  package init(fileDescriptor: Int32) {
    self.fileDescriptor = fileDescriptor
    consumer = nil
    capacity = 1 << 16
    storage = .allocate(capacity: capacity)
  }

  /// A sink collecting everything in memory.
  package init() {
    self.fileDescriptor = nil
    consumer = nil
    capacity = 4_096
    storage = .allocate(capacity: capacity)
  }

  /// A sink handing its bytes to `consumer` in chunks of up to 64 KiB, in order (at the
  /// latest when flushed).
  package init(consumer: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
    self.fileDescriptor = nil
    self.consumer = consumer
    capacity = 1 << 16
    storage = .allocate(capacity: capacity)
  }

  /// Standard output.
  package static func standardOutput() -> ByteSink { ByteSink(fileDescriptor: 1) }
  /// Standard error.
  package static func standardError() -> ByteSink { ByteSink(fileDescriptor: 2) }

  /// Bytes not yet written (for memory: everything written).
  package var buffer: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }

  /// A memory sink holding the same bytes, to go on writing apart from this one; `nil` for
  /// a sink that writes to a file or hands its bytes on.
  package func copy() -> ByteSink? {
    guard fileDescriptor == nil, consumer == nil else { return nil }
    let other = ByteSink()
    other.write(bytes: UnsafeBufferPointer(start: storage, count: count))
    return other
  }

  /// How many bytes a memory sink holds.
  package var byteCount: Int { count }

  /// Everything a memory sink collected, as text.
  package var text: String {
    String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self)
  }

  /// Appends the UTF-8 bytes of `text`.
  @inlinable @inline(__always)
  package func write(_ text: String) {
    // Read in place (no copy of the string to make it mutable), where its bytes are
    // contiguous: always, but for a bridged string.
    if text.utf8.withContiguousStorageIfAvailable({ write(bytes: $0) }) != nil { return }
    var text = text
    text.withUTF8 { write(bytes: $0) }
  }

  /// Appends raw bytes.
  package func write(bytes: some Sequence<UInt8>) {
    for byte in bytes { write(byte: byte) }
  }

  /// Appends raw bytes from contiguous storage.
  @inlinable @inline(__always)
  package func write(bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    if count + bytes.count > capacity { makeRoom(for: bytes.count) }
    if bytes.count > capacity {
      if let consumer {
        consumer(bytes)
      } else {
        send(UnsafeRawPointer(base), bytes.count)
      }
      return
    }
    (storage + count).update(from: base, count: bytes.count)
    count += bytes.count
  }

  /// Appends one byte.
  @inlinable @inline(__always)
  package func write(byte: UInt8) {
    if count == capacity { makeRoom(for: 1) }
    storage[count] = byte
    count += 1
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
    guard count > 0 else { return }
    if let consumer {
      consumer(UnsafeBufferPointer(start: storage, count: count))
      count = 0
      return
    }
    guard fileDescriptor != nil else { return }
    send(UnsafeRawPointer(storage), count)
    count = 0
  }

  /// Frees space for `needed` more bytes: a file sink writes its buffer out, a memory sink
  /// grows.
  @usableFromInline
  func makeRoom(for needed: Int) {
    if fileDescriptor != nil || consumer != nil {
      flush()
      return
    }
    var newCapacity = capacity * 2
    while newCapacity < count + needed { newCapacity *= 2 }
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    grown.update(from: storage, count: count)
    storage.deallocate()
    storage = grown
    capacity = newCapacity
  }

  /// Writes bytes to the file descriptor, retrying short and interrupted writes.
  @usableFromInline
  func send(_ base: UnsafeRawPointer, _ length: Int) {
    guard let fileDescriptor, !writeFailed else { return }
    var offset = 0
    while offset < length {
      let written = systemWrite(fileDescriptor, base + offset, length - offset)
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
    flush()
    storage.deallocate()
  }
}

private func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Darwin)
    Darwin.write(fd, pointer, count)
  #else
    write(fd, pointer, count)
  #endif
}
