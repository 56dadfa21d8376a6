import StackNav
import StackTraceFormats
import StackTraceGolden
import StackTraceIO
import StackTraceRun

/// Every option of the command line, each declared once with its type; the commands' specs
/// (`CommandSpec`) list which ones each takes, and help describes them from here.
enum CommandOptions {
  // MARK: Every command

  static let help = CommandOption.flag("help", short: "h", help: "this help")
  static let version = CommandOption.flag("version", help: "the version")

  // MARK: Traces

  static let traceFormat = CommandOption<TraceWriter.Format>.choice(
    "format", "FORMAT",
    help: "text (default), jsonl, mermaid (a sequence diagram), svg (the same diagram as SVG), "
      + "screens (a line each time the screen changes)")
  static let profile = CommandOption<Profile>.value(
    "profile", "NAME", help: "the profile for scenarios that name none (default documented)"
  ) { name throws(UsageError) -> Profile in
    guard let profile = Profile.named(name) else {
      throw .invalidValue(option: "--profile", value: name, allowed: Profile.all.map(\.name))
    }
    return profile
  }
  static let device = CommandOption<Device>.value(
    "device", "DEVICE",
    help: "iphone (default) or ipad, for scenarios that name none, as the statement device does"
  ) { name throws(UsageError) -> Device in
    guard let device = Device(rawValue: name) else {
      throw .invalidValue(
        option: "--device", value: name, allowed: Device.allCases.map(\.rawValue))
    }
    return device
  }
  static let containers = CommandOption.flag(
    "containers", help: "also trace implicit containers (Nav#1)")
  static let flags = CommandOption.flag(
    "flags", help: "show animated and the isMoving/isBeing flags")
  static let explain = CommandOption.flag(
    "explain", help: "cite each callback's rule and its source")
  static let include = CommandOption<Includes>.value(
    "include", "LIST",
    help: "also trace delegates, geometry (comma-separated), as the statement include does"
  ) { list throws(UsageError) -> Includes in
    var includes: Includes = []
    for word in list.split(separator: ",", omittingEmptySubsequences: false) {
      guard let include = Includes(word: String(word)) else {
        throw .invalidValue(
          option: "--include", value: String(word), allowed: Includes.words.map(\.word))
      }
      includes.insert(include)
    }
    return includes
  }

  // MARK: Diffs

  static let context = CommandOption<Int>.value(
    "context", "N", short: "U", help: "lines of context in diffs (default 3)"
  ) { text throws(UsageError) -> Int in
    guard let context = Int(text), context >= 0, context <= 1_000_000 else {
      throw .message("'\(text)' is not a value of -U: use a number of lines from 0 to 1000000")
    }
    return context
  }
  static let color = CommandOption<Painter.Choice>.choice(
    "color", "WHEN", help: "auto (a terminal without NO_COLOR), always, never")
  static let only = CommandOption.list(
    "only", "WORDS",
    help: "compare only these callbacks or groups (comma-separated): layout, geometry, "
      + "containment, memory, delegates, completions, segues, app, coordinator, restoration, or a callback "
      + "word")
  static let ignore = CommandOption.list(
    "ignore", "WORDS",
    help: "leave these callbacks or groups out (--ignore layout for a log that never "
      + "printed layout)")

  // MARK: Goldens

  static let record = CommandOption<RecordMode>.value(
    "record", "MODE",
    help: "pending (default): NAME.trace.new beside a missing or differing golden, for "
      + "'stacktrace review'; missing, failed, all: write goldens that are missing / "
      + "missing or failing / differ in bytes; never. STACKTRACE_RECORD sets it too; "
      + "with CI set, nothing in the scenario tree is written or deleted"
  ) { word throws(UsageError) -> RecordMode in
    guard let mode = RecordMode(rawValue: word) else {
      throw .message(RecordMode.InvalidMode(value: word, source: "--record").description)
    }
    return mode
  }
  static let actualDirectory = CommandOption.text(
    "actual-dir", "DIR",
    help: "save the actual trace of every scenario that does not pass under DIR, at its "
      + "path from here (run from the repository root): the artifact to upload")
  static let shard = CommandOption<GoldenCheck.Shard>.value(
    "shard", "I/N",
    help: "check only shard I of N (1/4 ... 4/4): the scenarios at places I, I+N, I+2N, ... "
      + "in path order, the same on every machine; shard 1 also reports orphans"
  ) { text throws(UsageError) -> GoldenCheck.Shard in
    guard let shard = GoldenCheck.Shard(text) else {
      throw .message(
        "'\(text)' is not a value of --shard: use I/N, with 1 <= I <= N <= 1000 (2/4, say)")
    }
    return shard
  }
  static let results = CommandOption.text(
    "results", "FILE",
    help: "also write the report as a results file, for 'stacktrace merge-reports' to merge "
      + "with the other shards'")
  static let packagePath = CommandOption.text(
    "package-path", "DIR",
    help: "the package to test and review (default: the working directory); given to swift "
      + "test as its --package-path")
  static let orphans = CommandOption<GoldenCheck.OrphanPolicy>.choice(
    "orphans", "POLICY",
    help: "warn (default), fail or delete: goldens with no scenario (whole folders only)")
  static let filter = CommandOption.text(
    "filter", "TEXT", nonEmpty: true, help: "only scenarios whose path contains TEXT")
  static let allowEmpty = CommandOption.flag(
    "allow-empty", help: "a run that finds no scenario passes")
  static let junit = CommandOption.text("junit", "FILE", help: "JUnit XML report")
  static let github = CommandOption.flag(
    "github",
    help: "GitHub annotations, and the job summary appended to $GITHUB_STEP_SUMMARY when set")
  static let summary = CommandOption.text("summary", "FILE", help: "Markdown summary")
  static let html = CommandOption.text(
    "html", "FILE",
    help: "one self-contained HTML page: counts, filters, each failure's diff with its rules "
      + "and the golden and actual sequence diagrams side by side")
  static let checkFormat = CommandOption<CheckFormat>.choice(
    "format", "FORMAT", help: "results as text (default) or json")
  static let quiet = CommandOption.flag("quiet", short: "q", help: "no line for passing scenarios")
  static let accept = CommandOption.flag(
    "accept", help: "accept every pending golden without asking")
  static let reject = CommandOption.flag(
    "reject", help: "reject every pending golden without asking")
  static let obsolete = CommandOption.text(
    "obsolete", "FILE",
    help: "instead, the goldens of __Goldens__ folders that no assertion named in FILE "
      + "used (STACKNAV_USED_GOLDENS=FILE swift test writes it): listed, asked about "
      + "on a terminal, deleted with --reject")

  // MARK: Other commands

  static let verbose = CommandOption.flag("verbose", short: "v", help: "show the lines skipped")
  static let statement = CommandOption.text(
    "at", "N", help: "after statement N (from 1; 0 is the empty window; default: the end)")
  static let graphFormat = CommandOption<GraphDrawing.Format>.choice(
    "format", "FORMAT",
    help: "dot (default, for Graphviz: dot -Tsvg), mermaid (a flowchart) or svg (drawn by "
      + "stacktrace: no Graphviz needed)")
  static let comparedProfiles = CommandOption<[Profile]>.value(
    "profile", "LIST",
    help: "the profiles, comma-separated (ios13,ios17), or all: every iOS version (default)"
  ) { text throws(UsageError) -> [Profile] in
    if text == "all" { return Array(Profile.all.dropFirst()) }
    var profiles: [Profile] = []
    for name in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let profile = Profile.named(String(name)) else {
        throw .invalidValue(
          option: "--profile", value: String(name), allowed: ["all"] + Profile.all.map(\.name))
      }
      guard !profiles.contains(where: { $0.name == profile.name }) else {
        throw .message("--profile names \(name) twice")
      }
      profiles.append(profile)
    }
    return profiles
  }
  static let exploredProfiles = CommandOption<[Profile]>.value(
    "profile", "NAME", help: "a profile, several by commas (ios14,ios15), or all (default)"
  ) { value throws(UsageError) -> [Profile] in
    if value == "all" { return Profile.all }
    var profiles: [Profile] = []
    for name in value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
      guard let profile = Profile.named(name) else {
        throw .invalidValue(
          option: "--profile", value: name, allowed: ["all"] + Profile.all.map(\.name))
      }
      guard !profiles.contains(where: { $0.name == name }) else {
        throw .message("--profile names \(name) twice")
      }
      profiles.append(profile)
    }
    return profiles
  }
  static let depth = CommandOption.number(
    "depth", "N", in: 1...12, help: "the most statements a scenario has (default 3)")
  static let names = CommandOption.number(
    "names", "K", in: 1...Explorer.maximumNames,
    help: "controller names A, B, ... (default 2, at most 6)")
  static let alphabet = CommandOption<Explorer.Alphabet>.choice(
    "alphabet", "NAME",
    help: "small (default): about forty statements; full: every verb, option and style, "
      + "for small depths; hooks: each name's navigation requests from its callbacks")
  static let jobs = CommandOption.number(
    "jobs", "N", in: 1...1_024,
    help: "how many workers explore at once (default and most: one a core); the report is the "
      + "same")
  static let fresh = CommandOption.flag(
    "fresh",
    help: "run and check every scenario from its first statement, sharing nothing with a "
      + "shorter one, every renaming of its names too, and every profile, even one that "
      + "plays as another (slower; the same report: what the default is checked against)")
  static let maximumScenarios = maximum(
    "max-scenarios", help: "refuse (exit 2) before running when there are more than N scenarios")
  static let maximumSteps = maximum(
    "max-steps",
    help: "the work bound: stop a scenario (exit 2) past N engine steps (default 1000000000)")

  /// An option `--NAME N` that sets a bound: a number, 0 or more.
  private static func maximum(_ name: String, help: String) -> CommandOption<Int> {
    CommandOption<Int>.value(name, "N", help: help) { limit throws(UsageError) -> Int in
      guard let maximum = Int(limit), maximum >= 0 else {
        throw .message("'\(Escape.field(limit))' is not a value of --\(name): use a number")
      }
      return maximum
    }
  }
  static let table = CommandOption.flag(
    "table", help: "every profile's rules side by side, as Markdown (docs/profiles.md)")
}

/// What `check` prints its results as.
enum CheckFormat: String, CaseIterable, Sendable {
  case text, json
}
