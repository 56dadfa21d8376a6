extension RuleTable {
  /// Layout passes, and the geometry lines of `include geometry`: margins, safe area,
  /// constraints, rotation.
  static let geometry: [RuleEntry] = [
    RuleEntry(
      Rule(
        .layoutPasses,
        "A view gets layoutPasses=N layout pairs (0 to 3, default 1) on its first appearance "
          + "since it loaded, where one pair would go, nothing between them; a reappearance "
          + "gets none.",
        source: "[log-1] [log-7] [n8] (two pairs at a launch) [jianshu-ff7ded05242d] (none "
          + "before a non-animated viewDidAppear); the pairs together: our choice",
        confidence: .medium), profiles: .every),
    RuleEntry(
      Rule(
        .marginsAndSafeArea,
        "On a view's first appearance since it loaded: viewLayoutMarginsDidChange, then "
          + "viewSafeAreaInsetsDidChange, after the transition's will callbacks (and willShow "
          + "or didSelect), before viewIsAppearing and the layout; not on a reappearance or a "
          + "rotation.",
        source: "[apple-displaying-views] [apple-viewSafeAreaInsetsDidChange] [s20] [s46]; "
          + "none on a reappearance: our choice",
        confidence: .high), profiles: .ios(11...),
      probe: .lines(
        scenario: "include geometry\npush A",
        ["A viewLayoutMarginsDidChange", "A viewSafeAreaInsetsDidChange"])),
    RuleEntry(
      Rule(
        .marginsAndSafeArea,
        "On a view's first appearance since it loaded: viewLayoutMarginsDidChange, then "
          + "viewSafeAreaInsetsDidChange, before the layout.",
        source: "our choice where the seeds are silent, as [apple-displaying-views] says",
        confidence: .unverified), profiles: .documented),
    RuleEntry(
      Rule(
        .constraintsUpdate,
        "An autoLayout=true view gets updateViewConstraints once, on its first appearance since "
          + "it loaded, after viewIsAppearing, before its first layout pair.",
        source: "[log-3] [n10] [apple-updateViewConstraints]; not on a reappearance or a "
          + "rotation: our choice",
        confidence: .high), profiles: .ios(6...),
      probe: .lines(
        scenario: "include geometry\ncontroller A autoLayout=true\npush A",
        ["A updateViewConstraints"])),
    RuleEntry(
      Rule(
        .constraintsUpdate,
        "An autoLayout=true view gets updateViewConstraints once, before its first layout pair.",
        source: "our choice where the seeds are silent, as [log-3] shows", confidence: .unverified),
      profiles: .documented),
    RuleEntry(
      Rule(
        .propertiesUpdate,
        "iOS 26: a view gets updateProperties once, on its first appearance since it loaded, "
          + "after viewIsAppearing and before updateViewConstraints and its first layout pair "
          + "(even with layoutPasses=0); not on a reappearance or a rotation.",
        source: "[apple-updateProperties] (after the traits, before layoutSubviews and "
          + "viewWillLayoutSubviews, no layout pass of its own); its exact place and the one "
          + "call: our choice (no log shows it)",
        confidence: .unverified), profiles: .ios(26...),
      probe: .lines(scenario: "include geometry\npush A", ["A updateProperties"])),
    RuleEntry(
      Rule(
        .rotation,
        "rotate: every controller in the window gets viewWillTransition (parents before "
          + "children, presenter before presented), then one layout pair each in the same "
          + "order; controllers off screen get nothing, and one layout pair before their next "
          + "viewDidAppear.",
        source: "[log-19] [s48] [apple-viewWillTransition]; the order among several and the "
          + "covered controllers: our choice ([s49])",
        confidence: .high), profiles: .ios(8...),
      probe: .lines(scenario: "push A\nrotate", ["# rotate", "A viewWillLayoutSubviews"])),
    RuleEntry(
      Rule(
        .rotation,
        "rotate: every controller in the window gets viewWillTransition, then one layout pair.",
        source: "our choice where the seeds are silent, as [log-19] shows", confidence: .unverified),
      profiles: .documented),
  ]
}
