extension RuleTable {
  /// When controllers are created and freed.
  static let lifetimes: [RuleEntry] = [
    RuleEntry(
      Rule(
        .creation,
        "A controller is created (init) when the first statement naming it needs it: pushing "
          + "B runs B's init after A has appeared.",
        source: "[seed-002] (after A appeared, B initializes) [scenario-language]",
        confidence: .seed), profiles: .documented),
    RuleEntry(
      Rule(
        .creation,
        "A controller is created (init) when the first statement naming it needs it, by the "
          + "caller, before UIKit sees it.",
        source: "[log-2] [log-7] [log-21] (the caller creates B) "
          + "[scenario-language]",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .freeOnLastRelease,
        "A controller is deallocated when the last object retaining it lets go, never before.",
        source: "[seed-000] (popped controllers are not freed while retained "
          + "elsewhere)",
        confidence: .seed), profiles: .documented),
    RuleEntry(
      Rule(
        .freeOnLastRelease,
        "A controller is deallocated when the last object retaining it lets go, never before.",
        source: "[log-7] (deinit only when nothing else retains B)",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .freeAfterTransition,
        "A popped or dismissed controller is freed after the transition's last callback.",
        source: "[seed-002] (after A has appeared, B is destroyed)",
        confidence: .seed), profiles: .documented),
    RuleEntry(
      Rule(
        .freeAfterTransition,
        "A popped or dismissed controller is held by UIKit until its transition ends, then "
          + "freed after the last callback.",
        source: "[log-1] [log-7] (after the transition, and after a dismiss "
          + "completion)",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .freeCascade,
        "A freed controller releases what it owned, depth first: children, then what it "
          + "presented, then its named references, each in the order taken.",
        source: "[objc-memory]; order: our choice",
        confidence: .unverified), profiles: .every),
    RuleEntry(
      Rule(
        .statementReference,
        "A controller a statement creates is held by that statement until it ends, like a "
          + "local variable in a button action.",
        source: "[scenario-language]",
        confidence: .seed), profiles: .every),
  ]
}
