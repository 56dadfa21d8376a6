/// The schedule's hooks: those armed, those running with their own locals, the transitions
/// their code requested that wait for the one in progress, and what is in progress.
///
///     armed ──its NAME WORD callback──▶ running (its locals its own) ──STATEMENT ends──▶ gone
///                                          │ a transition requested while another is
///                                          ▼ in progress or about to start
///                                        deferred ──the one in progress ends──▶ played, in
///                                                                               request order
extension Schedule {
  /// A hook waiting for its callback.
  struct ArmedHook {
    let hook: Hook
    /// Its place among the scenario's `on` statements.
    let serial: Int
  }

  /// A transition a hook's code requested while another was in progress: its perform, the
  /// controllers it holds while it waits (nothing it will show is freed), and its hook.
  struct DeferredRequest {
    let perform: () throws(EngineError) -> Void
    let held: [Controller]
    let hook: Int
    /// The host a deferred presentation is made from: busy until it plays.
    let host: Controller?
  }

  /// A transition being played.
  struct Progress {
    let kind: Transition.Kind
    let animated: Bool
    /// Who runs it: a presentation's host, a navigation controller.
    let cause: Origin
    /// What it brings on screen whose views have not entered the window yet (emptied at
    /// the transition's layout pass, when they have).
    var arriving: [Controller]
    /// Whether its `did` callbacks have started.
    var inSecondHalf = false
    /// Whether it is ending: its completions and frees, once its host is free again.
    var ending = false
    /// The presentations it takes down, gone from their host once it is ending.
    var dismissed: [Controller] = []
    /// Views a hook's code put under an arriving view: they enter the window with it, laid
    /// out after what it brings (rule `view.insideTransition`).
    var passengers: [Controller] = []
  }

  /// Arms `hook`: it fires at its controller's next such callback.
  mutating func arm(_ hook: Hook) {
    armed.append(ArmedHook(hook: hook, serial: hooksDeclared))
    hooksDeclared += 1
    hasArmedHooks = true
  }

  /// Disarms and returns the hooks on `name`'s `callback`, in declaration order.
  mutating func disarm(_ name: String, _ callback: Callback) -> [ArmedHook] {
    guard armed.contains(where: { $0.hook.callback == callback && $0.hook.name == name }) else {
      return []
    }
    var due: [ArmedHook] = []
    armed.removeAll { armedHook in
      guard armedHook.hook.callback == callback, armedHook.hook.name == name else { return false }
      due.append(armedHook)
      return true
    }
    hasArmedHooks = !armed.isEmpty
    return due
  }

  /// How deep hooks are nested now.
  var hookDepth: Int { runningHooks.count }

  /// The innermost running hook's serial, if a hook runs.
  var currentHook: Int? { runningHooks.last?.serial }

  /// Whether a transition is in progress or about to start: one being played, one in
  /// flight, a segue prepared and not performed yet, or requests already waiting (a new
  /// one joins the end of their order).
  var transitionInProgress: Bool {
    !progress.isEmpty || hasPending || starting > 0 || playsDeferred || hasDeferred
  }

  /// Whether progress is tracked: only while a hook could fire or run.
  var tracksProgress: Bool { hasArmedHooks || !runningHooks.isEmpty }

  /// Queues a request until the transition in progress ends.
  mutating func postpone(_ request: DeferredRequest) {
    deferred.append(request)
  }

  /// The next deferred request to play, if any.
  mutating func takeDeferred() -> DeferredRequest? {
    guard nextDeferred < deferred.count else {
      if !deferred.isEmpty {
        deferred = []
        nextDeferred = 0
      }
      return nil
    }
    let request = deferred[nextDeferred]
    nextDeferred += 1
    return request
  }

  /// Whether requests wait.
  var hasDeferred: Bool { nextDeferred < deferred.count }

  /// Whether `host` presents or dismisses now, or a presentation from it waits: a present
  /// from it is made while a presentation is in progress.
  func isBusy(_ host: Controller) -> Bool {
    let cause = Origin.of(host)
    if progress.contains(where: { $0.kind == .modal && !$0.ending && $0.cause == cause }) {
      return true
    }
    return deferred[nextDeferred...].contains { $0.host === host }
  }

  /// Whether `presented` is taken down by a dismissal that is ending: its host no longer
  /// counts it as presented (rule `hook.presentInCompletion`).
  func isEndingDismissal(of presented: Controller) -> Bool {
    progress.contains { $0.ending && $0.dismissed.contains { $0 === presented } }
  }

  /// Whether the innermost transition being played is an animated push or pop before its
  /// `did` callbacks (a navigation request then nests, rule `hook.nestedNavigation`).
  var inAnimatedNavigation: Bool {
    guard let innermost = progress.last else { return false }
    return innermost.kind == .navigation && innermost.animated && !innermost.inSecondHalf
  }

  /// Adds `controllers` to the views entering the window with `host`'s, in the innermost
  /// transition bringing `host` on screen.
  mutating func board(_ controllers: [Controller], with host: Controller) {
    guard let index = progress.lastIndex(where: { $0.arriving.contains { $0 === host } }) else {
      return
    }
    progress[index].passengers += controllers
  }

  /// Whether `controller`'s view has yet to enter the window in a transition being played.
  func isArriving(_ controller: Controller) -> Bool {
    progress.contains { $0.arriving.contains { $0 === controller } }
  }
}
