#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where bytes come from: an open file descriptor (a file, a pipe, a terminal) or memory.
package enum ByteSource: Sendable {
  /// Read from this descriptor, a chunk at a time (it is not closed).
  case descriptor(Int32)
  /// These bytes.
  case bytes([UInt8])

  /// Standard input.
  package static let standardInput = ByteSource.descriptor(0)
}

/// The lines of a source, read a chunk at a time within bounds (docs/limits.md): no input,
/// not even `/dev/zero` or an endless pipe, is read further than a limit before the reader
/// stops. A line longer than `maximumLineBytes` comes back cut, flagged, and the rest of it is
/// skipped without being kept.
///
/// Lines come without their line end: `\n`, or `\r\n` when `dropsCarriageReturns`.
package final class LineReader {
  /// One line. Its bytes stay valid until the next call to `next()`.
  package struct Line {
    /// The line's bytes, at most `maximumLineBytes` of them.
    package let bytes: UnsafeBufferPointer<UInt8>
    /// The line's number, from 1.
    package let number: Int
    /// Whether the line was longer than the limit and is cut.
    package let isCut: Bool
    /// Whether a newline ended it (only the last line of a source can lack one).
    package let hasNewline: Bool
    /// Whether a `\r` before its end was dropped.
    package let droppedCarriageReturn: Bool
  }

  /// What the reader reads.
  package let name: String
  /// The longest line kept whole.
  let maximumLineBytes: Int
  /// The most bytes read in all; past them, `next()` ends with `exceededLimit` set.
  package let maximumBytes: Int
  /// Whether `\r` before `\n` (and at the very end) is dropped.
  let dropsCarriageReturns: Bool
  /// Whether the source held more than `maximumBytes`.
  package private(set) var exceededLimit = false
  /// How many lines `next()` has returned.
  package var linesReturned: Int { lineNumber }
  /// How many bytes have been read.
  private(set) var bytesRead = 0

  private let descriptor: Int32?
  private let ownsDescriptor: Bool
  private let memory: [UInt8]
  private var buffer: UnsafeMutableBufferPointer<UInt8>
  /// The unread part of the buffer (or of `memory`).
  private var start = 0
  private var end = 0
  private var atEnd = false
  private var lineNumber = 0
  private static let chunk = 1 << 16

  /// A reader of `source`, named `name` in messages.
  package init(
    _ source: ByteSource, name: String, maximumLineBytes: Int, maximumBytes: Int,
    dropsCarriageReturns: Bool = true, owns: Bool = false
  ) {
    self.name = name
    self.maximumLineBytes = maximumLineBytes
    self.maximumBytes = maximumBytes
    self.dropsCarriageReturns = dropsCarriageReturns
    ownsDescriptor = owns
    switch source {
    case .descriptor(let descriptor):
      self.descriptor = descriptor
      memory = []
      buffer = .allocate(capacity: Self.chunk)
    case .bytes(let bytes):
      descriptor = nil
      memory = Array(bytes.prefix(maximumBytes))
      exceededLimit = bytes.count > maximumBytes
      buffer = .allocate(capacity: 0)
      end = memory.count
      bytesRead = memory.count
      atEnd = true
    }
  }

  /// How many bytes the source holds, as far as it says before it is read (a regular file's
  /// size, the bytes in memory; 0 for a pipe or a terminal), at most `maximumBytes`: a size
  /// to reserve room by, never a bound.
  package var sizeHint: Int {
    guard let descriptor else { return memory.count }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return 0 }
    return min(max(Int(status.st_size), 0), maximumBytes)
  }

  /// A reader of the open file `descriptor`, which it closes when done.
  package convenience init(
    owning descriptor: Int32, name: String, maximumLineBytes: Int, maximumBytes: Int,
    dropsCarriageReturns: Bool = true
  ) {
    self.init(
      .descriptor(descriptor), name: name, maximumLineBytes: maximumLineBytes,
      maximumBytes: maximumBytes, dropsCarriageReturns: dropsCarriageReturns, owns: true)
  }

  deinit {
    buffer.deallocate()
    if ownsDescriptor, let descriptor { close(descriptor) }
  }

  /// The next line, or `nil` at the end of the source (or at its limit).
  ///
  /// - Throws: `FileIO.Failure` when reading fails.
  package func next() throws(FileIO.Failure) -> Line? {
    while true {
      let found =
        descriptor == nil
        ? memory.withUnsafeBufferPointer { line(in: $0) } : line(in: UnsafeBufferPointer(buffer))
      if let found { return found }
      if atEnd, start >= end { return nil }
      try refill()
    }
  }

  /// Whether the bytes up to the next newline belong to a line already returned cut.
  private var skipsRestOfLine = false

  /// The next line in `storage[start..<end]`, if a whole one is there (or the source has
  /// ended, or a line is too long to wait for).
  private func line(in storage: UnsafeBufferPointer<UInt8>) -> Line? {
    guard let base = storage.baseAddress else { return nil }
    if skipsRestOfLine {
      guard let newline = memchr(base + start, 0x0A, end - start) else {
        start = end
        return nil
      }
      start = UnsafePointer<UInt8>(newline.assumingMemoryBound(to: UInt8.self)) - base + 1
      skipsRestOfLine = false
    }
    guard start < end else { return nil }
    let available = end - start
    let found = memchr(base + start, 0x0A, min(available, maximumLineBytes + 1)).map {
      UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base
    }
    let lineEnd: Int
    let isCut: Bool
    if let found {
      lineEnd = found
      isCut = false
    } else if available > maximumLineBytes {
      lineEnd = start + maximumLineBytes
      isCut = true
    } else if atEnd {
      lineEnd = end
      isCut = false
    } else {
      return nil
    }
    var contentEnd = lineEnd
    if dropsCarriageReturns, !isCut, contentEnd > start, base[contentEnd - 1] == 0x0D {
      contentEnd -= 1
    }
    lineNumber += 1
    let line = Line(
      bytes: UnsafeBufferPointer(start: base + start, count: contentEnd - start),
      number: lineNumber, isCut: isCut, hasNewline: found != nil,
      droppedCarriageReturn: contentEnd != lineEnd)
    if isCut {
      start = lineEnd
      skipsRestOfLine = true
    } else {
      start = found.map { $0 + 1 } ?? end
    }
    return line
  }

  /// Reads another chunk into the buffer, moving the unread bytes to its front first.
  private func refill() throws(FileIO.Failure) {
    guard let descriptor, let base = buffer.baseAddress else {
      atEnd = true
      return
    }
    if start > 0 {
      if end > start { memmove(base, base + start, end - start) }
      end -= start
      start = 0
    }
    if end == buffer.count {
      // A line longer than the buffer, not yet past the limit: room for more of it.
      let grown = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: buffer.count * 2)
      _ = grown.initialize(fromContentsOf: buffer)
      buffer.deallocate()
      buffer = grown
      return try refill()
    }
    // One byte past the limit tells that there is more.
    let allowed = maximumBytes - bytesRead
    let room = min(buffer.count - end, allowed < Int.max ? allowed + 1 : allowed)
    guard room > 0 else {
      atEnd = true
      return
    }
    while true {
      let count = read(descriptor, base + end, room)
      if count < 0, errno == EINTR { continue }
      if count < 0 { throw FileIO.failure("cannot read \(name)") }
      if count == 0 {
        atEnd = true
        return
      }
      bytesRead += count
      end += count
      if bytesRead > maximumBytes {
        // Keep what fits, and stop there.
        exceededLimit = true
        end -= bytesRead - maximumBytes
        bytesRead = maximumBytes
        atEnd = true
      }
      return
    }
  }
}
