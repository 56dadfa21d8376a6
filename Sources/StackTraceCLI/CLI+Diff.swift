import StackTraceDiff
import StackTraceFormats
import StackTraceIO

extension CLI {
  /// `stacktrace diff OLD NEW`: the golden differ on two trace files, callback lines
  /// compared (a console log works too); exit 0 when the callbacks match, 1 when they
  /// differ, 2 when a file cannot be read. Either may be `-`, standard input.
  func diff(_ parsed: Arguments, _ io: CommandSpec.Streams) throws(UsageError) -> ExitCode {
    let (output, errors, standardInput) = (io.output, io.errors, io.standardInput)
    guard parsed.operands.count == 3 else {
      throw .missingOperand(command: "diff", expected: "two files, OLD and NEW")
    }
    let oldPath = parsed.operands[1]
    let newPath = parsed.operands[2]
    if oldPath == "-", newPath == "-" {
      throw .message("diff reads standard input for one file only: OLD or NEW may be -")
    }
    let context = try parsed.value(CommandOptions.context) ?? 3
    let filter = try filterOption(parsed)
    let painter = try painter(parsed)
    let oldBytes: UnsafeMutableBufferPointer<UInt8>
    let newBytes: UnsafeMutableBufferPointer<UInt8>
    do {
      oldBytes = try contents(of: oldPath, standardInput: standardInput)
      do {
        newBytes = try contents(of: newPath, standardInput: standardInput)
      } catch {
        oldBytes.deallocate()
        throw error
      }
    } catch {
      return fail(error, to: errors)
    }
    // Headers anchor the comparison when both sides have them; only callbacks decide.
    let headers =
      CallbackLines.hasHeaders(UnsafeBufferPointer(oldBytes))
      && CallbackLines.hasHeaders(UnsafeBufferPointer(newBytes))
    let diff = UnifiedDiff(
      old: LineText.callbackLines(of: oldBytes, keepHeaders: headers, filter: filter),
      new: LineText.callbackLines(of: newBytes, keepHeaders: headers, filter: filter))
    guard !diff.changesOnly(where: \.isAnchor) else { return .success }
    // Written as it is made: a diff of two large texts is never held whole.
    diff.write(oldName: Escape.field(oldPath), newName: Escape.field(newPath), context: context) {
      output.write(painter.diff(String(decoding: $0, as: UTF8.self)))
    }
    return .checkFailed
  }

  /// `--only WORDS` and `--ignore WORDS` (comma-separated callbacks or groups).
  func filterOption(_ parsed: Arguments) throws(UsageError) -> CallbackFilter {
    let only = try parsed.value(CommandOptions.only)
    let ignore = try parsed.value(CommandOptions.ignore)
    do {
      return try CallbackFilter(only: only, ignore: ignore ?? [])
    } catch {
      throw .message(error.description)
    }
  }

  /// The bytes of the file at `path` (`-`: standard input), read once within the bound on
  /// `diff`'s inputs, in memory the caller owns.
  private func contents(of path: String, standardInput: ByteSource) throws(FileIO.Failure)
    -> UnsafeMutableBufferPointer<UInt8>
  {
    if path == "-" {
      return try FileIO.ownedContents(
        of: standardInput, name: "<stdin>", maximumBytes: FileIO.maximumDiffInput)
    }
    let descriptor = try FileIO.openForReading(path)
    defer { FileIO.close(descriptor) }
    return try FileIO.ownedContents(
      of: .descriptor(descriptor), name: Escape.field(path), maximumBytes: FileIO.maximumDiffInput)
  }
}
