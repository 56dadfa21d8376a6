import Foundation
import StackNav
import StackTraceScenario
import StackTraceScenarioSupport
import StackTraceTestSupport
import Testing

/// Random scenarios over every statement and profile, checked by the independent oracle.
/// 400 a run by default (5,000 in CI's soak run), spread over the profiles, with fixed
/// seeds; `STACKNAV_PROPERTY_CASES=N` runs N instead (and `STACKNAV_PROPERTY_SEED` moves the
/// seeds).
struct RandomScenarioTests {
  static let total =
    ProcessInfo.processInfo.environment["STACKNAV_PROPERTY_CASES"].flatMap(Int.init)
    ?? (soakTests ? 5_000 : 400)
  static let seedBase =
    ProcessInfo.processInfo.environment["STACKNAV_PROPERTY_SEED"].flatMap(UInt64.init) ?? 0

  @Test("random scenarios keep every property", arguments: Profile.all.map(\.name))
  func randomScenarios(profileName: String) throws {
    let profile = try #require(Profile.named(profileName))
    let index = UInt64(Profile.all.firstIndex { $0.name == profileName } ?? 0)
    let cases = (Self.total + Profile.all.count - 1) / Profile.all.count
    for number in 0..<UInt64(cases) {
      let seed = Self.seedBase &+ index &* 1_000_003 &+ number
      var generator = ScenarioGenerator(profile: profile, seed: seed)
      let text = generator.scenario(length: 24)
      let failures = PropertyCheck.failures(of: text)
      if !failures.isEmpty {
        let minimal = PropertyCheck.shrink(text)
        Issue.record(
          """
          seed \(seed) breaks: \(failures.prefix(3).joined(separator: "; "))
          minimal scenario, ready to save under Scenarios/\(profileName)/:
          \(minimal)
          """)
        return
      }
    }
  }

  /// Hook-heavy scenarios over four names: about a third of the statements are code inside
  /// callbacks, which meets itself (a request while another waits, a deferred request while
  /// one still animates). None may make the engine doubt itself (exit 70). 400 a run (the
  /// first of CI's seeds); CI's soak runs the 5,000 CI seeds and 50,000 more.
  static let hookTotal =
    ProcessInfo.processInfo.environment["STACKNAV_HOOK_CASES"].flatMap(Int.init)
    ?? (soakTests ? 55_000 : 400)

  @Test(
    "random hook-heavy scenarios over four names keep every property",
    arguments: Profile.all.map(\.name))
  func randomHookScenarios(profileName: String) throws {
    let profile = try #require(Profile.named(profileName))
    let index = UInt64(Profile.all.firstIndex { $0.name == profileName } ?? 0)
    let cases = (Self.hookTotal + Profile.all.count - 1) / Profile.all.count
    for number in 0..<UInt64(cases) {
      let seed = Self.seedBase &+ 7_000_000_000 &+ index &* 1_000_003 &+ number
      var generator = ScenarioGenerator(profile: profile, seed: seed, hookHeavy: true)
      let text = generator.scenario(length: 8)
      let failures = PropertyCheck.failures(of: text)
      if !failures.isEmpty {
        let minimal = PropertyCheck.shrink(text)
        Issue.record(
          """
          seed \(seed) (hook-heavy) breaks: \(failures.prefix(3).joined(separator: "; "))
          minimal scenario, ready to save under Scenarios/\(profileName)/:
          \(minimal)
          """)
        return
      }
    }
  }

  @Test("the generator is deterministic and covers every statement of a profile")
  func generator() {
    var first = ScenarioGenerator(profile: .ios(17), seed: 9)
    var second = ScenarioGenerator(profile: .ios(17), seed: 9)
    #expect(first.scenario(length: 24) == second.scenario(length: 24))
    var seen = Set<String>()
    for seed in 0..<400 as Range<UInt64> {
      var generator = ScenarioGenerator(profile: .ios(17), seed: seed)
      for line in generator.scenario(length: 24).split(separator: "\n") {
        seen.insert(String(line.prefix { $0 != " " }))
        // A hook's own code (`alongside`) counts where the hook says it.
        let words = line.split(separator: " ")
        if words.first == "on", words.count > 3 { seen.insert(String(words[3])) }
      }
    }
    // Every statement of the grammar.
    #expect(seen == Set(Grammar.words))
  }

  @Test("a breaking scenario shrinks to the statements that matter")
  func shrinking() {
    // The parser rejects 'push a': every shorter scenario keeping that line still fails.
    let minimal = PropertyCheck.shrink("profile ios17\nroot A\npush B\npush a\npop\n")
    #expect(minimal == "profile ios17\npush a\n")
  }
}
