import StackTraceTestSupport
import Synchronization
import Testing

@testable import StackNav
@testable import StackTraceFormats
@testable import StackTraceIO
@testable import StackTraceRun
@testable import StackTraceScenario

struct ExplorerTests {
  /// An exploration of `profiles` to `depth`, each check resuming from its parent's
  /// checkpoint as `stacktrace explore` runs it, or, when `fresh`, every trace checked from its
  /// first line.
  static func explore(
    _ profiles: [Profile], depth: Int, fresh: Bool = false, jobs: Int? = nil
  ) -> Explorer.Report {
    var explorer = Explorer(profiles: profiles)
    explorer.depth = depth
    explorer.sharesPrefixes = !fresh
    explorer.jobs = jobs
    return explorer.run()
  }

  /// Every scenario of up to three statements in two profiles, explored once for the tests
  /// that read it.
  static let depthThreeReport = explore([.documented, .ios17], depth: 3)

  /// iOS 15 with the presenter of a page sheet taken off screen, as before iOS 13.
  static let brokenPresenterProfile: Profile? = RuleTable.entries.first {
    $0.rule.ruleID == .presenterLeaves && $0.profiles.contains(iosVersion: 15)
  }.map { entry in
    Profile.ios15.replacing(
      .presenterLeaves,
      with: RuleEntry(
        entry.rule, profiles: entry.profiles,
        value: .styles([.fullScreen, .currentContext, .popover, .pageSheet])))
  }

  /// The broken profile's every scenario of up to three statements, explored once, on three
  /// workers.
  static let brokenDepthThree = brokenPresenterProfile.map { explore([$0], depth: 3, jobs: 3) }

  @Test("every scenario of up to three statements, in two profiles, keeps every property")
  func depthThree() {
    let report = Self.depthThreeReport
    #expect(report.counterexamples == [], "\(report.counterexamples.map(\.scenarioText))")
    let sizes = report.alphabetSizes.map(\.statements)
    #expect(sizes == [13, 38])
    // Each profile to depth 3, and the iOS one (the second) after `device ipad` to depth 2.
    #expect(
      report.scenarios == sizes.reduce(0) { $0 + $1 + $1 * $1 + $1 * $1 * $1 } + 38 + 38 * 38)
    #expect(report.runs > 4_000 && report.runs < report.scenarios)
  }

  @Test("a deliberately broken rule gives a shrunk counterexample, named canonically")
  func brokenRule() throws {
    // The presenter of a page sheet taken off screen from iOS 13: the oracle's screen
    // property must catch it, and shrinking must leave the two statements that show it.
    let report = try #require(Self.brokenDepthThree)
    // (`meanwhile push A` on an empty window pushes as `push A` does: a second, longer text.)
    let first = try #require(
      report.counterexamples.first { $0.statements.first == "push A" })
    #expect(first.property == "screen")
    #expect(first.statements == ["push A", "present B style=pageSheet"])
    #expect(first.scenarioText == "profile ios15\npush A\npresent B style=pageSheet\n")
    #expect(first.occurrences > 1)
  }

  @Test("checks resumed from a parent's checkpoint give the fresh checks' report")
  func sharedPrefixes() {
    // Three deep over the smallest alphabet (checkpoints made by resumed checks, resumed
    // again), two deep over one of the largest; every profile three deep with the soak tests.
    let documented = Self.explore([.documented], depth: 3, fresh: true)
    #expect(documented.counterexamples.isEmpty && documented.runs > 1_000)
    #expect(Self.explore([.documented], depth: 3) == documented)
    let ios17 = Self.explore([.ios17], depth: 2, fresh: true)
    #expect(ios17.runs > 500)
    #expect(Self.explore([.ios17], depth: 2) == ios17)
  }

  @Test("a broken rule's counterexamples are the same with checks resumed or fresh")
  func sharedPrefixesFindTheSameCounterexamples() throws {
    // Three deep: a resumed check that read the line at its checkpoint twice finds the same
    // two-statement counterexamples two deep, and longer ones only three deep
    // (`explore-checkpoint-after-cut`). A second run, the other way: the report depends on
    // nothing but the profile and the depth.
    let broken = try #require(Self.brokenPresenterProfile)
    let shared = try #require(Self.brokenDepthThree)
    #expect(!shared.counterexamples.isEmpty)
    #expect(shared == Self.explore([broken], depth: 3, fresh: true))
  }

  @Test("one worker finds what three find: the same counterexamples, counts and blind spots")
  func workers() throws {
    let broken = try #require(Self.brokenPresenterProfile)
    let three = try #require(Self.brokenDepthThree)
    let one = Self.explore([broken], depth: 3, jobs: 1)
    #expect(one == three)
    #expect(one.counterexamples.map(\.occurrences) == three.counterexamples.map(\.occurrences))
    #expect(one.blindSpots.map(\.runs) == three.blindSpots.map(\.runs) && !one.blindSpots.isEmpty)
  }

  @Test("work is handed to every worker, each index once, whatever the number of workers")
  func perform() {
    for workers in [1, 2, 5, 64] {
      let seen = Mutex([Int](repeating: 0, count: 1_000))
      Explorer.perform(1_000, workers: workers) { index in seen.withLock { $0[index] += 1 } }
      #expect(seen.withLock { $0 } == [Int](repeating: 1, count: 1_000))
    }
    Explorer.perform(0, workers: 2) { _ in Issue.record("no index below 0") }
  }

  @Test("a checkpoint is taken up only where the trace starts with its bytes")
  func sameStart() {
    func starts(_ trace: String, with prefix: some Sequence<UInt8>) -> Bool {
      Array(trace.utf8).withUnsafeBufferPointer { Explorer.starts($0, with: Array(prefix)) }
    }
    #expect(starts("A init\nA loadView\n", with: "A init\n".utf8))
    #expect(!starts("A init\nA loadView\n", with: "A init\nB".utf8))
    #expect(starts("", with: "".utf8))
    #expect(starts("ab", with: "".utf8))
    // A prefix past the trace's end.
    #expect(!starts("ab", with: "abc".utf8))
    // Bytes, not characters: "é" is two bytes, the second differing from "è"'s.
    #expect(starts("é", with: "è".utf8.prefix(1)))
    #expect(!starts("é", with: "è".utf8))
    let long = String(repeating: "x", count: 10_000)
    #expect(starts(long + "a", with: long.utf8))
    #expect(!starts(long + "a", with: (long + "b").utf8))
    // The first `count` bytes of a prefix.
    Array("A init\nB".utf8).withUnsafeBufferPointer { trace in
      #expect(Explorer.starts(trace, with: Array("A init\nA".utf8), count: 7))
      #expect(!Explorer.starts(trace, with: Array("A init\nA".utf8), count: 8))
      #expect(!Explorer.starts(trace, with: Array("A init\nB!".utf8), count: 9))
    }
  }

  @Test("a parent's checkpoint holds the lines that end its animation, which its children read")
  func settledCheckpoint() throws {
    let scenario = try ScenarioParser.parse(
      Array("push A\npush B\npop\nmeanwhile push C\n".utf8), file: "explore")
    let statements = scenario.statements
    let parent = Explorer.run(Array(statements[..<2]), in: .ios17, after: nil, keeping: true)
    let (verdict, reached, _) = Explorer.verdict(of: parent, resuming: nil)
    #expect(verdict == .extendable)
    let checkpoint = try #require(reached)
    // The push of B is in flight at the cut: its ending lines follow, before the end's own.
    let settled = String(decoding: checkpoint.trace[checkpoint.cut...], as: UTF8.self)
    #expect(checkpoint.settled != nil)
    #expect(settled.hasPrefix("A viewDidDisappear") && settled.contains("B viewDidAppear"))
    // A pop starts by ending the push (resumed after those lines); a meanwhile push arrives
    // during it (resumed at the cut): each judged as a check from the first line judges it.
    for last in [2, 3] {
      let child = Array(statements[..<2]) + [statements[last]]
      let run = Explorer.run(child, in: .ios17, after: parent.continuation, keeping: false)
      let resumed = Explorer.verdict(of: run, resuming: checkpoint)
      let fresh = Explorer.verdict(of: child, in: .ios17)
      #expect(resumed.verdict == fresh && fresh == .extendable, "\(child.map(\.text))")
    }
  }

  @Test("a child played from its parent once the animation ended traces as a fresh run does")
  func settledParent() throws {
    let scenario = try ScenarioParser.parse(
      Array(
        """
        push A
        push B
        pop
        push C
        meanwhile push C
        meanwhile pop
        present D
        swipeBack
        """.utf8), file: "explore")
    let statements = scenario.statements
    let parent = Explorer.run(Array(statements[..<2]), in: .ios17, after: nil, keeping: true)
    // The push of B is in flight in the continuation, and over in the settled copy.
    let continuation = try #require(parent.continuation)
    let settled = try #require(parent.settled)
    #expect(settled.text.hasPrefix(continuation.text))
    #expect(settled.text.utf8.count == parent.settledAt)
    #expect(
      settled.text.contains("B viewDidAppear") && !continuation.text.contains("B viewDidAppear"))
    // Each child, a request that ends the animation first or a `meanwhile` one that arrives
    // during it, the same bytes and end as from its first statement.
    for last in 2..<statements.count {
      let child = Array(statements[..<2]) + [statements[last]]
      let resumed = Explorer.run(
        child, in: .ios17, after: continuation, settled: settled, keeping: false)
      let fresh = Explorer.run(child, in: .ios17, after: nil, keeping: false)
      #expect(resumed.outcome == fresh.outcome, "\(child.map(\.text))")
      #expect(resumed.trace?.text == fresh.trace?.text, "\(child.map(\.text))")
    }
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
    #expect(Explorer.Alphabet.small.lines(names: 2).count == 38)
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
