/// The application as a launched scenario has it (`launch`).
struct Application {
  /// Whether it adopts the scene life cycle: the scene's delegate (`Scene#1`) hears what the
  /// app's (`App`) does not.
  let scenes: Bool
  /// Whether it is in the background.
  var inBackground: Bool

  /// The name its foreground and background lines print under.
  var speaker: String { scenes ? "Scene#1" : "App" }
}

extension Engine {
  /// `launch NAME`: the app's launch lines, the root made in code (or by the main
  /// storyboard) and shown, and the app or scene becoming active inside the root's first
  /// display (rules `app.launch`, `app.launchScenes`, `app.launchIntoBackground`,
  /// `app.sceneAdoptionWarning`).
  func launch(
    _ name: String, embed: Bool, scenes: Bool?, windowFromStoryboard: Bool,
    intoBackground: Bool
  ) throws(EngineError) {
    let withScenes = scenes ?? profile.has(.appLaunchScenes)
    application = Application(scenes: withScenes, inBackground: intoBackground)
    if !withScenes { log(.sceneAdoptionWarning, MisuseText.Values()) }
    var root: Controller?
    func makeRoot() throws(EngineError) -> Controller {
      if let root { return root }
      let controller = try existingOrNew(name, fromStoryboard: windowFromStoryboard)
      try checkNotInHierarchy(controller)
      let made = embed ? makeNavigation(stack: [controller]) : controller
      root = made
      return made
    }
    // Without scenes, the main storyboard is loaded before the app delegate hears anything.
    if windowFromStoryboard, !withScenes { _ = try makeRoot() }
    let launchRule: RuleID = withScenes ? .appLaunchScenes : .appLaunch
    if profile.appHearsWillFinishLaunching {
      sendAppLine(.willFinishLaunching, from: "App", rule: launchRule)
    }
    sendAppLine(.didFinishLaunching, from: "App", rule: launchRule)
    var lines: [Transition.AppLine] = []
    if withScenes {
      // The scene's storyboard makes the root before the scene connects; code makes it
      // inside scene(_:willConnectTo:).
      if windowFromStoryboard { _ = try makeRoot() }
      sendAppLine(.willConnect, from: "Scene#1", rule: .appLaunchScenes)
      if !intoBackground {
        // A storyboard window too is shown when scene(_:willConnectTo:) returns: the root
        // loads and hears viewWillAppear before the scene enters the foreground.
        lines += [
          .init(callback: .willEnterForeground, rule: .appLaunchScenes, place: .afterWills),
          .init(callback: .didBecomeActive, rule: .appLaunchScenes, place: .afterWills),
        ]
      }
    } else if !intoBackground {
      lines.append(.init(callback: .didBecomeActive, rule: .appLaunch, place: .afterWills))
    }
    if intoBackground {
      lines.append(
        .init(callback: .didEnterBackground, rule: .appLaunchIntoBackground, place: .atEndAlways))
    }
    setWindowRoot(try makeRoot(), appLines: lines)
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
  func sendAppLine(_ callback: Callback, from speaker: String, rule id: RuleID) {
    emit(
      .callback(
        CallbackRecord(
          controller: speaker, controllerID: -1, isImplicit: true, callback: callback,
          animated: nil, motion: [], parentArgument: nil, target: nil, container: nil,
          containerKind: nil, rule: rule(cite(id)), cause: .uikit)))
    if schedule.hooks.hasArmedHooks, speaker == "App" {
      fireHooks(callback, of: speaker, caller: nil)
    }
  }
}
