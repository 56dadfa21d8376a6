import StackTraceIO

/// An option of the command line, declared once (`CommandOptions`) with the type of its
/// value: the commands read it as that type (`Arguments.value(_:)`), and a word that spells
/// no value is refused where the option is declared, with the same sentence everywhere.
struct CommandOption<Value>: Sendable {
  /// Its name, placeholder, letter and help, as the commands' specs list them.
  let option: CommandSpec.Option
  /// The value a word spells.
  let read: @Sendable (String) throws(UsageError) -> Value

  /// The same option, described as one command's help says it.
  func described(_ help: String) -> CommandOption {
    CommandOption(
      option: CommandSpec.Option(
        name: option.name, value: option.value, short: option.short, help: help),
      read: read)
  }
}

extension CommandOption {
  /// An option whose value `read` makes of its word.
  static func value(
    _ name: String, _ placeholder: String, short: Character? = nil, help: String,
    read: @escaping @Sendable (String) throws(UsageError) -> Value
  ) -> CommandOption {
    CommandOption(
      option: CommandSpec.Option(name: name, value: placeholder, short: short, help: help),
      read: read)
  }
}

extension CommandOption where Value == Bool {
  /// A flag (`--quiet`, `-q`): given or not.
  static func flag(_ name: String, short: Character? = nil, help: String) -> CommandOption {
    CommandOption(
      option: CommandSpec.Option(name: name, value: nil, short: short, help: help),
      read: { _ in true })
  }
}

extension CommandOption where Value == String {
  /// An option whose value is any word (a path, a text); `nonEmpty`: not the empty word.
  static func text(
    _ name: String, _ placeholder: String, nonEmpty: Bool = false, help: String
  ) -> CommandOption {
    CommandOption(
      option: CommandSpec.Option(name: name, value: placeholder, help: help),
      read: { word throws(UsageError) in
        if nonEmpty, word.isEmpty {
          throw .message(
            "--\(name) needs a text: an empty one matches every path (is a variable unset?)")
        }
        return word
      })
  }
}

extension CommandOption
where Value: RawRepresentable & CaseIterable & SendableMetatype, Value.RawValue == String {
  /// An option whose value is one of a type's cases, by name (`--format jsonl`).
  static func choice(_ name: String, _ placeholder: String, help: String) -> CommandOption {
    CommandOption(
      option: CommandSpec.Option(name: name, value: placeholder, help: help),
      read: { word throws(UsageError) in
        guard let value = Value(rawValue: word) else {
          throw .invalidValue(
            option: "--\(name)", value: word, allowed: Value.allCases.map(\.rawValue))
        }
        return value
      })
  }
}

extension CommandOption where Value == Int {
  /// An option whose value is a whole number in `range`.
  static func number(
    _ name: String, _ placeholder: String, in range: ClosedRange<Int>, help: String
  ) -> CommandOption {
    CommandOption(
      option: CommandSpec.Option(name: name, value: placeholder, help: help),
      read: { word throws(UsageError) in
        guard let number = Int(word), range.contains(number) else {
          throw .message(
            "'\(Escape.field(word))' is not a value of --\(name): use a number from "
              + "\(range.lowerBound) to \(range.upperBound)")
        }
        return number
      })
  }
}

extension CommandOption where Value == [String] {
  /// An option whose value is a comma-separated list of words.
  static func list(_ name: String, _ placeholder: String, help: String) -> CommandOption {
    CommandOption(
      option: CommandSpec.Option(name: name, value: placeholder, help: help),
      read: { word in word.split(separator: ",").map(String.init) })
  }
}
