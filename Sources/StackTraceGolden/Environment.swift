import StackTraceIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the command reads from its process besides its arguments.
package struct Environment: Sendable {
  /// The environment variables.
  package var variables: [String: String]
  /// Whether standard output is a terminal (for `--color=auto`).
  package var outputIsTerminal: Bool
  /// Whether standard error is a terminal (for progress on long work).
  package var errorIsTerminal: Bool
  /// Whether standard input is a terminal (for questions, such as `review`'s).
  package var inputIsTerminal: Bool
  /// How long work runs before its progress shows (a second; tests make it shorter).
  package var progressDelay: Duration = .seconds(1)

  /// An environment given by hand (tests).
  package init(
    variables: [String: String] = [:], outputIsTerminal: Bool = false,
    errorIsTerminal: Bool = false, inputIsTerminal: Bool = false
  ) {
    self.variables = variables
    self.outputIsTerminal = outputIsTerminal
    self.errorIsTerminal = errorIsTerminal
    self.inputIsTerminal = inputIsTerminal
  }

  /// Whether long work shows its progress: standard error is a terminal, and this is not a
  /// CI run (whose logs are no terminal, whatever they claim).
  package var showsProgress: Bool {
    errorIsTerminal && !RecordMode.isContinuousIntegration(variables)
  }

  /// This process's environment.
  package static func current() -> Environment {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    return Environment(
      variables: variables, outputIsTerminal: isatty(1) == 1, errorIsTerminal: isatty(2) == 1,
      inputIsTerminal: isatty(0) == 1)
  }
}
