extension RuleTable {
  /// Containers the app writes: manual appearance forwarding, `beginAppearanceTransition`
  /// and `endAppearanceTransition`, views added without containment, controllers outside any
  /// window, and `transition(from:to:)`. Every rule is from iOS 5, where the API appeared.
  static let customContainers: [RuleEntry] = [
    RuleEntry(
      Rule(
        .forwardingManual,
        "A container with forwarding=manual (shouldAutomaticallyForwardAppearanceMethods "
          + "returns false; on iOS 5 its predecessor) forwards nothing: when it appears or "
          + "disappears its own lines are unchanged and its children get no appearance lines, "
          + "only their layout pairs, after the container's.",
        source: "[apple-forward-appearance] [apple-uiviewcontroller-h] [apple-container-guide] "
          + "[w-pager-doubled] [decomp-uikitcore-26-1]; the children's layout pairs: medium",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .forwardingCallbacks,
        "A container with forwarding=callbacks forwards by hand from its four appearance "
          + "callbacks: each child's line comes right after the container's line of the same "
          + "name, children in the order they were added, as automatic forwarding prints.",
        source: "[apple-container-guide] (its listing of a container forwarding by hand) "
          + "[decomp-uikitcore-26-1]",
        confidence: .medium), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .forwardingBoth,
        "A container with forwarding=both forwards by hand and leaves automatic forwarding on: "
          + "the hand-made call sends the child's line, UIKit's finds the child already in that "
          + "state and sends nothing, so it prints what forwarding=callbacks prints. The doubled "
          + "callbacks apps report come from calling viewWillAppear directly, which is not "
          + "modelled.",
        source: "[w-pager-doubled] [decomp-uikitcore-26-1]; the second call's silence: "
          + "unverified",
        confidence: .unverified), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .manualBeginEnd,
        "beginAppearance loads the view if needed, then sends viewWillAppear "
          + "(appearing=true) or viewWillDisappear; the matching endAppearance sends "
          + "viewDidAppear or viewDidDisappear, with the animated flag of the begin.",
        source: "[apple-appearance-transition] [apple-container-guide] [log-7] "
          + "[w-essential-feed-2023] [w-til-29]; the load first: [decomp-uikitcore-26-1]",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .manualViewIsAppearing,
        "In a transition the app drives, viewIsAppearing comes once, at the first of: the "
          + "view entering the window while the transition is open (before its first layout "
          + "pair), the transition being reversed (before the viewWillDisappear), the "
          + "endAppearance that completes it (before viewDidAppear).",
        source: "[decomp-uikitcore-26-1] [w-essential-feed-2023] [log-4]",
        confidence: .medium), profiles: .ios(17...),
      probe: .lines(
        scenario: "retain A by Test\nbeginAppearance A appearing=true\nendAppearance A",
        ["A viewIsAppearing", "A viewDidAppear"])),
    RuleEntry(
      Rule(
        .manualNesting,
        "A beginAppearance in the direction of the open transition sends nothing and opens "
          + "one more level; only the endAppearance that closes the last level sends the "
          + "did-line.",
        source: "[apple-uiviewcontroller-h] (the final matching end) [decomp-uikitcore-26-1]; "
          + "how the public begin counts is not known: unverified",
        confidence: .unverified), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .manualReverse,
        "A beginAppearance against the open transition reverses it: the new will-line "
          + "(after viewIsAppearing when an appearing transition is reversed), no did-line for "
          + "the abandoned direction, and the transition stays one level deep, so one "
          + "endAppearance completes it.",
        source: "[w-douglashill-2019] [log-4] [decomp-uikitcore-26-1]; one end completes it: "
          + "[w-douglashill-2019] alone",
        confidence: .medium), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .manualNoGuard,
        "beginAppearance does not check the current state, except 'already there': on a "
          + "controller that has appeared, appearing=true sends viewWillAppear again; on one "
          + "already appearing it sends nothing, and its end sends the did-line (likewise for "
          + "appearing=false).",
        source: "[decomp-uikitcore-26-1] [w-pager-doubled] [w-unbalanced-sightings]",
        confidence: .medium), profiles: .everyIOS),
    .misuse(
      .unbalancedAppearance,
      "An endAppearance with no open begin (then the did-line, if UIKit left the controller "
        + "in a will-state):",
      .console("Unbalanced calls to begin/end appearance transitions for <NAME>."),
      source: "[decomp-uikitcore-26-1] [w-unbalanced-sightings] [w-douglashill-2019] "
        + "[w-cobalt-18] [w-chatsecure-597]; what follows the line: medium",
      confidence: .high, profiles: .everyIOS,
      probe: .lines(
        scenario: "retain A by Test\nendAppearance A",
        ["! warning: Unbalanced calls to begin/end appearance transitions for <A>."])),
    RuleEntry(
      Rule(
        .viewNoContainment,
        "addSubview adds a controller's view to another's without containment: its view "
          + "loads if needed, no willMoveToParent or didMoveToParent, no parent, so no "
          + "container forwards anything to it. removeSubview makes no containment call either.",
        source: "[apple-uiviewcontroller-h] [apple-willMove]",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .windowMove,
        "A controller whose view enters the window with no open or running transition on it "
          + "or above it gets its own appearance from the window move: viewWillAppear, "
          + "viewIsAppearing and its layout pair, then viewDidAppear as the statement's last "
          + "line for it (after didMoveToParent); leaving, the disappear pair. This also covers "
          + "a child added to or removed from a container that forwards by hand while it is on "
          + "screen.",
        source: "[log-7] [w-gonefish-2013] [w-dbbasement-2] [w-jianshu-ad86] "
          + "[decomp-uikitcore-26-1]; against: [w-winobjc-2115] (no viewDidAppear); for a "
          + "manual container's child: unverified",
        confidence: .medium), profiles: .everyIOS, value: .interleaving(.outgoingFirst)),
    RuleEntry(
      Rule(
        .viewInsideTransition,
        "A view entering the window under a controller that is in transition or has an open "
          + "transition gets no appearance lines, then or later; only its layout pair, after "
          + "its container's. Later window moves of the view get their own appearance.",
        source: "[w-ivanchan-2016] [w-openradar-32106539] [decomp-uikitcore-26-1]; the layout "
          + "pair: unverified",
        confidence: .medium), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .viewOrphan,
        "The superview keeps the view, not its controller: a controller whose view was added "
          + "with addSubview and that nothing else retains is freed after its own appearance, "
          + "and its view stays on screen.",
        source: "[log-7]",
        confidence: .medium), profiles: .everyIOS),
    .misuse(
      .viewHierarchy,
      "addSubview of a controller whose parent is another container:",
      .exception(
        "UIViewControllerHierarchyInconsistency",
        "child view controller:<NAME> should have parent view controller:<Q> but actual parent "
          + "is:<P>"),
      source: "[apple-uiviewcontroller-h] (the exception) [w-hierarchy-inconsistency] (the "
        + "reason, unverified)",
      confidence: .medium, profiles: .everyIOS),
    RuleEntry(
      Rule(
        .loadIfNeeded,
        "loadViewIfNeeded loads the view (loadView, viewDidLoad) if it is not loaded, and "
          + "does nothing else.",
        source: "[apple-loadViewIfNeeded] [apple-uiviewcontroller-h]",
        confidence: .high), profiles: .ios(9...),
      probe: .lines(scenario: "loadViewIfNeeded A", ["A init", "A loadView", "A viewDidLoad"])),
    RuleEntry(
      Rule(
        .outsideWindow,
        "beginAppearance and endAppearance work on a controller in no window (a unit test): "
          + "the same lines as in a window, and no layout pair.",
        source: "[decomp-uikitcore-26-1] [w-essential-feed-2023] [w-til-29]; no layout: "
          + "unverified",
        confidence: .medium), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .windowLevel,
        "A controller that becomes the window's root while its explicit appearing transition "
          + "is open gets nothing from the window; the endAppearance sends viewDidAppear.",
        source: "[w-quick-941] (the same test on iOS 12)",
        confidence: .medium), profiles: .ios(...12), value: .count(1),
      probe: .lines(scenario: windowLevelProbe, ["# endAppearance X", "X viewDidAppear"])),
    RuleEntry(
      Rule(
        .windowLevel,
        "A controller that becomes the window's root while its explicit appearing transition "
          + "is open is kept appearing by the window's own transition: the endAppearance that "
          + "closes the last level sends no viewDidAppear (a note says so); a further one "
          + "warns about unbalanced calls, then sends it; a new root replaces it with the "
          + "disappear pair.",
        source: "[w-quick-941] [w-snapshot-appearance]; the mechanism and what follows: "
          + "unverified",
        confidence: .medium), profiles: .ios(13...), value: .count(2),
      probe: .lines(
        scenario: windowLevelProbe,
        [
          "! note: X is still appearing: the window's own appearance transition on X is open, "
            + "so this end sends no viewDidAppear"
        ])),
    RuleEntry(
      Rule(
        .childTransition,
        "transition from A to B in P: A willMoveToParent(nil), B willMoveToParent(P), B's "
          + "view loads, then (P on screen) A viewWillDisappear, B viewWillAppear, B's "
          + "viewIsAppearing and layout, B viewDidAppear, A viewDidDisappear; then A "
          + "didMoveToParent(nil), B didMoveToParent(P), and A is released. Off screen, only "
          + "the moves and the load.",
        source: "[apple-transition-from-to] [apple-container-guide] [w-tangqiao-2012] (iOS 5); "
          + "later versions, the moves against the did-lines, off screen: unverified",
        confidence: .medium), profiles: .everyIOS, value: .interleaving(.incomingDidFirst)),
    .misuse(
      .transitionParent,
      "transition from a controller that is not the container's child:",
      .exception(
        "NSInvalidArgumentException",
        "Children view controllers <NAME> and <Q> must have a common parent view controller "
          + "when calling -[UIViewController transitionFromViewController:toViewController:"
          + "duration:options:animations:completion:]"),
      source: "[apple-transition-from-to] (the exception) [w-transition-parent-text] (the "
        + "reason)",
      confidence: .high, profiles: .everyIOS),
  ]

  /// Children a hook's code adds to a container while a transition brings the container on
  /// screen: what UIKit forwards to them depends on how far the container's appearance got.
  static let childrenAddedInHooks: [RuleEntry] = [
    RuleEntry(
      Rule(
        .childAddedWhileLoading,
        "A child added while its container loads (a hook in the container's viewDidLoad, or "
          + "in any of its callbacks before its viewWillAppear) in a transition that will show "
          + "it joins the container's appearance: its moves and load at the hook, then "
          + "viewWillAppear, viewIsAppearing, its layout pair and viewDidAppear each right "
          + "after the container's, as a child added before the transition gets them. Not "
          + "with forwarding=manual.",
        source: "[apple-container-guide] (children added in viewDidLoad) [log-15] "
          + "[w-pager-missed-will-fix]",
        confidence: .high), profiles: .everyIOS,
      probe: .lines(
        scenario: "push A\non P viewDidLoad addChild C to P\npush P",
        ["P viewWillAppear", "C viewWillAppear"])),
    RuleEntry(
      Rule(
        .childAddedInWillAppear,
        "A child added in its container's own viewWillAppear is a child when UIKit forwards "
          + "that viewWillAppear after the override returns: its moves and load at the hook, "
          + "then its viewWillAppear, and from there the appearance of a child added before.",
        source: "[w-pager-missed-will-fix] (adding the children at the top of viewWillAppear "
          + "gives them the callback); where UIKit forwards: our reading of "
          + "[decomp-uikitcore-26-1]",
        confidence: .medium), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .childAddedWhileAppearing,
        "A child added later in its container's appearance (its viewIsAppearing or layout, "
          + "or any hook between the transition's will-lines and did-lines) gets no "
          + "viewWillAppear: its moves and load at the hook, its layout pair after the "
          + "container's, and one viewDidAppear right after the container's.",
        source: "[openradar-14058168] (iOS 5.0: once) [w-pager-first-child-did] "
          + "[w-pager-missed-will-fix] [w-pager-first-child-no-will]",
        confidence: .medium), profiles: .ios(5...5), value: .count(1),
      probe: .lines(
        scenario: laidOutChildProbe, ["C didMoveToParent P", "P viewDidLayoutSubviews"])),
    RuleEntry(
      Rule(
        .childAddedWhileAppearing,
        "A child added later in its container's appearance gets no viewWillAppear, and "
          + "viewDidAppear twice: once at the end of the hook's lines (the window move), again "
          + "right after the container's.",
        source: "[openradar-14058168] (iOS 6.1: twice); iOS 7 and 8: unverified, carried from "
          + "iOS 6",
        confidence: .unverified), profiles: .ios(6...8), value: .count(2),
      probe: .lines(scenario: laidOutChildProbe, ["C didMoveToParent P", "C viewDidAppear"])),
    RuleEntry(
      Rule(
        .childAddedWhileAppearing,
        "A child added later in its container's appearance gets no viewWillAppear: its "
          + "moves and load at the hook, its layout pair after the container's, and one "
          + "viewDidAppear right after the container's (from iOS 17 with viewIsAppearing "
          + "right before it).",
        source: "[w-pager-first-child-did] [w-pager-missed-will-fix] "
          + "[w-pager-first-child-no-will]; iOS 13 on and the viewIsAppearing: unverified, "
          + "carried from iOS 9 ([decomp-uikitcore-26-1] sends viewIsAppearing on a state "
          + "change that skips the appearing state)",
        confidence: .medium), profiles: .ios(9...), value: .count(1),
      probe: .lines(
        scenario: laidOutChildProbe, ["C didMoveToParent P", "P viewDidLayoutSubviews"])),
  ]

  /// App code calling a controller's appearance callbacks itself.
  static let directCalls: [RuleEntry] = [
    RuleEntry(
      Rule(
        .directAppearanceCall,
        "call NAME WORD: app code calls NAME's viewWillAppear (or viewDidAppear, "
          + "viewWillDisappear, viewDidDisappear) itself: the override runs, so the line "
          + "prints, with the call's animated and no moving or being flag; UIKit's state does "
          + "not move (no viewIsAppearing, no layout, no load), so its own callbacks still "
          + "come as usual, and a container that also forwards automatically doubles them.",
        source: "[w-pager-direct-call-twice] [w-direct-call-unsupported] "
          + "[decomp-appearance-misuse]",
        confidence: .medium), profiles: .everyIOS,
      probe: .lines(scenario: directCallProbe, ["# call A viewWillAppear", "A viewWillAppear"])),
    .misuse(
      .directAppearanceCallWarning,
      "A direct call of an appearance callback, unless the controller is already in the "
        + "state it announces:",
      .console(
        "[ViewController] Calling <VERB> directly on a view controller is not supported, and "
          + "may result in out-of-order callbacks and other inconsistent behavior. Use the "
          + "-beginAppearanceTransition:animated: and -endAppearanceTransition APIs on "
          + "UIViewController to manually drive appearance callbacks instead. Make a "
          + "symbolic breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch "
          + "this in the debugger. View controller: <NAME>"),
      source: "[decomp-appearance-misuse] (the text, its category and its test) "
        + "[w-direct-call-unsupported]; iOS 16 as the first version: [w-unbalanced-sightings] "
        + "context, unverified",
      confidence: .medium, profiles: .ios(16...),
      probe: .lines(
        scenario: directCallProbe,
        [
          "A viewWillAppear",
          "! warning: [ViewController] Calling -viewWillAppear: directly on a view controller "
            + "is not supported, and may result in out-of-order callbacks and other "
            + "inconsistent behavior. Use the -beginAppearanceTransition:animated: and "
            + "-endAppearanceTransition APIs on UIViewController to manually drive appearance "
            + "callbacks instead. Make a symbolic breakpoint at "
            + "UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the debugger. "
            + "View controller: <A>",
        ])),
  ]

  /// A direct call on a controller made for it.
  private static let directCallProbe = "call A viewWillAppear"

  /// A child added in its container's first layout, while it is pushed.
  private static let laidOutChildProbe =
    "push A\non P viewWillLayoutSubviews addChild C to P\npush P"

  /// A test's controller made the window's root during its explicit appearing transition.
  private static let windowLevelProbe =
    "retain X by Test\nbeginAppearance X appearing=true\nroot X\nendAppearance X"
}
