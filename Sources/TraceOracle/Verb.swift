/// A statement's verb as the oracle tells verbs apart: one byte, where comparing the verb's
/// text with each verb a check names (`statement.verb == .push`, switches of twenty cases)
/// was 3% of the explorer's time. A case is spelled as the scenario language spells its verb
/// (docs/scenarios.md); a verb no check names is `other`.
enum Verb: UInt8, CaseIterable, Sendable {
  case addChild, addSubview, alert, alongside, background, beginAppearance, call, controller
  case device, dismiss, endAppearance, foreground, include, interruption, launch, memoryWarning
  case notifyInteraction, on, pages, pop, popTo, popToRoot, present, profile, push, release
  case removeSubview, retain, root, rotate, segue, setPage, setStack, swipeBack, swipeDown
  case swipePage, tabs, tap, tapAction, tapOutside, unloadView, unwind
  /// A verb no check names (or none).
  case other

  /// The verb spelled `word`, `other` if no check names it.
  init(_ word: String) {
    self = Verb.table.word(word) ?? .other
  }

  /// Each verb but `other`, by its spelling: a header's verb is found among the few of its
  /// length (a dictionary hashed the verb: a third of reading a header).
  private static let table = SpellingTable(
    allCases.filter { $0 != .other }.map { (spelling: "\($0)", word: $0) })
}
