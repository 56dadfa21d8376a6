extension Engine {
  /// The interactive pop gesture (rule `swipe.back`). Completed, it is an animated pop;
  /// cancelled, the transition runs back (rule `transition.cancel`) and the stack is as
  /// before.
  func swipeBack(cancelled: Bool) {
    guard let navigation = visibleNavigation(for: "swipeBack") else { return }
    guard navigation.children.count > 1, let top = navigation.children.last else {
      note(.gestureDoesNotBegin(gesture: "swipeBack", reason: "only the root is on the stack"))
      return
    }
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

  /// The interactive dismissal of the top-most presented controller, which must be a sheet
  /// (rule `swipe.down`). Completed, it is a dismissal; cancelled, the sheet comes back.
  func swipeDown(cancelled: Bool) {
    guard let top = topMostLayer(), top.presenter != nil else {
      note(.gestureDoesNotBegin(gesture: "swipeDown", reason: "nothing is presented"))
      return
    }
    guard let style = top.presentationStyle, profile.isSheet(style) else {
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
    var notices: [Transition.Notice] = []
    if let delegateRule {
      withCause(.uikit) {
        send(.presentationControllerShouldDismiss, to: top, rule: delegateRule)
        send(.presentationControllerWillDismiss, to: top, rule: delegateRule)
      }
      notices = [
        .init(
          callback: .presentationControllerDidDismiss, controller: top, rule: delegateRule,
          place: .atEnd)
      ]
    }
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
}
