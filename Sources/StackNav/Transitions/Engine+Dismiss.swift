extension Engine {
  /// `dismiss(animated:)`: with no name, the top-most presented controller's presenter
  /// dismisses it; with a name, `name.dismiss(animated:)` (rule `dismiss.chain`).
  func dismiss(_ name: String?, animated: Bool) throws(EngineError) {
    guard let name else {
      guard let top = topMostLayer(), top.presenter != nil else {
        note(.nothingToDismiss(caller: nil))
        return
      }
      dismissPresentation(of: top, animated: animated)
      return
    }
    let caller = try existingOrNew(name)
    let layer = layerRoot(of: caller)
    if let presented = layer.presented {
      dismissPresentation(of: presented, animated: animated)
    } else if layer.presenter != nil {
      dismissPresentation(of: layer, animated: animated)
    } else {
      note(.nothingToDismiss(caller: caller.name))
    }
  }

  /// Dismisses `presented` and everything presented above it. Only the controllers on screen
  /// get callbacks; the presenter comes back if the presentation had taken it off screen.
  /// The presenter lets go of `presented` first, so the intermediates are freed bottom up;
  /// an intermediate something else keeps alive lets go of what it presented in turn (it
  /// presents nothing afterwards); UIKit's hold on the top one goes last.
  func dismissPresentation(of presented: Controller, animated: Bool) {
    guard let host = presented.presenter else { return }
    let chain = presentationChain(from: presented)
    let top = chain[chain.count - 1]
    retain(top, .transition)
    var transition = Transition(kind: .modal, cause: .of(host), animated: animated)
    transition.outgoing = chain.reversed().filter(\.appearance.isInWindow)
    if hidesPresenter(presented.presentationStyle) {
      transition.incoming = [host]
    }
    transition.motion = chain.map { ($0, .beingDismissed) }
    transition.atEnd = chain.map { .presentation($0) } + [.hold(top)]
    play(transition)
  }

  /// `presented` and every controller presented above it, bottom up.
  func presentationChain(from presented: Controller) -> [Controller] {
    var chain = [presented]
    while let next = chain[chain.count - 1].presented {
      chain.append(next)
    }
    return chain
  }
}
