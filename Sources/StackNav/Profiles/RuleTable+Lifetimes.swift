extension RuleTable {
  /// When controllers are created and freed.
  static let lifetimes: [RuleEntry] = [
    RuleEntry(
      Rule(
        .creation,
        "A controller is created (init) when the first statement naming it needs it: pushing "
          + "B runs B's init after A has appeared.",
        source: "seed 002 (push: 'after A's viewDidAppear, B starts initializing'); contract §2",
        confidence: .seed), profiles: .documented),
    RuleEntry(
      Rule(
        .creation,
        "A controller is created (init) when the first statement naming it needs it, by the "
          + "caller, before UIKit sees it.",
        source: "§1.1 ('B init (caller)'); contract §2",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .freeOnLastRelease,
        "A controller is deallocated when the last object retaining it lets go, never before.",
        source: "seed 000 ('Popping view controllers': not deallocated while retained elsewhere)",
        confidence: .seed), profiles: .documented),
    RuleEntry(
      Rule(
        .freeOnLastRelease,
        "A controller is deallocated when the last object retaining it lets go, never before.",
        source: "§2.1 ('deinit only if nothing else retains B', log#7)",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .freeAfterTransition,
        "A popped or dismissed controller is freed after the transition's last callback.",
        source: "seed 002 (summary 2: 'after A has appeared, B is destroyed')",
        confidence: .seed), profiles: .documented),
    RuleEntry(
      Rule(
        .freeAfterTransition,
        "A popped or dismissed controller is held by UIKit until its transition ends, then "
          + "freed after the last callback.",
        source: "§2.1 (log#1, log#7), §4.1 ('B deinit after the completion block', log#7)",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .freeCascade,
        "A freed controller releases what it owned, depth first: children, then what it "
          + "presented, then its named references, each in the order taken.",
        source: "Objective-C dealloc semantics; order: our choice",
        confidence: .unverified), profiles: .every),
    RuleEntry(
      Rule(
        .statementReference,
        "A controller a statement creates is held by that statement until it ends, like a "
          + "local variable in a button action.",
        source: "contract §2",
        confidence: .seed), profiles: .every),
  ]
}
