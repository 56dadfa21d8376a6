import StackTraceFormats
import StackTraceIO
import StackTraceRun
import StackTraceScenario

extension CLI {
  /// `stacktrace graph [--at N] [--format dot|mermaid] (FILE | - | WORDS...)`: who owns
  /// whom after statement N (by default, at the end).
  func graph(_ parsed: Arguments, _ io: CommandSpec.Streams) throws(UsageError) -> ExitCode {
    let (output, errors) = (io.output, io.errors)
    let format = try parsed.value(CommandOptions.graphFormat) ?? .dot
    guard let scenario = try scenarioOperand(parsed, command: "graph", io) else {
      return .usage
    }
    let at = try statementOption(parsed, count: scenario.statements.count)
    let (graph, outcome) = Runner.ownershipGraph(
      of: scenario, settings: try runSettings(parsed), after: at)
    guard let graph else { return report(outcome, errors: errors) }
    output.write(GraphDrawing.draw(graph, as: format, title: title(of: scenario, at: at)))
    return .success
  }

  /// `--at N`: a statement number from 0 (before the first) to the scenario's length.
  private func statementOption(_ parsed: Arguments, count: Int) throws(UsageError) -> Int? {
    guard let value = try parsed.value(CommandOptions.statement) else { return nil }
    guard let number = Int(value), number >= 0, number <= count else {
      throw .message(
        "'\(value)' is not a value of --at: use a statement number from 0 to \(count)")
    }
    return number
  }

  /// What the graph shows: `after statement 2: push B`, `before the first statement`, or
  /// the end.
  private func title(of scenario: Scenario, at: Int?) -> String {
    guard let at else { return "at the end" }
    guard at > 0 else { return "before the first statement" }
    return "after statement \(at): \(scenario.statements[at - 1].text)"
  }
}
