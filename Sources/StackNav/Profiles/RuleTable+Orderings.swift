extension RuleTable {
  /// How a transition's appearance callbacks interleave, per kind of container.
  static let orderings: [RuleEntry] = [
    RuleEntry(
      Rule(
        .navigationInterleaving,
        "Push and pop: old viewWillDisappear, new viewWillAppear, old viewDidDisappear, "
          + "new viewDidAppear.",
        source: "seed 002 (push: 'after B finishes viewDidLoad A is about to disappear'; pop)",
        confidence: .seed), profiles: .documented, value: .interleaving(.outgoingFirst)),
    RuleEntry(
      Rule(
        .navigationInterleaving,
        "Push and pop (animated or not): old viewWillDisappear, new viewWillAppear, old "
          + "viewDidDisappear, new viewDidAppear.",
        source: "R6, §1.1, §2.1 (log#1, log#2, log#4, log#6, log#7, log#8, log#21)",
        confidence: .high), profiles: .everyIOS, value: .interleaving(.outgoingFirst)),
    RuleEntry(
      Rule(
        .modalInterleaving,
        "Present and dismiss: old viewWillDisappear, new viewWillAppear, new viewDidAppear, "
          + "old viewDidDisappear.",
        source: "seed 002 (present; dismiss: 'this differs from pop')",
        confidence: .seed), profiles: .documented, value: .interleaving(.incomingDidFirst)),
    RuleEntry(
      Rule(
        .modalInterleaving,
        "Present and dismiss (fullScreen, currentContext): old viewWillDisappear, new "
          + "viewWillAppear, new viewDidAppear, old viewDidDisappear.",
        source: "R6, §4.1 (log#7, log#9, log#10, log#11, log#12)",
        confidence: .high), profiles: .everyIOS, value: .interleaving(.incomingDidFirst)),
    RuleEntry(
      Rule(
        .windowInterleaving,
        "A new window root appears as a push would show it: old will, new will, old did, "
          + "new did.",
        source: "seeds 002 and 000 (first appearance); replacing a root: our choice",
        confidence: .unverified), profiles: .every, value: .interleaving(.outgoingFirst)),
    RuleEntry(
      Rule(
        .tabInterleaving,
        "Tab switch: new viewWillAppear, old viewWillDisappear, old viewDidDisappear, new "
          + "viewDidAppear; viewIsAppearing after both wills.",
        source: "R6, §5.1 (log#7, log#13, log#14, log#22)",
        confidence: .high), profiles: .everyIOS, value: .interleaving(.incomingWillFirst)),
    RuleEntry(
      Rule(
        .childAppearance,
        "A child whose view is added to (or removed from) a parent on screen gets viewWillAppear, "
          + "viewIsAppearing and viewDidAppear (or the disappear pair), forwarded from the parent.",
        source: "§5.2 (log#7; SO 48653763, log#15)",
        confidence: .medium), profiles: .everyIOS, value: .interleaving(.outgoingFirst)),
    RuleEntry(
      Rule(
        .cancelledTransition,
        "A cancelled interactive transition: what was coming in gets viewWillDisappear and "
          + "viewDidDisappear, then what was leaving gets viewWillAppear, viewIsAppearing and "
          + "viewDidAppear; no did for the first half.",
        source: "R3, §3.2 (log#4, log#5, log#6), §4.3 (log#11); viewIsAppearing in the "
          + "navigation case unverified",
        confidence: .high), profiles: .ios(7...)),
  ]
}
