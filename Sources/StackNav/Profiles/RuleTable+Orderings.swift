extension RuleTable {
  /// How a transition's appearance callbacks interleave, per kind of container.
  static let orderings: [RuleEntry] = [
    RuleEntry(
      Rule(
        .navigationInterleaving,
        "Push and pop: old viewWillDisappear, new viewWillAppear, old viewDidDisappear, "
          + "new viewDidAppear.",
        source: "[seed-002] (A disappears only after B's viewDidLoad; the pop "
          + "mirrors it)",
        confidence: .seed), profiles: .documented, value: .interleaving(.outgoingFirst)),
    RuleEntry(
      Rule(
        .navigationInterleaving,
        "Push and pop (animated or not): old viewWillDisappear, new viewWillAppear, old "
          + "viewDidDisappear, new viewDidAppear.",
        source: "[log-1] [log-2] [log-4] [log-6] [log-7] [log-8] [log-21]",
        confidence: .high), profiles: .everyIOS, value: .interleaving(.outgoingFirst)),
    RuleEntry(
      Rule(
        .modalInterleaving,
        "Present and dismiss: old viewWillDisappear, new viewWillAppear, new viewDidAppear, "
          + "old viewDidDisappear.",
        source: "[seed-002] (present; a dismiss differs from a pop)",
        confidence: .seed), profiles: .documented, value: .interleaving(.incomingDidFirst)),
    RuleEntry(
      Rule(
        .modalInterleaving,
        "Present and dismiss (fullScreen, currentContext): old viewWillDisappear, new "
          + "viewWillAppear, new viewDidAppear, old viewDidDisappear.",
        source: "[log-7] [log-9] [log-10] [log-11] [log-12]",
        confidence: .high), profiles: .everyIOS, value: .interleaving(.incomingDidFirst)),
    RuleEntry(
      Rule(
        .windowInterleaving,
        "A new window root appears as a push would show it: old will, new will, old did, "
          + "new did.",
        source: "[seed-002] [seed-000] (first appearance); replacing a root: our "
          + "choice",
        confidence: .unverified), profiles: .every, value: .interleaving(.outgoingFirst)),
    RuleEntry(
      Rule(
        .pushJoinsFirstDisplay,
        "A push in the same run-loop turn as the window's first display (meanwhile push P right "
          + "after push R on an empty window) joins it: the display waits for the end of the "
          + "turn and shows the stack with P on top, not animated; R's view never loads, R gets "
          + "only the move callbacks of a controller below the top.",
        source: "[w-apple-bugs-push] (iOS 18.0 to 18.2) [w-devgem-ios18] [w-perfsuite-tti]; "
          + "iOS 26 inferred (the root not observed there)",
        confidence: .high), profiles: .ios(18...), value: .interleaving(.outgoingFirst),
      probe: .lines(
        scenario: "push R\nmeanwhile push P",
        [
          "! note: P is pushed in the same run-loop turn as the window's first display: it "
            + "joins the display, and R's view is never loaded"
        ])),
    RuleEntry(
      Rule(
        .pushInterruptsFirstDisplay,
        "A push in the same run-loop turn as the window's first display interrupts the root's "
          + "first appearance: R has had viewWillAppear (and viewIsAppearing, layout), never "
          + "viewDidAppear; P loads, then R viewWillDisappear, P viewWillAppear, R "
          + "viewDidDisappear, and only then P's viewIsAppearing, layout and viewDidAppear.",
        source: "[w-apple-bugs-push] (an iOS 17.4 screenshot) [w-perfsuite-tti] (17.5); "
          + "iOS 5 to 16 unverified (the root loaded before iOS 18, the interleaving not "
          + "recorded); R's move and its navigation controller's viewDidAppear, at the push: "
          + "our choice",
        confidence: .medium), profiles: .ios(...17),
      value: .interleaving(
        Interleaving(wills: [.outgoingWill, .incomingWill, .outgoingDid], dids: [.incomingDid])),
      probe: .lines(
        scenario: "push R\nmeanwhile push P",
        ["R viewWillDisappear", "P viewWillAppear", "R viewDidDisappear"])),
    RuleEntry(
      Rule(
        .tabInterleaving,
        "Tab switch: new viewWillAppear, old viewWillDisappear, old viewDidDisappear, new "
          + "viewDidAppear; viewIsAppearing after both wills.",
        source: "[log-7] [log-13] [log-14] [log-22]",
        confidence: .high), profiles: .everyIOS, value: .interleaving(.incomingWillFirst)),
    RuleEntry(
      Rule(
        .childAppearance,
        "A child whose view is added to (or removed from) a parent on screen gets viewWillAppear, "
          + "viewIsAppearing and viewDidAppear (or the disappear pair), forwarded from the parent.",
        source: "[log-7] [log-15]",
        confidence: .medium), profiles: .everyIOS, value: .interleaving(.outgoingFirst)),
    RuleEntry(
      Rule(
        .cancelledTransition,
        "A cancelled interactive transition: what was coming in gets viewWillDisappear and "
          + "viewDidDisappear, then what was leaving gets viewWillAppear, viewIsAppearing and "
          + "viewDidAppear; no did for the first half.",
        source: "[log-4] [log-5] [log-6] [log-11]; viewIsAppearing in the "
          + "navigation case unverified",
        confidence: .high), profiles: .ios(7...),
      probe: .lines(
        scenario: "push A B\nswipeBack cancel",
        ["A viewWillDisappear", "A viewDidDisappear", "B viewWillAppear"])),
  ]
}
