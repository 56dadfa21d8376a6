/// The help texts `stacktrace help` prints.
enum Help {
  static let overview = """
    stacktrace: the order in which UIKit calls your view controllers, and when they are freed.

    USAGE
      stacktrace WORDS...            run WORDS as a one-line scenario, print its trace
      stacktrace run FILE... | -     run scenario files (or standard input)
      stacktrace check [PATH...]     compare scenarios with their golden traces
      stacktrace review [PATH...]    accept or reject the pending goldens check wrote
      stacktrace accept DIR          copy actual traces saved by check --actual-dir
      stacktrace diff OLD NEW        compare two traces (or a device log), callbacks only
      stacktrace graph ...           who owns whom after a statement, as DOT or Mermaid
      stacktrace rules               list the rules of a profile, with their sources
      stacktrace help [COMMAND]      this help, or a command's (run, check, accept, diff,
                                     graph, rules, scenario)

    EXAMPLES
      stacktrace push A B
      stacktrace push A B pop present C style=fullScreen dismiss
      stacktrace run Scenarios/documented/push.scenario --format jsonl
      stacktrace push A B pop --format mermaid      a sequence diagram (renders on GitHub)
      stacktrace push A B --explain                 which rule put each line there, and why
      stacktrace graph push A B present C --at 1    the ownership graph after 'push A B'

    OPTIONS (anywhere among the words)
      --format FORMAT                text (default), jsonl, mermaid (a sequence diagram),
                                     screens (a line each time the screen changes)
      --profile NAME                 profile for scenarios that name none (default documented)
      --containers                   also trace implicit containers (Nav#1)
      --flags                        show animated and the isMoving/isBeing flags
      --explain                      cite each callback's rule and its source
      --help, -h                     this help
      --version                      the version

    EXIT CODES
      0 success; 1 a golden mismatch or a written golden (check), traces differ (diff);
      2 usage, I/O or scenario error (FILE:LINE:COLUMN on standard error), or standard
        output that cannot be written;
      3 UIKit raised an exception (the trace up to it, then the exception).

    """

  static let run = """
    stacktrace run FILE... | -

    Runs each scenario file (or standard input, '-') and prints its trace. With several
    files, each trace starts with a line '## FILE' (a diagram, with a title). Options:
    --format, --profile, --containers, --flags, --explain. The exit code is that of the
    first file that fails.

    """

  static let check = """
    stacktrace check [PATH...] [OPTIONS]

    Runs every .scenario below the PATHs (folders, searched recursively, or files; default
    Scenarios/) on all cores and compares its trace with its golden NAME.trace beside it.
    Prints a line a scenario (a unified diff for each failure) and a closing count.
    Folders are read under the file policy (docs/security.md): a symbolic link is reported,
    never followed; a FIFO or device is never opened. See docs/golden-workflow.md.

      --record MODE                       pending (default): NAME.trace.new beside a missing
                                          or differing golden, for 'stacktrace review';
                                          missing, failed, all: write goldens that are
                                          missing / missing or failing / differ in bytes;
                                          never. STACKTRACE_RECORD sets it too; with CI set,
                                          nothing in the scenario tree is written or deleted
      --actual-dir DIR                    save the actual trace of every scenario that does
                                          not pass under DIR, at its path from here (run
                                          from the repository root): the artifact to upload
      --orphans warn|fail|delete          goldens with no scenario (whole folders only)
      --filter TEXT                       only scenarios whose path contains TEXT
      --allow-empty                       a run that finds no scenario passes
      --junit FILE                        JUnit XML report
      --github                            GitHub annotations, and the job summary appended
                                          to $GITHUB_STEP_SUMMARY when set
      --summary FILE                      Markdown summary
      --format text|json                  results as text (default) or JSON
      -U N                                lines of context in diffs (default 3)
      --color auto|always|never           colour (auto: a terminal without NO_COLOR)
      -q, --quiet                         no line for passing scenarios
      --profile NAME                      profile for scenarios that name none

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

  static let review = """
    stacktrace review [PATH...] [--accept | --reject] [--filter TEXT] [-U N] [--color WHEN]

    The pending goldens below the PATHs (default: the current directory): the NAME.trace.new
    files that check, and assertGolden in Swift tests, write where a golden is missing or
    differs. On a terminal, each is shown (its scenario, its diff against the golden) with a
    question: a accept (it becomes NAME.trace), r reject (it is deleted), s skip, q quit; a
    key alone or followed by Enter. --accept or --reject does the same to every pending
    golden (those whose path contains TEXT with --filter) without asking. Elsewhere (a pipe,
    CI) it lists them with their diffs and changes nothing. Exit 0 when none is left
    pending, 1 when some are, 2 on I/O trouble. Folders are read under the file policy
    (docs/security.md). With CI set, nothing is changed.

    """

  static let accept = """
    stacktrace accept DIR [-U N] [--color WHEN]

    Copies the traces a CI run saved with 'check --actual-dir DIR' over the goldens they
    belong to (DIR/PATH.trace over PATH.trace, PATH from the current directory: run it from
    the repository root), printing each diff first. A trace is accepted only where
    PATH.scenario exists; links and special files in DIR are skipped, never followed.
    Goldens are written with LF line ends. Exit 0 when all were accepted (or already
    current), 1 when one was skipped (each with its reason), 2 on I/O trouble. With CI set,
    nothing is written: it says what it would accept.

    """

  static let diff = """
    stacktrace diff OLD NEW [-U N] [--color WHEN]

    Compares two traces, callback lines only, with the golden differ; either file may be a
    console log recorded on a device (lines such as '... B viewDidLoad',
    '-[B viewWillAppear:]', 'B deinit'), and either may be '-' (standard input). Statement
    headers anchor the diff when both files have them, but only callbacks decide. Exit 0
    when the callbacks match, 1 when they differ, 2 on I/O trouble (each input is read up
    to 256 MiB).

    """

  static let graph = """
    stacktrace graph [--at N] [--format dot|mermaid] [--profile NAME] FILE | - | WORDS...

    Runs the scenario (a file, standard input, or words as on the command line) up to
    statement N (from 1; 0 is the empty window; default: the end) and prints who owns whom
    then: the window, each controller alive, named owners, and a labelled edge per strong
    reference (rootViewController, viewControllers[1], presentedViewController, delegate,
    ...). Leaked controllers are red and marked 'leaked'; controllers on screen have a thick
    border; implicit containers a dashed one; references that go by themselves when the
    statement or transition ends are dashed. --format dot (default, for Graphviz: dot -Tsvg)
    or mermaid (a flowchart). Exit 3 if UIKit raises before statement N.

    """

  static let rules = """
    stacktrace rules [--profile NAME] | --table

    Lists every rule the profile applies (default documented): its id, its confidence
    (seed, high, medium, unverified), what it says and where it comes from. With --table,
    prints every profile's rules side by side as Markdown (docs/profiles.md).

    """

  /// The scenario language, from the grammar the parser uses (`Verb+Grammar`): every verb,
  /// its operands, options and traits.
  static var scenario: String {
    var text = """
      The scenario language (docs/scenario-language.md): one statement a line, '#' starts a
      comment. On the command line every verb starts a new statement. NAME is a controller:
      an uppercase ASCII letter, then letters, digits or _.


      """
    func describe(_ verbs: [Verb]) {
      for verb in verbs {
        text += "  \(verb.synopsis)\n"
        for line in wrap(verb.summary, width: 74) { text += "      \(line)\n" }
      }
    }
    text += "EVERY PROFILE\n"
    describe(Verb.allCases.filter { !$0.isVersionOnly })
    text += "\nVERSION PROFILES ONLY (profile ios5 ... ios26)\n"
    describe(Verb.allCases.filter(\.isVersionOnly))
    text += "\nTRAITS (controller NAME TRAIT...)\n"
    for trait in Verb.controller.options {
      let padded = trait.shown + String(repeating: " ", count: max(1, 28 - trait.shown.count))
      text += "  \(padded)\(trait.meaning ?? "")\n"
    }
    return text
  }

  /// `text` cut into lines of at most `width` characters, at spaces.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// The help for `topic`, if there is one.
  /// The topics `help` knows.
  static let topics = ["run", "check", "review", "accept", "diff", "graph", "rules", "scenario"]

  static func text(for topic: String?) -> String? {
    switch topic {
    case nil: overview
    case "run": run
    case "check": check
    case "review": review
    case "accept": accept
    case "diff": diff
    case "graph": graph
    case "rules": rules
    case "scenario", "language": scenario
    default: nil
    }
  }
}
