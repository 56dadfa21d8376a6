/// Why the engine could not carry out an operation.
///
/// `raised` is UIKit's own answer to misuse (the app would crash); every other case is a
/// scenario that asks for something impossible. The command line maps the first to exit code
/// 3 and the rest to 2.
public enum EngineError: Error, Sendable, Equatable {
  /// UIKit raised an exception because of the statement's operand at index `operand`.
  case raised(UIKitException, operand: Int)
  /// The scenario names a controller that was already deallocated.
  case nameFreed(String)
  /// `controller NAME ...` after NAME was created.
  case traitsAfterCreation(String)
  /// `controller NAME ...` twice.
  case traitsRedeclared(String)
  /// A controller takes a name already used by a free-standing owner.
  case nameIsOwner(String)
  /// `release NAME by OWNER` where OWNER holds no reference to NAME.
  case notRetained(String, owner: String)
  /// A controller would move between containers, which the model does not cover.
  case alreadyInHierarchy(String, place: String)
  /// `select` of a controller that is not in a tab bar controller's tabs.
  case notATab(String)
  /// `addChild` that would make a controller its own ancestor.
  case containmentCycle(String, parent: String)
  /// `transition` to a controller that already is the container's child.
  case alreadyChildOf(String, parent: String)
  /// `transition` in a container that forwards appearance by hand.
  case transitionForwardedByHand(parent: String, forwarding: String)
  /// `addSubview` of a view into a view it contains.
  case viewContainsHost(String, host: String)
  /// `unwind to` a name the scenario never created.
  case unknownController(String)
  /// `segue` naming a controller that already exists.
  case segueDestinationExists(String)
  /// `pages` naming a controller that already exists.
  case pageExists(String)
  /// `setPage` or `swipePage` on a controller that is no page view controller.
  case notAPageController(String)
  /// `setPage` or `swipePage` to a controller that is not one of the page view controller's
  /// pages.
  case notAPage(String, pages: String)
  /// `swipePage` to a page that is not next to the current one.
  case notNextPage(String, pages: String, current: String)
  /// `addChild` or `transition` in a page view controller.
  case pagesManageChildren(String)
  /// `alert NAME` naming a controller that already exists (or existed).
  case alertExists(String)
  /// `tapAction NAME` when NAME is no alert on screen.
  case notAnAlertOnScreen(String)
  /// A navigation request on a navigation controller a pop gesture on its root froze (rule
  /// `gesture.rootFreeze`).
  case frozenNavigation(String)
  /// Something StackNav does not model (docs/limits.md), in a sentence that says what.
  case notModelled(NotModelled)
  /// The scenario went past one of the engine's bounds.
  case limitExceeded(Limits.Bound, limit: Int)
  /// The operation uses something the engine's profile does not have: a statement of the
  /// version profiles, or a style that came later.
  case notInProfile(Profile.Unavailable, profile: String)
  /// `error` met in the code of hook `hook` (0 for the scenario's first `on` statement), or
  /// in a transition it deferred.
  indirect case inHook(EngineError, hook: Int)

  /// The error itself, out of the hooks it was met in.
  public var innermost: EngineError {
    if case .inHook(let error, _) = self { return error.innermost }
    return self
  }

  /// The controller name the error is about, to point at it in the scenario.
  public var subject: String? {
    switch self {
    case .raised, .limitExceeded, .notInProfile, .frozenNavigation, .notModelled: nil
    case .inHook(let error, _): error.subject
    case .nameFreed(let name), .traitsAfterCreation(let name), .traitsRedeclared(let name),
      .nameIsOwner(let name), .notRetained(let name, _), .alreadyInHierarchy(let name, _),
      .notATab(let name), .containmentCycle(let name, _), .alreadyChildOf(let name, _),
      .transitionForwardedByHand(let name, _), .viewContainsHost(let name, _),
      .pageExists(let name), .notAPageController(let name), .notAPage(let name, _),
      .segueDestinationExists(let name), .unknownController(let name),
      .notNextPage(let name, _, _), .pagesManageChildren(let name), .alertExists(let name),
      .notAnAlertOnScreen(let name):
      name
    }
  }
}

extension EngineError {
  /// What StackNav does not model, as its error says it.
  public enum NotModelled: Sendable, Equatable {
    /// `meanwhile swipeBack` during a push or pop with `popGesture allow` (rule
    /// `gesture.duringTransition`).
    case swipeAllowedInFlight
    /// `meanwhile swipeBack` during an animation that is not a push or pop.
    case swipeDuringOtherAnimation
    /// A hook's `popGesture` while a `swipeBack` of that navigation controller runs.
    case popGestureInSwipe

    /// The error's sentence, before its pointer to docs/limits.md.
    public var sentence: String {
      switch self {
      case .swipeAllowedInFlight:
        "StackNav does not model a pop gesture during a push or pop animation with "
          + "popGesture allow"
      case .swipeDuringOtherAnimation:
        "StackNav models meanwhile swipeBack only during a push or pop animation"
      case .popGestureInSwipe:
        "popGesture inside a running swipeBack is not modelled"
      }
    }
  }
}

extension EngineError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .inHook(let error, _):
      error.description
    case .raised(let exception, _):
      "UIKit raised \(exception.name): \(exception.flatReason)"
    case .nameFreed(let name):
      "\(name) was deallocated earlier; a name is one controller instance for the whole scenario"
    case .traitsAfterCreation(let name):
      "controller \(name) must come before \(name) is first created"
    case .traitsRedeclared(let name):
      "the traits of \(name) are already declared"
    case .nameIsOwner(let name):
      "\(name) is already the name of a free-standing owner; a controller cannot take it"
    case .notRetained(let name, let owner):
      "\(owner) holds no reference to \(name)"
    case .alreadyInHierarchy(let name, let place):
      "\(name) is already \(place); StackNav does not model moving a controller between "
        + "containers"
    case .notATab(let name):
      "\(name) is not in a tab of a tab bar controller"
    case .containmentCycle(let name, let parent):
      "\(name) cannot become a child of \(parent), which it already contains"
    case .alreadyChildOf(let name, let parent):
      "\(name) is already a child of \(parent)"
    case .transitionForwardedByHand(let parent, let forwarding):
      "transition in \(parent): \(parent) forwards appearance by hand (forwarding=\(forwarding)), "
        + "which StackNav does not model with transition(from:to:)"
    case .viewContainsHost(let name, let host):
      "\(name) cannot be added to \(host)'s view, which \(name)'s view already contains"
    case .unknownController(let name):
      "\(name) is not a controller of this scenario"
    case .segueDestinationExists(let name):
      "a segue instantiates a new controller: \(name) already exists"
    case .pageExists(let name):
      "pages creates its controllers: \(name) already exists"
    case .notAPageController(let name):
      "\(name) is not a page view controller"
    case .notAPage(let name, let pages):
      "\(name) is not one of \(pages)'s pages"
    case .notNextPage(let name, let pages, let current):
      "\(name) is not next to \(pages)'s current page \(current)"
    case .pagesManageChildren(let name):
      "\(name) is a page view controller: it manages its own children"
    case .alertExists(let name):
      "alert creates a new UIAlertController: \(name) already exists"
    case .notAnAlertOnScreen(let name):
      "\(name) is not an alert on screen"
    case .frozenNavigation(let navigation):
      "\(navigation) is frozen by a pop gesture that began on its root: StackNav does not model "
        + "what follows (docs/limits.md)"
    case .notModelled(let what):
      what.sentence + " (docs/limits.md)"
    case .limitExceeded(.workSteps, let limit):
      "the work would exceed its limit of \(limit) engine steps (--max-steps N raises it; "
        + "docs/limits.md)"
    case .limitExceeded(let bound, let limit):
      "the \(bound.rawValue) would exceed its limit of \(limit) (docs/limits.md)"
    case .notInProfile(let missing, let profile):
      "\(missing.feature) is not in profile \(profile)"
        + (missing.firstProfile.map { ": it needs profile \($0) or later" } ?? "")
        + (missing.hint.map { "; \($0)" } ?? "")
    }
  }
}
