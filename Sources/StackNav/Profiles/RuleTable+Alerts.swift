extension RuleTable {
  /// `UIAlertController`: its presentation and its actions.
  static let alerts: [RuleEntry] = [
    RuleEntry(
      Rule(
        .alertPresent,
        "alert NAME presents a new UIAlertController as present NAME style=custom would: "
          + "UIKit presents it in its own custom style whatever the app sets, so the presenter "
          + "stays on screen and gets no callback (an action sheet too, on iPhone); the "
          + "alert's own lines are those of a custom presentation, and every check of "
          + "present applies (in flight, from a host that presents, from a controller not in "
          + "the window).",
        source: "[decomp-alert-controller] (the style); [regularberry-2019] (a custom "
          + "presentation leaves its presenter silent); [w-alert-not-in-window]; disagreeing, "
          + "not followed: [w-alert-presenter-claim]",
        confidence: .high), profiles: .ios(8...),
      probe: .lines(
        scenario: "push A\nalert B",
        ["# alert B", "B init", "B loadView", "B viewDidLoad", "B viewWillAppear"])),
    RuleEntry(
      Rule(
        .alertAction,
        "tapAction NAME: the alert dismisses itself (its viewWillDisappear and "
          + "viewDidDisappear; the presenter silent), then the tapped action's handler runs "
          + "(NAME actionHandler, hookable: a presentation from the alert's presenter there "
          + "comes after the alert is gone), then the alert is freed. The handler before the "
          + "alert's dealloc is unverified.",
        source: "[w-alert-handler-after-dismissal] [decomp-alert-controller] "
          + "[w-action-handler-before-dismissal]",
        confidence: .medium), profiles: .ios(8...),
      probe: .lines(
        scenario: "push A\nalert B\ntapAction B",
        ["B viewWillDisappear", "B viewDidDisappear", "B actionHandler", "B dealloc"])),
  ]
}
