import StackNav
import StackTraceFormats
import StackTraceIO
import StackTraceRun

extension CLI {
  /// The most scenarios one `explore` may cover in one profile: beyond, it would run for
  /// days. (Every profile at depth 5, about 1.2 billion in all, runs: each profile is under.)
  static let maximumExplored = 200_000_000

  /// Explorations over this many scenarios say, before they start, how long they may take.
  static let announcedExploration = 1_000_000
  /// Scenarios covered a second on one core by a release build with `alphabet`
  /// (docs/explore.md), for the estimate: a guess on the slow side, measured on this project's
  /// two-core machines. Most of the small alphabet's scenarios are never run (they begin with
  /// a shorter one that ended early), and those that run play one statement on a copy of their
  /// parent's engine: every profile four deep covers about 270,000 a second, five deep about
  /// 500,000. The full alphabet's run almost all, about 125,000 three deep; the hooks
  /// alphabet's run all, with code in their callbacks, about 50,000.
  static func scenariosPerCoreSecond(_ alphabet: Explorer.Alphabet) -> Int {
    switch alphabet {
    case .small: 220_000
    case .full: 110_000
    case .hooks: 45_000
    }
  }

  /// How many scenarios an exploration over `alphabet` covers, and about how long it will take
  /// here, its work that of `work` scenarios (fewer where a run stands for a scenario's
  /// renamings).
  static func estimate(
    scenarios: Int, work: Int? = nil, alphabet: Explorer.Alphabet, jobs: Int?
  ) -> String {
    let cores = min(Explorer.cores, jobs ?? .max)
    let seconds = (work ?? scenarios) / (scenariosPerCoreSecond(alphabet) * cores)
    let duration =
      seconds < 120
      ? "\(max(seconds, 1)) seconds"
      : seconds < 7_200 ? "\(seconds / 60) minutes" : "\(seconds / 3_600) hours"
    return "explore covers \(grouped(scenarios)) scenarios: about \(duration) on \(cores) "
      + "core\(cores == 1 ? "" : "s") with a release build (a debug build is several times "
      + "slower; --max-scenarios N refuses larger runs)"
  }

  /// The sentence that says which profiles took findings of the profile before them
  /// (`Explorer.Report.twins`), in how many of their units, if any did.
  static func twins(_ twins: [(profile: String, twin: String, units: Int, of: Int)]) -> String? {
    twins.isEmpty
      ? nil
      : "units taken from the profile before, which plays and is judged alike there: "
        + twins.map { "\($0.profile) \(grouped($0.units)) of \(grouped($0.of)) from \($0.twin)" }
        .joined(separator: ", ")
  }

  /// `stacktrace explore`: every scenario up to a depth, run and checked.
  func explore(_ parsed: Arguments, _ io: CommandSpec.Streams) throws(UsageError) -> ExitCode {
    let (output, errors) = (io.output, io.errors)
    if parsed.operands.count > 1 {
      throw .message("explore takes no operands (found '\(Escape.field(parsed.operands[1]))')")
    }
    let profiles = try parsed.value(CommandOptions.exploredProfiles) ?? Profile.all
    var explorer = Explorer(profiles: profiles)
    explorer.depth = try parsed.value(CommandOptions.depth) ?? 3
    explorer.names = try parsed.value(CommandOptions.names) ?? 2
    let alphabet = try parsed.value(CommandOptions.alphabet) ?? .small
    explorer.alphabet = alphabet
    let sizes = profiles.map {
      Explorer.Alphabet.statements(alphabet, names: explorer.names, in: $0).count
    }
    let total = explorer.scenarioCount(sizes: sizes)
    let counts = explorer.scenarioCounts(sizes: sizes)
    for (profile, count) in zip(profiles, counts) where count > CLI.maximumExplored {
      throw .message(
        "explore would cover more than \(grouped(CLI.maximumExplored)) scenarios in "
          + "\(profile.name): use a smaller --depth or --names, or the small alphabet")
    }
    explorer.jobs = try parsed.value(CommandOptions.jobs)
    explorer.sharesPrefixes = !parsed.has(CommandOptions.fresh)
    explorer.countsRenamings = !parsed.has(CommandOptions.fresh)
    explorer.sharesTwins = !parsed.has(CommandOptions.fresh)
    if let maximum = try parsed.value(CommandOptions.maximumScenarios) {
      guard total <= maximum else {
        throw .message(
          "explore would cover \(grouped(total)) scenarios, more than --max-scenarios "
            + "\(grouped(maximum)): use a smaller --depth or --names")
      }
    }
    if total > CLI.announcedExploration {
      // A profile that applies the rules of one before it everywhere (its twin) takes all
      // its units: its first statements aside, it runs nothing of its own.
      let twinOf = explorer.twinOf
      let work = profiles.indices.filter { twinOf[$0] == nil }.reduce(0) { work, index in
        Explorer.saturatingSum(work, counts[index] / explorer.scenariosPerRun(in: profiles[index]))
      }
      errors.write(
        "stacktrace: \(CLI.estimate(scenarios: total, work: work, alphabet: alphabet, jobs: explorer.jobs))\n"
      )
      errors.flush()
    }

    let progress = Progress(noun: "scenarios", sink: errors, delay: environment.progressDelay)
    if environment.showsProgress {
      explorer.progress = { done, total in progress.advance(by: done, of: total) }
    }
    let report = explorer.run()
    progress.finish()
    if total > CLI.announcedExploration, let twins = CLI.twins(report.twins) {
      // Said beside the estimate it makes shorter: the report is the same either way.
      errors.write("stacktrace: \(twins)\n")
    }
    let names = Explorer.Alphabet.names(explorer.names)
    output.write(
      "# explore: depth \(explorer.depth), names \(names.joined(separator: " ")), "
        + "\(alphabet.rawValue) alphabet: "
        + report.alphabetSizes.map { "\($0.profile) \($0.statements)" }.joined(separator: ", ")
        + " statements\n")
    for (index, example) in report.counterexamples.enumerated() {
      output.write(
        "\n# violation \(index + 1): \(example.profile), \(example.property)"
          + " (found in \(grouped(example.occurrences)) "
          + "scenario\(example.occurrences == 1 ? "" : "s"))\n# \(Escape.field(example.message))\n")
      output.write(example.scenarioText)
    }
    let found = report.counterexamples.count
    if !report.blindSpots.isEmpty {
      // Where the oracle stopped judging the screen: what it does not model, said, not skipped.
      let total = report.blindSpots.reduce(0) { $0 + $1.runs }
      output.write(
        "\(found == 0 ? "" : "\n")# the oracle stopped judging the screen in \(grouped(total)) "
          + "of the scenarios run, at a case it does not model: "
          + report.blindSpots.map { "\($0.reason) (\(grouped($0.runs)))" }.joined(separator: "; ")
          + "\n")
    }
    output.write(
      "\(found == 0 || !report.blindSpots.isEmpty ? "" : "\n")checked \(grouped(report.scenarios)) scenarios of up to "
        + "\(explorer.depth) statement\(explorer.depth == 1 ? "" : "s") in "
        + "\(profiles.count) profile\(profiles.count == 1 ? "" : "s") (\(grouped(report.runs)) run; "
        + "the others begin with a shorter one that ended early or broke a property): "
        + (found == 0 ? "no violation" : "\(found) violation\(found == 1 ? "" : "s")") + "\n")
    return found == 0 ? .success : .checkFailed
  }

  /// The value of option `name`, a whole number in `range`.
}
