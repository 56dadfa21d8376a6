extension RuleTable {
  /// The delegate lines of `include delegates`: the navigation controller's `willShow` and
  /// `didShow`, the tab bar controller's `shouldSelect` and `didSelect` on a tap, the sheet's
  /// presentation-controller delegate on a swipe down. The seeds record none of them: in
  /// `documented` they come where the iOS profiles put them, unverified.
  static let delegates: [RuleEntry] = [
    RuleEntry(
      Rule(
        .navigationDelegate,
        "A navigation transition that changes the top (push, pop, popTo, popToRoot, setStack, "
          + "a completed swipe back) sends willShow for the new top right after its "
          + "viewWillAppear, and didShow after its viewDidAppear and the transition's "
          + "didMoveToParent, before any completion or dealloc.",
        source: "our choice where the seeds are silent, as [s1] [s6] show it",
        confidence: .unverified),
      profiles: .documented),
    RuleEntry(
      Rule(
        .navigationDelegate,
        "A navigation transition that changes the top (push, pop, popTo, popToRoot, setStack, "
          + "a completed swipe back) sends willShow for the new top right after its "
          + "viewWillAppear (before geometry, viewIsAppearing, layout), and didShow after its "
          + "viewDidAppear and the transition's didMoveToParent, before any completion or "
          + "dealloc; the controllers below the top get none; a navigation controller that "
          + "reappears sends nothing.",
        source:
          "[s1] (push, iOS 5) [s5] (a non-animated setStack) [s6] [apple-navigation-delegate]; "
          + "the pop's didShow and the places among the new lines: our choice",
        confidence: .medium), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .navigationFirstShow,
        "A navigation controller's first appearance (window root, first selection of its tab, "
          + "presented) sends willShow after its top's viewWillAppear, then didShow at once, "
          + "and didShow a second time after the top's viewDidAppear and didMoveToParent.",
        source: "[s1] [log-2] (didShow twice at launch, iOS 5); iOS 6: our choice",
        confidence: .medium), profiles: .ios(...6), value: .count(2),
      probe: .lines(
        scenario: "include delegates\npush A",
        ["Nav#1 willShow A", "Nav#1 didShow A", "A viewWillLayoutSubviews"])),
    RuleEntry(
      Rule(
        .navigationFirstShow,
        "A navigation controller's first appearance (window root, first selection of its tab, "
          + "presented) sends one pair: willShow after its top's viewWillAppear, didShow after "
          + "its viewDidAppear and didMoveToParent.",
        source: "our choice: no log after iOS 5 shows a launch [s1]", confidence: .unverified),
      profiles: .documented + .ios(7...), value: .count(1),
      probe: .lines(
        scenario: "include delegates\npush A",
        ["A didMoveToParent Nav#1", "Nav#1 didShow A"])),
    RuleEntry(
      Rule(
        .navigationCancelShow,
        "A cancelled swipe back sends willShow for the controller below once, when the gesture "
          + "begins, and nothing after: no willShow for the top, no didShow.",
        source: "[s2] [s3] [s4]", confidence: .medium), profiles: .ios(7...),
      probe: .lines(
        scenario: "include delegates\npush A B\nswipeBack cancel",
        ["B viewWillDisappear", "A viewWillAppear", "Nav#1 willShow A"])),
    RuleEntry(
      Rule(
        .tabBarDelegate,
        "tap: shouldSelect comes before anything else, didSelect after the will callbacks of the "
          + "switch (before viewIsAppearing and the did half); a tap on the selected tab sends "
          + "only the two delegate lines; a programmatic select sends neither. With embed=nav "
          + "they name the tab's navigation controller.",
        source: "[apple-tabbar-delegate] (shouldSelect can veto, so it comes first; code "
          + "changes call no delegate) [s11] [s12] [s13] [s14]; didSelect's place: our choice "
          + "from [log-7]",
        confidence: .medium), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .sheetDelegate,
        "swipeDown on a sheet: ShouldDismiss, WillDismiss before viewWillDisappear, DidDismiss "
          + "after viewDidDisappear (before dealloc); cancelled, no DidDismiss; with "
          + "modalInPresentation=true only DidAttemptToDismiss, and the sheet stays with no "
          + "appearance line; never on a programmatic dismiss.",
        source: "[apple-adaptive-delegate] [apple-uipresentationcontroller-h] [s30] [s31] [s32]; "
          + "the places among the appearance lines: our choice",
        confidence: .high), profiles: .ios(13...),
      probe: .lines(
        scenario: "include delegates\npush A\npresent B\nswipeDown",
        ["B presentationControllerWillDismiss", "B viewWillDisappear"])),
  ]

  /// The completion lines of `completion=true`.
  static let completions: [RuleEntry] = [
    RuleEntry(
      Rule(
        .presentCompletion,
        "A present's completion runs as the transition's last line, after the presented "
          + "controller's viewDidAppear and the presenter's viewDidDisappear; a refused present "
          + "has none.",
        source: "[apple-present] [log-7] [s20] [s21]", confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .presentCompletion,
        "A present's completion runs as the transition's last line; a refused present has "
          + "none.",
        source: "our choice where the seeds are silent, as [apple-present] says",
        confidence: .unverified), profiles: .documented),
    RuleEntry(
      Rule(
        .dismissCompletion,
        "A dismiss's completion names the controller dismissed (in a chain, the one the caller "
          + "presented) and runs after the top one's viewDidDisappear, before any dealloc; a "
          + "refused or empty dismiss has none.",
        source: "[apple-dismiss] [log-7] [s21]; the chain and the empty dismiss: our choice",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .dismissCompletion,
        "A dismiss's completion runs after viewDidDisappear, before any dealloc.",
        source: "our choice where the seeds are silent, as [apple-dismiss] says",
        confidence: .unverified), profiles: .documented),
    RuleEntry(
      Rule(
        .coordinatorCompletion,
        "push/pop completion=true (a transition-coordinator completion) runs after the "
          + "did callbacks, didMoveToParent and didShow, before the popped controller's dealloc; "
          + "none when nothing is pushed or popped.",
        source: "[apple-coordinator] [s28] [s34]; after didMoveToParent and didShow: our choice",
        confidence: .medium), profiles: .ios(7...),
      probe: .lines(
        scenario: "push A B completion=true", ["B didMoveToParent Nav#1", "B pushCompletion"])),
    RuleEntry(
      Rule(
        .coordinatorCompletion,
        "push/pop completion=true runs after the transition's last callback, before the popped "
          + "controller's dealloc.",
        source: "our choice where the seeds are silent, as [apple-coordinator] says",
        confidence: .unverified), profiles: .documented),
  ]
}
