import Foundation
import StackTraceCLI
import StackTraceDiff
import StackTraceFormats
import StackTraceGolden
import StackTraceIO
import StackTraceRun
import StackTraceScenario
import StackTraceTestSupport
import Testing

struct CLITests {
  @Test("stacktrace push A B prints the trace format's example, exit 0")
  func contractExample() {
    let result = stacktrace("push A B")
    #expect(result.code == 0)
    #expect(result.errors == "")
    let callbacks = result.output.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(
      callbacks.joined(separator: "\n") == """
        A init
        A loadView
        A viewDidLoad
        A viewWillAppear
        A viewWillLayoutSubviews
        A viewDidLayoutSubviews
        A viewDidAppear
        B init
        B loadView
        B viewDidLoad
        A viewWillDisappear
        B viewWillAppear
        B viewWillLayoutSubviews
        B viewDidLayoutSubviews
        A viewDidDisappear
        B viewDidAppear
        """)
  }

  @Test("options may stand anywhere among the words")
  func optionsAnywhere() {
    let before = stacktrace(["--format", "jsonl", "push", "A", "B"])
    let after = stacktrace(["push", "A", "B", "--format=jsonl"])
    #expect(before.code == 0)
    #expect(before.output == after.output)
    #expect(before.output.hasPrefix("{\"type\":\"statement\""))
  }

  @Test("a scenario syntax error names the position and exits 2, printing no trace")
  func syntaxError() {
    let result = stacktrace("push A B popp")
    #expect(result.code == 2)
    #expect(result.output == "")
    #expect(
      result.errors == "<command line>:1:10: error: unknown verb 'popp' (did you mean 'pop'?)\n")
  }

  @Test("UIKit's exception: the trace up to it, then the exception; exit 3")
  func exception() {
    let result = stacktrace("push A B A")
    #expect(result.code == 3)
    #expect(
      result.output.hasSuffix(
        "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
          + "'Pushing the same view controller instance more than once is not supported (<A>)'\n"))
    #expect(
      result.errors
        == "<command line>:1:10: error: UIKit raised NSInvalidArgumentException: Pushing the same "
        + "view controller instance more than once is not supported (<A>)\n")
  }

  @Test("a runtime scenario error (a freed name) exits 2 after the trace so far")
  func runtimeError() {
    let result = stacktrace("view A push A")
    #expect(result.code == 2)
    #expect(result.output.contains("A dealloc\n# push A\n"))
    #expect(
      result.errors
        == "<command line>:1:13: error: A was deallocated earlier; a name is one controller "
        + "instance for the whole scenario\n")
  }

  @Test("run reads files and standard input; several files get a header each")
  func run() throws {
    let folder = try temporaryFolder("stacknav-cli")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(["a.scenario": "push A\n", "b.scenario": "root B\n"], in: folder)
    let first = folder.appendingPathComponent("a.scenario").path
    let second = folder.appendingPathComponent("b.scenario").path
    let one = stacktrace(["run", first])
    #expect(one.code == 0)
    #expect(one.output.hasPrefix("# push A\nA init\n"))
    let two = stacktrace(["run", first, second])
    #expect(two.output.hasPrefix("## \(first)\n# push A\n"))
    #expect(two.output.contains("## \(second)\n# root B\nB init\n"))
    let input = stacktrace(["run", "-"], input: "root C\n")
    #expect(input.output.hasPrefix("# root C\nC init\n"))
    let broken = stacktrace(["run", "-"], input: "root c\n")
    #expect(broken.code == 2)
    #expect(broken.errors.hasPrefix("<stdin>:1:6: error: 'c' is not a controller name"))
    let missing = stacktrace(["run", folder.appendingPathComponent("none.scenario").path])
    #expect(missing.code == 2)
    #expect(missing.errors.contains("No such file or directory"))
  }

  static let usageErrors: [([String], String)] = [
    ([], "stacktrace: no scenario given\n"),
    (
      ["push", "A", "--frmat", "text"],
      "stacktrace: unknown option '--frmat' (did you mean '--format'?)\n"
    ),
    (["push", "A", "--format", "xml"], "stacktrace: '--format' is not a value"),
    (["push", "A", "--format"], "stacktrace: option '--format' needs a value\n"),
    (["push", "A", "--profile", "ios99"], "stacktrace: 'ios99' is not a value of --profile"),
    (["run"], "stacktrace: run needs a FILE or -\n"),
    (["help", "nothing"], "stacktrace: unknown command 'nothing'\n"),
    (["rules", "--flags"], "stacktrace: rules does not take option '--flags'\n"),
    (["push", "A", "--containers=yes"], "stacktrace: option '--containers' takes no value\n"),
    (
      ["check", "-U", "-5"],
      "stacktrace: '-5' is not a value of -U: use a number of lines from 0 to 1000000\n"
    ),
    (["chek"], "stacktrace: unknown command 'chek' (did you mean 'check'?)\n"),
    (
      ["check", "--filter", ""],
      "stacktrace: --filter needs a text: an empty one matches every path (is a variable unset?)\n"
    ),
    (
      ["review", "--reject", "--filter", ""],
      "stacktrace: --filter needs a text: an empty one matches every path (is a variable unset?)\n"
    ),
    (["help", "chek"], "stacktrace: unknown command 'chek' (did you mean 'check'?)\n"),
    (
      ["Scenarios/a.scenario"],
      "stacktrace: 'Scenarios/a.scenario' is a file, not a verb: to run a scenario file, type "
        + "'stacktrace run Scenarios/a.scenario'\n"
    ),
    (
      ["check", "-"],
      "stacktrace: check compares scenario files with the goldens beside them, so it reads no "
        + "standard input: to run a scenario from standard input, type 'stacktrace run -'\n"
    ),
    (
      ["check", "S/x.trace"],
      "stacktrace: 'S/x.trace' is a golden, and check runs scenarios: give 'S/x.scenario', or "
        + "its folder\n"
    ),
  ]

  @Test("usage errors exit 2 with a message on standard error", arguments: usageErrors)
  func usage(arguments: [String], message: String) {
    let result = stacktrace(arguments)
    #expect(result.code == 2)
    #expect(
      result.errors.contains(
        message.replacingOccurrences(
          of: "'--format' is not a value", with: "'xml' is not a value of --format"))
        || result.errors.contains(message))
  }

  @Test("help goes to standard output with exit 0")
  func help() {
    for arguments in [["help"], ["--help"], ["-h"], ["help", "run"], ["run", "--help"]] {
      let result = stacktrace(arguments)
      #expect(result.code == 0)
      #expect(result.output.contains("stacktrace"))
      #expect(result.errors == "")
    }
    #expect(stacktrace(["help", "run"]).output.hasPrefix("stacktrace run FILE"))
  }

  @Test("help scenario shows every statement of the grammar, with its operands and options")
  func helpScenario() throws {
    let help = stacktrace(["help", "scenario"]).output
    for entry in Grammar.entries {
      #expect(help.contains("\n  \(entry.synopsis)\n"), "\(entry.word) is missing")
      for option in entry.options {
        let shown =
          entry.takesTraits
          ? "\n  \(option.shown) " : option.required ? " \(option.shown)" : "[\(option.shown)]"
        #expect(help.contains(shown), "\(entry.word) \(option.key)")
      }
    }
    #expect(help.contains("\n  push NAME... [embed=nav] [animated=false] [completion=true]\n"))
    #expect(help.contains("\n  loadView=noView|statusBar   loadView overridden"))
    #expect(help.contains("\n  beginAppearance NAME appearing=true|false [animated=false]\n"))
    // An option help does not show is refused.
    #expect(stacktrace(["root", "A", "animated=false"]).code == 2)
  }

  @Test("help names every command of the table: the overview, help help, and its own help")
  func helpNamesEveryCommand() {
    let overview = stacktrace(["help"]).output
    let topics = stacktrace(["help", "help"]).output
    #expect(CLI.commands.count == 13)
    for command in CLI.commands {
      #expect(overview.contains("\n  stacktrace \(command)"), "\(command)")
      #expect(topics.contains("\n  \(command) "), "\(command)")
      #expect(stacktrace(["help", command]).output.hasPrefix("stacktrace \(command)"))
      if command != "help" {
        #expect(stacktrace([command, "--help"]).output.hasPrefix("stacktrace \(command)"))
      }
    }
    #expect(topics.contains("\n  scenario "))
  }

  @Test("each command's help lists the options it takes, and it takes no others")
  func commandSpecs() {
    let commands = CLI.commands
    for command in commands {
      let help = stacktrace(["help", command]).output
      #expect(help.hasPrefix("stacktrace \(command)"), "\(command)")
      let taken = Set(
        help.split(separator: " ").filter { $0.hasPrefix("--") }.map {
          String($0.prefix { $0 != "," && $0 != ")" && $0 != "'" })
        })
      for other in commands where other != command {
        for option in Set(
          stacktrace(["help", other]).output.split(separator: " ").filter {
            $0.hasPrefix("--") && $0.allSatisfy { $0.isLetter || $0 == "-" }
          }.map(String.init)
        ).subtracting(taken) {
          // An option of another command is refused here with a usage error.
          let result = stacktrace([command, option, "x", "y", "z"])
          #expect(result.code == 2, "\(command) \(option)")
          #expect(
            result.errors.contains("does not take option '\(option)'"), "\(command) \(option)")
        }
      }
    }
    #expect(
      stacktrace(["check", "--qiet"]).errors.hasPrefix(
        "stacktrace: unknown option '--qiet' (did you mean '--quiet'?)"))
  }

  @Test("login, then home in a navigation controller: root NAME embed=nav")
  func rootEmbed() {
    let result = stacktrace("root Login root Home embed=nav push Detail")
    #expect(result.code == 0)
    #expect(result.output.contains("Login dealloc\n# push Detail\nDetail init\n"))
    #expect(result.output.contains("Home viewWillDisappear\nDetail viewWillAppear\n"))
  }

  @Test("rules lists every rule of the profile with its source")
  func rules() {
    let result = stacktrace(["rules"])
    #expect(result.code == 0)
    #expect(result.output.hasPrefix("# profile documented: "))
    #expect(result.output.contains("nav.interleaving (seed)\n"))
    #expect(result.output.contains("  source: [seed-002]"))
  }
}
