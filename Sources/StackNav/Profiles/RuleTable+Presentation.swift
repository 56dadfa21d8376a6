extension RuleTable {
  /// Presentation styles, what they do to the presenter, and dismissal.
  static let presentation: [RuleEntry] = [
    RuleEntry(
      Rule(
        .presentationStyles,
        "The scenario may use every presentation style.",
        source: "our choice: the seeds name no styles, so the documented profile "
          + "does not restrict them",
        confidence: .unverified),
      profiles: .documented, value: .styles(Set(PresentationStyle.allCases))),
    RuleEntry(
      Rule(
        .presentationStyles,
        "The styles of iOS 3: fullScreen, pageSheet, formSheet, currentContext.",
        source: "[apple-modalPresentationStyle] (the version each style appeared "
          + "in)",
        confidence: .high),
      profiles: .ios(...6), value: .styles([.fullScreen, .pageSheet, .formSheet, .currentContext]),
      probe: .lines(
        scenario: "push A\npresent B style=formSheet", ["B viewDidLoad", "A viewWillDisappear"])),
    RuleEntry(
      Rule(
        .presentationStyles,
        "iOS 7 adds custom to the styles of iOS 3.",
        source: "[apple-modalPresentationStyle] (the version each style appeared "
          + "in)",
        confidence: .high),
      profiles: .ios(7...7),
      value: .styles([.fullScreen, .pageSheet, .formSheet, .currentContext, .custom]),
      probe: .lines(
        scenario: "push A\npresent B style=custom", ["B viewDidLoad", "B viewWillAppear"])),
    RuleEntry(
      Rule(
        .presentationStyles,
        "iOS 8 adds overFullScreen, overCurrentContext and popover.",
        source: "[apple-modalPresentationStyle] (the version each style appeared "
          + "in)",
        confidence: .high),
      profiles: .ios(8...12),
      value: .styles([
        .fullScreen, .pageSheet, .formSheet, .currentContext, .custom, .overFullScreen,
        .overCurrentContext, .popover,
      ]),
      probe: .lines(
        scenario: "push A\npresent B style=overFullScreen",
        ["B viewDidLoad", "B viewWillAppear"])),
    RuleEntry(
      Rule(
        .presentationStyles,
        "iOS 13 adds automatic: every style.",
        source: "[apple-modalPresentationStyle] (automatic: iOS 13)",
        confidence: .high),
      profiles: .ios(13...), value: .styles(Set(PresentationStyle.allCases)),
      probe: .lines(
        scenario: "push A\npresent B style=automatic", ["B viewDidLoad", "B viewWillAppear"])),
    RuleEntry(
      Rule(
        .defaultStyle,
        "present uses fullScreen unless the scenario names a style.",
        source: "[scenario-language] [seed-002] (present)",
        confidence: .seed), profiles: .documented, value: .style(.fullScreen)),
    RuleEntry(
      Rule(
        .defaultStyle,
        "present uses .fullScreen unless the scenario names a style.",
        source: "[hacknicity-2019] (before iOS 13 the default was fullScreen)",
        confidence: .high), profiles: .ios(...12), value: .style(.fullScreen),
      probe: .lines(scenario: "push A\npresent B", ["B viewDidLoad", "A viewWillDisappear"])),
    RuleEntry(
      Rule(
        .defaultStyle,
        "present uses .automatic (a page sheet on iPhone) unless the scenario names a style.",
        source: "[hacknicity-2019] [log-9] [csdn-chenyblog]",
        confidence: .high), profiles: .ios(13...), value: .style(.automatic),
      probe: .lines(scenario: "push A\npresent B", ["B viewDidLoad", "B viewWillAppear"])),
    RuleEntry(
      Rule(
        .presenterLeaves,
        "fullScreen and currentContext take the presenter off screen (it gets disappear and "
          + "appear callbacks); sheets and popovers adapt to full screen on iPhone; over* and "
          + "custom styles leave it on screen.",
        source: "our choice where the seeds are silent: iPhone before iOS 13 "
          + "[regularberry-2019]",
        confidence: .high), profiles: .documented,
      value: .styles([.fullScreen, .currentContext, .automatic, .pageSheet, .formSheet, .popover])),
    RuleEntry(
      Rule(
        .presenterLeaves,
        "fullScreen and currentContext take the presenter off screen; on iPhone sheets "
          + "and popovers adapt to full screen and do too; over* and custom leave it on "
          + "screen, silent.",
        source: "[regularberry-2019] [apple-modalPresentationStyle] [splinter-2015]",
        confidence: .high), profiles: .ios(...12),
      value: .styles([.fullScreen, .currentContext, .pageSheet, .formSheet, .popover]),
      probe: .lines(
        scenario: "push A\npresent B style=pageSheet", ["B viewDidLoad", "A viewWillDisappear"])),
    RuleEntry(
      Rule(
        .presenterLeaves,
        "fullScreen and currentContext take the presenter off screen, so it gets disappear "
          + "and appear callbacks; sheets (pageSheet, formSheet, automatic), popover (on "
          + "iPhone a form sheet), over* and custom leave it on screen, silent.",
        source: "[velog-yeahg_dev] [log-10] [log-11] [regularberry-2019]; the popover: "
          + "[apple-popover-style] [apple-popover-adaptive-sheet] (a correction: this rule "
          + "took the presenter off screen for a popover, after [hacknicity-2019]'s quote of "
          + "an iOS 13 beta header)",
        confidence: .high), profiles: .ios(13...),
      value: .styles([.fullScreen, .currentContext]),
      probe: .lines(
        scenario: "push A\npresent B style=pageSheet", ["B viewDidLoad", "B viewWillAppear"])),
    RuleEntry(
      Rule(
        .sheetStyles,
        "pageSheet, formSheet, automatic and (on iPhone a form sheet) popover present a sheet "
          + "the user can swipe down.",
        source: "[apple-modalPresentationStyle] [hacknicity-2019]; the popover: "
          + "[apple-popover-style]",
        confidence: .high), profiles: .ios(13...),
      value: .styles([.pageSheet, .formSheet, .automatic, .popover]),
      probe: .lines(
        scenario: "push A\npresent B style=formSheet\nswipeDown",
        ["# swipeDown", "B viewWillDisappear"])),
    RuleEntry(
      Rule(
        .presentationContext,
        "A controller inside containers presents from the root of its layer (its navigation "
          + "or tab bar controller, or the presented controller it belongs to).",
        source: "[apple-definesPresentationContext]",
        confidence: .high), profiles: .every),
    RuleEntry(
      Rule(
        .dismissChain,
        "dismiss on a controller dismisses what it presented and everything above; only the "
          + "top one gets callbacks; with nothing presented its presenter dismisses it; the "
          + "intermediates are freed bottom up, the top one last.",
        source: "[apple-dismiss]; free order: our choice",
        confidence: .unverified), profiles: .documented),
    RuleEntry(
      Rule(
        .dismissChain,
        "dismiss on a controller lower in the chain dismisses everything above it; only the "
          + "top one (and any other still on screen) gets callbacks; the intermediates are "
          + "freed bottom up, the top one last.",
        source: "[apple-dismiss] [log-18]; callbacks and free order unverified",
        confidence: .unverified), profiles: .everyIOS),
  ]
}
