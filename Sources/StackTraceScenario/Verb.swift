/// The verbs of the scenario language (docs/scenario-language.md), in the order help lists them.
package enum Verb: String, CaseIterable {
  // Every profile.
  case profile, include, root, push, pop, present, dismiss, memoryWarning, retain, release, view
  case unloadView, controller, meanwhile, rotate
  // Version profiles only.
  case popToRoot, popTo, setStack, swipeBack, swipeDown, tabs, select, tap, addChild
  case removeChild

  /// Whether only version profiles have the verb.
  package var isVersionOnly: Bool {
    switch self {
    case .popToRoot, .popTo, .setStack, .swipeBack, .swipeDown, .tabs, .select, .tap, .addChild,
      .removeChild:
      true
    default:
      false
    }
  }

  /// Whether `meanwhile` can carry the verb: a request that starts an animated transition.
  var startsTransition: Bool {
    switch self {
    case .push, .pop, .present, .dismiss, .popToRoot, .popTo, .setStack: true
    default: false
    }
  }

  /// The verb a word spells, if any: one hash lookup.
  package static func named(_ word: String) -> Verb? { byWord[word] }

  private static let byWord = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}
