import StackTraceIO
import StackTraceScenario

/// The command line split into operands and options; options may stand anywhere
/// (`stacktrace help`), `--` ends them. Which options exist, and which take a value, comes from the
/// commands' specs (`CommandSpec`).
struct Arguments {
  /// The words that are not options, in order.
  var operands: [String] = []
  /// Options in the order given: name and value (`nil` for flags).
  package var options: [(name: String, value: String?)] = []

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
      let name: String
      var inlineValue: String?
      if word.hasPrefix("--") {
        let body = word.dropFirst(2)
        name = String(body.prefix { $0 != "=" })
        inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
      } else if let letter = word.dropFirst().first, let long = CommandSpec.longName(of: letter) {
        // A short option: `-q`, `-U N` or `-UN`.
        name = long
        if word.count > 2 { inlineValue = String(word.dropFirst(2)) }
      } else {
        throw UsageError.unknownOption(word, suggestion: nil)
      }
      guard let takesValue = CommandSpec.takesValue(name) else {
        let suggestion = ScenarioParser.closest(to: name, among: CommandSpec.optionNames)
        throw UsageError.unknownOption(word, suggestion: suggestion.map { "--\($0)" })
      }
      let shown = word.hasPrefix("--") ? "--\(name)" : String(word.prefix(2))
      if takesValue {
        if let inlineValue {
          options.append((name, inlineValue))
        } else if index < words.count {
          options.append((name, words[index]))
          index += 1
        } else {
          throw UsageError.missingValue(option: shown)
        }
      } else {
        if inlineValue != nil { throw UsageError.unexpectedValue(option: shown) }
        options.append((name, nil))
      }
    }
  }

  /// Whether `flag` was given.
  func has(_ flag: CommandOption<Bool>) -> Bool {
    options.contains { $0.name == flag.option.name }
  }

  /// The value of `option`, as its type; `nil` when it was not given.
  ///
  /// - Throws: `UsageError` if it was given twice, or its word spells no value.
  func value<Value>(_ option: CommandOption<Value>) throws(UsageError) -> Value? {
    let name = option.option.name
    let values = options.filter { $0.name == name }
    if values.count > 1 { throw UsageError.repeatedOption("--\(name)") }
    guard let word = values.first?.value else { return nil }
    return try option.read(word)
  }

  /// Checks that only options of `spec` (and the global ones) were given.
  func check(_ spec: CommandSpec) throws(UsageError) {
    let allowed = spec.options.map(\.name) + CommandSpec.global.map(\.name)
    for option in options where !allowed.contains(option.name) {
      throw UsageError.optionNotAllowed(
        "--\(option.name)", command: spec.name,
        suggestion: ScenarioParser.closest(to: option.name, among: allowed).map { "--\($0)" })
    }
  }
}

/// A command line the tool cannot make sense of (exit code 2).
enum UsageError: Error, Equatable, CustomStringConvertible {
  case unknownOption(String, suggestion: String?)
  case missingValue(option: String)
  case unexpectedValue(option: String)
  case repeatedOption(String)
  case optionNotAllowed(String, command: String, suggestion: String?)
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
    case .optionNotAllowed(let option, let command, let suggestion):
      "\(command) does not take option '\(option)'"
        + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
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
