import StackTraceFormats
import StackTraceIO
import StackTraceRun
import StackTraceScenario

extension CLI {
  /// `stacktrace graph [--at N] [--format dot|mermaid] (FILE | - | WORDS...)`: who owns
  /// whom after statement N (by default, at the end).
  func graph(_ parsed: Arguments, _ io: CommandSpec.Streams) throws(UsageError) -> ExitCode {
    let (output, errors, standardInput) = (io.output, io.errors, io.standardInput)
    let format = try parsed.value(CommandOptions.graphFormat) ?? .dot
    let operands = Array(parsed.operands.dropFirst())
    guard let first = operands.first else {
      throw .missingOperand(command: "graph", expected: "a FILE, - or a scenario's words")
    }
    let scenario: Scenario
    do {
      if Grammar.entry(named: first) != nil {
        scenario = try ScenarioParser.parse(words: operands)
      } else {
        guard operands.count == 1 else {
          throw UsageError.message("graph takes one scenario: a FILE, - or its words")
        }
        scenario = try readScenario(first, standardInput: standardInput)
      }
    } catch let error as UsageError {
      throw error
    } catch {
      return fail(error, to: errors)
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
