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

#if canImport(FoundationXML)
  import FoundationXML
#endif

struct OwnershipGraphTests {
  @Test("graph shows who holds whom, by which property, at the end by default")
  func dot() {
    let result = stacktrace(
      "graph push A B present C retain B by C.delegate retain A by Cache")
    #expect(result.code == 0)
    #expect(
      result.output == """
        digraph ownership {
          label="at the end"; labelloc=t; fontname="Helvetica";
          node [shape=box, style=rounded, fontname="Helvetica"];
          edge [fontname="Helvetica", fontsize=10];
          "window" [label="UIWindow", shape=ellipse];
          "A" [label="A", style="rounded"];
          "Nav#1" [label="Nav#1\\nUINavigationController", style="rounded,dashed"];
          "B" [label="B", style="rounded"];
          "C" [label="C", penwidth=2.5, style="rounded"];
          "Cache" [label="Cache", shape=cylinder];
          "Nav#1" -> "A" [label="viewControllers[0]"];
          "Cache" -> "A" [label="retains"];
          "window" -> "Nav#1" [label="rootViewController"];
          "Nav#1" -> "B" [label="viewControllers[1]"];
          "C" -> "B" [label="delegate"];
          "Nav#1" -> "C" [label="presentedViewController"];
        }

        """)
  }

  @Test("--at N shows the graph after statement N; 0 is the empty window")
  func at() {
    let words = "graph push A B pop present C --format mermaid"
    let afterPush = stacktrace(words + " --at 1").output
    #expect(afterPush.contains("title: \"after statement 1: push A B\""))
    #expect(afterPush.contains("[\"B\"]"))
    let afterPop = stacktrace(words + " --at 2").output
    #expect(!afterPop.contains("[\"B\"]"))
    let empty = stacktrace(words + " --at 0").output
    #expect(
      empty
        == "---\ntitle: \"before the first statement\"\n---\nflowchart TD\n  n0([\"UIWindow\"])\n")
  }

  @Test("leaked controllers are marked; a retain cycle shows as one")
  func leaks() {
    let output = stacktrace(
      "graph push A B retain A by B.owner retain B by A.child root C --format mermaid"
    ).output
    #expect(output.contains("[\"A<br>leaked\"]"))
    #expect(output.contains("[\"B<br>leaked\"]"))
    #expect(output.contains("classDef leaked stroke:#c00,color:#c00\n  class n1,n2 leaked\n"))
    #expect(MermaidGrammar.problems(inFlowchart: output) == [])
  }

  @Test("a transition's own holds show as dashed edges while it is in flight")
  func transient() throws {
    let scenario = try ScenarioParser.parse(
      Array("profile ios13\npush A B\npop\nmeanwhile push C\n".utf8), file: "t")
    let (graph, outcome) = Runner.ownershipGraph(of: scenario, after: 3)
    #expect(outcome == .completed)
    let held = try #require(graph).edges.filter(\.isTransient)
    #expect(held.map(\.label) == ["transition"])
    #expect(held.map(\.to) == ["B"])
  }

  @Test("bad --at values, formats and operands are usage errors")
  func errors() {
    #expect(stacktrace("graph push A --at 3").errors.contains("from 0 to 1"))
    #expect(stacktrace("graph push A --at -1").code == 2)
    #expect(stacktrace("graph push A --format png").code == 2)
    #expect(stacktrace("graph").code == 2)
    #expect(stacktrace("graph a.scenario b.scenario").code == 2)
    #expect(stacktrace("graph push a").code == 2)
    let raised = stacktrace("graph push A A")
    #expect(raised.code == 3)
    #expect(raised.output.isEmpty)
  }

  @Test(
    "every scenario's graph after every statement is a valid flowchart and DOT graph",
    arguments: Paths.scenarioFiles())
  func everyScenario(path: String) throws {
    let scenario = try ScenarioParser.parse(Paths.bytes(path), file: path)
    for statement in 0...scenario.statements.count {
      let (graph, _) = Runner.ownershipGraph(of: scenario, after: statement)
      guard let graph else { break }
      let names = Set(graph.nodes.map(\.name))
      #expect(names.count == graph.nodes.count, "\(path) \(statement)")
      for edge in graph.edges {
        #expect(names.contains(edge.from) && names.contains(edge.to), "\(path) \(statement)")
      }
      let flowchart = GraphDrawing.draw(graph, as: .mermaid, title: "t: \(statement)")
      #expect(MermaidGrammar.problems(inFlowchart: flowchart) == [], "\(path) \(statement)")
      let dot = GraphDrawing.draw(graph, as: .dot, title: "t")
      #expect(dot.hasPrefix("digraph ownership {\n") && dot.hasSuffix("}\n"))
      // SVG: an element an edge, every caption, and (for the final graph) well-formed XML.
      let svg = GraphDrawing.draw(graph, as: .svg, title: "t <\(statement)>")
      #expect(svg.components(separatedBy: "class=\"edge\"").count - 1 == graph.edges.count)
      for node in graph.nodes {
        #expect(svg.contains(">\(node.kind == .window ? "UIWindow" : node.name)</text>"))
      }
      if statement == scenario.statements.count {
        #expect(throws: Never.self, "\(path)") {
          _ = try XMLDocument(data: Data(svg.utf8))
        }
      }
    }
  }

  @Test("graph --format svg draws the graph itself: layers, a red leak, a cycle as a curve")
  func svg() {
    let result = stacktrace("graph push A B retain B by B.x pop --format svg")
    #expect(result.code == 0)
    let svg = result.output
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains("<ellipse class=\"window\""))
    #expect(svg.contains("class=\"controller leaked\""))
    #expect(svg.contains("fill=\"#cc0000\">leaked</text>"))
    // The root below the window below... and B's reference to itself a curve, not a line.
    #expect(svg.contains("<path class=\"edge\""))
    #expect(svg.contains(">rootViewController</text>"))
    #expect(svg.hasSuffix("</svg>\n"))
    // The same bytes every run.
    #expect(stacktrace("graph push A B retain B by B.x pop --format svg").output == svg)
  }

  /// Graphviz's `dot`, where it is installed (`.ci/run` and scripts/render-diagrams.sh
  /// install it).
  static let dotPath = ["/usr/bin/dot", "/usr/local/bin/dot"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Skipped where Graphviz is missing, but never in CI (the soak tier), where its absence
  /// is a failure: a test that is always skipped tests nothing.
  @Test(
    "Graphviz renders every scenario's final graph",
    .enabled(if: OwnershipGraphTests.dotPath != nil || soakTests, "Graphviz is not installed"))
  func graphviz() throws {
    let dot = try #require(OwnershipGraphTests.dotPath)
    var rendered = 0
    for path in Paths.scenarioFiles() {
      let result = stacktrace(["graph", Paths.root.appendingPathComponent(path).path])
      guard result.code == 0 else { continue }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: dot)
      process.arguments = ["-Tsvg", "-o", privateNull.path]
      let input = Pipe()
      let errors = Pipe()
      process.standardInput = input
      process.standardError = errors
      try process.run()
      input.fileHandleForWriting.write(Data(result.output.utf8))
      try input.fileHandleForWriting.close()
      process.waitUntilExit()
      let message = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      #expect(process.terminationStatus == 0 && message.isEmpty, "\(path): \(message)")
      rendered += 1
    }
    #expect(rendered > 50)
  }

  @Test("the flowchart check rejects what Mermaid rejects")
  func grammarRejects() {
    let header = "flowchart TD\n  n0[\"A\"]\n"
    for text in [
      header + "  n0 -->|\"x\"| n9\n",  // an edge to no node
      header + "  n0[\"B\"]\n",  // a node twice
      header + "  n1[\"a\"b\"]\n",  // a quote inside
      header + "  class n0 missing\n",  // an undefined class
      header + "  n0 --> n0\n",  // not in the subset
      "flowchart LR\n",
    ] {
      #expect(!MermaidGrammar.problems(inFlowchart: text).isEmpty, "\(text)")
    }
  }
}
