/// One UIKit behaviour set: the rules and tables the engine follows (DESIGN.md, principle 4).
///
/// A profile is a value. The engine reads its parameters; each parameter carries the rule that
/// chose it, so every trace line can cite its source.
public struct Profile: Sendable {
  /// When views get their layout callbacks.
  public enum LayoutPolicy: Sendable, Equatable {
    /// Only the first time a view appears after it was loaded (seed 002, summary point 1).
    case onceAfterLoad
    /// On every appearance.
    case everyAppearance
  }

  /// What a low-memory warning does to views.
  public enum MemoryWarningPolicy: Sendable, Equatable {
    /// Views not in the window are released; `viewWillUnload` is sent first when
    /// `sendsWillUnload` (iOS 5).
    case unloadViewsNotInWindow(sendsWillUnload: Bool)
    /// Controllers are told, views stay (iOS 6 and later).
    case notifyOnly
  }

  /// How UIKit words the exception for pushing a controller that is already on the stack.
  public enum PushTwiceWording: Sendable, Equatable {
    /// `Pushing the same view controller instance more than once is not supported (<B>)`.
    case classic
  }

  /// The name a scenario uses for this profile (`documented`, `ios17`).
  public let name: String
  /// The iOS major version the profile models, `nil` for `documented`.
  public let iosVersion: Int?

  // MARK: Orderings

  /// The interleaving of a navigation push or pop.
  public var navigationInterleaving: Ruled<Interleaving>
  /// The interleaving of a modal presentation or dismissal.
  public var modalInterleaving: Ruled<Interleaving>
  /// The interleaving when the window's root view controller changes.
  public var windowInterleaving: Ruled<Interleaving>
  /// A controller is created (`init`) when a statement first needs it.
  public var creation: Rule
  /// How a controller is freed: on the release of its last owner.
  public var freeOnLastRelease: Rule
  /// A popped or dismissed controller is held by UIKit until its transition ends.
  public var freeAfterTransition: Rule
  /// What a freed controller owned goes with it, depth first, in the order it was owned.
  public var freeCascade: Rule
  /// The statement's own reference to a controller it created goes at its end.
  public var statementReference: Rule

  // MARK: Views

  /// A view is loaded (`loadView`, `viewDidLoad`) when something needs it and it is nil.
  public var lazyLoading: Rule
  /// The view of a controller that comes on screen loads before any appearance callback.
  public var loadBeforeAppearance: Rule
  /// A view assigned in `init` means `loadView` and `viewDidLoad` are never called.
  public var viewAssignedInInit: Rule
  /// How many times `loadView` and `viewDidLoad` repeat when `loadView` assigns no view.
  public var noViewRepeats: Ruled<Int>
  /// Changing the status bar's visibility in `loadView` loads the view again, nested.
  public var statusBarReload: Rule
  /// When layout callbacks run.
  public var layout: Ruled<LayoutPolicy>

  // MARK: Memory warnings

  /// Which controllers get `didReceiveMemoryWarning`, and in what order.
  public var memoryWarningDelivery: Rule
  /// What a memory warning does to views.
  public var memoryWarning: Ruled<MemoryWarningPolicy>
  /// Whether a view that is already nil still gets `viewDidUnload` when super runs.
  public var nilViewStillUnloads: Ruled<Bool>
  /// An override of `didReceiveMemoryWarning` without super releases nothing.
  public var noSuperKeepsView: Rule

  // MARK: Presentation

  /// The style `present` uses when the scenario names none.
  public var defaultStyle: Ruled<PresentationStyle>
  /// The styles whose presentation takes the presenter's view out of the window, so that the
  /// presenter gets disappear and appear callbacks.
  public var stylesHidingPresenter: Ruled<Set<PresentationStyle>>
  /// The presentation context: presenting from a controller inside containers presents from
  /// the root of its layer.
  public var presentationContext: Rule
  /// `dismiss` on a controller dismisses what it presented and all above it; with nothing
  /// presented, its presenter dismisses it.
  public var dismissChain: Rule

  // MARK: Misuse

  /// Pushing an instance already on the stack raises.
  public var pushSameInstance: Ruled<PushTwiceWording>
  /// Presenting a controller already presented or in a container raises.
  public var presentActiveController: Rule
  /// Popping the root does nothing.
  public var popRoot: Rule
  /// Dismissing with nothing presented forwards to the presenter, else does nothing.
  public var dismissWithNothingPresented: Rule
  /// Presenting with nothing on screen presents nothing.
  public var presentWithNothingOnScreen: Rule
  /// Pushing where no navigation controller holds the visible content does nothing.
  public var pushWithoutNavigation: Rule
  /// Replacing the window's root view controller.
  public var replaceRoot: Rule

  /// Every rule the profile applies, in the order `stacktrace rules` lists them.
  public var rules: [Rule] {
    [
      navigationInterleaving.rule, modalInterleaving.rule, windowInterleaving.rule,
      creation, freeOnLastRelease, freeAfterTransition, freeCascade, statementReference,
      lazyLoading, loadBeforeAppearance, viewAssignedInInit, noViewRepeats.rule,
      statusBarReload, layout.rule,
      memoryWarningDelivery, memoryWarning.rule, nilViewStillUnloads.rule, noSuperKeepsView,
      defaultStyle.rule, stylesHidingPresenter.rule, presentationContext, dismissChain,
      pushSameInstance.rule, presentActiveController, popRoot, dismissWithNothingPresented,
      presentWithNothingOnScreen, pushWithoutNavigation, replaceRoot,
    ]
  }

  /// Every profile, `documented` first.
  public static var all: [Profile] { [.documented] }

  /// The profile a scenario names, if it exists.
  public static func named(_ name: String) -> Profile? {
    all.first { $0.name == name }
  }
}
