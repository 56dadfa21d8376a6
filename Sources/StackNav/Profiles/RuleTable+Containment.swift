extension RuleTable {
  /// `willMoveToParent` and `didMoveToParent`: when containers send them.
  static let containment: [RuleEntry] = [
    RuleEntry(
      Rule(
        .containment,
        "A controller moving into a container gets willMoveToParent when the move starts, before "
          + "its view loads, and didMoveToParent after its viewDidAppear; one moving out gets "
          + "willMoveToParent(nil) first and didMoveToParent(nil) last, before it is freed.",
        source: "§1.1 N1, §2.1 (arm1.ru, log#3; iOS 8.3 decompilation)",
        confidence: .medium), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .navigationRootContainment,
        "The root of a new navigation controller gets willMoveToParent and didMoveToParent when "
          + "the navigation controller is created, before it appears.",
        source: "UINavigationController(rootViewController:) adds the child at once (iOS 8.3 "
          + "decompilation); didMove's place: our choice",
        confidence: .unverified), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .tabContainment,
        "Each tab gets willMoveToParent and didMoveToParent, in tab order, when the tab bar "
          + "controller is given its tabs.",
        source: "SDK header (setViewControllers adds children); order: our choice",
        confidence: .unverified), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .customContainment,
        "addChild: willMoveToParent (automatic), the child's view loads and, on screen, "
          + "viewWillAppear and viewIsAppearing; then didMoveToParent (the container's call) and "
          + "viewDidAppear at the end of the transaction. removeChild: willMoveToParent(nil), "
          + "the disappear pair, didMoveToParent(nil) (automatic), then the release.",
        source: "§5.2 (SDK header UIViewController.h; Apple docs willMove/didMove; log#7); UIKit's "
          + "second didMove seen in log#7 (Catalyst) is not modelled",
        confidence: .medium), profiles: .everyIOS),
  ]
}
