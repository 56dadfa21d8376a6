extension Engine {
  /// The window's root becomes a tab bar controller with these tabs, the first selected;
  /// `embedInNavigation` wraps each tab in its own navigation controller. Each tab moves to
  /// the tab bar controller when it is given them (rule `containment.tabs`); only the first
  /// tab's view loads (rule `tab.loading`). With `containerName`, the tab bar controller is
  /// that container's child instead (rule `containment.tabBarChild`).
  func tabs(
    _ names: [String], embeddingInNavigation embedInNavigation: Bool, in containerName: String?
  ) throws(EngineError) {
    let container = try container(named: containerName)
    var tabs: [Controller] = []
    for name in names {
      let controller = try existingOrNew(name)
      if tabs.contains(where: { $0 === controller || $0.children.first === controller }) {
        throw .alreadyInHierarchy(controller.name, place: "one of the tabs")
      }
      try checkNotInHierarchy(controller)
      tabs.append(embedInNavigation ? makeNavigation(stack: [controller]) : controller)
    }
    tabBarCount += 1
    let tabBar = make("Tab#\(tabBarCount)", kind: .tabBar, traits: Traits())
    for tab in tabs {
      sendMove(.willMoveToParent, tab, to: tabBar)
      adopt(tab, into: tabBar)
      sendMove(.didMoveToParent, tab, to: tabBar)
    }
    try show(tabBar, in: container)
  }

  /// The tab bar controller selects the tab holding `name` (rule `tab.interleaving`), as
  /// code does: no delegate line (rule `delegate.tabBar`). The selection changes without
  /// callbacks when the tab bar controller is off screen.
  func select(_ name: String) throws(EngineError) {
    try selectTab(holding: name, tapped: false)
  }

  /// The user taps the tab holding `name`: with `include delegates`, the tab bar controller
  /// asks its delegate (`shouldSelect`, before anything else), selects, and tells it
  /// (`didSelect`, after the switch's will callbacks); a tap on the selected tab sends only
  /// the two lines (rule `delegate.tabBar`).
  func tap(_ name: String) throws(EngineError) {
    try selectTab(holding: name, tapped: true)
  }

  private func selectTab(holding name: String, tapped: Bool) throws(EngineError) {
    guard let controller = node(named: name) else {
      throw isFreed(name) ? .nameFreed(name) : .notATab(name)
    }
    try selectTab(holding: controller, tapped: tapped)
  }

  /// Selects the tab holding `controller` (a content controller, or a tab's own navigation
  /// controller, which has no name a scenario writes).
  func selectTab(holding controller: Controller, tapped: Bool = false) throws(EngineError) {
    let name = controller.name
    var tab = controller
    while let parent = tab.parent, parent.kind != .tabBar {
      tab = parent
    }
    guard let tabBar = tab.parent, let index = tabBar.children.firstIndex(where: { $0 === tab })
    else { throw .notATab(name) }
    charge(index + 1)
    let delegateRule =
      tapped && includes.contains(.delegates) ? profile.applied(.tabBarDelegate) : nil
    if let delegateRule {
      withCause(.of(tabBar)) {
        send(.shouldSelect, to: tabBar, rule: delegateRule, target: tab.name)
      }
    }
    guard index != tabBar.selectedIndex, let former = tabBar.visibleChild else {
      if let delegateRule {
        withCause(.of(tabBar)) {
          send(.didSelect, to: tabBar, rule: delegateRule, target: tab.name)
        }
      } else {
        note(.tabAlreadySelected(tab: controller.name))
      }
      return
    }
    tabBar.selectedIndex = index
    var parts: [Transition.Part] = []
    if let delegateRule {
      parts.append(
        .notice(
          .init(
            callback: .didSelect, controller: tabBar, target: tab, rule: delegateRule,
            place: .afterWills)))
    }
    guard tabBar.appearance.isInWindow else {
      for case .notice(let notice) in parts { send(notice) }
      return
    }
    play(
      Transition(
        kind: .tab, cause: .of(tabBar), animated: false, outgoing: Controllers(former),
        incoming: Controllers(tab),
        parts: parts))
  }
}
