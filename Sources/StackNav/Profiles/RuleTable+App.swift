extension RuleTable {
  /// The app and scene life cycle around the view controllers (`launch`, `background`,
  /// `foreground`, `interruption`), and a storyboard's `awakeFromNib`.
  static let app: [RuleEntry] = [
    RuleEntry(
      Rule(
        .appLaunch,
        "launch without scenes: App didFinishLaunching; the root is created and made the "
          + "window's root inside it, its view loads and it gets viewWillAppear; then App "
          + "didBecomeActive, then the rest of the root's first appearance. No "
          + "willEnterForeground at launch; iOS 5 has no willFinishLaunching.",
        source: "[apple-app-life-cycle] [w-launch-order-5277940] [w-launch-order-skytitan]; "
          + "didBecomeActive's place moved between versions [w-launch-matt-66605799]: one "
          + "order for every profile, unverified",
        confidence: .high), profiles: .ios(5...5), value: .count(1),
      probe: .lines(
        scenario: "launch A",
        ["# launch A", "App didFinishLaunching", "A init"])),
    RuleEntry(
      Rule(
        .appLaunch,
        "launch without scenes: App willFinishLaunching, App didFinishLaunching; the root is "
          + "created and made the window's root inside it, its view loads and it gets "
          + "viewWillAppear; then App didBecomeActive, then the rest of the root's first "
          + "appearance. No willEnterForeground at launch.",
        source: "[apple-app-life-cycle] [w-launch-order-5277940] [w-launch-order-skytitan]; "
          + "didBecomeActive's place moved between versions [w-launch-matt-66605799]: one "
          + "order for every profile, unverified",
        confidence: .high), profiles: .ios(6...), value: .count(2),
      probe: .lines(
        scenario: "launch A scenes=false",
        ["App willFinishLaunching", "App didFinishLaunching", "A init"])),
    RuleEntry(
      Rule(
        .appLaunchScenes,
        "launch with scenes (the default from iOS 13): App willFinishLaunching and "
          + "didFinishLaunching, then Scene#1 willConnect; code makes the window inside it (the "
          + "root's view loads and gets viewWillAppear), then Scene#1 willEnterForeground and "
          + "didBecomeActive, then the rest of the root's appearance. With window=storyboard "
          + "the root exists before willConnect and the rest is the same: its view loads "
          + "and hears viewWillAppear when willConnect returns, before the scene lines. The "
          + "app delegate hears nothing more.",
        source: "[apple-app-life-cycle] [apple-scene-delegate] [w-scene-template-2019] "
          + "[w-scene-notes-lemonbrush]; [w-scene-log-2021] puts both scene lines before "
          + "viewDidLoad but is a hand-written list, not followed; window=code: unverified",
        confidence: .medium), profiles: .ios(13...),
      probe: .lines(scenario: "launch A", ["App didFinishLaunching", "Scene#1 willConnect"])),
    RuleEntry(
      Rule(
        .appBackground,
        "background: willResignActive, then didEnterBackground, from the scene (or, without "
          + "scenes, the app); no view controller hears anything.",
        source: "[apple-app-life-cycle] [w-launch-order-5277940] [w-scene-log-2021]",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .appForeground,
        "foreground: willEnterForeground, then didBecomeActive, from the scene (or the app); no "
          + "viewWillAppear: code that must run on return observes the notification.",
        source: "[apple-scene-delegate] [w-launch-order-5277940] [w-scene-log-2021]",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .appInterruption,
        "interruption (a call, Control Center, a system alert): willResignActive, then "
          + "didBecomeActive; nothing else.",
        source: "[apple-scene-delegate] [w-launch-order-progressconcepts]",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .appLaunchIntoBackground,
        "launch into=background: the launch's lines but never didBecomeActive (nor "
          + "willEnterForeground); the root still appears whole; then didEnterBackground.",
        source: "[apple-app-life-cycle] [w-launch-matt-66605799]; viewDidAppear before "
          + "didEnterBackground: our choice",
        confidence: .medium), profiles: .everyIOS),
    .misuse(
      .sceneAdoptionWarning, "A launch without scenes (scenes=false):",
      .console(
        "CLIENT OF UIKIT REQUIRES UPDATE: This process does not adopt UIScene lifecycle. This "
          + "will become an assert in a future version."),
      source: "[apple-tn3187] [w-scene-forum-2025]", confidence: .medium,
      profiles: .ios(18...18),
      probe: .lines(
        scenario: "launch A scenes=false",
        [
          "# launch A scenes=false",
          "! warning: CLIENT OF UIKIT REQUIRES UPDATE: This process does not adopt UIScene "
            + "lifecycle. This will become an assert in a future version.",
        ])),
    .misuse(
      .sceneAdoptionWarning, "A launch without scenes (scenes=false):",
      .console(
        "UIScene lifecycle will soon be required. Failure to adopt will result in an assert in "
          + "the future."),
      source: "[apple-tn3187]; its place and prefix: unverified", confidence: .medium,
      profiles: .ios(26...),
      probe: .lines(
        scenario: "launch A scenes=false",
        [
          "# launch A scenes=false",
          "! warning: UIScene lifecycle will soon be required. Failure to adopt will result in an "
            + "assert in the future.",
        ])),
    RuleEntry(
      Rule(
        .storyboardAwake,
        "A controller a storyboard instantiates (storyboard=true, a launch's "
          + "window=storyboard root) gets awakeFromNib right after init.",
        source: "[apple-awakeFromNib]",
        confidence: .high), profiles: .everyIOS),
  ]
}
