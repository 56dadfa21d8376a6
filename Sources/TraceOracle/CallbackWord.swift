/// A callback word the oracle's checks tell apart, read once from each line.
///
/// The checks ask of each callback line which word it carries, dozens of times (a `switch` of
/// some fifty words): asked of the line's string, each question compared two strings, most
/// too long to be held inline. Asked of this value, it compares two bytes. The line's string
/// stays the oracle's reading (``TraceOracle/Entry/callback``); this is derived from it.
enum CallbackWord: UInt8, CaseIterable, Sendable {
  case `init`, loadView, viewDidLoad, viewWillAppear, viewIsAppearing, viewDidAppear
  case viewWillDisappear, viewDidDisappear, viewWillLayoutSubviews, viewDidLayoutSubviews
  case didReceiveMemoryWarning, viewWillUnload, viewDidUnload, dealloc
  case willMoveToParent, didMoveToParent
  case willShow, didShow, willTransitionTo, didFinishAnimating
  case shouldPerformSegue, prepareForSegue, unwindAction, allowedChildrenForUnwinding
  case canPerformUnwindSegueAction, unwindForSegue, shouldSelect, didSelect
  case presentationControllerShouldDismiss, presentationControllerWillDismiss
  case presentationControllerDidDismiss, presentationControllerDidAttemptToDismiss
  case adaptivePresentationStyle, willPresentWithAdaptiveStyle
  case popoverShouldDismiss, popoverDidDismiss
  case presentCompletion, pushCompletion, dismissCompletion, popCompletion
  case alongside, alongsideCompletion, interactionChanged, actionHandler
  case viewLayoutMarginsDidChange, viewSafeAreaInsetsDidChange, updateProperties
  case updateViewConstraints, viewWillTransition
  case viewControllerWithRestorationIdentifierPath
  /// Any word the checks do not tell apart by this value.
  case other

  /// Each word but `other`, by its spelling (the case's own name).
  private static let byName = Dictionary(
    uniqueKeysWithValues: allCases.filter { $0 != .other }.map { ("\($0)", $0) })

  /// Whether a line of this word names the controller it is about after it (the delegate
  /// words: `Nav#1 willShow B`).
  var namesTarget: Bool {
    switch self {
    case .willShow, .didShow, .shouldSelect, .didSelect, .willTransitionTo, .didFinishAnimating,
      .shouldPerformSegue, .prepareForSegue, .unwindAction, .unwindForSegue,
      .adaptivePresentationStyle, .willPresentWithAdaptiveStyle, .popoverShouldDismiss,
      .popoverDidDismiss, .viewControllerWithRestorationIdentifierPath:
      true
    default: false
    }
  }

  /// The word `name` spells, or `other`.
  init(_ name: String) {
    self = Self.byName[name] ?? .other
  }
}
