import Foundation
import StackTraceTestSupport
import Testing

/// Nothing a check writes lands among the scenarios it reads (docs/security.md): an
/// `--actual-dir` inside a scenario folder, or holding one, is refused before anything runs,
/// and with `CI` set so is a report file inside one.
struct TreeInCITests {
  /// A project whose scenario folder `S` passes.
  func project() throws -> URL {
    let folder = try temporaryFolder("stacknav-tree-ci")
    try write(["S/a.scenario": "root A\n", "S/sub/b.scenario": "root B\n"], in: folder)
    _ = try runStacktrace(["check", "S", "--record", "missing"], in: folder)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("L").path, withDestinationPath: "S")
    return folder
  }

  @Test(
    "an --actual-dir inside a scenario folder, or holding one, is refused before anything runs",
    arguments: [
      (["check", "S", "--actual-dir", "S"], "--actual-dir S is inside the scenario folder S"),
      (["check", "S", "--actual-dir", "S/sub/act"], "is inside the scenario folder S"),
      (["check", "S/a.scenario", "--actual-dir", "S/x"], "is inside the scenario folder S:"),
      (["check", "S", "--actual-dir", "L/x"], "is inside the scenario folder S"),
      (["check", "S", "--actual-dir", "."], "--actual-dir . holds the scenario folder S"),
      (["check", "S/sub", "--actual-dir", "S"], "--actual-dir S holds the scenario folder S/sub"),
    ])
  func actualDirectory(arguments: [String], message: String) throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try snapshotFiles(folder)
    for environment in [[:], ["CI": "true"]] {
      let result = try runStacktrace(arguments, in: folder, environment: environment)
      #expect(result.code == 2, "\(environment)")
      #expect(result.errors.hasPrefix("stacktrace: "), "\(result.errors)")
      #expect(result.errors.contains(message), "\(result.errors)")
      let why =
        environment.isEmpty
        ? "its traces would mix with the goldens" : "with CI set nothing in the scenario tree"
      #expect(result.errors.contains(why))
      #expect(result.output.isEmpty)
      #expect(try snapshotFiles(folder) == before)
    }
  }

  @Test("with CI set, a report file inside a scenario folder is refused; outside it is written")
  func reports() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    for option in ["--junit", "--summary", "--html"] {
      let ci = try runStacktrace(
        ["check", "S", option, "S/report"], in: folder, environment: ["CI": "true"])
      #expect(ci.code == 2)
      #expect(
        ci.errors.hasPrefix(
          "stacktrace: \(option) S/report is inside the scenario folder S: with CI set nothing "
            + "in the scenario tree is written"))
      #expect(read("S/report", in: folder) == nil)
    }
    // A link to a golden that does not exist yet would plant a report in the tree.
    for (option, link, target) in [
      ("--junit", "junit.xml", "S/b.trace"), ("--html", "page.html", "L/sub/new.trace"),
    ] {
      try FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent(link).path, withDestinationPath: target)
      let before = try snapshotFiles(folder.appendingPathComponent("S"))
      let linked = try runStacktrace(
        ["check", "S", option, link], in: folder, environment: ["CI": "true"])
      #expect(linked.code == 2)
      #expect(linked.errors.contains("\(option) \(link) is inside the scenario folder S"))
      #expect(try snapshotFiles(folder.appendingPathComponent("S")) == before)
      try FileManager.default.removeItem(at: folder.appendingPathComponent(link))
    }
    let outside = try runStacktrace(
      ["check", "S", "--junit", "r.xml", "--actual-dir", "act"], in: folder,
      environment: ["CI": "true"])
    #expect(outside.code == 0)
    #expect(read("r.xml", in: folder) != nil)
    // Without CI, a report is the user's to put where they like.
    let local = try runStacktrace(["check", "S", "--summary", "S/sub/s.md"], in: folder)
    #expect(local.code == 0)
    #expect(read("S/sub/s.md", in: folder) != nil)
  }
}
