extension Engine {
  /// The interactive pop gesture (rule `swipe.back`). Completed, it is an animated pop;
  /// cancelled, the transition runs back (rule `transition.cancel`) and the stack is as
  /// before. It begins only as the navigation controller's gesture set-up lets it
  /// (`swipeBegins`).
  func swipeBack(cancelled: Bool) throws(EngineError) {
    guard let navigation = visibleNavigation(for: "swipeBack") else { return }
    guard swipeBegins(on: navigation), let top = navigation.children.last else { return }
    guard cancelled else {
      popStack(of: navigation, to: navigation.children.count - 2, animated: true, interactive: true)
      return
    }
    var transition = Transition(kind: .navigation, cause: .of(navigation), animated: true)
    transition.cancelled = true
    transition.isInteractive = true
    transition.outgoing = Controllers(top)
    transition.incoming = Controllers(navigation.children[navigation.children.count - 2])
    transition.parts = [
      .motion(top, .movingFromParent), .willMove(top, to: nil),
      .atEnd(.didMove(top, to: navigation)),
    ]
    play(transition)
  }

  /// Whether the pop gesture begins on `navigation`, with nothing in flight; if not, the note
  /// that says why, the first of: the gesture is off (rule `gesture.disabled`), one
  /// controller on the stack (rule `gesture.rootFreeze`: with `popGesture allow` the swipe
  /// begins and freezes the navigation controller), a custom back button on the top
  /// controller (rule `gesture.customBackButton`).
  private func swipeBegins(on navigation: Controller) -> Bool {
    if navigation.popGesture == .off {
      noteSwipeRefused("the pop gesture is off on \(navigation.name)")
      return false
    }
    guard navigation.children.count > 1, let top = navigation.children.last else {
      if navigation.popGesture == .allow, let root = navigation.children.first {
        note(.rootSwipeFreezes(navigation: navigation.name, root: root.name))
        navigation.isFrozen = true
        someNavigationFroze = true
      } else {
        noteSwipeRefused("only the root is on the stack")
      }
      return false
    }
    if navigation.popGesture == .default, top.traits.customBackButton {
      noteSwipeRefused("\(top.name) has a custom back button")
      return false
    }
    return true
  }

  /// `meanwhile swipeBack` while `flight` is in flight (rule `gesture.duringTransition`):
  /// during a push or pop, UIKit's own delegate refuses the touch (a note) and the
  /// animation goes on; a gesture that is off says so instead. With `popGesture allow`, or
  /// during any other animation, StackNav does not model what happens.
  func swipeBack(during flight: InFlight) throws(EngineError) {
    guard flight.transition.kind == .navigation,
      case .controller(let navigation) = flight.transition.cause,
      navigation.kind == .navigation
    else { throw .notModelled(.swipeDuringOtherAnimation) }
    switch navigation.popGesture {
    case .off:
      noteSwipeRefused("the pop gesture is off on \(navigation.name)")
    case .allow:
      throw .notModelled(.swipeAllowedInFlight)
    case .default:
      noteSwipeRefused("\(navigation.name) is in a transition")
    }
  }

  /// The note that the pop gesture does not begin, for `reason`.
  private func noteSwipeRefused(_ reason: String) {
    note(.gestureDoesNotBegin(gesture: "swipeBack", reason: reason))
  }

  /// `popGesture SETTING` (rule `gesture.configuration`): on the navigation controller
  /// holding the top-most visible content, or in a hook the hook controller's own; it lasts
  /// until changed. A hook's set-up while that navigation controller's swipe runs is not
  /// modelled.
  func setPopGesture(_ setting: PopGestureSetting) throws(EngineError) {
    guard let navigation = visibleNavigation(for: "popGesture") else { return }
    if let flight = flightPlaying, flight.transition.isInteractive,
      case .controller(let swiped) = flight.transition.cause, swiped === navigation
    {
      throw .notModelled(.popGestureInSwipe)
    }
    navigation.popGesture = setting
  }

  /// Refuses a navigation request that acts on a navigation controller a pop gesture froze
  /// (rule `gesture.rootFreeze`): a push, pop, popTo, popToRoot, setStack, swipeBack, a
  /// Show or Push segue from inside it, or an unwind from inside it.
  func refuseOnFrozenNavigation(_ operation: Operation) throws(EngineError) {
    let inside: Controller?
    switch operation {
    case .push, .pop, .popToRoot, .popTo, .setStack, .swipeBack, .unwind:
      inside = caller ?? topVisibleContent
    case .segue(let segue) where segue.kind == .show || segue.kind == .push:
      inside = segue.from.flatMap { node(named: $0) } ?? caller ?? topVisibleContent
    default:
      return
    }
    if let navigation = inside.flatMap({ navigationController(holding: $0) }),
      navigation.isFrozen
    {
      throw .frozenNavigation(navigation.name)
    }
  }
}
