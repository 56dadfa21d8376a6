extension RuleTable {
  /// `UIPageViewController`: its construction, its first page, its turns by code and by the
  /// user's gesture, in both styles, and how long its pages live. The only ordering source
  /// is an iOS 7 log ([log-4]), carried to every profile.
  static let pages: [RuleEntry] = [
    RuleEntry(
      Rule(
        .pageConstruction,
        "pages P A B ... creates the pages in order, then P, which becomes the window's root "
          + "(replacing a root as root does); P's data source serves the pages in that order.",
        source: "[apple-pageviewcontroller]; the creation order and the root: our choice",
        confidence: .unverified), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .pageFirstPage,
        "P's viewDidLoad shows the first page: it loads, gets viewWillAppear, viewIsAppearing "
          + "and viewDidAppear, then didMoveToParent(P) with no willMoveToParent, all before "
          + "P's own viewWillAppear; its layout pair comes after P's.",
        source: "[log-15] (the page's lines, and no willMove); against P's lines: unverified",
        confidence: .medium), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .pageSetPage,
        "setPage P B (setViewControllers) plays a completed turn of P's style without the "
          + "delegate's lines, B next to the current page or not; the page already shown is a "
          + "note. Off screen, only the moves.",
        source: "[apple-pageviewcontroller] (the delegate hears only gestures); the "
          + "appearance: unverified",
        confidence: .unverified), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .pageScroll,
        "A scroll turn: the new page loads, then the new page's viewWillAppear, the old one's "
          + "viewWillDisappear, the new viewIsAppearing and layout, the new viewDidAppear, the "
          + "old viewDidDisappear, then didMoveToParent(P) for the new and didMoveToParent(nil) "
          + "for the old, with no willMoveToParent.",
        source: "[log-4] (iOS 7, the appearance order) [w-page-test-2015]; the moves: our choice",
        confidence: .medium), profiles: .ios(6...), value: .interleaving(.incomingFirst),
      probe: .lines(
        scenario: "pages P A B\nswipePage P to B",
        ["B viewWillAppear", "A viewWillDisappear"])),
    RuleEntry(
      Rule(
        .pageScrollCancel,
        "A cancelled scroll turn runs back after its will-lines: the old page's "
          + "viewWillAppear, viewIsAppearing and viewDidAppear, then the new page's "
          + "viewWillDisappear and viewDidDisappear; no move lines, the old page stays.",
        source: "[log-4] (iOS 7); viewIsAppearing and the moves: unverified",
        confidence: .medium), profiles: .ios(6...),
      probe: .lines(
        scenario: "pages P A B\nswipePage P to B cancel",
        ["A viewDidAppear", "B viewWillDisappear", "B viewDidDisappear"])),
    RuleEntry(
      Rule(
        .pageCurl,
        "A curl turn: the new page's viewWillAppear, the old one's viewWillDisappear, the new "
          + "viewIsAppearing and layout, the old viewDidDisappear, the new viewDidAppear, then "
          + "the moves as a scroll turn's.",
        source: "[log-4] (iOS 7); the rest as page.scroll: unverified",
        confidence: .medium), profiles: .everyIOS, value: .interleaving(.incomingWillFirst)),
    RuleEntry(
      Rule(
        .pageCurlCancel,
        "A cancelled curl turn: after the two will-lines, the new page's viewWillDisappear, "
          + "the old page's viewWillAppear, the new viewDidDisappear, the old viewIsAppearing "
          + "and viewDidAppear; no move lines.",
        source: "[log-4] (iOS 7)",
        confidence: .medium), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .pageLifetime,
        "The data source keeps every page as long as P (an array): a page that leaves the "
          + "screen stays alive, and P's dealloc frees them.",
        source: "[apple-pageviewcontroller] (only the visible pages in viewControllers); the "
          + "array: our choice, no log of a page's dealloc",
        confidence: .unverified), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .pageParentAppearance,
        "When P appears or disappears, its visible page gets the lines of an automatically "
          + "forwarded child, right after P's.",
        source: "our choice, as containment.custom",
        confidence: .unverified), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .pageDelegate,
        "include delegates: a gesture's turn ends with P didFinishAnimating A completed (or "
          + "cancelled), A the page shown before; no willTransitionTo before iOS 6.",
        source: "[apple-pageviewcontroller]",
        confidence: .high), profiles: .ios(5...5), value: .count(1),
      probe: .lines(
        scenario: "include delegates\npages P A B style=curl\nswipePage P to B",
        ["# swipePage P to B", "B loadView"])),
    RuleEntry(
      Rule(
        .pageDelegate,
        "include delegates: a gesture's turn starts with P willTransitionTo B, before any "
          + "appearance line, and ends with P didFinishAnimating A completed (or cancelled), A "
          + "the page shown before.",
        source: "[apple-pageviewcontroller] [w-page-test-2015]; before every appearance line: "
          + "medium",
        confidence: .high), profiles: .ios(6...), value: .count(2),
      probe: .lines(
        scenario: "include delegates\npages P A B style=curl\nswipePage P to B",
        ["# swipePage P to B", "P willTransitionTo B"])),
  ]
}
