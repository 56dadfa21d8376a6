/// What the user does to dismiss a presentation: a swipe down on a sheet, a tap outside a
/// popover.
extension Engine {
  /// The interactive dismissal of the top-most presented controller, which must be a sheet
  /// (rule `swipe.down`). Completed, it is a dismissal; cancelled, the sheet comes back.
  func swipeDown(cancelled: Bool) {
    guard let top = topMostLayer(), top.presenter != nil else {
      note(.gestureDoesNotBegin(gesture: "swipeDown", reason: "nothing is presented"))
      return
    }
    guard let style = top.presentationStyle, profile.isSheet(style),
      style != .popover || top.presentationAdapts
    else {
      note(
        .gestureDoesNotBegin(
          gesture: "swipeDown",
          reason:
            "\(top.name) is presented \(top.presentationStyle?.rawValue ?? ""), not as a sheet"))
      return
    }
    let delegateRule = played.contains(.delegates) ? profile.applied(.sheetDelegate) : nil
    guard !top.isModalInPresentation else {
      // The sheet refuses: its delegate hears of the attempt, and it stays.
      if let delegateRule {
        withCause(.uikit) {
          send(.presentationControllerDidAttemptToDismiss, to: top, rule: delegateRule)
        }
      } else {
        note(
          .gestureDoesNotBegin(gesture: "swipeDown", reason: "\(top.name) is modal in presentation")
        )
      }
      return
    }
    let notices = askDelegate(dismissing: top, rule: delegateRule)
    guard cancelled else {
      dismissPresentation(of: top, animated: true, notices: notices)
      return
    }
    var transition = Transition(
      kind: .modal, cause: top.presenter.map(Origin.of) ?? .uikit, animated: true)
    transition.cancelled = true
    transition.isInteractive = true
    transition.outgoing = Controllers(top)
    transition.parts = [.motion(top, .beingDismissed)]
    play(transition)
  }

  /// `tapOutside`: the user taps outside the top-most presented controller, which must be a
  /// popover that did not adapt (rule `present.tapOutside`): it is dismissed, its presenter
  /// silent. With `include delegates`, up to iOS 12 the popover's delegate (the presenter's
  /// visible content) is asked first and told at the end (rule `delegate.popover`); from
  /// iOS 13 the presentation controller's delegate hears what a swipe down tells it (rule
  /// `delegate.sheet`).
  func tapOutside() {
    guard let top = topMostLayer(), let host = top.presenter else {
      note(.tapOutsideDoesNothing(reason: "nothing is presented"))
      return
    }
    let style = top.presentationStyle ?? profile.defaultStyle
    guard style == .popover else {
      note(
        .tapOutsideDoesNothing(
          reason: "\(top.name) is presented \(style.rawValue), not as a popover"))
      return
    }
    guard !top.presentationAdapts else {
      let adapted = profile.isSheet(.popover) ? "formSheet" : "fullScreen"
      note(
        .tapOutsideDoesNothing(
          reason: "\(top.name) is presented popover, adapted to \(adapted)"))
      return
    }
    var notices: [Transition.Notice] = []
    if played.contains(.delegates) {
      if let rule = profile.applied(.popoverDelegate) {
        let delegate = visibleContent(of: host)
        withCause(.uikit) {
          send(.popoverShouldDismiss, to: delegate, rule: rule, target: top.name)
        }
        notices = [
          .init(
            callback: .popoverDidDismiss, controller: delegate, target: top, rule: rule,
            place: .atEnd)
        ]
      } else {
        notices = askDelegate(dismissing: top, rule: profile.applied(.sheetDelegate))
      }
    }
    dismissPresentation(of: top, animated: true, notices: notices)
  }

  /// The presentation controller's delegate, told that the user dismisses `presented`: asked
  /// whether it should, told it will now, and (the notice returned) that it did at the end
  /// (rule `delegate.sheet`); nothing without `rule`.
  private func askDelegate(dismissing presented: Controller, rule: RuleID?)
    -> [Transition.Notice]
  {
    guard let rule else { return [] }
    withCause(.uikit) {
      send(.presentationControllerShouldDismiss, to: presented, rule: rule)
      send(.presentationControllerWillDismiss, to: presented, rule: rule)
    }
    return [
      .init(
        callback: .presentationControllerDidDismiss, controller: presented, rule: rule,
        place: .atEnd)
    ]
  }
}
