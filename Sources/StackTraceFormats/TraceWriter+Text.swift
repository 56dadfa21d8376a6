import StackNav

extension TraceWriter {
  /// A text line: `NAME callback [details] [# rule (confidence): source]`, a line starting
  /// with `!` or `*`, or `screen NAME`.
  func writeText(_ event: TraceEvent) {
    switch event {
    case .callback(let record):
      writeCallbackWords(
        record.controller, record.callback, parentArgument: record.parentArgument,
        target: record.target, completed: record.completed)
      if options.showsFlags {
        record.forEachFlagWord { flag in
          sink.write(byte: 0x20)
          sink.write(flag)
        }
      }
      writeExplanation(record.rule)
      sink.write(byte: 0x0A)
    case .finding(let finding):
      // Written in pieces: an interpolated line was a string made, filled and freed for
      // each warning (2.5% of `explore`'s time).
      sink.write("! ")
      sink.write(finding.severity.rawValue)
      sink.write(": ")
      sink.write(finding.message)
      if case .console(_, let rule?) = finding { writeExplanation(rule) }
      sink.write(byte: 0x0A)
    case .exception(let exception):
      if let assertion = exception.assertion {
        sink.write(assertion)
        sink.write(byte: 0x0A)
      }
      sink.write(exception.consoleLine)
      if let rule = exception.rule { writeExplanation(rule) }
      sink.write(byte: 0x0A)
    case .screen(let name):
      sink.write("screen ")
      sink.write(name)
      sink.write(byte: 0x0A)
    case .hook(let record):
      sink.write("# in ")
      sink.write(record.controller)
      sink.write(byte: 0x20)
      sink.write(record.callback.word)
      sink.write(": ")
      sink.write(record.text)
      sink.write(byte: 0x0A)
    case .hookScope:
      break
    }
  }

  /// A callback line's words: `NAME callback [PARENT] [TARGET] [completed|cancelled]`.
  func writeCallbackWords(
    _ controller: String, _ callback: Callback, parentArgument: String?, target: String?,
    completed: Bool?
  ) {
    sink.output.writeCallbackWords(
      controller, callback, parentArgument: parentArgument, target: target, completed: completed)
  }

  /// `  # rule (confidence): source` after a line, with `--explain`.
  @inline(__always)
  func writeExplanation(_ rule: Rule) {
    guard options.explains else { return }
    sink.write("  # \(rule.id) (\(rule.confidence.rawValue)): \(rule.source)")
  }
}
