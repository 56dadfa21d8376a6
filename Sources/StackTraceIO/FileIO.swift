import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files named explicitly on the command line (`run FILE`, `diff OLD NEW`, a report's path),
/// read and written with the C library (StackTrace does not load Foundation, which keeps the
/// command's start-up fast). Such a path is the user's own: it may be a pipe (`<(...)`, `-`)
/// or pass through a link, but every read is bounded. Folders of scenarios and goldens go
/// through `FileTree` instead, which follows no link.
package enum FileIO {
  /// A failed file operation, with the system's reason.
  package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was attempted, such as `cannot read Scenarios/x.scenario` (paths escaped).
    package let action: String
    /// The system's reason, such as `No such file or directory`.
    package let reason: String
    /// `ACTION: REASON`.
    package var description: String { "\(action): \(reason)" }

    /// A failure; `action` and `reason` must already be safe to print.
    package init(action: String, reason: String) {
      self.action = action
      self.reason = reason
    }
  }

  /// The most bytes `diff` reads from one input.
  package static let maximumDiffInput = 256 * 1_024 * 1_024

  /// Opens `path` for reading (following links: the user named it).
  package static func openForReading(_ path: String) throws(Failure) -> Int32 {
    let descriptor = open(systemPath(path), O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure("cannot read \(Escape.field(path))") }
    return descriptor
  }

  /// Whether `path` names a regular file (following links: the user named it).
  package static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return stat(systemPath(path), &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
  }

  /// Whether the path `bytes` spell names a regular file (following links), whatever the
  /// bytes are.
  package static func isRegularFile(bytes: [UInt8]) -> Bool {
    var status = stat()
    return stat(cString(bytes), &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
  }

  /// The size of the regular file open at `descriptor`; `nil` for a pipe, a terminal, a
  /// device (whose size tells nothing).
  package static func regularFileSize(_ descriptor: Int32) -> Int? {
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
      return nil
    }
    return Int(status.st_size)
  }

  /// Closes a descriptor `openForReading` returned.
  package static func close(_ descriptor: Int32) {
    _ = systemClose(descriptor)
  }

  /// The whole content of `path` (a file, a pipe, `-` for standard input via `source`), in
  /// memory the caller owns and frees with `deallocate()`, read once and never copied.
  ///
  /// - Throws: `Failure` when it cannot be read, or holds more than `maximumBytes`.
  package static func ownedContents(of source: ByteSource, name: String, maximumBytes: Int)
    throws(Failure) -> UnsafeMutableBufferPointer<UInt8>
  {
    switch source {
    case .bytes(let bytes):
      guard bytes.count <= maximumBytes else { throw tooLarge(name, maximumBytes) }
      let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
      _ = buffer.initialize(fromContentsOf: bytes)
      return buffer
    case .descriptor(let descriptor):
      var status = stat()
      let size =
        fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
        ? Int(status.st_size) : 0
      // A regular file is read straight into memory of its size (no zero fill first); a
      // pipe, or a file that grew, doubles its room as it goes.
      var buffer = UnsafeMutableBufferPointer<UInt8>.allocate(
        capacity: min(max(size + 1, 1 << 16), maximumBytes + 1))
      var count = 0
      while true {
        if count == buffer.count {
          guard buffer.count <= maximumBytes else {
            buffer.deallocate()
            throw tooLarge(name, maximumBytes)
          }
          let grown = UnsafeMutableBufferPointer<UInt8>.allocate(
            capacity: min(buffer.count * 2, maximumBytes + 1))
          _ = grown.initialize(fromContentsOf: buffer)
          buffer.deallocate()
          buffer = grown
        }
        guard let base = buffer.baseAddress else { break }
        let read = systemRead(descriptor, base + count, buffer.count - count)
        if read < 0, errno == EINTR { continue }
        if read < 0 {
          let error = failure("cannot read \(name)")
          buffer.deallocate()
          throw error
        }
        if read == 0 { break }
        count += read
        if count > maximumBytes {
          buffer.deallocate()
          throw tooLarge(name, maximumBytes)
        }
      }
      return UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
    }
  }

  private static func tooLarge(_ name: String, _ maximumBytes: Int) -> Failure {
    Failure(
      action: "cannot read \(name)",
      reason: "larger than \(maximumBytes) bytes, the limit (docs/limits.md)")
  }

  /// Writes `bytes` to `path` atomically: a temporary file in the same folder, flushed to
  /// disk, then renamed over `path` (which replaces a link there, never writes through it).
  /// A reader (or a crash, even `kill -9`) sees the old content or the new, never a mix.
  package static func writeAtomically(_ bytes: [UInt8], to path: String) throws(Failure) {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let temporary = "\(folder.isEmpty ? "" : folder)/.\(name).tmp-\(getpid())-\(nextSerial())"
    let descriptor = open(
      systemPath(temporary), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure("cannot write \(Escape.field(path))") }
    do {
      try writeAll(bytes, to: descriptor, name: Escape.field(path))
    } catch {
      close(descriptor)
      unlink(systemPath(temporary))
      throw error
    }
    let synced = fsync(descriptor) == 0
    close(descriptor)
    guard synced, rename(systemPath(temporary), systemPath(path)) == 0 else {
      let error = failure("cannot write \(Escape.field(path))")
      unlink(systemPath(temporary))
      throw error
    }
  }

  /// Writes a report to `path`, a path the user named (docs/security.md): where nothing or
  /// a regular file stands, the report replaces it atomically (`appending`: is added to its
  /// end); a device, a FIFO, `/dev/stdout` or a symbolic link is opened and written through,
  /// as a shell's `>` writes, never replaced.
  ///
  /// - Throws: `Failure` when it cannot be opened or written (a full device, a folder).
  package static func writeReport(_ bytes: [UInt8], to path: String, appending: Bool = false)
    throws(Failure)
  {
    var status = stat()
    guard lstat(systemPath(path), &status) == 0, (status.st_mode & S_IFMT) != S_IFREG else {
      if appending {
        try append(bytes, to: path)
      } else {
        try writeAtomically(bytes, to: path)
      }
      return
    }
    let descriptor = open(
      systemPath(path), O_WRONLY | O_CREAT | (appending ? O_APPEND : O_TRUNC) | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure("cannot write \(Escape.field(path))") }
    defer { close(descriptor) }
    try writeAll(bytes, to: descriptor, name: Escape.field(path))
  }

  /// Appends `bytes` to the file at `path`, creating it if needed.
  package static func append(_ bytes: [UInt8], to path: String) throws(Failure) {
    let descriptor = open(systemPath(path), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure("cannot write \(Escape.field(path))") }
    defer { close(descriptor) }
    try writeAll(bytes, to: descriptor, name: Escape.field(path))
  }

  /// Writes all of `bytes` to `descriptor`, retrying short and interrupted writes.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32, name: String) throws(Failure) {
    try bytes.withUnsafeBufferPointer { buffer throws(Failure) in
      try writeAll(buffer, to: descriptor, name: name)
    }
  }

  /// Writes all of `bytes` to `descriptor`, retrying short and interrupted writes.
  static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32, name: String)
    throws(Failure)
  {
    guard let base = bytes.baseAddress else { return }
    var written = 0
    while written < bytes.count {
      let count = systemWrite(descriptor, base + written, bytes.count - written)
      if count < 0 {
        if errno == EINTR { continue }
        throw failure("cannot write \(name)")
      }
      written += count
    }
  }

  /// A failure of `action` with `errno`'s reason.
  static func failure(_ action: String) -> Failure {
    Failure(action: action, reason: String(cString: strerror(errno)))
  }

  /// A number no other temporary file of this process has.
  static func nextSerial() -> Int {
    temporaryCounter.wrappingAdd(1, ordering: .relaxed).newValue
  }
}

/// Numbers the temporary files of this process.
private let temporaryCounter = Atomic<Int>(0)

private func systemClose(_ fd: Int32) -> Int32 {
  close(fd)
}

private func systemRead(_ fd: Int32, _ pointer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, pointer, count)
}

private func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(fd, pointer, count)
}
