extension RuleTable {
  /// When views load, reload and lay out, and which appearance callbacks exist.
  static let views: [RuleEntry] = [
    RuleEntry(
      Rule(
        .lazyLoading,
        "When something needs a controller's view and it is nil, loadView then viewDidLoad run.",
        source: "[seed-003] [seed-004] (the load cycle) [seed-000]",
        confidence: .seed), profiles: .documented),
    RuleEntry(
      Rule(
        .lazyLoading,
        "loadView then viewDidLoad run on the first access of view, always before the first "
          + "viewWillAppear, and again only if view was set to nil.",
        source: "[apple-uiviewcontroller-h] [log-1] [log-7] [log-8]",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .loadBeforeAppearance,
        "The view of a controller coming on screen loads before any appearance callback of "
          + "the transition.",
        source: "[seed-002] (A disappears only after B's viewDidLoad, on a push and "
          + "a present)",
        confidence: .seed), profiles: .documented),
    RuleEntry(
      Rule(
        .loadBeforeAppearance,
        "The view of a controller coming on screen loads before any appearance callback: "
          + "B viewDidLoad comes before A viewWillDisappear.",
        source: "[log-1] [log-2] [log-7] [log-8] [log-12] [log-17] [log-20]",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .viewAssignedInInit,
        "A view assigned in init means loadView and viewDidLoad are never called.",
        source: "[seed-000] (loadView and viewDidLoad are not called)",
        confidence: .seed), profiles: .every),
    RuleEntry(
      Rule(
        .noViewRepeats,
        "A loadView that assigns no view runs again with viewDidLoad, 3 times in all, then "
          + "[super loadView] makes an empty view.",
        source: "[seed-000] (loadView and viewDidLoad repeated, then super's "
          + "loadView) [seed-002]; the count is our choice",
        confidence: .unverified), profiles: .every, value: .count(3)),
    RuleEntry(
      Rule(
        .statusBarReload,
        "Changing the status bar's visibility in loadView loads the view again inside the "
          + "first load: loadView, loadView, viewDidLoad, viewDidLoad.",
        source: "[seed-003] (a nested load while the status bar changes)",
        confidence: .seed), profiles: .documented),
    RuleEntry(
      Rule(
        .statusBarReload,
        "Changing the status bar's visibility in loadView loads the view again inside the "
          + "first load.",
        source: "[seed-003] (an iOS 6 era log); not checked on later versions",
        confidence: .unverified), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .layoutOnceAfterLoad,
        "viewWillLayoutSubviews and viewDidLayoutSubviews follow viewWillAppear only for a "
          + "view laid out for the first time since it loaded.",
        source: "[seed-002] (A does not lay out again after the pop) [seed-000] "
          + "[seed-003] (a reloaded view)",
        confidence: .seed), profiles: .documented, value: .layout(.onceAfterLoad)),
    RuleEntry(
      Rule(
        .layoutOnceAfterLoad,
        "Layout callbacks run 0..n times per appearance; StackNav sends one pair, for a "
          + "view laid out for the first time since it loaded, after viewWillAppear and "
          + "viewIsAppearing.",
        source: "[jianshu-ff7ded05242d] [log-1] [log-3] [log-7] (0 to n pairs); one "
          + "pair: our choice",
        confidence: .unverified), profiles: .everyIOS, value: .layout(.onceAfterLoad)),
    RuleEntry(
      Rule(
        .layoutAfterDidAppearWhenNotAnimated,
        "A non-animated push or pop runs in one transaction: the incoming viewDidAppear "
          + "comes before its layout callbacks.",
        source: "[jianshu-ff7ded05242d] [log-7]; earlier versions and pop "
          + "unverified",
        confidence: .medium), profiles: .ios(12...),
      probe: .lines(
        scenario: "push A\npush B animated=false", ["B viewDidAppear", "B viewWillLayoutSubviews"])),
    RuleEntry(
      Rule(
        .viewIsAppearing,
        "viewIsAppearing follows viewWillAppear once per appearance, after both will "
          + "callbacks of the transition, before the layout callbacks.",
        source: "[apple-viewIsAppearing] [apple-managing-views] [log-7] [log-11] "
          + "[w-zerobug-113]: iOS 17 SDK",
        confidence: .high), profiles: .ios(17...),
      probe: .lines(scenario: "push A", ["A viewWillAppear", "A viewIsAppearing"])),
    RuleEntry(
      Rule(
        .noViewIsAppearing,
        "There is no viewIsAppearing before the iOS 17 SDK.",
        source: "[apple-viewIsAppearing]",
        confidence: .high), profiles: .ios(...16),
      probe: .lines(scenario: "push A", ["A viewWillAppear", "A viewWillLayoutSubviews"])),
  ]
}
