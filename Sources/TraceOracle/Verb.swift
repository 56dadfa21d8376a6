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
  init(_ word: some StringProtocol) {
    self = Verb.bySpelling[String(word)] ?? .other
  }

  /// Each verb, by its spelling.
  private static let bySpelling = Dictionary(
    uniqueKeysWithValues: allCases.filter { $0 != .other }.map { (String(describing: $0), $0) })
}
