import StackNav

/// The statements of a window's root and its navigation stacks.
extension Grammar {
  static let root = GrammarEntry(
    "root", [.name("NAME")], names: [.one(\.name)],
    options: [embed.bound(\Operation.Root.embedInNavigation)],
    summary: "window.rootViewController = NAME (embed=nav: a new navigation controller whose "
      + "root is NAME)",
    payload: Operation.Root(), case: Operation.root,
    of: { if case .root(let root) = $0 { root } else { nil } })

  static let push = GrammarEntry(
    "push", [.names], names: [.rest(\.names)],
    options: [
      embed.bound(\Operation.Push.embedInNavigation), animated.bound(\.animated),
      completion.bound(\.completion),
    ],
    inHooks: .navigation,
    summary: "pushViewController for each NAME (an empty window gets a navigation controller)",
    payload: Operation.Push(), case: Operation.push,
    of: { if case .push(let push) = $0 { push } else { nil } })

  static let pop = GrammarEntry(
    "pop", options: [animated.bound(\Operation.Pop.animated), completion.bound(\.completion)],
    inHooks: .navigation,
    summary: "popViewController on the visible navigation controller",
    payload: Operation.Pop(), case: Operation.pop,
    of: { if case .pop(let pop) = $0 { pop } else { nil } })

  static let popToRoot = GrammarEntry(
    "popToRoot", options: [animated.bound(\Operation.PopToRoot.animated)],
    inHooks: .navigation,
    summary: "popToRootViewController",
    payload: Operation.PopToRoot(), case: Operation.popToRoot,
    of: { if case .popToRoot(let pop) = $0 { pop } else { nil } })

  static let popTo = GrammarEntry(
    "popTo", [.name("NAME")], names: [.one(\.name)],
    options: [animated.bound(\Operation.PopTo.animated)],
    inHooks: .navigation,
    summary: "popToViewController(NAME)",
    payload: Operation.PopTo(), case: Operation.popTo,
    of: { if case .popTo(let pop) = $0 { pop } else { nil } })

  static let setStack = GrammarEntry(
    "setStack", [.names], names: [.rest(\.names)],
    options: [animated.bound(\Operation.SetStack.animated)],
    inHooks: .navigation,
    summary: "setViewControllers([NAME...])",
    payload: Operation.SetStack(), case: Operation.setStack,
    of: { if case .setStack(let stack) = $0 { stack } else { nil } })

  static let swipeBack = GrammarEntry(
    "swipeBack", [.optionalKeyword("cancel")], keyword: KeywordField("cancel", \.cancelled),
    summary: "the interactive pop gesture, completed or cancelled",
    payload: Operation.Swipe(), case: Operation.swipeBack,
    of: { if case .swipeBack(let swipe) = $0 { swipe } else { nil } })

  /// The words `popGesture` takes.
  static let popGestureWords = PopGestureSetting.allCases.map(\.rawValue)

  static let popGesture = GrammarEntry(
    "popGesture",
    [
      .word(
        expected: "default, allow or off", shown: popGestureWords.joined(separator: "|"),
        values: popGestureWords)
    ],
    inHooks: .gesture,
    summary: "the visible navigation controller's interactivePopGestureRecognizer: UIKit's "
      + "own delegate (default), a delegate that allows it (allow), or disabled (off)",
    builds: { parts throws(ScenarioError) in
      guard let word = parts.words.first else {
        throw ScenarioError(
          .missingOperand(verb: "popGesture", expected: "default, allow or off"),
          at: parts.location)
      }
      guard let setting = PopGestureSetting(rawValue: word.text) else {
        throw ScenarioError(
          .invalidValue(word.text, of: "popGesture", allowed: popGestureWords),
          at: word.location)
      }
      return .popGesture(setting)
    },
    parts: { operation in
      guard case .popGesture(let setting) = operation else { return nil }
      var parts = StatementParts()
      parts.words = [Token(setting.rawValue, at: ScenarioLocation(file: "", line: 0, column: 0))]
      return parts
    })
}
