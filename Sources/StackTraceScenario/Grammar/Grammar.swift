import StackNav

/// The scenario language's statements (docs/scenario-language.md), one entry each, in the
/// order help lists them. Each entry lives with its kin: `Grammar+Setup` (profile, include,
/// controller, meanwhile), `Grammar+Navigation`, `Grammar+Presentation`, `Grammar+Memory`,
/// `Grammar+Tabs`, `Grammar+Containment`, `Grammar+Pages`, `Grammar+Segues`, `Grammar+Hooks`,
/// `Grammar+App`.
package enum Grammar {
  /// Every statement.
  package static let entries: [GrammarEntry] = [
    profile, include, device, root, push, pop, present, dismiss, alert, tapAction, tapOutside,
    memoryWarning, retain,
    release, view,
    unloadView, controller, meanwhile, rotate, popToRoot, popTo, setStack, swipeBack, swipeDown,
    popGesture,
    tabs, select, tap, addChild, removeChild, beginAppearance, endAppearance, addSubview,
    removeSubview, loadViewIfNeeded, call, transition, pages, setPage, swipePage, segue, unwind, on,
    alongside, notifyInteraction,
    launch, background, foreground, interruption,
  ]

  /// The entry of a verb, if the word is one: the verbs starting with its first byte,
  /// compared in turn (a few short strings: cheaper than hashing the word).
  package static func entry(named word: String) -> GrammarEntry? {
    var word = word
    return word.withUTF8 { entry(named: $0) }
  }

  /// The entry of the verb `word` spells, if any.
  static func entry(named word: UnsafeBufferPointer<UInt8>) -> GrammarEntry? {
    guard let first = word.first, first < 0x80 else { return nil }
    for entry in byFirstByte[Int(first)]
    where entry.spelling.withUnsafeBufferPointer({ LineWords.equal($0, word) }) {
      return entry
    }
    return nil
  }

  /// Every verb the language knows, in help's order.
  package static let words = entries.map(\.word)

  /// The statements `meanwhile` can carry, in the order its error lists them: the requests
  /// that start an animated transition, then the user's swipe back.
  package static let requests: [GrammarEntry] = [
    push, pop, present, dismiss, popToRoot, popTo, setStack, segue, swipeBack, alert,
  ]

  /// The statements a hook's code may run (`on NAME WORD STATEMENT`): those whose entry says
  /// how (`GrammarEntry.inHooks`), by that, then in help's order.
  package static let hookStatements: [String] = entries.indices
    .compactMap { index in entries[index].inHooks.map { (use: $0, index: index) } }
    .sorted { ($0.use, $0.index) < ($1.use, $1.index) }
    .map { entries[$0.index].word }

  /// The trait keys some statement refuses on the controller it names (`refusedTrait`).
  package static let refusedTraitKeys = entries.compactMap { $0.refusedTrait?.key }
  /// Whether some statement refuses every trait on the controller it names (`alert`).
  package static let someStatementRefusesEveryTrait = entries.contains {
    $0.refusedTrait != nil && $0.refusedTrait?.key == nil
  }

  /// The entries by the first byte of their verb (every verb is ASCII).
  private static let byFirstByte: [[GrammarEntry]] = {
    var table = [[GrammarEntry]](repeating: [], count: 0x80)
    for entry in entries {
      guard let first = entry.word.utf8.first, first < 0x80 else { continue }
      table[Int(first)].append(entry)
    }
    return table
  }()

  // MARK: Options several statements share

  /// `animated=false`: the transition is not animated.
  static let animated = StatementOption<Bool>.toggle("animated", default: true)
  /// `embed=nav`: the controller inside a new navigation controller.
  static let embed = StatementOption<Bool>.flag("embed", "nav")
  /// `in=P`: the new container is P's child, not the window's root.
  static let container = StatementOption<String?>.name("in")
  /// `completion=true`: a completion handler (or a transition-coordinator completion).
  static let completion = StatementOption<Bool>.toggle("completion", default: false)
}

extension GrammarEntry {
  /// Whether only the version profiles have the statement: what the core says of the
  /// operation it builds over a first name (`Profile.unavailability(of:)`), never restated.
  package var isVersionOnly: Bool {
    guard let example else { return false }
    return Profile.documented.unavailability(of: example) != nil
  }
}
