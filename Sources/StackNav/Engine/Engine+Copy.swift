/// Copying an engine between statements: `stacktrace explore` runs a scenario's last statement
/// on a copy of its parent's engine, instead of playing every statement again.
///
/// Controllers are objects with identity (a node of the ownership graph, docs/architecture.md),
/// so a copy is deep: every controller reachable from the engine is copied once, and every
/// reference to one, in the other controllers, the name table, the schedule and a transition
/// in flight, is pointed at its copy. The two engines then share nothing that either changes.
extension Engine {
  /// A new engine in exactly this one's state, between two statements; `nil` when its state
  /// holds code it cannot copy (a hook's code running, transitions a hook deferred, a
  /// transition being played), which never happens between statements.
  ///
  /// The copy records its events (no handler), as a new engine does; the events already
  /// recorded and counted are kept.
  package func copy() -> Engine? {
    guard schedule.runningHooks.isEmpty, !schedule.hasDeferred, schedule.progress.isEmpty,
      schedule.starting == 0, !schedule.playsDeferred
    else { return nil }
    let other = Engine(profile: profile, limits: limits, includes: includes)
    let copies = ControllerCopies()
    other.played = played
    other.reportsScreens = reportsScreens
    other.checksInvariants = checksInvariants
    other.names.reserveCapacity(names.capacity)
    for (name, meaning) in names {
      switch meaning {
      case .alive(let controller): other.names[name] = .alive(copies[controller])
      case .freed, .declared, .freeStandingOwner: other.names[name] = meaning
      }
    }
    other.inMemory = inMemory.map { $0.map { copies[$0] } }
    other.holesInMemory = holesInMemory
    other.freeStandingReferences = freeStandingReferences.map { ($0.owner, copies[$0.target]) }
    other.windowRoot = windowRoot.map { copies[$0] }
    other.statusBarHidden = statusBarHidden
    other.application = application
    other.schedule = schedule.copy(copies)
    other.cause = cause
    other.caller = caller.map { copies[$0] }
    other.failure = failure
    other.lastScreen = lastScreen
    other.nextID = nextID
    other.navigationCount = navigationCount
    other.tabBarCount = tabBarCount
    other.statementCount = statementCount
    copyRecords(to: other)
    copies.linkAll()
    return other
  }
}

/// The copies of the controllers met so far, made on first sight; `linkAll` then points the
/// references between them at copies too (which may meet more controllers).
final class ControllerCopies {
  private var copies: [ObjectIdentifier: Controller] = [:]
  /// Copies whose references still point at originals, with their originals.
  private var unlinked: [(original: Controller, copy: Controller)] = []

  /// The copy of `original`, made now if it is the first time.
  subscript(original: Controller) -> Controller {
    if let copy = copies[ObjectIdentifier(original)] { return copy }
    let copy = Controller(
      id: original.id, name: original.name, kind: original.kind, traits: original.traits)
    copy.copyState(of: original)
    copies[ObjectIdentifier(original)] = copy
    unlinked.append((original, copy))
    return copy
  }

  /// Points every copy's references at copies.
  func linkAll() {
    while let (original, copy) = unlinked.popLast() {
      copy.parent = original.parent.map { self[$0] }
      copy.children = original.children.map { self[$0] }
      copy.presented = original.presented.map { self[$0] }
      copy.presenter = original.presenter.map { self[$0] }
      copy.pages = original.pages.map { self[$0] }
      copy.pendingDidMove = original.pendingDidMove.map { self[$0] }
      copy.host = original.host.map { self[$0] }
      copy.hosted = original.hosted.map { self[$0] }
      copy.ownedReferences = original.ownedReferences.map { ($0.owner, self[$0.target]) }
    }
  }
}

extension Controller {
  /// Takes `original`'s state that refers to no other controller (`ControllerCopies.linkAll`
  /// copies the rest).
  fileprivate func copyState(of original: Controller) {
    memorySlot = original.memorySlot
    view = original.view
    appearance = original.appearance
    laidOutSinceLoad = original.laidOutSinceLoad
    sentIsAppearing = original.sentIsAppearing
    isAlive = original.isAlive
    motion = original.motion
    selectedIndex = original.selectedIndex
    isModalInPresentation = original.isModalInPresentation
    presentationStyle = original.presentationStyle
    pageStyle = original.pageStyle
    retainers = original.retainers
    hasShown = original.hasShown
    sizeChangedOffScreen = original.sizeChangedOffScreen
    explicitLevel = original.explicitLevel
    explicitAnimated = original.explicitAnimated
    appearanceByHand = original.appearanceByHand
    windowHolds = original.windowHolds
  }
}

extension InFlight {
  /// This flight with its controllers replaced by their copies.
  func copy(_ copies: ControllerCopies) -> InFlight {
    let other = InFlight(
      transition: transition.copy(copies), table: table, leaving: leaving.map { copies[$0] },
      coming: coming.map { copies[$0] }, layoutAfterDid: layoutAfterDid)
    other.firstShown = firstShown.map { copies[$0] }
    other.arriving = arriving.map { $0.map { copies[$0] } }
    other.loadsAtWill = loadsAtWill
    return other
  }
}

extension Transition {
  /// This transition with its controllers replaced by their copies.
  func copy(_ copies: ControllerCopies) -> Transition {
    var other = self
    other.outgoing = outgoing.map { copies[$0] }
    other.incoming = incoming.map { copies[$0] }
    other.motion = motion.map { (copies[$0.0], $0.1) }
    other.willMoves = willMoves.map { (copies[$0.0], $0.to.map { copies[$0] }) }
    other.atMidpoint = atMidpoint.map { $0.copy(copies) }
    other.atEnd = atEnd.map { $0.copy(copies) }
    other.notices = notices.map { notice in
      Notice(
        callback: notice.callback, controller: copies[notice.controller],
        target: notice.target.map { copies[$0] }, rule: notice.rule, place: notice.place,
        completed: notice.completed)
    }
    return other
  }
}

extension Transition.Ending {
  /// This ending with its controllers replaced by their copies.
  fileprivate func copy(_ copies: ControllerCopies) -> Transition.Ending {
    switch self {
    case .didMove(let child, let parent): .didMove(copies[child], to: parent.map { copies[$0] })
    case .hold(let controller): .hold(copies[controller])
    case .autoreleased(let controller): .autoreleased(copies[controller])
    case .presentation(let controller): .presentation(copies[controller])
    case .formerWindowRoot(let controller): .formerWindowRoot(copies[controller])
    case .formerParent(let controller): .formerParent(copies[controller])
    case .pageTurned(let page, let old, let new):
      .pageTurned(copies[page], from: copies[old], to: copies[new])
    }
  }
}
