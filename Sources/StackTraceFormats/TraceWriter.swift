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
  /// Each callback's word with the space before it, as bytes, by raw value (held by the
  /// writer, not a global, so that the hot path reads it without a lazy-initialization check).
  let callbackWords = TraceWriter.callbackWordTable
  /// The table itself, made once for the process and never freed: reading a word then costs
  /// no reference counting (an array of arrays cost a retain and a release a line, 1.4% of a
  /// run), and a writer made for each of many small scenarios (`explore`, `check`) copies two
  /// pointers.
  private nonisolated(unsafe) static let callbackWordTable = CallbackWordTable()
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
  /// or when the sink is no memory sink.
  package func copy() -> TraceWriter? {
    guard diagram == nil, svg == nil, let sink = sink.copy() else { return nil }
    let other = TraceWriter(options: options, sink: sink)
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
    statementNumber = number
    statementLine = statement.line
    if case .operation(.hook) = statement.action { hookStatements.append(number) }
    switch options.format {
    case .text, .screens:
      sink.write(byte: UInt8(ascii: "#"))
      sink.write(byte: 0x20)
      sink.write(statement.text)
      sink.write(byte: 0x0A)
    case .jsonl:
      sink.write("{\"type\":\"statement\",\"statement\":")
      sink.write(number: number)
      sink.write(",\"line\":")
      sink.write(number: statement.line)
      sink.write(",\"text\":")
      JSON.writeString(statement.text, to: sink)
      sink.write("}\n")
    case .mermaid:
      drawing().statement(statement.text)
    case .svg:
      svg?.statement(statement.text)
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
    guard isImplicit, !options.showsContainers else { return false }
    switch callback.kind {
    case .lifecycle, .geometry: return true
    case .delegate, .completion, .app, .segue: return false
    }
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

/// Each callback's word with the space before it (` viewDidLoad`), as bytes, by raw value, in
/// memory that lives as long as the process.
struct CallbackWordTable {
  /// The words, one after the other.
  private let bytes: UnsafePointer<UInt8>
  /// Where each word ends in `bytes`, by raw value; it starts where the one before ends.
  private let ends: UnsafePointer<Int>

  init() {
    let words = Callback.allCases.map { Array((" " + $0.word).utf8) }
    let all = words.flatMap { $0 }
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: all.count)
    bytes.initialize(from: all, count: all.count)
    let ends = UnsafeMutablePointer<Int>.allocate(capacity: words.count)
    var end = 0
    for (index, word) in words.enumerated() {
      end += word.count
      ends[index] = end
    }
    self.bytes = UnsafePointer(bytes)
    self.ends = UnsafePointer(ends)
  }

  /// The word of `callback`, with the space before it.
  subscript(callback: Callback) -> UnsafeBufferPointer<UInt8> {
    let index = Int(callback.rawValue)
    let start = index == 0 ? 0 : ends[index - 1]
    return UnsafeBufferPointer(start: bytes + start, count: ends[index] - start)
  }
}
