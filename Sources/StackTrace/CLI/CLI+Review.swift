extension CLI {
  /// `stacktrace review [PATH...] [--accept | --reject] [--filter TEXT]`: the pending
  /// goldens (`NAME.trace.new`) below the PATHs (default: the current directory), one at a
  /// time on a terminal (accept, reject, skip, quit), or all at once with `--accept` or
  /// `--reject`; elsewhere, listed with their diffs and left alone (exit 1).
  func review(
    _ parsed: Arguments, output: ByteSink, errors: ByteSink, standardInput: ByteSource
  ) throws(UsageError) -> ExitCode {
    try parsed.check("review")
    let accepting = parsed.has("accept")
    let rejecting = parsed.has("reject")
    if accepting, rejecting {
      throw .message("review takes --accept or --reject, not both")
    }
    let context = try contextOption(parsed)
    let painter = try Painter.choose(
      try parsed.value("color"), isTerminal: environment.outputIsTerminal,
      environment: environment.variables)
    var paths = Array(parsed.operands.dropFirst())
    if paths.isEmpty { paths = ["."] }
    if let used = try parsed.value("obsolete") {
      return try obsolete(paths: paths, used: used, deleting: rejecting, output: output)
    }
    let filter = try parsed.value("filter")
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
    guard !review.items.isEmpty else {
      output.write("no pending goldens\n")
      return .success
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
    var counts = (accepted: 0, rejected: 0, skipped: 0)
    var failed = false
    for (index, item) in review.items.enumerated() {
      var decision: Character = accepting ? "a" : "r"
      if interactive {
        show(
          item, number: index + 1, of: review.items.count, painter: painter, context: context,
          output: output)
        output.write("accept (a), reject (r), skip (s), quit (q)? ")
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
          counts.skipped += 1
        default:
          counts.skipped += review.items.count - index
        }
      } catch {
        _ = fail(error, to: errors)
        failed = true
      }
      if decision == "q" { break }
    }
    output.write(
      "\(counts.accepted) accepted, \(counts.rejected) rejected, \(counts.skipped) left pending\n")
    if failed { return .usage }
    return counts.skipped > 0 ? .checkFailed : .success
  }

  /// `review --obsolete FILE`: the goldens of `__Goldens__` folders no assertion used in the
  /// run that wrote FILE; with `--reject`, deleted.
  private func obsolete(paths: [String], used: String, deleting: Bool, output: ByteSink)
    throws(UsageError) -> ExitCode
  {
    let found: [(tree: FileTree, golden: RelativePath)]
    do {
      found = try PendingReview.obsolete(paths: paths, used: used)
    } catch {
      throw .file(error)
    }
    if deleting, RecordMode.isContinuousIntegration(environment.variables) {
      throw .message("CI is set: review deletes nothing (review where CI is unset)")
    }
    for (tree, golden) in found {
      if deleting {
        do {
          try tree.remove(golden)
        } catch {
          throw .file(error)
        }
        output.write("deleted \(tree.shown(golden))\n")
      } else {
        output.write("OBSOLETE \(tree.shown(golden)): no assertion used it\n")
      }
    }
    output.write(
      "\(found.count) obsolete golden\(found.count == 1 ? "" : "s")"
        + (deleting ? " deleted" : found.isEmpty ? "" : " (delete with --reject)") + "\n")
    return found.isEmpty || deleting ? .success : .checkFailed
  }

  /// Reads keys until one is an answer; the end of the input quits.
  private func ask(_ keys: KeyReader, output: ByteSink) -> Character {
    while let key = keys.next() {
      if "arsq".contains(key) {
        output.write("\(key)\n")
        return key
      }
      output.write("\naccept (a), reject (r), skip (s), quit (q)? ")
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
    let title = item.scenario.map { item.tree.shown($0) } ?? item.shownGolden
    output.write(painter.bold("\(title) (\(number) of \(total))") + "\n")
    let scenario = PendingReview.scenarioText(of: item)
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
    output.write(
      "\(count) pending golden\(count == 1 ? "" : "s"): accept with 'stacktrace review "
        + "--accept', reject with --reject, or review one by one on a terminal\n")
    return .checkFailed
  }
}
