import StackNav
import StackTraceFormats
import StackTraceGolden
import StackTraceIO
import StackTraceRun
import StackTraceScenario

/// The `stacktrace` command line as a testable value: arguments in, output and an exit code
/// out (the executable is `main.swift` only; docs/architecture.md).
package struct CLI {
  /// The arguments after the program name.
  package let arguments: [String]
  /// The environment variables and whether output is a terminal.
  package let environment: Environment

  /// Whether the process exits once the command returns (the executable, not a test): the
  /// last scenario run is then left for the process's end to free, all at once.
  package var endsProcess = false

  /// Creates the command for `arguments` (without the program name).
  package init(arguments: [String], environment: Environment = Environment()) {
    self.arguments = arguments
    self.environment = environment
  }

  /// The version `--version` prints.
  package static let version = "0.1.0"

  /// Runs the command: traces to `output`, diagnostics to `errors`.
  ///
  /// Every write is checked: when standard output cannot be written (a full disk,
  /// `/dev/full`), the command says so and exits 2, whatever it found.
  ///
  /// - Parameters:
  ///   - output: standard output.
  ///   - errors: standard error.
  ///   - standardInput: what `-` reads (`run -`, `diff - FILE`, `graph -`).
  /// - Returns: the exit code.
  package func run(
    output: ByteSink, errors: ByteSink, standardInput: ByteSource = .standardInput
  ) -> Int32 {
    var code: ExitCode
    do {
      code = try dispatch(output: output, errors: errors, standardInput: standardInput)
    } catch {
      errors.write(
        "stacktrace: \(Escape.field(error.description))\nRun 'stacktrace help' for usage.\n")
      code = .usage
    }
    output.flush()
    if output.failed {
      errors.write(
        "stacktrace: cannot write standard output: \(output.failureReason ?? "write failed")\n")
      if code == .success || code == .checkFailed { code = .usage }
    }
    errors.flush()
    return code.rawValue
  }

  private func dispatch(
    output: ByteSink, errors: ByteSink, standardInput: ByteSource
  ) throws(UsageError) -> ExitCode {
    let parsed = try Arguments(arguments)
    if parsed.has(CommandOptions.version) {
      output.write("stacktrace \(CLI.version)\n")
      return .success
    }
    if parsed.has(CommandOptions.help) {
      let topic =
        parsed.operands.first == "help" ? parsed.operands.dropFirst().first : parsed.operands.first
      output.write(Help.text(for: topic) ?? Help.overview)
      return .success
    }
    guard let word = parsed.operands.first else {
      errors.write(Help.overview)
      throw .noArguments
    }
    let spec: CommandSpec
    if let command = CommandSpec.command(named: word) {
      spec = command
    } else {
      try checkIsVerb(word)
      spec = CommandSpec.words
    }
    try parsed.check(spec)
    return try spec.perform(
      self, parsed,
      CommandSpec.Streams(output: output, errors: errors, standardInput: standardInput))
  }

  /// `stacktrace WORDS...`: the words as a one-line scenario.
  func runWords(_ parsed: Arguments, _ io: CommandSpec.Streams) throws(UsageError) -> ExitCode {
    let scenario: Scenario
    do {
      scenario = try ScenarioParser.parse(words: parsed.operands)
    } catch {
      return fail(error, to: io.errors)
    }
    let writer = TraceWriter(options: try traceOptions(parsed), sink: io.output)
    defer { keepUntilExit(scenario) }
    return run(scenario, settings: try runSettings(parsed), writer: writer, errors: io.errors)
  }

  /// `stacktrace help [TOPIC]`.
  func help(_ parsed: Arguments, _ io: CommandSpec.Streams) throws(UsageError) -> ExitCode {
    let topic = parsed.operands.dropFirst().first
    guard let text = Help.text(for: topic) else {
      throw .unknownCommand(
        topic ?? "", suggestion: ScenarioParser.closest(to: topic ?? "", among: Help.topics))
    }
    io.output.write(text)
    return .success
  }

  /// `stacktrace rules [--profile NAME] | --table`.
  func rules(_ parsed: Arguments, _ io: CommandSpec.Streams) throws(UsageError) -> ExitCode {
    if parsed.has(CommandOptions.table) {
      io.output.write(RulesTable.markdown())
    } else {
      printRules(of: try parsed.value(CommandOptions.profile) ?? .documented, to: io.output)
    }
    return .success
  }

  /// The commands' words, in the order help lists them.
  package static var commands: [String] { CommandSpec.commands.map(\.name) }

  /// Throws a helpful error when `word`, the first word, is neither a command nor a verb: a
  /// mistyped command, or a scenario file named without `run`.
  private func checkIsVerb(_ word: String) throws(UsageError) {
    guard Grammar.entry(named: word) == nil else { return }
    if word.hasSuffix(".scenario") || word.hasSuffix(".trace") || word.contains("/") {
      throw .message(
        "'\(word)' is a file, not a verb: to run a scenario file, type 'stacktrace run \(word)'")
    }
    if let closest = ScenarioParser.closest(to: word, among: CLI.commands + Grammar.words),
      CLI.commands.contains(closest)
    {
      throw .unknownCommand(word, suggestion: closest)
    }
  }

  /// `stacktrace run FILE... | -`.
  func runFiles(_ parsed: Arguments, _ io: CommandSpec.Streams) throws(UsageError) -> ExitCode {
    let files = Array(parsed.operands.dropFirst())
    guard !files.isEmpty else { throw .missingOperand(command: "run", expected: "a FILE or -") }
    let writer = TraceWriter(options: try traceOptions(parsed), sink: io.output)
    let settings = try runSettings(parsed)
    var result = ExitCode.success
    for (index, file) in files.enumerated() {
      let scenario: Scenario
      do {
        scenario = try readScenario(file, standardInput: io.standardInput)
      } catch {
        let code = fail(error, to: io.errors)
        if result == .success { result = code }
        continue
      }
      if files.count > 1 { writer.beginFile(Escape.field(file)) }
      let code = run(scenario, settings: settings, writer: writer, errors: io.errors)
      if result == .success { result = code }
      if index == files.count - 1 { keepUntilExit(scenario) }
    }
    return result
  }

  /// The one scenario a command's operands give (`graph`, `compare`): its words, when the
  /// first is a verb, else a FILE or `-`; `nil` when it cannot be read (the error written).
  func scenarioOperand(_ parsed: Arguments, command: String, _ io: CommandSpec.Streams)
    throws(UsageError) -> Scenario?
  {
    let operands = Array(parsed.operands.dropFirst())
    guard let first = operands.first else {
      throw .missingOperand(command: command, expected: "a FILE, - or a scenario's words")
    }
    do {
      if Grammar.entry(named: first) != nil {
        return try ScenarioParser.parse(words: operands)
      }
      guard operands.count == 1 else {
        throw UsageError.message("\(command) takes one scenario: a FILE, - or its words")
      }
      return try readScenario(first, standardInput: io.standardInput)
    } catch let error as UsageError {
      throw error
    } catch {
      _ = fail(error, to: io.errors)
      return nil
    }
  }

  /// The scenario in the file named `file` (`-`: standard input), read a line at a time
  /// within the limits on scenarios.
  ///
  /// - Throws: `ScenarioError` for bad text, `FileIO.Failure` when it cannot be opened.
  func readScenario(_ file: String, standardInput: ByteSource) throws -> Scenario {
    if file == "-" {
      return try ScenarioParser.parse(standardInput, file: ScenarioLocation.standardInput)
    }
    let name = Escape.field(file)
    let descriptor = try FileIO.openForReading(file)
    let reader = LineReader(
      owning: descriptor, name: name, maximumLineBytes: ScenarioLimits.lineBytes,
      maximumBytes: ScenarioLimits.bytes, dropsCarriageReturns: false)
    return try ScenarioParser.parse(reader)
  }

  /// What standard error shows for `error`, and the exit code: the one place an error
  /// becomes a message. A scenario error names its place itself (`FILE:LINE:COLUMN:
  /// error: ...`); a usage error says where to find help; everything else is the command's.
  static func failure(_ error: any Error) -> (message: String, code: ExitCode) {
    switch error {
    case let usage as UsageError:
      ("stacktrace: \(Escape.field(usage.description))\nRun 'stacktrace help' for usage.\n", .usage)
    case let scenario as ScenarioError:
      ("\(scenario)\n", .usage)
    default:
      ("stacktrace: \(Escape.field("\(error)"))\n", .usage)
    }
  }

  /// Writes `error`'s message to `errors`; returns its exit code.
  func fail(_ error: any Error, to errors: ByteSink) -> ExitCode {
    let (message, code) = CLI.failure(error)
    errors.write(message)
    return code
  }

  /// Runs one scenario, reporting how it ended on `errors`.
  private func run(
    _ scenario: Scenario, settings: RunSettings, writer: TraceWriter, errors: ByteSink
  ) -> ExitCode {
    report(Runner.run(scenario, settings: settings, writer: writer), errors: errors)
  }

  /// What the command line says of a run: `--profile` (for scenarios that name none; not
  /// read when `readsProfile` is false: `compare` takes a list), `--include`, `--device` and
  /// `--max-steps`.
  func runSettings(_ parsed: Arguments, readsProfile: Bool = true) throws(UsageError)
    -> RunSettings
  {
    var settings = RunSettings(
      profile: readsProfile ? try parsed.value(CommandOptions.profile) ?? .documented : .documented,
      includes: try parsed.value(CommandOptions.include) ?? [])
    settings.device = try parsed.value(CommandOptions.device) ?? .iphone
    if let steps = try parsed.value(CommandOptions.maximumSteps) {
      settings.limits.workSteps = steps
    }
    return settings
  }

  /// When the process ends right after the command, keeps `scenario` alive until then:
  /// freeing its statements one by one costs 2% of a run and gives nothing back that the
  /// process's end does not (only the last scenario: earlier files' are freed as they end).
  private func keepUntilExit(_ scenario: Scenario) {
    guard endsProcess else { return }
    _ = Unmanaged.passRetained(KeptUntilExit(scenario))
  }

  /// The exit code for how a run ended (`Runner.Outcome.exitCode`), with its message on
  /// `errors`.
  func report(_ outcome: Runner.Outcome, errors: ByteSink) -> ExitCode {
    switch outcome {
    case .completed:
      break
    case .failed(let error):
      _ = fail(error, to: errors)
    case .raised(let exception, let location):
      errors.write("\(location): error: UIKit raised \(exception.name): \(exception.flatReason)\n")
    case .inconsistent(let problems, let location):
      for problem in problems {
        errors.write("\(location): internal error: \(problem) (a bug in StackNav)\n")
      }
    }
    return outcome.exitCode
  }

  private func traceOptions(_ parsed: Arguments) throws(UsageError) -> TraceWriter.Options {
    var options = TraceWriter.Options()
    if let format = try parsed.value(CommandOptions.traceFormat) { options.format = format }
    options.showsContainers = parsed.has(CommandOptions.containers)
    options.showsFlags = parsed.has(CommandOptions.flags)
    options.explains = parsed.has(CommandOptions.explain)
    return options
  }

  private func printRules(of profile: Profile, to output: ByteSink) {
    output.write("# profile \(profile.name): \(profile.rules.count) rules\n")
    for rule in profile.rules {
      output.write("\(rule.id) (\(rule.confidence.rawValue))\n")
      output.write("  \(rule.summary)\n")
      output.write("  source: \(rule.source)\n")
    }
  }
}

/// A scenario held until the process exits (`CLI.endsProcess`).
private final class KeptUntilExit {
  let scenario: Scenario
  init(_ scenario: Scenario) { self.scenario = scenario }
}
