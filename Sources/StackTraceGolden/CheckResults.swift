import StackTraceIO

/// A check's report kept as a file (`check --results FILE`), so that the shards of a suite
/// run on several machines (`check --shard I/N`) merge into the report one run would have
/// made (`stacktrace merge-reports`). One field a line, `KEY VALUE`, each value written so
/// that any bytes read back as they were (`Escape.reversible`); a check's fields follow its
/// `check POSITION` line (docs/golden-workflow.md).
package struct CheckResults: Sendable {
  /// The first line of every results file: its format and version.
  static let magic = "stacktrace-results 1"

  /// The version of stacktrace that wrote it: shards of different versions do not merge.
  package var version: String
  /// The profile for scenarios that name none.
  package var profile: String
  /// The report (of one shard, or of the whole run).
  package var report: GoldenCheck.Report

  package init(version: String, profile: String, report: GoldenCheck.Report) {
    self.version = version
    self.profile = profile
    self.report = report
  }

  /// Why result files cannot be read or merged (exit 2).
  package struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
    package let description: String
  }

  // MARK: Writing

  /// The file's bytes.
  package var encoded: [UInt8] {
    var lines: [String] = [Self.magic]
    func add(_ key: String, _ value: String) {
      lines.append(key + " " + Escape.reversible(value.utf8))
    }
    func flag(_ key: String, _ value: Bool) { lines.append(key + (value ? " 1" : " 0")) }
    add("version", version)
    add("profile", profile)
    lines.append("shard \(report.shard?.description ?? "1/1")")
    lines.append("total \(report.total)")
    add("orphan-policy", report.orphanPolicy.rawValue)
    flag("looked-for-orphans", report.lookedForOrphans)
    flag("allows-empty", report.allowsEmpty)
    for finding in report.findings {
      flag("finding", finding.isError)
      add("finding-path", finding.path)
      add("finding-message", finding.message)
    }
    for orphan in report.orphans {
      add("orphan", orphan.goldenPath)
      flag("orphan-deleted", orphan.deleted)
      if let reason = orphan.keptBecause { add("orphan-kept-because", reason) }
    }
    for (check, position) in zip(report.checks, report.positions) {
      lines.append("check \(position)")
      add("scenario", check.scenarioPath)
      add("golden", check.goldenPath)
      switch check.status {
      case .passed: add("status", "passed")
      case .failed: add("status", "failed")
      case .recorded(let created): add("status", created ? "recorded-new" : "recorded")
      case .pending(let created): add("status", created ? "pending-new" : "pending")
      case .error(let message):
        add("status", "error")
        add("error", message)
      }
      flag("golden-existed", check.goldenExisted)
      if let profile = check.profile { add("check-profile", profile) }
      guard let details = check.details else { continue }
      lines.append("details")
      if let text = details.goldenText { add("golden-text", text) }
      if let text = details.actualText { add("actual-text", text) }
      if let divergence = details.divergence {
        lines.append("divergence \(divergence.traceLine) \(divergence.scenarioLine)")
        add("divergence-statement", divergence.statement)
        if let text = divergence.expected { add("divergence-expected", text) }
        if let text = divergence.actual { add("divergence-actual", text) }
      }
      add("diff", details.diff)
      flag("diff-cut", details.diffIsCut)
      for line in details.change { add("change", line) }
      guard let page = details.report else { continue }
      lines.append("report-details")
      if let text = page.scenarioText { add("scenario-text", text) }
      if let head = page.goldenHead {
        add("golden-head", head.text)
        flag("golden-head-whole", head.isWhole)
      }
      add("actual-head", page.actualHead.text)
      flag("actual-head-whole", page.actualHead.isWhole)
      for (line, text) in page.explanations.sorted(by: { $0.key < $1.key }) {
        add("explanation \(line)", text)
      }
    }
    return Array((lines.joined(separator: "\n") + "\n").utf8)
  }

  // MARK: Reading

  /// The results in the file `path`, read within bounds (a line of 256 MiB, a file of
  /// 4 GiB).
  ///
  /// - Throws: `Problem` naming the file and the line for anything it cannot read.
  package static func read(_ path: String) throws(Problem) -> CheckResults {
    let name = Escape.field(path)
    do {
      let reader = LineReader(
        owning: try FileIO.openForReading(path), name: name, maximumLineBytes: 1 << 28,
        maximumBytes: 1 << 32)
      var parser = Parser(name: name)
      while let line = try reader.next() {
        try parser.take(line.bytes, number: line.number)
      }
      return try parser.finish()
    } catch let problem as Problem {
      throw problem
    } catch {
      throw Problem(description: "\(error)")
    }
  }

  /// Reads a results file line by line: the header, then the findings, orphans and checks.
  struct Parser {
    let name: String
    var number = 0
    var fields: [String: String] = [:]
    var findings: [GoldenCheck.Finding] = []
    var orphans: [GoldenCheck.Orphan] = []
    var checks: [(position: Int, check: ScenarioCheck)] = []
    /// The record being read (`finding`, `orphan`, `check`), its first value and its fields.
    var record:
      (
        kind: String, value: String, fields: [String: String], change: [String],
        explanations: [Int: String]
      )?

    init(name: String) { self.name = name }

    func problem(_ text: String) -> Problem {
      Problem(description: "\(name):\(number): \(text)")
    }

    mutating func take(_ bytes: some Collection<UInt8>, number: Int) throws(Problem) {
      self.number = number
      guard let text = Escape.reversed(bytes).map({ String(decoding: $0, as: UTF8.self) })
      else { throw problem("not a line of a results file") }
      if number == 1 {
        guard text == CheckResults.magic else {
          throw problem(
            "not a results file of this stacktrace (its first line is not '\(CheckResults.magic)')")
        }
        return
      }
      let space = text.firstIndex(of: " ") ?? text.endIndex
      let key = String(text[..<space])
      let value = space == text.endIndex ? "" : String(text[text.index(after: space)...])
      if key == "explanation", let gap = value.firstIndex(of: " "), let line = Int(value[..<gap]) {
        guard record?.kind == "check" else { throw problem("an explanation outside a check") }
        record?.explanations[line] = String(value[value.index(after: gap)...])
        return
      }
      switch key {
      case "finding", "orphan", "check":
        try close()
        record = (key, value, [:], [], [:])
      case "change":
        guard record?.kind == "check" else { throw problem("a change outside a check") }
        record?.change.append(value)
      default:
        if record == nil {
          guard fields[key] == nil else { throw problem("'\(key)' twice") }
          fields[key] = value
        } else {
          guard record?.fields[key] == nil else { throw problem("'\(key)' twice in a record") }
          record?.fields[key] = value
        }
      }
    }

    /// Ends the record being read.
    mutating func close() throws(Problem) {
      guard let record else { return }
      self.record = nil
      func field(_ key: String) throws(Problem) -> String {
        guard let value = record.fields[key] else {
          throw problem("the \(record.kind) before this line has no '\(key)'")
        }
        return value
      }
      func flag(_ value: String) -> Bool { value == "1" }
      switch record.kind {
      case "finding":
        findings.append(
          GoldenCheck.Finding(
            path: try field("finding-path"), message: try field("finding-message"),
            isError: flag(record.value)))
      case "orphan":
        orphans.append(
          GoldenCheck.Orphan(
            goldenPath: record.value, deleted: flag(try field("orphan-deleted")),
            keptBecause: record.fields["orphan-kept-because"]))
      default:
        guard let position = Int(record.value), position >= 0 else {
          throw problem("a check's position is not a number")
        }
        let status: ScenarioCheck.Status
        switch try field("status") {
        case "passed": status = .passed
        case "failed": status = .failed
        case "recorded": status = .recorded(created: false)
        case "recorded-new": status = .recorded(created: true)
        case "pending": status = .pending(created: false)
        case "pending-new": status = .pending(created: true)
        case "error": status = .error(try field("error"))
        case let other: throw problem("'\(other)' is not a status")
        }
        var details: ScenarioCheck.Details?
        if record.fields["details"] != nil {
          var divergence: ScenarioCheck.Divergence?
          if let lines = record.fields["divergence"] {
            let numbers = lines.split(separator: " ").compactMap { Int($0) }
            guard numbers.count == 2 else { throw problem("a divergence without its lines") }
            divergence = ScenarioCheck.Divergence(
              traceLine: numbers[0], statement: try field("divergence-statement"),
              scenarioLine: numbers[1], expected: record.fields["divergence-expected"],
              actual: record.fields["divergence-actual"])
          }
          details = ScenarioCheck.Details(
            goldenText: record.fields["golden-text"], actualText: record.fields["actual-text"],
            divergence: divergence, diff: try field("diff"),
            diffIsCut: flag(try field("diff-cut")), change: record.change)
          if record.fields["report-details"] != nil {
            details?.report = ScenarioCheck.ReportDetails(
              scenarioText: record.fields["scenario-text"],
              goldenHead: record.fields["golden-head"].map {
                ($0, flag(record.fields["golden-head-whole"] ?? "0"))
              },
              actualHead: (try field("actual-head"), flag(try field("actual-head-whole"))),
              explanations: record.explanations)
          }
        }
        checks.append(
          (
            position,
            ScenarioCheck(
              scenarioPath: try field("scenario"), goldenPath: try field("golden"),
              status: status, goldenExisted: flag(try field("golden-existed")),
              profile: record.fields["check-profile"], details: details)
          ))
      }
    }

    mutating func finish() throws(Problem) -> CheckResults {
      try close()
      guard number > 0 else { throw problem("empty, not a results file") }
      func field(_ key: String) throws(Problem) -> String {
        guard let value = fields[key] else { throw problem("no '\(key)' line") }
        return value
      }
      guard let shard = GoldenCheck.Shard(try field("shard")) else {
        throw problem("'\(fields["shard"] ?? "")' is not a shard I/N")
      }
      guard let total = Int(try field("total")), total >= 0,
        checks.allSatisfy({ $0.position < total })
      else { throw problem("a check's position is past the run's total") }
      guard let policy = GoldenCheck.OrphanPolicy(rawValue: try field("orphan-policy")) else {
        throw problem("not an orphan policy")
      }
      var report = GoldenCheck.Report(
        checks: checks.map(\.check), orphans: orphans, findings: findings,
        orphanPolicy: policy, lookedForOrphans: try field("looked-for-orphans") == "1",
        allowsEmpty: try field("allows-empty") == "1")
      report.shard = shard.count == 1 ? nil : shard
      report.total = total
      report.positions = checks.map(\.position)
      return CheckResults(
        version: try field("version"), profile: try field("profile"), report: report)
    }
  }

  // MARK: Merging

  /// The report of the whole run the shards in `files` (each with the name it was read
  /// from) are parts of: every check in path order, the findings and orphans shard 1 found.
  ///
  /// - Throws: `Problem` naming the file, when they are of different versions, profiles,
  ///   shard counts, runs or record settings, when two hold the same shard or the same
  ///   scenario, or when a shard is missing.
  package static func merge(_ files: [(name: String, results: CheckResults)]) throws(Problem)
    -> CheckResults
  {
    guard let first = files.first else { throw Problem(description: "no results to merge") }
    let count = first.results.report.shard?.count ?? 1
    var seenShards: [Int: String] = [:]
    var seenPositions: [Int: String] = [:]
    var checks: [(position: Int, check: ScenarioCheck)] = []
    var findings: [GoldenCheck.Finding] = []
    var orphans: [GoldenCheck.Orphan] = []
    for (name, results) in files {
      let report = results.report
      let (index, shardCount) = (report.shard?.index ?? 1, report.shard?.count ?? 1)
      func refuse(_ what: String) -> Problem {
        Problem(description: "\(name): \(what) (\(first.name) has the first)")
      }
      if results.version != first.results.version {
        throw refuse("written by stacktrace \(results.version), not \(first.results.version)")
      }
      if results.profile != first.results.profile {
        throw refuse("checked with profile \(results.profile), not \(first.results.profile)")
      }
      if shardCount != count {
        throw refuse("shard \(index)/\(shardCount) of a run cut in \(shardCount), not \(count)")
      }
      if report.total != first.results.report.total {
        throw refuse("a run of \(report.total) scenarios, not \(first.results.report.total)")
      }
      if report.orphanPolicy != first.results.report.orphanPolicy
        || report.lookedForOrphans != first.results.report.lookedForOrphans
        || report.allowsEmpty != first.results.report.allowsEmpty
      {
        throw refuse("a run with other options (--orphans, --filter, --allow-empty)")
      }
      if let other = seenShards[index] {
        throw Problem(description: "\(name): shard \(index)/\(count) again (\(other) has it)")
      }
      seenShards[index] = name
      for (position, check) in zip(report.positions, report.checks) {
        if let other = seenPositions[position] {
          throw Problem(
            description:
              "\(name): \(check.scenarioPath) again (\(other) has it): the shards overlap")
        }
        seenPositions[position] = name
        checks.append((position, check))
      }
      findings += report.findings
      orphans += report.orphans
    }
    let missing = (1...count).filter { seenShards[$0] == nil }
    guard missing.isEmpty else {
      throw Problem(
        description:
          "shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) "
          + "missing: merge every shard of the run")
    }
    guard seenPositions.count == first.results.report.total else {
      throw Problem(
        description:
          "the shards hold \(seenPositions.count) of the run's \(first.results.report.total) scenarios"
      )
    }
    checks.sort { $0.position < $1.position }
    findings.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    var report = GoldenCheck.Report(
      checks: checks.map(\.check), orphans: orphans, findings: findings,
      orphanPolicy: first.results.report.orphanPolicy,
      lookedForOrphans: first.results.report.lookedForOrphans,
      allowsEmpty: first.results.report.allowsEmpty)
    report.total = first.results.report.total
    report.positions = checks.map(\.position)
    return CheckResults(
      version: first.results.version, profile: first.results.profile, report: report)
  }
}
