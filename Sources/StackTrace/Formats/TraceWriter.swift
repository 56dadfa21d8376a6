import StackNav

/// Writes a trace in one of its formats (contract §3) as the runner produces it.
public final class TraceWriter {
  /// The trace formats.
  public enum Format: String, CaseIterable, Sendable {
    /// One line a callback, `NAME callback`; other lines start with `#`, `!` or `*`.
    case text
    /// One JSON object a line.
    case jsonl
  }

  /// What a trace shows.
  public struct Options: Sendable, Equatable {
    /// The format.
    public var format: Format = .text
    /// Whether implicit containers (`Nav#1`) are traced too.
    public var showsContainers = false
    /// Whether text callback lines carry their flags (`animated`, `isMovingToParent`, ...).
    public var showsFlags = false

    /// The default: text, named controllers only, no flags.
    public init() {}
  }

  /// What to show.
  public let options: Options
  /// Where the bytes go.
  public let sink: ByteSink
  @exclusivity(unchecked) var statementNumber = 0
  @exclusivity(unchecked) var statementLine = 0

  /// Creates a writer.
  public init(options: Options, sink: ByteSink) {
    self.options = options
    self.sink = sink
  }

  /// Starts a file's trace when several files run in one command.
  public func beginFile(_ file: String) {
    switch options.format {
    case .text:
      sink.write("## \(file)\n")
    case .jsonl:
      sink.write("{\"type\":\"file\",\"file\":")
      JSON.writeString(file, to: sink)
      sink.write("}\n")
    }
  }

  /// Writes a statement's header line.
  public func statement(_ statement: Statement, number: Int) {
    statementNumber = number
    statementLine = statement.location.line
    switch options.format {
    case .text:
      sink.write(byte: UInt8(ascii: "#"))
      for token in statement.tokens {
        sink.write(byte: 0x20)
        sink.write(token.text)
      }
      sink.write(byte: 0x0A)
    case .jsonl:
      sink.write("{\"type\":\"statement\",\"statement\":")
      sink.write(number: number)
      sink.write(",\"line\":")
      sink.write(number: statement.location.line)
      sink.write(",\"text\":")
      JSON.writeString(statement.text, to: sink)
      sink.write("}\n")
    }
  }

  /// Writes one event, unless the options hide it.
  public func event(_ event: TraceEvent) {
    if case .callback(let record) = event, record.isImplicit, !options.showsContainers {
      return
    }
    switch options.format {
    case .text: writeText(event)
    case .jsonl: writeJSONLine(event)
    }
  }

  /// Writes every event, in order.
  public func events(_ events: [TraceEvent]) {
    for event in events {
      self.event(event)
    }
  }
}
