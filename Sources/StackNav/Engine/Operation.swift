/// What a scenario statement asks of UIKit, in the model's terms (docs/scenario-language.md).
public enum Operation: Sendable, Equatable {
  /// `window.rootViewController = name`, or a new navigation controller around it.
  case root(Root)
  /// `pushViewController(_:animated:)` for each name in turn.
  case push(Push)
  /// `popViewController(animated:)`.
  case pop(Pop)
  /// `present(_:animated:completion:)`.
  case present(Present)
  /// `dismiss(animated:completion:)`.
  case dismiss(Dismiss)
  /// A low-memory warning from the system.
  case memoryWarning
  /// An owner takes a strong reference to a controller.
  case retain(Reference)
  /// An owner drops a strong reference to a controller.
  case release(Reference)
  /// Code reads `name.view`.
  case accessView(String)
  /// Code sets `name.view = nil`.
  case unloadView(String)
  /// Declares how a controller's code behaves, before it is created.
  case declare(Declaration)
  /// `popToRootViewController(animated:)`.
  case popToRoot(PopToRoot)
  /// `popToViewController(_:animated:)`.
  case popTo(PopTo)
  /// `setViewControllers(_:animated:)`.
  case setStack(SetStack)
  /// The interactive pop gesture, completed or cancelled.
  case swipeBack(Swipe)
  /// The interactive dismissal of a sheet, completed or cancelled.
  case swipeDown(Swipe)
  /// The window's root becomes a tab bar controller.
  case tabs(Tabs)
  /// The tab bar controller selects `name`'s tab (`selectedViewController =`, in code).
  case select(String)
  /// The user taps `name`'s tab: the tab bar controller asks its delegate, selects, tells it.
  case tap(String)
  /// The device rotates: visible controllers are told the new size and laid out again.
  case rotate
  /// A child added to a container the app writes.
  case addChild(AddChild)
  /// `child.willMove(toParent: nil)`, `child.view.removeFromSuperview()`,
  /// `child.removeFromParent()`.
  case removeChild(String)
  /// An appearance transition begun by hand.
  case beginAppearance(BeginAppearance)
  /// `name.endAppearanceTransition()`.
  case endAppearance(String)
  /// A view added without containment calls.
  case addSubview(AddSubview)
  /// `name.view.removeFromSuperview()`: no containment calls.
  case removeSubview(String)
  /// `name.loadViewIfNeeded()`.
  case loadViewIfNeeded(String)
  /// App code calls one of a controller's appearance callbacks directly
  /// (`child.viewWillAppear(true)`).
  case call(Call)
  /// Sets up the visible navigation controller's pop gesture (in a hook, the hook
  /// controller's own).
  case popGesture(PopGestureSetting)
  /// The user taps a button of the alert `name`: it dismisses itself, then runs the
  /// action's handler.
  case tapAction(String)
  /// The user taps outside the top-most presented controller, a popover that did not adapt.
  case tapOutside
  /// In a hook's callback: `transitionCoordinator?.animate(alongsideTransition:completion:)`,
  /// with a completion block or none.
  case alongside(completion: Bool)
  /// In a hook's callback: `transitionCoordinator?.notifyWhenInteractionChanges { ... }`.
  case notifyInteraction
  /// Apple's recipe for swapping two children: `from.willMove(toParent: nil)`,
  /// `parent.addChild(to)`, `parent.transition(from:to:...)`, then in its completion
  /// `from.removeFromParent()` and `to.didMove(toParent: parent)`.
  case transition(ChildTransition)
  /// The window's root becomes a page view controller; its `viewDidLoad` shows the first page.
  case pages(Pages)
  /// A page view controller shows a page, by code.
  case setPage(SetPage)
  /// The user turns a page, completed or cancelled.
  case swipePage(SwipePage)
  /// A storyboard segue to a new controller.
  case segue(Segue)
  /// An unwind segue: asked (unless by code), searched, prepared, then performed.
  case unwind(Unwind)
  /// The app launches: without scenes the app delegate hears the launch, with scenes the
  /// scene delegate the rest.
  case launch(Launch)
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

  /// Whether `Engine.start` lets what the last statement left in flight end before this
  /// one's header, whatever the engine's state: every request but `meanwhile` (which
  /// arrives during it). `stacktrace explore` plays such a statement on a copy of its
  /// parent made once that ended.
  package var settlesFirst: Bool {
    if case .meanwhile = self { false } else { true }
  }

  /// The statement word of the operation.
  public var verb: String {
    switch self {
    case .root: "root"
    case .push: "push"
    case .pop: "pop"
    case .present(let present): present.alert == nil ? "present" : "alert"
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
    case .call: "call"
    case .popGesture: "popGesture"
    case .tapAction: "tapAction"
    case .tapOutside: "tapOutside"
    case .alongside: "alongside"
    case .notifyInteraction: "notifyInteraction"
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
