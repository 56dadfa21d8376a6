import StackNav

/// A field of an operation's payload that a statement's words fill: a key path any thread
/// may hold.
package typealias PayloadField<Payload, Value> = WritableKeyPath<Payload, Value> & Sendable

/// Which field of its payload a statement's name operands fill, in the order the statement
/// says them. Declared with the field's key path, which is made only when the entry is first
/// used (making a key path cost about 28,000 instructions: most entries a run never uses).
enum NameField<Payload>: Sendable {
  /// One name (`NAME`, `CHILD`, the name after `to`).
  case oneField(@Sendable () -> PayloadField<Payload, String>)
  /// A name, or none.
  case optionalField(@Sendable () -> PayloadField<Payload, String?>)
  /// Every name left (`NAME...`).
  case restField(@Sendable () -> PayloadField<Payload, [String]>)

  /// One name, in `field`.
  static func one(_ field: @autoclosure @escaping @Sendable () -> PayloadField<Payload, String>)
    -> NameField
  { .oneField(field) }
  /// A name or none, in `field`.
  static func optional(
    _ field: @autoclosure @escaping @Sendable () -> PayloadField<Payload, String?>
  ) -> NameField { .optionalField(field) }
  /// Every name left, in `field`.
  static func rest(
    _ field: @autoclosure @escaping @Sendable () -> PayloadField<Payload, [String]>
  ) -> NameField { .restField(field) }

  /// The field, ready to be written in place.
  var slot: NameSlot<Payload> {
    switch self {
    case .oneField(let field): .one(UnsafePayloadField(field()))
    case .optionalField(let field): .optional(UnsafePayloadField(field()))
    case .restField(let field): .rest(UnsafePayloadField(field()))
    }
  }
}

/// A name field of a payload as reading and printing use it: its key path made, its offset
/// found.
enum NameSlot<Payload>: Sendable {
  case one(UnsafePayloadField<Payload, String>)
  case optional(UnsafePayloadField<Payload, String?>)
  case rest(UnsafePayloadField<Payload, [String]>)

  /// Fills the field from `names`, from `index` on, moving `index` past what it took.
  @inline(__always)
  func read(_ names: [String], from index: inout Int, into payload: inout Payload) {
    switch self {
    case .one(let field):
      if index < names.count { field.write(names[index], into: &payload) }
      index += 1
    case .optional(let field):
      field.write(index < names.count ? names[index] : nil, into: &payload)
      index += 1
    case .rest(let field):
      // The usual `NAME...` is every name: the array itself, not a copy of it.
      field.write(
        index == 0 ? names : index < names.count ? Array(names[index...]) : [], into: &payload)
      index = names.count
    }
  }

  /// The names the field holds, as the statement says them.
  func names(of payload: Payload) -> [String] {
    switch self {
    case .one(let field): [payload[keyPath: field.path]]
    case .optional(let field): payload[keyPath: field.path].map { [$0] } ?? []
    case .rest(let field): payload[keyPath: field.path]
    }
  }
}

/// An option of a statement bound to a field of its payload: read into it from the words,
/// written back from it into words (left out where the field holds the option's default).
package struct OptionBinding<Payload>: Sendable {
  /// The option as the parser and help see it.
  package let spec: OptionSpec
  /// Binds the option to its field, when the entry is first used.
  let bind: @Sendable () -> Bound

  /// The option bound to its field.
  struct Bound {
    /// Sets the field from the word the statement says the option with.
    let read: @Sendable (String, inout Payload) -> Void
    /// Sets the option's word from the field.
    let write: @Sendable (Payload, inout StatementParts) -> Void
  }
}

extension OptionBinding {
  /// `option`, shown as `spec`, bound to `field`: what a statement says of it, decoded by
  /// `decode`, is written in place; left out, the payload keeps its default, which is the
  /// option's (`GrammarTests.defaultsAgree`).
  fileprivate init<Option: Equatable & Sendable, Value>(
    _ option: StatementOption<Option>, as spec: OptionSpec?,
    field: @escaping @Sendable () -> PayloadField<Payload, Value>,
    decode: @escaping @Sendable (String) -> Value?, encode: @escaping @Sendable (Value) -> Option
  ) {
    self.init(spec: spec ?? option.spec) {
      // Only what reading needs is captured: the option itself was copied at each read.
      let (path, writer) = (field(), UnsafePayloadField(field()))
      return Bound(
        read: { word, payload in
          if let value = decode(word) { writer.write(value, into: &payload) }
        },
        write: { payload, parts in parts[option] = encode(payload[keyPath: path]) })
    }
  }
}

extension StatementOption {
  /// This option bound to `field` of a payload (`spec`: the option as this statement shows
  /// it, when it differs: a segue's `style=` implies `kind=present`).
  package func bound<Payload>(
    _ field: @autoclosure @escaping @Sendable () -> PayloadField<Payload, Value>,
    as spec: OptionSpec? = nil
  ) -> OptionBinding<Payload> {
    OptionBinding(self, as: spec, field: field, decode: decode, encode: { $0 })
  }

  /// This option, which has no default (`appearing=`), bound to a field that always holds a
  /// value: the entry checks that the statement says it.
  package func bound<Payload, Wrapped>(
    required field: @autoclosure @escaping @Sendable () -> PayloadField<Payload, Wrapped>
  ) -> OptionBinding<Payload> where Value == Wrapped? {
    let decode = self.decode
    return OptionBinding(
      self, as: nil, field: field, decode: { decode($0) ?? nil }, encode: { $0 })
  }
}

/// An optional keyword a statement says or leaves out (`cancel`), bound to a flag of its
/// payload.
package struct KeywordField<Payload>: Sendable {
  /// The keyword.
  let word: String
  /// The flag it sets, made when the entry is first used.
  let field: @Sendable () -> PayloadField<Payload, Bool>

  /// `word` bound to `field`.
  package init(
    _ word: String, _ field: @autoclosure @escaping @Sendable () -> PayloadField<Payload, Bool>
  ) {
    self.word = word
    self.field = field
  }
}

extension GrammarEntry {
  /// A statement that asks something of UIKit, declared once: its operands, its names and
  /// options bound to the fields of its operation's payload (`payload` holding the defaults
  /// of what a statement leaves out), and the case that carries the payload. Reading a
  /// statement and printing an operation back both follow the bindings, made when the entry
  /// is first used (`EntryBody`): a run makes those of the statements it says.
  ///
  /// - Parameters:
  ///   - check: what the statement must say beyond its words' own checks (a segue's
  ///     `style=` only with `kind=present`), thrown as the statement's error.
  convenience init<Payload: Sendable>(
    _ word: String, _ operands: [Operand] = [],
    names: @autoclosure @escaping @Sendable () -> [NameField<Payload>] = [],
    options: @autoclosure @escaping @Sendable () -> [OptionBinding<Payload>] = [],
    keyword: @autoclosure @escaping @Sendable () -> KeywordField<Payload>? = nil,
    owner: @autoclosure @escaping @Sendable () -> PayloadField<Payload, String>? = nil,
    place: Place = .anywhere, inHooks: HookUse? = nil,
    refusedTrait: RefusedTrait? = nil, summary: String,
    payload initial: Payload,
    case wrap: @escaping @Sendable (Payload) -> Operation,
    of unwrap: @escaping @Sendable (Operation) -> Payload?,
    check: (@Sendable (Payload, StatementParts) throws(ScenarioError) -> Void)? = nil
  ) {
    self.init(
      word, operands, place: place, takesTraits: false, inHooks: inHooks,
      refusedTrait: refusedTrait, summary: summary
    ) {
      let (names, options) = (names().map { $0.slot }, options())
      let keyword = keyword().map { (word: $0.word, field: $0.field()) }
      let owner = owner()
      // The bindings' keys and closures alone, read by index: an option's binding copied
      // for each statement cost its spec's and its closures' counts.
      let bound = options.map { $0.bind() }
      let (keys, reads) = (options.map { $0.spec.key }, bound.map { $0.read })
      return EntryBody(
        options: options.map { $0.spec },
        build: { parts throws(ScenarioError) in
          var payload = initial
          var index = 0
          for position in names.indices {
            names[position].read(parts.names, from: &index, into: &payload)
          }
          if let keyword { payload[keyPath: keyword.field] = parts.says(keyword.word) }
          if let owner { payload[keyPath: owner] = parts.owner }
          // Most statements say no option, and the rest one or two: the payload's defaults
          // are the options', so only the options said are read (each key once; the parser
          // refused any other).
          parts.optionWords.forEach { key, word in
            for position in keys.indices where keys[position] == key {
              reads[position](word, &payload)
            }
          }
          try check?(payload, parts)
          return .operation(wrap(payload))
        },
        parts: { operation in
          guard let payload = unwrap(operation) else { return nil }
          var parts = StatementParts(names: names.flatMap { $0.names(of: payload) })
          if let keyword, payload[keyPath: keyword.field] { parts.keywords = [keyword.word] }
          if let owner { parts.owner = payload[keyPath: owner] }
          for binding in bound { binding.write(payload, &parts) }
          return parts
        })
    }
  }
}
