extension RuleTable {
  /// Code inside callbacks (`on NAME WORD STATEMENT`): when a hook fires, what its code may
  /// do at once, and what waits for the transition in progress.
  static let hooks: [RuleEntry] = [
    RuleEntry(
      Rule(
        .hookFire,
        "on NAME WORD STATEMENT: NAME's override of WORD runs STATEMENT after super, the next "
          + "time UIKit calls it, once; the header '# in NAME WORD: STATEMENT' follows the "
          + "line. NAME is the implicit caller: present and segue come from it, dismiss "
          + "dismisses it, navigation requests go to its navigation controller, unwind starts "
          + "from it. What UIKit does synchronously (init, refusals, warnings, exceptions) "
          + "prints at the hook; the hook's reference to what it created ends with STATEMENT. "
          + "A hook that never fired ends the run with a note.",
        source: "our choice (a hook is the scenario's way to write code in a callback); "
          + "[decomp-uikitcore-26-1] (what runs synchronously); [kouhan] "
          + "[w-present-viewdidload-2022] [w-present-log-2015] [w-present-viewdidload-26] (a "
          + "present from viewDidLoad is refused at once, with the not-in-the-window warning)",
        confidence: .unverified), profiles: .everyIOS,
      probe: .lines(
        scenario: "on A viewDidLoad view B\nroot A",
        ["A viewDidLoad", "# in A viewDidLoad: view B", "B init", "B loadView"])),
    RuleEntry(
      Rule(
        .hookDeferred,
        "A transition a hook's code requests while another is in progress (or a segue's is "
          + "about to start) plays after that one's last line and the frees that end it, in "
          + "the order requested, holding its controllers while it waits; with nothing in "
          + "progress it plays at once. Presentations are scheduled after the Core Animation "
          + "commit, navigation transitions deferred to layout.",
        source: "[decomp-uikitcore-26-1] (+_scheduleTransition:) [log-12] (a present from "
          + "viewDidAppear waits for the end of the presentation in progress)",
        confidence: .medium), profiles: .everyIOS,
      probe: .lines(
        scenario: "root A\non B viewDidAppear present C\npresent B style=fullScreen",
        [
          "B viewDidAppear", "# in B viewDidAppear: present C", "C init", "A viewDidDisappear",
          "C loadView",
        ])),
    RuleEntry(
      Rule(
        .presentAtFirstDisplay,
        "A present (or a segue that presents) in the viewDidLoad of what a navigation or tab "
          + "bar controller shows at the window's first display is accepted: the display runs "
          + "its will half, then a presentation that takes the presenter off screen starts from "
          + "the container before the display's did half and reverses it (the content gets "
          + "viewWillDisappear and viewDidDisappear, never viewDidAppear), and UIKit logs "
          + "misuse.unbalancedFirstDisplay before the display's last moves; any other style "
          + "waits for the display's end. From iOS 8 the detached warning comes at the hook.",
        source: "[w-detached-im-demo-2020] (a tab's content at launch, iOS 13) "
          + "[w-passcodelock-18] [w-rightpoint-49] [w-lipcities-2015] [w-memetab-2015] "
          + "[w-ventouchlock-9] (a presentation at the first display, iOS 8–11); where the "
          + "lines fall, and iOS 5 to 7: unverified",
        confidence: .medium), profiles: .ios(...13),
      probe: .lines(
        scenario: "on A viewDidLoad present C style=fullScreen\nroot A embed=nav",
        ["C viewDidLoad", "A viewWillDisappear", "C viewWillAppear"])),
    RuleEntry(
      Rule(
        .hookNestedNavigation,
        "A push or pop a hook's code requests during an animated push or pop, before its did "
          + "callbacks, is a nested navigation request: the nested-navigation warnings now, "
          + "the request after the running transition. After a push that is not animated "
          + "it waits without a warning.",
        source: "[w-bameasytable-4] [w-chatsecure-597] (a push from viewDidLoad nests)",
        confidence: .unverified), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .hookPresentInCompletion,
        "A present in a dismissal's completion works: the host is free again before the "
          + "completion runs; the presentation plays after the dismissal's frees.",
        source: "[apple-dismiss] [openradar-19045528] (a later turn works) "
          + "[decomp-uikitcore-26-1] (the host's action is cleared before the completion)",
        confidence: .high), profiles: .everyIOS,
      probe: .lines(
        scenario:
          "root A\npresent B style=fullScreen\non B dismissCompletion present C "
          + "style=fullScreen from=A\ndismiss completion=true",
        [
          "B dismissCompletion", "# in B dismissCompletion: present C style=fullScreen from=A",
          "C init", "B dealloc", "C loadView",
        ])),
    .misuse(
      .presentDetached,
      detachedPresentation,
      .console("Presenting view controllers on detached view controllers is discouraged <P>."),
      source: "[w-scenic-harness-2020] (a tab whose selection moves to it, iOS 13) "
        + "[w-detached-im-demo-2020] (a tab's content at launch, iOS 13) [w-scpageview-16] "
        + "[w-swiftpages-18] [w-wypopover-74] [w-amslidemenu-88] [w-slidemenu-265] "
        + "[w-lnpopup-147] [w-swreveal-344] (iOS 8–10: the text, and the presentation goes "
        + "on); where the presentation's lines fall: as from iOS 14, unverified",
      confidence: .medium, profiles: .ios(8...13),
      probe: .lines(
        scenario: "push A\non B viewDidLoad present C style=fullScreen\npush B",
        [
          "! warning: Presenting view controllers on detached view controllers is "
            + "discouraged <B>.", "A viewWillDisappear",
        ])),
    RuleEntry(
      Rule(
        .presentFromUnselectedTab,
        "Presenting from the content of a tab that is not selected (the tab, or the top of "
          + "the navigation stack it holds) while its tab bar controller is on screen: UIKit "
          + "logs misuse.presentDetached's text and presents from the tab bar controller, "
          + "whose visible content leaves as a presenter does. Before iOS 8, and from iOS 14 "
          + "(unverified), the caller's view is not in the window: misuse.presentNotInWindow.",
        source: "[w-scenic-harness-2020] [w-detached-im-demo-2020] (tabs, iOS 13) "
          + "[w-swiftpages-18] [w-slidemenu-265] [w-lnpopup-147] (controllers outside the "
          + "hierarchy still present, iOS 9–10); an idle unselected tab follows them, "
          + "unverified",
        confidence: .medium), profiles: .ios(8...13),
      probe: .lines(
        scenario: "tabs A B\nselect B\npresent C from=A style=fullScreen",
        [
          "! warning: Presenting view controllers on detached view controllers is "
            + "discouraged <A>.", "C loadView", "C viewDidLoad", "B viewWillDisappear",
        ])),
    .misuse(
      .presentDetached,
      detachedPresentation,
      .console(
        "[Presentation] Presenting view controller <NAME> from detached view controller <P> "
          + "is discouraged."),
      source: "[w-detached-14] (iOS 14, 2021); iOS 15 and 16 assumed",
      confidence: .medium, profiles: .ios(14...16),
      probe: .lines(
        scenario: "push A\non B viewDidLoad present C style=fullScreen\npush B",
        [
          "! warning: [Presentation] Presenting view controller <C> from detached view "
            + "controller <B> is discouraged.", "A viewWillDisappear",
        ])),
    .misuse(
      .presentDetached,
      detachedPresentation,
      .console(
        "Presenting view controller <NAME> from detached view controller <P> is not "
          + "supported, and may result in incorrect safe area insets and a corrupt root "
          + "presentation. Make sure <P> is in the view controller hierarchy before presenting "
          + "from it. Will become a hard exception in a future release."),
      source: "[decomp-uikitcore-26-1] (the format string) [w-detached-2024] "
        + "[w-detached-long-texts]; iOS 17 as the first version is our choice",
      confidence: .medium, profiles: .ios(17...),
      probe: .lines(
        scenario: "push A\non B viewDidLoad present C style=fullScreen\npush B",
        [
          "! warning: Presenting view controller <C> from detached view controller <B> is "
            + "not supported, and may result in incorrect safe area insets and a corrupt root "
            + "presentation. Make sure <B> is in the view controller hierarchy before "
            + "presenting from it. Will become a hard exception in a future release.",
          "A viewWillDisappear",
        ])),
  ]

  /// What `misuse.presentDetached` says in every range, before its text.
  private static let detachedPresentation =
    "Presenting from a controller whose view has not yet entered the window, brought on "
    + "screen inside a host that is (pushed, its tab selected, added as a child): the "
    + "presentation goes on from the host."
}
