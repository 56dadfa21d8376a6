extension Engine {
  /// `popViewController(animated:)` on the navigation controller holding the top-most
  /// visible content. Popping the root does nothing (rule `misuse.popRoot`).
  func pop(animated: Bool) {
    guard let top = topMostVisibleContent() else {
      note(.nothingToPop(top: nil))
      return
    }
    guard let navigation = navigationController(holding: top) else {
      note(.nothingToPop(top: top.name))
      return
    }
    guard navigation.children.count > 1, let popped = navigation.children.last else {
      note(.popRoot(root: navigation.children.first?.name ?? navigation.name))
      return
    }
    // The stack drops the controller at once; UIKit holds it until the transition ends
    // (rule free.afterTransition).
    navigation.children.removeLast()
    retain(popped, .transition)
    release(popped, .container)
    var transition = Transition(kind: .navigation, animated: animated)
    transition.outgoing = [popped]
    transition.incoming = navigation.visibleChild.map { [$0] } ?? []
    transition.motion = [(popped, .movingFromParent)]
    transition.atEnd = [.formerParent(popped), .hold(popped)]
    play(transition)
  }
}
