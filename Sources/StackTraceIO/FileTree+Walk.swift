#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileTree {
  /// What a walk found below a folder, each list in byte order.
  package struct Walk: Sendable {
    /// The regular files.
    package var files: [RelativePath] = []
    /// The symbolic links (to files or folders alike): none is followed.
    package var links: [RelativePath] = []
    /// FIFOs, devices and sockets: none is opened.
    package var specials: [RelativePath] = []
    /// Folders that could not be searched, and why.
    package var problems: [(path: RelativePath, reason: String)] = []
    /// The goldens (`NAME.trace`, `NAME.trace.new`) with no `NAME.scenario` beside them (a
    /// file, a link or a special file), found folder by folder.
    package var orphanGoldens: [RelativePath] = []
  }

  /// The deepest a walk goes below its folder.
  package static let maximumDepth = 64

  /// Everything below the folder, without following a link. Hidden entries (names starting
  /// with `.`) are skipped, the temporary files of atomic writes among them.
  ///
  /// - Complexity: one `readdir` pass and at most one `fstatat` per entry; at most
  ///   `maximumDepth` descriptors open at once; a folder reached twice (a bind mount inside
  ///   itself) is searched once.
  ///
  /// - Parameters:
  ///   - keepingGoldens: whether `files` lists the goldens too; without them, a walk of a
  ///     large scenario folder holds half the paths (`orphanGoldens` is there either way).
  ///   - maximumDepth: the deepest folder searched, counted from the folder's own children
  ///     (1); one deeper is a problem, not searched.
  package func walk(keepingGoldens: Bool = true, maximumDepth: Int = FileTree.maximumDepth)
    -> Walk
  {
    var walk = Walk()
    var visited = Set<FileIdentity>()
    var stack: [(descriptor: Int32, path: RelativePath, folders: [[UInt8]])] = []

    func enter(_ descriptor: Int32, _ path: RelativePath) {
      var status = stat()
      if fstat(descriptor, &status) == 0 {
        guard visited.insert(FileIdentity(status)).inserted else {
          close(descriptor)
          return
        }
      }
      var folders: [[UInt8]] = []
      // This folder's goldens, and the names of its scenarios, for its orphans.
      var goldens: [RelativePath] = []
      var scenarios = Set<[UInt8]>()
      // Each entry as it is read: a folder of a hundred thousand files is never listed whole.
      let listed = list(descriptor) { name, type in
        let child = path.appending(name)
        var kind = type.flatMap(FileTree.kind(ofDirectoryEntryType:))
        if kind == nil { kind = FileTree.kind(of: name, in: descriptor) }
        if kind == .regular || kind == .symbolicLink || kind == .special,
          child.hasSuffix(".scenario")
        {
          scenarios.insert(name)
        }
        if kind == .regular, child.isGolden {
          goldens.append(child)
          if !keepingGoldens { return }
        }
        switch kind {
        case .regular: walk.files.append(child)
        case .directory: folders.append(name)
        case .symbolicLink: walk.links.append(child)
        case .special: walk.specials.append(child)
        case .missing, nil: break
        }
      }
      guard listed else {
        walk.problems.append((path, String(cString: strerror(errno))))
        close(descriptor)
        return
      }
      for golden in goldens where !scenarios.contains(Array(golden.scenarioOfGolden.name)) {
        walk.orphanGoldens.append(golden)
      }
      // Popped from the end: reversed, so that folders are searched in byte order.
      folders.sort { $1.lexicographicallyPrecedes($0) }
      stack.append((descriptor, path, folders))
    }

    let root = dup(descriptor)
    guard root >= 0 else {
      walk.problems.append((.root, String(cString: strerror(errno))))
      return walk
    }
    enter(root, .root)
    while !stack.isEmpty {
      let top = stack.count - 1
      guard let name = stack[top].folders.popLast() else {
        close(stack[top].descriptor)
        stack.removeLast()
        continue
      }
      let path = stack[top].path.appending(name)
      guard stack.count <= maximumDepth else {
        walk.problems.append((path, "deeper than \(maximumDepth) folders, not searched"))
        continue
      }
      let child = FileTree.openEntry(cString(name), in: stack[top].descriptor, directory: true)
      guard child >= 0 else {
        walk.problems.append((path, String(cString: strerror(errno))))
        continue
      }
      enter(child, path)
    }
    walk.files.sort()
    walk.links.sort()
    walk.specials.sort()
    walk.orphanGoldens.sort()
    return walk
  }

  /// Hands `body` each entry of an open directory as it is read, hidden ones left out, with
  /// its type when the file system gives it; false if the directory cannot be read.
  private func list(_ descriptor: Int32, _ body: ([UInt8], UInt8?) -> Void) -> Bool {
    let copy = dup(descriptor)
    guard copy >= 0, let stream = fdopendir(copy) else {
      if copy >= 0 { close(copy) }
      return false
    }
    defer { closedir(stream) }
    // The copy shares the descriptor's position: a folder read before (an earlier walk of
    // the same tree) would list nothing.
    rewinddir(stream)
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      if name.first == UInt8(ascii: ".") { continue }
      let type = entry.pointee.d_type
      body(name, type == UInt8(DT_UNKNOWN) ? nil : type)
    }
    return true
  }

  /// The kind a directory entry's type names.
  static func kind(ofDirectoryEntryType type: UInt8) -> Kind? {
    switch Int(type) {
    case Int(DT_REG): .regular
    case Int(DT_DIR): .directory
    case Int(DT_LNK): .symbolicLink
    case Int(DT_FIFO), Int(DT_CHR), Int(DT_BLK), Int(DT_SOCK): .special
    default: nil
    }
  }
}

/// A file's identity: its device and inode.
package struct FileIdentity: Hashable, Sendable {
  let device: UInt64
  let inode: UInt64

  init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}
