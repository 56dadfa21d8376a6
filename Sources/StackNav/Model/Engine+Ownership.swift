extension Engine {
  /// Adds an ownership edge into `controller`.
  func retain(_ controller: Controller, _ retainer: Retainer) {
    controller.retainers.append(retainer)
  }

  /// Removes one ownership edge into `controller`; the last one deallocates it.
  func release(_ controller: Controller, _ retainer: Retainer) {
    guard controller.retainers.remove(retainer) else {
      report("\(controller.name) released by \(retainer) it does not have")
      return
    }
    if controller.retainers.isEmpty {
      deallocate(controller)
    }
  }

  /// Deallocates `first` and, depth first, everything only it kept alive (rule
  /// `free.cascade`). Iterative, so a cascade through a million controllers needs no deep
  /// call stack.
  func deallocate(_ first: Controller) {
    // Each controller with the cause of its freeing: the first's releaser, then, down the
    // cascade, the controller whose own dealloc let go of it.
    // The first is taken apart on its own: most free nothing else, and need no list.
    var pending: [(Controller, Origin)] = []
    var next: (Controller, Origin)? = (first, cause)
    while let (controller, freedBy) = next ?? pending.popLast() {
      next = nil
      withCause(freedBy) { send(.dealloc, to: controller, rule: cite(.freeOnLastRelease)) }
      controllerTable.free(controller)
      inMemory[controller.memorySlot] = nil
      holesInMemory += 1
      if controller.isNamed {
        names.setMeaning(ofEntry: Int(controller.nameEntry), to: .freed)
      }
      if controller.parent != nil {
        report("\(controller.name) deallocated while its parent still holds it")
        controller.parent = nil
      }
      // A view added without containment stays where it is; only the links go.
      detachFromHost(controller)
      for guest in controller.hosted {
        // Its view went with its host's: what it last heard stays, the app's affair now.
        guest.host = nil
        if guest.appearance != .disappeared { guest.appearanceByHand = true }
      }
      controller.hosted = []
      var freed: [Controller] = []
      for child in controller.children {
        child.parent = nil
        if drop(child, .container) { freed.append(child) }
      }
      controller.children = []
      if let presented = controller.presented {
        presented.presenter = nil
        presented.presentationStyle = nil
        presented.presentationAdapts = true
        presented.isModalInPresentation = false
        controller.presented = nil
        if drop(presented, .presenter) { freed.append(presented) }
      }
      for reference in controller.ownedReferences
      where drop(reference.target, .named(reference.owner)) {
        freed.append(reference.target)
      }
      controller.ownedReferences = OrderedBag()
      // Its data source's pages went with the references above.
      controller.pages = []
      if !freed.isEmpty {
        let freer = Origin.of(controller)
        pending.append(contentsOf: freed.reversed().map { ($0, freer) })
      }
    }
    compactInMemoryIfSparse()
  }

  /// Takes `controller` out of the list of views added to its host's view, if it is in one.
  func detachFromHost(_ controller: Controller) {
    guard let host = controller.host else { return }
    remove(controller, from: &host.hosted)
    controller.host = nil
  }

  /// Removes one edge without deallocating; returns whether it was the last one.
  private func drop(_ controller: Controller, _ retainer: Retainer) -> Bool {
    guard controller.retainers.remove(retainer) else {
      report("\(controller.name) released by \(retainer) it does not have")
      return false
    }
    return controller.retainers.isEmpty
  }

  /// Closes the holes in `inMemory` once they are the majority, so that memory stays
  /// proportional to the controllers alive.
  func compactInMemoryIfSparse() {
    guard holesInMemory > 64, holesInMemory * 2 > inMemory.count else { return }
    inMemory.removeAll { $0 == nil }
    for (slot, controller) in inMemory.enumerated() {
      controller?.memorySlot = slot
    }
    holesInMemory = 0
  }

  // MARK: Named owners

  func retain(_ name: String, by owner: String) throws(EngineError) {
    let target = try existingOrNew(name)
    let head = Engine.ownerHead(owner)
    switch names[head] {
    case .alive(let slot)?:
      controllerTable[slot].ownedReferences.append(NamedReference(owner: owner, target: target))
    case .freed?:
      throw .nameFreed(head)
    case .declared?, .freeStandingOwner?, nil:
      freeStandingReferences.append(NamedReference(owner: owner, target: target))
      if names[head] == nil { names.set(head, to: .freeStandingOwner) }
    }
    retain(target, .named(owner))
  }

  func release(_ name: String, by owner: String) throws(EngineError) {
    guard let target = node(named: name) else {
      throw isFreed(name) ? .nameFreed(name) : .notRetained(name, owner: owner)
    }
    let head = Engine.ownerHead(owner)
    let reference = NamedReference(owner: owner, target: target)
    let dropped =
      node(named: head)?.ownedReferences.removeOldest(reference) == true
      || freeStandingReferences.removeOldest(reference)
    guard dropped else {
      throw isFreed(head) ? .nameFreed(head) : .notRetained(name, owner: owner)
    }
    release(target, .named(owner))
  }

  /// Whether `name` belonged to a controller now deallocated.
  func isFreed(_ name: String) -> Bool {
    if case .freed? = names[name] { return true }
    return false
  }

  /// The controller name an owner belongs to: `B` for `B` and `B.timer`.
  static func ownerHead(_ owner: String) -> String {
    guard let dot = owner.firstIndex(of: ".") else { return owner }
    return String(owner[..<dot])
  }

  // MARK: Leaks

  /// Every controller alive but unreachable from the window or a free-standing owner, with
  /// the edges that keep it alive, in creation order.
  func leaks() -> [Finding] {
    var reachable = ControllerMarks(slots: controllerTable.count)
    var pending: [Controller] = []
    func visit(_ controller: Controller) {
      if reachable.insert(controller) { pending.append(controller) }
    }
    if let windowRoot { visit(windowRoot) }
    for reference in freeStandingReferences { visit(reference.target) }
    while let controller = pending.popLast() {
      for child in controller.children { visit(child) }
      if let presented = controller.presented { visit(presented) }
      for reference in controller.ownedReferences { visit(reference.target) }
    }
    var leaks: [Finding] = []
    // (Made only for a leak: most runs have none.)
    var slots: SlotIndex?
    for case let controller? in inMemory where !reachable.contains(controller) {
      if slots == nil { slots = SlotIndex() }
      let (path, isCycle) = retainPath(to: controller, slots: slots)
      leaks.append(.leak(controller: controller.name, path: path, isCycle: isCycle))
    }
    return leaks
  }

  /// The chain of edges keeping `controller` alive, read from owner to owned, following each
  /// controller's oldest lasting edge back until a controller repeats.
  func retainPath(to controller: Controller, slots: SlotIndex? = nil) -> (
    [Finding.RetainStep], Bool
  ) {
    var steps: [Finding.RetainStep] = []
    var seen: Set<Controller> = [controller]
    var current = controller
    while let (label, owner) = lastingOwner(of: current, slots: slots) {
      steps.append(Finding.RetainStep(label: label, target: current.name))
      guard let owner else { break }
      guard seen.insert(owner).inserted else {
        return (steps.reversed(), true)
      }
      current = owner
    }
    return (steps.reversed(), false)
  }

  /// The label of the oldest lasting edge into `controller`, and the controller owning it.
  func lastingOwner(of controller: Controller, slots: SlotIndex? = nil) -> (
    String, Controller?
  )? {
    for retainer in controller.retainers {
      switch retainer {
      case .window:
        return ("window.rootViewController", nil)
      case .container:
        guard let parent = controller.parent else { continue }
        return (slotLabel(of: controller, in: parent, slots: slots), parent)
      case .presenter:
        guard let presenter = controller.presenter else { continue }
        return ("\(presenter.name).presentedViewController", presenter)
      case .named(let owner):
        return (owner, self.node(named: Engine.ownerHead(owner)))
      case .statement, .transition, .autorelease:
        continue
      }
    }
    return nil
  }

  /// `Nav#1.viewControllers[2]`, `Tab#1.viewControllers[0]` or `P.children[1]`.
  ///
  /// A report that labels many children of one parent (a leak report, an ownership graph)
  /// passes `slots`, which indexes each parent's children once: labelling them all is then
  /// linear, not quadratic.
  func slotLabel(
    of child: Controller, in parent: Controller, slots: SlotIndex? = nil
  ) -> String {
    let index =
      slots?.index(of: child, in: parent) ?? parent.children.firstIndex { $0 === child } ?? 0
    let property = parent.kind == .content ? "children" : "viewControllers"
    return "\(parent.name).\(property)[\(index)]"
  }
}

/// Each parent's children by position, built the first time a parent is asked about.
final class SlotIndex {
  private var positions: [Controller: [Controller: Int]] = [:]

  func index(of child: Controller, in parent: Controller) -> Int? {
    if positions[parent] == nil {
      var map: [Controller: Int] = [:]
      map.reserveCapacity(parent.children.count)
      for (position, sibling) in parent.children.enumerated() {
        map[sibling] = position
      }
      positions[parent] = map
    }
    return positions[parent]?[child]
  }
}
