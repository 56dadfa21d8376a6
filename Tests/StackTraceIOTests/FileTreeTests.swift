import Foundation
import StackTraceIO
import StackTraceTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The file policy's one module: what a walk finds, what may be read, written and deleted.
struct FileTreeTests {
  /// A folder holding regular files, a link to a file and to a folder, a loop and a FIFO.
  func folder() throws -> URL {
    let folder = try temporaryFolder("stacknav-tree")
    try write(
      ["a.scenario": "root A\n", "sub/b.trace": "x\n", ".hidden/c.scenario": "root C\n"],
      in: folder)
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("file.link").path, withDestinationPath: "a.scenario")
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("sub/up").path, withDestinationPath: "..")
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("outside").path, withDestinationPath: "/etc")
    #expect(mkfifo(folder.appendingPathComponent("sub/pipe").path, 0o644) == 0)
    return folder
  }

  @Test("a file below a tree is opened without following a link, whatever its kind was found to be")
  func opensWithoutFollowing() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tree = try FileTree.open(folder.path)
    let reader = try tree.lineReader(
      try #require(RelativePath("a.scenario")), maximumLineBytes: 100, maximumBytes: 1_000)
    // The descriptor's flags, as the system keeps them: a link swapped in between the check
    // and the open would be refused (ELOOP), never read.
    let file = folder.appendingPathComponent("a.scenario").resolvingSymlinksInPath().path
    let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
    let flags = descriptors.compactMap { descriptor -> Int? in
      guard
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)"))
          == file,
        let info = try? String(contentsOfFile: "/proc/self/fdinfo/\(descriptor)", encoding: .utf8),
        let line = info.split(separator: "\n").first(where: { $0.hasPrefix("flags:") })
      else { return nil }
      return Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8)
    }
    #expect(!flags.isEmpty)
    #expect(flags.allSatisfy { $0 & Int(O_NOFOLLOW) != 0 }, "\(flags.map { String($0, radix: 8) })")
    _ = try reader.next()
  }

  @Test("a walk lists regular files, links and special files apart, in byte order")
  func walk() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let walk = try FileTree.open(folder.path).walk()
    #expect(walk.files.map(\.description) == ["a.scenario", "sub/b.trace"])
    #expect(walk.links.map(\.description) == ["file.link", "outside", "sub/up"])
    #expect(walk.specials.map(\.description) == ["sub/pipe"])
    #expect(walk.problems.isEmpty)
  }

  @Test("a walk finds the goldens with no scenario beside them, folder by folder")
  func orphanGoldens() throws {
    let folder = try temporaryFolder("stacknav-orphans")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      [
        "a.scenario": "root A\n", "a.trace": "x\n", "a.trace.new": "x\n", "b.trace": "x\n",
        "c.trace.new": "x\n", "sub/a.trace": "x\n", "sub/d.trace": "x\n",
      ], in: folder)
    // A scenario that is a link still has its golden (the check reports the link).
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("sub/d.scenario").path,
      withDestinationPath: "../a.scenario")
    let tree = try FileTree.open(folder.path)
    let walk = tree.walk()
    #expect(walk.orphanGoldens.map(\.description) == ["b.trace", "c.trace.new", "sub/a.trace"])
    #expect(walk.files.count == 7)
    let lean = tree.walk(keepingGoldens: false)
    #expect(lean.files.map(\.description) == ["a.scenario"])
    #expect(lean.orphanGoldens == walk.orphanGoldens)
  }

  @Test("links and special files are never read, written or deleted")
  func refusals() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tree = try FileTree.open(folder.path)
    let link = try #require(RelativePath("file.link"))
    #expect(tree.kind(of: link) == .symbolicLink)
    #expect(throws: FileIO.Failure.self) { try tree.openForReading(link) }
    #expect(throws: FileIO.Failure.self) { try tree.remove(link) }
    #expect(throws: FileIO.Failure.self) { try AtomicFile(link, in: tree) }
    #expect(throws: FileIO.Failure.self) {
      try tree.openForReading(#require(RelativePath("sub/pipe")))
    }
    // Through a folder link: refused at the link, whatever is behind it.
    let through = try #require(RelativePath("outside/passwd"))
    #expect(tree.kind(of: through) == .missing)
    #expect(throws: FileIO.Failure.self) { try tree.openForReading(through) }
    #expect(throws: FileIO.Failure.self) {
      try AtomicFile(#require(RelativePath("sub/up/new.trace")), in: tree, creatingFolders: true)
    }
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.scenario").path))
    #expect(
      try FileManager.default.destinationOfSymbolicLink(
        atPath: folder.appendingPathComponent("file.link").path) == "a.scenario")
  }

  @Test("an atomic file appears only when committed, and makes its folders on request")
  func atomicFile() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tree = try FileTree.open(folder.path)
    let path = try #require(RelativePath("new/deeper/x.trace"))
    let dropped = try AtomicFile(path, in: tree, creatingFolders: true)
    try dropped.write(Array("dropped\n".utf8))
    dropped.discard()
    #expect(tree.kind(of: path) == .missing)
    let kept = try AtomicFile(path, in: tree, creatingFolders: true)
    try kept.write(Array("kept\n".utf8))
    try kept.commit()
    #expect(read("new/deeper/x.trace", in: folder) == "kept\n")
    let names = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("new/deeper").path)
    #expect(names == ["x.trace"])
  }

  @Test("a folder is found without links below the working directory; paths resolve by text")
  func paths() throws {
    #expect(RelativePath("a/./b/../c")?.description == "a/c")
    #expect(RelativePath("../a") == nil)
    #expect(RelativePath("/a") == nil)
    #expect(RelativePath("a//b/")?.description == "a/b")
    #expect(throws: FileIO.Failure.self) { try FileTree.open("") }
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Outside the working directory the system resolves a path, but not its last part.
    #expect(throws: FileIO.Failure.self) {
      try FileTree.open(folder.appendingPathComponent("outside").path)
    }
    #expect(try FileTree.open(folder.appendingPathComponent("sub").path).location == nil)
  }
}
