import StackNav

/// Code inside callbacks: `on NAME WORD STATEMENT`.
extension Grammar {
  static let on = GrammarEntry(
    "on", [.name("NAME"), .word(expected: "a callback word", shown: "WORD"), .statement(.code)],
    summary: "runs inside NAME's next WORD callback, once, with NAME as its caller (a hook)",
    builds: { parts throws(ScenarioError) in
      guard let request = parts.request, let name = parts.names.first,
        let word = parts.words.first
      else {
        throw ScenarioError(
          .missingOperand(verb: "on", expected: "NAME WORD STATEMENT"), at: parts.location)
      }
      let callback = try hookedCallback(word, of: name)
      return .hook(
        Hook(
          name: name, callback: callback, statement: request,
          text: parts.requestText ?? request.statementText))
    },
    parts: { operation in
      guard case .hook(let hook) = operation else { return nil }
      var parts = StatementParts(names: [hook.name])
      parts.words = [
        Token(hook.callback.word, at: ScenarioLocation(file: "", line: 0, column: 0))
      ]
      parts.request = hook.statement
      parts.requestText = hook.text
      return parts
    })

  static let alongside = GrammarEntry(
    "alongside", options: [completion.spec], place: .inHookOnly, inHooks: .coordinator,
    summary: "(in a hook only) transitionCoordinator?.animate(alongsideTransition:completion:) "
      + "on the running transition (completion=true: with a completion block)",
    builds: { parts throws(ScenarioError) in .alongside(completion: parts[completion]) },
    parts: { operation in
      guard case .alongside(let completion) = operation else { return nil }
      var parts = StatementParts()
      parts[Grammar.completion] = completion
      return parts
    })

  static let notifyInteraction = GrammarEntry(
    "notifyInteraction", place: .inHookOnly, inHooks: .coordinator,
    summary: "(in a hook only) transitionCoordinator?.notifyWhenInteractionChanges on the "
      + "running transition",
    builds: { _ in .notifyInteraction },
    parts: { if case .notifyInteraction = $0 { StatementParts() } else { nil } })

  /// The words a hook's alphabet tries (the explorer's full alphabet): each callback with
  /// the verb its code runs over another name.
  /// `X` stands for the hook's controller, `Y` for each other name; a code without `Y` is
  /// tried once for each controller.
  package static let hookAlphabet: [(word: String, code: String)] = [
    ("viewDidLoad", "present Y"), ("viewWillAppear", "present Y"), ("viewDidAppear", "present Y"),
    ("viewDidLoad", "push Y"), ("viewDidAppear", "push Y"), ("dismissCompletion", "present Y"),
    ("viewDidLoad", "addChild Y to X"), ("viewWillLayoutSubviews", "addChild Y to X"),
    ("viewWillAppear", "alongside completion=true"), ("viewWillAppear", "notifyInteraction"),
    ("decodeRestorableState", "present Y"), ("applicationFinishedRestoringState", "push Y"),
  ]

  /// A template over names (`launch X Y embed=nav restore=true`): `X` each name, `Y` each
  /// other name; a template without `Y` once for each name.
  package static func expand(_ template: String, over names: [String]) -> [String] {
    let words = template.split(separator: " ")
    return names.flatMap { name in
      let others = words.contains("Y") ? names.filter { $0 != name } : [name]
      return others.map { other in
        words.map { $0 == "X" ? name : $0 == "Y" ? other : String($0) }.joined(separator: " ")
      }
    }
  }

  /// The callback `word` names, if a hook on `name` may wait for it: a word of a line that
  /// starts with the controller (not `init`, `dealloc`, `loadView`), or an app word on `App`.
  static func hookedCallback(_ word: Token, of name: String) throws(ScenarioError) -> Callback {
    guard let callback = Callback(word: word.text) else {
      let words = Callback.allCases.map(\.word)
      throw ScenarioError(
        .unknownCallback(
          word.text, suggestion: ScenarioParser.closest(to: word.text, among: words)),
        at: word.location)
    }
    switch callback {
    case .initialize, .dealloc, .loadView:
      throw ScenarioError(.unhookableCallback(word.text), at: word.location)
    case .viewControllerWithRestorationIdentifierPath where name != "App":
      // A restoration class's method: the controller does not exist yet.
      throw ScenarioError(.unhookableCallback(word.text), at: word.location)
    case .willShow, .didShow, .shouldSelect, .didSelect:
      throw ScenarioError(.containerCallback(word.text), at: word.location)
    default:
      if callback.kind == .app, name != "App" {
        throw ScenarioError(.appCallback(word: word.text, name: name), at: word.location)
      }
      return callback
    }
  }
}
