/// What takes the engine's events as they happen (`Engine.eventSink`): a trace then streams
/// to its output, and the engine holds none of it.
///
/// A callback line comes as its words, with a way to make its record: a sink that writes
/// text writes the words and no record is made; any other sink makes the record, which is
/// what the default `callback` does.
package protocol TraceEventSink: AnyObject {
  /// Takes one event.
  func event(_ event: TraceEvent)

  /// Takes a callback line: `controller callback [parentArgument] [target] [completed]`,
  /// placed by `rule`; `record` makes the whole `CallbackRecord` (flags, container, cause).
  /// The strings are borrowed for the call.
  func callback(
    _ callback: Callback, of controller: String, isImplicit: Bool, parentArgument: String?,
    target: String?, completed: Bool?, rule: Rule, record: () -> CallbackRecord)
}

extension TraceEventSink {
  /// Makes the record and takes it as an event.
  package func callback(
    _ callback: Callback, of controller: String, isImplicit: Bool, parentArgument: String?,
    target: String?, completed: Bool?, rule: Rule, record: () -> CallbackRecord
  ) {
    event(.callback(record()))
  }
}

/// Where the engine writes callback lines as text itself (`Engine.textTrace`), when a trace
/// is plain text: into the buffer its writer writes everything else into, so that the lines
/// stand in order, each with no event, record or call made for it.
package struct TextTrace {
  /// The buffer the trace's writer writes into.
  package let buffer: TextBuffer
  /// Whether implicit containers' own lines show (`Callback.isContainersOwn`).
  package let showsContainers: Bool
  /// Whether callback lines show their flags (`CallbackRecord.forEachFlagWord`).
  package let showsFlags: Bool

  /// Callback lines into `buffer`, an implicit container's own shown when `showsContainers`,
  /// their flags when `showsFlags`.
  package init(buffer: TextBuffer, showsContainers: Bool, showsFlags: Bool = false) {
    self.buffer = buffer
    self.showsContainers = showsContainers
    self.showsFlags = showsFlags
  }
}

/// A closure as a sink (`Engine.eventHandler`).
final class EventHandlerSink: TraceEventSink {
  let handler: (TraceEvent) -> Void

  init(_ handler: @escaping (TraceEvent) -> Void) {
    self.handler = handler
  }

  func event(_ event: TraceEvent) {
    handler(event)
  }
}
