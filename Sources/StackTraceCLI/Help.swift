import StackTraceScenario

/// The help texts `stacktrace help` prints.
enum Help {
  /// The overview: every command from its spec, examples, the options that print traces,
  /// the exit codes.
  static var overview: String {
    var text =
      "stacktrace: the order in which UIKit calls your view controllers, and when they are "
      + "freed.\n\nUSAGE\n"
    for spec in CommandSpec.all {
      let label = "  stacktrace \(spec.brief)"
      text += label + String(repeating: " ", count: max(2, 33 - label.count)) + spec.summary + "\n"
    }
    text += """

      EXAMPLES
        stacktrace push A B
        stacktrace push A B pop present C style=fullScreen dismiss
        stacktrace run Scenarios/documented/push.scenario --format jsonl
        stacktrace push A B pop --format mermaid      a sequence diagram (renders on GitHub)
        stacktrace push A B --explain                 which rule put each line there, and why
        stacktrace graph push A B present C --at 1    the ownership graph after 'push A B'

      OPTIONS (anywhere among the words; 'stacktrace help COMMAND' for a command's own)

      """
    for option in CommandSpec.words.options {
      let label = "  --\(option.name)" + (option.value.map { " \($0)" } ?? "")
      text += label + String(repeating: " ", count: max(2, 33 - label.count)) + option.help + "\n"
    }
    text += """
        --help, -h                     this help
        --version                      the version

      EXIT CODES
        0 success; 1 a golden mismatch or a written golden (check), traces differ (diff);
        2 usage, I/O or scenario error (FILE:LINE:COLUMN on standard error), or standard
          output that cannot be written;
        3 UIKit raised an exception (the trace up to it, then the exception);
        70 StackNav found itself inconsistent: a bug, please report it.

      """
    return text
  }

  /// The scenario language, from the grammar the parser uses (`Grammar`): every verb, its
  /// operands, options and traits.
  static var scenario: String {
    var text = """
      The scenario language (docs/scenario-language.md): one statement a line, '#' starts a
      comment. On the command line every verb starts a new statement. NAME is a controller:
      an uppercase ASCII letter, then letters, digits or _.


      """
    func describe(_ entries: [GrammarEntry]) {
      for entry in entries {
        text += "  \(entry.synopsis)\n"
        for line in wrap(entry.summary, width: 74) { text += "      \(line)\n" }
      }
    }
    text += "EVERY PROFILE\n"
    describe(Grammar.entries.filter { !$0.isVersionOnly })
    text += "\nVERSION PROFILES ONLY (profile ios5 ... ios26)\n"
    describe(Grammar.entries.filter(\.isVersionOnly))
    for entry in Grammar.entries where entry.takesTraits {
      text += "\nTRAITS (\(entry.synopsis))\n"
      for trait in entry.options {
        let padded = trait.shown + String(repeating: " ", count: max(1, 28 - trait.shown.count))
        text += "  \(padded)\(trait.meaning ?? "")\n"
      }
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

  /// The topics `help` knows: every command, and the scenario language.
  static var topics: [String] { CommandSpec.commands.map(\.name) + ["scenario"] }

  /// The topics as `help help` lists them, each with its line of the overview.
  static var topicsSection: String {
    var text = "TOPICS\n"
    let described =
      CommandSpec.commands.map { ($0.name, $0.summary) }
      + [("scenario", "the scenario language: every statement, its operands and options")]
    for (topic, summary) in described {
      text +=
        "  " + topic + String(repeating: " ", count: max(2, 12 - topic.count)) + summary + "\n"
    }
    return text
  }

  /// The help for `topic`, if there is one.
  static func text(for topic: String?) -> String? {
    guard let topic else { return overview }
    if topic == "scenario" || topic == "language" { return scenario }
    guard let spec = CommandSpec.command(named: topic) else { return nil }
    return spec.help
  }
}
