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
    return try readAll(descriptor, name: path)
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

  /// Whether `path` names a directory.
  public static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  static func failure(_ action: String) -> Failure {
    Failure(action: action, reason: String(cString: strerror(errno)))
  }
}

private func systemRead(_ fd: Int32, _ pointer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, pointer, count)
}
