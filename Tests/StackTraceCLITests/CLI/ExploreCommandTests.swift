import StackTraceDiff
import StackTraceFormats
import StackTraceGolden
import StackTraceIO
import StackTraceRun
import StackTraceScenario
import StackTraceTestSupport
import Testing

@testable import StackTraceCLI

/// `stacktrace explore` as a user runs it: its output, usage errors, bounds and progress.
struct ExploreCommandTests {
  @Test(
    "explore's usage errors exit 2",
    arguments: [
      ["explore", "--depth", "0"], ["explore", "--depth", "x"], ["explore", "--names", "7"],
      ["explore", "--alphabet", "huge"], ["explore", "--profile", "ios99"], ["explore", "A"],
      ["explore", "--depth", "12", "--alphabet", "full"], ["explore", "--jobs", "0"],
      ["explore", "--profile", "ios26", "--depth", "6"],
      ["explore", "--profile", "ios14,ios99"], ["explore", "--profile", "ios14,"],
      ["explore", "--profile", "ios14,ios14"], ["explore", "--profile", "all,ios14"],
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
      "explore", "--profile", "ios18", "--depth", "5", "--max-scenarios", "1000000",
    ])
    #expect(refused.code == 2)
    #expect(
      refused.errors.hasPrefix(
        "stacktrace: explore would cover 83,518,148 scenarios, more than --max-scenarios "
          + "1,000,000"))
    #expect(refused.output.isEmpty)
    #expect(stacktrace(["explore", "--max-scenarios", "x"]).code == 2)
    let estimate = CLI.estimate(scenarios: 118_778_946, alphabet: .small, jobs: nil)
    #expect(estimate.hasPrefix("explore covers 118,778,946 scenarios: about "))
    #expect(estimate.contains(" with a release build"))
    // A rate for each alphabet: the small one's scenarios mostly never run, the hooks
    // alphabet's all run with code in their callbacks.
    let few = CLI.estimate(scenarios: 50_000_000, alphabet: .small, jobs: 1)
    #expect(few.contains("about 3 minutes on 1 core "))
    let full = CLI.estimate(scenarios: 11_000_000, alphabet: .full, jobs: 1)
    #expect(full.contains("about 100 seconds on 1 core "))
    let hooks = CLI.estimate(scenarios: 4_500_000, alphabet: .hooks, jobs: 1)
    #expect(hooks.contains("about 100 seconds on 1 core "))
    // Where a run stands for a scenario's renamings, half the work.
    let halved = CLI.estimate(scenarios: 11_000_000, work: 5_500_000, alphabet: .full, jobs: 1)
    #expect(halved.hasPrefix("explore covers 11,000,000 scenarios: about 50 seconds on 1 core "))
    // The bound is a profile's: every profile at depth 5 (over a billion) is not refused by
    // it, and one profile six deep is, named.
    let all = stacktrace(["explore", "--depth", "5", "--max-scenarios", "1"])
    #expect(
      all.errors.hasPrefix(
        "stacktrace: explore would cover 1,017,916,910 scenarios, more than --max-scenarios 1:"))
    let deep = stacktrace(["explore", "--profile", "ios26", "--depth", "6"])
    #expect(
      deep.errors.hasPrefix(
        "stacktrace: explore would cover more than 200,000,000 scenarios in ios26: "))
    // Small runs say nothing on standard error, and their output is unchanged.
    let small = stacktrace(["explore", "--profile", "ios13", "--depth", "1"])
    #expect(small.errors.isEmpty)
  }

  @Test("explore prints its alphabets, the oracle's blind spots and its count, and exits 0")
  func command() {
    let result = stacktrace(["explore", "--profile", "ios13", "--depth", "2"])
    #expect(result.code == 0)
    #expect(
      result.output == """
        # explore: depth 2, names A B, small alphabet: ios13 38 statements
        # the oracle stopped judging the screen in 36 of the scenarios run, at a case it does \
        not model: a hook's code placing a controller its statement places (3); an unwind (a \
        pop or a dismissal) (33)
        checked 1,520 scenarios of up to 2 statements in 1 profile (1,254 run; the others begin \
        with a shorter one that ended early or broke a property): no violation

        """)
  }

  @Test("explore takes several profiles by commas, a twin's report the same as its own")
  func profileList() {
    let both = stacktrace(["explore", "--profile", "ios15,ios14", "--depth", "2"])
    #expect(both.code == 0)
    #expect(
      both.output.hasPrefix("# explore: depth 2, names A B, small alphabet: ios15 38, ios14 38"))
    #expect(both.output.contains("checked 3,040 scenarios of up to 2 statements in 2 profiles"))
    // ios14 takes ios15's findings: twice the runs and blind spots of ios15 alone.
    let alone = stacktrace(["explore", "--profile", "ios15", "--depth", "2"])
    #expect(alone.output.contains("(1,254 run;"))
    #expect(both.output.contains("(2,508 run;"))
    let fresh = stacktrace(["explore", "--profile", "ios15,ios14", "--depth", "2", "--fresh"])
    #expect(fresh.output == both.output)
    let twice = stacktrace(["explore", "--profile", "ios14,ios14"])
    #expect(twice.code == 2 && twice.errors.hasPrefix("stacktrace: --profile names ios14 twice\n"))
    // Past a million scenarios, what standard error says of the twins after the run.
    #expect(CLI.twins([]) == nil)
    #expect(
      CLI.twins([("ios15", "ios14", 2_356, 2_356), ("ios18", "ios17", 1_010, 2_356)])
        == "units taken from the profile before, which plays and is judged alike there: "
        + "ios15 2,356 of 2,356 from ios14, ios18 1,010 of 2,356 from ios17")
  }

  @Test("explore prints the same report on one worker as on two or three")
  func jobs() {
    let arguments = ["explore", "--profile", "ios13", "--depth", "2", "--jobs"]
    let one = stacktrace(arguments + ["1"])
    #expect(one.code == 0)
    #expect(one.output.contains("checked 1,520 scenarios of up to 2 statements in 1 profile"))
    for jobs in ["2", "3"] {
      #expect(stacktrace(arguments + [jobs]).output == one.output)
    }
  }

  @Test("explore --fresh, every scenario run from its first statement, prints the same report")
  func fresh() {
    // The option reaches the explorer; `ExplorerTests` compare the two paths' reports on a
    // broken rule, and CI every profile three deep over three names (docs/explore.md).
    let arguments = ["explore", "--profile", "ios17", "--depth", "2"]
    let shared = stacktrace(arguments)
    #expect(shared.code == 0)
    #expect(shared.output.contains("checked "))
    #expect(stacktrace(arguments + ["--fresh"]).output == shared.output)
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
    #expect(errors.text.contains("checked 1520 of 1520 scenarios (100%)"))
  }

  @Test(
    "the progress line says the share done and, after a second, the time left",
    arguments: [
      (1_200, 13_000, Duration.seconds(10), "(9%, about 1 min 38 s left)"),
      (10, 40, .milliseconds(500), "(25%)"),
      (1, 1_000, .seconds(30), "(0%, about 8 h 19 min left)"),
      (999, 1_000, .seconds(30), "(99%, almost done)"),
    ])
  func progressLine(done: Int, total: Int, elapsed: Duration, share: String) {
    #expect(
      Progress.line(done: done, of: total, noun: "scenarios", elapsed: elapsed)
        == "checked \(done) of \(total) scenarios \(share)")
    #expect(Progress.duration(42) == "42 s")
  }
}
