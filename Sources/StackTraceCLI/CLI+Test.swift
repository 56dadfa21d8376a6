import StackTraceGolden
import StackTraceIO

extension CLI {
  /// `stacktrace test [--package-path DIR] [-- ARGUMENTS...]`: runs `swift test ARGUMENTS`
  /// in the package (default: the working directory) with `STACKTRACE_PENDING=warn` (a
  /// golden assertion that writes a pending golden warns instead of failing its test), then
  /// `review` of what is pending below the package. Exit 0 when the tests passed and nothing
  /// is left pending; else the tests' failure (1), or review's when the tests passed.
  func test(_ parsed: Arguments, _ io: CommandSpec.Streams) throws(UsageError) -> ExitCode {
    let command = ToolCommand.current(environment.variables)
    if ToolCommand.isPlugin(command) {
      throw .message(
        "test cannot run through the plugin: SwiftPM holds the package's build folder while a "
          + "plugin runs, so 'swift test' would wait for it forever; run 'swift test', then '"
          + command + " review --accept'")
    }
    var variables = environment.variables
    variables[RecordMode.pendingVariable] = RecordMode.pendingWarns
    io.output.flush()
    io.errors.flush()
    let package = try parsed.value(CommandOptions.packagePath)
    let ending: ChildProcess.Ending
    do {
      ending = try ChildProcess.run(
        "swift",
        arguments: ["test"] + (package.map { ["--package-path", $0] } ?? [])
          + parsed.operands.dropFirst(),
        environment: variables)
    } catch {
      throw .message(error.description)
    }
    var words = ["review", package ?? "."]
    for (name, value) in parsed.options where CLI.reviewOptions.contains(name) {
      words += ["--\(name)"] + (value.map { [$0] } ?? [])
    }
    let reviewed = try review(try Arguments(words), io)
    switch ending {
    case .exited(0):
      return reviewed
    case .exited(let status):
      io.errors.write("stacktrace: swift test exited with status \(status)\n")
    case .signalled(let signal):
      io.errors.write("stacktrace: swift test was ended by signal \(signal)\n")
    }
    return reviewed == .usage ? .usage : .checkFailed
  }

  /// The options `test` passes on to `review`.
  static let reviewOptions = [
    CommandOptions.accept.option, CommandOptions.reject.option, CommandOptions.context.option,
    CommandOptions.color.option,
  ].map(\.name)
}
