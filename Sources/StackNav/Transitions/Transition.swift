/// A transition as data: who leaves, who comes in, in which container, and which ownership
/// links go at its middle and at its end (DESIGN.md, principle 1).
///
/// Every operation that moves controllers on or off screen builds one and hands it to
/// `Engine.play(_:)`, which orders the callbacks from the profile's rules.
struct Transition {
  /// Which container's interleaving orders the appearance callbacks.
  enum Kind {
    case navigation
    case modal
    case window
  }

  /// An ownership link a transition ends.
  enum Link {
    /// UIKit's own hold on a controller during the transition.
    case hold(Controller)
    /// An autoreleased return value, drained when the run loop turns.
    case autoreleased(Controller)
    /// A presented controller's link to its presenter.
    case presentation(Controller)
    /// The window's former root.
    case formerWindowRoot(Controller)
    /// A removed child's link to its former parent (the parent already dropped it).
    case formerParent(Controller)
  }

  var kind: Kind
  var animated: Bool
  /// Roots of what leaves the screen, each with the descendants on screen inside it.
  var outgoing: [Controller] = []
  /// Roots of what comes on screen.
  var incoming: [Controller] = []
  /// Transition properties that hold for its duration.
  var motion: [(Controller, Controller.Motion)] = []
  /// Links that go between the `will` and the `did` callbacks, when the run loop turns.
  var atMidpoint: [Link] = []
  /// Links that go after the last callback.
  var atEnd: [Link] = []
}

extension Engine {
  /// The interleaving table for a transition kind.
  func interleaving(for kind: Transition.Kind) -> Ruled<Interleaving> {
    switch kind {
    case .navigation: profile.navigationInterleaving
    case .modal: profile.modalInterleaving
    case .window: profile.windowInterleaving
    }
  }

  /// Plays a transition: loads what comes in (rule `load.beforeTransition`), sends the
  /// appearance callbacks in the container's interleaving, with layout after each incoming
  /// `viewWillAppear`, and ends the links the transition names.
  func play(_ transition: Transition) {
    let table = interleaving(for: transition.kind)
    let leaving = transition.outgoing.flatMap(subtreeOnScreen).filter(\.appearance.isInWindow)
    let coming = transition.incoming.flatMap(subtreeOnScreen).filter { !$0.appearance.isInWindow }
    for (controller, motion) in transition.motion {
      controller.motion.formUnion(motion)
    }
    for controller in coming {
      loadViewIfNeeded(controller, rule: profile.loadBeforeAppearance)
    }
    func perform(_ step: Interleaving.Step) {
      let animated = transition.animated
      switch step {
      case .outgoingWill:
        for controller in leaving {
          send(.viewWillDisappear, to: controller, rule: table.rule, animated: animated)
        }
      case .incomingWill:
        for controller in coming {
          send(.viewWillAppear, to: controller, rule: table.rule, animated: animated)
        }
        for controller in coming {
          layoutIfNeeded(controller)
        }
      case .outgoingDid:
        for controller in leaving {
          send(.viewDidDisappear, to: controller, rule: table.rule, animated: animated)
        }
      case .incomingDid:
        for controller in coming {
          send(.viewDidAppear, to: controller, rule: table.rule, animated: animated)
        }
      }
    }
    table.value.wills.forEach(perform)
    transition.atMidpoint.forEach(end)
    table.value.dids.forEach(perform)
    for (controller, motion) in transition.motion {
      controller.motion.subtract(motion)
    }
    transition.atEnd.forEach(end)
  }

  /// Ends one ownership link.
  func end(_ link: Transition.Link) {
    switch link {
    case .hold(let controller):
      release(controller, .transition)
    case .autoreleased(let controller):
      release(controller, .autorelease)
    case .presentation(let presented):
      presented.presenter?.presented = nil
      presented.presenter = nil
      presented.presentationStyle = nil
      release(presented, .presenter)
    case .formerWindowRoot(let controller):
      release(controller, .window)
    case .formerParent(let child):
      child.parent = nil
    }
  }
}
