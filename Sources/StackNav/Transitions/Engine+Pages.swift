extension Engine {
  /// `pages P A B ...`: the pages are created in order, then the page view controller, which
  /// becomes the window's root (as `root` does) and whose data source keeps every page for
  /// its lifetime (rules `page.construction`, `page.lifetime`). Its `viewDidLoad` shows the
  /// first page (`showFirstPage`). With `containerName` it is that container's child instead;
  /// with `embed`, each page is a new navigation controller whose root is the named one (rule
  /// `containment.pagesChild`).
  func showPages(
    _ name: String, _ pageNames: [String], style: PageStyle, in containerName: String? = nil,
    embeddingInNavigation embed: Bool = false
  ) throws(EngineError) {
    for pageName in pageNames + [name] {
      // The container cannot be one of the new names.
      if pageName == containerName { throw .pageExists(pageName) }
      switch names[pageName] {
      case .alive?, .freed?: throw .pageExists(pageName)
      case .freeStandingOwner?: throw .nameIsOwner(pageName)
      case .declared?, nil: break
      }
    }
    let container = try container(named: containerName)
    var pages: [Controller] = []
    for pageName in pageNames {
      let page = try existingOrNew(pageName)
      pages.append(embed ? makeNavigation(stack: [page]) : page)
    }
    let controller = try existingOrNew(name, kind: .page)
    controller.pages = pages
    controller.pageStyle = style
    let owner = "\(name).dataSource"
    for page in pages {
      controller.ownedReferences.append(NamedReference(owner: owner, target: page))
      retain(page, .named(owner))
    }
    try show(controller, in: container)
  }

  /// A page view controller's `viewDidLoad` calls `setViewControllers([first], ...)`: the
  /// first page loads, appears and moves in without `willMove(toParent:)`, before the page
  /// view controller's own appearance; its view is laid out after its parent's (rule
  /// `page.firstPage`).
  func showFirstPage(of controller: Controller) {
    guard controller.kind == .page, controller.children.isEmpty,
      let first = controller.pages.first, let rule = profile.applied(.pageFirstPage)
    else { return }
    withCause(.of(controller)) {
      adopt(first, into: controller)
      loadViewIfNeeded(first, rule: rule)
      // Loaded out of the window (the child of a container off screen), the page only moves
      // in: it appears with the page view controller.
      guard let flight = flightPlaying, flight.coming.contains(where: { $0 === controller })
      else {
        sendMove(.didMoveToParent, first, to: controller, rule: .pageFirstPage)
        return
      }
      // The page passes its appearance on to its own children, as any container that
      // forwards automatically does (a child a hook's code added to it before, a navigation
      // controller's root).
      // Loading a view runs its viewDidLoad, whose code may add children (a navigation
      // controller's root is loaded here): the arrivals are counted again until a count
      // loads nothing new.
      var appearing = Controllers()
      var loaded: [Controller] = []
      func isLoaded(_ controller: Controller) -> Bool { loaded.contains { $0 === controller } }
      while true {
        appearing = Controllers()
        var arriving: [Controller]?
        appendArrivals(first, appearing: &appearing, arriving: &arriving)
        let toLoad = appearing.filter { !isLoaded($0) }
        if toLoad.isEmpty { break }
        for controller in toLoad {
          loaded.append(controller)
          loadViewIfNeeded(controller, rule: rule)
        }
      }
      send(.viewWillAppear, to: appearing, rule: rule, animated: false)
      if profile.has(.viewIsAppearing) {
        send(.viewIsAppearing, to: appearing, rule: rule, animated: false)
      }
      send(.viewDidAppear, to: appearing, rule: rule, animated: false)
      sendMove(.didMoveToParent, first, to: controller, rule: .pageFirstPage)
      sendPendingMoves(of: appearing)
    }
  }

  /// `setPage P B` (`setViewControllers`, no delegate lines) or `swipePage P to B [cancel]`
  /// (the user's gesture, with the delegate's `willTransitionTo` and `didFinishAnimating`):
  /// the turn of P's style, completed or run back (rules `page.setPage`, `page.scroll`,
  /// `page.scrollCancel`, `page.curl`, `page.curlCancel`, `delegate.page`). It completes
  /// within its statement.
  func turnPage(
    of name: String, to pageName: String, gesture: Bool, cancelled: Bool, animated: Bool
  ) throws(EngineError) {
    guard let pages = node(named: name) else {
      if case .freed? = names[name] { throw .nameFreed(name) }
      throw .notAPageController(name)
    }
    guard pages.kind == .page else { throw .notAPageController(name) }
    // A page embedded in a navigation controller is turned to as that navigation controller.
    var named = node(named: pageName)
    if let root = named, let navigation = root.parent, navigation.kind == .navigation,
      pages.pages.contains(navigation)
    {
      named = navigation
    }
    guard let page = named, let index = pages.pages.firstIndex(of: page) else {
      if case .freed? = names[pageName] { throw .nameFreed(pageName) }
      throw .notAPage(pageName, pages: name)
    }
    guard let current = pages.visibleChild, let currentIndex = pages.pages.firstIndex(of: current)
    else { throw .notAPage(pageName, pages: name) }
    charge(index + currentIndex + 2)
    if gesture, abs(index - currentIndex) != 1 {
      throw .notNextPage(pageName, pages: name, current: current.name)
    }
    if page === current {
      note(.pageAlreadyShown(page: pageName, pages: name))
      return
    }
    // A page the app put elsewhere in the meantime (the data source only keeps it).
    if let place = placeInHierarchy(of: page) {
      throw .alreadyInHierarchy(pageName, place: place)
    }
    guard pages.appearance.isInWindow else {
      if gesture {
        note(.pagesOffScreen(pages: name))
        return
      }
      // Off screen, the new page only moves in.
      withCause(.of(pages)) {
        page.parent = pages
        end(.pageTurned(pages, from: current, to: page))
        sendMove(.didMoveToParent, page, to: pages, rule: .pageSetPage)
        sendMove(.didMoveToParent, current, to: nil, rule: .pageSetPage)
      }
      return
    }
    let curl = pages.pageStyle == .curl
    var transition = Transition(kind: .child, cause: .of(pages), animated: animated)
    transition.order = curl ? .pageCurl : .pageScroll
    transition.cancelled = cancelled
    transition.runsBack = curl ? .interleaved : .outgoingFirst
    transition.runBackRule = curl ? .pageCurlCancel : .pageScrollCancel
    transition.parts = [.motion(page, .movingToParent), .motion(current, .movingFromParent)]
    transition.outgoing = Controllers(current)
    transition.incoming = Controllers(page)
    // The new page sits in the page view controller while it turns.
    page.parent = pages
    if cancelled {
      transition.parts.append(.atEnd(.formerParent(page)))
    } else {
      transition.parts += [
        .atEnd(.pageTurned(pages, from: current, to: page)), .atEnd(.didMove(page, to: pages)),
        .atEnd(.didMove(current, to: nil)),
      ]
    }
    if gesture, played.contains(.delegates), let rule = profile.applied(.pageDelegate) {
      if profile.pageDelegateTellsWillTransition {
        transition.parts.append(
          .notice(
            Transition.Notice(
              callback: .willTransitionTo, controller: pages, target: page, rule: rule,
              place: .atStart)))
      }
      transition.parts.append(
        .notice(
          Transition.Notice(
            callback: .didFinishAnimating, controller: pages, target: current, rule: rule,
            place: .atEndAlways, completed: !cancelled)))
    }
    play(transition)
    finishInFlight()
  }
}
