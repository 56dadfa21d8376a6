import StackTraceDiff
import StackTraceFormats
import StackTraceIO

extension CLI {
  /// The most lines `import -v` shows of those it skipped (all are counted).
  static let shownSkippedLines = 1_000

  /// `stacktrace import LOG`: a console log's callbacks as trace lines, read a line at a
  /// time (memory does not grow with the log).
  func importLog(_ parsed: Arguments, _ io: CommandSpec.Streams) throws(UsageError) -> ExitCode {
    let (output, errors, standardInput) = (io.output, io.errors, io.standardInput)
    guard parsed.operands.count == 2 else {
      throw .missingOperand(command: "import", expected: "one LOG file (or -)")
    }
    let path = parsed.operands[1]
    let filter = try filterOption(parsed)
    let name = path == "-" ? "<stdin>" : Escape.field(path)
    let tooLarge = FileIO.Failure(
      action: "cannot read \(name)",
      reason: "larger than \(FileIO.maximumDiffInput) bytes, the limit (docs/limits.md)")
    var callbacks = 0
    var skipped: [(Int, String)] = []
    var skippedCount = 0
    let lineCount: Int
    do {
      var descriptor: Int32?
      if path != "-" { descriptor = try FileIO.openForReading(path) }
      defer { descriptor.map(FileIO.close) }
      // A file known to be too large is refused before a line is printed.
      if let size = descriptor.flatMap(FileIO.regularFileSize), size > FileIO.maximumDiffInput {
        throw tooLarge
      }
      let reader = LineReader(
        descriptor.map(ByteSource.descriptor) ?? standardInput, name: name,
        maximumLineBytes: LogImporter.longestLine, maximumBytes: FileIO.maximumDiffInput)
      lineCount = try LogImporter.read(
        reader, filter: filter,
        callback: { line in
          output.write(Escape.field(line))
          output.write("\n")
          callbacks += 1
        },
        skipped: { number, line in
          skippedCount += 1
          if skipped.count < CLI.shownSkippedLines { skipped.append((number, line)) }
        })
      if reader.exceededLimit { throw tooLarge }
    } catch {
      return fail(error, to: errors)
    }
    errors.write(
      "import: \(callbacks) callback line\(callbacks == 1 ? "" : "s") from "
        + "\(lineCount) line\(lineCount == 1 ? "" : "s") of \(name)"
        + (skippedCount == 0
          ? "\n"
          : "; \(skippedCount) line\(skippedCount == 1 ? "" : "s") with a callback word not "
            + "read as one" + (parsed.has(CommandOptions.verbose) ? ":\n" : " (-v shows them)\n")))
    if parsed.has(CommandOptions.verbose) {
      for (number, line) in skipped {
        errors.write("  \(number): \(Escape.field(line))\n")
      }
      if skippedCount > skipped.count {
        errors.write("  ... and \(skippedCount - skipped.count) more\n")
      }
    }
    return .success
  }
}
