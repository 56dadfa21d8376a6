/// An option (`key=value`) of a statement, as the parser checks it and help shows it, whatever
/// its type.
package struct OptionSpec: Sendable {
  /// The key.
  package let key: String
  /// The words it takes, the default among them where it has a word; `nil`: a controller name.
  package let values: [String]?
  /// The words other than the default's: what a statement can say.
  package let otherValues: [String]?
  /// The option as help shows it: `animated=false`, `style=S`, `from=NAME`.
  package let shown: String
  /// What it means, where help says it apart (the traits of `controller`).
  package let meaning: String?
  /// Whether every statement must say it (`appearing=` of `beginAppearance`).
  package var required = false
  /// Another option a statement saying this one must say too, with its word (`style=` of a
  /// segue says `kind=present`): what the full alphabet writes beside it.
  package var implies: (key: String, word: String)? = nil
}

/// An option of a statement, read and printed as its type: the grammar's entries build
/// operations from these, never from the words.
package struct StatementOption<Value: Equatable & Sendable>: Sendable {
  /// The option as the parser and help see it.
  package let spec: OptionSpec
  /// The value when the statement does not say it.
  let defaultValue: Value
  /// The value a word spells (the parser checked the word first).
  let decode: @Sendable (String) -> Value?
  /// The word that spells a value.
  let encode: @Sendable (Value) -> String

  /// An option among `cases`, each a word and the value it spells.
  ///
  /// - Parameters:
  ///   - shown: help's form, if not `key=` and the words other than the default's.
  package static func choice(
    _ key: String, _ cases: [(word: String, value: Value)], default defaultValue: Value,
    shown: String? = nil, meaning: String? = nil, required: Bool = false
  ) -> StatementOption {
    let others = cases.filter { $0.value != defaultValue }.map(\.word)
    let spec = OptionSpec(
      key: key, values: cases.map(\.word), otherValues: others,
      shown: shown ?? "\(key)=" + others.joined(separator: "|"), meaning: meaning,
      required: required)
    return StatementOption(
      spec: spec, defaultValue: defaultValue,
      decode: { word in cases.first { $0.word == word }?.value },
      encode: { value in cases.first { $0.value == value }?.word ?? "" })
  }
}

extension StatementOption where Value == Bool {
  /// `key=true` or `key=false`.
  package static func toggle(_ key: String, default defaultValue: Bool, meaning: String? = nil)
    -> StatementOption
  {
    choice(key, [("true", true), ("false", false)], default: defaultValue, meaning: meaning)
  }

  /// `key=word`, which the statement says or leaves out (`embed=nav`).
  package static func flag(_ key: String, _ word: String, meaning: String? = nil)
    -> StatementOption
  {
    choice(key, [(word, true)], default: false, meaning: meaning)
  }
}

extension StatementOption where Value == String? {
  /// `key=NAME`: a controller name, none by default.
  package static func name(_ key: String, meaning: String? = nil) -> StatementOption {
    StatementOption(
      spec: OptionSpec(
        key: key, values: nil, otherValues: nil, shown: "\(key)=NAME", meaning: meaning),
      defaultValue: nil, decode: { $0 }, encode: { $0 ?? "" })
  }
}
