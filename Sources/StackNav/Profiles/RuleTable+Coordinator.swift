extension RuleTable {
  /// The transition coordinator's blocks, registered by a hook's code.
  static let coordinator: [RuleEntry] = [
    RuleEntry(
      Rule(
        .coordinatorRegister,
        "on NAME WORD alongside [completion=true] and on NAME WORD notifyInteraction register "
          + "blocks on the running transition's coordinator: a push, pop, popTo, popToRoot, "
          + "setStack, present, dismiss, segue, unwind, swipeBack or swipeDown, animated or "
          + "not (a transition that is not animated has UIKit's null coordinator, which runs "
          + "them at the same places). The registration prints nothing but the hook's header.",
        source: "[apple-coordinator] [decomp-transition-coordinator] [decomp-null-coordinator]",
        confidence: .high), profiles: .ios(7...),
      probe: .lines(
        scenario: "push A\non B viewWillAppear alongside\npush B",
        ["# in B viewWillAppear: alongside", "B alongside"])),
    RuleEntry(
      Rule(
        .coordinatorAlongside,
        "The alongside block runs when the transition's animations start: right after its "
          + "will callbacks and their delegate lines (willShow), before viewIsAppearing and "
          + "the layout; several in the order registered. Its place against viewIsAppearing "
          + "and the first layout pair is unverified.",
        source: "[decomp-transition-coordinator] [decomp-uxkit-transition] [apple-coordinator]",
        confidence: .medium), profiles: .ios(7...),
      probe: .lines(
        scenario: "push A\non B viewWillAppear alongside\npush B",
        ["B viewWillAppear", "# in B viewWillAppear: alongside", "B alongside"])),
    RuleEntry(
      Rule(
        .coordinatorAlongsideCompletion,
        "The alongside completion runs after the transition's did callbacks, its move "
          + "callbacks, didShow and the caller's own completion, before anything is freed "
          + "(NAME alongsideCompletion); on a cancelled swipe, last, saying cancelled.",
        source: "[decomp-transition-coordinator] [apple-coordinator]",
        confidence: .medium), profiles: .ios(7...),
      probe: .lines(
        scenario: "push A\non B viewWillAppear alongside completion=true\npush B completion=true",
        ["B pushCompletion", "B alongsideCompletion"])),
    RuleEntry(
      Rule(
        .coordinatorInteractivePop,
        "A swipe back with both blocks on the controller coming back: its alongside block "
          + "after the will callbacks and willShow, viewIsAppearing, the interaction handler "
          + "when the finger lifts, then the rest (completed: the did callbacks, didShow, the "
          + "alongside completion, the popped controller's dealloc; cancelled: the way back, "
          + "then the alongside completion saying cancelled). viewIsAppearing against the "
          + "alongside line is unverified.",
        source: "[decomp-transition-coordinator] [w-interaction-before-appearance] "
          + "[w-interaction-ends-cancel] [apple-coordinator]",
        confidence: .medium), profiles: .ios(7...),
      probe: .lines(
        scenario: "push A B\non A viewWillAppear alongside completion=true\n"
          + "on A viewWillAppear notifyInteraction\nswipeBack cancel",
        ["A interactionChanged cancelled", "A viewWillDisappear", "A viewDidDisappear"])),
    RuleEntry(
      Rule(
        .coordinatorInteractionChanged,
        "The interaction handler (notifyWhenInteractionEnds up to iOS 9, "
          + "notifyWhenInteractionChanges from iOS 10) runs once, when the finger lifts, only "
          + "in an interactive transition: NAME interactionChanged completed or cancelled. In "
          + "any other transition it never runs; in a swipe down it is not run (our choice: no "
          + "source shows it there).",
        source: "[decomp-transition-coordinator] [w-interaction-before-appearance] "
          + "[apple-coordinator]",
        confidence: .medium), profiles: .ios(7...),
      probe: .lines(
        scenario: "push A B\non A viewWillAppear notifyInteraction\nswipeBack",
        ["A interactionChanged completed", "B viewDidDisappear"])),
    RuleEntry(
      Rule(
        .coordinatorNone,
        "No coordinator, nothing registered, a note: in a callback of a transition that has "
          + "none (the window's root or first display, launch, a tab switch, a child's or a "
          + "page's transition, an appearance driven by hand) or of no transition, or once "
          + "the animations have started (viewIsAppearing, layout, a did callback). Whether "
          + "the iOS 18 tab cross-fade has a coordinator is unverified: the note stays.",
        source: "[apple-coordinator] [decomp-transition-coordinator]",
        confidence: .medium), profiles: .ios(7...),
      probe: .lines(
        scenario: "tabs A B\non B viewWillAppear alongside\nselect B",
        ["! note: B has no transition coordinator in viewWillAppear: nothing is registered"])),
  ]
}
