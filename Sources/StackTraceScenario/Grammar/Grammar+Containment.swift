import StackNav

/// The statements of containers the app writes: children added and removed by hand, their
/// appearance driven by hand, views added without containment, children swapped.
extension Grammar {
  static let addChild = GrammarEntry(
    "addChild", [.name("CHILD"), .keyword("to"), .name("PARENT")],
    names: [.one(\Operation.AddChild.child), .one(\.parent)], inHooks: .containment,
    summary: "PARENT.addChild(CHILD), adds its view, CHILD.didMove(toParent: PARENT)",
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
