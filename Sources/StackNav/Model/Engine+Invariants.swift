extension Engine {
  /// Checks the model's structural invariants between statements: one parent per node,
  /// links that agree both ways, only lasting edges, no transition half done, exactly the
  /// controllers in the window's visible layers appeared, and a schedule at rest.
  func checkInvariants() {
    for problem in schedule.problems { report("schedule: \(problem)") }
    var onScreen = Set<ObjectIdentifier>()
    if let windowRoot {
      var layer: Controller? = windowRoot
      while let current = layer {
        let covered = current.presented.map { hidesPresenter($0.presentationStyle) } ?? false
        if !covered {
          for controller in subtreeOnScreen(current) {
            onScreen.insert(ObjectIdentifier(controller))
          }
        }
        layer = current.presented
      }
    }
    var heldAsChild = Set<ObjectIdentifier>()
    for case let controller? in inMemory {
      for child in controller.children {
        if child.parent !== controller {
          report("\(child.name) is a child of \(controller.name) without pointing back")
        }
        if !heldAsChild.insert(ObjectIdentifier(child)).inserted {
          report("\(child.name) is held twice as a child")
        }
      }
    }
    for case let controller? in inMemory {
      let name = controller.name
      if controller.retainers.isEmpty { report("\(name) is alive with no owner") }
      if controller.retainers.contains(where: { !$0.isLasting }) {
        report("\(name) keeps a transient reference after its statement")
      }
      if let parent = controller.parent, !heldAsChild.contains(ObjectIdentifier(controller)) {
        report("\(name) has parent \(parent.name) that does not hold it")
      }
      if let presented = controller.presented, presented.presenter !== controller {
        report("\(presented.name) is presented by \(name) without pointing back")
      }
      if controller.presenter != nil, controller.parent != nil {
        report("\(name) is both presented and in a container")
      }
      if case .loading = controller.view { report("\(name) is still loading its view") }
      let shouldAppear = onScreen.contains(ObjectIdentifier(controller))
      switch (controller.appearance, shouldAppear) {
      case (.appeared, true), (.disappeared, false):
        break
      case _ where appearanceIsTheAppsAffair(controller):
        break
      default:
        report("\(name) is \(controller.appearance) but \(shouldAppear ? "on" : "off") screen")
      }
      if !controller.motion.isEmpty { report("\(name) keeps transition flags") }
    }
  }
}
