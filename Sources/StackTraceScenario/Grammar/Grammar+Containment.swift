import StackNav

/// The statements of containers the app writes: children added and removed by hand, their
/// appearance driven by hand, views added without containment, children swapped.
extension Grammar {
  static let addChild = GrammarEntry(
    "addChild", [.name("CHILD"), .keyword("to"), .name("PARENT")],
    names: [.one(\Operation.AddChild.child), .one(\.parent)],
    options: [embed.bound(\Operation.AddChild.embedInNavigation)], inHooks: .containment,
    summary: "PARENT.addChild(CHILD), adds its view, CHILD.didMove(toParent: PARENT) (embed=nav: "
      + "a new navigation controller whose root is CHILD takes its place)",
    payload: Operation.AddChild(), case: Operation.addChild,
    of: { if case .addChild(let add) = $0 { add } else { nil } })

  static let removeChild = GrammarEntry(
    "removeChild", [.name("NAME")], names: [.one(\String.self)], inHooks: .containment,
    summary: "willMove(toParent: nil), removes its view, removeFromParent()",
    payload: "", case: Operation.removeChild,
    of: { if case .removeChild(let name) = $0 { name } else { nil } })
}

extension Grammar {
  static let appearing = StatementOption<Bool?>.choice(
    "appearing", [("true", true), ("false", false)], default: nil, required: true)

  static let beginAppearance = GrammarEntry(
    "beginAppearance", [.name("NAME")], names: [.one(\Operation.BeginAppearance.name)],
    options: [appearing.bound(required: \.appearing), animated.bound(\.animated)],
    inHooks: .appearance,
    summary: "NAME.beginAppearanceTransition(appearing, animated:)",
    payload: Operation.BeginAppearance(), case: Operation.beginAppearance,
    of: { if case .beginAppearance(let begin) = $0 { begin } else { nil } },
    check: { _, parts throws(ScenarioError) in
      guard parts.word(of: appearing) == nil else { return }
      throw ScenarioError(
        .missingOption(verb: "beginAppearance", expected: "appearing=true or appearing=false"),
        at: parts.location)
    })

  /// The appearance callbacks `call` takes, as a statement says them.
  static let directCallWords = Operation.Call.callbacks.map(\.word)

  static let call = GrammarEntry(
    "call",
    [
      .name("NAME"),
      .word(
        expected: "viewWillAppear, viewDidAppear, viewWillDisappear or viewDidDisappear",
        shown: directCallWords.joined(separator: "|"), values: directCallWords),
    ],
    options: [animated.spec], inHooks: .directCall,
    summary: "app code calls NAME's appearance callback itself (NAME.viewWillAppear(true)): "
      + "the override runs, UIKit's state does not move",
    builds: { parts throws(ScenarioError) in
      guard let name = parts.names.first, let word = parts.words.first else {
        throw ScenarioError(
          .missingOperand(verb: "call", expected: "NAME WORD"), at: parts.location)
      }
      guard let callback = Callback(word: word.text), Operation.Call.callbacks.contains(callback)
      else { throw ScenarioError(.notACallableCallback(word.text), at: word.location) }
      return .call(Operation.Call(name: name, callback: callback, animated: parts[animated]))
    },
    parts: { operation in
      guard case .call(let call) = operation else { return nil }
      var parts = StatementParts(names: [call.name])
      parts.words = [Token(call.callback.word, at: ScenarioLocation(file: "", line: 0, column: 0))]
      parts[animated] = call.animated
      return parts
    })

  static let endAppearance = GrammarEntry(
    "endAppearance", [.name("NAME")], names: [.one(\String.self)], inHooks: .appearance,
    summary: "NAME.endAppearanceTransition()",
    payload: "", case: Operation.endAppearance,
    of: { if case .endAppearance(let name) = $0 { name } else { nil } })

  static let addSubview = GrammarEntry(
    "addSubview", [.name("NAME"), .keyword("to"), .name("HOST")],
    names: [.one(\Operation.AddSubview.name), .one(\.host)], inHooks: .subviews,
    summary: "HOST.view.addSubview(NAME.view), without addChild",
    payload: Operation.AddSubview(), case: Operation.addSubview,
    of: { if case .addSubview(let add) = $0 { add } else { nil } })

  static let removeSubview = GrammarEntry(
    "removeSubview", [.name("NAME")], names: [.one(\String.self)], inHooks: .subviews,
    summary: "NAME.view.removeFromSuperview()",
    payload: "", case: Operation.removeSubview,
    of: { if case .removeSubview(let name) = $0 { name } else { nil } })

  static let transition = GrammarEntry(
    "transition",
    [
      .keyword("from"), .name("FROM"), .keyword("to"), .name("TO"), .keyword("in"), .name("PARENT"),
    ],
    names: [.one(\Operation.ChildTransition.from), .one(\.to), .one(\.parent)],
    options: [animated.bound(\.animated)],
    summary: "FROM.willMove(toParent: nil), PARENT.addChild(TO), PARENT.transition(from:to:), "
      + "FROM.removeFromParent(), TO.didMove(toParent: PARENT)",
    payload: Operation.ChildTransition(), case: Operation.transition,
    of: { if case .transition(let swap) = $0 { swap } else { nil } })
}
