extension RuleTable {
  /// What UIKit does with requests it refuses, warns about or ignores.
  static let misuse: [RuleEntry] = [
    .misuse(
      .pushSameInstance, "Pushing an instance already on the stack:",
      .exception(invalidArgument, classicPushTwice), source: "[decomp-nav-8-3]",
      confidence: .high, profiles: .documented),
    .misuse(
      .pushSameInstance, "Pushing an instance already on the stack:",
      .exception(invalidArgument, classicPushTwice),
      source: "[w-eigen-850] [w-newsblur-886] [w-wordpress-7284] [w-zendesk-220] (iOS 8 to "
        + "12.1); iOS 5 to 7 assumed from [decomp-nav-8-3]",
      confidence: .high, profiles: .ios(...12),
      probe: .lines(
        scenario: "push A\npush A",
        [
          "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Pushing the same view controller instance more than once is not supported (<A>)'"
        ])),
    .misuse(
      .pushSameInstance, "Pushing an instance already on the stack:",
      .exception(
        invalidArgument,
        "<Nav> is pushing the same view controller instance (<NAME>) more than once which is "
          + "not supported and is most likely an error in the application : BUNDLE"),
      source: "[w-swiftalgorithms-31] [w-element-3924] [w-presentvc] [w-react-navigation-10740] "
        + "[w-maui-11503] [w-wordpress-20890] (iOS 13 to 16) [rn-screens-repro] (17.2, no "
        + "suffix shown); iOS 18 and 26 assumed; against: [w-webssh-16]",
      confidence: .high, profiles: .ios(13...),
      probe: .lines(
        scenario: "push A\npush A",
        [
          "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '<Nav#1> is pushing the same view "
            + "controller instance (<A>) more than once which is not supported and is most likely "
            + "an error in the application : com.example.stacknav'"
        ])),
    .misuse(
      .pushNavigationController, "Pushing a navigation controller (push NAME embed=nav):",
      .exception(invalidArgument, "Pushing a navigation controller is not supported"),
      source: "[log-18] [decomp-nav-8-3] [w-actionsheetpicker-70] [w-ninapager-8] "
        + "[w-slidemenu-315] [w-push-nav-18]",
      confidence: .high, profiles: .every),
    .misuse(
      .presentItself,
      "Presenting the controller present is called on (the window's root, or the top-most "
        + "presented controller, presenting itself; checked first):",
      .exception(
        invalidArgument,
        "Application tried to present modal view controller on itself. Presenting controller "
          + "is <NAME>."),
      source: "[w-present-itself-2016] [w-countrypicker-27] [w-wordpress-11483] "
        + "[w-kuipopover-28] (iOS 9 to 17); other versions assumed; documented keeps the "
        + "active-controller text it had",
      confidence: .high, profiles: .everyIOS),
    .misuse(
      .presentPresented, "Presenting a controller another controller presents:",
      .exception(invalidArgument, activeController),
      source: "[w-sidemenu-29] [w-tzimagepicker-402] (to iOS 10); iOS 11 to 13 assumed",
      confidence: .high, profiles: .documented + .ios(...13),
      probe: .lines(
        scenario: "push A\npresent B\npresent C\npresent B",
        [
          "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Application tried to present modally an active controller <B>.'"
        ])),
    .misuse(
      .presentPresented,
      "Presenting a controller another controller presents (HOST: its presenting view "
        + "controller):",
      .exception(
        invalidArgument,
        "Application tried to present modally a view controller <NAME> that is already being "
          + "presented by <HOST>."),
      source: "[w-share-menu-101] (before iOS 15: iOS 14 chosen) [w-rn-print-155] "
        + "[w-stripe-payments-7] [w-privacy-screen-83] [w-slideovercard-35]",
      confidence: .medium, profiles: .ios(14...),
      probe: .lines(
        scenario: "push A\npresent B\npresent C\npresent B",
        [
          "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Application tried to present modally a "
            + "view controller <B> that is already being presented by <Nav#1>.'"
        ])),
    .misuse(
      .presentActiveController,
      "Presenting a controller on a navigation stack, in a tab, a child or the window's root:",
      .exception(invalidArgument, activeController),
      source: "[app-comments] [w-promotion-29] [w-promisekit-178] [w-aws-samples-203] "
        + "[w-mdc-8506] (iOS 6 to 13); later versions unverified",
      confidence: .high, profiles: .every),
    RuleEntry(
      Rule(
        .popRoot,
        "Popping when only the root is on the stack does nothing.",
        source: "[apple-popViewController]",
        confidence: .high), profiles: .documented),
    RuleEntry(
      Rule(
        .popRoot,
        "Popping when only the root is on the stack does nothing and sends no callback.",
        source: "[apple-popViewController]",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .dismissWithNothingPresented,
        "dismiss with nothing presented forwards to the presenting controller; with neither "
          + "it does nothing.",
        source: "[apple-dismiss] [openradar-30284135]",
        confidence: .high), profiles: .documented),
    RuleEntry(
      Rule(
        .dismissWithNothingPresented,
        "dismiss with nothing presented forwards to the presenting controller; with neither "
          + "it does nothing; a second dismiss right after the first has nothing left to do.",
        source: "[apple-dismiss] [openradar-30284135] [log-18]",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .presentWithNothingOnScreen,
        "present with no controller on screen presents nothing: there is no presenter, and "
          + "UIKit has nothing to say (a note of the model's own).",
        source: "our choice (no controller can call present)",
        confidence: .unverified), profiles: .every),
    .misuse(
      .presentNotInWindow,
      "Presenting from a controller whose view is not in the window presents nothing:",
      .console("Attempt to present <NAME> on <P> whose view is not in the window hierarchy!"),
      source: "[log-18] [kouhan] [positioniseverything]; the seeds give no text: today's",
      confidence: .high, profiles: .documented),
    .misuse(
      .presentNotInWindow,
      "Presenting from a controller whose view is not in the window presents nothing:",
      .console(
        "Warning: Attempt to present <NAME> on <P> whose view is not in the window hierarchy!"),
      source: "[w-jts-43] [w-bdgshare-4] [w-linkedin-62] [w-rfabout-8] [w-stpopup-91] "
        + "[w-doc-viewer-50] [w-xcoordinator-15] [w-wechat-16] [w-fetch-blob-611] (iOS 8 to "
        + "13); iOS 5 to 7 assumed",
      confidence: .high, profiles: .ios(...13),
      probe: .lines(
        scenario: "push A B\npresent C from=A",
        [
          "! warning: Warning: Attempt to present <C> on <A> whose view is not in the window "
            + "hierarchy!"
        ])),
    .misuse(
      .presentNotInWindow,
      "Presenting from a controller whose view is not in the window presents nothing:",
      .console(
        "[Presentation] Attempt to present <NAME> on <HOST> (from <P>) whose view is not in "
          + "the window hierarchy."),
      source: "[w-not-in-window-14] (from 2021-12); iOS 14 as the first version inferred "
        + "from the dates",
      confidence: .medium, profiles: .ios(14...),
      probe: .lines(
        scenario: "push A B\npresent C from=A",
        [
          "! warning: [Presentation] Attempt to present <C> on <Nav#1> (from <A>) whose view is "
            + "not in the window hierarchy."
        ])),
    .misuse(
      .presentWhilePresenting,
      "Presenting from a controller that is already presenting presents nothing:",
      .console("Attempt to present <NAME> on <P> which is already presenting <Q>"),
      source: "[app-comments] [mdc-alert]; the seeds give no text: today's",
      confidence: .medium, profiles: .documented),
    .misuse(
      .presentWhilePresenting,
      "Presenting from a controller that is already presenting presents nothing (two spaces "
        + "before 'on'):",
      .console("Warning: Attempt to present <NAME>  on <P> which is already presenting <Q>"),
      source: "[w-superlogger-2] [w-uservoice-347] [w-musicvideo] [w-thoughtless-122] "
        + "[w-interactivemodal-8] [w-already-2017] (iOS 8 to 10) [w-bulletinboard-154] (iOS "
        + "12.2); iOS 5 to 7 assumed; [w-airbrake-91]'s single space (iOS 11) read as the "
        + "issue's rendering, which folds runs of spaces",
      confidence: .high, profiles: .ios(...13),
      probe: .lines(
        scenario: "push A\npresent B\npresent C from=A",
        ["! warning: Warning: Attempt to present <C>  on <A> which is already presenting <B>"])),
    .misuse(
      .presentWhilePresenting,
      "Presenting from a controller that is already presenting presents nothing:",
      .console(
        "[Presentation] Attempt to present <NAME> on <HOST> (from <P>) which is already "
          + "presenting <Q>."),
      source: "[w-already-14]",
      confidence: .high, profiles: .ios(14...),
      probe: .lines(
        scenario: "push A\npresent B\npresent C from=A",
        [
          "! warning: [Presentation] Attempt to present <C> on <Nav#1> (from <A>) which is "
            + "already presenting <B>."
        ])),
    .misuse(
      .presentWhileTransitioning,
      "A present made while a presentation or dismissal is in flight (meanwhile present) is "
        + "dropped, not queued:",
      .console("Attempt to present <NAME> on <P> while a presentation is in progress!"),
      source: "[app-comments]; the seeds give no text: today's",
      confidence: .high, profiles: .documented),
    .misuse(
      .presentWhileTransitioning,
      "A present made while a presentation or dismissal is in flight (meanwhile present) is "
        + "dropped, not queued:",
      .console("Warning: Attempt to present <NAME> on <P> while a presentation is in progress!"),
      source: "[w-rubymotion-comment] [w-dcmodalsegue-10] [w-annema-testing] [w-in-progress-10]",
      confidence: .high, profiles: .ios(...13),
      probe: .lines(
        scenario: "push A\npresent B\nmeanwhile present C",
        ["! warning: Warning: Attempt to present <C> on <B> while a presentation is in progress!"])),
    .misuse(
      .presentWhileTransitioning,
      "A present made while a presentation or dismissal is in flight (meanwhile present) is "
        + "dropped, not queued:",
      .console(
        "[Presentation] Attempt to present <NAME> on <HOST> (from <P>) while a presentation is "
          + "in progress."),
      source: "[w-in-progress-14] (the words; the prefix as the other presentation warnings "
        + "of these versions)",
      confidence: .high, profiles: .ios(14...),
      probe: .lines(
        scenario: "push A\npresent B\nmeanwhile present C",
        [
          "! warning: [Presentation] Attempt to present <C> on <B> (from <B>) while a "
            + "presentation is in progress."
        ])),
    .misuse(
      .dismissWhileTransitioning,
      "A dismiss made while a presentation or dismissal is in flight (meanwhile dismiss) is "
        + "ignored; of repeated dismiss calls only the first takes effect:",
      .console(
        "Attempt to dismiss from view controller <P> while a presentation or dismiss is in "
          + "progress!"),
      source: "[kouhan] [log-18] [app-comments]; the seeds give no text: today's",
      confidence: .high, profiles: .documented),
    .misuse(
      .dismissWhileTransitioning,
      "A dismiss made while a presentation or dismissal is in flight (meanwhile dismiss) is "
        + "ignored; of repeated dismiss calls only the first takes effect:",
      .console(
        "Warning: Attempt to dismiss from view controller <P> while a presentation or dismiss "
          + "is in progress!"),
      source: "[w-upplatform-14] [w-promotion-473] [w-swreveal-282] [w-librelio-5] "
        + "[w-sidemenu-323] [w-taz-neo] (iOS 7 to 13); from iOS 14 no newer text was found: "
        + "the last recorded one is kept",
      confidence: .high, profiles: .everyIOS),
    .misuse(
      .nestedNavigationWarnings,
      "A navigation request while a push or pop animates (meanwhile push, pop, popToRoot, popTo, "
        + "setStack) still waits for it, and VERB is push when it starts a push:",
      .console("nested <VERB> animation can result in corrupted navigation bar"),
      source: "[w-cobalt-18] [w-buffered-9] [w-swipenav-2] [ktj-push-queue] (iOS 7) "
        + "[w-chatsecure-597] [w-rmpzoom-19] (iOS 10) [w-bameasytable-4] (iOS 5 or 6); iOS 8, 9, "
        + "11 and 12 interpolated",
      confidence: .medium, profiles: .ios(...12),
      probe: .lines(
        scenario: "push A B\nmeanwhile pop",
        ["! warning: nested pop animation can result in corrupted navigation bar"])),
    .misuse(
      .nestedNavigationWarnings,
      "A navigation request while a push or pop animates still waits for it (VERB: push when "
        + "it starts a push):",
      .console("nested <VERB> animation can result in a corrupted navigation bar"),
      source: "[w-hero-638] [w-clean-arch-6] (a push on iOS 13) [w-navbar-stack]; pop and "
        + "iOS 14 to 26 assumed",
      confidence: .medium, profiles: .ios(13...),
      probe: .lines(
        scenario: "push A B\nmeanwhile pop",
        ["! warning: nested pop animation can result in a corrupted navigation bar"])),
    .misuse(
      .nestedNavigationBar,
      "The navigation transition a nested request interrupted ends:",
      .consoleAtEnd(
        "Finishing up a navigation transition in an unexpected state. Navigation Bar subview "
          + "tree might get corrupted."),
      source: "[w-cobalt-18] [w-buffered-9] [ktj-push-queue] (iOS 7) [w-chatsecure-597] "
        + "(iOS 10); other versions to 12 interpolated",
      confidence: .medium, profiles: .ios(...12),
      probe: .lines(
        scenario: "push A B\nmeanwhile pop",
        [
          "B didMoveToParent Nav#1",
          "! warning: Finishing up a navigation transition in an unexpected state. Navigation "
            + "Bar subview tree might get corrupted.",
        ])),
    .misuse(
      .nestedNavigationBar, "Right after the nested line, the navigation bar refuses:",
      .console(
        "Attempting to begin a transition on navigation bar (<UINavigationBar>) while a "
          + "transition is in progress."),
      source: "[w-hero-638] [w-clean-arch-6] (iOS 13; no 'Finishing up' line seen); iOS 14 "
        + "to 26 assumed",
      confidence: .medium, profiles: .ios(13...),
      probe: .lines(
        scenario: "push A B\nmeanwhile pop",
        [
          "! warning: Attempting to begin a transition on navigation bar (<UINavigationBar>) "
            + "while a transition is in progress."
        ])),
    .misuse(
      .unbalancedNested,
      "A nested request that interrupts an animated push or pop leaves UIKit's appearance "
        + "levels unbalanced, once per interrupted transition, naming the controller the "
        + "request brings on screen (the pushed one, or the one a pop reveals): up to iOS 12 "
        + "right after the 'Finishing up' line, from iOS 13 right after the request's nested "
        + "lines; not where the request waits (misuse.nestedPushWaits, and a hook's request "
        + "from iOS 13):",
      .console("Unbalanced calls to begin/end appearance transitions for <NAME>."),
      source: "[w-unbalanced-sightings] (SO 9088465, iOS 5) [w-cobalt-18] (iOS 7, after both "
        + "other lines) [w-chatsecure-597] (iOS 10) [w-firefox-15804] (the pushed controller "
        + "named); which controller and where: unverified; iOS 13 to 26: unverified",
      confidence: .medium, profiles: .everyIOS,
      probe: .lines(
        scenario: "push A B C\npop\nmeanwhile pop",
        ["! warning: Unbalanced calls to begin/end appearance transitions for <A>."])),
    .misuse(
      .unbalancedFirstDisplay,
      "A presentation that interrupts a navigation or tab bar controller's first display "
        + "(hook.presentAtFirstDisplay) leaves the container's appearance unbalanced, once, "
        + "after the presentation's last line:",
      .console("Unbalanced calls to begin/end appearance transitions for <NAME>."),
      source: "[w-detached-im-demo-2020] (for the tab bar controller, iOS 13) "
        + "[w-lipcities-2015] [w-ventouchlock-9] (for the navigation controller, iOS 8) "
        + "[w-memetab-2015] [w-passcodelock-18] [w-rightpoint-49]; iOS 5 to 7: unverified",
      confidence: .medium, profiles: .ios(...13),
      probe: .lines(
        scenario: "on A viewDidLoad present C style=fullScreen\nroot A embed=nav",
        [
          "A viewDidDisappear",
          "! warning: Unbalanced calls to begin/end appearance transitions for <Nav#1>.",
          "A didMoveToParent Nav#1",
        ])),
    RuleEntry(
      Rule(
        .nestedPushWaits,
        "From iOS 8, a push requested (meanwhile) during an animated push waits for it to end: "
          + "nothing is unbalanced, no 'Unbalanced calls' line.",
        source: "our reading of [w-chatsecure-597] and [w-cobalt-18] (the line seen on iOS 7 "
          + "and 10 after other nested requests); unverified",
        confidence: .unverified), profiles: .ios(8...12),
      probe: .lines(
        scenario: nestedPushProbe,
        [
          "! warning: Finishing up a navigation transition in an unexpected state. Navigation "
            + "Bar subview tree might get corrupted.", "C willMoveToParent Nav#1",
        ])),
    RuleEntry(
      Rule(
        .nestedPushWaits,
        "A push requested (meanwhile) during an animated push waits for it to end: nothing is "
          + "unbalanced, no 'Unbalanced calls' line after the navigation bar's refusal.",
        source: "our choice, carried from iOS 8: unverified",
        confidence: .unverified), profiles: .ios(13...),
      probe: .lines(
        scenario: nestedPushProbe,
        [
          "! warning: Attempting to begin a transition on navigation bar (<UINavigationBar>) "
            + "while a transition is in progress.", "A viewDidDisappear",
        ])),
    RuleEntry(
      Rule(
        .noNestedNavigationWarning,
        "A navigation request during a navigation animation logs nothing and waits for it.",
        source: "our choice: the seeds are silent",
        confidence: .unverified), profiles: .documented),
    RuleEntry(
      Rule(
        .meanwhileWaits,
        "Any other request made while an animation is in flight (meanwhile push during a "
          + "present, say) takes effect when that animation ends.",
        source: "our choice: UIKit defers navigation transitions [log-7] "
          + "[decomp-nav-8-3]",
        confidence: .unverified), profiles: .documented + .ios(...17),
      probe: .lines(
        scenario: "push A\npresent B\nmeanwhile push C",
        ["# meanwhile push C", "B viewDidAppear"])),
    RuleEntry(
      Rule(
        .meanwhileWaits,
        "Any other request made while an animation is in flight (meanwhile push during a "
          + "present, say) takes effect when that animation ends: an interrupted push is "
          + "never cancelled, it completes, then the next transition starts.",
        source: "[apple-fluid-transitions] (iOS 18's zoom transitions: a pop during a push "
          + "starts once the push completes, in the same run-loop turn) [log-7] "
          + "[decomp-nav-8-3]",
        confidence: .high), profiles: .ios(18...), probe: .evidenceOnly),
    RuleEntry(
      Rule(
        .pushWithoutNavigation,
        "push where no navigation controller holds the visible content does nothing "
          + "(navigationController is nil).",
        source: "[swift-optional-chaining]; our choice",
        confidence: .unverified), profiles: .every),
    RuleEntry(
      Rule(
        .replaceRoot,
        "A new window root replaces the old one: what was on screen leaves, what the old root "
          + "presented is let go, then the old root is released; the same root again does "
          + "nothing.",
        source: "[apple-rootViewController]; callbacks: our choice",
        confidence: .unverified), profiles: .every),
    .misuse(
      .popToMissing, "popTo a controller that is not on the stack:",
      .exception(
        "NSInternalInconsistencyException", "Tried to pop to a view controller that doesn't exist.",
        assertion: "*** Assertion failure in -[UINavigationController "
          + "popToViewController:transition:], UINavigationController.m:8176"),
      source: "[uikit-3698] [w-px-745] [w-account-kit-33] [w-beacon-132] (the reason) "
        + "[w-assert-3698] [w-navcontainer-11] (the assertion line, iOS 12; the build path "
        + "before the file name left out)",
      confidence: .high, profiles: .everyIOS),
    .misuse(
      .setStackDistinct, "setStack with a controller twice:",
      .exception(
        "NSInternalInconsistencyException",
        "All view controllers in a navigation controller must be distinct (<STACK>)"),
      source: "[wordpress-15337] [w-presentvc] (iOS 14; the array as NSArray describes one); "
        + "other versions unverified",
      confidence: .medium, profiles: .everyIOS),
    RuleEntry(
      Rule(
        .selectNotATab,
        "select of a controller that is not one of the tab bar controller's tabs is refused "
          + "as a scenario error: UIKit's answer was not found.",
        source: "[apple-tabbar-delegate] (the selection must be one of the tabs); "
          + "our choice",
        confidence: .unverified), profiles: .everyIOS),
  ]

  private static let invalidArgument = "NSInvalidArgumentException"
  private static let classicPushTwice =
    "Pushing the same view controller instance more than once is not supported (<NAME>)"
  private static let activeController =
    "Application tried to present modally an active controller <NAME>."

  /// A push requested while another push animates.
  private static let nestedPushProbe = "push A\npush B\nmeanwhile push C"
}

extension RuleEntry {
  /// A misuse rule: what the app did, then what UIKit prints (`MisuseText.summary`), the text
  /// the rule carries.
  static func misuse(
    _ id: RuleID, _ what: String, _ text: MisuseText, source: String,
    confidence: Rule.Confidence, profiles: ProfileSet, probe: RuleProbe? = nil
  ) -> RuleEntry {
    RuleEntry(
      Rule(id, what + " " + text.summary, source: source, confidence: confidence),
      profiles: profiles, value: .text(text), probe: probe)
  }
}
