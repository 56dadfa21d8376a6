import StackNav

/// The statements of containers the app writes: children added and removed by hand.
extension Grammar {
  static let addChild = GrammarEntry(
    "addChild", [.name("CHILD"), .keyword("to"), .name("PARENT")],
    summary: "PARENT.addChild(CHILD), adds its view, CHILD.didMove(toParent: PARENT)",
    builds: { parts in .addChild(parts.names[0], to: parts.names[1]) },
    parts: { operation in
      guard case .addChild(let child, let parent) = operation else { return nil }
      return StatementParts(names: [child, parent])
    })

  static let removeChild = GrammarEntry(
    "removeChild", [.name("NAME")],
    summary: "willMove(toParent: nil), removes its view, removeFromParent()",
    builds: { parts in .removeChild(parts.names[0]) },
    parts: {
      if case .removeChild(let name) = $0 { StatementParts(names: [name]) } else { nil }
    })
}
