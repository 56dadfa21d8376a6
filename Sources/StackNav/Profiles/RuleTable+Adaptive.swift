extension RuleTable {
  /// iPad and adaptive presentation: sheets and popovers that do not adapt, the adaptive
  /// delegate, a popover dismissed by a tap outside it.
  static let adaptive: [RuleEntry] = [
    RuleEntry(
      Rule(
        .deviceIPad,
        "device ipad: the window is regular, so form and page sheets (and automatic, a page "
          + "sheet) and popovers never adapt: their presenter stays on screen and silent on "
          + "present and dismiss, before iOS 13 as after; an action sheet is a popover; the "
          + "full-screen, current-context, over and custom styles, and everything else, are "
          + "as on an iPhone (the default device).",
        source: "[regularberry-2019] [apple-popover-style] [apple-viewWillAppear] "
          + "[w-popover-presents] [decomp-alert-controller]",
        confidence: .high), profiles: .everyIOS,
      probe: .lines(
        scenario: "device ipad\npush A\npresent B style=formSheet",
        [
          "# present B style=formSheet", "B init", "B loadView", "B viewDidLoad",
          "B viewWillAppear",
        ]
      )),
    RuleEntry(
      Rule(
        .presentNoAdaptation,
        "present ... adapt=none: the presenter, its presentation controller's delegate, keeps "
          + "a popover a popover (or a sheet a sheet) on an iPhone: the presenter stays silent; "
          + "a popover is then no sheet to swipe down, and a tap outside dismisses it. Form "
          + "and page sheets kept in iOS 8 to 12 are unverified.",
        source: "[apple-viewWillAppear] [w-choicepopup-none] [w-popover-presents]",
        confidence: .high), profiles: .ios(8...),
      probe: .lines(
        scenario: "push A\npresent B style=popover adapt=none",
        ["# present B style=popover adapt=none", "B init", "B loadView"])),
    RuleEntry(
      Rule(
        .adaptiveDelegate,
        "With include delegates and adapt=none on an iPhone, the presenter is asked "
          + "adaptivePresentationStyle, then told willPresentWithAdaptiveStyle none, after the "
          + "presented controller's init and before its view loads (their place is "
          + "unverified); on an iPad UIKit does not ask.",
        source: "[apple-will-present-adaptive] [apple-adaptive-style]",
        confidence: .unverified), profiles: .ios(8...),
      probe: .lines(
        scenario: "include delegates\npush A\npresent B style=popover adapt=none",
        [
          "B init", "A adaptivePresentationStyle B", "A willPresentWithAdaptiveStyle B none",
          "B loadView",
        ])),
    RuleEntry(
      Rule(
        .presentTapOutside,
        "tapOutside dismisses the top-most presented controller when it is a popover that did "
          + "not adapt (an iPad's, or adapt=none): its disappearance, the presenter silent, "
          + "then its dealloc; otherwise a note. A dismiss by code sends no delegate line.",
        source: "[apple-popover-style] [apple-popover-delegate]",
        confidence: .high), profiles: .ios(8...),
      probe: .lines(
        scenario: "push A\npresent B style=popover adapt=none\ntapOutside",
        ["# tapOutside", "B viewWillDisappear", "B viewDidDisappear", "B dealloc"])),
    RuleEntry(
      Rule(
        .popoverDelegate,
        "A tap outside a popover, with include delegates: the popover's delegate (the "
          + "presenter) is asked popoverShouldDismiss first and told popoverDidDismiss after "
          + "the popover's viewDidDisappear (UIPopoverPresentationControllerDelegate, "
          + "deprecated in iOS 13, from which the sheet delegate's lines come instead, as on a "
          + "swipe down). Their places are unverified.",
        source: "[apple-popover-delegate] [w-popover-delegate-sample]",
        confidence: .unverified), profiles: .ios(8...12),
      probe: .lines(
        scenario: "include delegates\npush A\npresent B style=popover adapt=none\ntapOutside",
        ["A popoverShouldDismiss B", "B viewWillDisappear", "B viewDidDisappear"])),
  ]
}
