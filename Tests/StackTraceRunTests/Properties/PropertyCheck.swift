import StackTraceFormats
import StackTraceIO
import StackTraceRun
import StackTraceScenario
import StackTraceTestSupport
import TraceOracle

@testable import StackNav

/// What must hold for any scenario, checked four ways: the independent oracle over the
/// text and the JSON Lines traces, the engine's own lifetimes against real object releases,
/// byte-for-byte determinism, and its diagrams in Mermaid's grammar.
enum PropertyCheck {
  /// Every property the scenario `text` breaks (empty when all hold).
  static func failures(of text: String) -> [String] {
    let scenario: Scenario
    do {
      scenario = try ScenarioParser.parse(Array(text.utf8), file: "random.scenario")
    } catch {
      return ["does not parse: \(error)"]
    }
    var failures: [String] = []
    let (trace, outcome) = run(scenario, format: .text)
    if case .inconsistent(let problems, let location) = outcome {
      failures.append("engine inconsistency at \(location): \(problems)")
    }
    let complete = !outcome.mayCutStatement
    failures += TraceOracle.check(text: trace, complete: complete).map { "oracle (text): \($0)" }
    let (jsonLines, _) = run(scenario, format: .jsonl)
    failures += TraceOracle.check(jsonLines: jsonLines, complete: complete).map {
      "oracle (jsonl): \($0)"
    }
    if run(scenario, format: .text).text != trace { failures.append("not deterministic") }
    failures += lifetimes(scenario)
    failures += diagrams(scenario, trace: trace)
    return failures
  }

  /// The sequence diagram and the final ownership graph are in Mermaid's grammar, and the
  /// diagram has an arrow per callback line of the trace.
  static func diagrams(_ scenario: Scenario, trace: String) -> [String] {
    let (diagram, _) = run(scenario, format: .mermaid)
    // A scenario refused before anything runs draws nothing, as it prints nothing.
    if diagram.isEmpty, trace.isEmpty { return [] }
    var failures = MermaidGrammar.problems(inSequenceDiagram: diagram).map { "mermaid: \($0)" }
    let arrows = diagram.split(separator: "\n").count { $0.contains("->>") || $0.contains("-x") }
    let callbacks = trace.split(separator: "\n").count { $0.first?.isUppercase == true }
    if arrows != callbacks { failures.append("mermaid: \(arrows) arrows, \(callbacks) callbacks") }
    if case (let graph?, _) = Runner.ownershipGraph(of: scenario, after: nil) {
      let flowchart = GraphDrawing.draw(graph, as: .mermaid, title: "end")
      failures += MermaidGrammar.problems(inFlowchart: flowchart).map { "graph: \($0)" }
    }
    return failures
  }

  static func run(_ scenario: Scenario, format: TraceWriter.Format) -> (
    text: String, outcome: Runner.Outcome
  ) {
    var options = TraceWriter.Options()
    options.format = format
    options.showsContainers = true
    options.showsFlags = true
    let sink = ByteSink()
    let writer = TraceWriter(options: options, sink: sink)
    let outcome = Runner.run(scenario, writer: writer)
    return (sink.text, outcome)
  }

  /// Each `dealloc` the engine reports frees its controller's row, once: the row is freed
  /// after the statement and nothing alive links to it; each controller the engine still
  /// counts alive really is.
  static func lifetimes(_ scenario: Scenario) -> [String] {
    let engine = Engine(profile: RunSettings().resolved(for: scenario).profile)
    var failures: [String] = []
    var freed = Set<Int>()
    for statement in scenario.statements {
      guard case .operation(let operation) = statement.action else { continue }
      let failed = (try? engine.perform(operation)) == nil
      // A row freed in the statement is taken again only by a later one's controllers.
      let table = engine.controllerTable
      let rows = Dictionary(
        (0..<table.count).map { (table[$0].id, table[$0]) }, uniquingKeysWith: { $1 })
      for case .callback(let record) in engine.events where record.callback == .dealloc {
        if rows[record.controllerID]?.isAlive != false {
          failures.append(
            "\(record.controller) reported freed but still alive after '\(statement.text)'")
        }
        if !freed.insert(record.controllerID).inserted {
          failures.append("\(record.controller) freed twice by '\(statement.text)'")
        }
      }
      for controller in engine.aliveControllers where !controller.isAlive {
        failures.append("\(controller.name) counted alive but freed")
      }
      failures += engine.rowProblems().map { "\($0) after '\(statement.text)'" }
      engine.clearEvents()
      if failed { break }
    }
    return failures
  }

  /// The smallest scenario, statement by statement, that still breaks a property.
  static func shrink(_ text: String) -> String {
    var lines = text.split(separator: "\n").map(String.init)
    var shrunk = true
    while shrunk {
      shrunk = false
      for index in stride(from: lines.count - 1, through: 1, by: -1) {
        var candidate = lines
        candidate.remove(at: index)
        if !failures(of: candidate.joined(separator: "\n") + "\n").isEmpty {
          lines = candidate
          shrunk = true
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
