import StackTraceFormats
import StackTraceGolden
import StackTraceIO

extension CLI {
  /// `stacktrace check [PATH...]`: every scenario against its golden.
  func check(_ parsed: Arguments, _ io: CommandSpec.Streams) throws(UsageError) -> ExitCode {
    let errors = io.errors
    var check = GoldenCheck(paths: Array(parsed.operands.dropFirst()))
    if check.paths.isEmpty { check.paths = ["Scenarios"] }
    for path in check.paths {
      if path == "-" {
        throw .message(
          "check compares scenario files with the goldens beside them, so it reads no "
            + "standard input: to run a scenario from standard input, type 'stacktrace run -'")
      }
      for golden in [".trace", ".trace.new"] where path.hasSuffix(golden) {
        let scenario = String(path.dropLast(golden.count)) + ".scenario"
        throw .message(
          "'\(path)' is a golden, and check runs scenarios: give '\(scenario)', or its folder")
      }
    }
    check.settings = try runSettings(parsed)
    let asked = try parsed.value(CommandOptions.record)
    let (record, note): (RecordMode, String?)
    do {
      (record, note) = try RecordMode.resolve(asked: asked, environment: environment.variables)
    } catch {
      throw .message(error.description)
    }
    check.record = record
    check.isContinuousIntegration = RecordMode.isContinuousIntegration(environment.variables)
    check.actualDirectory = try parsed.value(CommandOptions.actualDirectory)
    if let policy = try parsed.value(CommandOptions.orphans) { check.orphans = policy }
    check.filter = try parsed.value(CommandOptions.filter)
    check.context = try parsed.value(CommandOptions.context) ?? 3
    check.allowsEmpty = parsed.has(CommandOptions.allowEmpty)
    let html = try parsed.value(CommandOptions.html)
    let resultsFile = try parsed.value(CommandOptions.results)
    check.keepsReportDetails = html != nil || resultsFile != nil
    check.shard = try parsed.value(CommandOptions.shard)
    check.reportFiles =
      [
        ("--junit", try parsed.value(CommandOptions.junit)),
        ("--summary", try parsed.value(CommandOptions.summary)), ("--html", html),
        ("--results", resultsFile),
      ].compactMap { option, path in path.map { (option, $0) } }
    if let note { errors.write("stacktrace: \(note)\n") }

    let progress = Progress(noun: "scenarios", sink: errors, delay: environment.progressDelay)
    if environment.showsProgress {
      check.progress = { total in progress.advance(of: total) }
    }
    let report: GoldenCheck.Report
    do {
      report = try check.run()
    } catch {
      return fail(error, to: errors)
    }
    progress.finish()
    if report.isEmpty {
      let filtered = check.filter.map { " matching --filter '\(Escape.field($0))'" } ?? ""
      let paths = check.paths.map(Escape.field).joined(separator: ", ")
      errors.write(
        "stacktrace: no scenarios found under \(paths)\(filtered)"
          + (check.allowsEmpty ? "" : " (--allow-empty lets such a run pass)") + "\n")
    }
    var results: (path: String, bytes: [UInt8])?
    if let path = resultsFile {
      let kept = CheckResults(
        version: CLI.version, profile: check.settings.profile.name, report: report)
      results = (path, kept.encoded)
    }
    return try publish(
      report, defaultProfile: check.settings.profile.name, parsed, io, results: results)
  }

  /// What `check` and `merge-reports` do with a report: the text (or JSON) on standard
  /// output, GitHub's annotations, then every report file asked for, each written whatever
  /// happened to another; the exit code.
  func publish(
    _ report: GoldenCheck.Report, defaultProfile: String, _ parsed: Arguments,
    _ io: CommandSpec.Streams, results: (path: String, bytes: [UInt8])? = nil
  ) throws(UsageError) -> ExitCode {
    let (output, errors) = (io.output, io.errors)
    let format = try parsed.value(CommandOptions.checkFormat) ?? .text
    let painter = try painter(parsed)
    let junit = try parsed.value(CommandOptions.junit)
    let summary = try parsed.value(CommandOptions.summary)
    let html = try parsed.value(CommandOptions.html)
    if format == .json {
      output.write(CheckJSON.json(report, exitCode: report.exitCode.rawValue))
    } else {
      write(report, quiet: parsed.has(CommandOptions.quiet), painter: painter, to: output)
    }
    if parsed.has(CommandOptions.github) {
      // GitHub reads workflow commands from both streams: with JSON on standard output,
      // they go to standard error, so that standard output stays one JSON document.
      (format == .json ? errors : output).write(GitHubReport.annotations(report))
    }
    var code = report.exitCode
    // What standard output holds goes first: a report may be written to it too.
    output.flush()
    errors.flush()
    // Every report is written, whatever went wrong with another.
    let markdown = MarkdownSummary.markdown(
      report,
      fullReport: "stacktrace check's output in this step's log"
        + (junit.map { " and the JUnit report \(MarkdownSummary.code(Escape.field($0)))" } ?? ""))
    var writes: [(path: String, bytes: [UInt8], appends: Bool)] = []
    if let results { writes.append((results.path, results.bytes, false)) }
    if let junit { writes.append((junit, Array(JUnitReport.xml(report).utf8), false)) }
    if let summary { writes.append((summary, Array(markdown.utf8), false)) }
    if let html {
      let context = HTMLReport.Context(
        command: HTMLReport.Context.command(["stacktrace"] + arguments),
        defaultProfile: defaultProfile,
        time: HTMLReport.time(fromEpoch: environment.variables["SOURCE_DATE_EPOCH"]))
      writes.append((html, Array(HTMLReport.html(report, context: context).utf8), false))
    }
    if parsed.has(CommandOptions.github), let path = environment.variables["GITHUB_STEP_SUMMARY"],
      !path.isEmpty
    {
      writes.append((path, Array(markdown.utf8), true))
    }
    for write in writes {
      do {
        try FileIO.writeReport(write.bytes, to: write.path, appending: write.appends)
      } catch {
        code = fail(error, to: errors)
      }
    }
    return code
  }

  /// `stacktrace merge-reports FILE... [OPTIONS]`: the result files of a run's shards
  /// (`check --shard I/N --results FILE`) as the one report the unsharded run would have
  /// made, written as `check` writes it.
  func mergeReports(_ parsed: Arguments, _ io: CommandSpec.Streams) throws(UsageError)
    -> ExitCode
  {
    let files = Array(parsed.operands.dropFirst())
    guard !files.isEmpty else {
      throw .missingOperand(command: "merge-reports", expected: "the result FILEs of the shards")
    }
    let merged: CheckResults
    do {
      var read: [(name: String, results: CheckResults)] = []
      for file in files {
        read.append((Escape.field(file), try CheckResults.read(file)))
      }
      merged = try CheckResults.merge(read)
    } catch {
      return fail(error, to: io.errors)
    }
    if merged.report.isEmpty {
      io.errors.write(
        "stacktrace: no scenarios found in the merged run"
          + (merged.report.allowsEmpty ? "" : " (--allow-empty lets such a run pass)") + "\n")
    }
    return try publish(merged.report, defaultProfile: merged.profile, parsed, io)
  }

  /// The text report: findings, a line a scenario (failures with their diff), orphans, and
  /// the counts.
  private func write(
    _ report: GoldenCheck.Report, quiet: Bool, painter: Painter, to output: ByteSink
  ) {
    for finding in report.findings {
      let label = finding.isError ? painter.red("ERROR") : painter.yellow("WARNING")
      output.write("\(label) \(finding.path): \(finding.message)\n")
    }
    for check in report.checks {
      switch check.status {
      case .passed:
        if !quiet { output.write("\(painter.green("PASS")) \(check.scenarioPath)\n") }
      case .failed:
        output.write(
          "\(painter.red("FAIL")) \(check.scenarioPath): \(check.failureMessage)\n")
        output.write(painter.diff(check.diff))
      case .recorded(let created):
        output.write(
          "\(painter.yellow("RECORDED")) \(check.scenarioPath): wrote "
            + "\(check.goldenPath)\(created ? " (new)" : "")\n")
        output.write(painter.diff(check.diff))
      case .pending:
        output.write(
          "\(painter.yellow("PENDING")) \(check.scenarioPath): "
            + "\(check.failureMessage)\n")
        output.write(painter.diff(check.diff))
      case .error(let message):
        output.write("\(painter.red("ERROR")) \(message)\n")
      }
      if check.diffIsCut { output.write("\(check.cutNote)\n") }
    }
    for orphan in report.orphans {
      let label = report.orphanPolicy == .fail ? painter.red("ORPHAN") : painter.yellow("ORPHAN")
      output.write("\(label) \(orphan.message)\n")
    }
    output.write("\(report.summaryLine)\n")
    let pending = report.checks.count { if case .pending = $0.status { true } else { false } }
    if pending > 0 {
      let command = ToolCommand.current(environment.variables)
      let all = "\(command) review --accept to accept \(pending == 1 ? "it" : "all \(pending)")"
      output.write(
        "Review the pending golden\(pending == 1 ? "" : "s"): "
          + (ToolCommand.isPlugin(command) ? all : "\(command) review (or \(all))") + "\n")
    }
  }

  /// `-U N` / `--context N`: lines of context, 3 by default.

  /// The painter `--color` and the environment choose.
  func painter(_ parsed: Arguments) throws(UsageError) -> Painter {
    Painter.choose(
      try parsed.value(CommandOptions.color), isTerminal: environment.outputIsTerminal,
      environment: environment.variables)
  }
}
