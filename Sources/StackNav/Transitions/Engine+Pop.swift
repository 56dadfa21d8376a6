extension Engine {
  /// `popViewController(animated:)` on the navigation controller holding the top-most
  /// visible content. Popping the root does nothing (rule `misuse.popRoot`).
  /// With `completion`, the transition coordinator's completion names the popped controller
  /// before it is freed (rule `completion.coordinator`); a pop that does nothing has none.
  func pop(animated: Bool, completion: Bool = false) {
    guard let navigation = visibleNavigation(for: "pop") else { return }
    guard navigation.children.count > 1 else {
      note(.popRoot(root: navigation.children.first?.name ?? navigation.name))
      return
    }
    popStack(
      of: navigation, to: navigation.children.count - 2, animated: animated,
      completion: completion)
  }

  /// `popToRootViewController(animated:)`.
  func popToRoot(animated: Bool) {
    guard let navigation = visibleNavigation(for: "popToRoot") else { return }
    guard navigation.children.count > 1 else {
      note(.alreadyOnTop(destination: navigation.children.first?.name ?? navigation.name))
      return
    }
    popStack(of: navigation, to: 0, animated: animated)
  }

  /// `popToViewController(name, animated:)`: raises if `name` is not on the stack (rule
  /// `misuse.popToMissing`).
  func popTo(_ name: String, animated: Bool) throws(EngineError) {
    let destination = try existingOrNew(name)
    guard let navigation = visibleNavigation(for: "popTo") else { return }
    // Searched from the top: the search costs what the pop takes off.
    guard let index = navigation.children.lastIndex(where: { $0 === destination }) else {
      try raise(.popToMissing, MisuseText.Values(name: destination.name))
    }
    charge(navigation.children.count - index)
    guard index < navigation.children.count - 1 else {
      note(.alreadyOnTop(destination: destination.name))
      return
    }
    popStack(of: navigation, to: index, animated: animated)
  }

  /// Pops everything above `destination`: the stack drops them at once; UIKit holds the top
  /// one until the transition ends (rule `free.afterTransition`), while the ones between are
  /// freed when the run loop turns, bottom up (rule `popTo.intermediates`). `willMove(nil)`
  /// goes to the top one first, then to the ones between, bottom up.
  func popStack(
    of navigation: Controller, to destination: Int, animated: Bool, completion: Bool = false,
    interactive: Bool = false
  ) {
    let top = navigation.children.count - 1
    let outgoing = navigation.children[top]
    // Read in place, then dropped from the stack at once: a copy of them would be an array
    // made and freed for every pop. `willMove(nil)` goes to the top one first, then to the
    // ones between, bottom up; the top one's endings come at the end, the others' at the
    // midpoint.
    var parts = partsList(capacity: 5 * (top - destination) + 1)
    parts.append(.willMove(outgoing, to: nil))
    for index in (destination + 1)..<navigation.children.count {
      let controller = navigation.children[index]
      let isTop = index == top
      retain(controller, isTop ? .transition : .autorelease)
      release(controller, .container)
      parts.append(.motion(controller, .movingFromParent))
      if isTop {
        parts.append(.atEnd(.formerParent(controller)))
        parts.append(.atEnd(.didMove(controller, to: nil)))
        parts.append(.atEnd(.hold(controller)))
        if completion, let rule = profile.applied(.coordinatorCompletion) {
          parts.append(
            .notice(
              .init(callback: .popCompletion, controller: controller, rule: rule, place: .atEnd)))
        }
      } else {
        parts.append(.willMove(controller, to: nil))
        parts.append(.atMidpoint(.formerParent(controller)))
        parts.append(.atMidpoint(.didMove(controller, to: nil)))
        parts.append(.atMidpoint(.autoreleased(controller)))
      }
    }
    navigation.children.removeLast(top - destination)
    play(
      Transition(
        kind: .navigation, cause: .of(navigation), animated: animated,
        isInteractive: interactive, outgoing: Controllers(outgoing),
        incoming: Controllers(navigation.children[destination]), parts: parts))
  }

  /// The navigation controller holding the top-most visible content, or `nil` after a note
  /// saying why `verb` does nothing.
  func visibleNavigation(for verb: String) -> Controller? {
    guard let top = caller ?? topVisibleContent else {
      note(.nothingToPop(verb: verb, top: nil))
      return nil
    }
    guard let navigation = navigationController(holding: top) else {
      note(.nothingToPop(verb: verb, top: top.name))
      return nil
    }
    return navigation
  }
}
