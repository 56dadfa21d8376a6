extension RuleTable {
  /// `willMoveToParent` and `didMoveToParent`: when containers send them.
  static let containment: [RuleEntry] = [
    RuleEntry(
      Rule(
        .containment,
        "A controller moving into a container gets willMoveToParent when the move starts, before "
          + "its view loads, and didMoveToParent after its viewDidAppear; one moving out gets "
          + "willMoveToParent(nil) first and didMoveToParent(nil) last, before it is freed.",
        source: "[log-3] [decomp-nav-8-3]; willMove inside the call or at the "
          + "transition's start: unverified",
        confidence: .medium), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .navigationRootContainment,
        "A navigation controller created with controllers (push on an empty window, setStack on "
          + "an empty window, embed=nav): each below the top gets willMoveToParent then "
          + "didMoveToParent at once, in stack order; the top gets willMoveToParent at once and "
          + "didMoveToParent after its first viewDidAppear, when the navigation controller has "
          + "appeared (a tab never selected: at its first selection).",
        source: "[n14] (the stack in order, inside the setter) [s40] (the root's didMove "
          + "after its first viewDidAppear) [log-3]; a tab's wait: our choice",
        confidence: .medium), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .tabContainment,
        "Each tab gets willMoveToParent and didMoveToParent, in tab order, when the tab bar "
          + "controller is given its tabs.",
        source: "[apple-uiviewcontroller-h] (setViewControllers adds children); "
          + "order: our choice",
        confidence: .unverified), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .customContainment,
        "addChild: willMoveToParent (automatic), the child's view loads and, on screen, "
          + "viewWillAppear and viewIsAppearing; then didMoveToParent (the container's call) and "
          + "viewDidAppear at the end of the transaction. removeChild: willMoveToParent(nil), "
          + "the disappear pair, didMoveToParent(nil) (automatic), then the release.",
        source: "[apple-uiviewcontroller-h] [apple-willMove] [log-7]; the second "
          + "didMove log-7 shows under Catalyst is not modelled",
        confidence: .medium), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .navigationChild,
        "addChild B to P embed=nav: a new navigation controller Nav#N, B its root (B "
          + "willMoveToParent Nav#N when it is made, didMoveToParent after its first "
          + "viewDidAppear), is P's child as any child is (containment.custom); Nav#N passes "
          + "each appearance line on to its top. The navigation requests (push, pop, "
          + "setStack, swipeBack) act on the most recently added one when the window's root "
          + "is a content controller; removeChild B removes Nav#N (B is its root); its "
          + "lines print with --containers.",
        source: "composition of containment.custom and containment.navigationRoot; "
          + "[w-xlpager-30] (a pager's page inside a navigation controller, iOS 7 and 8) "
          + "[w-nav-add-child-iloveanan] [openradar-14897231] (a navigation controller's "
          + "children are UIKit's) [w-drawer-centre-nav] (a drawer's centre navigation "
          + "controller); no log gives the lines: unverified",
        confidence: .unverified), profiles: .everyIOS,
      probe: .lines(
        scenario: "root P\naddChild B to P embed=nav\npush X",
        ["B willMoveToParent Nav#1", "B viewWillAppear", "B viewDidAppear", "X init"])),
    RuleEntry(
      Rule(
        .tabBarChild,
        "tabs T1 T2 ... in=P: the new tab bar controller Tab#N is P's child, as any child is "
          + "(containment.custom), not the window's root; its selected tab gets each of its "
          + "appearance lines after it. select and tap act on the tab bar controller holding "
          + "the name; the navigation requests act on the selected tab's navigation "
          + "controller when P is the window's root.",
        source: "composition of containment.custom and containment.tabs; [w-drawer-centre-nav] "
          + "(a tab bar controller inside a reveal container, iOS 6; that container also "
          + "forwarded by hand, which is not doubled here); no log gives the lines: "
          + "unverified",
        confidence: .unverified), profiles: .everyIOS,
      probe: .lines(
        scenario: "root P\ntabs A B in=P\nselect B",
        ["A viewWillAppear", "A viewDidAppear", "B viewWillAppear"])),
    RuleEntry(
      Rule(
        .pagesChild,
        "pages Q A B in=P: the page view controller Q is P's child, as any child is "
          + "(containment.custom), not the window's root; its first page comes in its "
          + "viewDidLoad as ever (page.firstPage). pages Q A B embed=nav: each page is a new "
          + "navigation controller whose root is the named controller (made in order, as tabs "
          + "embed=nav makes them); the page turns move the navigation controllers, and each "
          + "passes its lines on to its root.",
        source: "our choice: a composition of containment.custom, containment.navigationRoot "
          + "and the page rules (pager libraries embed their pages so); no log gives the "
          + "lines: unverified",
        confidence: .unverified), profiles: .ios(5...),
      probe: .lines(
        scenario: "root P\npages Q A B in=P style=curl",
        ["Q init", "A willMoveToParent Q", "A didMoveToParent Q"])),
    RuleEntry(
      Rule(
        .navigationFirstDisplay,
        "A navigation controller's first display as the window's first root (root X "
          + "embed=nav, push or setStack on an empty window): its viewWillAppear comes before "
          + "its root's view loads; each view loads right before its viewWillAppear. Only "
          + "--containers shows the navigation controller's lines.",
        source: "[w-ios-in-depth-2018] (iOS 12 simulator); before iOS 12 no evidence either "
          + "way: the old order kept",
        confidence: .medium), profiles: .ios(12...),
      probe: .lines(
        scenario: "root A embed=nav", ["Nav#1 viewWillAppear", "A loadView"])),
    RuleEntry(
      Rule(
        .navigationTransitionLayout,
        "An animated push or pop (popTo, popToRoot and setStack over a visible stack the "
          + "same) lays the navigation controller out around its will callbacks: its "
          + "viewWillLayoutSubviews after the moves' willMoveToParent, before the incoming "
          + "view loads; its viewDidLayoutSubviews after the will callbacks (and willShow), "
          + "before the incoming viewIsAppearing and layout. Not for a swipe, nor without "
          + "animation.",
        source: "[w-ios-in-depth-2018] (push and pop, iOS 12 simulator); popTo, popToRoot, "
          + "setStack and viewIsAppearing's place: unverified",
        confidence: .medium), profiles: .ios(12...),
      probe: .lines(
        scenario: "root A embed=nav\npush B",
        ["B willMoveToParent Nav#1", "Nav#1 viewWillLayoutSubviews", "B loadView"])),
  ]
}
