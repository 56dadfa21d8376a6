extension CLI {
  /// `stacktrace import LOG`: a console log's callbacks as trace lines.
  func importLog(
    _ parsed: Arguments, output: ByteSink, errors: ByteSink, standardInput: ByteSource
  ) throws(UsageError) -> ExitCode {
    try parsed.check("import")
    guard parsed.operands.count == 2 else {
      throw .missingOperand(command: "import", expected: "one LOG file (or -)")
    }
    let path = parsed.operands[1]
    let filter = try filterOption(parsed)
    let log: String
    do {
      log = try text(of: path, standardInput: standardInput)
    } catch {
      return fail(error, to: errors)
    }
    let result = LogImporter.read(log, filter: filter)
    for line in result.lines {
      output.write(Escape.field(line) + "\n")
    }
    let skipped = result.skipped.count
    errors.write(
      "import: \(result.lines.count) callback line\(result.lines.count == 1 ? "" : "s") from "
        + "\(result.lineCount) line\(result.lineCount == 1 ? "" : "s") of "
        + (path == "-" ? "<stdin>" : Escape.field(path))
        + (skipped == 0
          ? "\n"
          : "; \(skipped) line\(skipped == 1 ? "" : "s") with a callback word not read as one"
            + (parsed.has("verbose") ? ":\n" : " (-v shows them)\n")))
    if parsed.has("verbose") {
      for (number, line) in result.skipped {
        errors.write("  \(number): \(Escape.field(line))\n")
      }
    }
    return .success
  }

  /// The text of the file at `path` (`-`: standard input), read up to the bound on `diff`'s
  /// inputs; bytes that are not UTF-8 become U+FFFD.
  private func text(of path: String, standardInput: ByteSource) throws(FileIO.Failure) -> String {
    let name = path == "-" ? "<stdin>" : Escape.field(path)
    var descriptor: Int32?
    if path != "-" { descriptor = try FileIO.openForReading(path) }
    defer { descriptor.map(FileIO.close) }
    let source = descriptor.map(ByteSource.descriptor) ?? standardInput
    let bytes = try FileIO.ownedContents(
      of: source, name: name, maximumBytes: FileIO.maximumDiffInput)
    defer { bytes.deallocate() }
    return String(decoding: bytes, as: UTF8.self)
  }
}
