/// The transition engine: plays operations on a model of UIKit and records the callbacks
/// UIKit would make, in order.
///
/// The engine holds the window, every controller in memory and the ownership graph. Each
/// operation runs to completion (transitions included) and appends its events to `events`,
/// which the caller drains. Orderings come from the profile's rules, never from lists
/// (DESIGN.md, principle 1).
public final class Engine {
  /// The rule set the engine follows.
  public let profile: Profile
  /// Events recorded since the caller last cleared them.
  public private(set) var events: [TraceEvent] = []
  /// `window.rootViewController`.
  public internal(set) var windowRoot: Controller?
  /// Problems the engine found in its own state: each one is a bug in StackNav.
  public private(set) var inconsistencies: [String] = []

  /// Controllers the scenario created by name and that are alive.
  var byName: [String: Controller] = [:]
  /// Names whose controller was deallocated.
  var freedNames: Set<String> = []
  /// Traits declared for controllers not created yet.
  var declaredTraits: [String: Traits] = [:]
  /// Every controller in memory, in creation order; a freed one leaves a hole (so that the
  /// object really goes) until the holes are compacted away.
  var inMemory: [Controller?] = []
  /// How many holes `inMemory` has.
  var holesInMemory = 0
  /// References held by owners that are not controllers (`Cache`), in the order taken.
  var freeStandingReferences: [(owner: String, target: Controller)] = []
  /// First words of free-standing owners, which no controller may take as its name.
  var freeStandingOwnerHeads: Set<String> = []
  /// Controllers created by the current statement, which holds them until it ends.
  var statementLocals: [Controller] = []
  /// Whether the status bar is hidden (changed by `loadView=statusBar`).
  var statusBarHidden = false
  var nextID = 0
  var navigationCount = 0
  var tabBarCount = 0

  /// Creates an engine with an empty window.
  public init(profile: Profile = .documented) {
    self.profile = profile
  }

  /// Plays one operation to completion.
  ///
  /// - Throws: `EngineError.raised` when UIKit would raise (the exception is also the last
  ///   event); other cases when the scenario asks for something impossible.
  public func perform(_ operation: Operation) throws(EngineError) {
    switch operation {
    case .root(let name): try root(name)
    case .push(let names, let animated): try push(names, animated: animated)
    case .pop(let animated): pop(animated: animated)
    case .present(let name, let presenter, let style, let embed, let animated):
      try present(
        name, from: presenter, style: style, embedInNavigation: embed, animated: animated)
    case .dismiss(let name, let animated): try dismiss(name, animated: animated)
    case .memoryWarning: memoryWarning()
    case .retain(let name, let owner): try retain(name, by: owner)
    case .release(let name, let owner): try release(name, by: owner)
    case .accessView(let name): loadViewIfNeeded(try existingOrNew(name), rule: profile.lazyLoading)
    case .unloadView(let name): unloadView(try existingOrNew(name))
    case .declare(let name, let traits): try declare(name, traits)
    case .popToRoot(let animated): popToRoot(animated: animated)
    case .popTo(let name, let animated): try popTo(name, animated: animated)
    case .setStack(let names, let animated): try setStack(names, animated: animated)
    case .swipeBack(let cancelled): swipeBack(cancelled: cancelled)
    case .swipeDown(let cancelled): swipeDown(cancelled: cancelled)
    case .tabs(let names, let embed): try tabs(names, embeddingInNavigation: embed)
    case .select(let name): try select(name)
    case .addChild(let child, let parent): try addChild(child, to: parent)
    case .removeChild(let name): try removeChild(name)
    }
    endStatement()
  }

  /// Ends the scenario: reports every controller left alive but unreachable as a leak.
  public func finish() {
    for leak in leaks() {
      events.append(.finding(leak))
    }
  }

  /// Forgets the events recorded so far, keeping the buffer's capacity.
  public func clearEvents() {
    events.removeAll(keepingCapacity: true)
  }

  /// The alive controller with this name, if any.
  public func controller(named name: String) -> Controller? {
    byName[name]
  }

  /// Every alive controller, in creation order (containers included).
  public var aliveControllers: [Controller] {
    inMemory.compactMap { $0 }
  }

  // MARK: Creation and statements

  /// The controller a statement names, created (`init`) if this is its first mention.
  func existingOrNew(_ name: String) throws(EngineError) -> Controller {
    if let existing = byName[name] { return existing }
    if freedNames.contains(name) { throw .nameFreed(name) }
    if freeStandingOwnerHeads.contains(name) { throw .nameIsOwner(name) }
    let controller = make(name, kind: .content, traits: declaredTraits[name] ?? Traits())
    byName[name] = controller
    retain(controller, .statement)
    statementLocals.append(controller)
    return controller
  }

  /// Creates a controller and sends it `init`.
  func make(_ name: String, kind: Controller.Kind, traits: Traits) -> Controller {
    let controller = Controller(id: nextID, name: name, kind: kind, traits: traits)
    nextID += 1
    controller.memorySlot = inMemory.count
    inMemory.append(controller)
    send(.initialize, to: controller, rule: profile.creation)
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

  func endStatement() {
    let locals = statementLocals
    statementLocals.removeAll(keepingCapacity: true)
    for controller in locals.reversed() {
      release(controller, .statement)
    }
    #if DEBUG
      checkInvariants()
    #endif
  }

  func declare(_ name: String, _ traits: Traits) throws(EngineError) {
    if byName[name] != nil || freedNames.contains(name) { throw .traitsAfterCreation(name) }
    if declaredTraits[name] != nil { throw .traitsRedeclared(name) }
    if freeStandingOwnerHeads.contains(name) { throw .nameIsOwner(name) }
    declaredTraits[name] = traits
  }

  // MARK: Callbacks

  /// Sends `callback` to `controller`, moving its state machines; an illegal edge is recorded
  /// as an inconsistency (a bug in the engine), never skipped silently.
  func send(
    _ callback: Callback, to controller: Controller, rule: Rule, animated: Bool? = nil,
    parentArgument: String? = nil, assignsView: Bool = true
  ) {
    guard controller.isAlive else {
      report("\(callback.word) sent to \(controller.name) after its dealloc")
      return
    }
    if let next = controller.appearance.after(callback) {
      if callback == .viewWillAppear { controller.sentIsAppearing = false }
      if callback == .viewIsAppearing {
        if controller.sentIsAppearing { report("viewIsAppearing twice to \(controller.name)") }
        controller.sentIsAppearing = true
      }
      controller.appearance = next
    } else {
      report("\(callback.word) to \(controller.name) while \(controller.appearance)")
    }
    if let next = controller.view.after(callback, assigns: assignsView) {
      controller.view = next
    } else {
      report("\(callback.word) to \(controller.name) while its view is \(controller.view)")
    }
    events.append(
      .callback(
        CallbackRecord(
          controller: controller.name,
          controllerID: controller.id,
          isImplicit: !controller.isNamed,
          callback: callback,
          animated: callback.isAppearanceCallback ? animated ?? false : nil,
          motion: controller.motion,
          parentArgument: parentArgument,
          container: controller.parent?.name,
          containerKind: controller.parent?.kind,
          rule: rule.id)))
  }

  /// Records a finding in the trace.
  func note(_ finding: Finding) {
    events.append(.finding(finding))
  }

  /// Records UIKit's exception as the last event and throws it; `operand` is the index,
  /// among the statement's operands, of the one that made UIKit raise.
  func raise(_ exception: UIKitException, operand: Int = 0) throws(EngineError) -> Never {
    events.append(.exception(exception))
    throw .raised(exception, operand: operand)
  }

  /// Records an inconsistency of the engine's own state.
  func report(_ problem: String) {
    assertionFailure("StackNav engine inconsistency: \(problem)")
    inconsistencies.append(problem)
  }
}
