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
    /// `<Nav> is pushing the same view controller instance (<B>) more than once which is not
    /// supported and is most likely an error in the application` (seen on iOS 17.2).
    case modern
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
  /// The interleaving of a tab switch.
  public var tabInterleaving: Ruled<Interleaving>
  /// The appearance callbacks a custom container's child gets when its view enters or leaves
  /// a parent on screen.
  public var childInterleaving: Ruled<Interleaving>
  /// What a cancelled interactive transition sends: what was coming in leaves, what was
  /// leaving comes back.
  public var cancelledTransition: Rule
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
  /// Whether a non-animated navigation transition lays the incoming view out only after its
  /// `viewDidAppear`.
  public var layoutAfterDidAppearWhenNotAnimated: Ruled<Bool>
  /// Whether `viewIsAppearing` is sent, after both `will` callbacks, before layout.
  public var viewIsAppearing: Ruled<Bool>

  // MARK: Containment

  /// Whether containers send `willMoveToParent` / `didMoveToParent`, and where: `willMove`
  /// when a transition starts (before the view loads), `didMove` when it ends.
  public var containment: Ruled<Bool>
  /// The root of a new navigation controller moves to it at once, before any transition.
  public var navigationRootContainment: Rule
  /// A tab bar controller's tabs move to it when it is given them.
  public var tabContainment: Rule
  /// `addChild` / `removeChild`: UIKit's automatic `willMove` and `didMove(nil)`, the
  /// container's explicit ones, and the appearance of the child's view.
  public var customContainment: Rule

  // MARK: Navigation

  /// `popToRoot` / `popTo`: only the top and the destination get appearance callbacks; the
  /// controllers between are freed when the run loop turns, the top one after the
  /// transition.
  public var popToIntermediates: Rule
  /// `setViewControllers`: a push, a pop or no transition depending on the new top.
  public var setStackTransition: Rule
  /// The interactive pop gesture (`swipeBack`).
  public var interactivePop: Rule
  /// The interactive dismissal of a sheet (`swipeDown`).
  public var interactiveDismiss: Rule
  /// Only the selected tab's view loads; the others load when first selected.
  public var tabLoading: Rule

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
  /// The styles a user can swipe down to dismiss (sheets).
  public var sheetStyles: Ruled<Set<PresentationStyle>>
  /// The presentation context: presenting from a controller inside containers presents from
  /// the root of its layer.
  public var presentationContext: Rule
  /// `dismiss` on a controller dismisses what it presented and all above it; with nothing
  /// presented, its presenter dismisses it.
  public var dismissChain: Rule

  // MARK: Misuse

  /// Pushing an instance already on the stack raises.
  public var pushSameInstance: Ruled<PushTwiceWording>
  /// Pushing a navigation controller raises.
  public var pushNavigationController: Rule
  /// Presenting a controller already presented or in a container raises.
  public var presentActiveController: Rule
  /// Popping the root does nothing.
  public var popRoot: Rule
  /// Dismissing with nothing presented forwards to the presenter, else does nothing.
  public var dismissWithNothingPresented: Rule
  /// Presenting with nothing on screen presents nothing.
  public var presentWithNothingOnScreen: Rule
  /// Presenting from a controller whose view is not in the window: a warning, dropped.
  public var presentNotInWindow: Rule
  /// Presenting from a controller already presenting: a warning, dropped.
  public var presentWhilePresenting: Rule
  /// A present while a presentation or dismissal is in flight: a warning, dropped.
  public var presentWhileTransitioning: Rule
  /// A dismiss while a presentation or dismissal is in flight: a warning, ignored.
  public var dismissWhileTransitioning: Rule
  /// Whether a navigation request during a navigation animation logs iOS 7's warnings.
  public var nestedNavigationWarnings: Ruled<Bool>
  /// Any other request made while an animation is in flight waits for it to end.
  public var meanwhileWaits: Rule
  /// Pushing where no navigation controller holds the visible content does nothing.
  public var pushWithoutNavigation: Rule
  /// Replacing the window's root view controller.
  public var replaceRoot: Rule
  /// `popTo` a controller not on the stack raises.
  public var popToMissing: Rule
  /// `setStack` with a controller twice raises.
  public var setStackDistinct: Rule
  /// `select` of a controller that is not a tab.
  public var selectNotATab: Rule

  /// Every rule the profile applies, in the order `stacktrace rules` lists them. Rules that
  /// are switched off in this profile (`viewIsAppearing` before iOS 17, say) are left out.
  public var rules: [Rule] {
    let all: [Rule] = [
      navigationInterleaving.rule, modalInterleaving.rule, windowInterleaving.rule,
      tabInterleaving.rule, childInterleaving.rule, cancelledTransition,
      creation, freeOnLastRelease, freeAfterTransition, freeCascade, statementReference,
      lazyLoading, loadBeforeAppearance, viewAssignedInInit, noViewRepeats.rule,
      statusBarReload, layout.rule, layoutAfterDidAppearWhenNotAnimated.rule,
      viewIsAppearing.rule,
      containment.rule, navigationRootContainment, tabContainment, customContainment,
      popToIntermediates, setStackTransition, interactivePop, interactiveDismiss, tabLoading,
      memoryWarningDelivery, memoryWarning.rule, nilViewStillUnloads.rule, noSuperKeepsView,
      defaultStyle.rule, stylesHidingPresenter.rule, sheetStyles.rule, presentationContext,
      dismissChain,
      pushSameInstance.rule, pushNavigationController, presentActiveController, popRoot,
      dismissWithNothingPresented,
      presentWithNothingOnScreen, presentNotInWindow, presentWhilePresenting,
      presentWhileTransitioning, dismissWhileTransitioning, nestedNavigationWarnings.rule,
      meanwhileWaits,
      pushWithoutNavigation, replaceRoot, popToMissing,
      setStackDistinct, selectNotATab,
    ]
    var seen = Set<String>()
    return all.filter { $0.id != Rule.notApplicable.id && seen.insert($0.id).inserted }
  }

  /// The iOS major versions that have a profile: 5 to 18, then 26 (Apple's numbering jumped
  /// from 18 to 26 in 2025).
  public static let iosVersions = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 26]

  /// Every profile, `documented` first, then `ios5` ... `ios26`.
  public static let all: [Profile] = [.documented] + iosVersions.map(Profile.ios)

  /// The profile a scenario names, if it exists.
  public static func named(_ name: String) -> Profile? {
    all.first { $0.name == name }
  }
}
