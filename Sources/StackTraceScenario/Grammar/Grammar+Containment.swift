import StackNav

/// The statements of containers the app writes: children added and removed by hand, their
/// appearance driven by hand, views added without containment, children swapped.
extension Grammar {
  static let addChild = GrammarEntry(
    "addChild", [.name("CHILD"), .keyword("to"), .name("PARENT")],
    inHooks: .containment,
    summary: "PARENT.addChild(CHILD), adds its view, CHILD.didMove(toParent: PARENT)",
    builds: { parts in .addChild(parts.names[0], to: parts.names[1]) },
    parts: { operation in
      guard case .addChild(let child, let parent) = operation else { return nil }
      return StatementParts(names: [child, parent])
    })

  static let removeChild = GrammarEntry(
    "removeChild", [.name("NAME")],
    inHooks: .containment,
    summary: "willMove(toParent: nil), removes its view, removeFromParent()",
    builds: { parts in .removeChild(parts.names[0]) },
    parts: {
      if case .removeChild(let name) = $0 { StatementParts(names: [name]) } else { nil }
    })
}

extension Grammar {
  static let appearing = StatementOption<Bool?>.choice(
    "appearing", [("true", true), ("false", false)], default: nil, required: true)

  static let beginAppearance = GrammarEntry(
    "beginAppearance", [.name("NAME")], options: [appearing.spec, animated.spec],
    inHooks: .appearance,
    summary: "NAME.beginAppearanceTransition(appearing, animated:)",
    builds: { parts throws(ScenarioError) in
      guard let isAppearing = parts[appearing] else {
        throw ScenarioError(
          .missingOption(
            verb: "beginAppearance", expected: "appearing=true or appearing=false"),
          at: parts.location)
      }
      return .beginAppearance(parts.names[0], appearing: isAppearing, animated: parts[animated])
    },
    parts: { operation in
      guard case .beginAppearance(let name, let isAppearing, let isAnimated) = operation else {
        return nil
      }
      var parts = StatementParts(names: [name])
      parts[appearing] = isAppearing
      parts[animated] = isAnimated
      return parts
    })

  static let endAppearance = GrammarEntry(
    "endAppearance", [.name("NAME")], inHooks: .appearance,
    summary: "NAME.endAppearanceTransition()",
    builds: { parts in .endAppearance(parts.names[0]) },
    parts: {
      if case .endAppearance(let name) = $0 { StatementParts(names: [name]) } else { nil }
    })

  static let addSubview = GrammarEntry(
    "addSubview", [.name("NAME"), .keyword("to"), .name("HOST")],
    inHooks: .subviews,
    summary: "HOST.view.addSubview(NAME.view), without addChild",
    builds: { parts in .addSubview(parts.names[0], to: parts.names[1]) },
    parts: { operation in
      guard case .addSubview(let name, let host) = operation else { return nil }
      return StatementParts(names: [name, host])
    })

  static let removeSubview = GrammarEntry(
    "removeSubview", [.name("NAME")], inHooks: .subviews,
    summary: "NAME.view.removeFromSuperview()",
    builds: { parts in .removeSubview(parts.names[0]) },
    parts: {
      if case .removeSubview(let name) = $0 { StatementParts(names: [name]) } else { nil }
    })

  static let transition = GrammarEntry(
    "transition",
    [
      .keyword("from"), .name("FROM"), .keyword("to"), .name("TO"), .keyword("in"), .name("PARENT"),
    ],
    options: [animated.spec],
    summary: "FROM.willMove(toParent: nil), PARENT.addChild(TO), PARENT.transition(from:to:), "
      + "FROM.removeFromParent(), TO.didMove(toParent: PARENT)",
    builds: { parts in
      .transition(
        from: parts.names[0], to: parts.names[1], in: parts.names[2], animated: parts[animated])
    },
    parts: { operation in
      guard case .transition(let from, let to, let parent, let isAnimated) = operation else {
        return nil
      }
      var parts = StatementParts(names: [from, to, parent])
      parts[animated] = isAnimated
      return parts
    })
}
