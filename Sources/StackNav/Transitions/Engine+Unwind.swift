extension Engine {
  /// `unwind to NAME` from the top-most visible controller S: S is asked unless code unwinds
  /// (`shouldPerformSegue`), UIKit searches for the controller that handles the unwind
  /// (`unwind.search`), S prepares, the destination's unwind action runs, then the unwind
  /// performs: a dismissal of what the destination's layer presents, then each controller on
  /// the way to the destination tells the next (a navigation controller pops, a tab bar
  /// controller selects) (rules `unwind.order`, `unwind.perform`, `unwind.noDestination`).
  func unwind(to name: String, byCode: Bool, animated: Bool, shouldPerform: Bool)
    throws(EngineError)
  {
    guard let destination = node(named: name) else {
      if case .freed? = names[name] { throw .nameFreed(name) }
      throw .unknownController(name)
    }
    guard let source = caller ?? topVisibleContent else {
      note(.nothingToUnwindFrom)
      return
    }
    let order = cite(.unwindOrder)
    if !byCode {
      withCause(.uikit) { send(.shouldPerformSegue, to: source, rule: order, target: name) }
      if !shouldPerform {
        note(.unwindDeclined(source: source.name, destination: name))
        return
      }
    }
    guard let found = unwindDestination(from: source, for: destination) else {
      note(.noUnwindDestination(destination: name))
      return
    }
    aboutToStart {
      withCause(.uikit) {
        send(.prepareForSegue, to: source, rule: order, target: found.name)
        send(.unwindAction, to: found, rule: order, target: source.name)
      }
    }
    try request(holding: [source, found]) { _ throws(EngineError) in
      guard source.isAlive, found.isAlive else { return }
      self.performUnwind(from: source, to: found, animated: animated)
    }
  }

  /// UIKit's search (rule `unwind.search`): from S's parent or presenter up, each controller
  /// lists its other children (a navigation controller top first), each of which is searched
  /// the same way, its own children first, then asked; the first that answers yes (the
  /// destination, and not S) ends the search. The questions show with `include unwinding`.
  func unwindDestination(from source: Controller, for target: Controller) -> Controller? {
    let rule = played.contains(.unwinding) ? profile.applied(.unwindSearch) : nil
    func ask(_ callback: Callback, _ controller: Controller) {
      guard let rule else { return }
      withCause(.uikit) { send(callback, to: controller, rule: rule) }
    }
    func children(of controller: Controller, besides excluded: Controller?) -> [Controller] {
      let listed: [Controller] =
        switch controller.kind {
        case .navigation: controller.children.reversed()
        case .page: controller.visibleChild.map { [$0] } ?? []
        case .content, .tabBar: controller.children
        }
      return listed.filter { $0 !== excluded }
    }
    var child = source
    var current = source.parent ?? source.presenter
    while let candidate = current {
      ask(.allowedChildrenForUnwinding, candidate)
      for allowed in children(of: candidate, besides: child) {
        // Depth first, each controller's children before it, without recursion.
        var pending: [(Controller, asked: Bool)] = [(allowed, false)]
        while let (node, asked) = pending.popLast() {
          if asked {
            ask(.canPerformUnwindSegueAction, node)
            if node === target { return node }
            continue
          }
          ask(.allowedChildrenForUnwinding, node)
          pending.append((node, true))
          for below in children(of: node, besides: nil).reversed() {
            pending.append((below, false))
          }
        }
      }
      ask(.canPerformUnwindSegueAction, candidate)
      if candidate === target { return candidate }
      child = candidate
      current = candidate.parent ?? candidate.presenter
    }
    return nil
  }

  /// The unwind's perform (rule `unwind.perform`): what the destination's layer presents is
  /// dismissed first; then each controller on the way from there (or from S) to the
  /// destination gets `unwindForSegue` with the next one (`include unwinding`), a navigation
  /// controller popping to it and a tab bar controller selecting it.
  func performUnwind(from source: Controller, to destination: Controller, animated: Bool) {
    // The way from S up to the first controller that holds the destination, then down to it.
    var holders: [Controller] = []
    var holder: Controller? = destination
    while let current = holder {
      holders.append(current)
      holder = current.parent
    }
    var path: [Controller] = []
    var node: Controller? = source
    while let current = node, !holders.contains(where: { $0 === current }) {
      charge(holders.count)
      path.append(current)
      node = current.parent ?? current.presenter
    }
    guard let meeting = node, let index = holders.firstIndex(where: { $0 === meeting }) else {
      return
    }
    path += holders[...index].reversed()
    let layer = layerRoot(of: destination)
    if layerRoot(of: source) !== layer, let presented = layer.presented {
      dismissPresentation(of: presented, animated: animated)
      finishInFlight()
    }
    let rule = played.contains(.unwinding) ? profile.applied(.unwindPerform) : nil
    for (controller, next) in zip(path, path.dropFirst()) where controller.isAlive {
      if let rule {
        withCause(.uikit) { send(.unwindForSegue, to: controller, rule: rule, target: next.name) }
      }
      switch controller.kind {
      case .navigation:
        if let position = controller.children.lastIndex(where: { $0 === next }),
          position < controller.children.count - 1
        {
          charge(controller.children.count - position)
          popStack(of: controller, to: position, animated: animated)
        }
      case .tabBar:
        if controller.visibleChild !== next { try? selectTab(holding: next) }
      case .content, .page:
        break
      }
    }
  }
}
