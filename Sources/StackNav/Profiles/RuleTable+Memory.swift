extension RuleTable {
  /// What a low-memory warning does.
  static let memory: [RuleEntry] = [
    RuleEntry(
      Rule(
        .memoryWarningDelivery,
        "Every controller in memory gets didReceiveMemoryWarning, in the order they were "
          + "created.",
        source: "[seed-000] (every controller in memory hears it); order: our "
          + "choice",
        confidence: .seed), profiles: .documented),
    RuleEntry(
      Rule(
        .memoryWarningDelivery,
        "Every controller in memory, on screen or not, gets didReceiveMemoryWarning, in the "
          + "order they were created.",
        source: "[log-7] [log-16]; order: our choice",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .unloadHiddenViews,
        "The default didReceiveMemoryWarning releases the view of a controller not on screen "
          + "with viewWillUnload then viewDidUnload; the one on screen keeps its view; nothing "
          + "is freed.",
        source: "[seed-000] [seed-003] [seed-004] (the unload cycle)",
        confidence: .seed), profiles: .documented,
      value: .memoryWarning(.unloadViewsNotInWindow(sendsWillUnload: true))),
    RuleEntry(
      Rule(
        .unloadHiddenViews,
        "The default didReceiveMemoryWarning releases the views not in a window, with "
          + "viewWillUnload (iOS 5) then viewDidUnload; nothing is freed.",
        source: "[apple-viewDidUnload] [apple-uiviewcontroller-h] [log-16]",
        confidence: .high), profiles: .ios(...5),
      value: .memoryWarning(.unloadViewsNotInWindow(sendsWillUnload: true)),
      probe: .lines(
        scenario: "push A B\nmemoryWarning", ["A viewWillUnload", "A viewDidUnload"])),
    RuleEntry(
      Rule(
        .notifyOnly,
        "From iOS 6 views are no longer unloaded: controllers only get "
          + "didReceiveMemoryWarning; viewWillUnload and viewDidUnload are never called; "
          + "nothing is freed.",
        source: "[apple-uiviewcontroller-h] (from iOS 6 the view is no longer "
          + "cleared) [log-7]",
        confidence: .high), profiles: .ios(6...), value: .memoryWarning(.notifyOnly),
      probe: .lines(
        scenario: "push A B\nmemoryWarning",
        ["A didReceiveMemoryWarning", "B didReceiveMemoryWarning"])),
    RuleEntry(
      Rule(
        .nilViewStillUnloads,
        "A view already released when the warning comes still gets viewDidUnload (only) when "
          + "super runs.",
        source: "[seed-000] (viewDidUnload even for a view already nil)",
        confidence: .seed), profiles: .documented),
    RuleEntry(
      Rule(
        .nilViewStillUnloads,
        "A view already released when the warning comes still gets viewDidUnload when "
          + "super runs.",
        source: "[seed-000] (an iOS 4 era answer); iOS 5 unverified",
        confidence: .unverified), profiles: .ios(...5),
      probe: .lines(
        scenario: "push A B\nunloadView A\nmemoryWarning",
        ["A didReceiveMemoryWarning", "A viewDidUnload"])),
    RuleEntry(
      Rule(
        .noSuperKeepsView,
        "An override of didReceiveMemoryWarning that does not call super releases no view.",
        source: "[seed-004] (you must call super) [seed-000]",
        confidence: .seed), profiles: .documented),
    RuleEntry(
      Rule(
        .noSuperKeepsView,
        "An override of didReceiveMemoryWarning that does not call super releases no view.",
        source: "[apple-didReceiveMemoryWarning] [seed-004]",
        confidence: .high), profiles: .everyIOS),
  ]
}
