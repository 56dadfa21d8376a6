import StackNav

/// One statement of the scenario language: its word, operands and options, what it builds
/// and how an operation prints back as it. The parser, the printer, `help scenario` and the
/// explorer's full alphabet all read these, so a statement is written down once. A class:
/// the parser hands one reference around for every statement it reads.
package final class GrammarEntry: Sendable, Equatable {
  /// An operand after the verb, in order.
  package enum Operand: Sendable, Equatable {
    /// A controller name, shown as `label` (`NAME`, `CHILD`).
    case name(String)
    /// One controller name or more.
    case names
    /// More controller names, only when the statement says option `option` (`restore=true`):
    /// without it, a name here is an operand too many.
    case namesWith(option: String)
    /// A controller name, or nothing.
    case optionalName
    /// A fixed word (`by`, `to`).
    case keyword(String)
    /// A fixed word, or nothing (`cancel`).
    case optionalKeyword(String)
    /// An owner: words of letters, digits and `_` joined by dots (`Cache`, `B.timer`).
    case owner
    /// Any word, checked by the entry (`expected`: what an error says is missing; `values`:
    /// the words it takes, which the explorer tries, when they are a fixed few).
    case word(expected: String, shown: String, values: [String] = [])
    /// Any words, at least one.
    case words(expected: String, shown: String)
    /// Another statement: for `meanwhile` one that starts a transition, for `on` one a
    /// hook's code may run.
    case statement(Carried)

    /// What a statement operand carries.
    package enum Carried: Sendable, Equatable {
      /// A request made while an animation is in flight (`Grammar.requests`).
      case request
      /// Code a hook runs (`Grammar.hookStatements`).
      case code

      /// The verbs it may carry, in help's order.
      package var verbs: [String] {
        switch self {
        case .request: Grammar.requests.map(\.word)
        case .code: Grammar.hookStatements
        }
      }
    }

    /// The operand as help shows it.
    var shown: String {
      switch self {
      case .name(let label): label
      case .names: "NAME..."
      case .namesWith: "[NAME...]"
      case .optionalName: "[NAME]"
      case .keyword(let word): word
      case .optionalKeyword(let word): "[\(word)]"
      case .owner: "OWNER"
      case .word(_, let shown, _), .words(_, let shown): shown
      case .statement: "STATEMENT"
      }
    }
  }

  /// How a hook's code (`on NAME WORD STATEMENT`) runs the statement, with NAME as its
  /// implicit caller; the hook's statements are listed in this order, then in help's.
  package enum HookUse: Int, Comparable, Sendable {
    /// A navigation request to the caller's navigation controller, which waits for a
    /// transition in progress.
    case navigation
    /// A presentation from the caller, or its dismissal.
    case presentation
    /// A segue from the caller, or an unwind from it.
    case segue
    /// A child added to or removed from a container.
    case containment
    /// A view added or removed without containment.
    case subviews
    /// An appearance transition driven by hand.
    case appearance
    /// A view read or loaded.
    case views
    /// A callback method called directly.
    case directCall
    /// A gesture recognizer set up.
    case gesture
    /// A block registered on the running transition's coordinator.
    case coordinator
    /// An alert presented.
    case alert

    package static func < (lhs: HookUse, rhs: HookUse) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// Where in a scenario the statement may stand.
  package enum Place: Sendable {
    /// Anywhere.
    case anywhere
    /// First only (`profile`).
    case first
    /// Before every operation (`include`).
    case prelude
    /// After the prelude, before every operation, once (`device`).
    case afterPrelude
    /// Only as a hook's code (`alongside`).
    case inHookOnly
    /// The app's start: before every statement that acts (only traits and hooks, which say
    /// how code behaves, may come first), at most once (`launch`).
    case appStart
    /// After the app's start (`background`).
    case inApp
  }

  /// Two entries are equal when they are the same entry: one per verb.
  package static func == (lhs: GrammarEntry, rhs: GrammarEntry) -> Bool { lhs === rhs }

  /// The verb.
  package let word: String
  /// The verb's bytes, which a line's word is compared with where it lies.
  let spelling: [UInt8]
  /// The operands, in order.
  package let operands: [Operand]
  /// The options; for an entry that takes traits, its traits.
  package var options: [OptionSpec] { body.value.options }
  /// Where it may stand.
  package let place: Place
  /// Whether its options are traits, at least one of them required (`controller`).
  package let takesTraits: Bool
  /// How a hook's code runs it; `nil`: a hook's code cannot.
  package let inHooks: HookUse?
  /// Whether it only says how code behaves, acting on nothing yet: traits (`controller`) and
  /// hooks (`on`), which may come before the app's start.
  package var onlyDeclares: Bool { checks.onlyDeclares }
  /// A trait its first name's controller may not have been declared with, and the error
  /// that says so (where the trait is written).
  package let refusedTrait: RefusedTrait?

  /// What the checks before a run read of the entry (`Runner.checkAvailability`), kept in
  /// each statement: stored flags, which other modules read with one load each (an option
  /// set's members and `contains` were calls there).
  package struct Checks: Sendable, Equatable {
    /// Its place is the app's start.
    package var appStart = false
    /// Its place is after the app's start.
    package var inApp = false
    /// It only declares (`onlyDeclares`).
    package var onlyDeclares = false
    /// It takes traits.
    package var takesTraits = false
    /// It refuses a trait (`refusedTrait`).
    package var refusesTrait = false
  }

  /// What the checks before a run read of it.
  package let checks: Checks

  /// A trait a statement refuses on the controller it names first (`pages` and
  /// `forwarding=`).
  package struct RefusedTrait: Sendable {
    /// The trait's key; `nil`: every trait.
    package let key: String?
    /// The error, given the controller's name and the trait as written.
    package let error: @Sendable (_ name: String, _ trait: String) -> ScenarioError.Problem
    /// Whether the error points at the refusing statement's name, rather than at the trait.
    package var atName = false
    /// An option the refusing statement must say for the refusal to hold (`restore=true`);
    /// `nil`: always.
    package var onlyWith: String? = nil
  }
  /// What it asks of UIKit, in a phrase (without the statements it carries).
  private let phrase: String
  /// Its options and how it reads and prints statements, made when first used.
  private let body: LazyEntryBody

  /// A statement that sets up the scenario rather than asking UIKit anything.
  convenience init(
    _ word: String, _ operands: [Operand], options: [OptionSpec] = [], place: Place,
    summary: String,
    reads build: @escaping @Sendable (StatementParts) throws(ScenarioError) -> Statement.Action
  ) {
    self.init(
      word, operands, place: place, takesTraits: false, inHooks: nil, refusedTrait: nil,
      summary: summary
    ) { EntryBody(options: options, build: build, parts: { _ in nil }) }
  }

  /// A statement that asks something of UIKit: an operation for the engine.
  convenience init(
    _ word: String, _ operands: [Operand] = [], options: [OptionSpec] = [],
    place: Place = .anywhere, takesTraits: Bool = false,
    inHooks: HookUse? = nil, refusedTrait: RefusedTrait? = nil, summary: String,
    builds build: @escaping @Sendable (StatementParts) throws(ScenarioError) -> Operation,
    parts: @escaping @Sendable (Operation) -> StatementParts?
  ) {
    self.init(
      word, operands, place: place, takesTraits: takesTraits, inHooks: inHooks,
      refusedTrait: refusedTrait, summary: summary
    ) {
      EntryBody(
        options: options,
        build: { parts throws(ScenarioError) in .operation(try build(parts)) }, parts: parts)
    }
  }

  /// Every declaration of an entry comes here (`body`: made when the entry is first used).
  init(
    _ word: String, _ operands: [Operand], place: Place, takesTraits: Bool,
    inHooks: HookUse?, refusedTrait: RefusedTrait?, summary: String,
    body: @escaping @Sendable () -> EntryBody
  ) {
    self.word = word
    spelling = Array(word.utf8)
    self.operands = operands
    self.place = place
    self.takesTraits = takesTraits
    self.inHooks = inHooks
    self.refusedTrait = refusedTrait
    checks = Checks(
      appStart: place == .appStart, inApp: place == .inApp,
      onlyDeclares: takesTraits || operands.contains(.statement(.code)),
      takesTraits: takesTraits, refusesTrait: refusedTrait != nil)
    self.phrase = summary
    self.body = LazyEntryBody(body)
  }

  /// The action `parts` make (the options already checked against `options`).
  @inline(__always)
  func build(_ parts: StatementParts) throws(ScenarioError) -> Statement.Action {
    try body.value.build(parts)
  }

  /// The parts of `operation`, if the entry builds it (`nil` for any other operation).
  func parts(_ operation: Operation) -> StatementParts? {
    body.value.parts(operation)
  }

  /// What it carries, if it carries another statement (`meanwhile`, `on`).
  package var carried: Operand.Carried? {
    for case .statement(let carried) in operands { return carried }
    return nil
  }

  /// Whether it carries another statement (`meanwhile`, `on`).
  package var carriesStatement: Bool { carried != nil }

  /// What it asks of UIKit, in a phrase; a statement that carries another names those it
  /// carries.
  package var summary: String {
    guard let carried else { return phrase }
    return "STATEMENT (" + carried.verbs.joined(separator: ", ") + ") " + phrase
  }

  /// The statement as help shows it: `push NAME... [embed=nav] [animated=false]`.
  package var synopsis: String {
    var words = [word] + operands.map(\.shown)
    words += takesTraits ? ["TRAIT..."] : options.map { $0.required ? $0.shown : "[\($0.shown)]" }
    return words.joined(separator: " ")
  }

  /// The statement `parts` make, options in the order the entry lists them.
  package func text(of parts: StatementParts) -> String {
    var words = [word]
    var names = parts.names[...]
    for operand in operands {
      switch operand {
      case .name, .optionalName:
        if let name = names.popFirst() { words.append(name) }
      case .names, .namesWith:
        words += names
        names = []
      case .keyword(let keyword):
        words.append(keyword)
      case .optionalKeyword(let keyword):
        if parts.says(keyword) { words.append(keyword) }
      case .owner:
        words.append(parts.owner)
      case .word, .words:
        words += parts.words.map(\.text)
      case .statement:
        if let request = parts.request { words.append(parts.requestText ?? request.statementText) }
      }
    }
    for option in options {
      if let value = parts.optionWords[option.key] { words.append("\(option.key)=\(value)") }
    }
    return words.joined(separator: " ")
  }
}

extension Operation {
  /// The operation as a scenario statement (`present B style=pageSheet animated=false`): the
  /// statement that parses back to it, options left out where they are the default.
  package var statementText: String {
    guard let entry = Grammar.entry(named: verb), let parts = entry.parts(self) else {
      return verb
    }
    return entry.text(of: parts)
  }
}
