import StackNav

extension TraceWriter {
  /// Draws one event on the Mermaid sequence diagram: a callback as an arrow from its cause
  /// (hidden containers' arrows come from UIKit), anything else as a note.
  func draw(_ event: TraceEvent) {
    let diagram: any SequenceDrawing = svg ?? drawing()
    switch event {
    case .callback(let record) where record.callback.kind == .app:
      // The app's and the scene's delegates have participants of their own.
      diagram.appMessage(to: record.controller, label: label(of: record))
    case .callback(let record):
      diagram.message(
        from: sender(of: record.cause), to: record.controller, label: label(of: record),
        creates: record.callback == .initialize, frees: record.callback == .dealloc)
    case .finding(let finding):
      var over: String?
      if case .leak(let controller, _, _) = finding { over = controller }
      diagram.note("\(finding.severity.rawValue): \(finding.message)", over: over)
    case .exception(let exception):
      if let assertion = exception.assertion { diagram.note(assertion, over: nil) }
      diagram.note(exception.consoleLine, over: nil)
    case .hook(let record):
      diagram.hook("in \(record.controller) \(record.callback.word): \(record.text)")
    case .screen, .hookScope:
      break
    }
  }

  private func sender(of cause: Cause) -> SequenceDiagram.Sender {
    switch cause {
    case .app: .app
    case .uikit: .uikit
    case .window: .window
    case .controller(_, isImplicit: true) where !options.showsContainers: .uikit
    case .controller(let name, _): .controller(name)
    }
  }

  /// What an arrow says: the callback, the parent of a move or the target of a delegate
  /// line, the flags when asked, and the rule when explaining.
  private func label(of record: CallbackRecord) -> String {
    var label = record.callback.word
    if record.callback.isMove { label += "(\(record.parentArgument ?? "nil"))" }
    if let target = record.target { label += "(\(target))" }
    if options.showsFlags {
      record.forEachFlagWord { label += " " + $0 }
    }
    if options.explains { label += " [\(record.rule.id)]" }
    return label
  }
}
