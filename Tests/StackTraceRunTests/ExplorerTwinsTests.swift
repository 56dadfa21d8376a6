import StackTraceScenario
import Synchronization
import Testing
import TraceOracle

@testable import StackNav
@testable import StackTraceRun

struct ExplorerTwinsTests {
  @Test("the profiles that play and are judged alike: ios9 and ios10, ios14 and ios15")
  func pairs() {
    let all = Profile.all
    var pairs: [String] = []
    for (index, first) in all.enumerated() {
      for second in all.dropFirst(index + 1) where Explorer.alike(first, second) {
        pairs.append("\(first.name) \(second.name)")
      }
    }
    #expect(pairs == ["ios9 ios10", "ios14 ios15"])
    // Twins list the same rules, in the same order, with the same settings.
    for (first, second) in [(Profile.ios(9), Profile.ios(10)), (.ios14, .ios15)] {
      #expect(first.rules.map(\.ruleID) == second.rules.map(\.ruleID))
      let kinds = Transition.Kind.allCases
      #expect(kinds.map(first.interleaving(for:)) == kinds.map(second.interleaving(for:)))
    }
    // A rule replaced makes a profile no one's twin, not even the profile it came from.
    let broken = Profile.ios15.replacing(.creation, with: nil)
    #expect(!Explorer.alike(.ios14, broken) && !Explorer.alike(.ios15, broken))
    #expect(!broken.appliesTheSameRules(as: broken))
    // The oracle's side: a fact that changes between the two tells them apart.
    #expect(TraceOracle.judgesAlike("ios9", "ios10"))
    #expect(!TraceOracle.judgesAlike("ios12", "ios13"))  // sheets keep their presenter
    #expect(!TraceOracle.judgesAlike("ios17", "ios18"))  // a push joins the first display
    #expect(!TraceOracle.judgesAlike("ios6", "ios7"))  // applicationFinishedRestoringState
    #expect(!TraceOracle.judgesAlike("documented", "ios5"))
    // ios13 and ios14 apply different rules, though the oracle knows the same of both but
    // one fact (a presentation at the first display).
    #expect(!Profile.ios13.appliesTheSameRules(as: .ios14))
  }

  /// `profiles` explored to `depth` over `names` names, twins shared or not, with the
  /// scenarios the progress told.
  static func explore(
    _ profiles: [Profile], depth: Int, names: Int = 2, sharingTwins: Bool,
    twins: (@Sendable (Profile, Profile, Explorer.Reads?) -> Bool)? = nil
  ) -> (report: Explorer.Report, told: Int) {
    let told = Mutex(0)
    var explorer = Explorer(profiles: profiles)
    explorer.depth = depth
    explorer.names = names
    explorer.sharesTwins = sharingTwins
    if let twins { explorer.twins = twins }
    explorer.progress = { count, _ in told.withLock { $0 += count } }
    let report = explorer.run()
    return (report, told.withLock { $0 })
  }

  @Test("a twin takes its first's runs and blind spots: the report of every profile explored")
  func sameReport() {
    let profiles = [Profile.ios(9), .ios(10), .ios14, .ios15, .ios16]
    let shared = Self.explore(profiles, depth: 2, sharingTwins: true)
    let alone = Self.explore(profiles, depth: 2, sharingTwins: false)
    #expect(shared.report == alone.report)
    #expect(shared.report.counterexamples.isEmpty && !shared.report.blindSpots.isEmpty)
    #expect(shared.report.runs > 5_000)
    // Every scenario told done, the twins' with them.
    #expect(shared.told == shared.report.scenarios && alone.told == alone.report.scenarios)
    // Over three names, the later version first: it is the one explored.
    let reversed = [Profile.ios15, .ios14]
    let three = Self.explore(reversed, depth: 2, names: 3, sharingTwins: true)
    #expect(three.report == Self.explore(reversed, depth: 2, names: 3, sharingTwins: false).report)
  }

  @Test("a twin whose first broke a property is explored itself, its counterexamples its own")
  func brokenTwin() throws {
    // iOS 14 and 15 with the presenter of a page sheet taken off screen, as before iOS 13,
    // paired as twins by hand (a replaced rule pairs no profile).
    let entry = try #require(
      RuleTable.entries.first {
        $0.rule.ruleID == .presenterLeaves && $0.profiles.contains(iosVersion: 15)
      })
    let broken = [Profile.ios14, .ios15].map {
      $0.replacing(
        .presenterLeaves,
        with: RuleEntry(
          entry.rule, profiles: entry.profiles,
          value: .styles([.fullScreen, .currentContext, .popover, .pageSheet])))
    }
    let shared = Self.explore(broken, depth: 2, sharingTwins: true, twins: { _, _, _ in true })
    let alone = Self.explore(broken, depth: 2, sharingTwins: false)
    #expect(shared.report == alone.report)
    #expect(shared.told == shared.report.scenarios)
    let profiles = Set(shared.report.counterexamples.map(\.profile))
    #expect(profiles == ["ios14", "ios15"])
  }

  @Test("a profile takes the findings of one whose exploration asked only about rules they share")
  func sharedReads() {
    // iOS 16 adds a warning for a direct call of an appearance method, which none of the
    // small alphabet's statements makes: explored after iOS 14, it takes all its findings.
    let profiles = [Profile.ios14, .ios16]
    let shared = Self.explore(profiles, depth: 2, sharingTwins: true)
    let alone = Self.explore(profiles, depth: 2, sharingTwins: false)
    #expect(shared.report == alone.report)
    #expect(shared.report.twins.map { "\($0.profile) \($0.twin)" } == ["ios16 ios14"])
    #expect(shared.report.twins.allSatisfy { $0.units == $0.of && $0.of > 1_000 })
    #expect(alone.report.twins.isEmpty)
    #expect(shared.told == shared.report.scenarios)
    // Not a twin everywhere: the full alphabet's direct calls tell them apart.
    #expect(!Explorer.alike(.ios14, .ios16))
    // iOS 12 changes when views lay out, which every push asks about: explored after iOS 11,
    // it takes only the units where nothing lays out, and the report is the same as ever.
    let layouts = [Profile.ios(11), .ios(12)]
    let apart = Self.explore(layouts, depth: 2, sharingTwins: true)
    let taken = apart.report.twins.map { "\($0.profile) \($0.twin)" }
    #expect(taken == ["ios12 ios11"])
    #expect(apart.report.twins.allSatisfy { $0.units > 0 && $0.units < $0.of })
    #expect(apart.report == Self.explore(layouts, depth: 2, sharingTwins: false).report)
    #expect(apart.told == apart.report.scenarios)
  }

  @Test("the oracle asks about a fact only where the answer decides: iOS 14 takes every unit")
  func factsAskedLast() {
    // In the small alphabet iOS 13 and 14 differ only in a fact of the oracle's: iOS 14
    // refuses a presentation a container's first screen asks for at the window's first
    // display. The oracle asks about it only once a hook's code presents there, so iOS 14
    // explores no unit again. Asked first, whenever a hook's code ran there, it kept 4 units
    // of 1,178 here, a fifth at depth 4 and a third at depth 5.
    let profiles = [Profile.ios13, .ios14]
    let shared = Self.explore(profiles, depth: 2, sharingTwins: true)
    #expect(shared.report.twins.map { "\($0.profile) \($0.twin)" } == ["ios14 ios13"])
    #expect(shared.report.twins.allSatisfy { $0.units == $0.of && $0.of > 1_000 })
    #expect(shared.report == Self.explore(profiles, depth: 2, sharingTwins: false).report)
    #expect(shared.told == shared.report.scenarios)
  }

  @Test("a unit of the second round holds what its first statement asked too")
  func openingReads() {
    // Only a run from the first statement asks whether the profile has an iPad (as it makes
    // its playback); the second round's runs play on copies of that one. So each unit
    // compared holds the question through its first statement.
    let asked = Mutex<[Bool]>([])
    let explored = Self.explore(
      [.ios14, .ios16], depth: 2, sharingTwins: true,
      twins: { first, second, reads in
        asked.withLock { $0.append(reads?.rules.contains(.deviceIPad) == true) }
        return Explorer.alike(first, second, among: reads)
      })
    let units = asked.withLock { $0 }
    #expect(units.count == explored.report.twins.first?.of)
    #expect(units.count > 1_000 && units.allSatisfy { $0 })
  }

  @Test("a unit is taken where the oracle asked only about facts the two profiles share")
  func sharedFacts() {
    // iOS 18 joins a push to the window's first display (the engine's rule and the oracle's
    // fact both change there): after iOS 17, it takes the units that never ask.
    let profiles = [Profile.ios17, .ios18]
    let shared = Self.explore(profiles, depth: 2, sharingTwins: true)
    #expect(shared.report == Self.explore(profiles, depth: 2, sharingTwins: false).report)
    #expect(shared.report.twins.map { "\($0.profile) \($0.twin)" } == ["ios18 ios17"])
    #expect(shared.report.twins.allSatisfy { $0.units > 0 && $0.units < $0.of })
    #expect(shared.told == shared.report.scenarios)
    // What the oracle asked, noted as it judges: `viewIsAppearing` (iOS 17's one fact apart
    // from iOS 16) once a trace shows an appearance.
    let facts = FactReads()
    var oracle = TraceOracle(profile: "ios17")
    oracle.recordFacts(into: facts)
    func read(_ lines: String) {
      for line in lines.split(separator: "\n") { oracle.read(TraceOracle.parse(textLine: line)) }
    }
    read("# push A\nA init\nA loadView\nA viewDidLoad")
    #expect(TraceOracle.judgesAlike("ios16", "ios17", among: facts))
    #expect(!TraceOracle.judgesAlike("ios16", "ios17"))
    read(
      "A viewWillAppear\nA viewIsAppearing\nA viewWillLayoutSubviews\nA viewDidLayoutSubviews\n"
        + "A viewDidAppear")
    oracle.finish()
    #expect(oracle.violations.isEmpty)
    #expect(!TraceOracle.judgesAlike("ios16", "ios17", among: facts))
    #expect(TraceOracle.judgesAlike("ios9", "ios10", among: facts))
  }

  @Test("a run and its verdict note their questions where their unit notes them, not the parent's")
  func readsOfACopy() throws {
    let scenario = try ScenarioParser.parse(
      Array("push A\npresent B style=pageSheet\n".utf8), file: "explore")
    let statements = scenario.statements
    // The parent, played and judged by one unit; its child, by another.
    let (first, second) = (Explorer.Reads(), Explorer.Reads())
    let parent = Explorer.run(
      [statements[0]], in: Profile.ios14.recordingReads(into: first.rules), after: nil,
      keeping: true)
    let (_, reached, _) = Explorer.verdict(of: parent, resuming: nil, facts: first.facts)
    let checkpoint = try #require(reached)
    #expect(!first.rules.contains(.presenterLeaves))
    let child = Explorer.run(
      statements, in: Profile.ios14.recordingReads(into: second.rules),
      after: parent.continuation, keeping: false)
    let resumed = Explorer.verdict(of: child, resuming: checkpoint, facts: second.facts)
    #expect(resumed.verdict == .extendable)
    // The sheet asked the child's unit whether the presenter leaves, and whether sheets keep
    // their presenter (iOS 12 and 13 differ in both); the parent's unit asked neither.
    #expect(second.rules.contains(.presenterLeaves) && !first.rules.contains(.presenterLeaves))
    #expect(!TraceOracle.judgesAlike("ios12", "ios13", among: second.facts))
    #expect(TraceOracle.judgesAlike("ios12", "ios13", among: first.facts))
  }

  @Test("a profile notes every rule it is asked about, however it is asked")
  func reads() {
    let reads = RuleReads()
    let profile = Profile.ios16.recordingReads(into: reads)
    #expect(!reads.contains(.viewIsAppearing))
    _ = profile.has(.viewIsAppearing)
    _ = profile[.creation]
    _ = profile.value(of: .presenterLeaves)
    _ = profile.interleaving(for: .navigation)
    let asked: [RuleID] = [
      .viewIsAppearing, .creation, .presenterLeaves, Transition.Kind.navigation.interleavingRule,
    ]
    #expect(asked.allSatisfy(reads.contains))
    #expect(RuleID.allCases.filter(reads.contains).count == Set(asked).count)
    // Ios14 and ios16 answer alike these questions, not one about the direct-call warning.
    #expect(Profile.ios14.appliesTheSameRules(as: .ios16, among: reads))
    _ = profile.has(.directAppearanceCallWarning)
    #expect(!Profile.ios14.appliesTheSameRules(as: .ios16, among: reads))
    // The list of rules is every rule read; the profile without a record notes nothing.
    let all = RuleReads()
    _ = Profile.ios16.recordingReads(into: all).rules
    #expect(RuleID.allCases.allSatisfy(all.contains))
    #expect(RuleID.allCases.count <= RuleReads.capacity)
    let none = RuleReads()
    _ = Profile.ios16.has(.creation)
    #expect(!none.contains(.creation))
  }
}
