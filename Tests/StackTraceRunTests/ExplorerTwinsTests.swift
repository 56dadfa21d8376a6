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
      #expect(first.interleavings == second.interleavings)
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
    twins: (@Sendable (Profile, Profile) -> Bool)? = nil
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
    let shared = Self.explore(broken, depth: 2, sharingTwins: true, twins: { _, _ in true })
    let alone = Self.explore(broken, depth: 2, sharingTwins: false)
    #expect(shared.report == alone.report)
    #expect(shared.told == shared.report.scenarios)
    let profiles = Set(shared.report.counterexamples.map(\.profile))
    #expect(profiles == ["ios14", "ios15"])
  }
}
