#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder the tool was given, and everything below it, under the file policy
/// (docs/security.md): only regular files and real directories are read, written or
/// deleted; a symbolic link is never followed, read, written through, replaced or deleted,
/// and a FIFO, a device or a socket is never opened.
///
/// The folder itself is found this way: inside the working directory (the repository root,
/// in CI) no component of its path may be a symbolic link either; outside it, the system
/// resolves the path as given, but its last component must be a real directory. Every
/// operation below it goes from the folder's open descriptor one component at a time
/// (`openat` with `O_NOFOLLOW`), so nothing below can lead out of it.
package final class FileTree: @unchecked Sendable {
  /// What stands at a path.
  package enum Kind: Sendable, Equatable {
    /// Nothing.
    case missing
    /// A regular file.
    case regular
    /// A real directory.
    case directory
    /// A symbolic link: never followed.
    case symbolicLink
    /// A FIFO, a device, a socket: never opened.
    case special
  }

  /// The path as the user gave it.
  package let path: String
  /// The folder's path relative to the working directory, or `nil` when it lies outside.
  package let location: RelativePath?
  /// The folder, open.
  let descriptor: Int32

  private init(path: String, location: RelativePath?, descriptor: Int32) {
    self.path = path
    self.location = location
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// The folder at `path`.
  ///
  /// - Throws: `FileIO.Failure` when it is empty, missing, not a directory, or reached
  ///   through a symbolic link where the policy forbids one.
  package static func open(_ path: String) throws(FileIO.Failure) -> FileTree {
    try open(path, creating: false)
  }

  /// The folder at `path`, made first (with its missing parents) if it does not exist; the
  /// same policy holds for the folders on the way.
  package static func make(_ path: String) throws(FileIO.Failure) -> FileTree {
    try open(path, creating: true)
  }

  private static func open(_ path: String, creating: Bool) throws(FileIO.Failure) -> FileTree {
    let shown = Escape.field(path)
    guard !path.isEmpty else {
      throw FileIO.Failure(action: "cannot open ''", reason: "an empty path names no folder")
    }
    let bytes = PathText.bytes(path)
    guard bytes.first == UInt8(ascii: "/") else {
      let descriptor = try descendFromWorkingDirectory(
        bytes.split(separator: UInt8(ascii: "/")), shown: shown, creating: creating)
      return FileTree(
        path: path, location: RelativePath(lexically: bytes), descriptor: descriptor)
    }
    if let inside = insideWorkingDirectory(bytes) {
      let descriptor = try descendFromWorkingDirectory(
        inside.components, shown: shown, creating: creating)
      return FileTree(path: path, location: inside, descriptor: descriptor)
    }
    var descriptor = systemOpen(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    if descriptor < 0, errno == ENOENT, creating {
      // Outside the working directory the system resolves the path: make each folder.
      var prefix = ""
      for component in path.split(separator: "/") {
        prefix += "/" + component
        if mkdir(systemPath(prefix), 0o755) != 0, errno != EEXIST, errno != EISDIR {
          var status = stat()
          guard stat(systemPath(prefix), &status) == 0 else {
            throw FileIO.failure("cannot make \(shown)")
          }
        }
      }
      descriptor = systemOpen(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    }
    guard descriptor >= 0 else {
      throw refusal(at: AT_FDCWD, name: bytes, shown: shown)
    }
    return FileTree(path: path, location: nil, descriptor: descriptor)
  }

  /// `path` made absolute from the working directory, `.` and `..` resolved by text (as the
  /// testing API's `#filePath` names files).
  package static func absolute(_ path: String) -> String {
    let start = path.hasPrefix("/") ? [] : (workingDirectory() ?? [])
    var components: [ArraySlice<UInt8>] = []
    for component in (start + [UInt8(ascii: "/")] + PathText.bytes(path)).split(
      separator: UInt8(ascii: "/"))
    {
      if component.elementsEqual(".".utf8) { continue }
      if component.elementsEqual("..".utf8) {
        _ = components.popLast()
        continue
      }
      components.append(component)
    }
    return "/" + PathText.text(Array(components.joined(separator: [UInt8(ascii: "/")])))
  }

  /// `path` as the system resolves it, links and `..` included, for a path that may not
  /// exist yet: the real path of its deepest existing folder, then the rest by text. Two
  /// paths that name the same place give the same answer, however they were spelled. A link
  /// whose target does not exist yet resolves to that target, where a write through it would
  /// land (at most 40 links in a row, as the system follows).
  package static func resolved(_ path: String) -> String {
    var path = absolute(path)
    for _ in 0..<40 {
      guard let target = danglingLinkTarget(path) else { break }
      let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
      path = absolute(
        target.hasPrefix("/") ? target : (folder.isEmpty ? "/" : folder) + "/" + target)
    }
    return resolvedByPrefix(path)
  }

  /// The target of `path` when it is a link that does not lead to an existing file.
  private static func danglingLinkTarget(_ path: String) -> String? {
    var status = stat()
    let name = systemPath(path)
    guard lstat(name, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK,
      stat(name, &status) != 0
    else { return nil }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(name, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return PathText.text(buffer[..<count].map { UInt8(bitPattern: $0) })
  }

  /// `resolved` for a path that is no dangling link.
  private static func resolvedByPrefix(_ path: String) -> String {
    var components = absolute(path).split(separator: "/").map(String.init)
    var rest: [String] = []
    while true {
      let prefix = "/" + components.joined(separator: "/")
      if let real = realpath(systemPath(prefix), nil) {
        defer { free(real) }
        let base = PathText.text(
          UnsafeBufferPointer(start: real, count: strlen(real)).map { UInt8(bitPattern: $0) })
        let tail = rest.reversed().joined(separator: "/")
        if tail.isEmpty { return base }
        return (base == "/" ? "" : base) + "/" + tail
      }
      guard let last = components.popLast() else {
        return "/" + rest.reversed().joined(separator: "/")
      }
      rest.append(last)
    }
  }

  /// Whether `path` is `folder` or lies below it (both as `resolved` gives them).
  package static func isPath(_ path: String, inside folder: String) -> Bool {
    path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
  }

  /// The part of absolute path `bytes` below the working directory, if it lies there.
  private static func insideWorkingDirectory(_ bytes: [UInt8]) -> RelativePath? {
    let components = bytes.split(separator: UInt8(ascii: "/"))
    guard !components.contains(where: { $0.elementsEqual("..".utf8) }),
      let directory = workingDirectory()
    else { return nil }
    let base = directory.split(separator: UInt8(ascii: "/"))
    let meaningful = components.filter { !$0.elementsEqual(".".utf8) }
    guard meaningful.count >= base.count,
      zip(base, meaningful).allSatisfy({ $0.elementsEqual($1) })
    else { return nil }
    return RelativePath(
      lexically: Array(meaningful.dropFirst(base.count).joined(separator: [UInt8(ascii: "/")])))
  }

  /// The working directory's physical path.
  private static func workingDirectory() -> [UInt8]? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return nil }
    return buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
  }

  /// Opens the directory `components` lead to from `start`, one real directory at a time,
  /// never through a link; with `creating`, missing folders are made on the way. Returns
  /// `start` itself when there are no components; closes every descriptor it opened but
  /// the last.
  static func descend(
    from start: Int32, through components: [ArraySlice<UInt8>], shown: String, creating: Bool
  ) throws(FileIO.Failure) -> Int32 {
    var current = start
    for component in components where !component.isEmpty {
      let name = cString(component)
      var next = openEntry(name, in: current, directory: true)
      if next < 0, errno == ENOENT, creating {
        if mkdirat(current, name, 0o755) != 0, errno != EEXIST {
          // Why the folder could not be made (Permission denied), not that it is missing.
          let failure = FileIO.failure("cannot make \(shown)")
          if current != start { close(current) }
          throw failure
        }
        next = openEntry(name, in: current, directory: true)
      }
      if next < 0 {
        let failure = refusal(at: current, name: Array(component), shown: shown)
        if current != start { close(current) }
        throw failure
      }
      if current != start { close(current) }
      current = next
    }
    return current
  }

  /// `descend` from the working directory, to a descriptor of the folder's own.
  private static func descendFromWorkingDirectory(
    _ components: [ArraySlice<UInt8>], shown: String, creating: Bool
  ) throws(FileIO.Failure) -> Int32 {
    let descriptor = try descend(
      from: AT_FDCWD, through: components, shown: shown, creating: creating)
    guard descriptor == AT_FDCWD else { return descriptor }
    let current = openat(AT_FDCWD, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard current >= 0 else { throw FileIO.failure("cannot open \(shown)") }
    return current
  }

  /// Why `name` in `folder` could not be opened as a directory.
  private static func refusal(at folder: Int32, name: [UInt8], shown: String) -> FileIO.Failure {
    let saved = errno
    let action = "cannot open \(shown)"
    switch kind(of: name, in: folder) {
    case .symbolicLink:
      return FileIO.Failure(
        action: action,
        reason: "\(Escape.field(bytes: name)) is a symbolic link, which is not followed "
          + "(docs/security.md)")
    case .regular, .special:
      return FileIO.Failure(action: action, reason: "Not a directory")
    default:
      return FileIO.Failure(action: action, reason: String(cString: strerror(saved)))
    }
  }

  /// The folder holding the file at `path`, and the file's name in it: the folder is found
  /// as `open` finds one (made first when `creating`); the file may not exist.
  package static func folder(ofFile path: String, creating: Bool = false) throws(FileIO.Failure)
    -> (FileTree, RelativePath)
  {
    let bytes = PathText.bytes(path)
    let slash = bytes.lastIndex(of: UInt8(ascii: "/"))
    let name = slash.map { bytes[($0 + 1)...] } ?? bytes[...]
    guard !name.isEmpty, !name.elementsEqual(".".utf8), !name.elementsEqual("..".utf8) else {
      throw FileIO.Failure(action: "cannot open \(Escape.field(path))", reason: "not a file name")
    }
    let folder = slash.map { $0 == 0 ? "/" : PathText.text(bytes[..<$0]) } ?? "."
    return (try open(folder, creating: creating), RelativePath.root.appending(name))
  }

  /// Opens `name` in the open directory `folder` for reading, never through a symbolic link:
  /// every file and folder below a tree is opened here. The kind of what stands there is
  /// checked first, and `O_NOFOLLOW` refuses a link put in its place in between.
  ///
  /// - Returns: the descriptor, or -1 with `errno` set (`ELOOP` for a link).
  static func openEntry(_ name: [CChar], in folder: Int32, directory: Bool) -> Int32 {
    let flags = directory ? O_RDONLY | O_DIRECTORY : O_RDONLY | O_NONBLOCK
    return openat(folder, name, flags | O_NOFOLLOW | O_CLOEXEC)
  }

  /// What stands at `name` in the open directory `folder`, without following a link.
  static func kind(of name: [UInt8], in folder: Int32) -> Kind {
    var status = stat()
    guard fstatat(folder, cString(name), &status, AT_SYMLINK_NOFOLLOW) == 0 else {
      return .missing
    }
    return kind(of: status.st_mode)
  }

  static func kind(of mode: mode_t) -> Kind {
    switch mode & S_IFMT {
    case S_IFREG: .regular
    case S_IFDIR: .directory
    case S_IFLNK: .symbolicLink
    default: .special
    }
  }

  /// What stands at `path` below the folder (`.missing` also when a folder on the way is
  /// missing or is not a real directory).
  package func kind(of path: RelativePath) -> Kind {
    guard !path.isRoot else { return .directory }
    guard let parent = try? openParent(of: path, creating: false) else { return .missing }
    defer { closeParent(parent) }
    return Self.kind(of: Array(path.name), in: parent)
  }

  /// The device and inode of what stands at `path` below the folder, without following a
  /// link: the same file reached through two bind mounts has one identity.
  package func identity(of path: RelativePath) -> FileIdentity? {
    guard !path.isRoot, let parent = try? openParent(of: path, creating: false) else {
      return nil
    }
    defer { closeParent(parent) }
    var status = stat()
    guard fstatat(parent, cString(path.name), &status, AT_SYMLINK_NOFOLLOW) == 0 else {
      return nil
    }
    return FileIdentity(status)
  }

  /// `path` as it is printed: the folder as given (left out when it is `.`), then the path,
  /// escaped.
  package func shown(_ path: RelativePath) -> String {
    let folder = Escape.field(self.path)
    guard !path.isRoot else { return folder }
    if self.path == "." { return path.description }
    return (folder.hasSuffix("/") ? folder : folder + "/") + path.description
  }

  /// `path` relative to the working directory, or `nil` when the folder lies outside it.
  package func locationInWorkingDirectory(of path: RelativePath) -> RelativePath? {
    location.map { $0.appending(path) }
  }

  // MARK: Parents

  /// The open directory holding `path`'s last component, reached one real directory at a
  /// time; with `creating`, missing folders are made on the way.
  func openParent(of path: RelativePath, creating: Bool) throws(FileIO.Failure) -> Int32 {
    try Self.descend(
      from: descriptor, through: Array(path.components.dropLast()), shown: shown(path),
      creating: creating)
  }

  /// Closes a descriptor `openParent` returned (never the folder's own).
  func closeParent(_ parent: Int32) {
    if parent != descriptor { close(parent) }
  }
}

/// `bytes` as a NUL-terminated C string (a path component's bytes, UTF-8 or not).
func cString(_ bytes: some Collection<UInt8>) -> [CChar] {
  var terminated = [CChar]()
  terminated.reserveCapacity(bytes.count + 1)
  for byte in bytes { terminated.append(CChar(bitPattern: byte)) }
  terminated.append(0)
  return terminated
}

/// `open(2)`, by a name no type's `open` method hides.
func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
  open(systemPath(path), flags)
}

/// A path given as text (a command line's word, `PathText`) as the bytes the system takes.
package func systemPath(_ path: String) -> [CChar] {
  cString(PathText.bytes(path))
}
