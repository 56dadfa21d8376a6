import StackTraceCLI
import StackTraceFormats
import StackTraceIO
import Testing

/// What running the command line in-process gave.
struct CommandResult {
  var code: Int32
  var output: String
  var errors: String
}

/// Runs `stacktrace` in-process with `arguments`; `input` is standard input.
func stacktrace(_ arguments: [String], input: String = "") -> CommandResult {
  let output = ByteSink()
  let errors = ByteSink()
  let code = CLI(arguments: arguments).run(
    output: output, errors: errors, standardInput: .bytes(Array(input.utf8)))
  return CommandResult(code: code, output: output.text, errors: errors.text)
}

/// Runs `stacktrace` with the words of `line`, split at spaces.
func stacktrace(_ line: String) -> CommandResult {
  stacktrace(line.split(separator: " ").map(String.init))
}

/// Expects `scenario`, run from standard input, to be refused before anything runs: exit 2,
/// no trace, and `<stdin>:POSITION: error: MESSAGE`.
func expectRefusedBeforeRunning(
  _ scenario: String, at position: String, _ message: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let result = stacktrace(["run", "-"], input: scenario + "\n")
  #expect(result.code == 2, sourceLocation: sourceLocation)
  #expect(result.output == "", sourceLocation: sourceLocation)
  #expect(
    result.errors == "<stdin>:\(position): error: \(message)\n", sourceLocation: sourceLocation)
}
