/// Bytes that may become a file below a folder, when only the end of a run tells whether
/// they should (a golden to record, an actual trace to save): kept in memory while they are
/// few, then in an `AtomicFile` beside the file, so that memory does not grow with a long
/// trace. Nothing appears at the path unless `commit()` is called.
package final class PendingFile {
  private let path: RelativePath
  private let tree: FileTree
  private let creatingFolders: Bool
  private let memoryLimit: Int
  private var memory: [UInt8] = []
  private var file: AtomicFile?
  /// The first failure, if any: a later `commit()` throws it.
  private(set) var failure: FileIO.Failure?

  /// Bytes for the file at `path` below `tree`.
  package init(
    _ path: RelativePath, in tree: FileTree, creatingFolders: Bool = false,
    memoryLimit: Int = 1 << 18
  ) {
    self.path = path
    self.tree = tree
    self.creatingFolders = creatingFolders
    self.memoryLimit = memoryLimit
  }

  /// Appends `bytes`.
  package func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard failure == nil else { return }
    do {
      if let file {
        try file.write(bytes)
        return
      }
      memory.append(contentsOf: bytes)
      if memory.count > memoryLimit {
        let opened = try AtomicFile(path, in: tree, creatingFolders: creatingFolders)
        try opened.write(memory)
        memory = []
        file = opened
      }
    } catch {
      failure = error
    }
  }

  /// Puts the file in place.
  ///
  /// - Throws: `FileIO.Failure` from any step, the first one included.
  package func commit() throws(FileIO.Failure) {
    if let failure { throw failure }
    let target: AtomicFile
    if let file {
      target = file
    } else {
      target = try AtomicFile(path, in: tree, creatingFolders: creatingFolders)
      try target.write(memory)
    }
    try target.commit()
    file = nil
    memory = []
  }

  /// Drops the bytes: nothing is written.
  package func discard() {
    file?.discard()
    file = nil
    memory = []
  }
}
