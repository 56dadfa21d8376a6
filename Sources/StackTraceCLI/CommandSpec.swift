import StackTraceScenario

/// What one command of `stacktrace` takes, in one place: its help is printed from it, the
/// options it accepts are checked against it, and a mistyped option is matched against it.
struct CommandSpec {
  /// An option (`--name VALUE`), and what help says of it.
  package struct Option {
    /// The long name, without `--`.
    package let name: String
    /// The value's placeholder (`MODE`, `FILE`), `nil` for a flag.
    let value: String?
    /// One letter that stands for it (`-q`, `-U N`), if any.
    var short: Character? = nil
    /// What it does.
    let help: String
  }

  /// The command's word (`check`); `stacktrace` for scenario words.
  package let name: String
  /// How it is called, after `stacktrace`.
  let usage: String
  /// How the overview shows it, after `stacktrace`: the usage without its options.
  var brief: String {
    usage.replacing(" [OPTIONS]", with: "")
      .replacing(" [--accept | --reject]", with: "")
  }
  /// One line for the overview.
  package let summary: String
  /// What it does.
  let description: String
  /// The options it takes.
  package let options: [Option]
  /// More sections of its help (a table, say).
  var extra: String = ""

  /// The options every command takes.
  static let global: [Option] = [
    Option(name: "help", value: nil, short: "h", help: "this help"),
    Option(name: "version", value: nil, help: "the version"),
  ]

  /// The spec of `name`, if it is a command.
  package static func named(_ name: String) -> CommandSpec? {
    all.first { $0.name == name }
  }

  /// Whether option `name` takes a value: the same everywhere, so that the words can be
  /// split before the command is known.
  static func takesValue(_ name: String) -> Bool? {
    for option in all.flatMap(\.options) + global where option.name == name {
      return option.value != nil
    }
    return nil
  }

  /// The long name a short option stands for.
  static func longName(of short: Character) -> String? {
    (all.flatMap(\.options) + global).first { $0.short == short }?.name
  }

  /// Every option name any command takes, for suggestions.
  static var optionNames: [String] {
    var names: [String] = []
    for option in all.flatMap(\.options) + global where !names.contains(option.name) {
      names.append(option.name)
    }
    return names
  }

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
    if !extra.isEmpty { text += "\n" + extra }
    return text + "\n"
  }
}

extension CommandSpec {
  private static let traceOptions: [Option] = [
    Option(
      name: "format", value: "FORMAT",
      help: "text (default), jsonl, mermaid (a sequence diagram), screens (a line each time "
        + "the screen changes)"),
    Option(
      name: "profile", value: "NAME",
      help: "the profile for scenarios that name none (default documented)"),
    Option(name: "containers", value: nil, help: "also trace implicit containers (Nav#1)"),
    Option(name: "flags", value: nil, help: "show animated and the isMoving/isBeing flags"),
    Option(name: "explain", value: nil, help: "cite each callback's rule and its source"),
    Option(
      name: "include", value: "LIST",
      help: "also trace delegates, geometry (comma-separated), as the statement include does"),
  ]

  private static let callbackFilter: [Option] = [
    Option(
      name: "only", value: "WORDS",
      help: "compare only these callbacks or groups (comma-separated): layout, geometry, "
        + "containment, memory, delegates, completions, or a callback word"),
    Option(
      name: "ignore", value: "WORDS",
      help: "leave these callbacks or groups out (--ignore layout for a log that never "
        + "printed layout)"),
  ]

  private static let color = Option(
    name: "color", value: "WHEN", help: "auto (a terminal without NO_COLOR), always, never")
  private static let context = Option(
    name: "context", value: "N", short: "U", help: "lines of context in diffs (default 3)")

  /// Every command, in the order the overview lists them.
  static let all: [CommandSpec] = [
    CommandSpec(
      name: "stacktrace", usage: "WORDS...",
      summary: "run WORDS as a one-line scenario, print its trace",
      description:
        "Runs the words as a scenario, every verb starting a new statement ('stacktrace help "
        + "scenario' lists them), and prints its trace.",
      options: traceOptions),
    CommandSpec(
      name: "run", usage: "run FILE... | -", summary: "run scenario files (or standard input)",
      description:
        "Runs each scenario file (or standard input, '-') and prints its trace. With several "
        + "files, each trace starts with a line '## FILE' (a diagram, with a title). The "
        + "exit code is that of the first file that fails.",
      options: traceOptions),
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
        Option(
          name: "record", value: "MODE",
          help: "pending (default): NAME.trace.new beside a missing or differing golden, for "
            + "'stacktrace review'; missing, failed, all: write goldens that are missing / "
            + "missing or failing / differ in bytes; never. STACKTRACE_RECORD sets it too; "
            + "with CI set, nothing in the scenario tree is written or deleted"),
        Option(
          name: "actual-dir", value: "DIR",
          help: "save the actual trace of every scenario that does not pass under DIR, at its "
            + "path from here (run from the repository root): the artifact to upload"),
        Option(
          name: "orphans", value: "POLICY",
          help: "warn (default), fail or delete: goldens with no scenario (whole folders only)"),
        Option(name: "filter", value: "TEXT", help: "only scenarios whose path contains TEXT"),
        Option(name: "allow-empty", value: nil, help: "a run that finds no scenario passes"),
        Option(name: "junit", value: "FILE", help: "JUnit XML report"),
        Option(
          name: "github", value: nil,
          help: "GitHub annotations, and the job summary appended to $GITHUB_STEP_SUMMARY when "
            + "set"),
        Option(name: "summary", value: "FILE", help: "Markdown summary"),
        Option(name: "format", value: "FORMAT", help: "results as text (default) or json"),
        context, color,
        Option(name: "quiet", value: nil, short: "q", help: "no line for passing scenarios"),
        Option(
          name: "profile", value: "NAME", help: "the profile for scenarios that name none"),
        Option(
          name: "include", value: "LIST",
          help: "also trace delegates, geometry (comma-separated) in every scenario"),
      ],
      extra: """
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

        """),
    CommandSpec(
      name: "review", usage: "review [PATH...] [--accept | --reject] [OPTIONS]",
      summary: "accept or reject the pending goldens check wrote",
      description:
        "The pending goldens below the PATHs (default: the current directory): the "
        + "NAME.trace.new files that check, and assertGolden in Swift tests, write where a "
        + "golden is missing or differs. On a terminal, each is shown (its scenario, its diff "
        + "against the golden) with a question: a accept (it becomes NAME.trace), r reject "
        + "(it is deleted), s skip, q quit; a key alone or followed by Enter. Elsewhere (a "
        + "pipe, CI) it lists them with their diffs and changes nothing. Exit 0 when none is "
        + "left pending, 1 when some are, 2 when one could not be accepted or rejected, or a "
        + "file is refused. Folders are read under the file policy (docs/security.md): a "
        + "pending golden that is a link or a FIFO is refused, never followed. With CI set, "
        + "nothing is changed.",
      options: [
        Option(name: "accept", value: nil, help: "accept every pending golden without asking"),
        Option(name: "reject", value: nil, help: "reject every pending golden without asking"),
        Option(
          name: "filter", value: "TEXT", help: "only pending goldens whose path contains TEXT"),
        Option(
          name: "obsolete", value: "FILE",
          help: "instead, the goldens of __Goldens__ folders that no assertion named in FILE "
            + "used (STACKNAV_USED_GOLDENS=FILE swift test writes it): listed, asked about "
            + "on a terminal, deleted with --reject"),
        Option(
          name: "allow-empty", value: nil,
          help: "with --obsolete, take an empty FILE as it is (every golden is then obsolete)"),
        context, color,
      ]),
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
      options: [context, color]),
    CommandSpec(
      name: "diff", usage: "diff OLD NEW [OPTIONS]",
      summary: "compare two traces (or a device log), callbacks only",
      description:
        "Compares two traces, callback lines only, with the golden differ; either file may be "
        + "a console log recorded on a device, read as 'stacktrace import' reads it, and either "
        + "may be '-' (standard input). Statement headers anchor the diff when both files have "
        + "them, but only callbacks decide. Exit 0 when the callbacks match, 1 when they "
        + "differ, 2 on I/O trouble (each input is read up to 256 MiB).",
      options: [context, color] + callbackFilter),
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
      options: [
        Option(name: "verbose", value: nil, short: "v", help: "show the lines skipped")
      ] + callbackFilter),
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
        Option(
          name: "at", value: "N",
          help: "after statement N (from 1; 0 is the empty window; default: the end)"),
        Option(
          name: "format", value: "FORMAT",
          help: "dot (default, for Graphviz: dot -Tsvg) or mermaid (a flowchart)"),
        Option(name: "profile", value: "NAME", help: "the profile for a scenario that names none"),
      ]),
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
        Option(name: "profile", value: "NAME", help: "a profile, or all (default)"),
        Option(name: "depth", value: "N", help: "the most statements a scenario has (default 3)"),
        Option(
          name: "names", value: "K", help: "controller names A, B, ... (default 2, at most 6)"),
        Option(
          name: "alphabet", value: "NAME",
          help: "small (default): about twenty statements; full: every verb, option and style, "
            + "for small depths"),
        Option(
          name: "max-scenarios", value: "N",
          help: "refuse (exit 2) before running when there are more than N scenarios"),
      ]),
    CommandSpec(
      name: "rules", usage: "rules [--profile NAME] | --table",
      summary: "list the rules of a profile, with their sources",
      description:
        "Lists every rule the profile applies (default documented): its id, its confidence "
        + "(seed, high, medium, unverified), what it says and where it comes from.",
      options: [
        Option(name: "profile", value: "NAME", help: "the profile (default documented)"),
        Option(
          name: "table", value: nil,
          help: "every profile's rules side by side, as Markdown (docs/profiles.md)"),
      ]),
    CommandSpec(
      name: "help", usage: "help [COMMAND]", summary: "this help, or a command's",
      description:
        "Prints the overview, or the help of a command (run, check, review, accept, diff, "
        + "graph, rules), or the scenario language (scenario).",
      options: []),
  ]
}
