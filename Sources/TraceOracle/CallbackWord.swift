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

  /// Each word's spelling (the case's own name), by raw value; `other`'s is empty.
  private static let spellings = allCases.map { $0 == .other ? "" : "\($0)" }

  /// Each word but `other`, by its spelling: a line's word is found among the few of its
  /// length, with no string made or hashed.
  private static let table = SpellingTable(
    allCases.filter { $0 != .other }.map { (spelling: $0.spelling, word: $0) })

  /// The word's spelling, one string for every line that carries it (`""` for `other`).
  var spelling: String { Self.spellings[Int(rawValue)] }

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

  /// Whether this word is an appearance callback of a controller coming on screen
  /// (`viewWillAppear`, `viewIsAppearing`, `viewDidAppear`).
  var isComing: Bool {
    self == .viewWillAppear || self == .viewIsAppearing || self == .viewDidAppear
  }

  /// Whether this word is an appearance callback of a controller going off screen
  /// (`viewWillDisappear`, `viewDidDisappear`).
  var isGoing: Bool { self == .viewWillDisappear || self == .viewDidDisappear }

  /// Whether this word is one of the four appearance callbacks (`viewIsAppearing` aside).
  var isAppearance: Bool {
    self == .viewWillAppear || self == .viewDidAppear || isGoing
  }

  /// Whether a line of this word shows its controller placed somewhere (`init`, a move,
  /// `viewWillAppear`).
  var placesController: Bool {
    self == .`init` || self == .willMoveToParent || self == .didMoveToParent
      || self == .viewWillAppear
  }

  /// Whether a line of this word needs its controller's view loaded (appearing and layout).
  var needsView: Bool {
    isComing || self == .viewWillLayoutSubviews || self == .viewDidLayoutSubviews
  }

  /// Whether a line of this word may be a restoration's or a preservation's
  /// (`Restoration.appWords`, `controllerWords`, `preservationWords`): those words are not told
  /// apart here but one, so a line of any other word told apart is none, with no set hashed.
  var mayRestore: Bool { self == .other || self == .viewControllerWithRestorationIdentifierPath }

  /// The word `bytes` spell, or `other`.
  init(bytes: UnsafeBufferPointer<UInt8>) {
    self = Self.table.word(bytes) ?? .other
  }

  /// The word `name` spells, or `other`.
  init(_ name: String) {
    self = Self.table.word(name) ?? .other
  }
}
