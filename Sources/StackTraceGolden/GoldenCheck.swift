import Dispatch
import StackNav
import StackTraceIO
import StackTraceRun

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `stacktrace check`: every scenario below some paths against its golden, in parallel on
/// all cores, with results in a stable order. Folders are searched under the file policy
/// (`FileTree`): links are reported, never followed.
package struct GoldenCheck {
  /// What to do with a golden that has no scenario beside it.
  package enum OrphanPolicy: String, CaseIterable, Sendable {
    /// Report it.
    case warn
    /// Report it and fail the run.
    case fail
    /// Delete it (with `CI` set, only report what would be deleted).
    case delete
  }

  /// A golden with no scenario beside it.
  package struct Orphan: Sendable, Equatable {
    /// The golden's path, as printed.
    package let goldenPath: String
    /// Whether it was deleted.
    package let deleted: Bool
    /// Why it was not deleted under `--orphans delete`, if it was not.
    package let keptBecause: String?
  }

  /// Something found in a folder that is not a scenario's result: a link not followed, a
  /// folder that could not be searched.
  package struct Finding: Sendable, Equatable {
    /// The path, as printed.
    package let path: String
    /// What is wrong.
    package let message: String
    /// Whether it is an error (it hides a scenario or a golden) rather than a warning.
    package let isError: Bool
  }

  /// What a check run found.
  package struct Report: Sendable {
    /// Every scenario's result, in path order.
    package let checks: [ScenarioCheck]
    /// Goldens without a scenario.
    package let orphans: [Orphan]
    /// Links, special files and unsearchable folders, in path order.
    package let findings: [Finding]
    /// The orphan policy the run used.
    package let orphanPolicy: OrphanPolicy
    /// Whether orphans were looked for (only when whole folders ran, unfiltered).
    package let lookedForOrphans: Bool
    /// Whether a run that checks nothing passes.
    package let allowsEmpty: Bool
    /// The part of the scenarios this run checked (`check --shard I/N`); `nil`: all.
    package var shard: Shard? = nil
    /// How many scenarios the whole run has (every shard's), and the place of each check
    /// among them, in path order.
    package var total = 0
    package var positions: [Int] = []

    /// How many scenarios passed.
    package var passed: Int { checks.count { $0.status.isPassed } }
    /// How many differ from their golden, or have none and recording is off.
    package var failed: Int { checks.count { $0.status == .failed } }
    /// How many goldens were written.
    package var new: Int { checks.count(where: \.status.isNew) }
    /// How many scenarios could not be checked, and how many findings are errors.
    package var errors: Int {
      checks.count { if case .error = $0.status { true } else { false } }
        + findings.count(where: \.isError)
    }

    /// Whether the run found no scenario to check (a shard given none of the scenarios
    /// found is not empty).
    package var isEmpty: Bool { checks.isEmpty && total == 0 }

    /// How the run as a whole came out: in error when a scenario or a file could not be
    /// checked; else failed for a failure, a golden written, an orphan under `--orphans
    /// fail`, or a run that checked nothing; else passed. (The command line maps it to its
    /// exit code: 2, 1, 0.)
    package var verdict: Verdict {
      if errors > 0 { return .error }
      if failed > 0 || new > 0 || (orphanPolicy == .fail && !orphans.isEmpty)
        || (isEmpty && !allowsEmpty)
      {
        return .failed
      }
      return .passed
    }

    /// Whether the run as a whole fails.
    package var isFailure: Bool { verdict != .passed }

    /// The closing line: `3 passed, 1 failed, 1 new, 1 error, 2 orphans`, the kinds after
    /// `failed` left out when there are none.
    package var summaryLine: String {
      var parts = ["\(passed) passed", "\(failed) failed"]
      if new > 0 { parts.append("\(new) new") }
      if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
      if !orphans.isEmpty {
        parts.append("\(orphans.count) orphan\(orphans.count == 1 ? "" : "s")")
      }
      return parts.joined(separator: ", ")
    }
  }

  /// A stable part of a check's scenarios (`--shard I/N`): of the scenarios in path order,
  /// those at the places `I-1`, `I-1+N`, `I-1+2N`, ...; the same partition on every
  /// machine, for the same files. Shard 1 also reports the orphans and what the folders'
  /// walks found, so that the shards' reports merged are one run's.
  package struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// From 1 to `count`.
    package let index: Int
    package let count: Int

    /// `I/N`, with 1 ≤ I ≤ N ≤ 1000; `nil` for anything else.
    package init?(_ text: String) {
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      // (`Int` reads ASCII digits after an optional sign: a `+` is refused here.)
      guard parts.count == 2, !text.contains("+"), let index = Int(parts[0]),
        let count = Int(parts[1]), (1...1000).contains(count), (1...count).contains(index)
      else { return nil }
      self.index = index
      self.count = count
    }

    /// Whether the scenario at `position` (from 0, in path order) is this shard's.
    package func holds(_ position: Int) -> Bool { position % count == index - 1 }

    package var description: String { "\(index)/\(count)" }
  }

  /// How a check run came out, as a whole.
  package enum Verdict: Sendable, Equatable {
    /// Every scenario passed.
    case passed
    /// A scenario failed or recorded a golden, an orphan failed the run, or nothing ran.
    case failed
    /// A scenario or a file could not be checked.
    case error
  }

  /// A command-line path that cannot be checked (exit code 2 before anything runs).
  package struct UsageProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The sentence.
    package let description: String
  }

  /// The paths to check: folders (searched recursively) or `.scenario` files.
  package var paths: [String]
  /// The profile for scenarios that name none and what traces show besides the life cycle,
  /// resolved against each scenario's own header when it runs.
  package var settings = RunSettings()
  /// When to write goldens (`RecordMode.resolve`'s default, as for one scenario).
  package var record: RecordMode = .pending
  /// Where to write the actual trace of every scenario that does not pass, if anywhere:
  /// each at its golden's path relative to the working directory.
  package var actualDirectory: String?
  /// What to do with orphans.
  package var orphans: OrphanPolicy = .warn
  /// Only scenarios whose path contains this run (and then orphans are not looked for).
  package var filter: String?
  /// Lines of context in diffs.
  package var context = 3
  /// Whether a run that checks nothing passes.
  package var allowsEmpty = false
  /// Whether `CI` is set: then nothing in the scenario tree is written or deleted.
  package var isContinuousIntegration = false
  /// The report files the caller will write, each with the option that named it
  /// (`--junit`): with `CI` set, one inside a scenario folder is refused before anything
  /// runs.
  package var reportFiles: [(option: String, path: String)] = []
  /// Whether scenarios that do not pass keep what a page report shows (`check --html`).
  package var keepsReportDetails = false
  /// The part of the scenarios to check, if not all (`--shard I/N`).
  package var shard: Shard?
  /// Called once for each scenario checked, from any thread, with the number to check.
  package var progress: (@Sendable (Int) -> Void)?

  /// A check of `paths`.
  package init(paths: [String]) {
    self.paths = paths
  }

  /// Runs every scenario and handles orphans.
  ///
  /// - Throws: `UsageProblem` for a path that cannot be opened, or, with `actualDirectory`,
  ///   for an empty one or a path outside the working directory. Everything found after
  ///   that (a file that cannot be read or written, a link) is reported in the results.
  package func run() throws(UsageProblem) -> Report {
    try refuseOutputsInScenarioFolders()
    let actualFolder = try openActualDirectory()
    var targets: [(tree: FileTree, scenario: RelativePath)] = []
    var folders: [(tree: FileTree, walk: FileTree.Walk)] = []
    var findings: [Finding] = []
    for path in paths {
      let (tree, file) = try open(path)
      if actualFolder != nil, tree.location == nil {
        throw UsageProblem(
          description:
            "\(Escape.field(path)) is outside the current directory: --actual-dir saves each "
            + "trace at its path from here, so run check from the repository root")
      }
      if let file {
        targets.append((tree, file))
        continue
      }
      let walk = tree.walk(keepingGoldens: false)
      folders.append((tree, walk))
      findings += Self.findings(in: walk, of: tree)
      targets += walk.files.filter { $0.hasSuffix(".scenario") }.map { (tree, $0) }
      // A link or special file named as a scenario is a scenario that cannot be read.
      targets += (walk.links + walk.specials).filter { $0.hasSuffix(".scenario") }.map {
        (tree, $0)
      }
    }
    if let filter {
      targets = targets.filter { $0.tree.shown($0.scenario).contains(filter) }
    }
    targets = Self.distinctSorted(targets)
    let total = targets.count
    var positions = Array(targets.indices)
    if let shard {
      positions = positions.filter(shard.holds)
      targets = positions.map { targets[$0] }
    }
    // Orphan goldens come from the walks, which then go: while the scenarios run, memory
    // holds little more than their paths. (Shard 1 alone handles them, and the findings.)
    let lookForOrphans = filter == nil && !folders.isEmpty
    let firstShard = (shard?.index ?? 1) == 1
    let orphans = lookForOrphans && firstShard ? handleOrphans(in: folders) : []
    folders = []
    let checks = checkAll(targets, actualFolder: actualFolder)
    findings = firstShard ? findings : []
    findings.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    var report = Report(
      checks: checks, orphans: orphans, findings: findings, orphanPolicy: self.orphans,
      lookedForOrphans: lookForOrphans, allowsEmpty: allowsEmpty)
    report.shard = shard
    report.total = total
    report.positions = positions
    return report
  }

  /// The folder `path` names, or the folder holding the scenario file it names.
  private func open(_ path: String) throws(UsageProblem) -> (FileTree, RelativePath?) {
    do {
      return (try FileTree.open(path), nil)
    } catch {
      // Not a folder: a scenario file in one.
      guard let (tree, file) = try? FileTree.folder(ofFile: path), tree.kind(of: file) != .missing
      else {
        throw UsageProblem(description: "cannot check \(Escape.field(path)): \(error.reason)")
      }
      return (tree, file)
    }
  }

  /// The folders whose scenarios and goldens the check reads: each path given that is a
  /// folder, or the folder of each scenario file given; as given, and as the system
  /// resolves them.
  package var scenarioFolders: [(shown: String, resolved: String)] {
    paths.map { path in
      var status = stat()
      if stat(systemPath(path), &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
        return (Escape.field(path), FileTree.resolved(path))
      }
      let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
      return (Escape.field(folder.isEmpty ? "/" : folder), FileTree.resolved(path + "/.."))
    }
  }

  /// Refuses, before anything runs, an `--actual-dir` inside a scenario folder or holding
  /// one (its traces would mix with the goldens, and with `CI` set the tree must not be
  /// written); with `CI` set, a report file inside a scenario folder too.
  private func refuseOutputsInScenarioFolders() throws(UsageProblem) {
    let folders = scenarioFolders
    let why =
      isContinuousIntegration
      ? "with CI set nothing in the scenario tree is written (docs/security.md)"
      : "its traces would mix with the goldens (docs/golden-workflow.md)"
    if let actualDirectory, !actualDirectory.isEmpty {
      let actual = FileTree.resolved(actualDirectory)
      for folder in folders {
        if FileTree.isPath(actual, inside: folder.resolved) {
          throw UsageProblem(
            description:
              "--actual-dir \(Escape.field(actualDirectory)) is inside the scenario folder "
              + "\(folder.shown): \(why); give a folder outside it")
        }
        if FileTree.isPath(folder.resolved, inside: actual) {
          throw UsageProblem(
            description:
              "--actual-dir \(Escape.field(actualDirectory)) holds the scenario folder "
              + "\(folder.shown): \(why); give a folder outside it")
        }
      }
    }
    guard isContinuousIntegration else { return }
    for (option, path) in reportFiles {
      let target = FileTree.resolved(path)
      for folder in folders where FileTree.isPath(target, inside: folder.resolved) {
        throw UsageProblem(
          description:
            "\(option) \(Escape.field(path)) is inside the scenario folder \(folder.shown): "
            + "\(why); write the report outside it")
      }
    }
  }

  /// The `--actual-dir` folder, made if missing.
  private func openActualDirectory() throws(UsageProblem) -> FileTree? {
    guard let actualDirectory else { return nil }
    guard !actualDirectory.isEmpty else {
      throw UsageProblem(
        description: "--actual-dir needs a folder: an empty path names none (is a variable unset?)")
    }
    do {
      return try FileTree.make(actualDirectory)
    } catch {
      throw UsageProblem(description: error.description)
    }
  }

  /// The links, special files and unsearchable folders of a walk, as findings; a scenario
  /// reports its own golden, so only goldens without one are findings.
  static func findings(in walk: FileTree.Walk, of tree: FileTree) -> [Finding] {
    let scenarios = Set(
      (walk.files + walk.links + walk.specials).filter { $0.hasSuffix(".scenario") })
    func hasScenario(_ golden: RelativePath) -> Bool {
      scenarios.contains(golden.scenarioOfGolden)
    }
    var findings: [Finding] = []
    for link in walk.links where !link.hasSuffix(".scenario") && !hasScenario(link) {
      let golden = link.isGolden
      findings.append(
        Finding(
          path: tree.shown(link),
          message: golden
            ? "a golden that is a symbolic link: not read (docs/security.md)"
            : "a symbolic link: not followed, nothing behind it is checked (docs/security.md)",
          isError: golden))
    }
    for special in walk.specials where special.isGolden && !hasScenario(special) {
      findings.append(
        Finding(
          path: tree.shown(special),
          message: "a golden that is not a regular file: not opened (docs/security.md)",
          isError: true))
    }
    for problem in walk.problems {
      findings.append(
        Finding(
          path: tree.shown(problem.path), message: "cannot search: \(problem.reason)",
          isError: true))
    }
    return findings
  }

  /// `targets` without a scenario reached twice (through two paths given), in the order of
  /// their printed paths.
  private static func distinctSorted(_ targets: [(tree: FileTree, scenario: RelativePath)])
    -> [(tree: FileTree, scenario: RelativePath)]
  {
    // One tree lists each file once: only several paths given can reach one twice, by its
    // path or, through bind mounts, by its device and inode alone.
    var result = targets
    if let first = targets.first, targets.contains(where: { $0.tree !== first.tree }) {
      var seen = SeenFiles()
      result = targets.filter { seen.insert($0.scenario, in: $0.tree) }
    }
    result.sort {
      $0.tree.shown($0.scenario).utf8.lexicographicallyPrecedes($1.tree.shown($1.scenario).utf8)
    }
    return result
  }

  /// Checks every scenario on all cores; results keep the order of `targets`.
  private func checkAll(
    _ targets: [(tree: FileTree, scenario: RelativePath)], actualFolder: FileTree?
  ) -> [ScenarioCheck] {
    var options = ScenarioCheck.Options()
    options.settings = settings
    options.record = RecordMode.effective(record, continuousIntegration: isContinuousIntegration)
    options.context = context
    options.keepsReportDetails = keepsReportDetails
    let base = options
    let progress = progress
    // The workers write each result straight into the array returned: no copy of it.
    return [ScenarioCheck](unsafeUninitializedCapacity: targets.count) { buffer, count in
      let slots = Slots(buffer)
      DispatchQueue.concurrentPerform(iterations: targets.count) { index in
        let (tree, scenario) = targets[index]
        var options = base
        if let actualFolder,
          let location = tree.locationInWorkingDirectory(
            of: scenario.replacingSuffix(".scenario", with: ".trace"))
        {
          options.actualTrace = (actualFolder, location)
        }
        slots.fill(index, with: ScenarioCheck.run(scenario, in: tree, options: options))
        progress?(targets.count)
      }
      count = targets.count
    }
  }

  /// Finds the goldens with no scenario beside them, and deletes them if asked (never with
  /// `CI` set, and never in a `__Goldens__` folder, where the Swift testing API keeps
  /// goldens of its own).
  private func handleOrphans(in folders: [(tree: FileTree, walk: FileTree.Walk)]) -> [Orphan] {
    var orphans: [Orphan] = []
    var seen = SeenFiles()
    for (tree, walk) in folders {
      for golden in walk.orphanGoldens {
        guard !golden.contains(component: "__Goldens__"), seen.insert(golden, in: tree) else {
          continue
        }
        var deleted = false
        var keptBecause: String?
        if self.orphans == .delete {
          if isContinuousIntegration {
            keptBecause = "CI is set, so nothing is deleted"
          } else {
            do {
              try tree.remove(golden)
              deleted = true
            } catch {
              keptBecause = error.description
            }
          }
        }
        orphans.append(
          Orphan(goldenPath: tree.shown(golden), deleted: deleted, keptBecause: keptBecause))
      }
    }
    return orphans
  }
}

/// The files met through the paths given: by their path from the working directory, and by
/// their device and inode, so that a folder reached twice (given twice, or through bind
/// mounts inside each other) is checked once.
private struct SeenFiles {
  private var paths = Set<String>()
  private var identities = Set<FileIdentity>()

  /// Whether `path` below `tree` was not met before (it is met now).
  mutating func insert(_ path: RelativePath, in tree: FileTree) -> Bool {
    let shown = tree.locationInWorkingDirectory(of: path)?.description ?? tree.shown(path)
    guard paths.insert(shown).inserted else { return false }
    guard let identity = tree.identity(of: path) else { return true }
    return identities.insert(identity).inserted
  }
}

/// Uninitialized memory that several threads fill, each its own index, before one thread
/// reads it all (distinct indices never contend).
private struct Slots<Value>: @unchecked Sendable {
  let buffer: UnsafeMutableBufferPointer<Value>

  init(_ buffer: UnsafeMutableBufferPointer<Value>) {
    self.buffer = buffer
  }

  /// Initializes slot `index`, once.
  func fill(_ index: Int, with value: Value) {
    guard let base = buffer.baseAddress, buffer.indices.contains(index) else { return }
    (base + index).initialize(to: value)
  }
}
