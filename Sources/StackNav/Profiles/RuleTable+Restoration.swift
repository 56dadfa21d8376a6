extension RuleTable {
  /// State preservation and restoration (`launch ... restore=true`, then `background`), with
  /// scenes and without.
  static let restoration: [RuleEntry] = [
    RuleEntry(
      Rule(
        .restoreLaunch,
        "launch ... restore=true without scenes: the app makes its window and first "
          + "controller in willFinishLaunching (A init there, not in didFinishLaunching); "
          + "then App shouldRestoreState, the restoration, App didDecodeState as its last "
          + "step, then App didFinishLaunching; the window shows after it, with the whole "
          + "first display under the launch.",
        source: "[apple-app-life-cycle] [apple-ui-restoration] [apple-restoration-delegate] "
          + "[apple-restoration-samples] [w-restoration-hagedorn] [w-restoration-bnr] "
          + "[w-wordpress-restoration]",
        confidence: .high), profiles: .ios(6...),
      probe: .lines(
        scenario: "launch A restore=true scenes=false",
        ["App willFinishLaunching", "A init", "App shouldRestoreState"])),
    RuleEntry(
      Rule(
        .restoreCreation,
        "The names above a restored stack's first are made after App shouldRestoreState, "
          + "bottom to top, the way restoration= says: storyboard (X init, X awakeFromNib), "
          + "class (X viewControllerWithRestorationIdentifierPath, a class method, then X "
          + "init), app (App viewControllerWithRestorationIdentifierPath X, then X init). "
          + "Default: storyboard for a name a storyboard makes (storyboard=true, or "
          + "window=storyboard), class otherwise. The first name and its navigation "
          + "controller exist already: UIKit finds them and prints nothing. All creations "
          + "before all loads: unverified.",
        source: "[apple-ui-restoration] [apple-restoration-delegate] [apple-restorable-state] "
          + "[w-restoration-neuburg] [w-wordpress-restoration]",
        confidence: .high), profiles: .ios(6...),
      probe: .lines(
        scenario: "controller B restoration=app\nlaunch A B embed=nav restore=true scenes=false",
        ["App shouldRestoreState", "App viewControllerWithRestorationIdentifierPath B", "B init"])),
    RuleEntry(
      Rule(
        .restoreDecode,
        "Inside the restoration every restored controller loads its view, bottom to top "
          + "(the first name too, though it will not appear; no name above it has a "
          + "navigation controller yet); then the decodes down the chain: the navigation "
          + "controller's first, which takes its stack back with the moves of a setStack "
          + "before a first display, then each name's. The moves' place inside the decode: "
          + "unverified.",
        source: "[apple-ui-restoration] [w-restoration-neuburg] [w-restoration-hagedorn] "
          + "[w-wordpress-restoration] [w-awful-restoration] [w-flutter-scene-restoration]",
        confidence: .medium), profiles: .ios(6...),
      probe: .lines(
        scenario: "launch A restore=true scenes=false",
        ["A viewDidLoad", "A decodeRestorableState", "App didDecodeState"])),
    RuleEntry(
      Rule(
        .restoreFinished,
        "After App didDecodeState, before App didFinishLaunching: "
          + "applicationFinishedRestoringState to each restored controller, down the chain "
          + "(UIKit guarantees no order: ours).",
        source: "[apple-restorable-state] [w-restoration-neuburg] [w-awful-restoration]",
        confidence: .medium), profiles: .ios(7...),
      probe: .lines(
        scenario: "launch A restore=true scenes=false",
        ["App didDecodeState", "A applicationFinishedRestoringState", "App didFinishLaunching"])),
    RuleEntry(
      Rule(
        .preserveBackground,
        "After a restoring launch without scenes, each background (and a launch "
          + "into=background) preserves the state after App didEnterBackground: App "
          + "shouldSaveState, App willEncodeState, then encodeRestorableState to every "
          + "controller of the window's hierarchy, each before what it holds (a navigation "
          + "controller's stack, a tab bar controller's tabs, loaded or not), then what it "
          + "presents. Not encoded: children of containers the app writes, pages, views "
          + "added without containment, alerts. No appearance line. Presented controllers "
          + "after the children: unverified.",
        source: "[apple-ui-restoration] [apple-restoration-delegate] [apple-app-life-cycle] "
          + "[w-restoration-useyourloaf] [w-restoration-hagedorn]",
        confidence: .high), profiles: .ios(6...),
      probe: .lines(
        scenario: "launch A restore=true scenes=false\nbackground",
        [
          "App didEnterBackground", "App shouldSaveState", "App willEncodeState",
          "A encodeRestorableState",
        ])),
    RuleEntry(
      Rule(
        .restoreScenes,
        scenesRebuild,
        source: "[w-flutter-scene-restoration] [apple-scene-restoration] "
          + "[w-scene-restoration-articles]; disagreeing, an iOS 13 beta: "
          + "[w-restoration-ios13-beta]; iOS 13 to 17: unverified",
        confidence: .unverified), profiles: .ios(13...17),
      probe: .lines(
        scenario: "launch A B embed=nav restore=true",
        [
          "! note: with scenes UIKit restores no view controller: the app rebuilds A B from "
            + "the scene's restoration activity", "App willFinishLaunching",
          "App didFinishLaunching", "Scene#1 willConnect", "A init", "B init",
        ])),
    RuleEntry(
      Rule(
        .restoreScenes,
        scenesRebuild,
        source: "[w-flutter-scene-restoration] (2025-2026) [apple-scene-restoration] "
          + "[w-scene-restoration-articles]; the rebuild's order: unverified",
        confidence: .medium), profiles: .ios(18...), probe: .evidenceOnly),
    RuleEntry(
      Rule(
        .preserveScenes,
        "After a restoring launch with scenes, each background (and a launch into=background) "
          + "asks the scene's delegate for its restoration activity right after Scene#1 "
          + "didEnterBackground: Scene#1 stateRestorationActivity. When UIKit asks: unverified "
          + "(once per move to the background here).",
        source: "[apple-scene-restoration] [openradar-fb9855914] [w-scene-restoration-articles]",
        confidence: .unverified), profiles: .ios(13...),
      probe: .lines(
        scenario: "launch A restore=true\nbackground",
        ["Scene#1 didEnterBackground", "Scene#1 stateRestorationActivity"])),
  ]

  /// What a restoring launch with scenes does, on older and newer evidence.
  private static let scenesRebuild =
    "launch ... restore=true with scenes: UIKit restores no view controller (a note says so "
    + "first); the app rebuilds the stack inside Scene#1 willConnect as setStack does on an "
    + "empty window, before the window shows. The app delegate hears no restoration line."
}
