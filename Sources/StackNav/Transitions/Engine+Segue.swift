extension Engine {
  /// `segue NAME`: the source (the top-most visible controller, or `from`) is asked unless
  /// code performs the segue (rules `segue.declined`, `segue.byCode`); the storyboard then
  /// instantiates NAME (`awakeFromNib`, inside a new navigation controller with `embed`:
  /// `segue.embedNav`); the source prepares (`prepareForSegue`, reading the destination's view
  /// with `prepare=loadsView`: `segue.prepareLoadsView`); then the segue performs: a push by
  /// the source's navigation controller (Show, Push), else a presentation from the source
  /// (rules `segue.show`, `segue.present`, `segue.showWithoutNavigation`, `segue.showDetail`,
  /// `misuse.pushSegueWithoutNavigation`).
  func segue(
    _ name: String, kind: SegueKind, style: PresentationStyle?, embed: Bool, from: String?,
    animated: Bool, byCode: Bool, shouldPerform: Bool
  ) throws(EngineError) {
    let source: Controller
    if let from {
      source = try existingOrNew(from)
    } else if let top = topVisibleContent {
      source = top
    } else {
      note(.nothingToSegue(destination: name))
      return
    }
    switch names[name] {
    case .alive?, .freed?: throw .segueDestinationExists(name)
    case .freeStandingOwner?: throw .nameIsOwner(name)
    case .declared?, nil: break
    }
    let rule = cite(kind == .present ? .seguePresent : .segueShow)
    // UIKit asks the source only when a control triggers the segue.
    if !byCode, profile.has(.segueDeclined) {
      withCause(.uikit) { send(.shouldPerformSegue, to: source, rule: rule, target: name) }
      if !shouldPerform {
        note(.segueDeclined(source: source.name, destination: name))
        return
      }
    }
    let destination = try existingOrNew(name, fromStoryboard: true)
    var shown = destination
    if embed {
      // The storyboard's navigation controller: the statement holds it until the segue is
      // performed (or refused).
      shown = makeNavigation(stack: [destination])
      retain(shown, .statement)
      schedule.adopt(shown)
    }
    aboutToStart {
      withCause(.uikit) {
        send(
          .prepareForSegue, to: source, rule: embed ? cite(.segueEmbedNav) : rule,
          target: shown.name)
      }
      if source.traits.prepareLoadsView {
        loadViewIfNeeded(shown, rule: cite(.seguePrepareLoadsView))
      }
    }
    let navigation = kind == .show || kind == .push ? navigationController(holding: source) : nil
    if let navigation {
      if embed { try raise(.pushNavigationController, MisuseText.Values()) }
      if navigation.children.count >= limits.stackDepth {
        throw .limitExceeded(.stackDepth, limit: limits.stackDepth)
      }
      try request(holding: [destination, navigation], navigation: "push") {
        _ throws(EngineError) in
        guard destination.parent == nil, navigation.isAlive else { return }
        self.pushAnywhere(destination, onto: navigation, animated: animated)
      }
      return
    }
    if kind == .push {
      try raise(.pushSegueWithoutNavigation, MisuseText.Values(name: name))
    }
    // Show and Show Detail with no navigation controller to push: the source presents.
    guard mayPresent(destination, from: source) else { return }
    try presentRequest(
      shown, over: source, style: kind == .present ? style : nil, animated: animated)
  }
}
