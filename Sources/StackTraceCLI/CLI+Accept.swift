import StackTraceDiff
import StackTraceFormats
import StackTraceGolden
import StackTraceIO

extension CLI {
  /// `stacktrace accept DIR`: copies the actual traces a CI run saved under DIR (with
  /// `--actual-dir`) over the goldens they belong to, printing each diff first.
  ///
  /// `DIR/PATH.trace` belongs to `PATH.trace` in the working directory (the repository root,
  /// where `check` ran), and is accepted only where `PATH.scenario` exists there. The
  /// artifact is read under the file policy: a link in it is skipped, never followed.
  /// Exit 0 when every trace found was accepted or already current; 1 when one was skipped
  /// (each with its reason); 2 when a golden cannot be written.
  func accept(_ parsed: Arguments, _ io: CommandSpec.Streams) throws(UsageError) -> ExitCode {
    let (output, errors) = (io.output, io.errors)
    guard parsed.operands.count == 2 else {
      throw .missingOperand(command: "accept", expected: "one DIR written by check --actual-dir")
    }
    let context = try parsed.value(CommandOptions.context) ?? 3
    let painter = try painter(parsed)
    let artifact: FileTree
    let repository: FileTree
    do {
      artifact = try FileTree.open(parsed.operands[1])
      repository = try FileTree.open(".")
    } catch {
      throw .file(error)
    }
    let dryRun = RecordMode.isContinuousIntegration(environment.variables)
    let walk = artifact.walk()
    var accepted = 0
    var skipped = 0
    var failed = false
    func skip(_ path: String, _ reason: String) {
      output.write("\(painter.yellow("SKIPPED")) \(path): \(reason)\n")
      skipped += 1
    }
    for link in walk.links {
      skip(artifact.shown(link), "a symbolic link, which is not followed (docs/security.md)")
    }
    for special in walk.specials {
      skip(artifact.shown(special), "not a regular file, not opened (docs/security.md)")
    }
    for problem in walk.problems {
      skip(artifact.shown(problem.path), "cannot search: \(problem.reason)")
    }
    for path in walk.files where path.hasSuffix(".trace") {
      let scenario = path.replacingSuffix(".trace", with: ".scenario")
      if let reason = Self.unacceptable(golden: path, scenario: scenario, in: repository) {
        skip(artifact.shown(path), reason)
        continue
      }
      do {
        let incoming = try artifact.lineReader(
          path, maximumLineBytes: TraceComparison.Bounds().maximumLineBytes, maximumBytes: .max)
        let result = try GoldenUpdate.replace(
          path, in: repository, with: incoming, incomingName: artifact.shown(path),
          context: context, writes: !dryRun)
        guard let diff = result else { continue }
        output.write(painter.diff(diff))
        output.write("\(dryRun ? "would accept" : "accepted") \(repository.shown(path))\n")
        accepted += 1
      } catch {
        _ = fail(error, to: errors)
        failed = true
      }
    }
    let noun = accepted == 1 ? "golden" : "goldens"
    var summary = "\(accepted) \(noun) \(dryRun ? "would be accepted" : "accepted")"
    if skipped > 0 { summary += ", \(skipped) skipped" }
    output.write(summary + "\n")
    if dryRun, accepted > 0 {
      errors.write("stacktrace: CI is set: nothing is written (accept goldens where CI is unset)\n")
    }
    if failed { return .usage }
    return skipped > 0 || (dryRun && accepted > 0) ? .checkFailed : .success
  }

  /// Why the artifact's `golden` cannot be accepted here, if it cannot: its scenario must be
  /// a regular file here, and its golden a regular file or nothing.
  static func unacceptable(golden: RelativePath, scenario: RelativePath, in repository: FileTree)
    -> String?
  {
    switch repository.kind(of: scenario) {
    case .regular:
      break
    case .missing, .directory:
      return "no scenario \(repository.shown(scenario)) here (run accept from the repository "
        + "root, where check ran)"
    case .symbolicLink, .special:
      return "\(repository.shown(scenario)) is not a regular file (docs/security.md)"
    }
    switch repository.kind(of: golden) {
    case .regular, .missing: return nil
    default: return "\(repository.shown(golden)) is not a regular file (docs/security.md)"
    }
  }
}
