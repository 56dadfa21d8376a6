/// The help texts `stacktrace help` prints.
enum Help {
  static let overview = """
    stacktrace: the order in which UIKit calls your view controllers, and when they are freed.

    USAGE
      stacktrace WORDS...            run WORDS as a one-line scenario, print its trace
      stacktrace run FILE... | -     run scenario files (or standard input)
      stacktrace rules               list the rules of a profile, with their sources
      stacktrace help [COMMAND]      this help, or a command's (run, rules, scenario)

    EXAMPLES
      stacktrace push A B
      stacktrace push A B pop present C style=fullScreen dismiss
      stacktrace run Scenarios/documented/push.scenario --format jsonl

    OPTIONS (anywhere among the words)
      --format text|jsonl            trace format (default text)
      --profile NAME                 profile for scenarios that name none (default documented)
      --containers                   also trace implicit containers (Nav#1)
      --flags                        show animated and the isMoving/isBeing flags in text
      --help, -h                     this help
      --version                      the version

    EXIT CODES
      0 success; 2 usage or scenario error (FILE:LINE:COLUMN on standard error);
      3 UIKit raised an exception (the trace up to it, then the exception).

    """

  static let run = """
    stacktrace run FILE... | -

    Runs each scenario file (or standard input, '-') and prints its trace. With several
    files, each trace starts with a line '## FILE'. Options: --format, --profile,
    --containers, --flags. The exit code is that of the first file that fails.

    """

  static let rules = """
    stacktrace rules [--profile NAME] | --table

    Lists every rule the profile applies (default documented): its id, its confidence
    (seed, high, medium, unverified), what it says and where it comes from. With --table,
    prints every profile's rules side by side as Markdown (docs/profiles.md).

    """

  static let scenario = """
    The scenario language (docs/scenario-language.md): one statement a line, '#' starts a
    comment. On the command line every verb starts a new statement.

      profile NAME                   first statement only: documented (default)
      root NAME                      window.rootViewController = NAME
      push NAME... [animated=false]  push each (an empty window gets a navigation controller)
      pop [animated=false]           pop the top of the visible navigation controller
      present NAME [style=S] [embed=nav] [animated=false]
      dismiss [NAME] [animated=false]
      memoryWarning                  a low-memory warning
      retain NAME by OWNER           OWNER takes a strong reference (release drops it)
      view NAME                      code reads NAME.view
      unloadView NAME                code sets NAME.view = nil
      controller NAME TRAIT...       view=init, loadView=noView|statusBar, nib=NIB,
                                     memoryWarning=noSuper (before NAME is created)

    """

  /// The help for `topic`, if there is one.
  static func text(for topic: String?) -> String? {
    switch topic {
    case nil: overview
    case "run": run
    case "rules": rules
    case "scenario", "language": scenario
    default: nil
    }
  }
}
