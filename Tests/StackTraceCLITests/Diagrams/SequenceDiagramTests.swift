import Foundation
import StackNav
import StackTraceCLI
import StackTraceDiff
import StackTraceFormats
import StackTraceGolden
import StackTraceIO
import StackTraceRun
import StackTraceScenario
import StackTraceTestSupport
import Testing

struct SequenceDiagramTests {
  @Test("push A B pop: App creates, the window shows A, UIKit runs the stack, B's line ends")
  func pushPop() {
    let result = stacktrace("push A B pop --format mermaid")
    #expect(result.code == 0)
    #expect(
      result.output == """
        sequenceDiagram
          participant app as App
          participant window as Window
          participant uikit as UIKit
          Note over app: push A B
          create participant A
          app->>A: init
          window->>A: loadView
          window->>A: viewDidLoad
          window->>A: viewWillAppear
          window->>A: viewWillLayoutSubviews
          window->>A: viewDidLayoutSubviews
          window->>A: viewDidAppear
          create participant B
          app->>B: init
          uikit->>B: loadView
          uikit->>B: viewDidLoad
          uikit->>A: viewWillDisappear
          uikit->>B: viewWillAppear
          uikit->>B: viewWillLayoutSubviews
          uikit->>B: viewDidLayoutSubviews
          uikit->>A: viewDidDisappear
          uikit->>B: viewDidAppear
          Note over app: pop
          uikit->>B: viewWillDisappear
          uikit->>A: viewWillAppear
          uikit->>B: viewDidDisappear
          uikit->>A: viewDidAppear
          destroy B
          uikit-xB: dealloc

        """)
    #expect(MermaidGrammar.problems(inSequenceDiagram: result.output) == [])
  }

  @Test("with containers, the navigation controller sends what it causes, under an alias")
  func containers() {
    let output = stacktrace("push A B pop --format mermaid --containers").output
    #expect(output.contains("  create participant c2 as Nav#35;1\n  app->>c2: init\n"))
    #expect(output.contains("  c2->>B: viewWillDisappear\n"))
    #expect(output.contains("  destroy B\n  c2-xB: dealloc\n"))
    #expect(MermaidGrammar.problems(inSequenceDiagram: output) == [])
  }

  @Test("a presenter sends its presentation's callbacks; a cascade comes from the freed parent")
  func presenterAndCascade() {
    let output = stacktrace(
      "profile ios17 root P present C addChild D to C dismiss --format mermaid"
    ).output
    #expect(output.contains("  P->>C: viewWillAppear\n"))
    #expect(output.contains("  destroy C\n  P-xC: dealloc\n  destroy D\n  C-xD: dealloc\n"))
    #expect(MermaidGrammar.problems(inSequenceDiagram: output) == [])
  }

  @Test("memory warnings come from UIKit; findings and exceptions are notes")
  func notes() {
    let warning = stacktrace("root A memoryWarning pop --format mermaid").output
    #expect(warning.contains("  uikit->>A: didReceiveMemoryWarning\n"))
    #expect(warning.contains("  Note over app: note: "))
    let raised = stacktrace("push A A --format mermaid")
    #expect(raised.code == 3)
    #expect(raised.output.contains("  Note over app: *** Terminating app"))
    #expect(raised.output.contains("(#60;A#62;)'"))
    #expect(MermaidGrammar.problems(inSequenceDiagram: raised.output) == [])
  }

  @Test("flags and rules go on the arrows when asked")
  func flagsAndRules() {
    let output = stacktrace("push A B --format mermaid --flags --explain").output
    #expect(
      output.contains("  uikit->>B: viewWillAppear animated isMovingToParent [nav.interleaving]\n"))
  }

  @Test("names that read as Mermaid keywords get aliases; text cannot break a line")
  func escaping() {
    let output = stacktrace("push End Note_1 Participant End --format mermaid").output
    #expect(output.contains("create participant c1 as End\n"))
    #expect(output.contains("create participant c2 as Note_1\n"))
    #expect(output.contains("(#60;End#62;)'"))
    #expect(MermaidGrammar.problems(inSequenceDiagram: output) == [])
  }

  @Test("several files make a titled diagram each")
  func severalFiles() throws {
    let folder = try temporaryFolder("stacknav-mermaid")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(["a: one.scenario": "root A\n", "b.scenario": "root B\n"], in: folder)
    let a = folder.appendingPathComponent("a: one.scenario").path
    let b = folder.appendingPathComponent("b.scenario").path
    let output = stacktrace(["run", a, b, "--format", "mermaid"]).output
    let diagrams = output.components(separatedBy: "---\ntitle: ").dropFirst()
    #expect(diagrams.count == 2)
    for diagram in diagrams {
      #expect(MermaidGrammar.problems(inSequenceDiagram: "---\ntitle: " + diagram) == [])
    }
  }

  @Test(
    "every scenario draws in the grammar subset: an arrow per callback, a note per statement",
    arguments: Paths.scenarioFiles())
  func everyScenario(path: String) throws {
    let scenario = try ScenarioParser.parse(Paths.bytes(path), file: path)
    for containers in [false, true] {
      let diagram = trace(scenario, format: .mermaid, containers: containers)
      let text = trace(scenario, format: .text, containers: containers)
      #expect(MermaidGrammar.problems(inSequenceDiagram: diagram) == [], "\(path)")
      let lines = text.split(separator: "\n")
      let callbacks = lines.filter { $0.first?.isUppercase == true }.count
      let arrows = diagram.split(separator: "\n").filter {
        $0.contains("->>") || $0.contains("-x")
      }
      #expect(arrows.count == callbacks, "\(path)")
      let notes = diagram.split(separator: "\n").filter { $0.hasPrefix("  Note over") }
      let others = lines.filter { $0.hasPrefix("# ") || $0.hasPrefix("!") || $0.hasPrefix("*") }
      #expect(notes.count == others.count, "\(path)")
    }
    let golden = try String(
      contentsOf: Paths.root.appendingPathComponent(ScenarioCheck.goldenPath(for: path)),
      encoding: .utf8)
    let fromGolden = SequenceDiagram.mermaid(ofTrace: golden)
    #expect(MermaidGrammar.problems(inSequenceDiagram: fromGolden) == [], "\(path)")
  }

  @Test("the grammar check rejects what Mermaid rejects or draws wrongly")
  func grammarRejects() {
    let header = "sequenceDiagram\n  participant app as App\n"
    let broken = [
      header + "  app->>B: init\n",  // an unknown participant
      header + "  create participant B\n  app->>app: x\n",  // create not used next
      header + "  participant B\n  destroy B\n  Note over app: x\n",  // destroy not used
      header + "  participant B\n  app->>B: a;b\n",  // `;` ends the statement
      header + "  participant B\n  app->>B: Nav#1\n",  // `#` starts an entity
      header + "  participant B\n  app->>B: <A>\n",  // HTML
      header + "  participant End\n",  // a keyword as an id
      header + "  loop x\n",  // not in the subset
      "sequenceDiagram\napp->>app: x\n",  // not indented
      "---\ntitle: a: b\n---\nsequenceDiagram\n",  // an unquoted title
    ]
    for text in broken {
      #expect(!MermaidGrammar.problems(inSequenceDiagram: text).isEmpty, "\(text)")
    }
    #expect(MermaidGrammar.problems(inSequenceDiagram: header + "  app->>app: #35;1\n") == [])
  }
}

/// The trace of `scenario` in `format`.
func trace(_ scenario: Scenario, format: TraceWriter.Format, containers: Bool = false) -> String {
  var options = TraceWriter.Options()
  options.format = format
  options.showsContainers = containers
  let sink = ByteSink()
  _ = Runner.run(scenario, writer: TraceWriter(options: options, sink: sink))
  return sink.text
}
