extension CLI {
  /// `stacktrace diff OLD NEW`: the golden differ on two trace files, callback lines
  /// compared (a console log works too); exit 0 when the callbacks match, 1 when they
  /// differ, 2 when a file cannot be read. Either may be `-`, standard input.
  func diff(
    _ parsed: Arguments, output: ByteSink, errors: ByteSink, standardInput: ByteSource
  ) throws(UsageError) -> ExitCode {
    try parsed.check("diff")
    guard parsed.operands.count == 3 else {
      throw .missingOperand(command: "diff", expected: "two files, OLD and NEW")
    }
    let oldPath = parsed.operands[1]
    let newPath = parsed.operands[2]
    if oldPath == "-", newPath == "-" {
      throw .message("diff reads standard input for one file only: OLD or NEW may be -")
    }
    let context = try contextOption(parsed)
    let filter = try filterOption(parsed)
    let painter = try Painter.choose(
      try parsed.value("color"), isTerminal: environment.outputIsTerminal,
      environment: environment.variables)
    let old: LineText
    let new: LineText
    do {
      old = try lines(of: oldPath, standardInput: standardInput)
      new = try lines(of: newPath, standardInput: standardInput)
    } catch {
      return fail(error, to: errors)
    }
    // Headers anchor the comparison when both sides have them; only callbacks decide.
    let headers = old.hasHeaders && new.hasHeaders
    let diff = UnifiedDiff(
      old: old.callbackLines(keepHeaders: headers, filter: filter),
      new: new.callbackLines(keepHeaders: headers, filter: filter))
    guard !diff.changesOnly(where: \.isAnchor) else { return .success }
    output.write(
      painter.diff(
        diff.render(
          oldName: Escape.field(oldPath), newName: Escape.field(newPath), context: context)))
    return .checkFailed
  }

  /// `--only WORDS` and `--ignore WORDS` (comma-separated callbacks or groups).
  func filterOption(_ parsed: Arguments) throws(UsageError) -> CallbackFilter {
    let only = try parsed.value("only").map { $0.split(separator: ",").map(String.init) }
    let ignore = try parsed.value("ignore").map { $0.split(separator: ",").map(String.init) }
    do {
      return try CallbackFilter(only: only, ignore: ignore ?? [])
    } catch {
      throw .message(error.description)
    }
  }

  /// The lines of the file at `path` (`-`: standard input), read within the bound on
  /// `diff`'s inputs.
  private func lines(of path: String, standardInput: ByteSource) throws(FileIO.Failure)
    -> LineText
  {
    if path == "-" {
      return try LineText(
        contentsOf: standardInput, name: "<stdin>", maximumBytes: FileIO.maximumDiffInput)
    }
    let descriptor = try FileIO.openForReading(path)
    defer { FileIO.close(descriptor) }
    return try LineText(
      contentsOf: .descriptor(descriptor), name: Escape.field(path),
      maximumBytes: FileIO.maximumDiffInput)
  }
}
