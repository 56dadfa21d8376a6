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
    let old: String
    let new: String
    do {
      old = String(decoding: try FileIO.contents(of: oldPath), as: UTF8.self)
      new = String(decoding: try FileIO.contents(of: newPath), as: UTF8.self)
    } catch {
      errors.write("stacktrace: \(error)\n")
      return .usage
    }
    // Headers anchor the comparison when both sides have them.
    let keepHeaders = old.contains("\n# ") || old.hasPrefix("# ")
    let bothHaveHeaders = keepHeaders && (new.contains("\n# ") || new.hasPrefix("# "))
    let oldLines = CallbackLines.extract(from: old, keepHeaders: bothHaveHeaders)
    let newLines = CallbackLines.extract(from: new, keepHeaders: bothHaveHeaders)
    let diff = UnifiedDiff(
      old: oldLines.map { $0 + "\n" }.joined(), new: newLines.map { $0 + "\n" }.joined())
    guard !diff.isEmpty else { return .success }
    output.write(
      painter.diff(
        diff.render(oldName: oldPath, newName: newPath, context: try contextOption(parsed))))
    return .checkFailed
  }
}
