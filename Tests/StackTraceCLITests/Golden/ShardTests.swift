import Foundation
import StackTraceTestSupport
import Testing

/// `check --shard I/N --results FILE` on several machines, then `merge-reports`: the one
/// report a single run gives, byte for byte but for the command line the page shows.
struct ShardTests {
  /// The reports of one run: standard output and each file, the page's command line left
  /// out.
  func reports(_ arguments: [String], in folder: URL, named name: String) throws -> [String] {
    let paths = ["junit", "summary", "html"].map {
      folder.appendingPathComponent("\(name).\($0)").path
    }
    let result = stacktrace(
      arguments + ["--junit", paths[0], "--summary", paths[1], "--html", paths[2]])
    var texts = ["exit \(result.code)", result.output, result.errors]
    for path in paths { texts.append(try String(contentsOfFile: path, encoding: .utf8)) }
    texts[5] = texts[5].split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("Command: <code>") }.joined(separator: "\n")
    return texts
  }

  /// Runs the shards of `check` over `paths`, then merges them; the merged reports.
  func merged(_ paths: [String], count: Int, in folder: URL, options: [String] = []) throws
    -> [String]
  {
    var files: [String] = []
    for index in 1...count {
      let file = folder.appendingPathComponent("shard-\(index).results").path
      let shard = stacktrace(
        ["check"] + paths + options + ["--shard", "\(index)/\(count)", "--results", file, "-q"])
      #expect(shard.code <= 2)
      files.append(file)
    }
    return try reports(["merge-reports"] + files.reversed(), in: folder, named: "merged")
  }

  @Test("four shards of the project's own scenarios merge into the one run's reports")
  func ownScenarios() throws {
    let folder = try temporaryFolder("stacknav-shards")
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenarios = Paths.root.appendingPathComponent("Scenarios").path
    // Only the reports are compared: nothing is written into the checkout, where a golden
    // that fails (a bug being fixed, a mutant) would leave its pending golden.
    let never = ["--record", "never"]
    let one = try reports(["check", scenarios] + never, in: folder, named: "one")
    #expect(one[0] == "exit 0")
    #expect(try merged([scenarios], count: 4, in: folder, options: never) == one)
  }

  @Test("failures, new goldens, errors, orphans and links merge as one run has them")
  func everyOutcome() throws {
    let folder = try temporaryFolder("stacknav-shards-outcomes")
    defer { try? FileManager.default.removeItem(at: folder) }
    let tree = folder.appendingPathComponent("S")
    try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
    let files = [
      "a.scenario": "push A B\n", "a.trace": "# push A B\nA init\n",
      "b.scenario": "push B\npop\n", "c.scenario": "push C\nfoo\n",
      "d.scenario": "push D\n", "e.trace": "# push E\n", "f.scenario": "push F\npresent G\n",
      "f.trace": "# push F\nF init\n# present G\n",
    ]
    for (name, text) in files {
      try text.write(to: tree.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    try FileManager.default.createSymbolicLink(
      atPath: tree.appendingPathComponent("l.scenario").path, withDestinationPath: "/etc/hostname")
    #expect(stacktrace(["check", tree.path + "/d.scenario", "--record", "missing"]).code == 1)
    let options = ["--record", "never", "--profile", "ios17"]
    let one = try reports(["check", tree.path] + options, in: folder, named: "one")
    #expect(one[0] == "exit 2")
    #expect(one[1].contains("FAIL ") && one[1].contains("ERROR ") && one[1].contains("ORPHAN "))
    #expect(one[5].contains("<tr class=\"added\">"))
    for count in [2, 3, 7] {
      #expect(try merged([tree.path], count: count, in: folder, options: options) == one)
    }
  }

  @Test("merging mismatched results fails with exit 2 and names the file")
  func mismatches() throws {
    let folder = try temporaryFolder("stacknav-shards-refused")
    defer { try? FileManager.default.removeItem(at: folder) }
    // A copy: the ios17 shard fails and leaves pending goldens beside its scenarios, which
    // in the checkout another test copying `Scenarios` (DocExamplesTests) would pick up.
    let copy = folder.appendingPathComponent("documented")
    try FileManager.default.copyItem(
      at: Paths.root.appendingPathComponent("Scenarios/documented"), to: copy)
    let scenarios = copy.path
    func shard(_ name: String, _ options: [String]) -> String {
      let file = folder.appendingPathComponent(name).path
      _ = stacktrace(["check", scenarios, "--results", file, "-q"] + options)
      return file
    }
    let first = shard("1.results", ["--shard", "1/2"])
    let second = shard("2.results", ["--shard", "2/2"])
    let other = shard("other.results", ["--shard", "2/2", "--profile", "ios17"])
    let third = shard("3.results", ["--shard", "1/3"])
    let text = folder.appendingPathComponent("text.results").path
    try "not results\n".write(toFile: text, atomically: true, encoding: .utf8)
    let cases: [([String], String)] = [
      ([first, first], "\(first): shard 1/2 again (\(first) has it)"),
      ([first], "shard 2/2 missing: merge every shard of the run"),
      ([first, other], "\(other): checked with profile ios17, not documented"),
      ([first, third], "\(third): shard 1/3 of a run cut in 3, not 2"),
      ([first, text], "\(text):1: not a results file of this stacktrace"),
      ([first, folder.appendingPathComponent("none").path], "none"),
    ]
    for (files, message) in cases {
      let result = stacktrace(["merge-reports"] + files)
      #expect(result.code == 2, "\(files)")
      #expect(result.output == "")
      #expect(result.errors.contains(message), "\(result.errors)")
    }
    #expect(stacktrace(["merge-reports", first, second]).code == 0)
    for bad in ["0/2", "3/2", "1/0", "x", "1/2/3", "+1/2", "1/1001"] {
      #expect(stacktrace(["check", scenarios, "--shard", bad]).code == 2, "\(bad)")
    }
  }
}
