import StackNav
import Testing

struct ProfileTests {
  @Test("every rule of every profile has a unique id, a summary and a source")
  func rules() {
    for profile in Profile.all {
      let ids = profile.rules.map(\.id)
      #expect(Set(ids).count == ids.count, "duplicate rule ids in \(profile.name)")
      for rule in profile.rules {
        #expect(!rule.summary.isEmpty)
        #expect(!rule.source.isEmpty)
      }
    }
  }

  @Test("a profile is named like another of its name, the same or made apart, and no other")
  func namedLike() {
    for profile in Profile.all {
      let made = Profile.named(profile.name)
      #expect(made.map(profile.isNamed(like:)) == true, "\(profile.name)")
      #expect(profile.isNamed(profile.name) && !profile.isNamed(profile.name + "x"))
      // Tables of its own, the name the same.
      let rule = profile.rules[0]
      #expect(profile.isNamed(like: profile.replacing(rule.ruleID, with: nil)))
      for other in Profile.all where other.name != profile.name {
        #expect(!profile.isNamed(like: other), "\(profile.name) \(other.name)")
      }
    }
  }

  @Test("a profile's layout policy is its rule's setting, read once when the profile is made")
  func layoutPolicy() throws {
    for profile in Profile.all {
      #expect(profile.layout == .onceAfterLoad, "\(profile.name)")
    }
    let entry = try #require(
      RuleTable.entries.first {
        $0.rule.ruleID == .layoutOnceAfterLoad && $0.profiles.contains(iosVersion: 17)
      })
    let everyTime = Profile.ios17.replacing(
      .layoutOnceAfterLoad,
      with: RuleEntry(
        entry.rule, profiles: entry.profiles, value: .layout(.everyAppearance), probe: nil))
    #expect(everyTime.layout == .everyAppearance)
    #expect(Profile.ios17.layout == .onceAfterLoad)
    // A controller laid out before is laid out again when it comes back, under that policy
    // alone: A's pair after B is popped.
    for (profile, pairs) in [(Profile.ios17, 0), (everyTime, 1)] {
      let engine = Engine(profile: profile)
      try engine.perform(.push(["A", "B"], animated: false))
      engine.clearEvents()
      try engine.perform(.pop(animated: false))
      let layouts = engine.events.filter { event in
        guard case .callback(let record) = event else { return false }
        return record.controller == "A" && record.callback == .viewWillLayoutSubviews
      }
      #expect(layouts.count == pairs, "\(profile.layout)")
    }
  }

  @Test("documented is the default; every profile, and nothing else, is found by its name")
  func documented() {
    #expect(Profile.named("documented")?.name == "documented")
    #expect(Profile.all.first?.name == "documented")
    for profile in Profile.all {
      #expect(Profile.named(profile.name)?.name == profile.name)
      #expect(Profile.named(profile.name)?.rules == profile.rules, "\(profile.name)")
      #expect(Profile.exists(named: profile.name))
    }
    for name in ["ios99", "ios05", "ios+5", "ios 5", "iOS5", "ios", "Documented", "", "ios-1"] {
      #expect(Profile.named(name) == nil, "\(name)")
      #expect(!Profile.exists(named: name), "\(name)")
    }
  }

  @Test("every callback cites a rule its profile lists")
  func citedRules() throws {
    let engine = Engine()
    let operations: [Operation] = [
      .declare("S", Traits(viewSource: .loadViewChangesStatusBar)),
      .declare("N", Traits(viewSource: .loadViewAssignsNothing)),
      .push(["A", "B", "S", "N"], animated: true), .memoryWarning, .pop, .unloadView("A"),
      .memoryWarning, .present("C", style: nil, embedInNavigation: false, animated: true),
      .dismiss(nil, animated: true), .root("D"),
    ]
    var cited = Set<String>()
    for operation in operations {
      try engine.perform(operation)
      for case .callback(let record) in engine.events { cited.insert(record.rule.id) }
      engine.clearEvents()
    }
    let listed = Set(Profile.documented.rules.map(\.id))
    #expect(cited.isSubset(of: listed), "unlisted: \(cited.subtracting(listed))")
  }

  @Test("a rule cited that the profile lacks is an inconsistency, and its lines say so")
  func citedButMissing() throws {
    let engine = Engine(profile: Profile.documented.replacing(.creation, with: nil))
    try engine.perform(.push(["A"], animated: true))
    #expect(
      engine.inconsistencies.contains(
        "rule create.onFirstMention was cited but profile documented lacks it"))
    let initLine = engine.events.compactMap { event -> CallbackRecord? in
      guard case .callback(let record) = event, record.callback == .initialize else { return nil }
      return record
    }.first
    #expect(initLine?.rule.id == "create.onFirstMention")
    #expect(initLine?.rule.summary == "Not in profile documented.")
    #expect(initLine?.rule.source == "a bug in StackNav")
  }
}

/// The rule table itself: one entry per rule and profile, every rule used somewhere, and
/// statements that only the profiles with their rule have.
struct RuleTableTests {
  @Test("each profile has at most one entry for each rule")
  func oneEntryPerRule() {
    for profile in Profile.all {
      for id in RuleID.allCases {
        let entries = RuleTable.entries.filter {
          $0.rule.ruleID == id && $0.profiles.contains(iosVersion: profile.iosVersion)
        }
        #expect(entries.count <= 1, "\(id.name) has \(entries.count) entries in \(profile.name)")
      }
    }
  }

  @Test("every rule applies to some profile, and the listing is derived from the table")
  func everyRuleUsed() {
    for id in RuleID.allCases {
      #expect(Profile.all.contains { $0.has(id) }, "\(id.name) applies to no profile")
    }
    for profile in Profile.all {
      let expected = RuleTable.entries.filter {
        $0.profiles.contains(iosVersion: profile.iosVersion)
      }.map(\.rule.id)
      #expect(profile.rules.map(\.id) == expected)
    }
  }

  @Test("the engine refuses what its profile does not have")
  func engineEnforcesProfile() throws {
    let engine = Engine(profile: .documented)
    #expect(throws: EngineError.self) {
      try engine.perform(.tabs(["A", "B"], embedInNavigation: false))
    }
    #expect(engine.events.isEmpty)
    let ios6 = Engine(profile: .ios(6))
    try ios6.perform(.root("A"))
    #expect(
      throws: EngineError.notInProfile(
        Profile.Unavailable(feature: "swipeBack", firstProfile: "ios7"), profile: "ios6")
    ) { try ios6.perform(.swipeBack(cancelled: false)) }
    #expect(
      throws: EngineError.notInProfile(
        Profile.Unavailable(feature: "style=automatic", firstProfile: "ios13"), profile: "ios6")
    ) {
      try ios6.perform(
        .present("B", style: .automatic, embedInNavigation: false, animated: true))
    }
  }
}
