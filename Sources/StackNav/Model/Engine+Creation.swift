/// Controllers made as statements name them, adopted by containers, and let go by the
/// statements that made them.
extension Engine {
  /// The controller a statement names, created (`init`) if this is its first mention.
  ///
  /// - Parameters:
  ///   - kind: what a new controller is (`pages` makes a page view controller).
  ///   - fromStoryboard: whether a storyboard instantiates a new controller (`awakeFromNib`).
  func existingOrNew(
    _ name: String, kind: Controller.Kind = .content, fromStoryboard: Bool = false,
    creationRule: RuleID = .creation
  ) throws(EngineError) -> Controller {
    // Hashed once for the lookups and the setting below.
    let hash = names.hash(of: name)
    var meaning = names[name, hash: hash]
    if case .alive(let slot)? = meaning { return controllerTable[slot] }
    // Creating ends what is in flight first (as `make` does), and a hook's code that runs
    // there may create this very name: it is looked up again then.
    if schedule.phase == .running, schedule.hasPending {
      finishInFlight()
      meaning = names[name, hash: hash]
    }
    var traits = Traits()
    switch meaning {
    case .alive(let slot)?: return controllerTable[slot]
    case .freed?: throw .nameFreed(name)
    case .freeStandingOwner?: throw .nameIsOwner(name)
    case .declared(let declared)?: traits = declared
    case nil: break
    }
    if fromStoryboard { traits.storyboard = true }
    // The name and the statement's reference come before `init`: a hook's code that runs
    // in it (`awakeFromNib`) finds the controller.
    return make(name, kind: kind, traits: traits, creationRule: creationRule) { controller in
      controller.nameEntry = Int32(names.set(name, hash: hash, to: .alive(slot: controller.slot)))
      retain(controller, .statement)
      schedule.adopt(controller)
    }
  }

  /// Creates a controller and sends it `init`; `registering` runs first, once the
  /// controller exists.
  func make(
    _ name: String, kind: Controller.Kind, traits: Traits, creationRule: RuleID = .creation,
    registering: (Controller) -> Void = { _ in }
  ) -> Controller {
    // Created after a transition's first half in its statement: the animation ends first.
    // (A `meanwhile` request that is issued creates during it.)
    if schedule.phase == .running { finishInFlight() }
    let controller = controllerTable.add(id: nextID, name: name, kind: kind, traits: traits)
    nextID += 1
    controller.memorySlot = inMemory.count
    inMemory.append(controller)
    registering(controller)
    send(.initialize, to: controller, rule: cite(creationRule))
    if traits.storyboard, let rule = profile.applied(.storyboardAwake) {
      send(.awakeFromNib, to: controller, rule: rule)
    }
    if traits.viewSource == .assignedInInit {
      controller.view = .loaded
    }
    return controller
  }

  /// Makes `child` the last child of `parent`, which retains it.
  func adopt(_ child: Controller, into parent: Controller) {
    parent.children.append(child)
    child.parent = parent
    retain(child, .container)
  }

  /// A statement's own references go, the last taken first.
  func releaseLocals(_ locals: Controllers) {
    for controller in locals.reversed() {
      release(controller, .statement)
    }
  }

  func declare(_ name: String, _ traits: Traits) throws(EngineError) {
    switch names[name] {
    case .alive?, .freed?: throw .traitsAfterCreation(name)
    case .declared?: throw .traitsRedeclared(name)
    case .freeStandingOwner?: throw .nameIsOwner(name)
    case nil: names.set(name, to: .declared(traits))
    }
  }
}
