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
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure("cannot read \(path)") }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG {
      // A regular file: read it straight into an array of its size.
      let size = Int(status.st_size)
      var bytes = [UInt8](repeating: 0, count: size)
      var filled = 0
      while filled < size {
        let count = bytes.withUnsafeMutableBytes { raw in
          raw.baseAddress.map { systemRead(descriptor, $0 + filled, size - filled) } ?? 0
        }
        if count < 0 {
          if errno == EINTR { continue }
          throw failure("cannot read \(path)")
        }
        if count == 0 { break }
        filled += count
      }
      if filled < size { bytes.removeLast(size - filled) }
      return filled == size ? bytes + (try readAll(descriptor, name: path)) : bytes
    }
    return try readAll(descriptor, name: path)
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
