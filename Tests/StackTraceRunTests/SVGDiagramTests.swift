import Foundation
import StackNav
import StackTraceFormats
import StackTraceRun
import StackTraceScenario
import StackTraceTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `--format svg`: for every golden scenario, one well-formed `<svg>` element with an arrow
/// per callback line of its text trace, a participant per lifeline, a band per statement and
/// hook, and every text escaped.
struct SVGDiagramTests {
  /// Every golden scenario of the repository.
  static let scenarios: [String] = {
    let root = Paths.root.appendingPathComponent("Scenarios")
    let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
    return (files ?? []).filter { $0.hasSuffix(".scenario") }.sorted()
  }()

  static func trace(_ path: String, format: TraceWriter.Format) throws -> String {
    let bytes = try Paths.bytes("Scenarios/" + path)
    let scenario = try ScenarioParser.parse(bytes, file: path)
    var options = TraceWriter.Options()
    options.format = format
    let sink = ByteSink()
    _ = Runner.run(
      scenario, writer: TraceWriter(options: options, sink: sink))
    return sink.text
  }

  @Test("a long trace draws its first 10,000 rows and a band saying how many more it has")
  func bounded() throws {
    let text = "profile ios17\n" + (0..<2_000).map { "push C\($0) animated=false\n" }.joined()
    let scenario = try ScenarioParser.parse(Array(text.utf8), file: "long")
    var options = TraceWriter.Options()
    options.format = .svg
    let sink = ByteSink()
    _ = Runner.run(scenario, writer: TraceWriter(options: options, sink: sink))
    let svg = sink.text
    let rows = svg.ranges(of: "class=\"callback").count + svg.ranges(of: "class=\"statement").count
    #expect(rows <= 10_000)
    #expect(svg.contains("the diagram stops here: "))
    #expect(svg.contains("it draws at most 10000); the text trace has them all"))
    #expect(svg.hasSuffix("</svg>\n"))
  }

  @Test("every golden scenario draws a well-formed SVG with an arrow per callback line")
  func goldens() throws {
    #expect(Self.scenarios.count > 100)
    for path in Self.scenarios {
      let text = try Self.trace(path, format: .text)
      let svg = try Self.trace(path, format: .svg)
      let parser = XMLParser(data: Data(svg.utf8))
      #expect(parser.parse(), "\(path): \(parser.parserError.map(String.init(describing:)) ?? "")")
      #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), "\(path)")
      let lines = text.split(separator: "\n")
      let callbacks = lines.count { $0.first?.isUppercase == true }
      let arrows = svg.components(separatedBy: "class=\"callback").count - 1
      #expect(arrows == callbacks, "\(path): \(arrows) arrows, \(callbacks) callback lines")
      let headers = lines.count { $0.hasPrefix("# ") }
      let bands =
        svg.components(separatedBy: "class=\"statement\"").count - 1
        + svg.components(separatedBy: "class=\"hook\"").count - 1
      #expect(bands == headers, "\(path)")
    }
  }

  @Test("the SVGs docs/diagrams.md shows are the ones the tool draws now")
  func docsPicture() throws {
    let page = String(
      decoding: try Paths.bytes("docs/svg/hook-present-from-viewdidload.svg"), as: UTF8.self)
    #expect(page == (try Self.trace("ios17/hook-present-from-viewdidload.scenario", format: .svg)))
    let graphPage = String(
      decoding: try Paths.bytes("docs/svg/leak-retain-cycle-graph.svg"), as: UTF8.self)
    let scenario = try ScenarioParser.parse(
      Paths.bytes("Scenarios/documented/leak-retain-cycle.scenario"), file: "leak")
    let graph = try #require(Runner.ownershipGraph(of: scenario, after: nil).0)
    #expect(graphPage == GraphDrawing.draw(graph, as: .svg, title: "at the end"))
  }

  @Test(
    "a controller's box stays inside the row that creates it; no Window lane when no arrow leaves it"
  )
  func boxesAndWindow() throws {
    func svg(_ text: String) throws -> String {
      let sink = ByteSink()
      var options = TraceWriter.Options()
      options.format = .svg
      _ = Runner.run(
        try ScenarioParser.parse(Array(text.utf8), file: "t"),
        settings: RunSettings(profile: .ios17), writer: TraceWriter(options: options, sink: sink))
      return sink.text
    }
    let pushed = try svg("push A B\n")
    #expect(pushed.contains(">Window</text>"))
    // App, Window and UIKit are boxes of the header's height; A and B, of a row's less 4.
    #expect(pushed.components(separatedBy: "height=\"30\" rx=\"4\"").count - 1 == 3)
    #expect(pushed.components(separatedBy: "height=\"22\" rx=\"4\"").count - 1 == 2)
    let presented = try svg("present A\n")
    #expect(!presented.contains(">Window</text>"))
    #expect(presented.components(separatedBy: "class=\"participant\"").count - 1 == 3)
  }

  @Test("a lifeline per participant: App, Window, UIKit, then each controller drawn")
  func participants() throws {
    let svg = try Self.trace("ios17/hook-present-from-viewdidload.scenario", format: .svg)
    #expect(svg.components(separatedBy: "class=\"participant\"").count - 1 == 5)
    #expect(svg.contains(">in A viewDidLoad: present C</text>"))
    #expect(svg.contains("class=\"callback dealloc\""))
    // UIKit's warning names controllers in angle brackets: escaped for XML.
    #expect(svg.contains("Attempt to present &lt;C&gt; on &lt;A&gt;"))
    #expect(!svg.contains("<C>"))
  }
}
