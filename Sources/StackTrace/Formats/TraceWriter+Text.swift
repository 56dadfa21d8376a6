import StackNav

extension TraceWriter {
  /// A text line: `NAME callback [details] [# rule (confidence): source]`, a line starting
  /// with `!` or `*`, or `screen NAME`.
  func writeText(_ event: TraceEvent) {
    switch event {
    case .callback(let record):
      sink.write(record.controller)
      callbackWords[Int(record.callback.rawValue)].withUnsafeBufferPointer {
        sink.write(bytes: $0)
      }
      if record.callback.isMove {
        sink.write(byte: 0x20)
        sink.write(record.parentArgument ?? "nil")
      }
      if let target = record.target {
        sink.write(byte: 0x20)
        sink.write(target)
      }
      if options.showsFlags {
        for flag in flagWords(record) {
          sink.write(byte: 0x20)
          sink.write(flag)
        }
      }
      if options.explains {
        let rule = record.rule
        sink.write("  # \(rule.id) (\(rule.confidence.rawValue)): \(rule.source)")
      }
      sink.write(byte: 0x0A)
    case .finding(let finding):
      sink.write("! \(finding.severity.rawValue): \(finding.message)\n")
    case .exception(let exception):
      sink.write(exception.consoleLine)
      sink.write(byte: 0x0A)
    case .screen(let name):
      sink.write("screen \(name)\n")
    }
  }

  /// The details of a callback line: `animated` or `notAnimated` for appearance callbacks,
  /// then each transition property that holds, then the parent argument of a move.
  func flagWords(_ record: CallbackRecord) -> [String] {
    var words: [String] = []
    if let animated = record.animated { words.append(animated ? "animated" : "notAnimated") }
    if record.motion.contains(.movingToParent) { words.append("isMovingToParent") }
    if record.motion.contains(.movingFromParent) { words.append("isMovingFromParent") }
    if record.motion.contains(.beingPresented) { words.append("isBeingPresented") }
    if record.motion.contains(.beingDismissed) { words.append("isBeingDismissed") }
    return words
  }
}
