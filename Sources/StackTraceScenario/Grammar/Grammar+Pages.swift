import StackNav

/// The statements of page view controllers: `pages`, `setPage`, `swipePage`.
extension Grammar {
  static let pageStyle = StatementOption<PageStyle>.choice(
    "style", PageStyle.allCases.map { ($0.rawValue, $0) }, default: .scroll)

  static let pages = GrammarEntry(
    "pages", [.name("NAME"), .names], names: [.one(\Operation.Pages.name), .rest(\.pages)],
    options: [
      pageStyle.bound(\.style), container.bound(\.container),
      embed.bound(\.embedInNavigation),
    ],
    // A page view controller manages its own children: no forwarding trait applies.
    refusedTrait: GrammarEntry.RefusedTrait(key: "forwarding") { _, _ in .forwardingOnPages },
    summary: "the window's root becomes a page view controller NAME whose data source serves "
      + "the pages in order; it shows the first (in=P: P's child instead; embed=nav: each "
      + "page inside its own navigation controller)",
    payload: Operation.Pages(), case: Operation.pages,
    of: { if case .pages(let pages) = $0 { pages } else { nil } },
    check: { pages, parts throws(ScenarioError) in
      var seen: Set<String> = [pages.name]
      for page in pages.pages where !seen.insert(page).inserted {
        throw ScenarioError(.repeatedName(verb: "pages", name: page), at: parts.location)
      }
    })

  static let setPage = GrammarEntry(
    "setPage", [.name("NAME"), .name("PAGE")],
    names: [.one(\Operation.SetPage.name), .one(\.page)], options: [animated.bound(\.animated)],
    summary: "NAME.setViewControllers([PAGE], direction:animated:): no delegate call",
    payload: Operation.SetPage(), case: Operation.setPage,
    of: { if case .setPage(let set) = $0 { set } else { nil } })

  static let swipePage = GrammarEntry(
    "swipePage", [.name("NAME"), .keyword("to"), .name("PAGE"), .optionalKeyword("cancel")],
    names: [.one(\Operation.SwipePage.name), .one(\.page)],
    keyword: KeywordField("cancel", \.cancelled),
    summary: "the user turns NAME's page to PAGE, next to the current one, completed or "
      + "cancelled",
    payload: Operation.SwipePage(), case: Operation.swipePage,
    of: { if case .swipePage(let swipe) = $0 { swipe } else { nil } })
}
