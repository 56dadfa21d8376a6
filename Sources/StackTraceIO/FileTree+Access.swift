#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileTree {
  /// Opens the regular file at `path` for reading; the caller closes the descriptor.
  ///
  /// - Throws: `FileIO.Failure` for a missing file, a symbolic link, a FIFO, device or
  ///   socket (never opened: opening some has effects), or a folder on the way that is not a
  ///   real directory. The message names the path and why, never anything of a target.
  package func openForReading(_ path: RelativePath) throws(FileIO.Failure) -> Int32 {
    let action = "cannot read \(shown(path))"
    let parent = try openRegularFileParent(of: path, action: action)
    defer { closeParent(parent) }
    let descriptor = Self.openEntry(cString(path.name), in: parent, directory: false)
    guard descriptor >= 0 else {
      throw FileIO.Failure(action: action, reason: String(cString: strerror(errno)))
    }
    // What was checked is what was opened (nothing swapped it in between).
    var status = stat()
    guard fstat(descriptor, &status) == 0, Self.kind(of: status.st_mode) == .regular else {
      close(descriptor)
      throw FileIO.Failure(action: action, reason: "not a regular file")
    }
    return descriptor
  }

  /// A reader of the lines of the regular file at `path`, which it closes when done.
  package func lineReader(
    _ path: RelativePath, maximumLineBytes: Int, maximumBytes: Int,
    dropsCarriageReturns: Bool = true
  ) throws(FileIO.Failure) -> LineReader {
    LineReader(
      owning: try openForReading(path), name: shown(path), maximumLineBytes: maximumLineBytes,
      maximumBytes: maximumBytes, dropsCarriageReturns: dropsCarriageReturns)
  }

  /// Deletes the regular file at `path`.
  ///
  /// - Throws: `FileIO.Failure` when it is not a regular file, or cannot be deleted.
  package func remove(_ path: RelativePath) throws(FileIO.Failure) {
    let action = "cannot delete \(shown(path))"
    let parent = try openRegularFileParent(of: path, action: action)
    defer { closeParent(parent) }
    guard unlinkat(parent, cString(path.name), 0) == 0 else {
      throw FileIO.failure(action)
    }
  }

  /// The open folder holding `path`, which must be a regular file; the caller closes it with
  /// `closeParent`.
  private func openRegularFileParent(of path: RelativePath, action: String)
    throws(FileIO.Failure) -> Int32
  {
    let parent: Int32
    do {
      parent = try openParent(of: path, creating: false)
    } catch {
      throw FileIO.Failure(action: action, reason: error.reason)
    }
    do {
      try Self.refuseUnlessRegular(Self.kind(of: Array(path.name), in: parent), action: action)
    } catch {
      closeParent(parent)
      throw error
    }
    return parent
  }

  /// Throws the policy's reason when `kind` is not a regular file.
  static func refuseUnlessRegular(_ kind: Kind, action: String) throws(FileIO.Failure) {
    switch kind {
    case .regular:
      return
    case .missing:
      throw FileIO.Failure(action: action, reason: "No such file or directory")
    case .directory:
      throw FileIO.Failure(action: action, reason: "Is a directory")
    case .symbolicLink:
      throw FileIO.Failure(
        action: action, reason: "a symbolic link, which is not followed (docs/security.md)")
    case .special:
      throw FileIO.Failure(
        action: action,
        reason: "not a regular file (a FIFO, device or socket is never opened; docs/security.md)")
    }
  }
}

/// A file being written below a folder, atomically: the bytes go to a hidden temporary file
/// beside it (`.NAME.tmp-PID-N`), which `commit()` flushes to disk and renames over the file.
/// A reader, or a crash (even `kill -9`), sees the old content or the new, never a mix; a
/// file not committed is removed.
///
/// The file is only ever created or replaced where a regular file or nothing stands: never
/// through or over a symbolic link.
package final class AtomicFile {
  private let tree: FileTree
  private let path: RelativePath
  private let parent: Int32
  private let temporary: [CChar]
  private var descriptor: Int32
  private var finished = false

  /// Starts writing the file at `path` below `tree`, making missing folders on the way when
  /// `creatingFolders`.
  ///
  /// - Throws: `FileIO.Failure` when a folder on the way is a link or cannot be made, or
  ///   something other than a regular file stands at `path`.
  package init(_ path: RelativePath, in tree: FileTree, creatingFolders: Bool = false)
    throws(FileIO.Failure)
  {
    let action = "cannot write \(tree.shown(path))"
    let parent: Int32
    do {
      parent = try tree.openParent(of: path, creating: creatingFolders)
    } catch {
      throw FileIO.Failure(action: action, reason: error.reason)
    }
    let kind = FileTree.kind(of: Array(path.name), in: parent)
    if kind != .missing {
      do {
        try FileTree.refuseUnlessRegular(kind, action: action)
      } catch {
        tree.closeParent(parent)
        throw error
      }
    }
    let serial = FileIO.nextSerial()
    let temporary = cString(
      Array(".".utf8) + path.name + Array(".tmp-\(getpid())-\(serial)".utf8))
    let descriptor = openat(
      parent, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let failure = FileIO.failure(action)
      tree.closeParent(parent)
      throw failure
    }
    self.tree = tree
    self.path = path
    self.parent = parent
    self.temporary = temporary
    self.descriptor = descriptor
  }

  deinit {
    discard()
    tree.closeParent(parent)
  }

  /// Appends `bytes`.
  package func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(FileIO.Failure) {
    try FileIO.writeAll(bytes, to: descriptor, name: tree.shown(path))
  }

  /// Appends `bytes`.
  package func write(_ bytes: [UInt8]) throws(FileIO.Failure) {
    try bytes.withUnsafeBufferPointer { buffer throws(FileIO.Failure) in try write(buffer) }
  }

  /// Flushes the file to disk and puts it in place.
  ///
  /// - Throws: `FileIO.Failure` when flushing or renaming fails, or when something other
  ///   than a regular file now stands at the path; the file is then not written.
  package func commit() throws(FileIO.Failure) {
    let action = "cannot write \(tree.shown(path))"
    guard !finished else { return }
    let synced = fsync(descriptor) == 0
    close(descriptor)
    descriptor = -1
    let kind = FileTree.kind(of: Array(path.name), in: parent)
    if kind != .missing {
      do {
        try FileTree.refuseUnlessRegular(kind, action: action)
      } catch {
        discard()
        throw error
      }
    }
    guard synced, renameat(parent, temporary, parent, cString(path.name)) == 0 else {
      let failure = FileIO.failure(action)
      discard()
      throw failure
    }
    finished = true
  }

  /// Drops the file: nothing is written.
  package func discard() {
    guard !finished else { return }
    finished = true
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
    unlinkat(parent, temporary, 0)
  }
}
