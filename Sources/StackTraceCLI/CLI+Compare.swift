import StackNav
import StackTraceGolden
import StackTraceIO

extension CLI {
  /// `stacktrace compare [--profile LIST|all] [--html FILE] (FILE | - | WORDS...)`: one
  /// scenario in several profiles (by default every iOS version), the profiles grouped into
  /// runs with the same trace, and what changes from one run to the next with the rules
  /// that make it. Exit 0 when every profile gives the same trace, 1 when they differ.
  func compare(_ parsed: Arguments, _ io: CommandSpec.Streams) throws(UsageError) -> ExitCode {
    let profiles =
      try parsed.value(CommandOptions.comparedProfiles) ?? Array(Profile.all.dropFirst())
    guard let scenario = try scenarioOperand(parsed, command: "compare", io) else {
      return .usage
    }
    let settings = try runSettings(parsed, readsProfile: false)
    let comparison = ProfileComparison(scenario, profiles: profiles, settings: settings)
    if let path = try parsed.value(CommandOptions.html) {
      do {
        try FileIO.writeAtomically(Array(comparison.html.utf8), to: path)
      } catch {
        return fail(error, to: io.errors)
      }
    }
    io.output.write(comparison.text)
    return comparison.isUniform ? .success : .checkFailed
  }
}
