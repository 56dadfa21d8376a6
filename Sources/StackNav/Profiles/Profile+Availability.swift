extension Profile {
  /// Something a scenario uses that its profile does not have.
  public struct Unavailable: Sendable, Equatable {
    /// What is missing: a verb (`swipeDown`) or an option (`style=automatic`).
    public let feature: String
    /// The first profile that has it, if any.
    public let firstProfile: String?
    /// What to write instead, where the profile has another way (`use style=curl`).
    public var hint: String? = nil

    /// What is missing, and the first profile that has it.
    public init(feature: String, firstProfile: String?) {
      self.feature = feature
      self.firstProfile = firstProfile
    }
  }

  /// The rule an operation acts on, where only the profiles with that rule have the
  /// operation: the statements of the version profiles.
  static func requiredRule(of operation: Operation) -> RuleID? {
    switch operation {
    case .swipeBack: .interactivePop
    case .swipeDown: .interactiveDismiss
    case .popToRoot, .popTo: .popToIntermediates
    case .setStack: .setStackTransition
    case .tabs: .tabLoading
    case .select, .tap: .tabInterleaving
    case .rotate: .rotation
    case .addChild, .removeChild: .customContainment
    case .beginAppearance, .endAppearance: .manualBeginEnd
    case .addSubview, .removeSubview: .viewNoContainment
    case .loadViewIfNeeded: .loadIfNeeded
    case .call: .directAppearanceCall
    case .popGesture: .gestureConfiguration
    case .present(let present) where present.alert != nil: .alertPresent
    case .tapAction: .alertAction
    case .tapOutside: .presentTapOutside
    case .alongside, .notifyInteraction: .coordinatorRegister
    case .transition: .childTransition
    case .launch, .background, .foreground, .interruption: .appLaunch
    case .segue: .seguePresent
    case .unwind: .unwindOrder
    case .pages, .swipePage: .pageConstruction
    case .hook: .hookFire
    case .setPage: .pageSetPage
    default: nil
    }
  }

  /// The rule a profile needs for an option of `operation` (`completion=true` on a push or
  /// pop needs the transition coordinator; `modalInPresentation=true` the sheet delegate),
  /// with the option's words.
  static func requiredOptionRule(of operation: Operation) -> (feature: String, rule: RuleID)? {
    switch operation {
    case .push(let push) where push.completion:
      ("completion=true", .coordinatorCompletion)
    case .pop(let pop) where pop.completion:
      ("completion=true", .coordinatorCompletion)
    case .present(let present) where present.modalInPresentation:
      ("modalInPresentation=true", .sheetDelegate)
    case .present(let present) where present.adaptNone:
      ("adapt=none", .presentNoAdaptation)
    case .launch(let launch) where launch.restore:
      ("restore=true", .restoreLaunch)
    case .launch(let launch) where launch.scenes == true:
      ("scenes=true", .appLaunchScenes)
    case .segue(let segue) where segue.kind == .showDetail:
      ("kind=showDetail", .segueShowDetail)
    case .segue(let segue) where !segue.shouldPerform:
      ("shouldPerform=false", .segueDeclined)
    case .addChild(let add) where add.embedInNavigation:
      ("embed=nav", .navigationChild)
    case .tabs(let tabs) where tabs.container != nil:
      ("in=", .tabBarChild)
    case .pages(let pages) where pages.container != nil || pages.embedInNavigation:
      (pages.container != nil ? "in=" : "embed=nav", .pagesChild)
    case .declare(let declaration) where declaration.traits.restoration != nil:
      ("restoration=\(declaration.traits.restoration?.rawValue ?? "")", .restoreCreation)
    case .declare(let declaration) where declaration.traits.forwarding != nil:
      ("forwarding=\(declaration.traits.forwarding?.rawValue ?? "")", .forwardingManual)
    case .declare(let declaration) where declaration.traits.storyboard:
      ("storyboard=true", .storyboardAwake)
    case .declare(let declaration) where declaration.traits.prepareLoadsView:
      ("prepare=loadsView", .seguePrepareLoadsView)
    case .declare(let declaration) where declaration.traits.customBackButton:
      ("backButton=custom", .gestureCustomBackButton)
    default:
      nil
    }
  }

  /// What `operation` uses that this profile does not have, if anything: a statement whose
  /// rule it lacks, an option whose rule it lacks, or a style its `present.styles` rule does
  /// not list.
  public func unavailability(of operation: Operation) -> Unavailable? {
    // The request itself is looked at in place: copying an operation out of its statement
    // retains every name in it.
    switch operation {
    case .meanwhile(let inner): return unavailability(ofRequest: inner)
    case .hook(let hook):
      guard has(.hookFire) else {
        return Unavailable(
          feature: "on", firstProfile: Profile.all.dropFirst().first { $0.has(.hookFire) }?.name)
      }
      return unavailability(ofRequest: hook.statement)
    default: return unavailability(ofRequest: operation)
    }
  }

  /// Whether every profile has `request`, whatever it names: the frequent statements with
  /// none of the options some profiles lack, answered by one switch before the checks below
  /// (a test checks the checks find nothing missing for these in any profile).
  static func isAlwaysAvailable(_ request: Operation) -> Bool {
    switch request {
    case .push(let push): !push.completion
    case .pop(let pop): !pop.completion
    case .present(let present):
      present.style == nil && !present.modalInPresentation && present.alert == nil
        && !present.adaptNone
    case .dismiss, .memoryWarning, .root, .retain, .release, .accessView, .unloadView:
      true
    default:
      false
    }
  }

  /// `unavailability(of:)` for the request itself (a `meanwhile`'s or a hook's statement).
  private func unavailability(ofRequest request: Operation) -> Unavailable? {
    if Profile.isAlwaysAvailable(request) { return nil }
    return checkedUnavailability(of: request)
  }

  /// `unavailability(ofRequest:)`, each check made.
  func checkedUnavailability(of request: Operation) -> Unavailable? {
    if let rule = Profile.requiredRule(of: request), !has(rule) {
      return Unavailable(
        feature: request.verb, firstProfile: Profile.all.dropFirst().first { $0.has(rule) }?.name)
    }
    if let (feature, rule) = Profile.requiredOptionRule(of: request), !has(rule) {
      return Unavailable(
        feature: feature, firstProfile: Profile.all.dropFirst().first { $0.has(rule) }?.name)
    }
    if case .segue(let segue) = request, segue.kind == .show, !hasShowSegue {
      var missing = Unavailable(
        feature: "kind=show (the default)",
        firstProfile: Profile.all.dropFirst().first { $0.hasShowSegue }?.name)
      missing.hint = "use kind=push"
      return missing
    }
    if case .pages(let pages) = request, pages.style == .scroll, !has(.pageScroll) {
      var missing = Unavailable(
        feature: "style=scroll (the default)",
        firstProfile: Profile.all.dropFirst().first { $0.has(.pageScroll) }?.name)
      missing.hint = "use style=curl"
      return missing
    }
    if case .present(let present) = request, let style = present.style, !presents(style) {
      return Unavailable(
        feature: "style=\(style.rawValue)",
        firstProfile: Profile.all.dropFirst().first { $0.presents(style) }?.name)
    }
    return nil
  }
}

extension Profile {
  /// Whether the profile ever sends `callback`: what a hook (`on NAME WORD`) may wait for.
  public func sends(_ callback: Callback) -> Bool {
    switch callback {
    case .viewIsAppearing: has(.viewIsAppearing)
    case .viewWillUnload, .viewDidUnload: has(.unloadHiddenViews)
    case .willShow, .didShow: has(.navigationDelegate)
    case .shouldSelect, .didSelect: has(.tabBarDelegate)
    case .presentationControllerShouldDismiss, .presentationControllerWillDismiss,
      .presentationControllerDidDismiss, .presentationControllerDidAttemptToDismiss:
      has(.sheetDelegate)
    case .presentCompletion: has(.presentCompletion)
    case .dismissCompletion: has(.dismissCompletion)
    case .pushCompletion, .popCompletion: has(.coordinatorCompletion)
    case .viewLayoutMarginsDidChange, .viewSafeAreaInsetsDidChange: has(.marginsAndSafeArea)
    case .updateViewConstraints: has(.constraintsUpdate)
    case .viewWillTransition: has(.rotation)
    case .updateProperties: has(.propertiesUpdate)
    case .willTransitionTo, .didFinishAnimating: has(.pageDelegate)
    case .awakeFromNib: has(.storyboardAwake)
    case .willFinishLaunching: has(.appLaunch) && appHearsWillFinishLaunching
    case .didFinishLaunching, .didBecomeActive, .willResignActive, .didEnterBackground,
      .willEnterForeground:
      has(.appLaunch)
    case .willConnect: has(.appLaunchScenes)
    case .shouldPerformSegue: has(.segueDeclined)
    case .prepareForSegue: has(.seguePresent)
    case .unwindAction: has(.unwindOrder)
    case .allowedChildrenForUnwinding, .canPerformUnwindSegueAction: has(.unwindSearch)
    case .unwindForSegue: has(.unwindPerform)
    case .actionHandler: has(.alertAction)
    case .adaptivePresentationStyle, .willPresentWithAdaptiveStyle: has(.adaptiveDelegate)
    case .popoverShouldDismiss, .popoverDidDismiss: has(.popoverDelegate)
    case .alongside, .alongsideCompletion, .interactionChanged: has(.coordinatorRegister)
    case .shouldRestoreState, .didDecodeState, .viewControllerWithRestorationIdentifierPath,
      .decodeRestorableState:
      has(.restoreLaunch)
    case .applicationFinishedRestoringState: has(.restoreFinished)
    case .shouldSaveState, .willEncodeState, .encodeRestorableState: has(.preserveBackground)
    case .stateRestorationActivity: has(.preserveScenes)
    case .initialize, .loadView, .viewDidLoad, .viewWillAppear, .viewWillLayoutSubviews,
      .viewDidLayoutSubviews, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
      .willMoveToParent, .didMoveToParent, .didReceiveMemoryWarning, .dealloc:
      true
    }
  }
}
