import StackNav

/// The statements of a window's root and its navigation stacks.
extension Grammar {
  static let root = GrammarEntry(
    "root", [.name("NAME")], options: [embed.spec],
    summary: "window.rootViewController = NAME (embed=nav: a new navigation controller whose "
      + "root is NAME)",
    builds: { parts in .root(parts.names[0], embedInNavigation: parts[embed]) },
    parts: { operation in
      guard case .root(let name, let embedded) = operation else { return nil }
      var parts = StatementParts(names: [name])
      parts[embed] = embedded
      return parts
    })

  static let push = GrammarEntry(
    "push", [.names], options: [embed.spec, animated.spec, completion.spec],
    startsTransition: true,
    inHooks: .navigation,
    summary: "pushViewController for each NAME (an empty window gets a navigation controller)",
    builds: { parts in
      .push(
        parts.names, embedInNavigation: parts[embed], animated: parts[animated],
        completion: parts[completion])
    },
    parts: { operation in
      guard case .push(let names, let embedded, let isAnimated, let completes) = operation else {
        return nil
      }
      var parts = StatementParts(names: names)
      parts[embed] = embedded
      parts[animated] = isAnimated
      parts[completion] = completes
      return parts
    })

  static let pop = GrammarEntry(
    "pop", options: [animated.spec, completion.spec], startsTransition: true,
    inHooks: .navigation,
    summary: "popViewController on the visible navigation controller",
    builds: { parts in .pop(animated: parts[animated], completion: parts[completion]) },
    parts: { operation in
      guard case .pop(let isAnimated, let completes) = operation else { return nil }
      var parts = StatementParts()
      parts[animated] = isAnimated
      parts[completion] = completes
      return parts
    })

  static let popToRoot = GrammarEntry(
    "popToRoot", options: [animated.spec], startsTransition: true,
    inHooks: .navigation,
    summary: "popToRootViewController",
    builds: { parts in .popToRoot(animated: parts[animated]) },
    parts: { operation in
      guard case .popToRoot(let isAnimated) = operation else { return nil }
      var parts = StatementParts()
      parts[animated] = isAnimated
      return parts
    })

  static let popTo = GrammarEntry(
    "popTo", [.name("NAME")], options: [animated.spec], startsTransition: true,
    inHooks: .navigation,
    summary: "popToViewController(NAME)",
    builds: { parts in .popTo(parts.names[0], animated: parts[animated]) },
    parts: { operation in
      guard case .popTo(let name, let isAnimated) = operation else { return nil }
      var parts = StatementParts(names: [name])
      parts[animated] = isAnimated
      return parts
    })

  static let setStack = GrammarEntry(
    "setStack", [.names], options: [animated.spec], startsTransition: true,
    inHooks: .navigation,
    summary: "setViewControllers([NAME...])",
    builds: { parts in .setStack(parts.names, animated: parts[animated]) },
    parts: { operation in
      guard case .setStack(let names, let isAnimated) = operation else { return nil }
      var parts = StatementParts(names: names)
      parts[animated] = isAnimated
      return parts
    })

  static let swipeBack = GrammarEntry(
    "swipeBack", [.optionalKeyword("cancel")],
    summary: "the interactive pop gesture, completed or cancelled",
    builds: { parts in .swipeBack(cancelled: parts.says("cancel")) },
    parts: { operation in
      guard case .swipeBack(let cancelled) = operation else { return nil }
      var parts = StatementParts()
      if cancelled { parts.keywords = ["cancel"] }
      return parts
    })
}
