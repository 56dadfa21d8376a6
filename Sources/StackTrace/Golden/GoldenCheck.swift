import Dispatch
import StackNav

/// `stacktrace check`: every scenario below some paths against its golden, in parallel on
/// all cores, with results in a stable order.
public struct GoldenCheck {
  /// What to do with a golden that has no scenario beside it.
  public enum OrphanPolicy: String, CaseIterable, Sendable {
    /// Report it.
    case warn
    /// Report it and fail the run.
    case fail
    /// Delete it.
    case delete
  }

  /// A golden with no scenario beside it.
  public struct Orphan: Sendable, Equatable {
    /// The golden's path.
    public let goldenPath: String
    /// Whether it was deleted.
    public let deleted: Bool
  }

  /// What a check run found.
  public struct Report: Sendable {
    /// Every scenario's result, in path order.
    public let checks: [ScenarioCheck]
    /// Goldens without a scenario.
    public let orphans: [Orphan]
    /// The orphan policy the run used.
    public let orphanPolicy: OrphanPolicy
    /// Whether orphans were looked for (only when whole folders ran, unfiltered).
    public let lookedForOrphans: Bool

    /// How many scenarios passed.
    public var passed: Int { checks.count { $0.status.isPassed } }
    /// How many failed (a written golden counts as a failure).
    public var failed: Int { checks.count - passed }
    /// Whether the run as a whole fails.
    public var isFailure: Bool { failed > 0 || (orphanPolicy == .fail && !orphans.isEmpty) }
  }

  /// The paths to check: folders (searched recursively) or `.scenario` files.
  public var paths: [String]
  /// The profile for scenarios that name none.
  public var profile: Profile = .documented
  /// When to write goldens.
  public var record: RecordMode = .missing
  /// Where to write the actual trace of every failing scenario, if anywhere.
  public var actualDirectory: String?
  /// What to do with orphans.
  public var orphans: OrphanPolicy = .warn
  /// Only scenarios whose path contains this run (and then orphans are not looked for).
  public var filter: String?
  /// Lines of context in diffs.
  public var context = 3

  /// A check of `paths`.
  public init(paths: [String]) {
    self.paths = paths
  }

  /// Runs every scenario and handles orphans.
  ///
  /// - Throws: `FileIO.Failure` for a path that does not exist or cannot be listed, and for
  ///   a golden or actual trace that cannot be written.
  public func run() throws(FileIO.Failure) -> Report {
    var scenarios: [String] = []
    var folders: [String] = []
    for path in paths {
      if FileIO.isDirectory(path) {
        folders.append(path)
        scenarios += try FileIO.files(under: path).filter { $0.hasSuffix(".scenario") }
      } else if FileIO.exists(path) {
        scenarios.append(path)
      } else {
        throw FileIO.Failure(action: "cannot check \(path)", reason: "No such file or directory")
      }
    }
    if let filter {
      scenarios = scenarios.filter { $0.contains(filter) }
    }
    var seen = Set<String>()
    scenarios = scenarios.filter { seen.insert($0).inserted }
    let checks = try checkAll(scenarios)
    if let actualDirectory {
      for check in checks where !check.status.isPassed && !check.actual.isEmpty {
        let path = GoldenCheck.join(actualDirectory, check.goldenPath)
        try FileIO.makeDirectories(GoldenCheck.folder(of: path))
        try FileIO.writeAtomically(Array(check.actual.utf8), to: path)
      }
    }
    let lookForOrphans = filter == nil && !folders.isEmpty
    var orphans: [Orphan] = []
    if lookForOrphans {
      for folder in folders {
        for golden in try FileIO.files(under: folder) where golden.hasSuffix(".trace") {
          let scenario = String(golden.dropLast(6)) + ".scenario"
          guard !FileIO.exists(scenario) else { continue }
          if orphans.contains(where: { $0.goldenPath == golden }) { continue }
          if self.orphans == .delete { try FileIO.remove(golden) }
          orphans.append(Orphan(goldenPath: golden, deleted: self.orphans == .delete))
        }
      }
    }
    return Report(
      checks: checks, orphans: orphans, orphanPolicy: self.orphans,
      lookedForOrphans: lookForOrphans)
  }

  /// Checks every scenario on all cores; results keep the order of `scenarios`.
  private func checkAll(_ scenarios: [String]) throws(FileIO.Failure) -> [ScenarioCheck] {
    let results = ResultSlots<Result<ScenarioCheck, FileIO.Failure>>(count: scenarios.count)
    let profile = profile
    let record = record
    let context = context
    DispatchQueue.concurrentPerform(iterations: scenarios.count) { index in
      do throws(FileIO.Failure) {
        let check = try ScenarioCheck.run(
          scenarios[index], profile: profile, record: record, context: context)
        results[index] = .success(check)
      } catch {
        results[index] = .failure(error)
      }
    }
    var checks: [ScenarioCheck] = []
    for result in results.values {
      switch result {
      case .success(let check): checks.append(check)
      case .failure(let error): throw error
      case nil: continue
      }
    }
    return checks
  }

  /// `directory/path`, without doubling slashes; a leading `./` or `/` of `path` is dropped
  /// so that the result stays inside `directory`.
  static func join(_ directory: String, _ path: String) -> String {
    var relative = Substring(path)
    while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
    while relative.hasPrefix("/") { relative = relative.dropFirst() }
    return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
  }

  /// The folder part of `path` (`.` for a bare name).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}

/// Slots that several threads fill, each its own index, before one thread reads them all
/// (memory that no Swift array guards, so that distinct indices never contend).
final class ResultSlots<Value>: @unchecked Sendable {
  private let storage: UnsafeMutableBufferPointer<Value?>

  init(count: Int) {
    storage = .allocate(capacity: count)
    storage.initialize(repeating: nil)
  }

  deinit {
    storage.deinitialize()
    storage.deallocate()
  }

  subscript(index: Int) -> Value? {
    get { storage[index] }
    set { storage[index] = newValue }
  }

  var values: [Value?] { Array(storage) }
}
