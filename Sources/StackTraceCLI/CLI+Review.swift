import StackTraceFormats
import StackTraceGolden
import StackTraceIO

extension CLI {
  /// `stacktrace review [PATH...] [--accept | --reject] [--filter TEXT]`: the pending
  /// goldens (`NAME.trace.new`) below the PATHs (default: the current directory), one at a
  /// time on a terminal (accept, reject, skip, quit), or all at once with `--accept` or
  /// `--reject`; elsewhere, listed with their diffs and left alone (exit 1).
  func review(_ parsed: Arguments, _ io: CommandSpec.Streams) throws(UsageError) -> ExitCode {
    let (output, errors, standardInput) = (io.output, io.errors, io.standardInput)
    let accepting = parsed.has(CommandOptions.accept)
    let rejecting = parsed.has(CommandOptions.reject)
    if accepting, rejecting {
      throw .message("review takes --accept or --reject, not both")
    }
    let context = try parsed.value(CommandOptions.context) ?? 3
    let painter = try painter(parsed)
    var paths = Array(parsed.operands.dropFirst())
    if paths.isEmpty { paths = ["."] }
    let filter = try parsed.value(CommandOptions.filter)
    if let used = try parsed.value(CommandOptions.obsolete) {
      return try obsolete(
        paths: paths, used: used, filter: filter, deleting: rejecting,
        allowsEmpty: parsed.has(CommandOptions.allowEmpty), output: output, errors: errors,
        standardInput: standardInput)
    }
    let review: PendingReview
    do {
      review = try PendingReview(paths: paths, filter: filter)
    } catch {
      throw .file(error)
    }
    for finding in review.findings {
      let label = finding.isError ? painter.red("ERROR") : painter.yellow("WARNING")
      output.write("\(label) \(finding.path): \(finding.message)\n")
    }
    let refused = review.findings.contains(where: \.isError)
    guard !review.items.isEmpty else {
      output.write("no pending goldens\n")
      return refused ? .usage : .success
    }
    let deciding = accepting || rejecting
    let interactive = !deciding && environment.inputIsTerminal && environment.outputIsTerminal
    if (deciding || interactive) && RecordMode.isContinuousIntegration(environment.variables) {
      errors.write("stacktrace: CI is set: review changes nothing (review where CI is unset)\n")
      return .checkFailed
    }
    if !deciding && !interactive {
      return list(review, painter: painter, context: context, output: output, errors: errors)
    }
    let keys = KeyReader(standardInput, isTerminal: environment.inputIsTerminal)
    var counts = (accepted: 0, rejected: 0, pending: 0)
    var failed = false
    for (index, item) in review.items.enumerated() {
      var decision: Character = accepting ? "a" : "r"
      if interactive {
        show(
          item, number: index + 1, of: review.items.count, painter: painter, context: context,
          output: output)
        output.write(CLI.question)
        output.flush()
        decision = ask(keys, output: output)
      }
      do {
        switch decision {
        case "a":
          try PendingReview.accept(item)
          output.write("\(painter.green("accepted")) \(item.shownGolden)\n")
          counts.accepted += 1
        case "r":
          try PendingReview.reject(item)
          output.write("\(painter.red("rejected")) \(item.shownPending)\n")
          counts.rejected += 1
        case "s":
          output.write("skipped \(item.shownPending)\n")
          counts.pending += 1
        default:
          counts.pending += review.items.count - index
        }
      } catch {
        // Still there, whatever step failed: it stays pending.
        _ = fail(error, to: errors)
        failed = true
        counts.pending += 1
      }
      if decision == "q" { break }
    }
    output.write(
      "\(counts.accepted) accepted, \(counts.rejected) rejected, \(counts.pending) left pending\n")
    if failed || refused { return .usage }
    return counts.pending > 0 ? .checkFailed : .success
  }

  /// `review --obsolete FILE`: the goldens of `__Goldens__` folders no assertion used in the
  /// run that wrote FILE. Listed; with `--reject`, deleted; on a terminal, deleted when the
  /// user says so once for all. With CI set, nothing is deleted.
  private func obsolete(
    paths: [String], used: String, filter: String?, deleting: Bool, allowsEmpty: Bool,
    output: ByteSink, errors: ByteSink, standardInput: ByteSource
  ) throws(UsageError) -> ExitCode {
    let continuousIntegration = RecordMode.isContinuousIntegration(environment.variables)
    if deleting, continuousIntegration {
      throw .message("CI is set: review deletes nothing (review where CI is unset)")
    }
    let found: [(tree: FileTree, golden: RelativePath)]
    do {
      found = try PendingReview.obsolete(
        paths: paths, used: used, filter: filter, allowsEmpty: allowsEmpty)
    } catch {
      throw .file(error)
    }
    let noun = "obsolete golden\(found.count == 1 ? "" : "s")"
    for (tree, golden) in found where !deleting {
      output.write("OBSOLETE \(tree.shown(golden)): no assertion used it\n")
    }
    var deletes = deleting
    if !deleting, !found.isEmpty, !continuousIntegration, environment.inputIsTerminal,
      environment.outputIsTerminal
    {
      output.write("delete the \(found.count) \(noun)? (y/n) ")
      output.flush()
      let keys = KeyReader(standardInput, isTerminal: true)
      var answer: Character?
      while let key = keys.next(), answer == nil {
        if "yn".contains(key) { answer = key }
      }
      output.write("\(answer.map(String.init) ?? "")\n")
      deletes = answer == "y"
    }
    guard deletes else {
      output.write(
        "\(found.count) \(noun)" + (found.isEmpty ? "" : " (delete with --reject)") + "\n")
      return found.isEmpty ? .success : .checkFailed
    }
    var deleted = 0
    var failed = false
    for (tree, golden) in found {
      do {
        try tree.remove(golden)
        output.write("deleted \(tree.shown(golden))\n")
        deleted += 1
      } catch {
        _ = fail(error, to: errors)
        failed = true
      }
    }
    output.write(
      "\(deleted) obsolete golden\(deleted == 1 ? "" : "s") deleted"
        + (found.count > deleted ? ", \(found.count - deleted) left" : "") + "\n")
    return failed ? .usage : .success
  }

  /// The question asked of each pending golden.
  private static let question = "accept (a), reject (r), skip (s), quit (q), keys (?)? "

  /// What `?` shows.
  private static let keysHelp = """
      a  accept: the pending trace becomes the golden (NAME.trace.new -> NAME.trace)
      r  reject: the pending trace is deleted; the golden stays as it is
      s  skip: leave it pending and show the next
      q  quit: leave it and the rest pending
      ?  these keys
    A key alone, or followed by Enter.

    """

  /// Reads keys until one is an answer, saying so of a key that is none and listing the
  /// keys on `?`; the end of the input quits.
  private func ask(_ keys: KeyReader, output: ByteSink) -> Character {
    while let key = keys.next() {
      if "arsq".contains(key) {
        output.write("\(key)\n")
        return key
      }
      if key == "?" {
        output.write("?\n" + CLI.keysHelp)
      } else {
        let shown = key.isLetter || key.isNumber || key.isPunctuation || key.isSymbol
        output.write(
          (shown ? "\(Escape.field(String(key)))\n'\(Escape.field(String(key)))' is" : "\nthat is")
            + " not a key of review (? lists them)\n")
      }
      output.write(CLI.question)
      output.flush()
    }
    output.write("\n")
    return "q"
  }

  /// One pending golden for a decision: its scenario, then its diff.
  private func show(
    _ item: PendingReview.Item, number: Int, of total: Int, painter: Painter, context: Int,
    output: ByteSink
  ) {
    let source = PendingReview.testSource(of: item)
    let title =
      item.scenario.map { item.tree.shown($0) } ?? source.map { "\($0.path):\($0.line)" }
      ?? item.shownGolden
    output.write(painter.bold("\(title) (\(number) of \(total))") + "\n")
    if source != nil { output.write("  golden: \(item.shownGolden)\n") }
    let scenario = source?.text ?? PendingReview.scenarioText(of: item)
    for line in scenario { output.write("  \(line)\n") }
    if !scenario.isEmpty { output.write("\n") }
    do {
      output.write(painter.diff(try PendingReview.diff(of: item, context: context)))
    } catch {
      output.write("(cannot show the diff: \(error))\n")
    }
  }

  /// Without a terminal and without a decision: every pending golden with its diff, and
  /// exit 1.
  private func list(
    _ review: PendingReview, painter: Painter, context: Int, output: ByteSink, errors: ByteSink
  ) -> ExitCode {
    for item in review.items {
      output.write("\(painter.yellow("PENDING")) \(item.shownPending)\n")
      do {
        output.write(painter.diff(try PendingReview.diff(of: item, context: context)))
      } catch {
        _ = fail(error, to: errors)
      }
    }
    let count = review.items.count
    let command = ToolCommand.current(environment.variables)
    output.write(
      "\(count) pending golden\(count == 1 ? "" : "s"): accept with '\(command) review "
        + "--accept', reject with --reject"
        + (ToolCommand.isPlugin(command)
          ? " (the plugin has no terminal: 'stacktrace review' where one is installed asks one "
            + "by one)\n"
          : ", or review one by one on a terminal\n"))
    return .checkFailed
  }
}
