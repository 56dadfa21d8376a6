import StackTraceFormats
import StackTraceIO
import StackTraceScenario

/// What one command of `stacktrace` takes and does, in one place: the command line is
/// dispatched through it, its help is printed from it, the options it accepts are checked
/// against it, and a mistyped option or command is matched against it.
struct CommandSpec: Sendable {
  /// An option (`--name VALUE`) as help shows it; `CommandOptions` declares each with its
  /// type.
  struct Option: Sendable {
    /// The long name, without `--`.
    let name: String
    /// The value's placeholder (`MODE`, `FILE`), `nil` for a flag.
    let value: String?
    /// One letter that stands for it (`-q`, `-U N`), if any.
    var short: Character? = nil
    /// What it does.
    let help: String
  }

  /// Where a command reads and writes: standard output and error, and what `-` reads.
  struct Streams {
    let output: ByteSink
    let errors: ByteSink
    let standardInput: ByteSource
  }

  /// The command's word (`check`); `stacktrace` for scenario words.
  let name: String
  /// How it is called, after `stacktrace`.
  let usage: String
  /// How the overview shows it, after `stacktrace`: the usage without its options.
  var brief: String {
    usage.replacing(" [OPTIONS]", with: "")
      .replacing(" [--accept | --reject]", with: "")
  }
  /// One line for the overview.
  let summary: String
  /// What it does.
  let description: String
  /// The options it takes.
  let options: [Option]
  /// More sections of its help (a table, say), made when help is shown.
  var extra: @Sendable () -> String = { "" }
  /// Runs it, its options already checked against `options`.
  let perform: @Sendable (CLI, Arguments, Streams) throws(UsageError) -> ExitCode

  /// The options every command takes.
  static let global = [CommandOptions.help.option, CommandOptions.version.option]

  /// Every command and the scenario words, in the order the overview lists them.
  static var all: [CommandSpec] { [words] + commands }

  /// The spec of command `name`, if there is one.
  static func command(named name: String) -> CommandSpec? {
    commands.first { $0.name == name }
  }

  /// The spec of `name`, the commands' or the scenario words' (`stacktrace`).
  static func named(_ name: String) -> CommandSpec? {
    all.first { $0.name == name }
  }

  /// Every option any command takes, once each by name.
  static let everyOption: [Option] = {
    var options: [Option] = []
    for option in all.flatMap(\.options) + global
    where !options.contains(where: {
      $0.name == option.name
    }) {
      options.append(option)
    }
    return options
  }()

  /// Whether option `name` takes a value: the same everywhere, so that the words can be
  /// split before the command is known.
  static func takesValue(_ name: String) -> Bool? {
    everyOption.first { $0.name == name }.map { $0.value != nil }
  }

  /// The long name a short option stands for.
  static func longName(of short: Character) -> String? {
    everyOption.first { $0.short == short }?.name
  }

  /// Every option name any command takes, for suggestions.
  static var optionNames: [String] { everyOption.map(\.name) }

  /// The help text: usage, description, options, and the extra sections.
  var help: String {
    var text = "stacktrace \(usage)\n\n"
    for line in Help.wrap(description, width: 88) { text += line + "\n" }
    if !options.isEmpty {
      text += "\nOPTIONS\n"
      for option in options {
        let value = option.value.map { " \($0)" } ?? ""
        let label = (option.short.map { "-\($0)\(value), " } ?? "") + "--\(option.name)\(value)"
        let padded = "  " + label + String(repeating: " ", count: max(2, 30 - label.count))
        let lines = Help.wrap(option.help, width: 58)
        text += padded + (lines.first ?? "") + "\n"
        for line in lines.dropFirst() {
          text += String(repeating: " ", count: padded.count) + line + "\n"
        }
      }
    }
    let extra = extra()
    if !extra.isEmpty { text += "\n" + extra }
    return text + "\n"
  }
}

extension CommandSpec {
  private static let traceOptions = [
    CommandOptions.traceFormat.option, CommandOptions.profile.option,
    CommandOptions.containers.option, CommandOptions.flags.option, CommandOptions.explain.option,
    CommandOptions.include.option, CommandOptions.device.option,
    CommandOptions.maximumSteps.option,
  ]

  private static let callbackFilter = [CommandOptions.only.option, CommandOptions.ignore.option]

  /// The reports `check` and `merge-reports` write alike (`CLI.publish`).
  private static let reportOptions = [
    CommandOptions.junit.option, CommandOptions.github.option, CommandOptions.summary.option,
    CommandOptions.html.option, CommandOptions.checkFormat.option,
  ]

  /// The scenario words: `stacktrace push A B`.
  static let words = CommandSpec(
    name: "stacktrace", usage: "WORDS...",
    summary: "run WORDS as a one-line scenario, print its trace",
    description:
      "Runs the words as a scenario, every verb starting a new statement ('stacktrace help "
      + "scenario' lists them), and prints its trace.",
    options: traceOptions,
    perform: { cli, parsed, io throws(UsageError) in try cli.runWords(parsed, io) })

  /// Every command, in the order the overview lists them.
  static let commands: [CommandSpec] = [
    CommandSpec(
      name: "run", usage: "run FILE... | -", summary: "run scenario files (or standard input)",
      description:
        "Runs each scenario file (or standard input, '-') and prints its trace. With several "
        + "files, each trace starts with a line '## FILE' (a diagram, with a title). The "
        + "exit code is that of the first file that fails.",
      options: traceOptions,
      perform: { cli, parsed, io throws(UsageError) in try cli.runFiles(parsed, io) }),
    CommandSpec(
      name: "check", usage: "check [PATH...] [OPTIONS]",
      summary: "compare scenarios with their golden traces",
      description:
        "Runs every .scenario below the PATHs (folders, searched recursively, or files; "
        + "default Scenarios/) on all cores and compares its trace with its golden NAME.trace "
        + "beside it. Prints a line a scenario (a unified diff for each failure) and a closing "
        + "count. Folders are read under the file policy (docs/security.md): a symbolic link "
        + "is reported, never followed; a FIFO or device is never opened. See "
        + "docs/golden-workflow.md.",
      options: [
        CommandOptions.record.option, CommandOptions.actualDirectory.option,
        CommandOptions.orphans.option, CommandOptions.filter.option,
        CommandOptions.allowEmpty.option,
      ] + reportOptions + [
        CommandOptions.shard.option, CommandOptions.results.option,
        CommandOptions.context.option,
        CommandOptions.color.option, CommandOptions.quiet.option,
        CommandOptions.profile.described("the profile for scenarios that name none").option,
        CommandOptions.include.described(
          "also trace delegates, geometry (comma-separated) in every scenario"
        ).option,
        CommandOptions.device.described("iphone (default) or ipad, for scenarios that name none")
          .option,
        CommandOptions.maximumSteps.described(
          "the work bound: stop a scenario (an error) past N engine steps (default 1000000000)"
        ).option,
      ],
      extra: {
        """
        OUTCOMES AND EXIT CODES
          The closing line counts each kind, in this order (kinds after 'failed' only when
          there are some):  3 passed, 1 failed, 1 new, 1 error, 2 orphans

          passed    the trace equals its golden (CRLF or a missing final newline aside)
          failed    the trace differs, or there is no golden and recording is off
          new       a pending golden (or a golden) was written: review it (exit 1 until
                    it passes)
          error     a scenario or golden that cannot be read (a link, a FIFO, bad text), a
                    golden that cannot be written, a folder that cannot be searched
          orphan    a golden with no scenario (fails the run only with --orphans fail)

          exit 2 when there is any error (or a usage or I/O problem: reports are still
          written); else 1 for any failed, new, orphan under --orphans fail, or no scenario
          found (without --allow-empty); else 0.

        """
      },
      perform: { cli, parsed, io throws(UsageError) in try cli.check(parsed, io) }),
    CommandSpec(
      name: "merge-reports", usage: "merge-reports FILE... [OPTIONS]",
      summary: "the shards' results of a check as one report",
      description:
        "Reads the results files the shards of one check run wrote ('check --shard I/N "
        + "--results FILE', on as many machines) and writes the report the unsharded run "
        + "would have: the same text or JSON, JUnit file, job summary and HTML page, but for "
        + "the command line the page shows. Refuses files of different stacktrace versions, "
        + "profiles or runs, two files of one shard or a missing shard, each error naming "
        + "the file (exit 2). Else exits as the unsharded check would: 0 passed, 1 failed, 2 "
        + "in error. See docs/golden-workflow.md.",
      options: reportOptions + [CommandOptions.color.option, CommandOptions.quiet.option],
      perform: { cli, parsed, io throws(UsageError) in try cli.mergeReports(parsed, io) }),
    CommandSpec(
      name: "review", usage: "review [PATH...] [--accept | --reject] [OPTIONS]",
      summary: "accept or reject the pending goldens check wrote",
      description:
        "The pending goldens below the PATHs (default: the current directory): the "
        + "NAME.trace.new files that check, and assertGolden in Swift tests, write where a "
        + "golden is missing or differs. On a terminal, each is shown (its scenario, its diff "
        + "against the golden) with a question: a accept (it becomes NAME.trace), r reject "
        + "(it is deleted), s skip, q quit, ? the keys; a key alone or followed by Enter. "
        + "Elsewhere (a "
        + "pipe, CI) it lists them with their diffs and changes nothing. Exit 0 when none is "
        + "left pending, 1 when some are, 2 when one could not be accepted or rejected, or a "
        + "file is refused. Folders are read under the file policy (docs/security.md): a "
        + "pending golden that is a link or a FIFO is refused, never followed. With CI set, "
        + "nothing is changed.",
      options: [
        CommandOptions.accept.option, CommandOptions.reject.option,
        CommandOptions.filter.described("only pending goldens whose path contains TEXT").option,
        CommandOptions.obsolete.option,
        CommandOptions.allowEmpty.described(
          "with --obsolete, take an empty FILE as it is (every golden is then obsolete)"
        ).option,
        CommandOptions.context.option, CommandOptions.color.option,
      ],
      perform: { cli, parsed, io throws(UsageError) in try cli.review(parsed, io) }),
    CommandSpec(
      name: "test", usage: "test [OPTIONS] [-- SWIFT-TEST-ARGUMENTS...]",
      summary: "swift test, then review what it left pending",
      description:
        "Runs 'swift test' (with the words after '--') in the package (the working directory "
        + "or --package-path), a golden assertion that writes a pending golden warning rather "
        + "than failing its test (STACKTRACE_PENDING=warn), then reviews the pending goldens "
        + "below the package as 'review' does: one by one on a terminal, all at once with --accept or "
        + "--reject, else listed. Exit 0 when the tests passed and nothing is left pending; 1 "
        + "when a test failed (for another reason than a pending golden) or one is left "
        + "pending; 2 when swift cannot be run or a golden cannot be accepted. Not through the "
        + "plugin: SwiftPM holds the build folder while a plugin runs.",
      options: [
        CommandOptions.packagePath.option, CommandOptions.accept.option,
        CommandOptions.reject.option, CommandOptions.context.option, CommandOptions.color.option,
      ],
      perform: { cli, parsed, io throws(UsageError) in try cli.test(parsed, io) }),
    CommandSpec(
      name: "accept", usage: "accept DIR [OPTIONS]",
      summary: "copy actual traces saved by check --actual-dir",
      description:
        "Copies the traces a CI run saved with 'check --actual-dir DIR' over the goldens they "
        + "belong to (DIR/PATH.trace over PATH.trace, PATH from the current directory: run it "
        + "from the repository root), printing each diff first. A trace is accepted only "
        + "where PATH.scenario exists; links and special files in DIR are skipped, never "
        + "followed. Goldens are written with LF line ends. Exit 0 when all were accepted (or "
        + "already current), 1 when one was skipped (each with its reason), 2 on I/O trouble. "
        + "With CI set, nothing is written: it says what it would accept.",
      options: [CommandOptions.context.option, CommandOptions.color.option],
      perform: { cli, parsed, io throws(UsageError) in try cli.accept(parsed, io) }),
    CommandSpec(
      name: "diff", usage: "diff OLD NEW [OPTIONS]",
      summary: "compare two traces (or a device log), callbacks only",
      description:
        "Compares two traces, callback lines only, with the golden differ; either file may be "
        + "a console log recorded on a device, read as 'stacktrace import' reads it, and either "
        + "may be '-' (standard input). Statement headers anchor the diff when both files have "
        + "them, but only callbacks decide. Exit 0 when the callbacks match, 1 when they "
        + "differ, 2 on I/O trouble (each input is read up to 256 MiB).",
      options: [CommandOptions.context.option, CommandOptions.color.option] + callbackFilter,
      perform: { cli, parsed, io throws(UsageError) in try cli.diff(parsed, io) }),
    CommandSpec(
      name: "import", usage: "import LOG [OPTIONS]",
      summary: "a device's console log as trace lines",
      description:
        "Reads a console log as apps print it (NSLog and os_log prefixes, 'MyApp.A "
        + "viewDidLoad()', '<MyApp.A: 0x600> viewWillAppear(_:)', 'A.viewDidAppear(_:)', "
        + "'-[A viewWillAppear:]', 'A - viewWillLayoutSubviews', 'A: viewWillDisappear', "
        + "'deinit') and prints its callbacks as trace lines, in order, one a line "
        + "(docs/device-logs.md). Standard error counts the lines that hold a callback word but "
        + "were not read as a callback; -v shows them. LOG may be '-' (standard input), read "
        + "up to 256 MiB. Exit 0, or 2 when LOG cannot be read.",
      options: [CommandOptions.verbose.option] + callbackFilter,
      perform: { cli, parsed, io throws(UsageError) in try cli.importLog(parsed, io) }),
    CommandSpec(
      name: "graph", usage: "graph [OPTIONS] FILE | - | WORDS...",
      summary: "who owns whom after a statement, as DOT or Mermaid",
      description:
        "Runs the scenario (a file, standard input, or words as on the command line) up to "
        + "statement N and prints who owns whom then: the window, each controller alive, named "
        + "owners, and a labelled edge per strong reference (rootViewController, "
        + "viewControllers[1], presentedViewController, delegate, ...). Leaked controllers are "
        + "red and marked 'leaked'; controllers on screen have a thick border; implicit "
        + "containers a dashed one; references that go by themselves when the statement or "
        + "transition ends are dashed. Before a meanwhile statement, the graph shows the "
        + "moment it arrives, the animation in flight. Exit 3 if UIKit raises before "
        + "statement N.",
      options: [
        CommandOptions.statement.option, CommandOptions.graphFormat.option,
        CommandOptions.profile.described("the profile for a scenario that names none").option,
        CommandOptions.device.described("iphone (default) or ipad, for a scenario that names none")
          .option,
        CommandOptions.maximumSteps.option,
      ],
      perform: { cli, parsed, io throws(UsageError) in try cli.graph(parsed, io) }),
    CommandSpec(
      name: "compare", usage: "compare [OPTIONS] FILE | - | WORDS...",
      summary: "one scenario across iOS versions: what changes where, and why",
      description:
        "Runs the scenario (a file, standard input, or words) in each profile (every iOS "
        + "version by default; its own profile statement is set aside), groups neighbouring "
        + "profiles whose traces are the same into lettered rows, and prints what changes "
        + "from each row to the next, statement by statement: removed (-) and added (+) "
        + "callbacks with two lines of context, each with the rule that makes it. A profile "
        + "where the scenario is an error (a feature it lacks) is a row with the error. Exit "
        + "0 when every profile gives the same trace, 1 when they differ, 2 for a usage or "
        + "scenario error (docs/profiles.md).",
      options: [
        CommandOptions.comparedProfiles.option,
        CommandOptions.html.described(
          "also write the comparison as one self-contained HTML page"
        ).option,
        CommandOptions.include.option, CommandOptions.device.option,
        CommandOptions.maximumSteps.option,
      ],
      perform: { cli, parsed, io throws(UsageError) in try cli.compare(parsed, io) }),
    CommandSpec(
      name: "explore", usage: "explore [OPTIONS]",
      summary: "run and check every scenario up to a depth",
      description:
        "Runs every scenario of up to N statements over an alphabet of statements, in each "
        + "profile, and checks each one: the engine's own invariants after every statement, "
        + "and the independent oracle's properties of the printed trace (docs/testing.md). A "
        + "scenario that ends early (UIKit's exception, a scenario error) or breaks a property "
        + "is not extended. Prints each violation as a scenario shrunk statement by statement, "
        + "ready to save as a golden, and how many scenarios it checked. Exit 0 when none "
        + "breaks a property, 1 when one does, 2 for a usage error. Before a run of over a "
        + "million scenarios, standard error gives the count and an estimated duration; "
        + "progress shows on a terminal. The alphabets are in docs/explore.md.",
      options: [
        CommandOptions.exploredProfiles.option, CommandOptions.depth.option,
        CommandOptions.names.option, CommandOptions.alphabet.option,
        CommandOptions.jobs.option, CommandOptions.fresh.option,
        CommandOptions.maximumScenarios.option,
      ],
      perform: { cli, parsed, io throws(UsageError) in try cli.explore(parsed, io) }),
    CommandSpec(
      name: "rules", usage: "rules [--profile NAME] | --table",
      summary: "list the rules of a profile, with their sources",
      description:
        "Lists every rule the profile applies (default documented): its id, its confidence "
        + "(seed, high, medium, unverified), what it says and where it comes from.",
      options: [
        CommandOptions.profile.described("the profile (default documented)").option,
        CommandOptions.table.option,
      ],
      perform: { cli, parsed, io throws(UsageError) in try cli.rules(parsed, io) }),
    CommandSpec(
      name: "help", usage: "help [COMMAND]", summary: "this help, or a command's",
      description:
        "Prints the overview, or the help of a command (below), or the scenario language "
        + "(scenario).",
      options: [], extra: { Help.topicsSection },
      perform: { cli, parsed, io throws(UsageError) in try cli.help(parsed, io) }),
  ]
}
