/// What the engine reports besides callbacks: notes, UIKit's exceptions and logged misuse, and
/// its own inconsistencies.
extension Engine {
  /// Records a finding in the trace.
  func note(_ finding: Finding) {
    emit(.finding(finding))
  }

  /// Records UIKit's exception as the last event and throws it; `operand` is the index,
  /// among the statement's operands, of the one that made UIKit raise.
  func raise(_ exception: UIKitException, operand: Int = 0) throws(EngineError) -> Never {
    finishInFlight()
    emit(.exception(exception))
    throw .raised(exception, operand: operand)
  }

  /// Raises the exception of misuse rule `id`, in the profile's words.
  func raise(_ id: RuleID, _ values: MisuseText.Values, operand: Int = 0) throws(EngineError)
    -> Never
  {
    guard let exception = profile.text(id)?.exception(values, rule: profile[id]) else {
      // Every misuse a profile's statements can reach has its text there.
      report("\(profile.name) has no exception text for \(id.name)")
      try raise(UIKitException(name: "NSInternalInconsistencyException", reason: id.name))
    }
    try raise(exception, operand: operand)
  }

  /// Logs the console line of misuse rule `id` in the profile's words, if the profile has
  /// one of that kind: a line logged at the request (`atEnd` false), or when the interrupted
  /// transition ends.
  func log(_ id: RuleID, _ values: MisuseText.Values, atEnd: Bool = false) {
    guard let text = profile.text(id),
      text.kind == (atEnd ? .consoleAtEnd : .console)
    else { return }
    note(.console(text.rendered(values), rule: profile[id]))
  }

  /// Records an inconsistency of the engine's own state. The run then ends with it (exit
  /// code 70 from the command line; a failure in every test), so that it is never skipped
  /// silently, and a fuzzer or a random test can still shrink the scenario that caused it.
  func report(_ problem: String) {
    if hasFailed { return }
    problemsFound.append(problem)
  }
}
