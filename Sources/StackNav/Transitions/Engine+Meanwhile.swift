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
    if case .swipeBack = request {
      try swipeBack(during: flight)
      completeIssued()
      try closeStatement()
      return
    }
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
      // A push during a push waits from iOS 8: nothing is left unbalanced.
      let waits = verb == "push" && flight.isPush && profile.has(.nestedPushWaits)
      let unbalanced = waits ? nil : controllerBroughtOnScreen(by: request)
      // The nested line (and, from iOS 13, the navigation bar's refusal) at the request; up
      // to iOS 12 the bar's line when the interrupted transition ends; the unbalanced
      // levels right after the bar's line.
      log(.nestedNavigationWarnings, MisuseText.Values(verb: verb))
      log(.nestedNavigationBar, MisuseText.Values(verb: verb))
      logUnbalanced(unbalanced, atEnd: false)
      finishInFlight()
      log(.nestedNavigationBar, MisuseText.Values(verb: verb), atEnd: true)
      logUnbalanced(unbalanced, atEnd: true)
      completeIssued()
      try continueStatement(with: request)
    default:
      completeIssued()
      try continueStatement(with: request)
    }
  }

  /// The controller a navigation request brings on screen: the one pushed (a push's or a
  /// setStack's new top, a popTo's target), or the one a pop reveals (below the top, or the
  /// root), on the visible navigation controller, or on `caller`'s.
  func controllerBroughtOnScreen(by request: Operation, caller: Controller? = nil) -> String? {
    switch request {
    case .push(let push): return push.names.last
    case .setStack(let stack): return stack.names.last
    case .popTo(let pop): return pop.name
    case .pop, .popToRoot:
      guard
        let navigation = (caller ?? topVisibleContent).flatMap({ navigationController(holding: $0) }
        ),
        navigation.children.count > 1
      else { return nil }
      if case .popToRoot = request { return navigation.children.first?.name }
      return navigation.children[navigation.children.count - 2].name
    default: return nil
    }
  }

  /// UIKit's `Unbalanced calls` line for a nested request that interrupted a push or pop
  /// (rule `misuse.unbalancedNested`), where the navigation bar's line of this profile goes:
  /// at the interrupted transition's end up to iOS 12, at the request from iOS 13.
  func logUnbalanced(_ name: String?, atEnd: Bool) {
    guard let name, let bar = profile.text(.nestedNavigationBar),
      (bar.kind == .consoleAtEnd) == atEnd
    else { return }
    log(.unbalancedNested, MisuseText.Values(name: name))
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
