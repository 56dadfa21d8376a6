extension Engine {
  /// Apple's recipe for swapping two children of a container the app writes (rule
  /// `child.transition`): `from.willMove(toParent: nil)`, `parent.addChild(to)`,
  /// `parent.transition(from:to:...)`, which raises unless both share the parent (rule
  /// `misuse.transitionParent`), then in its completion `from.removeFromParent()` and
  /// `to.didMove(toParent: parent)`. It completes within its statement.
  func transition(
    from outgoingName: String, to incomingName: String, in parentName: String, animated: Bool
  ) throws(EngineError) {
    let outgoing = try existingOrNew(outgoingName)
    let incoming = try existingOrNew(incomingName)
    let parent = try existingOrNew(parentName)
    if parent.kind == .page { throw .pagesManageChildren(parent.name) }
    if let forwarding = parent.forwarding, forwarding.forwardsByHand {
      throw .transitionForwardedByHand(parent: parent.name, forwarding: forwarding.rawValue)
    }
    if incoming === outgoing || incoming.parent === parent {
      throw .alreadyChildOf(incoming.name, parent: parent.name)
    }
    try checkCanAdopt(incoming, into: parent)
    try withCause(.of(parent)) { () throws(EngineError) in
      let motion =
        [(incoming, Controller.Motion.movingToParent)]
        + (outgoing.parent === parent ? [(outgoing, .movingFromParent)] : [])
      for (controller, flag) in motion { controller.motion.formUnion(flag) }
      sendMove(.willMoveToParent, outgoing, to: nil)
      adopt(incoming, into: parent)
      sendMove(.willMoveToParent, incoming, to: parent)
      guard outgoing.parent === parent else {
        var values = MisuseText.Values(name: outgoing.name)
        values.current = incoming.name
        try raise(.transitionParent, values, operand: 1)
      }
      remove(outgoing, from: &parent.children)
      retain(outgoing, .transition)
      release(outgoing, .container)
      let endings: [Transition.Ending] = [
        .formerParent(outgoing), .didMove(outgoing, to: nil), .didMove(incoming, to: parent),
        .hold(outgoing),
      ]
      guard parent.appearance.isInWindow else {
        // Nothing appears: the moves, the new child's view, the completion.
        loadViewIfNeeded(incoming, rule: cite(.childTransition))
        for (controller, flag) in motion { controller.motion.subtract(flag) }
        for ending in endings { end(ending) }
        return
      }
      var transition = Transition(kind: .child, cause: .of(parent), animated: animated)
      transition.order = .childTransition
      transition.parts = motion.map { .motion($0.0, $0.1) } + endings.map { .atEnd($0) }
      transition.outgoing = Controllers(outgoing)
      transition.incoming = Controllers(incoming)
      play(transition)
      // The completion runs before the statement ends: nothing is left in flight.
      finishInFlight()
    }
  }
}
