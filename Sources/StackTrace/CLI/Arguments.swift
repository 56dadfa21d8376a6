/// The command line split into operands and options; options may stand anywhere
/// (contract §1), `--` ends them.
struct Arguments {
  /// An option the command line knows, and whether it takes a value.
  struct Spec {
    let name: String
    let takesValue: Bool
  }

  /// Every option of every command; each command checks which it accepts.
  static let specs: [Spec] = [
    Spec(name: "format", takesValue: true),
    Spec(name: "profile", takesValue: true),
    Spec(name: "containers", takesValue: false),
    Spec(name: "flags", takesValue: false),
    Spec(name: "explain", takesValue: false),
    Spec(name: "at", takesValue: true),
    Spec(name: "table", takesValue: false),
    Spec(name: "record", takesValue: true),
    Spec(name: "actual-dir", takesValue: true),
    Spec(name: "orphans", takesValue: true),
    Spec(name: "junit", takesValue: true),
    Spec(name: "github", takesValue: false),
    Spec(name: "summary", takesValue: true),
    Spec(name: "color", takesValue: true),
    Spec(name: "quiet", takesValue: false),
    Spec(name: "filter", takesValue: true),
    Spec(name: "context", takesValue: true),
    Spec(name: "allow-empty", takesValue: false),
    Spec(name: "accept", takesValue: false),
    Spec(name: "reject", takesValue: false),
    Spec(name: "obsolete", takesValue: true),
    Spec(name: "help", takesValue: false),
    Spec(name: "version", takesValue: false),
  ]

  /// The words that are not options, in order.
  var operands: [String] = []
  /// Options in the order given: name and value (`nil` for flags).
  var options: [(name: String, value: String?)] = []

  /// Splits `words`.
  ///
  /// - Throws: `UsageError` for an unknown option or a missing value.
  init(_ words: [String]) throws(UsageError) {
    var index = 0
    var onlyOperands = false
    while index < words.count {
      let word = words[index]
      index += 1
      if onlyOperands || !word.hasPrefix("-") || word == "-" {
        operands.append(word)
        continue
      }
      if word == "--" {
        onlyOperands = true
        continue
      }
      if word == "-h" || word == "-q" {
        options.append((word == "-h" ? "help" : "quiet", nil))
        continue
      }
      if word.hasPrefix("-U") {
        // diff's -U N (or -UN): lines of context.
        if word.count > 2 {
          options.append(("context", String(word.dropFirst(2))))
        } else if index < words.count {
          options.append(("context", words[index]))
          index += 1
        } else {
          throw UsageError.missingValue(option: "-U")
        }
        continue
      }
      guard word.hasPrefix("--") else { throw UsageError.unknownOption(word, suggestion: nil) }
      let body = word.dropFirst(2)
      let name = String(body.prefix { $0 != "=" })
      let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
      guard let spec = Arguments.specs.first(where: { $0.name == name }) else {
        let suggestion = ScenarioParser.closest(
          to: name, among: Arguments.specs.map(\.name)
        ).map { "--\($0)" }
        throw UsageError.unknownOption(word, suggestion: suggestion)
      }
      if spec.takesValue {
        if let inlineValue {
          options.append((name, inlineValue))
        } else if index < words.count {
          options.append((name, words[index]))
          index += 1
        } else {
          throw UsageError.missingValue(option: "--\(name)")
        }
      } else {
        if inlineValue != nil { throw UsageError.unexpectedValue(option: "--\(name)") }
        options.append((name, nil))
      }
    }
  }

  /// Whether the flag `name` was given.
  func has(_ name: String) -> Bool {
    options.contains { $0.name == name }
  }

  /// The value of option `name`.
  ///
  /// - Throws: `UsageError` if it was given twice.
  func value(_ name: String) throws(UsageError) -> String? {
    let values = options.filter { $0.name == name }
    if values.count > 1 { throw UsageError.repeatedOption("--\(name)") }
    return values.first?.value
  }

  /// Checks that only options in `allowed` were given.
  func check(allowed: [String], command: String) throws(UsageError) {
    for option in options where !allowed.contains(option.name) {
      throw UsageError.optionNotAllowed("--\(option.name)", command: command)
    }
  }
}

/// A command line the tool cannot make sense of (exit code 2).
enum UsageError: Error, Equatable, CustomStringConvertible {
  case unknownOption(String, suggestion: String?)
  case missingValue(option: String)
  case unexpectedValue(option: String)
  case repeatedOption(String)
  case optionNotAllowed(String, command: String)
  case invalidValue(option: String, value: String, allowed: [String])
  case missingOperand(command: String, expected: String)
  case unknownCommand(String, suggestion: String?)
  case noArguments
  case file(FileIO.Failure)
  case message(String)

  var description: String {
    switch self {
    case .unknownOption(let option, let suggestion):
      "unknown option '\(option)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
    case .missingValue(let option):
      "option '\(option)' needs a value"
    case .unexpectedValue(let option):
      "option '\(option)' takes no value"
    case .repeatedOption(let option):
      "option '\(option)' is given twice"
    case .optionNotAllowed(let option, let command):
      "\(command) does not take option '\(option)'"
    case .invalidValue(let option, let value, let allowed):
      "'\(value)' is not a value of \(option): use one of " + allowed.joined(separator: ", ")
    case .missingOperand(let command, let expected):
      "\(command) needs \(expected)"
    case .unknownCommand(let word, let suggestion):
      "unknown command '\(word)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
    case .noArguments:
      "no scenario given"
    case .file(let failure):
      failure.description
    case .message(let message):
      message
    }
  }
}
