import Foundation
import StackTraceTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Report files are the user's own paths (docs/security.md): a regular file is replaced
/// atomically, anything else (a device, a FIFO, a link) is written through, never replaced,
/// and a write that fails is an error. Devices are private nodes made in a temporary folder
/// (`DeviceNode`, as root, which this machine and CI are); no test touches the real `/dev`.
struct ReportTargetTests {
  /// A project with one passing scenario, and its folder for targets.
  func project() throws -> URL {
    let folder = try temporaryFolder("stacknav-targets")
    try write(["S/a.scenario": "root A\n"], in: folder)
    _ = try runStacktrace(["check", "S", "--record", "missing"], in: folder)
    return folder
  }

  /// The kind of what stands at `path`, without following a link.
  func kind(_ path: URL) -> mode_t {
    var status = stat()
    guard lstat(path.path, &status) == 0 else { return 0 }
    return status.st_mode & S_IFMT
  }

  @Test(
    "a report target that is a device or a link is written through, never replaced",
    .enabled(if: runsAsRoot, "making device nodes needs root"))
  func devicesAndLinks() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let null = try DeviceNode.null.make(in: folder)
    try write(["reports/real.xml": "old\n"], in: folder)
    let link = folder.appendingPathComponent("link.xml")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "reports/real.xml")
    let result = try runStacktrace(
      ["check", "S", "--junit", "null", "--summary", "link.xml"], in: folder)
    #expect(result.code == 0)
    #expect(kind(null) == S_IFCHR)
    #expect(kind(link) == S_IFLNK)
    #expect(read("reports/real.xml", in: folder)?.hasPrefix("## StackNav golden traces") == true)
  }

  @Test("a FIFO target is written through to its reader, and stays a FIFO")
  func fifo() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("pipe")
    #expect(mkfifo(fifo.path, 0o644) == 0)
    let received = ReceivedData()
    let reader = Thread {
      // Opening blocks until the writer opens it too; reading ends when the writer closes.
      var data = Data()
      let descriptor = open(fifo.path, O_RDONLY)
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while descriptor >= 0 {
        let count = read(descriptor, &buffer, buffer.count)
        if count <= 0 { break }
        data.append(contentsOf: buffer[..<count])
      }
      if descriptor >= 0 { close(descriptor) }
      received.set(data)
    }
    reader.start()
    let result = try runStacktrace(["check", "S", "--junit", "pipe"], in: folder)
    #expect(result.code == 0)
    let xml = String(decoding: received.wait(), as: UTF8.self)
    #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites"))
    #expect(kind(fifo) == S_IFIFO)
  }

  @Test("a link to this process's standard output gets the report there")
  func standardOutput() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("out").path, withDestinationPath: "/proc/self/fd/1")
    let result = try runStacktrace(["check", "S", "-q", "--junit", "out"], in: folder)
    #expect(result.code == 0)
    #expect(result.output.contains("<testsuites name=\"stacktrace check\""))
    #expect(result.output.hasPrefix("1 passed, 0 failed\n"))
  }

  @Test(
    "a full device is a write error: exit 2, and the other reports are still written",
    .enabled(if: runsAsRoot, "making device nodes needs root"))
  func fullDevice() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let full = try DeviceNode.full.make(in: folder)
    let result = try runStacktrace(
      ["check", "S", "--junit", "full", "--summary", "summary.md"], in: folder)
    #expect(result.code == 2)
    #expect(result.errors.contains("stacktrace: cannot write full: No space left on device\n"))
    #expect(kind(full) == S_IFCHR)
    #expect(read("summary.md", in: folder) != nil)
  }

  @Test("a target in a folder an ordinary user cannot write: Permission denied, exit 2")
  func permissionDenied() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let locked = folder.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
    // The project is the ordinary user's to read; `locked` is not theirs to write.
    chmod(folder.path, 0o777)
    chmod(locked.path, 0o555)
    for (arguments, target) in [
      (["--junit", "locked/r.xml"], "locked/r.xml"),
      (["--html", "locked/r.html"], "locked/r.html"),
      (["--actual-dir", "locked/act"], "locked/act"),
    ] {
      let result = try runStacktrace(
        ["check", "S", "--record", "never"] + arguments, in: folder, asOrdinaryUser: true)
      #expect(result.code == 2, "\(arguments)")
      #expect(result.errors.contains("\(target): Permission denied"), "\(result.errors)")
    }
  }
}

/// Bytes another thread reads, handed over once.
private final class ReceivedData: @unchecked Sendable {
  private let condition = NSCondition()
  private var data: Data?

  func set(_ data: Data) {
    condition.lock()
    self.data = data
    condition.broadcast()
    condition.unlock()
  }

  func wait() -> Data {
    condition.lock()
    defer { condition.unlock() }
    while data == nil { condition.wait() }
    return data ?? Data()
  }
}
