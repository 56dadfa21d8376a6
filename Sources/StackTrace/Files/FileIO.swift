import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing files with the C library (StackTrace does not load Foundation, which
/// keeps the command's start-up fast).
public enum FileIO {
  /// A failed file operation, with the system's reason.
  public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was attempted, such as `cannot read Scenarios/x.scenario`.
    public let action: String
    /// The system's reason, such as `No such file or directory`.
    public let reason: String
    /// `ACTION: REASON`.
    public var description: String { "\(action): \(reason)" }
  }

  /// The whole content of the file at `path`.
  public static func contents(of path: String) throws(Failure) -> [UInt8] {
    let descriptor = try openForReading(path)
    defer { close(descriptor) }
    guard let size = regularFileSize(descriptor) else {
      return try readAll(descriptor, name: path)
    }
    // A regular file: read straight into an array of its size (no zero fill first), then
    // whatever it grew by since `fstat`.
    var failed = false
    var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      initialized = readFully(descriptor, into: buffer, failed: &failed)
    }
    if failed { throw failure("cannot read \(path)") }
    if bytes.count == size {
      let rest = try readAll(descriptor, name: path)
      if !rest.isEmpty { bytes.append(contentsOf: rest) }
    }
    return bytes
  }

  /// The whole content of the file at `path`, in memory the caller then owns and frees with
  /// `deallocate()`: a large file is read once and never copied.
  public static func ownedContents(of path: String) throws(Failure)
    -> UnsafeMutableBufferPointer<UInt8>
  {
    let descriptor = try openForReading(path)
    defer { close(descriptor) }
    let size = regularFileSize(descriptor) ?? 0
    var buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: size)
    var failed = false
    let count = readFully(descriptor, into: buffer, failed: &failed)
    if failed {
      buffer.deallocate()
      throw failure("cannot read \(path)")
    }
    let rest: [UInt8]
    do {
      rest = count == size ? try readAll(descriptor, name: path) : []
    } catch {
      buffer.deallocate()
      throw error
    }
    if !rest.isEmpty {
      let grown = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: count + rest.count)
      _ = grown.initialize(fromContentsOf: buffer[0..<count])
      _ = grown[count...].initialize(fromContentsOf: rest)
      buffer.deallocate()
      buffer = grown
    }
    return UnsafeMutableBufferPointer(rebasing: buffer[0..<(count + rest.count)])
  }

  /// A descriptor for reading `path`.
  private static func openForReading(_ path: String) throws(Failure) -> Int32 {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure("cannot read \(path)") }
    return descriptor
  }

  /// The size of the regular file open as `descriptor`; `nil` for a pipe, a terminal, ...
  private static func regularFileSize(_ descriptor: Int32) -> Int? {
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
      return nil
    }
    return Int(status.st_size)
  }

  /// Fills `buffer` from `descriptor`, retrying interrupted reads, up to the end of the
  /// file; how many bytes it read. `failed` tells a read error.
  private static func readFully(
    _ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, failed: inout Bool
  ) -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    let count = buffer.count
    var filled = 0
    while filled < count {
      let read = systemRead(descriptor, base + filled, count - filled)
      if read < 0, errno == EINTR { continue }
      if read < 0 { failed = true }
      if read <= 0 { break }
      filled += read
    }
    return filled
  }

  /// The content of the file at `path` as text, or `nil` if there is no such file.
  public static func text(ifExists path: String) throws(Failure) -> String? {
    guard exists(path) else { return nil }
    return String(decoding: try contents(of: path), as: UTF8.self)
  }

  /// Everything readable from `descriptor` (standard input, say).
  public static func readAll(_ descriptor: Int32, name: String) throws(Failure) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure("cannot read \(name)")
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  /// Whether something exists at `path`.
  public static func exists(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
  }

  /// Whether `path` names a directory.
  public static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  /// The files below `directory` (recursively), as paths starting with `directory`, sorted
  /// by byte order so that every machine lists them alike. Hidden entries are skipped.
  public static func files(under directory: String) throws(Failure) -> [String] {
    var found: [String] = []
    var pending = [directory]
    while let folder = pending.popLast() {
      guard let stream = opendir(folder) else { throw failure("cannot list \(folder)") }
      defer { closedir(stream) }
      while let entry = readdir(stream) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name.hasPrefix(".") { continue }
        let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        if isDirectory(path) { pending.append(path) } else { found.append(path) }
      }
    }
    return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// Creates `directory` and its missing parents.
  public static func makeDirectories(_ directory: String) throws(Failure) {
    var path = directory.hasPrefix("/") ? "/" : ""
    for part in directory.split(separator: "/") {
      path += part
      if !isDirectory(path), mkdir(path, 0o755) != 0, errno != EEXIST {
        throw failure("cannot create \(path)")
      }
      path += "/"
    }
  }

  /// Writes `bytes` to `path` atomically: a temporary file in the same folder, flushed to
  /// disk, then renamed over `path`. A reader (or a crash, even `kill -9`) sees the old
  /// content or the new, never a mix. The temporary file is hidden (`.NAME.tmp-PID-N`), so it
  /// is never mistaken for a golden; an interrupted write can leave one behind.
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(Failure) {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let serial = temporaryCounter.wrappingAdd(1, ordering: .relaxed).newValue
    let temporary = "\(folder)/.\(name).tmp-\(getpid())-\(serial)"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure("cannot write \(temporary)") }
    do {
      try writeAll(bytes, to: descriptor, name: temporary)
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    let synced = fsync(descriptor) == 0
    close(descriptor)
    guard synced, rename(temporary, path) == 0 else {
      let error = failure("cannot replace \(path)")
      unlink(temporary)
      throw error
    }
  }

  /// Appends `bytes` to the file at `path`, creating it if needed.
  public static func append(_ bytes: [UInt8], to path: String) throws(Failure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure("cannot write \(path)") }
    defer { close(descriptor) }
    try writeAll(bytes, to: descriptor, name: path)
  }

  /// Writes all of `bytes` to `descriptor`, retrying short and interrupted writes.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32, name: String) throws(Failure) {
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        systemWrite(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure("cannot write \(name)")
      }
      written += count
    }
  }

  /// Removes the file at `path`.
  public static func remove(_ path: String) throws(Failure) {
    guard unlink(path) == 0 else { throw failure("cannot delete \(path)") }
  }

  static func failure(_ action: String) -> Failure {
    Failure(action: action, reason: String(cString: strerror(errno)))
  }
}

/// Numbers the temporary files of this process.
private let temporaryCounter = Atomic<Int>(0)

private func systemRead(_ fd: Int32, _ pointer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, pointer, count)
}

private func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(fd, pointer, count)
}
