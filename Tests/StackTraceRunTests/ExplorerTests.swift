import StackTraceTestSupport
import Synchronization
import Testing

@testable import StackNav
@testable import StackTraceFormats
@testable import StackTraceIO
@testable import StackTraceRun
@testable import StackTraceScenario

struct ExplorerTests {
  @Test("every scenario of up to three statements, in two profiles, keeps every property")
  func depthThree() {
    var explorer = Explorer(profiles: [.documented, .ios17])
    explorer.depth = 3
    let report = explorer.run()
    #expect(report.counterexamples == [], "\(report.counterexamples.map(\.scenarioText))")
    let sizes = report.alphabetSizes.map(\.statements)
    #expect(sizes == [13, 32])
    #expect(report.scenarios == sizes.reduce(0) { $0 + $1 + $1 * $1 + $1 * $1 * $1 })
    #expect(report.runs > 4_000 && report.runs < report.scenarios)
  }

  /// iOS 15 with the presenter of a page sheet taken off screen, as before iOS 13.
  func brokenPresenterProfile() throws -> Profile {
    let entry = try #require(
      RuleTable.entries.first {
        $0.rule.ruleID == .presenterLeaves && $0.profiles.contains(iosVersion: 15)
      })
    return Profile.ios15.replacing(
      .presenterLeaves,
      with: RuleEntry(
        entry.rule, profiles: entry.profiles,
        value: .styles([.fullScreen, .currentContext, .popover, .pageSheet])))
  }

  @Test("a deliberately broken rule gives a shrunk counterexample, named canonically")
  func brokenRule() throws {
    // The presenter of a page sheet taken off screen from iOS 13: the oracle's screen
    // property must catch it, and shrinking must leave the two statements that show it.
    let broken = try brokenPresenterProfile()
    var explorer = Explorer(profiles: [broken])
    explorer.depth = 3
    let report = explorer.run()
    // (`meanwhile push A` on an empty window pushes as `push A` does: a second, longer text.)
    let first = try #require(
      report.counterexamples.first { $0.statements.first == "push A" })
    #expect(first.property == "screen")
    #expect(first.statements == ["push A", "present B style=pageSheet"])
    #expect(first.scenarioText == "profile ios15\npush A\npresent B style=pageSheet\n")
    #expect(first.occurrences > 1)
    #expect(explorer.run() == report)
  }

  /// The same exploration with each oracle check resuming from its parent's checkpoint and
  /// with every trace checked from its first line.
  func bothWays(_ profiles: [Profile], depth: Int) -> (
    shared: Explorer.Report, fresh: Explorer.Report
  ) {
    var explorer = Explorer(profiles: profiles)
    explorer.depth = depth
    let shared = explorer.run()
    explorer.sharesPrefixes = false
    return (shared, explorer.run())
  }

  @Test("checks resumed from a parent's checkpoint give the fresh checks' report, depth 3")
  func sharedPrefixes() throws {
    // Every profile with the soak tests (.ci/run); two in the quick suite.
    let profiles: [Profile] = soakTests ? Profile.all : [.ios5, .ios17]
    let (shared, fresh) = bothWays(profiles, depth: 3)
    #expect(shared == fresh)
    #expect(shared.runs > 4_000)
  }

  @Test("a broken rule's counterexamples are the same with checks resumed or fresh")
  func sharedPrefixesFindTheSameCounterexamples() throws {
    let (shared, fresh) = bothWays([try brokenPresenterProfile()], depth: 3)
    #expect(!shared.counterexamples.isEmpty)
    #expect(shared == fresh)
  }

  @Test("shrinking can drop any statement, the first included, down to one")
  func shrinking() {
    // What breaks: holding both 7 and 9.
    let breaks = { (scenario: [Int]) in scenario.contains(7) && scenario.contains(9) }
    #expect(Explorer.shrink([1, 7, 3, 9, 5], breaks: breaks) == [7, 9])
    #expect(Explorer.shrink([7, 2, 9], breaks: breaks) == [7, 9])
    #expect(Explorer.shrink([0, 0, 7, 9], breaks: breaks) == [7, 9])
    #expect(Explorer.shrink([4, 7], breaks: { $0.contains(7) }) == [7])
    #expect(Explorer.shrink([4, 7], breaks: { _ in true }) == [4])
  }

  @Test("every scenario is traced with flags and containers, and checked by the invariants")
  func checkedFully() {
    #expect(Explorer.traceOptions.showsFlags)
    #expect(Explorer.traceOptions.showsContainers)
    #expect(Explorer.includes == [.delegates, .geometry, .unwinding])
    #expect(Explorer.checksInvariants)
  }

  @Test("every line of both alphabets is a statement of the language", arguments: [1, 2, 3, 6])
  func alphabetsParse(names: Int) throws {
    for alphabet in Explorer.Alphabet.allCases {
      for line in alphabet.lines(names: names) {
        let scenario = try ScenarioParser.parse(Array(line.utf8), file: "alphabet")
        #expect(scenario.statements.count == 1, "\(line)")
      }
    }
    #expect(Explorer.Alphabet.small.lines(names: 2).count == 32)
  }

  @Test("progress is told of every scenario, explored or skipped")
  func progress() {
    let done = Mutex(0)
    var explorer = Explorer(profiles: [.ios9])
    explorer.depth = 2
    explorer.progress = { count, _ in done.withLock { $0 += count } }
    let report = explorer.run()
    #expect(done.withLock { $0 } == report.scenarios)
  }

}
