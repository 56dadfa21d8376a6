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
    twins: (@Sendable (Profile, Profile, RuleReads?) -> Bool)? = nil
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
    // small alphabet's statements makes: explored after iOS 14, it takes its findings.
    let profiles = [Profile.ios14, .ios16]
    let shared = Self.explore(profiles, depth: 2, sharingTwins: true)
    let alone = Self.explore(profiles, depth: 2, sharingTwins: false)
    #expect(shared.report == alone.report)
    #expect(shared.report.twins.map { "\($0.profile) \($0.twin)" } == ["ios16 ios14"])
    #expect(alone.report.twins.isEmpty)
    #expect(shared.told == shared.report.scenarios)
    // Not a twin everywhere: the full alphabet's direct calls tell them apart.
    #expect(!Explorer.alike(.ios14, .ios16))
    // iOS 12 changes when views lay out, which every push asks about: explored after iOS 11,
    // it is explored itself, and the report is the same as ever.
    let layouts = [Profile.ios(11), .ios(12)]
    let apart = Self.explore(layouts, depth: 2, sharingTwins: true)
    #expect(apart.report.twins.isEmpty)
    #expect(apart.report == Self.explore(layouts, depth: 2, sharingTwins: false).report)
    // Profiles the oracle tells apart are never compared, whatever their rules.
    let oracle = Self.explore([.ios17, .ios18], depth: 1, sharingTwins: true)
    #expect(oracle.report.twins.isEmpty)
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
