import Synchronization
import Testing

@testable import StackNav
@testable import StackTraceCLI
@testable import StackTraceDiff
@testable import StackTraceFormats
@testable import StackTraceGolden
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
    #expect(sizes == [13, 22])
    #expect(report.scenarios == sizes.reduce(0) { $0 + $1 + $1 * $1 + $1 * $1 * $1 })
    #expect(report.runs > 4_000 && report.runs < report.scenarios)
  }

  @Test("a deliberately broken rule gives a shrunk counterexample, named canonically")
  func brokenRule() throws {
    // The presenter of a page sheet taken off screen from iOS 13: the oracle's screen
    // property must catch it, and shrinking must leave the two statements that show it.
    let entry = try #require(
      RuleTable.entries.first {
        $0.rule.ruleID == .presenterLeaves && $0.profiles.contains(iosVersion: 15)
      })
    let broken = Profile.ios15.replacing(
      .presenterLeaves,
      with: RuleEntry(
        entry.rule, profiles: entry.profiles,
        value: .styles([.fullScreen, .currentContext, .popover, .pageSheet])))
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
    #expect(Explorer.includes == [.delegates, .geometry])
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
    #expect(Explorer.Alphabet.small.lines(names: 2).count == 22)
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

  @Test(
    "explore's usage errors exit 2",
    arguments: [
      ["explore", "--depth", "0"], ["explore", "--depth", "x"], ["explore", "--names", "7"],
      ["explore", "--alphabet", "huge"], ["explore", "--profile", "ios99"], ["explore", "A"],
      ["explore", "--depth", "12", "--alphabet", "full"],
    ])
  func usage(_ arguments: [String]) {
    let result = stacktrace(arguments)
    #expect(result.code == 2)
    #expect(result.output == "")
    #expect(result.errors.hasPrefix("stacktrace: "))
  }

  @Test("explore refuses a run over --max-scenarios before running, and estimates a long one")
  func maximum() {
    let refused = stacktrace([
      "explore", "--profile", "ios18", "--depth", "6", "--max-scenarios", "1000000",
    ])
    #expect(refused.code == 2)
    #expect(
      refused.errors.hasPrefix(
        "stacktrace: explore would cover 118,778,946 scenarios, more than --max-scenarios "
          + "1,000,000"))
    #expect(refused.output.isEmpty)
    #expect(stacktrace(["explore", "--max-scenarios", "x"]).code == 2)
    let estimate = CLI.estimate(scenarios: 118_778_946)
    #expect(estimate.hasPrefix("explore covers 118,778,946 scenarios: about "))
    #expect(estimate.contains(" with a release build"))
    // Small runs say nothing on standard error, and their output is unchanged.
    let small = stacktrace(["explore", "--profile", "ios13", "--depth", "1"])
    #expect(small.errors.isEmpty)
  }

  @Test("explore prints its alphabets and how many scenarios it checked, and exits 0")
  func command() {
    let result = stacktrace(["explore", "--profile", "ios13", "--depth", "2"])
    #expect(result.code == 0)
    #expect(
      result.output == """
        # explore: depth 2, names A B, small alphabet: ios13 22 statements
        checked 506 scenarios of up to 2 statements in 1 profile (440 run; the others begin \
        with a shorter one that ended early or broke a property): no violation

        """)
  }

  @Test("on a terminal, explore shows its progress on standard error")
  func terminalProgress() {
    var environment = Environment(errorIsTerminal: true)
    environment.progressDelay = .zero
    let output = ByteSink()
    let errors = ByteSink()
    let code = CLI(
      arguments: ["explore", "--profile", "ios13", "--depth", "2"], environment: environment
    )
    .run(output: output, errors: errors)
    #expect(code == 0)
    #expect(errors.text.contains("checked 506 of 506 scenarios"))
  }
}
