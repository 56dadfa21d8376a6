extension Engine {
  /// `meanwhile REQUEST`: the request arrives while the previous statement's animated
  /// transition is in flight, between its `will` and its `did` callbacks. During a
  /// presentation or dismissal, UIKit drops another present or dismiss with a warning (rules
  /// `misuse.presentWhileTransitioning`, `misuse.dismissWhileTransitioning`); iOS 7 warns
  /// about nested navigation animations (rule `misuse.nestedNavigation`); anything else
  /// waits for the animation to end (rule `meanwhile.waits`).
  func performMeanwhile(_ request: Operation) throws(EngineError) {
    if schedule.phase == .held, schedule.firstDisplayWaits,
      case .push(let push) = request, !push.embedInNavigation
    {
      try pushDuringFirstDisplay(push.names, animated: push.animated, completion: push.completion)
      return
    }
    guard schedule.phase == .held, case .flight(let flight) = schedule.pending else {
      note(.nothingInFlight(request: request.verb))
      settle()
      try run(request)
      return
    }
    issue()
    switch (request, flight.transition.kind) {
    case (.present(let present), .modal):
      let presented = try existingOrNew(present.name)
      let presenter =
        try present.from.map { name throws(EngineError) in try existingOrNew(name) }
        ?? topVisibleContent ?? presented
      log(
        .presentWhileTransitioning,
        MisuseText.Values(
          name: presented.name, presenter: presenter.name, host: layerRoot(of: presenter).name))
      completeIssued()
      try closeStatement()
    case (.dismiss(let dismiss), .modal):
      let caller = try dismiss.name.map { name throws(EngineError) in try existingOrNew(name) }
      let from = caller ?? topMostLayer()?.presenter ?? topMostLayer()
      log(.dismissWhileTransitioning, MisuseText.Values(presenter: from?.name ?? ""))
      completeIssued()
      try closeStatement()
    case (_, .navigation) where request.movesStack && profile.has(.nestedNavigationWarnings):
      if case .push(let push) = request, let first = push.names.first {
        // The caller makes the controller, then pushes it: UIKit warns inside the push.
        _ = try existingOrNew(first)
      }
      let verb = startsPush(request) ? "push" : "pop"
      // The nested line (and, from iOS 13, the navigation bar's refusal) at the request; up
      // to iOS 12 the bar's line when the interrupted transition ends.
      log(.nestedNavigationWarnings, MisuseText.Values(verb: verb))
      log(.nestedNavigationBar, MisuseText.Values(verb: verb))
      finishInFlight()
      log(.nestedNavigationBar, MisuseText.Values(verb: verb), atEnd: true)
      completeIssued()
      try continueStatement(with: request)
    default:
      completeIssued()
      try continueStatement(with: request)
    }
  }

  /// held → issuing: the request is made while the held statement's transition is in
  /// flight; what it creates and logs does not end that transition.
  func issue() {
    cause = .app
    move { schedule throws(Schedule.IllegalMove) in try schedule.issue() }
  }

  /// issuing → running: the held statement's transition ends, then its local references go;
  /// the request goes on as a statement of its own.
  private func completeIssued() {
    finishInFlight()
    playDeferredRequests(keepingLastInFlight: false)
    cause = .app
    releaseLocals(
      move { schedule throws(Schedule.IllegalMove) in try schedule.complete() } ?? Controllers())
  }

  /// Whether `request` starts a push transition: a push, or a `setStack` whose new top is
  /// not on the visible stack.
  func startsPush(_ request: Operation) -> Bool {
    switch request {
    case .push: return true
    case .setStack(let stack):
      guard let top = stack.names.last else { return false }
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
