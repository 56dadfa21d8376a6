extension Engine {
  /// `dismiss(animated:completion:)`: with no name, the top-most presented controller's
  /// presenter dismisses it; with a name, `name.dismiss(animated:)` (rule `dismiss.chain`).
  /// With `completion`, the completion block names the controller dismissed (rule
  /// `completion.dismiss`); a dismiss that does nothing has none.
  func dismiss(_ name: String?, animated: Bool, completion: Bool = false) throws(EngineError) {
    var presented: Controller?
    if let name {
      let caller = try existingOrNew(name)
      let layer = layerRoot(of: caller)
      presented = layer.presented ?? (layer.presenter != nil ? layer : nil)
      if presented == nil { note(.nothingToDismiss(caller: caller.name)) }
    } else if let top = topMostLayer(), top.presenter != nil {
      presented = top
    } else {
      note(.nothingToDismiss(caller: nil))
    }
    guard let presented else { return }
    var notices: [Transition.Notice] = []
    if completion, let rule = profile.applied(.dismissCompletion) {
      notices = [
        .init(callback: .dismissCompletion, controller: presented, rule: rule, place: .atEnd)
      ]
    }
    dismissPresentation(of: presented, animated: animated, notices: notices)
  }

  /// Dismisses `presented` and everything presented above it. Only the controllers on screen
  /// get callbacks; the presenter comes back if the presentation had taken it off screen.
  /// The presenter lets go of `presented` first, so the intermediates are freed bottom up;
  /// an intermediate something else keeps alive lets go of what it presented in turn (it
  /// presents nothing afterwards); UIKit's hold on the top one goes last.
  func dismissPresentation(
    of presented: Controller, animated: Bool, notices: [Transition.Notice] = []
  ) {
    guard let host = presented.presenter else { return }
    let chain = presentationChain(from: presented)
    let top = chain[chain.count - 1]
    retain(top, .transition)
    var parts = partsList(capacity: 2 * chain.count + 1 + notices.count)
    for controller in chain {
      parts.append(.motion(controller, .beingDismissed))
      parts.append(.atEnd(.presentation(controller)))
    }
    parts.append(.atEnd(.hold(top)))
    for notice in notices { parts.append(.notice(notice)) }
    play(
      Transition(
        kind: .modal, cause: .of(host), animated: animated,
        outgoing: Controllers(chain.reversed().lazy.filter(\.appearance.isInWindow)),
        incoming: hidesPresenter(of: presented) ? Controllers(host) : Controllers(),
        parts: parts))
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
