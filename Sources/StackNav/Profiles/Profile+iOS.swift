extension Profile {
  /// What real UIKit does on iOS `version`, from the evidence in uikit-orderings.md.
  ///
  /// Every parameter is a named rule; where UIKit changed between versions, the version
  /// decides which rule applies (`viewIsAppearing` from iOS 17, no view unloading from iOS 6,
  /// sheets from iOS 13, ...). Sections (§) below are those of uikit-orderings.md.
  public static func ios(_ version: Int) -> Profile {
    let rules = UIKitRules(version: version)
    return Profile(
      name: "ios\(version)",
      iosVersion: version,
      navigationInterleaving: Ruled(.outgoingFirst, UIKitRules.navigationInterleaving),
      modalInterleaving: Ruled(.incomingDidFirst, UIKitRules.modalInterleaving),
      windowInterleaving: Ruled(.outgoingFirst, Profile.documented.windowInterleaving.rule),
      tabInterleaving: Ruled(.incomingWillFirst, UIKitRules.tabInterleaving),
      childInterleaving: Ruled(.outgoingFirst, UIKitRules.childAppearance),
      cancelledTransition: version >= 7 ? UIKitRules.cancelledTransition : .notApplicable,
      creation: Rule(
        "create.onFirstMention",
        "A controller is created (init) when the first statement naming it needs it, by the "
          + "caller, before UIKit sees it.",
        source: "§1.1 ('B init (caller)'); contract §2",
        confidence: .high),
      freeOnLastRelease: Rule(
        "free.lastRelease",
        "A controller is deallocated when the last object retaining it lets go, never before.",
        source: "§2.1 ('deinit only if nothing else retains B', log#7)",
        confidence: .high),
      freeAfterTransition: Rule(
        "free.afterTransition",
        "A popped or dismissed controller is held by UIKit until its transition ends, then "
          + "freed after the last callback.",
        source: "§2.1 (log#1, log#7), §4.1 ('B deinit after the completion block', log#7)",
        confidence: .high),
      freeCascade: Profile.documented.freeCascade,
      statementReference: Profile.documented.statementReference,
      lazyLoading: Rule(
        "load.onViewAccess",
        "loadView then viewDidLoad run on the first access of view, always before the first "
          + "viewWillAppear, and again only if view was set to nil.",
        source: "R2 (UIViewController.h; log#1, log#7, log#8)",
        confidence: .high),
      loadBeforeAppearance: Rule(
        "load.beforeTransition",
        "The view of a controller coming on screen loads before any appearance callback: "
          + "B viewDidLoad comes before A viewWillDisappear.",
        source: "§1.1, §1.3 (log#1, log#2, log#7, log#8, log#12, log#17, log#20)",
        confidence: .high),
      viewAssignedInInit: Profile.documented.viewAssignedInInit,
      noViewRepeats: Profile.documented.noViewRepeats,
      statusBarReload: Rule(
        "load.statusBarReload",
        "Changing the status bar's visibility in loadView loads the view again inside the "
          + "first load.",
        source: "seed 003 §6.1 (a log of the iOS 6 era); not checked on later versions",
        confidence: .unverified),
      layout: Ruled(
        .onceAfterLoad,
        Rule(
          "layout.onceAfterLoad",
          "Layout callbacks run 0..n times per appearance; StackNav sends one pair, for a "
            + "view laid out for the first time since it loaded, after viewWillAppear and "
            + "viewIsAppearing.",
          source: "R5 (0..n: jianshu ff7ded05242d, log#1, log#3, log#7); one pair: our choice",
          confidence: .unverified)),
      layoutAfterDidAppearWhenNotAnimated: rules.layoutAfterDidAppear,
      viewIsAppearing: rules.viewIsAppearing,
      containment: Ruled(true, UIKitRules.containment),
      navigationRootContainment: UIKitRules.navigationRootContainment,
      tabContainment: UIKitRules.tabContainment,
      customContainment: UIKitRules.customContainment,
      popToIntermediates: UIKitRules.popToIntermediates,
      setStackTransition: UIKitRules.setStackTransition,
      interactivePop: version >= 7 ? UIKitRules.interactivePop : .notApplicable,
      interactiveDismiss: version >= 13 ? UIKitRules.interactiveDismiss : .notApplicable,
      tabLoading: UIKitRules.tabLoading,
      memoryWarningDelivery: Rule(
        "memory.everyController",
        "Every controller in memory, on screen or not, gets didReceiveMemoryWarning, in the "
          + "order they were created.",
        source: "§6 (log#7, log#16); the order is our choice",
        confidence: .high),
      memoryWarning: rules.memoryWarning,
      nilViewStillUnloads: rules.nilViewStillUnloads,
      noSuperKeepsView: Rule(
        "memory.noSuperKeepsView",
        "An override of didReceiveMemoryWarning that does not call super releases no view.",
        source: "Apple doc didReceiveMemoryWarning ('call super'); seed 004",
        confidence: .high),
      defaultStyle: rules.defaultStyle,
      stylesHidingPresenter: rules.stylesHidingPresenter,
      sheetStyles: rules.sheetStyles,
      presentationContext: Profile.documented.presentationContext,
      dismissChain: Rule(
        "dismiss.chain",
        "dismiss on a controller lower in the chain dismisses everything above it; only the "
          + "top one (and any other still on screen) gets callbacks; the intermediates are "
          + "freed bottom up, the top one last.",
        source: "§4.4 (Apple doc dismiss(animated:completion:); juejin 6844903928123883527); "
          + "callbacks and free order unverified",
        confidence: .unverified),
      pushSameInstance: rules.pushSameInstance,
      pushNavigationController: Profile.documented.pushNavigationController,
      presentActiveController: Rule(
        "misuse.presentActive",
        "Presenting a controller that is already presented or in a container raises "
          + "NSInvalidArgumentException.",
        source: "§8 (app crash logs and code comments)",
        confidence: .high),
      popRoot: Rule(
        "misuse.popRoot",
        "Popping when only the root is on the stack does nothing and sends no callback.",
        source: "§2.1, §8 (Apple doc popViewController(animated:))",
        confidence: .high),
      dismissWithNothingPresented: Rule(
        "misuse.dismissNothing",
        "dismiss with nothing presented forwards to the presenting controller; with neither "
          + "it does nothing; a second dismiss right after the first has nothing left to do.",
        source: "§8 (Apple doc; openradar 30284135; juejin 2019, log#18)",
        confidence: .high),
      presentWithNothingOnScreen: Profile.documented.presentWithNothingOnScreen,
      presentNotInWindow: Profile.documented.presentNotInWindow,
      presentWhilePresenting: Profile.documented.presentWhilePresenting,
      presentWhileTransitioning: Profile.documented.presentWhileTransitioning,
      dismissWhileTransitioning: Profile.documented.dismissWhileTransitioning,
      nestedNavigationWarnings: rules.nestedNavigationWarnings,
      meanwhileWaits: Profile.documented.meanwhileWaits,
      pushWithoutNavigation: Profile.documented.pushWithoutNavigation,
      replaceRoot: Profile.documented.replaceRoot,
      popToMissing: Rule(
        "misuse.popToMissing",
        "popTo a controller that is not on the stack raises NSInternalInconsistencyException "
          + "'Tried to pop to a view controller that doesn't exist.'",
        source: "§2.3, §8 (UIKit-3698.103.12 assertion, quoted in a 2019 log)",
        confidence: .high),
      setStackDistinct: Rule(
        "misuse.setStackDistinct",
        "setStack with a controller twice raises NSInternalInconsistencyException 'All view "
          + "controllers in a navigation controller must be distinct'.",
        source: "crash report in wordpress-mobile/WordPress-iOS issue 15337 (2020); earlier "
          + "versions unverified",
        confidence: .medium),
      selectNotATab: Rule(
        "misuse.selectNotATab",
        "select of a controller that is not one of the tab bar controller's tabs is refused "
          + "as a scenario error: UIKit's answer was not found.",
        source: "Apple doc selectedViewController ('must be in viewControllers'); our choice",
        confidence: .unverified)
    )
  }
}

/// The rules of the version profiles, and the version each one starts at.
struct UIKitRules {
  let version: Int

  static let navigationInterleaving = Rule(
    "nav.interleaving",
    "Push and pop (animated or not): old viewWillDisappear, new viewWillAppear, old "
      + "viewDidDisappear, new viewDidAppear.",
    source: "R6, §1.1, §2.1 (log#1, log#2, log#4, log#6, log#7, log#8, log#21)",
    confidence: .high)

  static let modalInterleaving = Rule(
    "modal.interleaving",
    "Present and dismiss (fullScreen, currentContext): old viewWillDisappear, new "
      + "viewWillAppear, new viewDidAppear, old viewDidDisappear.",
    source: "R6, §4.1 (log#7, log#9, log#10, log#11, log#12)",
    confidence: .high)

  static let tabInterleaving = Rule(
    "tab.interleaving",
    "Tab switch: new viewWillAppear, old viewWillDisappear, old viewDidDisappear, new "
      + "viewDidAppear; viewIsAppearing after both wills.",
    source: "R6, §5.1 (log#7, log#13, log#14, log#22)",
    confidence: .high)

  static let childAppearance = Rule(
    "child.appearance",
    "A child whose view is added to (or removed from) a parent on screen gets viewWillAppear, "
      + "viewIsAppearing and viewDidAppear (or the disappear pair), forwarded from the parent.",
    source: "§5.2 (log#7; SO 48653763, log#15)",
    confidence: .medium)

  static let cancelledTransition = Rule(
    "transition.cancel",
    "A cancelled interactive transition: what was coming in gets viewWillDisappear and "
      + "viewDidDisappear, then what was leaving gets viewWillAppear, viewIsAppearing and "
      + "viewDidAppear; no did for the first half.",
    source: "R3, §3.2 (log#4, log#5, log#6), §4.3 (log#11); viewIsAppearing in the "
      + "navigation case unverified",
    confidence: .high)

  static let containment = Rule(
    "containment.callbacks",
    "A controller moving into a container gets willMoveToParent when the move starts, before "
      + "its view loads, and didMoveToParent after its viewDidAppear; one moving out gets "
      + "willMoveToParent(nil) first and didMoveToParent(nil) last, before it is freed.",
    source: "§1.1 N1, §2.1 (arm1.ru, log#3; iOS 8.3 decompilation)",
    confidence: .medium)

  static let navigationRootContainment = Rule(
    "containment.navigationRoot",
    "The root of a new navigation controller gets willMoveToParent and didMoveToParent when "
      + "the navigation controller is created, before it appears.",
    source: "UINavigationController(rootViewController:) adds the child at once (iOS 8.3 "
      + "decompilation); didMove's place: our choice",
    confidence: .unverified)

  static let tabContainment = Rule(
    "containment.tabs",
    "Each tab gets willMoveToParent and didMoveToParent, in tab order, when the tab bar "
      + "controller is given its tabs.",
    source: "SDK header (setViewControllers adds children); order: our choice",
    confidence: .unverified)

  static let customContainment = Rule(
    "containment.custom",
    "addChild: willMoveToParent (automatic), the child's view loads and, on screen, "
      + "viewWillAppear and viewIsAppearing; then didMoveToParent (the container's call) and "
      + "viewDidAppear at the end of the transaction. removeChild: willMoveToParent(nil), "
      + "the disappear pair, didMoveToParent(nil) (automatic), then the release.",
    source: "§5.2 (SDK header UIViewController.h; Apple docs willMove/didMove; log#7); UIKit's "
      + "second didMove seen in log#7 (Catalyst) is not modelled",
    confidence: .medium)

  static let popToIntermediates = Rule(
    "popTo.intermediates",
    "popToRoot and popTo: only the top and the destination get appearance callbacks; the "
      + "controllers between are freed right after the transition starts, bottom up, the top "
      + "one after it ends; those between get willMove(nil) and didMove(nil) (unverified).",
    source: "§2.2, §2.3 (kaopuke.com, log#8; Apple doc popToRootViewController)",
    confidence: .medium)

  static let setStackTransition = Rule(
    "setStack.transition",
    "setStack: a pop transition if the new top was on the stack below, none if it already "
      + "is the top, a push otherwise; removed controllers get no appearance callbacks and "
      + "are freed when it ends; new controllers below the top do not load.",
    source: "§2.4 (Apple doc setViewControllers(_:animated:); log#7 for the release)",
    confidence: .high)

  static let interactivePop = Rule(
    "swipe.back",
    "The interactive pop: the pop's callbacks, the did half when the finger lifts, "
      + "didMoveToParent(nil) only after the swipe completes; cancelled, the transition runs "
      + "back (transition.cancel) and the controller stays, with didMoveToParent(Nav) "
      + "(unverified).",
    source: "§3 (wangling.me 2014, log#4; SO 18927878, log#5; FeatherweightRouter PR #9)",
    confidence: .high)

  static let interactiveDismiss = Rule(
    "swipe.down",
    "Swiping a sheet down: the sheet gets viewWillDisappear, then viewDidDisappear and is "
      + "freed; cancelled, it gets viewWillAppear, viewIsAppearing, viewDidAppear; the "
      + "presenter gets nothing.",
    source: "§4.3 (velog.io/@rudin_, log#11; Apple docs UIAdaptivePresentationControllerDelegate)",
    confidence: .high)

  static let tabLoading = Rule(
    "tab.loading",
    "Only the selected tab's view loads at launch; another tab loads when first selected.",
    source: "§5.1 (log#13, log#14, log#22)",
    confidence: .high)

  var layoutAfterDidAppear: Ruled<Bool> {
    version >= 12
      ? Ruled(
        true,
        Rule(
          "layout.afterDidAppearWhenNotAnimated",
          "A non-animated push or pop runs in one transaction: the incoming viewDidAppear "
            + "comes before its layout callbacks.",
          source: "R5, §1.2 (jianshu ff7ded05242d, iOS 12 simulator; log#7, iPadOS 26.5); "
            + "earlier versions and pop unverified",
          confidence: .medium))
      : Ruled(false, .notApplicable)
  }

  var viewIsAppearing: Ruled<Bool> {
    version >= 17
      ? Ruled(
        true,
        Rule(
          "appearance.viewIsAppearing",
          "viewIsAppearing follows viewWillAppear once per appearance, after both will "
            + "callbacks of the transition, before the layout callbacks.",
          source: "R4 (Apple doc viewIsAppearing(_:); log#7; log#11): iOS 17 SDK",
          confidence: .high))
      : Ruled(
        false,
        Rule(
          "appearance.noViewIsAppearing",
          "There is no viewIsAppearing before the iOS 17 SDK.",
          source: "R4, §7 (Apple doc viewIsAppearing(_:))",
          confidence: .high))
  }

  var memoryWarning: Ruled<Profile.MemoryWarningPolicy> {
    version <= 5
      ? Ruled(
        .unloadViewsNotInWindow(sendsWillUnload: true),
        Rule(
          "memory.unloadHiddenViews",
          "The default didReceiveMemoryWarning releases the views not in a window, with "
            + "viewWillUnload (iOS 5) then viewDidUnload; nothing is freed.",
          source: "§6 (Apple doc viewDidUnload 'In iOS 5 and earlier'; SDK header; log#16)",
          confidence: .high))
      : Ruled(
        .notifyOnly,
        Rule(
          "memory.notifyOnly",
          "From iOS 6 views are no longer unloaded: controllers only get "
            + "didReceiveMemoryWarning; viewWillUnload and viewDidUnload are never called; "
            + "nothing is freed.",
          source: "§6 (SDK header 'On iOS 6.0 it will no longer clear the view'; log#7)",
          confidence: .high))
  }

  var nilViewStillUnloads: Ruled<Bool> {
    version <= 5
      ? Ruled(
        true,
        Rule(
          "memory.nilViewStillUnloads",
          "A view already released when the warning comes still gets viewDidUnload when "
            + "super runs.",
          source: "seed 000 (an iOS 4 era answer); iOS 5 unverified",
          confidence: .unverified))
      : Ruled(false, .notApplicable)
  }

  var defaultStyle: Ruled<PresentationStyle> {
    version >= 13
      ? Ruled(
        .automatic,
        Rule(
          "present.defaultStyle",
          "present uses .automatic (a page sheet on iPhone) unless the scenario names a style.",
          source: "§4.2, §7 (hacknicity 2019; jinnify 2019; csdn chenyblog)",
          confidence: .high))
      : Ruled(
        .fullScreen,
        Rule(
          "present.defaultStyle",
          "present uses .fullScreen unless the scenario names a style.",
          source: "§4.2 ('before iOS 13 the default was .fullScreen')",
          confidence: .high))
  }

  var stylesHidingPresenter: Ruled<Set<PresentationStyle>> {
    version >= 13
      ? Ruled(
        [.fullScreen, .currentContext, .popover],
        Rule(
          "present.presenterLeaves",
          "fullScreen, currentContext and (adapted on iPhone) popover take the presenter "
            + "off screen, so it gets disappear and appear callbacks; sheets (pageSheet, "
            + "formSheet, automatic), over* and custom leave it on screen, silent.",
          source: "§4.2 (velog.io/@yeahg_dev; log#10; log#11; hacknicity 2019; regularberry)",
          confidence: .high))
      : Ruled(
        [.fullScreen, .currentContext, .pageSheet, .formSheet, .popover],
        Rule(
          "present.presenterLeaves",
          "fullScreen and currentContext take the presenter off screen; on iPhone sheets "
            + "and popovers adapt to full screen and do too; over* and custom leave it on "
            + "screen, silent.",
          source: "§4.2 (regularberry.github.io 2019; Apple overFullScreen doc; splinter.com.au)",
          confidence: .high))
  }

  var sheetStyles: Ruled<Set<PresentationStyle>> {
    version >= 13
      ? Ruled(
        [.pageSheet, .formSheet, .automatic],
        Rule(
          "present.sheets",
          "pageSheet, formSheet and automatic present a sheet the user can swipe down.",
          source: "§4.3, §7 (Apple docs; hacknicity 2019)",
          confidence: .high))
      : Ruled([], .notApplicable)
  }

  var nestedNavigationWarnings: Ruled<Bool> {
    version == 7
      ? Ruled(
        true,
        Rule(
          "misuse.nestedNavigation",
          "iOS 7: a push while a push animation runs logs 'nested push animation can result "
            + "in corrupted navigation bar', and the interrupted transition 'Finishing up a "
            + "navigation transition in an unexpected state'; the request then takes effect.",
          source: "uikit-orderings.md §7, §8 (code comments quoting an iOS 7.1.2 log; "
            + "KTJPushQueueForNavigation README); what follows the warnings: unverified",
          confidence: .medium))
      : Ruled(false, Profile.documented.nestedNavigationWarnings.rule)
  }

  var pushSameInstance: Ruled<Profile.PushTwiceWording> {
    version >= 17
      ? Ruled(
        .modern,
        Rule(
          "misuse.pushSameInstance",
          "Pushing an instance already on the stack raises NSInvalidArgumentException, in the "
            + "newer wording '<Nav> is pushing the same view controller instance (<B>) more "
            + "than once ...'.",
          source: "§8 (react-native-screens reproduction, iOS 17.2); the version the wording "
            + "changed in is unknown",
          confidence: .medium))
      : Ruled(
        .classic,
        Rule(
          "misuse.pushSameInstance",
          "Pushing an instance already on the stack raises NSInvalidArgumentException "
            + "'Pushing the same view controller instance more than once is not supported'.",
          source: "§8 (Apple doc pushViewController; iOS 8.3 decompilation; app logs)",
          confidence: .high))
  }
}
