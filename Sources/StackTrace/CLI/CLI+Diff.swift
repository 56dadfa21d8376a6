extension CLI {
  /// `stacktrace diff OLD NEW`: the golden differ on two trace files, callback lines
  /// compared (a console log works too); exit 0 when they match, 1 when they differ.
  func diff(_ parsed: Arguments, output: ByteSink, errors: ByteSink) throws(UsageError)
    -> ExitCode
  {
    try parsed.check(allowed: ["color", "context"], command: "diff")
    guard parsed.operands.count == 3 else {
      throw .missingOperand(command: "diff", expected: "two files, OLD and NEW")
    }
    let oldPath = parsed.operands[1]
    let newPath = parsed.operands[2]
    let painter = try Painter.choose(
      try parsed.value("color"), isTerminal: environment.outputIsTerminal,
      environment: environment.variables)
    let old: LineText
    let new: LineText
    do {
      old = try LineText(contentsOf: oldPath)
      new = try LineText(contentsOf: newPath)
    } catch {
      errors.write("stacktrace: \(error)\n")
      return .usage
    }
    // Headers anchor the comparison when both sides have them.
    let headers = old.hasHeaders && new.hasHeaders
    let diff = UnifiedDiff(
      old: old.callbackLines(keepHeaders: headers), new: new.callbackLines(keepHeaders: headers))
    guard !diff.isEmpty else { return .success }
    output.write(
      painter.diff(
        diff.render(oldName: oldPath, newName: newPath, context: try contextOption(parsed))))
    return .checkFailed
  }
}
