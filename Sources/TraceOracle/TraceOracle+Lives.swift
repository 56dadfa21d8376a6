/// One controller's life as the oracle follows it.
struct Life: Sendable {
  enum Appearance: Sendable {
    case disappeared, appearing, appeared, disappearing
  }

  var initialized = false
  var deallocated = false
  var loads = 0
  var didLoads = 0
  /// Whether the controller has a view: after `viewDidLoad` (or from `init` for `view=init`),
  /// until `viewDidUnload` or `unloadView`.
  var viewLoaded = false
  var appearance = Appearance.disappeared
  var isAppearingSent = false
  /// Whether a layout callback came since the last `viewWillAppear`.
  var laidOutSinceWillAppear = false
  var pendingLayouts = 0
  var container = TraceOracle.Container.none
}

extension TraceOracle {
  /// Checks one callback against the controller's own life, then against the screen, the
  /// containers and the flags.
  mutating func check(_ entry: Entry) {
    var life = lives[entry.controller] ?? Life()
    func fail(_ property: Property, _ why: String) {
      report(property, "\(describe(entry)): \(why)")
    }
    if life.deallocated { fail(.lifetime, "after dealloc") }
    if entry.word == .`init` {
      current.created.insert(entry.controller)
      if life.initialized { fail(.lifetime, "init twice") }
      life.initialized = true
      if viewAssignedInInit[entry.controller] == false { life.viewLoaded = true }
    } else if !life.initialized, !entry.controller.contains("#") {
      // An implicit container (`Nav#1`) shows its delegate lines without its own life cycle.
      fail(.lifetime, "before init")
    }
    if current.pageTurnFinished {
      fail(.delegates, "after the page turn's didFinishAnimating")
    }
    current.touched.insert(entry.controller)
    if screen.pendingSegue != nil { screen.resolveSegue(entry, profile: profile) }
    if entry.word.placesController {
      current.placedSigns.insert(entry.controller)
    }
    place(entry, &life)
    if entry.word.isAppearance {
      if byHand.drivenByApp.contains(entry.controller) {
        byHand.noteAppearance(of: entry.controller, in: statement)
      }
      // A container that forwards nothing never passes its own appearance on: its child
      // hears only of moves of its own view, in the statements that name it.
      if case .custom(let parent) = life.container, byHand.forwardingNothing.contains(parent),
        !statementNames(entry.controller), statement.judgesItsLines
      {
        fail(.screen, "\(parent) forwards no appearance to its children (forwarding=manual)")
      }
    }
    if entry.word.needsView, !life.viewLoaded {
      fail(.viewLoading, "the view is not loaded")
    }
    switch entry.word {
    case .loadView:
      life.loads += 1
      if viewAssignedInInit[entry.controller] == false {
        fail(.viewLoading, "loadView although init assigned the view and it was never released")
      }
    case .viewDidLoad:
      life.didLoads += 1
      if life.didLoads > life.loads { fail(.viewLoading, "viewDidLoad without its loadView") }
      life.viewLoaded = true
    case .viewWillAppear:
      switch life.appearance {
      case .disappeared: break
      case .disappearing where statement.isInteractive: break
      case let state
      where byHand.allowsEdge(entry.callback, of: entry.controller, from: state, in: statement):
        break
      default: fail(.appearance, "viewWillAppear while \(life.appearance)")
      }
      if hooks.joinedLate[entry.controller] != nil { hooks.joinedLate[entry.controller] = nil }
      checkIncoming(entry, life)
      if case .exclusive(let container) = life.container {
        appearingIn[container, default: []].insert(entry.controller)
      }
      life.appearance = .appearing
      life.isAppearingSent = false
      life.laidOutSinceWillAppear = false
      current.appearing.insert(entry.controller)
      checkScreen(entry, appearing: true)
    case .viewIsAppearing:
      if !profile[.hasViewIsAppearing] {
        fail(.viewIsAppearing, "UIKit calls viewIsAppearing from iOS 17 only (\(profile.name))")
      }
      if hooks.joinedLate[entry.controller] != nil, life.appearance == .disappeared {
        // A child that joined late: its viewIsAppearing comes right before its did-line.
        life.appearance = .appearing
      } else {
        if life.appearance != .appearing || life.isAppearingSent {
          fail(.viewIsAppearing, "outside a single appearance")
        }
        if life.laidOutSinceWillAppear { fail(.viewIsAppearing, "after the view's layout") }
      }
      life.isAppearingSent = true
    case .viewDidAppear:
      if let left = hooks.joinedLate[entry.controller], life.appearance != .appearing {
        // A child that joined late: no viewWillAppear (iOS 6 to 8: the did-line twice).
        hooks.joinedLate[entry.controller] = left > 1 ? left - 1 : nil
      } else if life.appearance != .appearing {
        fail(.appearance, "viewDidAppear without viewWillAppear")
      } else if !life.isAppearingSent, profile[.hasViewIsAppearing] {
        fail(.viewIsAppearing, "an appearance without viewIsAppearing (\(profile.name))")
      }
      if life.appearance == .appearing, hooks.joinedLate[entry.controller] != nil {
        hooks.joinedLate[entry.controller] = nil
      }
      life.appearance = .appeared
      if byHand.keptByWindow.contains(entry.controller) {
        byHand.keptByWindow.remove(entry.controller)
      }
      if case .exclusive(let container) = life.container {
        appearingIn[container]?.remove(entry.controller)
        appearedIn[container, default: []].insert(entry.controller)
      }
      checkScreen(entry, appearing: true)
    case .viewWillDisappear:
      switch life.appearance {
      case .appeared: break
      case .appearing where statement.isInteractive: break
      // A push in the same turn as the first display interrupts the root's appearance.
      case .appearing where firstDisplay.noted.sameTurn?.root == entry.controller: break
      // So does a presentation its content asked for while it loaded (iOS 5 to 13).
      case .appearing where reversesFirstDisplay(entry.controller): break
      case let state
      where byHand.allowsEdge(entry.callback, of: entry.controller, from: state, in: statement):
        break
      default: fail(.appearance, "viewWillDisappear while \(life.appearance)")
      }
      byHand.keptByWindow.remove(entry.controller)
      life.appearance = .disappearing
      current.anyDisappeared = true
      if case .exclusive(let container) = life.container {
        appearingIn[container]?.remove(entry.controller)
        appearedIn[container]?.remove(entry.controller)
        current.outgoing[container] = (entry.controller, false)
      }
      checkScreen(entry, appearing: false)
    case .viewDidDisappear:
      if life.appearance != .disappearing {
        fail(.appearance, "viewDidDisappear without viewWillDisappear")
      }
      life.appearance = .disappeared
      if case .exclusive(let container) = life.container,
        let outgoing = current.outgoing[container], outgoing.name == entry.controller
      {
        if !outgoing.sawIncoming { current.goneFrom[container] = entry.controller }
        current.outgoing[container] = nil
      }
      checkScreen(entry, appearing: false)
    case .viewWillLayoutSubviews:
      life.pendingLayouts += 1
      life.laidOutSinceWillAppear = true
    case .viewDidLayoutSubviews:
      life.pendingLayouts -= 1
      if life.pendingLayouts < 0 {
        fail(.appearance, "viewDidLayoutSubviews without viewWillLayoutSubviews")
      }
    case .didReceiveMemoryWarning, .viewWillUnload, .viewDidUnload:
      if statement.verb != .memoryWarning, !statement.isHooked {
        fail(.memoryWarning, "outside a memory warning")
      }
      if entry.word == .viewDidUnload {
        life.viewLoaded = false
        if viewAssignedInInit[entry.controller] != nil {
          viewAssignedInInit[entry.controller] = true
        }
      }
    case .dealloc:
      if statement.verb == .memoryWarning, !statement.isHooked {
        fail(.memoryWarning, "a memory warning never frees a controller")
      }
      // A view added without containment stays in its superview when its controller goes.
      if life.appearance != .disappeared, !byHand.hostedViews.contains(entry.controller),
        !byHand.decides(entry.controller, container: life.container)
      {
        fail(.lifetime, "freed while \(life.appearance)")
      }
      byHand.hostedViews.remove(entry.controller)
      let holders = holders(of: entry.controller)
      if !holders.isEmpty {
        fail(.ownership, "freed while \(holders.joined(separator: ", ")) holds it")
      }
      life.deallocated = true
      if case .exclusive(let container) = life.container {
        appearingIn[container]?.remove(entry.controller)
        appearedIn[container]?.remove(entry.controller)
      }
      screen.forget(entry.controller)
    default:
      checkNotice(entry, life)
    }
    checkFlags(entry)
    lives[entry.controller] = life
  }

  /// Follows the controller's container: from the line when it says (JSON Lines), else
  /// from its moves (`willMoveToParent P` puts it in P, `didMoveToParent nil` takes it out).
  /// A generated name (`Nav#1`, `Tab#1`) is a navigation or tab bar controller.
  private mutating func place(_ entry: Entry, _ life: inout Life) {
    var container = entry.container
    if container == nil, let parent = entry.parentArgument {
      if parent == "nil" {
        if entry.word == .didMoveToParent { container = TraceOracle.Container.none }
      } else if entry.word == .willMoveToParent {
        container = parent.contains("#") ? .exclusive(parent) : .custom(parent)
      }
    }
    guard let container, container != life.container else { return }
    if case .exclusive(let former) = life.container {
      appearingIn[former]?.remove(entry.controller)
      appearedIn[former]?.remove(entry.controller)
    }
    life.container = container
    if case .exclusive(let name) = container {
      if life.appearance == .appeared { appearedIn[name, default: []].insert(entry.controller) }
      if life.appearance == .appearing {
        appearingIn[name, default: []].insert(entry.controller)
      }
    }
  }

  /// In a navigation or tab bar controller at most one child appears at a time, and an
  /// incoming child starts appearing before the outgoing one is gone: a transition
  /// interleaves the two (the order of their `will` and `did` callbacks is each profile's).
  private mutating func checkIncoming(_ entry: Entry, _ life: Life) {
    guard case .exclusive(let container) = life.container, !statement.isInteractive else {
      return
    }
    let others = appearingIn[container, default: []].subtracting([entry.controller]).filter {
      !byHand.decides($0, container: lives[$0]?.container ?? .none)
    }
    if let other = others.min() {
      report(
        .containers,
        "\(describe(entry)): \(other) is appearing in \(container) at the same time")
    }
    // A controller the app drives that came in meanwhile got no callback from UIKit.
    // A hook's code may bring a controller back within the statement (a dismissal it
    // deferred).
    if let outgoing = current.goneFrom[container], !statement.isHooked,
      !statement.names.contains(where: {
        byHand.decides($0, container: lives[$0]?.container ?? .none)
      })
    {
      report(
        .containers,
        "\(describe(entry)): \(outgoing) finished disappearing from \(container) before "
          + "\(entry.controller) began to appear")
    }
    current.outgoing[container]?.sawIncoming = true
  }

  /// Checks, at a statement's end, that a child whose view is loaded has appeared when its
  /// container has and forwards automatically: UIKit passes the container's appearance on
  /// to every child, whenever it was added (a hook's code in the container's `viewDidLoad`
  /// included). What the app drives by hand is its own; a page view controller shows one
  /// page at a time.
  private mutating func checkChildAppeared(_ name: String, _ life: Life) {
    guard case .custom(let parent) = life.container, life.viewLoaded,
      life.appearance == .disappeared, let container = lives[parent],
      container.appearance == .appeared, !container.deallocated,
      !byHand.pageControllers.contains(parent),
      !byHand.decides(name, container: life.container),
      !byHand.decides(parent, container: container.container)
    else { return }
    report(
      .appearance,
      "\(name), a child of \(parent) with its view loaded, is left disappeared while "
        + "\(parent) has appeared, after '\(statement.text)'")
  }

  /// Checks what must hold when a statement is over: no transition left half-way, layout
  /// callbacks in pairs, at most one appeared controller per container.
  mutating func checkSettled() {
    var containers = NameSet()
    for name in current.touched.sorted() {
      guard let life = lives[name], !life.deallocated else { continue }
      switch life.appearance {
      case .appearing, .disappearing:
        if !byHand.mayStayInTransition(name) {
          report(.appearance, "\(name) is left \(life.appearance) after '\(statement.text)'")
        }
      case .appeared, .disappeared:
        break
      }
      if life.pendingLayouts != 0 {
        report(.appearance, "\(name) has unbalanced layout callbacks after '\(statement.text)'")
      }
      checkChildAppeared(name, life)
      if case .exclusive(let container) = life.container { containers.insert(container) }
    }
    for container in containers.sorted() {
      // (Counted first: the set of them made only for a violation's message.)
      let appeared = appearedIn[container] ?? []
      func counts(_ name: String) -> Bool {
        !byHand.decides(name, container: lives[name]?.container ?? .none)
      }
      if appeared.count(where: counts) > 1 {
        let names = appeared.filter(counts)
        report(
          .containers,
          "\(names.sorted().joined(separator: ", ")) all appeared in \(container) after "
            + "'\(statement.text)'")
      }
    }
  }
}

extension TraceOracle {
  /// Whether the running statement names `controller`, or makes it (the navigation
  /// controller `addChild NAME to P embed=nav` puts NAME in, the tab bar controller of
  /// `tabs ... in=P`).
  func statementNames(_ controller: String) -> Bool {
    statement.words.contains { $0 == controller } || current.created.contains(controller)
  }
}
