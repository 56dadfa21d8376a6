import StackNav

/// The statements of page view controllers: `pages`, `setPage`, `swipePage`.
extension Grammar {
  static let pageStyle = StatementOption<PageStyle>.choice(
    "style", PageStyle.allCases.map { ($0.rawValue, $0) }, default: .scroll)

  static let pages = GrammarEntry(
    "pages", [.name("NAME"), .names], options: [pageStyle.spec],
    // A page view controller manages its own children: no forwarding trait applies.
    refusedTrait: GrammarEntry.RefusedTrait(key: "forwarding", error: .forwardingOnPages),
    summary: "the window's root becomes a page view controller NAME whose data source serves "
      + "the pages in order; it shows the first",
    builds: { parts throws(ScenarioError) in
      let name = parts.names[0]
      let pages = Array(parts.names.dropFirst())
      var seen: Set<String> = [name]
      for page in pages where !seen.insert(page).inserted {
        throw ScenarioError(.repeatedName(verb: "pages", name: page), at: parts.location)
      }
      return .pages(name, pages, style: parts[pageStyle])
    },
    parts: { operation in
      guard case .pages(let name, let pages, let style) = operation else { return nil }
      var parts = StatementParts(names: [name] + pages)
      parts[pageStyle] = style
      return parts
    })

  static let setPage = GrammarEntry(
    "setPage", [.name("NAME"), .name("PAGE")], options: [animated.spec],
    summary: "NAME.setViewControllers([PAGE], direction:animated:): no delegate call",
    builds: { parts in .setPage(parts.names[0], to: parts.names[1], animated: parts[animated]) },
    parts: { operation in
      guard case .setPage(let name, let page, let isAnimated) = operation else { return nil }
      var parts = StatementParts(names: [name, page])
      parts[animated] = isAnimated
      return parts
    })

  static let swipePage = GrammarEntry(
    "swipePage", [.name("NAME"), .keyword("to"), .name("PAGE"), .optionalKeyword("cancel")],
    summary: "the user turns NAME's page to PAGE, next to the current one, completed or "
      + "cancelled",
    builds: { parts in
      .swipePage(parts.names[0], to: parts.names[1], cancelled: parts.says("cancel"))
    },
    parts: { operation in
      guard case .swipePage(let name, let page, let cancelled) = operation else { return nil }
      var parts = StatementParts(names: [name, page])
      if cancelled { parts.keywords = ["cancel"] }
      return parts
    })
}
