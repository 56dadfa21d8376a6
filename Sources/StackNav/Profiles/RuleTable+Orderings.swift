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
        confidence: .high), profiles: .ios(7...)),
  ]
}
