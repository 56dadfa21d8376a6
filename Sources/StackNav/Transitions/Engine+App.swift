/// The application as a launched scenario has it (`launch`).
struct Application {
  /// Whether it adopts the scene life cycle: the scene's delegate (`Scene#1`) hears what the
  /// app's (`App`) does not.
  let scenes: Bool
  /// Whether it is in the background.
  var inBackground: Bool
  /// Whether it preserves its state each time it enters the background (`launch ...
  /// restore=true`).
  var preserves = false

  /// The name its foreground and background lines print under.
  var speaker: String { scenes ? "Scene#1" : "App" }
}

extension Engine {
  /// `launch NAME`: the app's launch lines, the root made in code (or by the main
  /// storyboard) and shown, and the app or scene becoming active inside the root's first
  /// display (rules `app.launch`, `app.launchScenes`, `app.launchIntoBackground`,
  /// `app.sceneAdoptionWarning`). With `restore=true`, without scenes, UIKit restores the
  /// archived root or stack between the two launching lines (`restore(_:into:)`); with
  /// scenes, the app rebuilds the stack inside the scene's connection (rule
  /// `restore.scenes`).
  func launch(_ launch: Operation.Launch) throws(EngineError) {
    if launch.restored.count + 1 > limits.stackDepth {
      throw .limitExceeded(.stackDepth, limit: limits.stackDepth)
    }
    // The first display counts as about to start from the launch's first line on: what a
    // hook's code requests until the display's end waits for it (rule `hook.deferred`).
    schedule.hooks.prepareToStart()
    defer { move { schedule throws(Schedule.IllegalMove) in try schedule.hooks.started() } }
    let withScenes = launch.scenes ?? profile.has(.appLaunchScenes)
    let restores = launch.restore && profile.has(.restoreLaunch)
    application = Application(
      scenes: withScenes, inBackground: launch.intoBackground, preserves: restores)
    if restores, withScenes {
      note(
        .scenesRestoreNoController(names: ([launch.name] + launch.restored).joined(separator: " ")))
    }
    if !withScenes { log(.sceneAdoptionWarning, MisuseText.Values()) }
    let fromStoryboard = launch.windowFromStoryboard
    var root: Controller?
    /// The names above the first, as the app's code makes them to rebuild a restored stack
    /// with scenes (from the storyboard when the window comes from one).
    func rebuiltAbove() throws(EngineError) -> [Controller] {
      var above: [Controller] = []
      for name in launch.restored {
        let storyboard = storyboardMade(
          declaredTraits(of: name), windowFromStoryboard: fromStoryboard, scenes: true)
        above.append(try existingOrNew(name, fromStoryboard: storyboard))
      }
      return above
    }
    /// The window's root as the storyboard or the app's code makes it: the first name (in
    /// its navigation controller), and with scenes the rest of a restored stack, which the
    /// app sets as `setStack` does on an empty window.
    func makeRoot(withStack: Bool) throws(EngineError) -> Controller {
      if let root {
        if withStack {
          extendInitialStack(of: root, with: try rebuiltAbove(), rule: .navigationRootContainment)
        }
        return root
      }
      let first = try existingOrNew(launch.name, fromStoryboard: fromStoryboard)
      try checkNotInHierarchy(first)
      let stack = [first] + (withStack ? try rebuiltAbove() : [])
      let made = launch.embedInNavigation ? makeNavigation(stack: stack) : first
      root = made
      return made
    }
    let rebuilds = restores && withScenes
    // Without scenes, the main storyboard is loaded before the app delegate hears anything.
    if fromStoryboard, !withScenes { _ = try makeRoot(withStack: false) }
    let launchRule: RuleID = withScenes ? .appLaunchScenes : .appLaunch
    if profile.appHearsWillFinishLaunching {
      sendAppLine(.willFinishLaunching, from: "App", rule: launchRule)
    }
    if restores, !withScenes {
      // The app makes its window and first controller in willFinishLaunching, where the
      // restoration finds them.
      let made = try makeRoot(withStack: false)
      try restore(launch, into: made)
    }
    sendAppLine(.didFinishLaunching, from: "App", rule: launchRule)
    var lines: [Transition.AppLine] = []
    if withScenes {
      // The scene's storyboard makes the root before the scene connects; code makes it
      // inside scene(_:willConnectTo:).
      if fromStoryboard { _ = try makeRoot(withStack: false) }
      sendAppLine(.willConnect, from: "Scene#1", rule: rebuilds ? .restoreScenes : .appLaunchScenes)
      if !launch.intoBackground {
        // A storyboard window too is shown when scene(_:willConnectTo:) returns: the root
        // loads and hears viewWillAppear before the scene enters the foreground.
        lines += [
          .init(callback: .willEnterForeground, rule: .appLaunchScenes, place: .afterWills),
          .init(callback: .didBecomeActive, rule: .appLaunchScenes, place: .afterWills),
        ]
      }
    } else if !launch.intoBackground {
      lines.append(.init(callback: .didBecomeActive, rule: .appLaunch, place: .afterWills))
    }
    if launch.intoBackground {
      lines.append(
        .init(callback: .didEnterBackground, rule: .appLaunchIntoBackground, place: .atEndAlways))
    }
    let shown = try makeRoot(withStack: rebuilds)
    // A restored launch shows its whole first display under its own statement.
    setWindowRoot(shown, appLines: lines, waitsForTurnEnd: !launch.restore)
    if launch.intoBackground { preserveState() }
  }

  /// `background`: the app or scene resigns and enters the background; no view controller
  /// hears it (rule `app.background`).
  func enterBackground() {
    guard var application else { return }
    guard !application.inBackground else {
      note(.appAlready(state: "background", verb: "background"))
      return
    }
    sendAppLine(.willResignActive, from: application.speaker, rule: .appBackground)
    sendAppLine(.didEnterBackground, from: application.speaker, rule: .appBackground)
    application.inBackground = true
    self.application = application
    preserveState()
  }

  /// `foreground`: the app or scene enters the foreground and becomes active; no
  /// `viewWillAppear` (rule `app.foreground`).
  func enterForeground() {
    guard var application else { return }
    guard application.inBackground else {
      note(.appAlready(state: "foreground", verb: "foreground"))
      return
    }
    sendAppLine(.willEnterForeground, from: application.speaker, rule: .appForeground)
    sendAppLine(.didBecomeActive, from: application.speaker, rule: .appForeground)
    application.inBackground = false
    self.application = application
  }

  /// `interruption`: resign and become active again, nothing else (rule
  /// `app.interruption`).
  func interrupt() {
    guard let application else { return }
    guard !application.inBackground else {
      note(.interruptedInBackground)
      return
    }
    sendAppLine(.willResignActive, from: application.speaker, rule: .appInterruption)
    sendAppLine(.didBecomeActive, from: application.speaker, rule: .appInterruption)
  }

  /// The app lines a transition carries (among its `parts`) at `place`, from the app or its
  /// scene. (Asked three times a transition: the test for an app is made where it is asked,
  /// the call only when there is one; the parts, not the transition, handed over: a flight's
  /// transition handed over was copied whole.)
  @inline(__always)
  func sendAppLines(in parts: [Transition.Part], at place: Transition.Notice.Place) {
    if application != nil { sendAppLinesOfApp(in: parts, at: place) }
  }

  /// `sendAppLines`, once the scenario has an app.
  @inline(never)
  private func sendAppLinesOfApp(in parts: [Transition.Part], at place: Transition.Notice.Place) {
    guard let application else { return }
    for case .appLine(let line) in parts where line.place == place {
      sendAppLine(line.callback, from: application.speaker, rule: line.rule)
    }
  }

  /// A line of the app's or the scene's delegate: no controller, no state machine, UIKit
  /// as its cause.
  func sendAppLine(
    _ callback: Callback, from speaker: String, about target: String? = nil, rule id: RuleID
  ) {
    emit(
      .callback(
        CallbackRecord(
          controller: speaker, controllerID: -1, isImplicit: true, callback: callback,
          animated: nil, motion: [], parentArgument: nil, target: target, container: nil,
          containerKind: nil, rule: rule(cite(id)), cause: .uikit)))
    if schedule.hooks.hasArmedHooks, speaker == "App" {
      fireHooks(callback, of: speaker, caller: nil)
    }
  }
}
