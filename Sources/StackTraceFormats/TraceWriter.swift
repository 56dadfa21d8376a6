import StackNav
import StackTraceScenario

/// Writes a trace in one of its formats (docs/trace-format.md) as the runner produces it.
package final class TraceWriter: TraceEventSink {
  /// The trace formats.
  package enum Format: String, CaseIterable, Sendable {
    /// One line a callback, `NAME callback`; other lines start with `#`, `!` or `*`.
    case text
    /// One JSON object a line.
    case jsonl
    /// A Mermaid `sequenceDiagram`: a participant per controller, an arrow per callback from
    /// whoever caused it, a note per statement.
    case mermaid
    /// The same sequence diagram as SVG, drawn by StackNav itself (one `<svg>` element a
    /// scenario, written when its run ends).
    case svg
    /// Only what analytics code sees: a `screen NAME` line each time another content
    /// controller ends a transition on top of the screen, under the statement headers.
    case screens
  }

  /// What a trace shows.
  package struct Options: Sendable, Equatable {
    /// The format.
    package var format: Format = .text
    /// Whether implicit containers (`Nav#1`) are traced too.
    package var showsContainers = false
    /// Whether text callback lines carry their flags (`animated`, `isMovingToParent`, ...).
    package var showsFlags = false
    /// Whether each callback cites the rule that placed it and the rule's source.
    package var explains = false

    /// The default: text, named controllers only, no flags.
    package init() {}
  }

  /// What to show.
  package let options: Options
  /// Where the bytes go.
  package let sink: ByteSink
  @exclusivity(unchecked) var statementNumber = 0
  @exclusivity(unchecked) var statementLine = 0
  /// The statement numbers of the scenario's `on` statements, in order: a hook's number.
  @exclusivity(unchecked) var hookStatements: [Int] = []
  /// The `on` statement whose code (or a transition it deferred) causes the lines written
  /// now, if any (JSON Lines' `hook`).
  @exclusivity(unchecked) var hookNumber: Int?
  /// The diagram being drawn, in the Mermaid format.
  @exclusivity(unchecked) var diagram: SequenceDiagram?
  /// The diagram being collected, in the SVG format.
  @exclusivity(unchecked) var svg: SVGSequenceDiagram?
  /// The file whose trace comes next, when several run in one command.
  @exclusivity(unchecked) var pendingTitle: String?

  /// Creates a writer.
  package init(options: Options, sink: ByteSink) {
    self.options = options
    self.sink = sink
  }

  /// A writer in this one's state writing to a copy of its sink (`ByteSink.copy`), to go on
  /// with a copy of the engine; `nil` while a diagram is drawn (its drawing is not copied)
  /// or when the sink is no memory sink. Made in `spare` when there is one of the same
  /// options, a writer nothing writes with any more (its sink taken again too,
  /// `ByteSink.copy(into:)`), where a new writer and sink were four allocations.
  package func copy(into spare: TraceWriter? = nil) -> TraceWriter? {
    let reused = spare.flatMap { spare in
      spare !== self && spare.sink !== sink && spare.options == options
        && spare.sink.keepsInMemory ? spare : nil
    }
    guard diagram == nil, svg == nil, let sink = sink.copy(into: reused?.sink) else { return nil }
    let other = reused ?? TraceWriter(options: options, sink: sink)
    other.diagram = nil
    other.svg = nil
    other.statementNumber = statementNumber
    other.statementLine = statementLine
    other.hookStatements = hookStatements
    other.hookNumber = hookNumber
    other.pendingTitle = pendingTitle
    return other
  }

  /// Starts a file's trace when several files run in one command.
  package func beginFile(_ file: String) {
    switch options.format {
    case .text, .screens:
      sink.write("## \(file)\n")
    case .jsonl:
      sink.write("{\"type\":\"file\",\"file\":")
      JSON.writeString(file, to: sink)
      sink.write("}\n")
    case .mermaid, .svg:
      pendingTitle = file
    }
  }

  /// Starts a scenario's trace: a Mermaid diagram starts afresh (with its file as title
  /// when several files run).
  package func beginScenario() {
    hookStatements = []
    hookNumber = nil
    if options.format == .svg {
      svg = SVGSequenceDiagram(title: pendingTitle)
      pendingTitle = nil
      return
    }
    guard options.format == .mermaid else { return }
    diagram = nil
    _ = drawing()
  }

  /// Writes a statement's header line.
  package func statement(_ statement: Statement, number: Int) {
    let isHook: Bool = if case .operation(.hook) = statement.action { true } else { false }
    self.statement(statement.text, line: statement.line, isHook: isHook, number: number)
  }

  /// Writes the header line of the statement `text` says, on scenario line `line` (an `on`
  /// statement when `isHook`): what the header needs, read where the statement lies.
  package func statement(_ text: String, line: Int, isHook: Bool, number: Int) {
    statementNumber = number
    statementLine = line
    if isHook { hookStatements.append(number) }
    switch options.format {
    case .text, .screens:
      sink.write(byte: UInt8(ascii: "#"))
      sink.write(byte: 0x20)
      sink.write(text)
      sink.write(byte: 0x0A)
    case .jsonl:
      sink.write("{\"type\":\"statement\",\"statement\":")
      sink.write(number: number)
      sink.write(",\"line\":")
      sink.write(number: line)
      sink.write(",\"text\":")
      JSON.writeString(text, to: sink)
      sink.write("}\n")
    case .mermaid:
      drawing().statement(text)
    case .svg:
      svg?.statement(text)
    }
  }

  /// Writes one event, unless the options hide it: an implicit container's own callbacks
  /// (life cycle, geometry) show only with `showsContainers`; its delegate and completion
  /// lines always do, as they are what the app's delegate and blocks see, and so do the app's
  /// and the scene's lines.
  package func event(_ event: TraceEvent) {
    if case .callback(let record) = event, hides(record.callback, isImplicit: record.isImplicit) {
      return
    }
    switch options.format {
    case .text: writeText(event)
    case .jsonl: writeJSONLine(event)
    case .mermaid, .svg: draw(event)
    case .screens: if case .screen = event { writeText(event) }
    }
  }

  /// Writes one callback line: a text line straight from its words, with no record made
  /// (unless it shows flags); any other format from its record.
  package func callback(
    _ callback: Callback, of controller: String, isImplicit: Bool, parentArgument: String?,
    target: String?, completed: Bool?, rule: Rule, record: () -> CallbackRecord
  ) {
    switch options.format {
    case .text where !options.showsFlags:
      if hides(callback, isImplicit: isImplicit) { return }
      writeCallbackWords(
        controller, callback, parentArgument: parentArgument, target: target,
        completed: completed)
      writeExplanation(rule)
      sink.write(byte: 0x0A)
    case .screens:
      return
    default:
      event(.callback(record()))
    }
  }

  /// Whether the options hide a callback line: an implicit container's own callbacks (life
  /// cycle, geometry) show only with `showsContainers`.
  private func hides(_ callback: Callback, isImplicit: Bool) -> Bool {
    isImplicit && !options.showsContainers && callback.isContainersOwn
  }

  /// Where the engine may write callback lines itself: a text trace's buffer (its flags
  /// shown or not, no explanations); `nil` for any other trace.
  package var textTrace: TextTrace? {
    guard options.format == .text, !options.explains else { return nil }
    return TextTrace(
      buffer: sink.output, showsContainers: options.showsContainers,
      showsFlags: options.showsFlags)
  }

  /// The diagram being drawn, started if the runner did not start one.
  func drawing() -> SequenceDiagram {
    if let diagram { return diagram }
    let started = SequenceDiagram(sink: sink, title: pendingTitle)
    pendingTitle = nil
    diagram = started
    return started
  }

  /// Ends a scenario's trace: an SVG diagram, collected while it ran, is written now.
  package func endScenario() {
    svg?.render(to: sink)
    svg = nil
  }

  /// Writes every event, in order.
  package func events(_ events: [TraceEvent]) {
    for event in events {
      self.event(event)
    }
  }
}
