import Foundation
import StackTraceTestSupport
import Testing

@testable import StackTraceIO

#if canImport(Glibc)
  import Glibc
#endif

/// The file layer's promises at their exact edges (docs/limits.md, docs/security.md): what is
/// opened without following a link, how deep a walk goes, and where the line and size bounds
/// fall. Each bound is tested at a small configured limit and at the real one (the large ones
/// in the soak tier).
struct FileBoundsTests {
  @Test("every file and folder below a tree is opened without following a link")
  func noFollow() throws {
    let folder = try temporaryFolder("stacknav-nofollow")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(["real/a.scenario": "root A\n"], in: folder)
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("file.link").path,
      withDestinationPath: "real/a.scenario")
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("folder.link").path, withDestinationPath: "real")
    let tree = try FileTree.open(folder.path)
    // The open itself refuses a link, whatever was checked before it: a link swapped in
    // after the check is not followed.
    for (name, directory) in [("file.link", false), ("folder.link", true)] {
      let descriptor = FileTree.openEntry(
        cString(name.utf8), in: tree.descriptor, directory: directory)
      #expect(descriptor < 0, "\(name) was opened through the link")
      #expect(errno == ELOOP || errno == ENOTDIR, "\(name)")
      if descriptor >= 0 { close(descriptor) }
    }
    for (name, directory) in [("real", true)] {
      let descriptor = FileTree.openEntry(
        cString(name.utf8), in: tree.descriptor, directory: directory)
      #expect(descriptor >= 0)
      if descriptor >= 0 { close(descriptor) }
    }
    let file = try tree.openForReading(#require(RelativePath("real/a.scenario")))
    close(file)
  }

  /// A chain of `depth` folders `d1/d2/...`, each holding `x.scenario`.
  func chain(_ depth: Int, in folder: URL) throws {
    var path = ""
    var files: [String: String] = [:]
    for level in 1...depth {
      path += "d\(level)/"
      files[path + "x.scenario"] = "root A\n"
    }
    try write(files, in: folder)
  }

  @Test(
    "a walk searches a folder exactly at its depth bound, and not one deeper", arguments: [3, 64])
  func depth(bound: Int) throws {
    let folder = try temporaryFolder("stacknav-depth")
    defer { try? FileManager.default.removeItem(at: folder) }
    try chain(bound + 1, in: folder)
    let tree = try FileTree.open(folder.path)
    // 64 is the documented bound (docs/limits.md): the default walk must stop exactly there.
    let walk = bound == 64 ? tree.walk() : tree.walk(maximumDepth: bound)
    #expect(walk.files.count == bound)
    #expect(walk.files.map(\.components.count).max() == bound + 1)
    #expect(walk.problems.count == 1)
    #expect(walk.problems.first?.path.components.count == bound + 1)
    #expect(walk.problems.first?.reason == "deeper than \(bound) folders, not searched")
  }

  /// The lines `reader` reads: each line's length and whether it came cut.
  func lines(_ reader: LineReader) throws -> [(Int, Bool)] {
    var lines: [(Int, Bool)] = []
    while let line = try reader.next() { lines.append((line.bytes.count, line.isCut)) }
    return lines
  }

  @Test("a line of exactly the bound is read whole; one byte more comes cut")
  func lineBound() throws {
    let text = Array("12345678\n123456789\nab\n".utf8)
    let folder = try temporaryFolder("stacknav-lines")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("lines")
    try Data(text).write(to: file)
    let fromFile = LineReader(
      owning: open(file.path, O_RDONLY), name: "lines", maximumLineBytes: 8, maximumBytes: 100)
    for reader in [
      LineReader(.bytes(text), name: "lines", maximumLineBytes: 8, maximumBytes: 100), fromFile,
    ] {
      let read = try lines(reader)
      #expect(read.map(\.0) == [8, 8, 2])
      #expect(read.map(\.1) == [false, true, false])
    }
  }

  @Test(
    "a reader's size hint: a regular file's size or the bytes held, at most the bound; 0 for a pipe"
  )
  func sizeHint() throws {
    let folder = try temporaryFolder("stacknav-hint")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("input")
    try Data(repeating: 0x61, count: 100).write(to: file)
    for (bound, hint) in [(1_000, 100), (40, 40)] {
      let fromFile = LineReader(
        owning: open(file.path, O_RDONLY), name: "input", maximumLineBytes: 8,
        maximumBytes: bound)
      #expect(fromFile.sizeHint == hint)
      let inMemory = LineReader(
        .bytes(Array(repeating: 0x61, count: 100)), name: "input", maximumLineBytes: 8,
        maximumBytes: bound)
      #expect(inMemory.sizeHint == hint)
    }
    // A pipe says nothing of its size before it is read.
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[1]) }
    _ = write(ends[1], "abc\n", 4)
    let fromPipe = LineReader(
      owning: ends[0], name: "pipe", maximumLineBytes: 8, maximumBytes: 100)
    #expect(fromPipe.sizeHint == 0)
  }

  @Test("a whole input read into memory is refused one byte over its bound")
  func ownedContentsBound() throws {
    let folder = try temporaryFolder("stacknav-owned")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("input")
    try Data(repeating: 0x61, count: 100).write(to: file)
    for (bound, fits) in [(100, true), (99, false), (1_000, true)] {
      let descriptor = open(file.path, O_RDONLY)
      defer { close(descriptor) }
      for source in [ByteSource.descriptor(descriptor), .bytes(Array(repeating: 0x61, count: 100))]
      {
        do {
          let buffer = try FileIO.ownedContents(of: source, name: "input", maximumBytes: bound)
          #expect(fits)
          #expect(buffer.count == 100)
          buffer.deallocate()
        } catch {
          #expect(!fits)
          #expect(error.reason.hasPrefix("larger than \(bound) bytes"))
        }
      }
    }
  }

}
