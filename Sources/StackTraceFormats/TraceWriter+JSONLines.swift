import StackNav

extension TraceWriter {
  /// A JSON Lines record for one event.
  func writeJSONLine(_ event: TraceEvent) {
    switch event {
    case .callback(let record):
      sink.write("{\"type\":\"callback\",\"controller\":")
      JSON.writeString(record.controller, to: sink)
      sink.write(",\"callback\":\"")
      sink.write(record.callback.word)
      sink.write("\"")
      if record.callback.kind != .lifecycle {
        sink.write(",\"kind\":\"")
        sink.write(record.callback.kind.rawValue)
        sink.write("\"")
      }
      if let target = record.target {
        sink.write(",\"target\":")
        JSON.writeString(target, to: sink)
      }
      if let style = record.callback.adaptiveStyle {
        sink.write(",\"style\":\"\(style)\"")
      }
      if record.callback.kind == .coordinator, record.callback != .alongside {
        // A coordinator's completion or interaction handler says whether it was cancelled.
        sink.write(record.completed == false ? ",\"cancelled\":true" : ",\"cancelled\":false")
      } else if let completed = record.completed {
        sink.write(completed ? ",\"completed\":true" : ",\"completed\":false")
      }
      if let animated = record.animated {
        sink.write(animated ? ",\"animated\":true" : ",\"animated\":false")
      }
      if record.callback.isMove {
        sink.write(",\"parent\":")
        if let parent = record.parentArgument {
          JSON.writeString(parent, to: sink)
        } else {
          sink.write("null")
        }
      }
      writeFlag("isMovingToParent", record.motion.contains(.movingToParent))
      writeFlag("isMovingFromParent", record.motion.contains(.movingFromParent))
      writeFlag("isBeingPresented", record.motion.contains(.beingPresented))
      writeFlag("isBeingDismissed", record.motion.contains(.beingDismissed))
      if let container = record.container, let kind = record.containerKind {
        sink.write(",\"container\":")
        JSON.writeString(container, to: sink)
        sink.write(",\"containerKind\":\"")
        sink.write(kind.rawValue)
        sink.write("\"")
      }
      if record.isImplicit { sink.write(",\"implicit\":true") }
      // A restoration class's method: a class method, before its controller exists.
      if record.callback == .viewControllerWithRestorationIdentifierPath, record.target == nil {
        sink.write(",\"static\":true")
      }
      if record.direct { sink.write(",\"direct\":true") }
      sink.write(",\"rule\":\"")
      sink.write(record.rule.id)
      sink.write("\",\"cause\":")
      JSON.writeString(record.cause.participant, to: sink)
      if options.explains {
        sink.write(",\"ruleSummary\":")
        JSON.writeString(record.rule.summary, to: sink)
        sink.write(",\"ruleSource\":")
        JSON.writeString(record.rule.source, to: sink)
        sink.write(",\"ruleConfidence\":\"\(record.rule.confidence.rawValue)\"")
      }
      writeStatementFields()
    case .finding(let finding):
      sink.write("{\"type\":\"\(finding.severity.rawValue)\"")
      if case .leak(let controller, let path, let isCycle) = finding {
        sink.write(",\"controller\":")
        JSON.writeString(controller, to: sink)
        sink.write(",\"path\":[")
        for (index, step) in path.enumerated() {
          sink.write(index == 0 ? "{\"label\":" : ",{\"label\":")
          JSON.writeString(step.label, to: sink)
          sink.write(",\"target\":")
          JSON.writeString(step.target, to: sink)
          sink.write("}")
        }
        sink.write(isCycle ? "],\"cycle\":true" : "],\"cycle\":false")
      }
      sink.write(",\"message\":")
      JSON.writeString(finding.message, to: sink)
      writeStatementFields()
    case .screen(let name):
      sink.write("{\"type\":\"screen\",\"controller\":")
      JSON.writeString(name, to: sink)
      writeStatementFields()
    case .exception(let exception):
      sink.write("{\"type\":\"exception\",\"name\":")
      JSON.writeString(exception.name, to: sink)
      sink.write(",\"reason\":")
      JSON.writeString(exception.reason, to: sink)
      if let assertion = exception.assertion {
        sink.write(",\"assertion\":")
        JSON.writeString(assertion, to: sink)
      }
      writeStatementFields()
    case .hook(let record):
      hookNumber = number(ofHook: record.hook)
      sink.write("{\"type\":\"hook\",\"controller\":")
      JSON.writeString(record.controller, to: sink)
      sink.write(",\"callback\":\"")
      sink.write(record.callback.word)
      sink.write("\",\"text\":")
      JSON.writeString(record.text, to: sink)
      writeStatementFields()
    case .hookScope(let hook):
      hookNumber = hook.map(number(ofHook:))
    }
  }

  /// The statement number of the scenario's `hook`-th `on` statement (from 0).
  private func number(ofHook hook: Int) -> Int {
    hookStatements.indices.contains(hook) ? hookStatements[hook] : hook + 1
  }

  private func writeFlag(_ name: String, _ value: Bool) {
    sink.write(",\"")
    sink.write(name)
    sink.write(value ? "\":true" : "\":false")
  }

  private func writeStatementFields() {
    if let hookNumber {
      sink.write(",\"hook\":")
      sink.write(number: hookNumber)
    }
    sink.write(",\"statement\":")
    sink.write(number: statementNumber)
    sink.write(",\"line\":")
    sink.write(number: statementLine)
    sink.write("}\n")
  }
}
