extension Profile {
  /// The rule set the five seed documents record (documented-orderings.md), the default.
  ///
  /// Where the seeds are silent (presentation styles, misuse), the profile borrows the
  /// behaviour of iPhone UIKit before iOS 13 and says so in the rule's source.
  public static let documented = Profile(
    name: "documented",
    iosVersion: nil,
    navigationInterleaving: Ruled(
      .outgoingFirst,
      Rule(
        "nav.interleaving",
        "Push and pop: old viewWillDisappear, new viewWillAppear, old viewDidDisappear, "
          + "new viewDidAppear.",
        source: "seed 002 (push: 'after B finishes viewDidLoad A is about to disappear'; pop)",
        confidence: .seed)),
    modalInterleaving: Ruled(
      .incomingDidFirst,
      Rule(
        "modal.interleaving",
        "Present and dismiss: old viewWillDisappear, new viewWillAppear, new viewDidAppear, "
          + "old viewDidDisappear.",
        source: "seed 002 (present; dismiss: 'this differs from pop')",
        confidence: .seed)),
    windowInterleaving: Ruled(
      .outgoingFirst,
      Rule(
        "window.interleaving",
        "A new window root appears as a push would show it: old will, new will, old did, "
          + "new did.",
        source: "seeds 002 and 000 (first appearance); replacing a root: our choice",
        confidence: .unverified)),
    tabInterleaving: Ruled(.incomingWillFirst, .notApplicable),
    childInterleaving: Ruled(.outgoingFirst, .notApplicable),
    cancelledTransition: .notApplicable,
    creation: Rule(
      "create.onFirstMention",
      "A controller is created (init) when the first statement naming it needs it: pushing "
        + "B runs B's init after A has appeared.",
      source: "seed 002 (push: 'after A's viewDidAppear, B starts initializing'); contract §2",
      confidence: .seed),
    freeOnLastRelease: Rule(
      "free.lastRelease",
      "A controller is deallocated when the last object retaining it lets go, never before.",
      source: "seed 000 ('Popping view controllers': not deallocated while retained elsewhere)",
      confidence: .seed),
    freeAfterTransition: Rule(
      "free.afterTransition",
      "A popped or dismissed controller is freed after the transition's last callback.",
      source: "seed 002 (summary 2: 'after A has appeared, B is destroyed')",
      confidence: .seed),
    freeCascade: Rule(
      "free.cascade",
      "A freed controller releases what it owned, depth first: children, then what it "
        + "presented, then its named references, each in the order taken.",
      source: "Objective-C dealloc semantics; order: our choice",
      confidence: .unverified),
    statementReference: Rule(
      "free.statementReference",
      "A controller a statement creates is held by that statement until it ends, like a "
        + "local variable in a button action.",
      source: "contract §2",
      confidence: .seed),
    lazyLoading: Rule(
      "load.onViewAccess",
      "When something needs a controller's view and it is nil, loadView then viewDidLoad run.",
      source: "seed 003 §2, §5; seed 004 (load cycle); seed 000",
      confidence: .seed),
    loadBeforeAppearance: Rule(
      "load.beforeTransition",
      "The view of a controller coming on screen loads before any appearance callback of "
        + "the transition.",
      source: "seed 002 (push and present: A disappears only after B finishes viewDidLoad)",
      confidence: .seed),
    viewAssignedInInit: Rule(
      "load.viewAssignedInInit",
      "A view assigned in init means loadView and viewDidLoad are never called.",
      source: "seed 000 (loading: 'loadView and viewDidLoad will not be called')",
      confidence: .seed),
    noViewRepeats: Ruled(
      3,
      Rule(
        "load.noViewRepeats",
        "A loadView that assigns no view runs again with viewDidLoad, 3 times in all, then "
          + "[super loadView] makes an empty view.",
        source: "seed 000 ('repeatedly call loadView and viewDidLoad, finally [super "
          + "loadView]'); seed 002 (loop); the count is our choice",
        confidence: .unverified)),
    statusBarReload: Rule(
      "load.statusBarReload",
      "Changing the status bar's visibility in loadView loads the view again inside the "
        + "first load: loadView, loadView, viewDidLoad, viewDidLoad.",
      source: "seed 003 §6.1",
      confidence: .seed),
    layout: Ruled(
      .onceAfterLoad,
      Rule(
        "layout.onceAfterLoad",
        "viewWillLayoutSubviews and viewDidLayoutSubviews follow viewWillAppear only for a "
          + "view laid out for the first time since it loaded.",
        source: "seed 002 (summary 1: A does not lay out again after the pop); seed 000; "
          + "seed 003 §5 (a reloaded view)",
        confidence: .seed)),
    layoutAfterDidAppearWhenNotAnimated: Ruled(false, .notApplicable),
    viewIsAppearing: Ruled(false, .notApplicable),
    containment: Ruled(false, .notApplicable),
    navigationRootContainment: .notApplicable,
    tabContainment: .notApplicable,
    customContainment: .notApplicable,
    popToIntermediates: .notApplicable,
    setStackTransition: .notApplicable,
    interactivePop: .notApplicable,
    interactiveDismiss: .notApplicable,
    tabLoading: .notApplicable,
    memoryWarningDelivery: Rule(
      "memory.everyController",
      "Every controller in memory gets didReceiveMemoryWarning, in the order they were "
        + "created.",
      source: "seed 000 (PS: all controllers in memory); the order is our choice",
      confidence: .seed),
    memoryWarning: Ruled(
      .unloadViewsNotInWindow(sendsWillUnload: true),
      Rule(
        "memory.unloadHiddenViews",
        "The default didReceiveMemoryWarning releases the view of a controller not on screen "
          + "with viewWillUnload then viewDidUnload; the one on screen keeps its view; nothing "
          + "is freed.",
        source: "seed 000 (PS, unloading); seed 003 §4; seed 004 (unload cycle)",
        confidence: .seed)),
    nilViewStillUnloads: Ruled(
      true,
      Rule(
        "memory.nilViewStillUnloads",
        "A view already released when the warning comes still gets viewDidUnload (only) when "
          + "super runs.",
        source: "seed 000 (SO answer, 'viewDidUnload method': 'a subtle point')",
        confidence: .seed)),
    noSuperKeepsView: Rule(
      "memory.noSuperKeepsView",
      "An override of didReceiveMemoryWarning that does not call super releases no view.",
      source: "seed 004 ('You must call super'); seed 000",
      confidence: .seed),
    defaultStyle: Ruled(
      .fullScreen,
      Rule(
        "present.defaultStyle",
        "present uses fullScreen unless the scenario names a style.",
        source: "contract §2; seed 002 (present)",
        confidence: .seed)),
    stylesHidingPresenter: Ruled(
      [.fullScreen, .currentContext, .automatic, .pageSheet, .formSheet, .popover],
      Rule(
        "present.presenterLeaves",
        "fullScreen and currentContext take the presenter off screen (it gets disappear and "
          + "appear callbacks); sheets and popovers adapt to full screen on iPhone; over* and "
          + "custom styles leave it on screen.",
        source: "not in the seeds: iPhone before iOS 13, uikit-orderings.md §4.2",
        confidence: .high)),
    sheetStyles: Ruled([], .notApplicable),
    presentationContext: Rule(
      "present.context",
      "A controller inside containers presents from the root of its layer (its navigation "
        + "or tab bar controller, or the presented controller it belongs to).",
      source: "Apple doc definesPresentationContext (not in the seeds)",
      confidence: .high),
    dismissChain: Rule(
      "dismiss.chain",
      "dismiss on a controller dismisses what it presented and everything above; only the "
        + "top one gets callbacks; with nothing presented its presenter dismisses it; the "
        + "intermediates are freed bottom up, the top one last.",
      source: "Apple doc dismiss(animated:completion:); free order: our choice "
        + "(uikit-orderings.md §4.4)",
      confidence: .unverified),
    pushSameInstance: Ruled(
      .classic,
      Rule(
        "misuse.pushSameInstance",
        "Pushing an instance already on the stack raises NSInvalidArgumentException.",
        source: "Apple doc pushViewController(_:animated:); iOS 8.3 decompilation",
        confidence: .high)),
    pushNavigationController: Rule(
      "misuse.pushNavigation",
      "Pushing a navigation controller (push NAME embed=nav) raises NSInvalidArgumentException "
        + "'Pushing a navigation controller is not supported'.",
      source: "uikit-orderings.md §8 (juejin 2019, log#18; iOS 8.3 decompilation)",
      confidence: .high),
    presentActiveController: Rule(
      "misuse.presentActive",
      "Presenting a controller that is already presented or in a container raises "
        + "NSInvalidArgumentException.",
      source: "app crash logs (uikit-orderings.md §8)",
      confidence: .high),
    popRoot: Rule(
      "misuse.popRoot",
      "Popping when only the root is on the stack does nothing.",
      source: "Apple doc popViewController(animated:)",
      confidence: .high),
    dismissWithNothingPresented: Rule(
      "misuse.dismissNothing",
      "dismiss with nothing presented forwards to the presenting controller; with neither "
        + "it does nothing.",
      source: "Apple doc dismiss(animated:completion:); openradar 30284135",
      confidence: .high),
    presentWithNothingOnScreen: Rule(
      "misuse.presentNothingOnScreen",
      "present with no controller on screen presents nothing: there is no presenter.",
      source: "our choice (no controller can call present)",
      confidence: .unverified),
    presentNotInWindow: Rule(
      "misuse.presentNotInWindow",
      "Presenting from a controller whose view is not in the window hierarchy presents "
        + "nothing; UIKit logs 'Attempt to present <B> on <A> whose view is not in the window "
        + "hierarchy!'.",
      source: "uikit-orderings.md §8 (juejin 2019, log#18; kouhan.cn; positioniseverything); "
        + "the 'Warning: ' prefix of older builds is left out",
      confidence: .high),
    presentWhilePresenting: Rule(
      "misuse.presentWhilePresenting",
      "Presenting from a controller that is already presenting presents nothing; UIKit logs "
        + "'Attempt to present <C> on <A> which is already presenting <B>'.",
      source: "uikit-orderings.md §8 (code comments; MDC alert controller comment)",
      confidence: .medium),
    presentWhileTransitioning: Rule(
      "misuse.presentWhileTransitioning",
      "A present made while a presentation or dismissal is in flight (meanwhile present) is "
        + "dropped, not queued; UIKit logs 'Attempt to present <C> on <A> while a "
        + "presentation is in progress!'.",
      source: "uikit-orderings.md §8 (code comments, several, incl. SwiftUI hosts); the "
        + "newer '(from <Z>)' wording is left out",
      confidence: .high),
    dismissWhileTransitioning: Rule(
      "misuse.dismissWhileTransitioning",
      "A dismiss made while a presentation or dismissal is in flight (meanwhile dismiss) is "
        + "ignored; UIKit logs 'Attempt to dismiss from view controller <A> while a "
        + "presentation or dismiss is in progress!'; repeated dismiss calls: only the first "
        + "takes effect.",
      source: "uikit-orderings.md §8 (kouhan.cn; test-suite notes; juejin 2019, log#18)",
      confidence: .high),
    nestedNavigationWarnings: Ruled(
      false,
      Rule(
        "meanwhile.noNestedWarning",
        "A navigation request during a navigation animation logs nothing and waits for it.",
        source: "not in the seeds; iOS 7's warnings are not modelled here",
        confidence: .unverified)),
    meanwhileWaits: Rule(
      "meanwhile.waits",
      "Any other request made while an animation is in flight (meanwhile push during a "
        + "present, say) takes effect when that animation ends.",
      source: "our choice: UIKit defers navigation transitions (uikit-orderings.md §1.1 N1)",
      confidence: .unverified),
    pushWithoutNavigation: Rule(
      "misuse.pushWithoutNavigation",
      "push where no navigation controller holds the visible content does nothing "
        + "(navigationController is nil).",
      source: "Swift optional chaining on navigationController; our choice",
      confidence: .unverified),
    replaceRoot: Rule(
      "window.replaceRoot",
      "A new window root replaces the old one: what was on screen leaves, what the old root "
        + "presented is let go, then the old root is released; the same root again does "
        + "nothing.",
      source: "Apple doc UIWindow.rootViewController; callbacks: our choice",
      confidence: .unverified),
    popToMissing: .notApplicable,
    setStackDistinct: .notApplicable,
    selectNotATab: .notApplicable
  )
}
