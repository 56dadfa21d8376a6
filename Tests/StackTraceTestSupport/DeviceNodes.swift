import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Device nodes of the tests' own, made with `mknod` in a temporary folder: no test reads or
/// writes the machine's real `/dev` (this machine and CI run as root, where `mknod` works).
package enum DeviceNode: String, CaseIterable, Sendable {
  /// Swallows every write, reads as empty.
  case null
  /// Reads as zero bytes without end.
  case zero
  /// Every write fails with ENOSPC.
  case full
  /// Reads as random bytes without end.
  case urandom

  /// Linux's character device numbers for it (major 1).
  var minor: UInt64 {
    switch self {
    case .null: 3
    case .zero: 5
    case .full: 7
    case .urandom: 9
    }
  }

  /// Makes the node in `folder`, named after it, and returns its path.
  ///
  /// - Throws: when `mknod` fails (not root, say).
  package func make(in folder: URL) throws -> URL {
    let path = folder.appendingPathComponent(rawValue)
    // glibc's `makedev` for small numbers (the macro does not reach Swift).
    guard mknod(path.path, S_IFCHR | 0o666, dev_t(1 << 8 | minor)) == 0 else {
      throw NSError(domain: "mknod \(path.path)", code: Int(errno))
    }
    return path
  }
}

/// A null device of the tests' own, in the temporary folder `stacknav-null` (shared by the
/// test processes, and kept: it holds nothing): where a child's output goes to be thrown
/// away. Without root, a regular file there stands in for it.
package let privateNull: URL = {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stacknav-null")
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let node = folder.appendingPathComponent(DeviceNode.null.rawValue)
  // Made by another test process already (checked without following a link), or made now.
  var status = stat()
  if lstat(node.path, &status) == 0, status.st_mode & S_IFMT == S_IFCHR,
    status.st_rdev == dev_t(1 << 8 | DeviceNode.null.minor)
  {
    return node
  }
  if (try? DeviceNode.null.make(in: folder)) != nil { return node }
  return folder.appendingPathComponent("null-\(getpid())")
}()
