/// A method UIKit calls on a view controller (or its delegate, or a completion block the app
/// passed): the words of the trace.
///
/// The words are UIKit's base method names (`init` stands for `init(nibName:bundle:)`,
/// `dealloc` for `deinit`); delegate and completion lines use the contract's words
/// (`willShow`, `presentCompletion`). ``kind`` tells the life cycle from the lines a scenario
/// asks for (`include delegates`, `completion=true`, `include geometry`).
public enum Callback: UInt8, CaseIterable, Sendable {
  case initialize
  case loadView
  case viewDidLoad
  case viewWillAppear
  case viewIsAppearing
  case viewWillLayoutSubviews
  case viewDidLayoutSubviews
  case viewDidAppear
  case viewWillDisappear
  case viewDidDisappear
  case willMoveToParent
  case didMoveToParent
  case didReceiveMemoryWarning
  case viewWillUnload
  case viewDidUnload
  case dealloc
  // Delegates (`include delegates`).
  case willShow
  case didShow
  case shouldSelect
  case didSelect
  case presentationControllerShouldDismiss
  case presentationControllerWillDismiss
  case presentationControllerDidDismiss
  case presentationControllerDidAttemptToDismiss
  // Completion blocks (`completion=true`).
  case presentCompletion
  case dismissCompletion
  case pushCompletion
  case popCompletion
  // Geometry (`include geometry`).
  case viewLayoutMarginsDidChange
  case viewSafeAreaInsetsDidChange
  case updateViewConstraints
  case viewWillTransition
  case updateProperties
  // Page view controller delegates (`include delegates`), after the rest so that no earlier
  // callback's raw value changes.
  case willTransitionTo
  case didFinishAnimating
  // A storyboard-instantiated controller, and the app's and scene's life cycle (`launch`).
  case awakeFromNib
  case willFinishLaunching
  case didFinishLaunching
  case willConnect
  case willEnterForeground
  case didBecomeActive
  case willResignActive
  case didEnterBackground
  // A storyboard segue (`segue`).
  case shouldPerformSegue
  case prepareForSegue
  // An unwind segue (`unwind to`; the search and perform with `include unwinding`).
  case unwindAction
  case allowedChildrenForUnwinding
  case canPerformUnwindSegueAction
  case unwindForSegue
  // An alert's action handler (`tapAction`), a completion block the app passed.
  case actionHandler
  // A presentation's adaptive delegate and a popover's delegate (`include delegates`): the
  // presenter, about the presented controller.
  case adaptivePresentationStyle
  case willPresentWithAdaptiveStyle
  case popoverShouldDismiss
  case popoverDidDismiss
  // Blocks registered on a transition coordinator by a hook's code (`alongside`,
  // `notifyInteraction`).
  case alongside
  case alongsideCompletion
  case interactionChanged
  // State preservation and restoration (`launch ... restore=true`, then `background`): the
  // app delegate's questions and notices, a restoration class or the app delegate making a
  // controller, each controller's decode, encode and end of restoration, and the scene's
  // restoration activity.
  case shouldRestoreState
  case didDecodeState
  case viewControllerWithRestorationIdentifierPath
  case decodeRestorableState
  case applicationFinishedRestoringState
  case shouldSaveState
  case willEncodeState
  case encodeRestorableState
  case stateRestorationActivity

  /// What a line is: the life cycle proper, or a line a scenario asks for.
  public enum Kind: String, Sendable, CaseIterable {
    /// The view controller's own life cycle (always traced).
    case lifecycle
    /// A delegate method of a navigation, tab bar or presentation controller.
    case delegate
    /// A completion block the app passed.
    case completion
    /// A geometry callback: margins, safe area, constraints, size transitions.
    case geometry
    /// The application's or the scene's delegate (`App`, `Scene#1`).
    case app
    /// A storyboard segue's questions and preparation to its source.
    case segue
    /// A block the app registered on a transition coordinator.
    case coordinator
    /// A controller's part in state preservation and restoration, or the lookup that makes
    /// a restored one.
    case restoration
  }

  /// The word the trace prints for this callback.
  public var word: String {
    switch self {
    case .initialize: "init"
    case .loadView: "loadView"
    case .viewDidLoad: "viewDidLoad"
    case .viewWillAppear: "viewWillAppear"
    case .viewIsAppearing: "viewIsAppearing"
    case .viewWillLayoutSubviews: "viewWillLayoutSubviews"
    case .viewDidLayoutSubviews: "viewDidLayoutSubviews"
    case .viewDidAppear: "viewDidAppear"
    case .viewWillDisappear: "viewWillDisappear"
    case .viewDidDisappear: "viewDidDisappear"
    case .willMoveToParent: "willMoveToParent"
    case .didMoveToParent: "didMoveToParent"
    case .didReceiveMemoryWarning: "didReceiveMemoryWarning"
    case .viewWillUnload: "viewWillUnload"
    case .viewDidUnload: "viewDidUnload"
    case .dealloc: "dealloc"
    case .willShow: "willShow"
    case .didShow: "didShow"
    case .shouldSelect: "shouldSelect"
    case .didSelect: "didSelect"
    case .presentationControllerShouldDismiss: "presentationControllerShouldDismiss"
    case .presentationControllerWillDismiss: "presentationControllerWillDismiss"
    case .presentationControllerDidDismiss: "presentationControllerDidDismiss"
    case .presentationControllerDidAttemptToDismiss: "presentationControllerDidAttemptToDismiss"
    case .willTransitionTo: "willTransitionTo"
    case .didFinishAnimating: "didFinishAnimating"
    case .awakeFromNib: "awakeFromNib"
    case .willFinishLaunching: "willFinishLaunching"
    case .didFinishLaunching: "didFinishLaunching"
    case .willConnect: "willConnect"
    case .willEnterForeground: "willEnterForeground"
    case .didBecomeActive: "didBecomeActive"
    case .willResignActive: "willResignActive"
    case .didEnterBackground: "didEnterBackground"
    case .shouldPerformSegue: "shouldPerformSegue"
    case .prepareForSegue: "prepareForSegue"
    case .unwindAction: "unwindAction"
    case .allowedChildrenForUnwinding: "allowedChildrenForUnwinding"
    case .canPerformUnwindSegueAction: "canPerformUnwindSegueAction"
    case .unwindForSegue: "unwindForSegue"
    case .actionHandler: "actionHandler"
    case .adaptivePresentationStyle: "adaptivePresentationStyle"
    case .willPresentWithAdaptiveStyle: "willPresentWithAdaptiveStyle"
    case .popoverShouldDismiss: "popoverShouldDismiss"
    case .popoverDidDismiss: "popoverDidDismiss"
    case .alongside: "alongside"
    case .alongsideCompletion: "alongsideCompletion"
    case .interactionChanged: "interactionChanged"
    case .shouldRestoreState: "shouldRestoreState"
    case .didDecodeState: "didDecodeState"
    case .viewControllerWithRestorationIdentifierPath: "viewControllerWithRestorationIdentifierPath"
    case .decodeRestorableState: "decodeRestorableState"
    case .applicationFinishedRestoringState: "applicationFinishedRestoringState"
    case .shouldSaveState: "shouldSaveState"
    case .willEncodeState: "willEncodeState"
    case .encodeRestorableState: "encodeRestorableState"
    case .stateRestorationActivity: "stateRestorationActivity"
    case .presentCompletion: "presentCompletion"
    case .dismissCompletion: "dismissCompletion"
    case .pushCompletion: "pushCompletion"
    case .popCompletion: "popCompletion"
    case .viewLayoutMarginsDidChange: "viewLayoutMarginsDidChange"
    case .viewSafeAreaInsetsDidChange: "viewSafeAreaInsetsDidChange"
    case .updateViewConstraints: "updateViewConstraints"
    case .updateProperties: "updateProperties"
    case .viewWillTransition: "viewWillTransition"
    }
  }

  /// Whether the line belongs to the life cycle or to what a scenario asked for.
  public var kind: Kind {
    switch self {
    case .willShow, .didShow, .shouldSelect, .didSelect, .presentationControllerShouldDismiss,
      .presentationControllerWillDismiss, .presentationControllerDidDismiss,
      .presentationControllerDidAttemptToDismiss, .willTransitionTo, .didFinishAnimating,
      .adaptivePresentationStyle, .willPresentWithAdaptiveStyle, .popoverShouldDismiss,
      .popoverDidDismiss:
      .delegate
    case .presentCompletion, .dismissCompletion, .pushCompletion, .popCompletion, .actionHandler:
      .completion
    case .viewLayoutMarginsDidChange, .viewSafeAreaInsetsDidChange, .updateViewConstraints,
      .viewWillTransition, .updateProperties:
      .geometry
    case .willFinishLaunching, .didFinishLaunching, .willConnect, .willEnterForeground,
      .didBecomeActive, .willResignActive, .didEnterBackground, .shouldRestoreState,
      .didDecodeState, .shouldSaveState, .willEncodeState, .stateRestorationActivity:
      .app
    case .viewControllerWithRestorationIdentifierPath, .decodeRestorableState,
      .applicationFinishedRestoringState, .encodeRestorableState:
      .restoration
    case .shouldPerformSegue, .prepareForSegue, .unwindAction, .allowedChildrenForUnwinding,
      .canPerformUnwindSegueAction, .unwindForSegue:
      .segue
    case .alongside, .alongsideCompletion, .interactionChanged:
      .coordinator
    default:
      .lifecycle
    }
  }

  /// Whether the line names the controller it is about after its word (`Nav#1 willShow B`).
  public var takesTarget: Bool {
    self == .willShow || self == .didShow || self == .shouldSelect || self == .didSelect
      || self == .willTransitionTo || self == .didFinishAnimating || self == .shouldPerformSegue
      || self == .prepareForSegue || self == .unwindAction || self == .unwindForSegue
      || self == .adaptivePresentationStyle || self == .willPresentWithAdaptiveStyle
      || self == .popoverShouldDismiss || self == .popoverDidDismiss
      || self == .viewControllerWithRestorationIdentifierPath
  }

  /// Whether this is one of state restoration's words: the filter group `restoration`.
  public var isRestoration: Bool {
    switch self {
    case .shouldRestoreState, .didDecodeState, .viewControllerWithRestorationIdentifierPath,
      .decodeRestorableState, .applicationFinishedRestoringState, .shouldSaveState,
      .willEncodeState, .encodeRestorableState, .stateRestorationActivity:
      true
    default:
      false
    }
  }

  /// The style `willPresentWithAdaptiveStyle` carries after its target, which the model
  /// always knows: `none`, the one style a delegate that returns `.none` is told (rule
  /// `delegate.adaptive`).
  public var adaptiveStyle: String? { self == .willPresentWithAdaptiveStyle ? "none" : nil }

  /// The callback a trace word names, if any.
  public init?(word: String) {
    guard let match = Callback.allCases.first(where: { $0.word == word }) else { return nil }
    self = match
  }

  /// Whether this is `willMoveToParent` or `didMoveToParent`, which take a parent argument.
  @inline(__always) public var isMove: Bool {
    self == .willMoveToParent || self == .didMoveToParent
  }

  /// Whether an implicit container's line of this callback is its own (life cycle,
  /// geometry), which a trace shows only when it shows containers; its delegate, completion,
  /// app and segue lines always show.
  public var isContainersOwn: Bool { kind == .lifecycle || kind == .geometry }

  /// Whether UIKit passes this callback an `animated` argument.
  public var isAppearanceCallback: Bool {
    switch self {
    case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
      true
    default:
      false
    }
  }
}
