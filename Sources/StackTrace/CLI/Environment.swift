#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the command reads from its process besides its arguments.
public struct Environment: Sendable {
  /// The environment variables.
  public var variables: [String: String]
  /// Whether standard output is a terminal (for `--color=auto`).
  public var outputIsTerminal: Bool

  /// An environment given by hand (tests).
  public init(variables: [String: String] = [:], outputIsTerminal: Bool = false) {
    self.variables = variables
    self.outputIsTerminal = outputIsTerminal
  }

  /// This process's environment.
  public static func current() -> Environment {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    return Environment(variables: variables, outputIsTerminal: isatty(1) == 1)
  }
}
