extension RuleTable {
  /// Storyboard segues: asked, instantiated, prepared, performed.
  static let segues: [RuleEntry] = [
    RuleEntry(
      Rule(
        .seguePresent,
        "segue NAME kind=present: the source's shouldPerformSegue NAME (a control's segue, iOS "
          + "6 on), then NAME init and awakeFromNib, the source's prepareForSegue NAME (NAME's "
          + "view not loaded), then NAME presented from the source in the segue's style (the "
          + "profile's default style otherwise), with present's checks.",
        source: "[decomp-uikitcore-26-1] [apple-segue-life-cycle] [w-segue-mayoff] [log-2]",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .segueShow,
        "segue NAME kind=push (the legacy Push segue; Show comes in iOS 8): asked, "
          + "instantiated and prepared as a modal segue, then pushed by the source's navigation "
          + "controller, exactly as push NAME.",
        source: "[decomp-uikitcore-26-1] [apple-segue-life-cycle] [w-segue-mayoff] [log-2]",
        confidence: .high), profiles: .ios(...7), value: .count(1),
      probe: .lines(
        scenario: "push A\nsegue B kind=push", ["A prepareForSegue B", "B willMoveToParent Nav#1"])),
    RuleEntry(
      Rule(
        .segueShow,
        "segue NAME (Show, the default): asked, instantiated and prepared as a modal segue, "
          + "then pushed by the source's navigation controller, exactly as push NAME.",
        source: "[decomp-uikitcore-26-1] [apple-segue-life-cycle] [w-segue-mayoff] [log-2]",
        confidence: .high), profiles: .ios(8...), value: .count(2),
      probe: .lines(
        scenario: "push A\nsegue B", ["A prepareForSegue B", "B willMoveToParent Nav#1"])),
    RuleEntry(
      Rule(
        .segueShowWithoutNavigation,
        "A Show segue whose source has no navigation controller above it: the source presents "
          + "the destination in the default style.",
        source: "[apple-uiviewcontroller-h] (show redirects to the target of the action, else "
          + "presents)",
        confidence: .medium), profiles: .ios(8...),
      probe: .lines(scenario: "root A\nsegue B", ["A prepareForSegue B", "B loadView"])),
    RuleEntry(
      Rule(
        .segueShowDetail,
        "A Show Detail segue: presented by the source, as no split view controller is "
          + "modelled.",
        source: "our choice: no split view controller",
        confidence: .unverified), profiles: .ios(8...),
      probe: .lines(
        scenario: "push A\nsegue B kind=showDetail", ["A prepareForSegue B", "B loadView"])),
    RuleEntry(
      Rule(
        .segueDeclined,
        "shouldPerform=false: the source's shouldPerformSegue says no, and the segue fails "
          + "silently: the destination is never created (a note says so). iOS 5 asks nothing.",
        source: "[apple-should-perform-segue] [decomp-uikitcore-26-1]",
        confidence: .high), profiles: .ios(6...),
      probe: .lines(
        scenario: "push A\nsegue B kind=present",
        ["# segue B kind=present", "A shouldPerformSegue B"])),
    RuleEntry(
      Rule(
        .segueByCode,
        "by=code (performSegue): no shouldPerformSegue; shouldPerform=false changes nothing.",
        source: "[apple-should-perform-segue] [decomp-uikitcore-26-1]",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .seguePrepareLoadsView,
        "prepare=loadsView: the source's prepareForSegue reads the destination's view, which "
          + "loads inside it; the transition then loads nothing.",
        source: "[w-segue-mayoff] (touching the view loads it)",
        confidence: .medium), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .segueEmbedNav,
        "embed=nav: the storyboard makes a navigation controller with the destination as its "
          + "root (its willMoveToParent comes before prepare); prepareForSegue names the "
          + "navigation controller; then the presentation. Pushing it raises.",
        source: "[apple-segue-life-cycle] (the destination is the navigation controller); the "
          + "order of instantiation: unverified",
        confidence: .unverified), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .unwindOrder,
        "unwind to A from S (the top-most visible controller): S's shouldPerformSegue A (a "
          + "control's unwind), the search for the controller that handles it, S's "
          + "prepareForSegue A, A's unwind action (unwindAction S), then the perform.",
        source: "[apple-tn2298] [decomp-uikitcore-26-1] [w-unwind-matt]; shouldPerformSegue "
          + "before the search: medium",
        confidence: .high), profiles: .ios(9...),
      probe: .lines(
        scenario: "push A\npush B\nunwind to A", ["B prepareForSegue A", "A unwindAction B"])),
    RuleEntry(
      Rule(
        .unwindSearch,
        "include unwinding: from S's parent or presenter up, each controller's "
          + "allowedChildrenForUnwinding (its children but the one holding S, a navigation "
          + "controller's top first), each listed child searched the same way, its own "
          + "children first, then asked canPerformUnwindSegueAction; the first that answers "
          + "yes (the destination, and not S) ends the search.",
        source: "[apple-unwind] [apple-uiviewcontroller-h] [decomp-uikitcore-26-1]; a leaf "
          + "asked for its children: medium",
        confidence: .high), profiles: .ios(9...),
      probe: .lines(
        scenario: "include unwinding\npush A\npush B\nunwind to A",
        ["Nav#1 allowedChildrenForUnwinding", "A allowedChildrenForUnwinding"])),
    RuleEntry(
      Rule(
        .unwindPerform,
        "The unwind performs: what the destination's layer presents is dismissed (dismiss A's "
          + "lines), then each controller on the way to A tells the next (unwindForSegue, with "
          + "include unwinding): a navigation controller pops to it (popTo's lines), a tab bar "
          + "controller selects it; a custom container does nothing visible.",
        source: "[decomp-uikitcore-26-1] [apple-unwind] [w-unwind-matt]; the dismissal before "
          + "the pops: unverified",
        confidence: .medium), profiles: .ios(9...),
      probe: .lines(
        scenario: "include unwinding\npush A\npush B\nunwind to A",
        ["A unwindAction B", "B unwindForSegue Nav#1", "Nav#1 unwindForSegue A"])),
    RuleEntry(
      Rule(
        .unwindNoDestination,
        "No controller on the way up handles the unwind (the destination held only by an "
          + "owner, presented above S, S itself): nothing happens, a note says so.",
        source: "[apple-unwind] [decomp-uikitcore-26-1]",
        confidence: .high), profiles: .ios(9...),
      probe: .lines(
        scenario: "retain X by Owner\npush A\nunwind to X",
        ["! note: no view controller handles the unwind to X: nothing happens"])),
    RuleEntry(
      Rule(
        .unwindFromSheet,
        "Unwinding from a sheet (iOS 13 on): the presenter hears only its unwind action, no "
          + "appearance callback and no sheet delegate line; a swipe down unwinds nothing.",
        source: "[w-unwind-sheet-2020]",
        confidence: .high), profiles: .ios(13...),
      probe: .lines(
        scenario: "root A\nsegue B kind=present\nunwind to A",
        ["A unwindAction B", "B viewWillDisappear", "B viewDidDisappear"])),
    .misuse(
      .pushSegueWithoutNavigation,
      "A Push segue (kind=push) from a controller in no navigation "
        + "controller:",
      .exception(
        "NSGenericException",
        "Could not find a navigation controller for segue '<ID>'. Push segues can only be used "
          + "when the source controller is managed by an instance of UINavigationController."),
      source: "[decomp-uikitcore-26-1] [w-push-segue-crash]", confidence: .high,
      profiles: .everyIOS),
  ]
}
