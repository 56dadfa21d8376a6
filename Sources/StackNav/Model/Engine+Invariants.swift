extension Engine {
  /// Checks the model's structural invariants between statements: one parent per node,
  /// links that agree both ways, only lasting edges, no transition half done, exactly the
  /// controllers in the window's visible layers appeared, and a schedule at rest.
  func checkInvariants() {
    for problem in schedule.problems { report("schedule: \(problem)") }
    var onScreen = ControllerMarks(slots: controllerTable.count)
    if let windowRoot {
      var layer: Controller? = windowRoot
      while let current = layer {
        let covered = current.presented.map { hidesPresenter(of: $0) } ?? false
        if !covered {
          for controller in subtreeOnScreen(current) {
            onScreen.insert(controller)
          }
        }
        layer = current.presented
      }
    }
    var heldAsChild = ControllerMarks(slots: controllerTable.count)
    for case let controller? in inMemory {
      for child in controller.children {
        if child.parent !== controller {
          report("\(child.name) is a child of \(controller.name) without pointing back")
        }
        if !heldAsChild.insert(child) {
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
      if let parent = controller.parent, !heldAsChild.contains(controller) {
        report("\(name) has parent \(parent.name) that does not hold it")
      }
      if let presented = controller.presented, presented.presenter !== controller {
        report("\(presented.name) is presented by \(name) without pointing back")
      }
      if controller.presenter != nil, controller.parent != nil {
        report("\(name) is both presented and in a container")
      }
      if case .loading = controller.view { report("\(name) is still loading its view") }
      let shouldAppear = onScreen.contains(controller)
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
    for problem in rowProblems() { report(problem) }
  }

  /// What is wrong with the rows: each must be freed exactly when its controller is (a row
  /// counts as alive exactly while the list of controllers in memory holds it, a freed row
  /// keeps no link to another, and nothing alive, a row, the window, a name or an owner,
  /// links to a freed one). What a weak reference to a controller object once checked.
  package func rowProblems() -> [String] {
    var problems: [String] = []
    var inMemoryCount = 0
    for case let controller? in inMemory {
      inMemoryCount += 1
      if !controller.isAlive { problems.append("\(controller.name) is in memory but freed") }
      // Each link looked at where it is (a list of them all was made for every controller).
      func check(_ link: Controller?) {
        if let link, !link.isAlive {
          problems.append("\(controller.name) links to \(link.name), freed")
        }
      }
      for link in [controller.parent, controller.presented, controller.presenter, controller.host] {
        check(link)
      }
      for link in controller.children { check(link) }
      for link in controller.hosted { check(link) }
      for link in controller.pages { check(link) }
      for reference in controller.ownedReferences { check(reference.target) }
    }
    var aliveCount = 0
    for slot in 0..<controllerTable.count {
      let controller = controllerTable[slot]
      if controller.isAlive {
        aliveCount += 1
        continue
      }
      if controller.parent != nil || controller.presented != nil || controller.presenter != nil
        || controller.host != nil || !controller.children.isEmpty || !controller.hosted.isEmpty
        || !controller.pages.isEmpty || !controller.ownedReferences.isEmpty
        || !controller.retainers.isEmpty
      {
        problems.append("\(controller.name) is freed but keeps a link")
      }
    }
    if aliveCount != inMemoryCount {
      problems.append("\(aliveCount) rows alive, \(inMemoryCount) controllers in memory")
    }
    for case .alive(let slot) in names.meanings where !controllerTable[slot].isAlive {
      problems.append("the name \(controllerTable[slot].name) stands for a freed controller")
    }
    // Where a controller's dealloc marks its name freed: the table's entry of that name.
    for case let controller? in inMemory where controller.isNamed {
      if case (let name, .alive(let slot))? = names.entry(Int(controller.nameEntry)),
        name == controller.name, slot == controller.slot
      {
        continue
      }
      problems.append("the name table's entry for \(controller.name) is not its name")
    }
    if let windowRoot, !windowRoot.isAlive {
      problems.append("the window holds \(windowRoot.name), freed")
    }
    for reference in freeStandingReferences where !reference.target.isAlive {
      problems.append("\(reference.owner) holds \(reference.target.name), freed")
    }
    return problems
  }
}
