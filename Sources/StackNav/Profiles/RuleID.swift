/// Every rule StackNav knows, one case each: the typed name the engine cites and the rule
/// table (`RuleTable`) defines, per profile. Its `name` is the stable identifier traces show
/// (`nav.interleaving`).
public enum RuleID: Int, CaseIterable, Sendable, Hashable {
  // Orderings
  case navigationInterleaving, modalInterleaving, windowInterleaving, tabInterleaving
  case pushJoinsFirstDisplay, pushInterruptsFirstDisplay
  case childAppearance, cancelledTransition
  // Lifetimes
  case creation, freeOnLastRelease, freeAfterTransition, freeCascade, statementReference
  // Views
  case lazyLoading, loadBeforeAppearance, viewAssignedInInit, noViewRepeats, statusBarReload
  case layoutOnceAfterLoad, layoutAfterDidAppearWhenNotAnimated, viewIsAppearing
  case noViewIsAppearing
  // Containment
  case containment, navigationRootContainment, tabContainment, customContainment
  case navigationChild, tabBarChild, pagesChild
  // Navigation and tabs
  case popToIntermediates, setStackTransition, setStackContainment, interactivePop
  case interactiveDismiss, tabLoading
  // Memory warnings
  case memoryWarningDelivery, unloadHiddenViews, notifyOnly, nilViewStillUnloads
  case noSuperKeepsView
  // Presentation
  case presentationStyles, defaultStyle, presenterLeaves, sheetStyles, presentationContext
  case dismissChain
  // Delegates, completions, geometry (the second round)
  case navigationDelegate, navigationFirstShow, navigationCancelShow, tabBarDelegate
  case sheetDelegate, presentCompletion, dismissCompletion, coordinatorCompletion
  case marginsAndSafeArea, constraintsUpdate, layoutPasses, rotation, propertiesUpdate
  // Misuse
  case pushSameInstance, pushNavigationController, presentItself, presentPresented
  case presentActiveController, popRoot
  case dismissWithNothingPresented, presentWithNothingOnScreen, presentNotInWindow
  case presentWhilePresenting, presentWhileTransitioning, dismissWhileTransitioning
  case nestedNavigationWarnings, nestedNavigationBar, noNestedNavigationWarning, meanwhileWaits
  case pushWithoutNavigation, replaceRoot, popToMissing, setStackDistinct, selectNotATab
  // Containers the app writes (the fourth round)
  case forwardingManual, forwardingCallbacks, forwardingBoth
  case manualBeginEnd, manualViewIsAppearing, manualNesting, manualReverse, manualNoGuard
  case unbalancedAppearance
  case viewNoContainment, windowMove, viewInsideTransition, viewOrphan, viewHierarchy
  case loadIfNeeded, outsideWindow, windowLevel
  case childTransition, transitionParent
  case pageConstruction, pageFirstPage, pageSetPage, pageScroll, pageScrollCancel, pageCurl
  case pageCurlCancel, pageLifetime, pageParentAppearance, pageDelegate
  case navigationFirstDisplay, navigationTransitionLayout
  // The app and scene life cycle, storyboards (the fourth round)
  case appLaunch, appLaunchScenes, appBackground, appForeground, appInterruption
  case appLaunchIntoBackground, sceneAdoptionWarning, storyboardAwake
  case segueShow, seguePresent, segueShowWithoutNavigation, segueShowDetail, segueDeclined
  case segueByCode, seguePrepareLoadsView, segueEmbedNav, pushSegueWithoutNavigation
  case unwindOrder, unwindSearch, unwindPerform, unwindNoDestination, unwindFromSheet
  // Code inside callbacks (the fourth round)
  case hookFire, hookDeferred, hookNestedNavigation, hookPresentInCompletion, presentDetached
  case presentFromUnselectedTab, presentAtFirstDisplay, unbalancedFirstDisplay
  // Containers completed (the fifth round)
  case childAddedWhileLoading, childAddedInWillAppear, childAddedWhileAppearing
  case directAppearanceCall, directAppearanceCallWarning
  // The pop gesture (the sixth round)
  case gestureConfiguration, gestureDisabled, gestureRootFreeze, gestureDuringTransition
  case gestureCustomBackButton
  // Alerts (the sixth round)
  case alertPresent, alertAction
  // iPad and adaptive presentation (the sixth round)
  case deviceIPad, presentNoAdaptation, adaptiveDelegate, presentTapOutside, popoverDelegate
  // The transition coordinator (the sixth round)
  case coordinatorRegister, coordinatorAlongside, coordinatorAlongsideCompletion
  case coordinatorInteractivePop, coordinatorInteractionChanged, coordinatorNone
  case unbalancedNested, nestedPushWaits
  // State preservation and restoration (the seventh round)
  case restoreLaunch, restoreDecode, restoreFinished, restoreCreation, preserveBackground
  case restoreScenes, preserveScenes

  /// The identifier traces and `stacktrace rules` show.
  public var name: String {
    switch self {
    case .navigationInterleaving: "nav.interleaving"
    case .modalInterleaving: "modal.interleaving"
    case .windowInterleaving: "window.interleaving"
    case .pushJoinsFirstDisplay: "launch.pushJoinsFirstDisplay"
    case .pushInterruptsFirstDisplay: "launch.pushInterruptsFirstDisplay"
    case .tabInterleaving: "tab.interleaving"
    case .childAppearance: "child.appearance"
    case .cancelledTransition: "transition.cancel"
    case .creation: "create.onFirstMention"
    case .freeOnLastRelease: "free.lastRelease"
    case .freeAfterTransition: "free.afterTransition"
    case .freeCascade: "free.cascade"
    case .statementReference: "free.statementReference"
    case .lazyLoading: "load.onViewAccess"
    case .loadBeforeAppearance: "load.beforeTransition"
    case .viewAssignedInInit: "load.viewAssignedInInit"
    case .noViewRepeats: "load.noViewRepeats"
    case .statusBarReload: "load.statusBarReload"
    case .layoutOnceAfterLoad: "layout.onceAfterLoad"
    case .layoutAfterDidAppearWhenNotAnimated: "layout.afterDidAppearWhenNotAnimated"
    case .viewIsAppearing: "appearance.viewIsAppearing"
    case .noViewIsAppearing: "appearance.noViewIsAppearing"
    case .containment: "containment.callbacks"
    case .navigationRootContainment: "containment.navigationRoot"
    case .tabContainment: "containment.tabs"
    case .customContainment: "containment.custom"
    case .navigationChild: "containment.navigationChild"
    case .tabBarChild: "containment.tabBarChild"
    case .pagesChild: "containment.pagesChild"
    case .popToIntermediates: "popTo.intermediates"
    case .setStackTransition: "setStack.transition"
    case .setStackContainment: "setStack.containment"
    case .interactivePop: "swipe.back"
    case .interactiveDismiss: "swipe.down"
    case .tabLoading: "tab.loading"
    case .memoryWarningDelivery: "memory.everyController"
    case .unloadHiddenViews: "memory.unloadHiddenViews"
    case .notifyOnly: "memory.notifyOnly"
    case .nilViewStillUnloads: "memory.nilViewStillUnloads"
    case .noSuperKeepsView: "memory.noSuperKeepsView"
    case .presentationStyles: "present.styles"
    case .defaultStyle: "present.defaultStyle"
    case .presenterLeaves: "present.presenterLeaves"
    case .sheetStyles: "present.sheets"
    case .presentationContext: "present.context"
    case .dismissChain: "dismiss.chain"
    case .navigationDelegate: "delegate.navigation"
    case .navigationFirstShow: "delegate.navigationFirstShow"
    case .navigationCancelShow: "delegate.navigationCancel"
    case .tabBarDelegate: "delegate.tabBar"
    case .sheetDelegate: "delegate.sheet"
    case .presentCompletion: "completion.present"
    case .dismissCompletion: "completion.dismiss"
    case .coordinatorCompletion: "completion.coordinator"
    case .marginsAndSafeArea: "geometry.marginsAndSafeArea"
    case .constraintsUpdate: "geometry.updateConstraints"
    case .propertiesUpdate: "geometry.updateProperties"
    case .layoutPasses: "layout.passes"
    case .rotation: "geometry.rotation"
    case .pushSameInstance: "misuse.pushSameInstance"
    case .pushNavigationController: "misuse.pushNavigation"
    case .presentItself: "misuse.presentItself"
    case .presentPresented: "misuse.presentPresented"
    case .presentActiveController: "misuse.presentActive"
    case .popRoot: "misuse.popRoot"
    case .dismissWithNothingPresented: "misuse.dismissNothing"
    case .presentWithNothingOnScreen: "misuse.presentNothingOnScreen"
    case .presentNotInWindow: "misuse.presentNotInWindow"
    case .presentWhilePresenting: "misuse.presentWhilePresenting"
    case .presentWhileTransitioning: "misuse.presentWhileTransitioning"
    case .dismissWhileTransitioning: "misuse.dismissWhileTransitioning"
    case .nestedNavigationWarnings: "misuse.nestedNavigation"
    case .nestedNavigationBar: "misuse.nestedNavigationBar"
    case .noNestedNavigationWarning: "meanwhile.noNestedWarning"
    case .meanwhileWaits: "meanwhile.waits"
    case .pushWithoutNavigation: "misuse.pushWithoutNavigation"
    case .replaceRoot: "window.replaceRoot"
    case .popToMissing: "misuse.popToMissing"
    case .setStackDistinct: "misuse.setStackDistinct"
    case .selectNotATab: "misuse.selectNotATab"
    case .forwardingManual: "forwarding.manual"
    case .forwardingCallbacks: "forwarding.callbacks"
    case .forwardingBoth: "forwarding.both"
    case .manualBeginEnd: "appearance.manualBeginEnd"
    case .manualViewIsAppearing: "appearance.manualViewIsAppearing"
    case .manualNesting: "appearance.manualNesting"
    case .manualReverse: "appearance.manualReverse"
    case .manualNoGuard: "appearance.manualNoGuard"
    case .unbalancedAppearance: "misuse.unbalancedAppearance"
    case .viewNoContainment: "view.noContainment"
    case .windowMove: "view.windowMove"
    case .viewInsideTransition: "view.insideTransition"
    case .viewOrphan: "view.orphan"
    case .viewHierarchy: "misuse.viewHierarchy"
    case .loadIfNeeded: "load.ifNeeded"
    case .outsideWindow: "appearance.outsideWindow"
    case .windowLevel: "appearance.windowLevel"
    case .childTransition: "child.transition"
    case .transitionParent: "misuse.transitionParent"
    case .pageConstruction: "page.construction"
    case .pageFirstPage: "page.firstPage"
    case .pageSetPage: "page.setPage"
    case .pageScroll: "page.scroll"
    case .pageScrollCancel: "page.scrollCancel"
    case .pageCurl: "page.curl"
    case .pageCurlCancel: "page.curlCancel"
    case .pageLifetime: "page.lifetime"
    case .pageParentAppearance: "page.parentAppearance"
    case .pageDelegate: "delegate.page"
    case .navigationFirstDisplay: "containment.navigationFirstDisplay"
    case .navigationTransitionLayout: "layout.navigationTransition"
    case .appLaunch: "app.launch"
    case .appLaunchScenes: "app.launchScenes"
    case .appBackground: "app.background"
    case .appForeground: "app.foreground"
    case .appInterruption: "app.interruption"
    case .appLaunchIntoBackground: "app.launchIntoBackground"
    case .sceneAdoptionWarning: "app.sceneAdoptionWarning"
    case .storyboardAwake: "segue.awakeFromNib"
    case .segueShow: "segue.show"
    case .seguePresent: "segue.present"
    case .segueShowWithoutNavigation: "segue.showWithoutNavigation"
    case .segueShowDetail: "segue.showDetail"
    case .segueDeclined: "segue.declined"
    case .segueByCode: "segue.byCode"
    case .seguePrepareLoadsView: "segue.prepareLoadsView"
    case .segueEmbedNav: "segue.embedNav"
    case .pushSegueWithoutNavigation: "misuse.pushSegueWithoutNavigation"
    case .hookFire: "hook.fire"
    case .hookDeferred: "hook.deferred"
    case .hookNestedNavigation: "hook.nestedNavigation"
    case .hookPresentInCompletion: "hook.presentInCompletion"
    case .presentDetached: "misuse.presentDetached"
    case .presentFromUnselectedTab: "misuse.presentFromUnselectedTab"
    case .presentAtFirstDisplay: "hook.presentAtFirstDisplay"
    case .unbalancedFirstDisplay: "misuse.unbalancedFirstDisplay"
    case .childAddedWhileLoading: "child.addedWhileLoading"
    case .childAddedInWillAppear: "child.addedInWillAppear"
    case .childAddedWhileAppearing: "child.addedWhileAppearing"
    case .directAppearanceCall: "appearance.directCall"
    case .directAppearanceCallWarning: "misuse.directAppearanceCall"
    case .gestureConfiguration: "gesture.configuration"
    case .gestureDisabled: "gesture.disabled"
    case .gestureRootFreeze: "gesture.rootFreeze"
    case .gestureDuringTransition: "gesture.duringTransition"
    case .gestureCustomBackButton: "gesture.customBackButton"
    case .alertPresent: "alert.present"
    case .alertAction: "alert.action"
    case .deviceIPad: "device.ipad"
    case .presentNoAdaptation: "present.noAdaptation"
    case .adaptiveDelegate: "delegate.adaptive"
    case .presentTapOutside: "present.tapOutside"
    case .popoverDelegate: "delegate.popover"
    case .coordinatorRegister: "coordinator.register"
    case .coordinatorAlongside: "coordinator.alongside"
    case .coordinatorAlongsideCompletion: "coordinator.completion"
    case .coordinatorInteractivePop: "coordinator.interactivePop"
    case .coordinatorInteractionChanged: "coordinator.interactionChanged"
    case .coordinatorNone: "coordinator.none"
    case .unbalancedNested: "misuse.unbalancedNested"
    case .nestedPushWaits: "misuse.nestedPushWaits"
    case .unwindOrder: "unwind.order"
    case .unwindSearch: "unwind.search"
    case .unwindPerform: "unwind.perform"
    case .unwindNoDestination: "unwind.noDestination"
    case .unwindFromSheet: "unwind.fromSheet"
    case .restoreLaunch: "restore.launch"
    case .restoreDecode: "restore.decode"
    case .restoreFinished: "restore.finished"
    case .restoreCreation: "restore.creation"
    case .preserveBackground: "preserve.background"
    case .restoreScenes: "restore.scenes"
    case .preserveScenes: "preserve.scenes"
    }
  }

  /// The rule whose `name` is `name`, if any.
  public static func named(_ name: String) -> RuleID? {
    allCases.first { $0.name == name }
  }
}
