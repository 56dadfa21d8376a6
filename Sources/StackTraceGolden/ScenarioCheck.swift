import StackNav
import StackTraceDiff
import StackTraceFormats
import StackTraceIO
import StackTraceRun
import StackTraceScenario

/// One scenario compared with its golden trace: how it came out, where they first part, and
/// the diff, all bounded in size whatever the length of the trace (the trace itself streams
/// past, docs/golden-workflow.md).
package struct ScenarioCheck: Sendable {
  /// How the comparison came out.
  package enum Status: Sendable, Equatable {
    /// The trace equals its golden.
    case passed
    /// The trace differs from its golden, or the golden is missing and was not written.
    case failed
    /// The golden was written (`created` when it did not exist): a failure all the same.
    case recorded(created: Bool)
    /// The trace was written beside the golden as `NAME.trace.new`, for review (`created`
    /// when there is no golden yet); the golden is untouched. A failure all the same.
    case pending(created: Bool)
    /// The scenario could not be checked: a syntax error, a file that cannot be read, a
    /// symbolic link where a scenario or golden should be.
    case error(String)

    /// Whether the scenario counts as passed.
    package var isPassed: Bool { self == .passed }
    /// Whether a golden, or a pending one, was written: the `new` of the closing line.
    package var isNew: Bool {
      switch self {
      case .recorded, .pending: true
      default: false
      }
    }
  }

  /// Where a trace first departs from its golden.
  package struct Divergence: Sendable, Equatable {
    /// The line of the golden (1-based) where it happens.
    package let traceLine: Int
    /// The statement whose callbacks differ, as its header prints it.
    package let statement: String
    /// That statement's line in the scenario.
    package let scenarioLine: Int
    /// The golden's line there, if it has one (escaped, and cut if very long).
    package let expected: String?
    /// The actual trace's line there, if it has one.
    package let actual: String?

    /// One sentence saying where and how.
    package var message: String {
      var text =
        "first divergence at line \(traceLine) of the golden, in '\(statement)' "
        + "(scenario line \(scenarioLine))"
      switch (expected, actual) {
      case (let expected?, let actual?): text += ": expected '\(expected)', got '\(actual)'"
      case (let expected?, nil): text += ": missing '\(expected)'"
      case (nil, let actual?): text += ": unexpected '\(actual)'"
      case (nil, nil): break
      }
      return text
    }
  }

  /// What a check does besides comparing.
  package struct Options: Sendable {
    /// The profile for scenarios that name none and what traces show besides the life
    /// cycle, resolved against each scenario's own header when it runs.
    package var settings = RunSettings()
    /// When to write the golden (`RecordMode.resolve`'s default).
    package var record: RecordMode = .pending
    /// Lines of context in diffs.
    package var context = 3
    /// Where to save the actual trace of a scenario that does not pass: a folder, and the
    /// path under it (the golden's path relative to the working directory).
    package var actualTrace: (folder: FileTree, path: RelativePath)?
    /// Whether a scenario that does not pass keeps what a page report shows (`check
    /// --html`): its text, the start of both traces, and the rule of each line the diff adds.
    package var keepsReportDetails = false

    /// The defaults: record missing goldens, 3 lines of context, save nothing else.
    package init() {}
  }

  /// The scenario file, as it is printed (escaped).
  package var scenarioPath: String {
    switch paths {
    case .shown(let scenario, _): scenario
    case .inTree(let tree, let path): tree.shown(path)
    }
  }
  /// Its golden trace, `NAME.trace` beside it, as it is printed.
  package var goldenPath: String {
    switch paths {
    case .shown(_, let golden): golden
    case .inTree(let tree, let path):
      tree.shown(path.replacingSuffix(".scenario", with: ".trace"))
    }
  }

  /// How the paths are known: printed already, or a scenario in a tree, printed when asked
  /// (a check of many scenarios then holds no text at all for one that passed).
  private enum Paths: Sendable {
    case shown(String, String)
    case inTree(FileTree, RelativePath)
  }

  private var paths: Paths
  /// Where a pending golden goes: `NAME.trace.new` beside the golden, as it is printed.
  package var pendingPath: String { goldenPath + ".new" }
  /// How it came out.
  package let status: Status
  /// Whether the golden existed before the check.
  package let goldenExisted: Bool
  /// The golden's text, when the check did not pass and it is short enough to draw
  /// (`MarkdownSummary`).
  package var goldenText: String? { details?.goldenText }
  /// The trace's text, when the check did not pass and it is short enough to draw.
  package var actualText: String? { details?.actualText }
  /// Where they first part, for failures.
  package var divergence: Divergence? { details?.divergence }
  /// The unified diff from the golden to the actual trace (from `/dev/null` for a new
  /// golden), escaped for printing; empty when they are equal.
  package var diff: String { details?.diff ?? "" }
  /// Whether the diff stops short of the end (it is bounded; the trace is not).
  package var diffIsCut: Bool { details?.diffIsCut ?? false }
  /// The changed lines alone (`-` and `+`, no context, no positions), to group failures that
  /// changed the same way.
  package var change: [String] { details?.change ?? [] }
  /// The profile the scenario ran in (its own `profile`, or the check's), when it ran.
  package let profile: String?
  /// With `keepsReportDetails`: the scenario's text (escaped, its first lines when long).
  package var scenarioText: String? { details?.report?.scenarioText }
  /// With `keepsReportDetails`: the golden's first lines (escaped) and whether they are all of
  /// it.
  package var goldenHead: (text: String, isWhole: Bool)? { details?.report?.goldenHead }
  /// With `keepsReportDetails`: the trace's first lines (escaped) and whether they are all of
  /// it.
  package var actualHead: (text: String, isWhole: Bool)? { details?.report?.actualHead }
  /// With `keepsReportDetails`: for each line of the trace that the diff adds (1-based), the
  /// rule that placed it and its sources, as `--explain` cites them.
  package var explanations: [Int: String] { details?.report?.explanations ?? [:] }

  /// What only a scenario that did not pass has, kept out of line, so that a check of many scenarios
  /// holds little more than two paths and a status for each that passed.
  struct Details: Sendable {
    let goldenText: String?
    let actualText: String?
    let divergence: Divergence?
    let diff: String
    let diffIsCut: Bool
    let change: [String]
    var report: ReportDetails?
  }

  /// What a page report shows besides the diff (`Options.keepsReportDetails`).
  struct ReportDetails: Sendable {
    var scenarioText: String?
    let goldenHead: (text: String, isWhole: Bool)?
    let actualHead: (text: String, isWhole: Bool)
    let explanations: [Int: String]
  }

  /// `Details` in a box of its own (an indirect case is stored out of line).
  private indirect enum Boxed: Sendable {
    case details(Details)

    var details: Details {
      switch self {
      case .details(let details): details
      }
    }
  }

  private var boxed: Boxed?
  var details: Details? { boxed?.details }

  init(
    scenarioPath: String, goldenPath: String, status: Status, goldenExisted: Bool,
    profile: String?, details: Details?
  ) {
    paths = .shown(scenarioPath, goldenPath)
    self.status = status
    self.goldenExisted = goldenExisted
    self.profile = profile
    boxed = details.map { .details($0) }
  }

  /// The golden path for a scenario path: `.scenario` replaced by `.trace`.
  package static func goldenPath(for scenarioPath: String) -> String {
    (scenarioPath.hasSuffix(".scenario") ? String(scenarioPath.dropLast(9)) : scenarioPath)
      + ".trace"
  }

  /// Runs the scenario at `path` below `tree` and compares it with its golden, writing the
  /// golden (and the actual trace) as `options` say. Every problem, reading or writing,
  /// comes back as an `.error` status naming the file and why.
  package static func run(_ path: RelativePath, in tree: FileTree, options: Options)
    -> ScenarioCheck
  {
    let goldenFile = path.replacingSuffix(".scenario", with: ".trace")
    let scenario: Scenario
    do {
      let reader = try tree.lineReader(
        path, maximumLineBytes: ScenarioLimits.lineBytes, maximumBytes: ScenarioLimits.bytes,
        dropsCarriageReturns: false)
      scenario = try ScenarioParser.parse(reader)
    } catch {
      return .error(
        "\(error)", scenarioPath: tree.shown(path), goldenPath: tree.shown(goldenFile))
    }
    var result = check(
      scenario, scenarioPath: tree.shown(path), golden: goldenFile, in: tree, options: options)
    if result.status == .passed { result.paths = .inTree(tree, path) }
    if var details = result.details, details.report != nil {
      details.report?.scenarioText = sourceText(path, in: tree)
      result.boxed = .details(details)
    }
    return result
  }

  /// The most lines of a scenario a page report shows, and the most bytes of them.
  static let shownScenarioLines = 400
  static let shownScenarioBytes = 256 << 10

  /// The text of the scenario at `path`, each line escaped, its first `shownScenarioLines`
  /// lines (or as many as `shownScenarioBytes` holds) when it is longer, with a line saying
  /// so.
  private static func sourceText(_ path: RelativePath, in tree: FileTree) -> String? {
    guard
      let reader = try? tree.lineReader(
        path, maximumLineBytes: ScenarioLimits.lineBytes, maximumBytes: ScenarioLimits.bytes)
    else { return nil }
    var text = ""
    var (count, shown) = (0, 0)
    while let line = try? reader.next() {
      count += 1
      guard shown == count - 1, shown < shownScenarioLines else { continue }
      let escaped = Escape.field(bytes: line.bytes)
      if text.utf8.count + escaped.utf8.count < shownScenarioBytes {
        text += escaped + "\n"
        shown += 1
      }
    }
    if count > shown {
      text += "... (\(count - shown) more lines)\n"
    }
    return text
  }

  /// Runs `scenario` (shown as `scenarioPath`) and compares it with the golden at `golden`
  /// below `tree`, writing the golden (and the actual trace) as `options` say.
  package static func check(
    _ scenario: Scenario, scenarioPath: String, golden goldenFile: RelativePath,
    in tree: FileTree, options: Options
  ) -> ScenarioCheck {
    let goldenPath = tree.shown(goldenFile)
    let golden: LineReader?
    do {
      golden =
        tree.kind(of: goldenFile) == .missing
        ? nil
        : try tree.lineReader(
          goldenFile, maximumLineBytes: TraceComparison.Bounds().maximumLineBytes,
          maximumBytes: TraceComparison.Bounds().maximumGoldenBytes)
    } catch {
      return .error(error.description, scenarioPath: scenarioPath, goldenPath: goldenPath)
    }
    let pendingFile = goldenFile.replacingSuffix(".trace", with: ".trace.new")
    let recording: PendingFile?
    switch options.record {
    case .never: recording = nil
    case .pending: recording = PendingFile(pendingFile, in: tree)
    case .missing: recording = golden == nil ? PendingFile(goldenFile, in: tree) : nil
    case .failed, .all: recording = PendingFile(goldenFile, in: tree)
    }
    let saving = options.actualTrace.map {
      PendingFile($0.path, in: $0.folder, creatingFolders: true)
    }
    let check = compare(
      scenario, golden: golden, scenarioPath: scenarioPath, goldenPath: goldenPath,
      options: options, recording: recording, saving: saving,
      reopenGolden: {
        try? tree.lineReader(
          goldenFile, maximumLineBytes: TraceComparison.Bounds().maximumLineBytes,
          maximumBytes: TraceComparison.Bounds().maximumGoldenBytes)
      })
    // A scenario that passes needs no pending golden: a stale one goes (never with CI set).
    if check.status == .passed, options.record != .never,
      tree.kind(of: pendingFile) != .missing
    {
      do {
        try tree.remove(pendingFile)
      } catch {
        return .error(error.description, scenarioPath: scenarioPath, goldenPath: goldenPath)
      }
    }
    return check
  }

  /// Runs `scenario` and compares its trace with the golden `golden` reads (`nil`: there is
  /// none), writing the trace to `recording` and `saving` when `options` say so.
  ///
  /// Both get the trace only from where it departs from its golden (the lines before are
  /// the golden's own, copied from `reopenGolden`'s reader), so a passing trace is never
  /// copied; `.all`, which may rewrite a golden that passes, gets every byte.
  static func compare(
    _ scenario: Scenario, golden: LineReader?, scenarioPath: String, goldenPath: String,
    options: Options, recording: PendingFile?, saving: PendingFile?,
    reopenGolden: @escaping () -> LineReader?
  ) -> ScenarioCheck {
    // Resolved once, for the run and the report (the runs below find it resolved).
    let settings = options.settings.resolved(for: scenario)
    let comparison = TraceComparison(
      golden: golden, oldName: golden == nil ? "/dev/null" : "a/" + goldenPath,
      newName: "b/" + goldenPath, context: options.context)
    let everything = options.record == .all ? recording : nil
    let fromDeparture = [options.record == .all ? nil : recording, saving].compactMap { $0 }
    if !fromDeparture.isEmpty {
      comparison.onDeparture = { lines in
        guard lines > 0, let head = reopenGolden() else { return }
        var line: [UInt8] = []
        for _ in 0..<lines {
          guard let next = try? head.next() else { break }
          line.removeAll(keepingCapacity: true)
          line.append(contentsOf: next.bytes)
          line.append(0x0A)
          line.withUnsafeBufferPointer { bytes in
            for file in fromDeparture { file.append(bytes) }
          }
        }
      }
      comparison.tail = { bytes in
        for file in fromDeparture { file.append(bytes) }
      }
    }
    let sink = ByteSink { chunk in
      comparison.consume(chunk)
      everything?.append(chunk)
    }
    let writer = TraceWriter(options: .init(), sink: sink)
    let outcome = Runner.run(scenario, settings: settings, writer: writer)
    sink.flush()
    let diff = comparison.finish()
    func failure(_ message: String) -> ScenarioCheck {
      recording?.discard()
      saving?.discard()
      return .error(message, scenarioPath: scenarioPath, goldenPath: goldenPath)
    }
    switch outcome {
    case .failed(let error):
      return failure(error.description)
    case .inconsistent(let problems, let location):
      return failure("\(location): internal error: \(problems.joined(separator: "; "))")
    case .completed, .raised:
      break
    }
    if let error = comparison.goldenFailure { return failure(error.description) }
    let equal = golden != nil && comparison.divergence == nil
    let writes: Bool
    switch options.record {
    case .never: writes = false
    case .pending, .failed: writes = !equal
    case .missing: writes = golden == nil
    case .all: writes = !equal || !comparison.identicalBytes
    }
    do {
      if writes { try recording?.commit() } else { recording?.discard() }
      if writes || !equal { try saving?.commit() } else { saving?.discard() }
    } catch {
      return failure(error.description)
    }
    let status: Status
    if writes {
      status =
        options.record == .pending
        ? .pending(created: golden == nil) : .recorded(created: golden == nil)
    } else {
      status = equal ? .passed : .failed
    }
    // A passing scenario keeps no text: a check of many scenarios holds, for each that
    // passed, its paths and its status only.
    let details =
      equal
      ? nil
      : Details(
        goldenText: comparison.goldenText.map { String(decoding: $0, as: UTF8.self) },
        actualText: comparison.actualText.map { String(decoding: $0, as: UTF8.self) },
        divergence: golden == nil ? nil : divergence(comparison.divergence, in: scenario),
        diff: diff, diffIsCut: comparison.isCut, change: comparison.changes,
        report: options.keepsReportDetails
          ? ReportDetails(
            scenarioText: nil,
            goldenHead: comparison.goldenHead.map { (Escape.lines(bytes: $0.bytes), $0.isWhole) },
            actualHead: (
              Escape.lines(bytes: comparison.actualHead.bytes), comparison.actualHead.isWhole
            ),
            explanations: explanations(of: scenario, settings: settings, diff: diff))
          : nil)
    return ScenarioCheck(
      scenarioPath: scenarioPath, goldenPath: goldenPath, status: status,
      goldenExisted: golden != nil,
      profile: settings.profile.name, details: details)
  }

  /// The explanation `--explain` gives each line of the trace that `diff` adds (1-based line
  /// numbers): the scenario runs again, explaining, and only those lines are kept.
  private static func explanations(of scenario: Scenario, settings: RunSettings, diff: String)
    -> [Int: String]
  {
    let wanted = Set(UnifiedDiff.read(diff).compactMap { $0.kind == .added ? $0.newLine : nil })
    guard let last = wanted.max() else { return [:] }
    var explanations: [Int: String] = [:]
    var line: [UInt8] = []
    var number = 1
    let sink = ByteSink { bytes in
      for byte in bytes where number <= last {
        guard byte == 0x0A else {
          if wanted.contains(number) { line.append(byte) }
          continue
        }
        if wanted.contains(number), let explanation = explanation(in: line) {
          explanations[number] = explanation
        }
        line.removeAll(keepingCapacity: true)
        number += 1
      }
    }
    var writerOptions = TraceWriter.Options()
    writerOptions.explains = true
    _ = Runner.run(
      scenario, settings: settings, writer: TraceWriter(options: writerOptions, sink: sink))
    sink.flush()
    return explanations
  }

  /// What follows `  # ` in an explained line (the last one in a finding, whose message may
  /// hold one), escaped.
  private static func explanation(in line: [UInt8]) -> String? {
    let text = String(decoding: line, as: UTF8.self)
    let found = text.hasPrefix("! ") ? text.ranges(of: "  # ").last : text.firstRange(of: "  # ")
    return found.map { Escape.field(String(text[$0.upperBound...])) }
  }

  /// Where the comparison first found the traces apart, in the scenario's terms.
  static func divergence(_ found: TraceComparison.Divergence?, in scenario: Scenario)
    -> Divergence?
  {
    guard let found else { return nil }
    // The statement is the last whose header the actual trace had printed by then.
    let index = max(0, min(found.headers, scenario.statements.count) - 1)
    let statement = scenario.statements.isEmpty ? nil : scenario.statements[index]
    return Divergence(
      traceLine: found.goldenLine, statement: statement?.text ?? "",
      scenarioLine: statement?.location.line ?? 1, expected: found.expected.map(shown),
      actual: found.actual.map(shown))
  }

  /// The most bytes of a trace line a message quotes.
  static let quotedLineBytes = 200

  /// A trace line as a message quotes it: escaped, and cut if very long.
  package static func shown(_ line: [UInt8]) -> String {
    guard line.count > quotedLineBytes else { return Escape.field(bytes: line) }
    return Escape.field(bytes: line.prefix(quotedLineBytes)) + "... (\(line.count) bytes)"
  }

  /// A check that could not be made, for `message`.
  static func error(_ message: String, scenarioPath: String, goldenPath: String)
    -> ScenarioCheck
  {
    ScenarioCheck(
      scenarioPath: scenarioPath, goldenPath: goldenPath, status: .error(Escape.field(message)),
      goldenExisted: false, profile: nil, details: nil)
  }
}
