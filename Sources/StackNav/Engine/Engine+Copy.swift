/// Copying an engine between statements: `stacktrace explore` runs a scenario's last statement
/// on a copy of its parent's engine, instead of playing every statement again.
///
/// Controllers are rows of the engine's table (a node of the ownership graph each,
/// docs/architecture.md), so a copy copies the table, and every handle to a row, in the other
/// rows, the list of controllers in memory, the schedule and a transition in flight, is
/// pointed at the same row of the copy. The name table holds rows' places, not handles, so
/// the copy shares it until either engine changes a name. The two engines then share nothing
/// that either changes.
extension Engine {
  /// A new engine in exactly this one's state, between two statements; `nil` when its state
  /// holds code it cannot copy (a hook's code running, transitions a hook deferred, a
  /// transition being played), which never happens between statements.
  ///
  /// The copy records its events (no handler), as a new engine does; the events already
  /// recorded and counted are kept.
  ///
  /// Its controllers' rows are made in the memory of `spare`'s when there is one, an engine
  /// never used again (a finished run's, which the explorer drops) whose table nothing else
  /// holds: the rows are overwritten, not allocated anew, and `spare` is left without a
  /// table it may use.
  ///
  /// With `profile` (this engine's, `Profile.isNamed(like:)`, noting the rules it is asked
  /// about elsewhere: `Profile.recordingReads(into:)`), the copy asks that one.
  package func copy(reusing spare: Engine? = nil, profile: Profile? = nil) -> Engine? {
    guard schedule.hooks.isAtRest else { return nil }
    let table =
      if let spare, spare !== self, isKnownUniquelyReferenced(&spare.controllerTable) {
        controllerTable.copy(into: spare.controllerTable)
      } else {
        controllerTable.copy()
      }
    return Engine(copying: self, table: table, profile: profile)
  }
}

/// The copy of each controller: the row of the same slot in the copied table.
struct ControllerCopies {
  /// The copied table.
  let table: UnsafeControllerTable

  /// The copy of `original`.
  subscript(original: Controller) -> Controller { table[original.slot] }
}

extension InFlight {
  /// This flight with its controllers replaced by their copies.
  func copy(_ copies: ControllerCopies) -> InFlight {
    let other = InFlight(
      transition: transition.copy(copies), table: table,
      leaving: Controllers(leaving.lazy.map { copies[$0] }),
      coming: Controllers(coming.lazy.map { copies[$0] }), layoutAfterDid: layoutAfterDid,
      noticePlaces: noticePlaces)
    other.firstShown = firstShown.map { copies[$0] }
    other.arriving = arriving.map { $0.map { copies[$0] } }
    other.loadsAtWill = loadsAtWill
    other.willProgress = willProgress
    other.joined = joined.map { (copies[$0.child], $0.rule) }
    other.animationsStarted = animationsStarted
    return other
  }
}

extension Transition {
  /// This transition with its controllers replaced by their copies.
  func copy(_ copies: ControllerCopies) -> Transition {
    var other = self
    other.cause = cause.copy(copies)
    other.outgoing = Controllers(outgoing.lazy.map { copies[$0] })
    other.incoming = Controllers(incoming.lazy.map { copies[$0] })
    other.parts = parts.map { part in
      switch part {
      case .motion(let controller, let motion): .motion(copies[controller], motion)
      case .willMove(let child, let parent): .willMove(copies[child], to: parent.map { copies[$0] })
      case .atMidpoint(let ending): .atMidpoint(ending.copy(copies))
      case .atEnd(let ending): .atEnd(ending.copy(copies))
      case .notice(let notice):
        .notice(
          Notice(
            callback: notice.callback, controller: copies[notice.controller],
            target: notice.target.map { copies[$0] }, rule: notice.rule, place: notice.place,
            completed: notice.completed))
      case .appLine: part
      }
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
