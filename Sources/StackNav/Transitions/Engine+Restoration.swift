/// State preservation and restoration: a `launch ... restore=true` without scenes restores
/// the archived root or navigation stack between the two launching lines, and each move to
/// the background preserves what the window shows (rules `restore.*`, `preserve.*`).
extension Engine {
  /// The restoration of `launch` (without scenes), the first controller `root` (or its
  /// navigation controller) made in `willFinishLaunching`: the app delegate agrees, UIKit
  /// makes the names above the first, every restored controller loads its view, the
  /// decodes run down the chain (a navigation controller's takes its stack back), the app
  /// delegate hears the end, then each controller (rules `restore.launch`,
  /// `restore.creation`, `restore.decode`, `restore.finished`).
  func restore(_ launch: Operation.Launch, into root: Controller) throws(EngineError) {
    try withCause(.uikit) { () throws(EngineError) in
      sendAppLine(.shouldRestoreState, from: "App", rule: .restoreLaunch)
      var above: [Controller] = []
      for name in launch.restored {
        above.append(
          try restoredController(name, windowFromStoryboard: launch.windowFromStoryboard))
      }
      let first = root.kind == .navigation ? root.children[0] : root
      let restored = (root === first ? [] : [root]) + [first] + above
      for controller in restored {
        loadViewIfNeeded(controller, rule: cite(.restoreDecode))
      }
      // A view's code may have placed a name the decode is about to take (a hook's
      // `addChild`): a move StackNav does not model.
      for controller in above { try checkNotInHierarchy(controller) }
      for controller in restored {
        send(.decodeRestorableState, to: controller, rule: .restoreDecode)
        // A navigation controller's decode sets its stack back, as `setViewControllers`
        // before a first display does.
        if controller === root, root !== first {
          extendInitialStack(of: root, with: above, rule: .navigationRootContainment)
        }
      }
      sendAppLine(.didDecodeState, from: "App", rule: .restoreLaunch)
      if let rule = profile.applied(.restoreFinished) {
        for controller in restored where controller.isAlive {
          send(.applicationFinishedRestoringState, to: controller, rule: rule)
        }
      }
    }
  }

  /// A name above the first of a restored stack, made the way its trait names (rule
  /// `restore.creation`): by its restoration class (a class method's line before its
  /// `init`), by the app delegate, or from its storyboard.
  private func restoredController(
    _ name: String, windowFromStoryboard: Bool
  ) throws(EngineError) -> Controller {
    let traits = declaredTraits(of: name)
    let fromStoryboard = storyboardMade(
      traits, windowFromStoryboard: windowFromStoryboard, scenes: false)
    switch traits.restoration ?? (fromStoryboard ? .storyboard : .class) {
    case .class: sendClassLine(.viewControllerWithRestorationIdentifierPath, of: name)
    case .app:
      sendAppLine(
        .viewControllerWithRestorationIdentifierPath, from: "App", about: name,
        rule: .restoreCreation)
    case .storyboard: break
    }
    return try existingOrNew(name, fromStoryboard: fromStoryboard, creationRule: .restoreCreation)
  }

  /// Whether a storyboard makes a restored name above the first: its own trait says so, or
  /// the window comes from the storyboard and no `restoration=` trait names another maker.
  /// With scenes `restoration=` does nothing: the app's code asks the storyboard for it
  /// when the window comes from one.
  func storyboardMade(_ traits: Traits, windowFromStoryboard: Bool, scenes: Bool) -> Bool {
    let restoration = scenes ? nil : traits.restoration
    return traits.storyboard || restoration == .storyboard
      || (windowFromStoryboard && restoration == nil)
  }

  /// The traits `name` was declared with (`controller`), or the default ones.
  func declaredTraits(of name: String) -> Traits {
    if case .declared(let traits)? = names[name] { return traits }
    return Traits()
  }

  /// A class method's line, which names a controller that does not exist yet (`X
  /// viewControllerWithRestorationIdentifierPath`, rule `restore.creation`).
  private func sendClassLine(_ callback: Callback, of name: String) {
    emit(
      .callback(
        CallbackRecord(
          controller: name, controllerID: -1, isImplicit: false, callback: callback,
          animated: nil, motion: [], parentArgument: nil, target: nil, container: nil,
          containerKind: nil, rule: rule(cite(.restoreCreation)), cause: .uikit)))
  }

  /// What a move to the background preserves, after a `launch ... restore=true`: with
  /// scenes the scene's delegate is asked for its restoration activity (rule
  /// `preserve.scenes`); without, the app delegate agrees and hears the start, then every
  /// controller of the window's hierarchy encodes, each before what it holds (rule
  /// `preserve.background`).
  func preserveState() {
    guard let application, application.preserves, application.inBackground else { return }
    withCause(.uikit) {
      if application.scenes {
        if let rule = profile.applied(.preserveScenes) {
          sendAppLine(.stateRestorationActivity, from: "Scene#1", rule: rule)
        }
        return
      }
      sendAppLine(.shouldSaveState, from: "App", rule: .preserveBackground)
      sendAppLine(.willEncodeState, from: "App", rule: .preserveBackground)
      for controller in preservedControllers() where controller.isAlive {
        send(.encodeRestorableState, to: controller, rule: .preserveBackground)
      }
    }
  }

  /// The controllers a preservation encodes, in order: the window's root, then, for each
  /// controller visited, the stack of a navigation controller or the tabs of a tab bar
  /// controller (loaded or not), then what it presents. Children the app's own containers
  /// hold, pages, views added without containment and alerts have no restoration identifier.
  /// A loop over a list of what is left to visit: no recursion grows with the hierarchy.
  func preservedControllers() -> [Controller] {
    guard let root = windowRoot else { return [] }
    var order: [Controller] = []
    var toVisit = [root]
    while let controller = toVisit.popLast() {
      order.append(controller)
      var next: [Controller] = []
      if controller.kind == .navigation || controller.kind == .tabBar {
        next += controller.children
      }
      if let presented = controller.presented, presented.alertStyle == nil {
        next.append(presented)
      }
      toVisit += next.reversed()
    }
    return order
  }
}
