/// Something the trace reports that is not a callback: a note, a warning or a leak.
///
/// Findings are data, returned with the trace; their sentences live in `message`.
public enum Finding: Sendable, Equatable {
  /// How serious a finding is.
  public enum Severity: String, Sendable {
    /// The model's own remark, where UIKit prints nothing: something it does silently that a
    /// reader might not expect.
    case note
    /// A line UIKit logs to the console, in its words.
    case warning
    /// A controller alive at the end that nothing on screen or free-standing holds.
    case leak
  }

  /// One ownership edge of a retain path: `label` holds `target`.
  public struct RetainStep: Sendable, Equatable {
    /// The edge's label, such as `A.delegate` or `Nav#1.viewControllers[0]`.
    public let label: String
    /// The controller the edge holds.
    public let target: String
  }

  /// `pop` with only the root on the stack.
  case popRoot(root: String)
  /// `pop` (or `popToRoot`, `popTo`, `setStack`, `swipeBack`) with no navigation controller
  /// holding the visible content.
  case nothingToPop(verb: String, top: String?)
  /// `popTo` the controller on top, or `popToRoot` with only the root: nothing is popped.
  case alreadyOnTop(destination: String)
  /// An interactive gesture that cannot begin.
  case gestureDoesNotBegin(gesture: String, reason: String)
  /// A pop gesture allowed to begin on a navigation controller's root: nothing is popped,
  /// and the navigation controller stays in its interactive transition.
  case rootSwipeFreezes(navigation: String, root: String)
  /// `tapOutside` with no popover that did not adapt on top.
  case tapOutsideDoesNothing(reason: String)
  /// A hook's `alongside` or `notifyInteraction` in a callback that sees no transition
  /// coordinator.
  case noTransitionCoordinator(controller: String, callback: String)
  /// `select` of the tab already selected.
  case tabAlreadySelected(tab: String)
  /// `meanwhile` with no animation in flight: the request runs as usual.
  case nothingInFlight(request: String)
  /// A push in the same run-loop turn as the window's first display joins it: the root's
  /// view never loads (rule `launch.pushJoinsFirstDisplay`).
  case joinsFirstDisplay(pushed: String, root: String)
  /// A line UIKit logs to the console, in its own words (the profile's text of a misuse
  /// rule, `MisuseText`), and the rule it comes from.
  case console(String, rule: Rule?)
  /// `addChild` of a controller that already is the parent's child.
  case alreadyAChild(child: String, parent: String)
  /// `removeChild` of a controller that has no parent.
  case notAChild(child: String)
  /// `push` with no navigation controller holding the visible content.
  case pushWithoutNavigation(pushed: String, top: String)
  /// `dismiss` with nothing presented and no presenter.
  case nothingToDismiss(caller: String?)
  /// `present` with nothing on screen.
  case nothingOnScreen(presented: String)
  /// `root` with the controller that already is the root.
  case rootUnchanged(root: String)
  /// An overriding `loadView` that assigned no view: UIKit repeated it, then fell back.
  case loadViewAssignedNoView(controller: String, repeats: Int)
  /// iOS 13 and later: the `endAppearance` that closed the last level finds the window's own
  /// appearance transition on the controller open, and sends no `viewDidAppear`.
  case stillAppearing(controller: String)
  /// `removeSubview` of a controller whose view is in no superview.
  case notInSuperview(controller: String)
  /// `addSubview` of a view already in the host's view.
  case alreadySubview(controller: String, host: String)
  /// `setPage` to the page already shown.
  case pageAlreadyShown(page: String, pages: String)
  /// A page turn while the page view controller is off screen.
  case pagesOffScreen(pages: String)
  /// `segue` with nothing on screen and no `from=`.
  case nothingToSegue(destination: String)
  /// The source's `shouldPerformSegue` said no.
  case segueDeclined(source: String, destination: String)
  /// `unwind to` with nothing on screen.
  case nothingToUnwindFrom
  /// The source's `shouldPerformSegue` said no to an unwind.
  case unwindDeclined(source: String, destination: String)
  /// No controller on the way up handles the unwind.
  case noUnwindDestination(destination: String)
  /// `background` or `foreground` in the state it asks for.
  case appAlready(state: String, verb: String)
  /// `interruption` in the background.
  case interruptedInBackground
  /// A `launch ... restore=true` with scenes: UIKit restores no controller, the app rebuilds
  /// the named stack itself (rule `restore.scenes`).
  case scenesRestoreNoController(names: String)
  /// A hook whose callback never came (its `on` statement's words).
  case hookNeverFired(hook: String)
  /// A controller left alive but unreachable, with the edges that keep it alive.
  case leak(controller: String, path: [RetainStep], isCycle: Bool)

  /// How serious the finding is.
  public var severity: Severity {
    switch self {
    case .popRoot, .nothingToPop, .pushWithoutNavigation, .nothingToDismiss, .rootUnchanged,
      .alreadyOnTop, .gestureDoesNotBegin, .rootSwipeFreezes, .tapOutsideDoesNothing,
      .noTransitionCoordinator,
      .tabAlreadySelected, .alreadyAChild,
      .notAChild,
      .nothingInFlight, .nothingOnScreen, .loadViewAssignedNoView, .joinsFirstDisplay,
      .stillAppearing, .notInSuperview, .alreadySubview, .pageAlreadyShown, .pagesOffScreen,
      .appAlready, .interruptedInBackground, .scenesRestoreNoController, .nothingToSegue,
      .segueDeclined, .nothingToUnwindFrom,
      .unwindDeclined, .noUnwindDestination, .hookNeverFired:
      .note
    case .console:
      .warning
    case .leak:
      .leak
    }
  }

  /// The sentence the trace prints.
  ///
  /// Each is its parts joined in one allocation (`String(joining:)`): the explorer prints a
  /// note in every other run, and an interpolation appended each piece through the general
  /// path (1,700 instructions a sentence).
  public var message: String {
    switch self {
    case .popRoot(let root):
      String(
        joining: root, " is the root of its navigation controller: ",
        "popViewController(animated:) does nothing")
    case .nothingToPop(let verb, let top):
      if let top {
        String(joining: top, " has no navigation controller: ", verb, " does nothing")
      } else {
        String(joining: "nothing is on screen: ", verb, " does nothing")
      }
    case .alreadyOnTop(let destination):
      String(joining: destination, " is already on top: nothing is popped")
    case .gestureDoesNotBegin(let gesture, let reason):
      String(joining: reason, ": the ", gesture, " gesture does not begin")
    case .rootSwipeFreezes(let navigation, let root):
      String(
        joining: "the pop gesture began on ", navigation, "'s root ", root,
        ": nothing is popped, and ", navigation,
        " stays in its interactive transition (the app stops responding to navigation)")
    case .tapOutsideDoesNothing(let reason):
      String(joining: reason, ": tapOutside does nothing")
    case .noTransitionCoordinator(let controller, let callback):
      String(
        joining: controller, " has no transition coordinator in ", callback,
        ": nothing is registered")
    case .tabAlreadySelected(let tab):
      String(joining: tab, "'s tab is already selected: nothing changes")
    case .alreadyAChild(let child, let parent):
      String(
        joining: child, " already is a child of ", parent,
        ": addChild does nothing, didMove is called again")
    case .notAChild(let child):
      String(joining: child, " has no parent: only its willMove(toParent: nil) is called")
    case .pushWithoutNavigation(let pushed, let top):
      String(joining: top, " has no navigation controller: ", pushed, " is not pushed")
    case .nothingToDismiss(let caller):
      if let caller {
        String(
          joining: caller, " presents nothing and is not presented: dismiss(animated:) does nothing"
        )
      } else {
        "nothing is presented: dismiss(animated:) does nothing"
      }
    case .nothingOnScreen(let presented):
      String(
        joining: "no view controller is on screen to present ", presented,
        ": nothing is presented")
    case .nothingInFlight(let request):
      String(joining: "no animation is in flight: meanwhile ", request, " runs as usual")
    case .joinsFirstDisplay(let pushed, let root):
      String(
        joining: pushed, " is pushed in the same run-loop turn as the window's first display: ",
        "it joins the display, and ", root, "'s view is never loaded")
    case .console(let text, _):
      text
    case .rootUnchanged(let root):
      String(joining: root, " already is the window's root view controller: nothing changes")
    case .loadViewAssignedNoView(let controller, let repeats):
      String(
        joining: controller, ".loadView assigned no view: UIKit called loadView and viewDidLoad ",
        String(repeats), " times, then [super loadView] made an empty view")
    case .stillAppearing(let controller):
      String(
        joining: controller, " is still appearing: the window's own appearance transition on ",
        controller, " is open, so this end sends no viewDidAppear")
    case .notInSuperview(let controller):
      String(joining: controller, "'s view is in no superview: removeFromSuperview does nothing")
    case .alreadySubview(let controller, let host):
      String(
        joining: controller, "'s view is already in ", host,
        "'s view: addSubview only brings it to the front")
    case .pageAlreadyShown(let page, let pages):
      String(joining: page, " is already the page ", pages, " shows: nothing happens")
    case .pagesOffScreen(let pages):
      String(joining: pages, " is not on screen: the page-turn gesture does not begin")
    case .nothingToSegue(let destination):
      String(
        joining: "nothing is on screen to perform segue ", destination, ": nothing happens")
    case .segueDeclined(let source, let destination):
      String(joining: source, " declined segue ", destination, ": nothing happens")
    case .nothingToUnwindFrom:
      "nothing is on screen to unwind from: nothing happens"
    case .unwindDeclined(let source, let destination):
      String(joining: source, " declined unwind to ", destination, ": nothing happens")
    case .noUnwindDestination(let destination):
      String(
        joining: "no view controller handles the unwind to ", destination, ": nothing happens")
    case .appAlready(let state, let verb):
      String(joining: "the app is already in the ", state, ": ", verb, " does nothing")
    case .interruptedInBackground:
      "the app is in the background: interruption does nothing"
    case .scenesRestoreNoController(let names):
      String(
        joining: "with scenes UIKit restores no view controller: the app rebuilds ", names,
        " from the scene's restoration activity")
    case .hookNeverFired(let hook):
      String(joining: "the hook '", hook, "' never fired")
    case .leak(let controller, let path, let isCycle):
      String(
        joining: controller,
        " is alive but unreachable from the window or a free-standing owner; retain path: ",
        path.map { String(joining: $0.label, " -> ", $0.target) }.joined(separator: ", "),
        isCycle ? " (a retain cycle)" : "")
    }
  }
}
