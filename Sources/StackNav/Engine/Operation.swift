/// What a scenario statement asks of UIKit, in the model's terms (docs/scenario-language.md).
public enum Operation: Sendable, Equatable {
  /// `window.rootViewController = name`; with `embedInNavigation`, a new navigation
  /// controller whose root is `name` becomes the window's root instead.
  case root(String, embedInNavigation: Bool = false)
  /// `pushViewController(_:animated:)` for each name in turn (each wrapped in a new
  /// navigation controller when `embedInNavigation`, which UIKit refuses); with
  /// `completion`, each push registers a transition-coordinator completion.
  case push([String], embedInNavigation: Bool = false, animated: Bool, completion: Bool = false)
  /// `popViewController(animated:)`; with `completion`, a transition-coordinator completion.
  case pop(animated: Bool, completion: Bool = false)
  /// `present(_:animated:completion:)` from the top-most visible controller, or from
  /// `from`; `modalInPresentation` sets `isModalInPresentation` on the presented controller.
  case present(
    String, from: String? = nil, style: PresentationStyle?, embedInNavigation: Bool,
    animated: Bool, completion: Bool = false, modalInPresentation: Bool = false)
  /// `dismiss(animated:completion:)`: by the top-most presented controller's presenter, or
  /// on `name`.
  case dismiss(String?, animated: Bool, completion: Bool = false)
  /// A low-memory warning from the system.
  case memoryWarning
  /// `owner` takes a strong reference to `name`.
  case retain(String, by: String)
  /// `owner` drops a strong reference to `name`.
  case release(String, by: String)
  /// Code reads `name.view`.
  case accessView(String)
  /// Code sets `name.view = nil`.
  case unloadView(String)
  /// Declares how `name`'s code behaves, before it is created.
  case declare(String, Traits)
  /// `popToRootViewController(animated:)`.
  case popToRoot(animated: Bool)
  /// `popToViewController(name, animated:)`.
  case popTo(String, animated: Bool)
  /// `setViewControllers(names, animated:)`.
  case setStack([String], animated: Bool)
  /// The interactive pop gesture, completed or cancelled.
  case swipeBack(cancelled: Bool)
  /// The interactive dismissal of a sheet, completed or cancelled.
  case swipeDown(cancelled: Bool)
  /// The window's root becomes a tab bar controller with these tabs, the first selected.
  case tabs([String], embedInNavigation: Bool)
  /// The tab bar controller selects `name`'s tab (`selectedViewController =`, in code).
  case select(String)
  /// The user taps `name`'s tab: the tab bar controller asks its delegate, selects, tells it.
  case tap(String)
  /// The device rotates: visible controllers are told the new size and laid out again.
  case rotate
  /// `parent.addChild(child)`, `parent.view.addSubview(child.view)`,
  /// `child.didMove(toParent: parent)`.
  case addChild(String, to: String)
  /// `child.willMove(toParent: nil)`, `child.view.removeFromSuperview()`,
  /// `child.removeFromParent()`.
  case removeChild(String)
  /// `name.beginAppearanceTransition(appearing, animated:)`.
  case beginAppearance(String, appearing: Bool, animated: Bool = true)
  /// `name.endAppearanceTransition()`.
  case endAppearance(String)
  /// `parent.view.addSubview(name.view)`: no containment calls.
  case addSubview(String, to: String)
  /// `name.view.removeFromSuperview()`: no containment calls.
  case removeSubview(String)
  /// `name.loadViewIfNeeded()`.
  case loadViewIfNeeded(String)
  /// Apple's recipe for swapping two children: `from.willMove(toParent: nil)`,
  /// `parent.addChild(to)`, `parent.transition(from:to:...)`, then in its completion
  /// `from.removeFromParent()` and `to.didMove(toParent: parent)`.
  case transition(from: String, to: String, in: String, animated: Bool = true)
  /// The window's root becomes a page view controller `name` whose data source serves
  /// `pages` in order; its `viewDidLoad` shows the first.
  case pages(String, [String], style: PageStyle = .scroll)
  /// `name.setViewControllers([page], direction:animated:)`.
  case setPage(String, to: String, animated: Bool = true)
  /// The user turns `name`'s page to `page`, the one next to the current, completed or
  /// cancelled.
  case swipePage(String, to: String, cancelled: Bool = false)
  /// A storyboard segue with identifier `name` to a new controller `name`, from the top-most
  /// visible controller or `from`: asked (`shouldPerformSegue`, unless `byCode`), prepared,
  /// then performed as a push or a presentation.
  case segue(
    String, kind: SegueKind = .show, style: PresentationStyle? = nil,
    embedInNavigation: Bool = false, from: String? = nil, animated: Bool = true,
    byCode: Bool = false, shouldPerform: Bool = true)
  /// An unwind segue from the top-most visible controller to `name`, which implements the
  /// unwind action: asked (unless `byCode`), searched, prepared, then performed.
  case unwind(String, byCode: Bool = false, animated: Bool = true, shouldPerform: Bool = true)
  /// The app launches with `name` as its first window's root: without scenes (`scenes` false,
  /// or `nil` before iOS 13) the app delegate hears the launch, with scenes the scene
  /// delegate the rest; `windowFromStoryboard`: UIKit loads the main storyboard instead of
  /// code making the window; `intoBackground`: a launch into the background.
  case launch(
    String, embedInNavigation: Bool = false, scenes: Bool? = nil,
    windowFromStoryboard: Bool = false, intoBackground: Bool = false)
  /// The user leaves the app.
  case background
  /// The user returns to the app.
  case foreground
  /// A call or a system panel interrupts the app for a moment.
  case interruption
  /// `on NAME WORD STATEMENT`: arms a hook, which runs its STATEMENT inside NAME's next WORD
  /// callback.
  indirect case hook(Hook)
  /// `request` made while the previous statement's animation is still in flight.
  indirect case meanwhile(Operation)

  /// The statement word of the operation.
  public var verb: String {
    switch self {
    case .root: "root"
    case .push: "push"
    case .pop: "pop"
    case .present: "present"
    case .dismiss: "dismiss"
    case .memoryWarning: "memoryWarning"
    case .retain: "retain"
    case .release: "release"
    case .accessView: "view"
    case .unloadView: "unloadView"
    case .declare: "controller"
    case .popToRoot: "popToRoot"
    case .popTo: "popTo"
    case .setStack: "setStack"
    case .swipeBack: "swipeBack"
    case .swipeDown: "swipeDown"
    case .tabs: "tabs"
    case .select: "select"
    case .tap: "tap"
    case .rotate: "rotate"
    case .addChild: "addChild"
    case .removeChild: "removeChild"
    case .beginAppearance: "beginAppearance"
    case .endAppearance: "endAppearance"
    case .addSubview: "addSubview"
    case .removeSubview: "removeSubview"
    case .loadViewIfNeeded: "loadViewIfNeeded"
    case .transition: "transition"
    case .segue: "segue"
    case .unwind: "unwind"
    case .launch: "launch"
    case .background: "background"
    case .foreground: "foreground"
    case .interruption: "interruption"
    case .pages: "pages"
    case .setPage: "setPage"
    case .swipePage: "swipePage"
    case .hook: "on"
    case .meanwhile: "meanwhile"
    }
  }
}
