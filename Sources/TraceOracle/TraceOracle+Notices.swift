extension TraceOracle {
  /// Checks the second round's lines: delegate calls, completion blocks and geometry
  /// callbacks come only in the statements that make them, at a moment their controller's
  /// own life cycle allows (the orderings of docs/profiles.md, read from the evidence:
  /// `willShow` after the shown controller's `viewWillAppear`, a completion after the
  /// transition's did callbacks, a sheet's `WillDismiss` before it starts disappearing, ...).
  mutating func checkNotice(_ entry: Entry, _ life: Life) {
    func fail(_ property: Property, _ why: String) {
      report(property, "\(describe(entry)): \(why)")
    }
    // The end of a transition left in flight comes under the next statement's header when
    // that statement is a `meanwhile` request: the statement checks are the in-flight one's.
    let verb = statement.judgesItsLines ? statement.verb : .other
    let inFlight = !statement.judgesItsLines
    // A controller whose appearance the app drives keeps whatever state the app left.
    let target = entry.target.flatMap { name in
      lives[name].flatMap { byHand.decides(name, container: $0.container) ? nil : $0 }
    }
    switch entry.word {
    case .willShow:
      if let target, !target.deallocated, target.appearance != .appearing,
        target.appearance != .disappearing
      {
        fail(.delegates, "willShow before \(entry.target ?? "")'s viewWillAppear")
      }
    case .didShow:
      // Before iOS 7 a navigation controller's first appearance sends a first didShow
      // right after willShow (the iOS 5 log of [s1]).
      if let target, target.appearance != .appeared, !profile[.showsTwiceAtFirst] {
        fail(.delegates, "didShow before \(entry.target ?? "")'s viewDidAppear")
      }
    case .willTransitionTo, .didFinishAnimating:
      if verb != .swipePage, !inFlight {
        fail(.delegates, "a page view controller's delegate line outside a swipePage")
      }
      if entry.word == .willTransitionTo, !current.appearing.isEmpty || current.anyDisappeared {
        fail(.delegates, "willTransitionTo after the turn's first appearance callback")
      }
      if entry.word == .didFinishAnimating {
        if entry.completed == statement.has("cancel") {
          fail(
            .delegates,
            "didFinishAnimating says the turn \(entry.completed == true ? "completed" : "was cancelled"), the statement the opposite"
          )
        }
        current.pageTurnFinished = true
      }
    case .shouldPerformSegue, .prepareForSegue, .unwindAction, .allowedChildrenForUnwinding,
      .canPerformUnwindSegueAction, .unwindForSegue:
      if verb != .segue, verb != .unwind, !inFlight {
        fail(.delegates, "a segue's line outside a segue")
      }
      // The source prepares before the destination's view exists (its outlets are nil).
      // (A view assigned in init is there from the start.)
      if entry.word == .prepareForSegue, verb == .segue, let name = entry.target,
        viewAssignedInInit[name] == nil,
        lives[name]?.viewLoaded == true || current.appearing.contains(name)
      {
        fail(.delegates, "prepareForSegue after the destination's view loaded")
      }
    case .shouldSelect, .didSelect:
      if verb != .tap, !inFlight { fail(.delegates, "a tab bar delegate line outside a tap") }
    case .presentationControllerShouldDismiss, .presentationControllerWillDismiss:
      if verb != .swipeDown, verb != .tapOutside, !inFlight {
        fail(.delegates, "a sheet delegate line outside a swipe down or a tap outside")
      }
      if life.appearance != .appeared, !byHand.decides(entry.controller, container: life.container)
      {
        fail(.delegates, "once the sheet started to disappear")
      }
    case .presentationControllerDidDismiss:
      if !inFlight, verb != .swipeDown && verb != .tapOutside || statement.has("cancel") {
        fail(.delegates, "DidDismiss outside a completed swipe down or a tap outside")
      }
      if life.appearance != .disappeared, !entry.controller.contains("#"),
        !byHand.decides(entry.controller, container: life.container)
      {
        fail(.delegates, "DidDismiss before the sheet's viewDidDisappear")
      }
    case .presentationControllerDidAttemptToDismiss:
      if verb != .swipeDown, !inFlight {
        fail(.delegates, "DidAttemptToDismiss outside a swipe down")
      }
    case .adaptivePresentationStyle, .willPresentWithAdaptiveStyle:
      // Asked before the presented controller appears, in a present that keeps it.
      if !inFlight, !statement.isPresentation || statement.option("adapt") != "none" {
        fail(.delegates, "the adaptive delegate outside a present ... adapt=none")
      }
      if let target = entry.target, let life = lives[target], life.appearance != .disappeared {
        fail(.delegates, "the adaptive delegate once \(target) began to appear")
      }
    case .popoverShouldDismiss, .popoverDidDismiss:
      if verb != .tapOutside, !inFlight {
        fail(.delegates, "a popover's delegate line outside a tap outside")
      }
      if let target = entry.target, let popover = lives[target] {
        let gone = popover.appearance == .disappeared
        if entry.word == .popoverShouldDismiss ? gone : !gone {
          fail(
            .delegates,
            entry.word == .popoverShouldDismiss
              ? "asked once the popover is gone" : "told before the popover's viewDidDisappear")
        }
      }
    case .presentCompletion, .pushCompletion:
      if statement.option("completion") != "true", !inFlight {
        fail(.completions, "a completion in a statement without completion=true")
      }
      if life.appearance != .appeared, !entry.controller.contains("#"),
        !byHand.decides(entry.controller, container: life.container)
      {
        fail(.completions, "the completion before the controller's viewDidAppear")
      }
    case .dismissCompletion, .popCompletion:
      if statement.option("completion") != "true", !inFlight {
        fail(.completions, "a completion in a statement without completion=true")
      }
      if life.appearance != .disappeared, !entry.controller.contains("#"),
        !byHand.decides(entry.controller, container: life.container)
      {
        fail(.completions, "the completion before the controller's viewDidDisappear")
      }
    case .alongside, .alongsideCompletion, .interactionChanged:
      checkCoordinatorLine(entry)
    case .actionHandler:
      // The alert's handler runs once the alert is gone (a `tapAction` on it).
      if !inFlight, verb != .tapAction || statement.names.first != entry.controller {
        fail(.completions, "an alert's action handler outside a tapAction on it")
      }
      if life.appearance != .disappeared {
        fail(.completions, "the action handler before the alert's viewDidDisappear")
      }
    case .viewLayoutMarginsDidChange, .viewSafeAreaInsetsDidChange:
      if !profile[.hasMarginsAndSafeArea] {
        fail(.geometry, "UIKit calls it from iOS 11 only (\(profile.name))")
      }
      // The layout of a view entering the window tells it, whatever the app did to its
      // controller's appearance meanwhile (an `endAppearance` in its viewWillAppear).
      if life.appearance != .appearing || life.laidOutSinceWillAppear || life.isAppearingSent,
        !byHand.decides(entry.controller, container: life.container)
      {
        fail(.geometry, "outside an appearance, before viewIsAppearing and the layout")
      }
    case .updateProperties:
      if !profile[.hasUpdateProperties] {
        fail(.geometry, "UIKit calls it from iOS 26 only (\(profile.name))")
      }
      if life.appearance != .appearing || life.laidOutSinceWillAppear || !life.isAppearingSent {
        fail(.geometry, "outside an appearance, after viewIsAppearing and before its layout")
      }
    case .updateViewConstraints:
      if life.appearance != .appearing || life.laidOutSinceWillAppear {
        fail(.geometry, "outside an appearance, before its layout")
      }
    case .viewWillTransition:
      if verb != .rotate, !inFlight { fail(.geometry, "viewWillTransition outside a rotation") }
      if life.appearance != .appeared, !byHand.decides(entry.controller, container: life.container)
      {
        fail(.geometry, "to a controller not on screen")
      }
    default:
      break
    }
  }
}
