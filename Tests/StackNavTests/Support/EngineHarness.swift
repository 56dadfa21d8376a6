import StackNav
import StackTraceFormats
import StackTraceScenario
import StackTraceTestSupport
import Testing
import TraceOracle

/// Runs operations on a fresh engine and returns what a text trace would show: callback
/// lines `NAME callback` of named controllers and `! severity: message` lines, each
/// statement's lines checked by the independent oracle.
func trace(
  _ operations: [Operation], profile: Profile = .documented, containers: Bool = false,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> [String] {
  let engine = Engine(profile: profile)
  var lines: [String] = []
  var oracle = TraceOracle(profile: profile.name)
  defer {
    oracle.read(printed: engine.events)
    oracle.finish()
    #expect(oracle.violations == [], sourceLocation: sourceLocation)
    #expect(engine.inconsistencies == [], sourceLocation: sourceLocation)
  }
  for operation in operations {
    oracle.read(.statement(operation.statementText))
    defer {
      lines += engine.events.compactMap { line(for: $0, containers: containers) }
      oracle.read(printed: engine.events)
      engine.clearEvents()
    }
    try engine.perform(operation)
  }
  engine.finish()
  lines += engine.events.compactMap { line(for: $0, containers: containers) }
  return lines
}

extension TraceOracle {
  /// Reads events as the text trace prints them, flags and containers shown: the oracle
  /// sees printed lines, never the engine's records.
  mutating func read(printed events: [TraceEvent]) {
    var options = TraceWriter.Options()
    options.showsFlags = true
    options.showsContainers = true
    let sink = ByteSink()
    TraceWriter(options: options, sink: sink).events(events)
    for line in sink.text.split(separator: "\n") {
      read(TraceOracle.parse(textLine: line))
    }
  }
}

/// The callback lines among `lines`, without notes and warnings.
func callbacks(_ lines: [String]) -> [String] {
  lines.filter { !$0.hasPrefix("!") && !$0.hasPrefix("*") }
}

/// The lines a multi-line string literal expects.
func expected(_ text: String) -> [String] {
  text.split(separator: "\n").map(String.init)
}

private func line(for event: TraceEvent, containers: Bool) -> String? {
  switch event {
  case .callback(let record):
    if record.isImplicit, !containers { return nil }
    let parent = record.callback.isMove ? " \(record.parentArgument ?? "nil")" : ""
    let target = record.target.map { " \($0)" } ?? ""
    return "\(record.controller) \(record.callback.word)\(parent)\(target)"
  case .finding(let finding):
    return "! \(finding.severity.rawValue): \(finding.message)"
  case .exception(let exception):
    return exception.consoleLine
  case .screen(let name):
    return "screen \(name)"
  case .hook(let record):
    return "# in \(record.controller) \(record.callback.word): \(record.text)"
  case .hookScope:
    return nil
  }
}

/// An iOS profile by major version.
func ios(_ version: Int) -> Profile { Profile.ios(version) }

extension Operation {
  static func push(_ names: String...) -> Operation { .push(names, animated: true) }
  static let pop = Operation.pop(animated: true)
  static func present(_ name: String, style: PresentationStyle? = nil) -> Operation {
    .present(name, style: style, embedInNavigation: false, animated: true)
  }
  static let dismissTop = Operation.dismiss(nil, animated: true)
}

/// How deep the deep-stack tests go, on a stack of their own of 1 MiB (`onSmallStack`): twenty
/// thousand controllers, where a recursion that grows with the stack overflows at 52 bytes a
/// level; a million with the soak tests (`.ci/run` sets `STACKNAV_SOAK=1`).
let deepStack = soakTests ? 1_000_000 : 20_000
