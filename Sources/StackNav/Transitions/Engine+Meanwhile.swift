extension Engine {
  /// `meanwhile REQUEST`: the request arrives while the previous statement's animated
  /// transition is in flight, between its `will` and its `did` callbacks. During a
  /// presentation or dismissal, UIKit drops another present or dismiss with a warning (rules
  /// `misuse.presentWhileTransitioning`, `misuse.dismissWhileTransitioning`); iOS 7 warns
  /// about nested navigation animations (rule `misuse.nestedNavigation`); anything else
  /// waits for the animation to end (rule `meanwhile.waits`).
  func performMeanwhile(_ request: Operation) throws(EngineError) {
    if statementHeld, firstDisplayWaits,
      case .push(let names, false, let animated, let completion) = request
    {
      try pushDuringFirstDisplay(names, animated: animated, completion: completion)
      return
    }
    guard statementHeld, let flight = inFlight else {
      note(.nothingInFlight(request: request.verb))
      settle()
      try run(request)
      return
    }
    switch (request, flight.transition.kind) {
    case (.present(let name, let presenterName, _, _, _, _, _), .modal):
      let (presented, presenter) = try issuing { () throws(EngineError) in
        let presented = try existingOrNew(name)
        let presenter = try presenterName.map { name throws(EngineError) in try existingOrNew(name)
        }
        return (presented, presenter ?? topVisibleContent ?? presented)
      }
      issuingLog(
        .presentWhileTransitioning,
        MisuseText.Values(
          name: presented.name, presenter: presenter.name, host: layerRoot(of: presenter).name))
      completeHeldStatement()
      try closeStatement()
    case (.dismiss(let name, _, _), .modal):
      let caller = try issuing { () throws(EngineError) in
        try name.map { name throws(EngineError) in try existingOrNew(name) }
      }
      let from = caller ?? topMostLayer()?.presenter ?? topMostLayer()
      issuingLog(.dismissWhileTransitioning, MisuseText.Values(presenter: from?.name ?? ""))
      completeHeldStatement()
      try closeStatement()
    case (_, .navigation) where request.movesStack && profile.has(.nestedNavigationWarnings):
      if case .push(let names, _, _, _) = request, let first = names.first {
        // The caller makes the controller, then pushes it: UIKit warns inside the push.
        _ = try issuing { () throws(EngineError) in try existingOrNew(first) }
      }
      let verb = startsPush(request) ? "push" : "pop"
      // The nested line (and, from iOS 13, the navigation bar's refusal) at the request; up
      // to iOS 12 the bar's line when the interrupted transition ends.
      issuingLog(.nestedNavigationWarnings, MisuseText.Values(verb: verb))
      issuingLog(.nestedNavigationBar, MisuseText.Values(verb: verb))
      finishInFlight()
      log(.nestedNavigationBar, MisuseText.Values(verb: verb), atEnd: true)
      completeHeldStatement()
      try run(request)
    default:
      completeHeldStatement()
      try run(request)
    }
  }

  /// Runs `body` as part of a request made while a transition is in flight: what it
  /// records does not finish that transition.
  func issuing<Result>(_ body: () throws(EngineError) -> Result) throws(EngineError)
    -> Result
  {
    issuingMeanwhile = true
    defer { issuingMeanwhile = false }
    return try body()
  }

  private func issuingLog(_ id: RuleID, _ values: MisuseText.Values) {
    issuingMeanwhile = true
    log(id, values)
    issuingMeanwhile = false
  }

  /// Whether `request` starts a push transition: a push, or a `setStack` whose new top is
  /// not on the visible stack.
  private func startsPush(_ request: Operation) -> Bool {
    switch request {
    case .push: return true
    case .setStack(let names, _):
      guard let top = names.last else { return false }
      guard let controller = node(named: top),
        let navigation = topVisibleContent.flatMap({ navigationController(holding: $0) })
      else { return true }
      return controller.parent !== navigation
    default: return false
    }
  }
}

extension Operation {
  /// Whether the request moves a navigation stack (push, pop, popToRoot, popTo, setStack).
  fileprivate var movesStack: Bool {
    switch self {
    case .push, .pop, .popToRoot, .popTo, .setStack: true
    default: false
    }
  }
}
