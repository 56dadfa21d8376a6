extension RuleTable {
  /// The navigation and tab bar statements of the version profiles.
  static let navigation: [RuleEntry] = [
    RuleEntry(
      Rule(
        .popToIntermediates,
        "popToRoot and popTo: only the top and the destination get appearance callbacks; the "
          + "controllers between are freed right after the transition starts, bottom up, the top "
          + "one after it ends; those between get willMove(nil) and didMove(nil) (unverified).",
        source: "[log-8] [apple-popToRoot]",
        confidence: .medium), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .setStackTransition,
        "setStack: a pop transition if the new top was on the stack below, none if it already "
          + "is the top, a push otherwise; removed controllers get no appearance callbacks and "
          + "are freed when it ends; new controllers below the top do not load.",
        source: "[apple-setViewControllers]; the release: [log-7]",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .setStackContainment,
        "setStack on a visible stack sends its move callbacks inside the call, before the "
          + "transition: the old top gets none; the removed controllers below it get "
          + "willMoveToParent(nil) then didMoveToParent(nil), then the new ones below the new top "
          + "willMoveToParent then didMoveToParent, in stack order; a new top gets "
          + "willMoveToParent, and didMoveToParent after its viewDidAppear; a controller in both "
          + "stacks gets none.",
        source: "[s41] [s44] (the old top gets no move); [n14] [s40] [log-3] for the others; "
          + "their order is our choice",
        confidence: .medium), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .interactivePop,
        "The interactive pop: the pop's callbacks, the did half when the finger lifts, "
          + "didMoveToParent(nil) only after the swipe completes; cancelled, the transition runs "
          + "back (transition.cancel) and the controller stays, with didMoveToParent(Nav) "
          + "(unverified).",
        source: "[log-4] [log-5] [log-6] [featherweight-pr9]",
        confidence: .high), profiles: .ios(7...),
      probe: .lines(
        scenario: "push A B\nswipeBack", ["B willMoveToParent nil", "B viewWillDisappear"])),
    RuleEntry(
      Rule(
        .interactiveDismiss,
        "Swiping a sheet down: the sheet gets viewWillDisappear, then viewDidDisappear and is "
          + "freed; cancelled, it gets viewWillAppear, viewIsAppearing, viewDidAppear; the "
          + "presenter gets nothing.",
        source: "[log-11] [apple-adaptive-delegate]",
        confidence: .high), profiles: .ios(13...),
      probe: .lines(
        scenario: "push A\npresent B\nswipeDown", ["B viewWillDisappear", "B viewDidDisappear"])),
    RuleEntry(
      Rule(
        .tabLoading,
        "Only the selected tab's view loads at launch; another tab loads when first selected.",
        source: "[log-13] [log-14] [log-22]",
        confidence: .high), profiles: .everyIOS),
  ]
}
