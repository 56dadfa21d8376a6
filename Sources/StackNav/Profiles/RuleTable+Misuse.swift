extension RuleTable {
  /// What UIKit does with requests it refuses, warns about or ignores.
  static let misuse: [RuleEntry] = [
    RuleEntry(
      Rule(
        .pushSameInstance,
        "Pushing an instance already on the stack raises NSInvalidArgumentException.",
        source: "Apple doc pushViewController(_:animated:); iOS 8.3 decompilation",
        confidence: .high), profiles: .documented, value: .wording(.classic)),
    RuleEntry(
      Rule(
        .pushSameInstance,
        "Pushing an instance already on the stack raises NSInvalidArgumentException "
          + "'Pushing the same view controller instance more than once is not supported'.",
        source: "§8 (Apple doc pushViewController; iOS 8.3 decompilation; app logs)",
        confidence: .high), profiles: .ios(...16), value: .wording(.classic)),
    RuleEntry(
      Rule(
        .pushSameInstance,
        "Pushing an instance already on the stack raises NSInvalidArgumentException, in the "
          + "newer wording '<Nav> is pushing the same view controller instance (<B>) more "
          + "than once ...'.",
        source: "§8 (react-native-screens reproduction, iOS 17.2); the version the wording "
          + "changed in is unknown",
        confidence: .medium), profiles: .ios(17...), value: .wording(.modern)),
    RuleEntry(
      Rule(
        .pushNavigationController,
        "Pushing a navigation controller (push NAME embed=nav) raises NSInvalidArgumentException "
          + "'Pushing a navigation controller is not supported'.",
        source: "uikit-orderings.md §8 (juejin 2019, log#18; iOS 8.3 decompilation)",
        confidence: .high), profiles: .every),
    RuleEntry(
      Rule(
        .presentActiveController,
        "Presenting a controller that is already presented or in a container raises "
          + "NSInvalidArgumentException.",
        source: "app crash logs (uikit-orderings.md §8)",
        confidence: .high), profiles: .documented),
    RuleEntry(
      Rule(
        .presentActiveController,
        "Presenting a controller that is already presented or in a container raises "
          + "NSInvalidArgumentException.",
        source: "§8 (app crash logs and code comments)",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .popRoot,
        "Popping when only the root is on the stack does nothing.",
        source: "Apple doc popViewController(animated:)",
        confidence: .high), profiles: .documented),
    RuleEntry(
      Rule(
        .popRoot,
        "Popping when only the root is on the stack does nothing and sends no callback.",
        source: "§2.1, §8 (Apple doc popViewController(animated:))",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .dismissWithNothingPresented,
        "dismiss with nothing presented forwards to the presenting controller; with neither "
          + "it does nothing.",
        source: "Apple doc dismiss(animated:completion:); openradar 30284135",
        confidence: .high), profiles: .documented),
    RuleEntry(
      Rule(
        .dismissWithNothingPresented,
        "dismiss with nothing presented forwards to the presenting controller; with neither "
          + "it does nothing; a second dismiss right after the first has nothing left to do.",
        source: "§8 (Apple doc; openradar 30284135; juejin 2019, log#18)",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .presentWithNothingOnScreen,
        "present with no controller on screen presents nothing: there is no presenter.",
        source: "our choice (no controller can call present)",
        confidence: .unverified), profiles: .every),
    RuleEntry(
      Rule(
        .presentNotInWindow,
        "Presenting from a controller whose view is not in the window hierarchy presents "
          + "nothing; UIKit logs 'Attempt to present <B> on <A> whose view is not in the window "
          + "hierarchy!'.",
        source: "uikit-orderings.md §8 (juejin 2019, log#18; kouhan.cn; positioniseverything); "
          + "the 'Warning: ' prefix of older builds is left out",
        confidence: .high), profiles: .every),
    RuleEntry(
      Rule(
        .presentWhilePresenting,
        "Presenting from a controller that is already presenting presents nothing; UIKit logs "
          + "'Attempt to present <C> on <A> which is already presenting <B>'.",
        source: "uikit-orderings.md §8 (code comments; MDC alert controller comment)",
        confidence: .medium), profiles: .every),
    RuleEntry(
      Rule(
        .presentWhileTransitioning,
        "A present made while a presentation or dismissal is in flight (meanwhile present) is "
          + "dropped, not queued; UIKit logs 'Attempt to present <C> on <A> while a "
          + "presentation is in progress!'.",
        source: "uikit-orderings.md §8 (code comments, several, incl. SwiftUI hosts); the "
          + "newer '(from <Z>)' wording is left out",
        confidence: .high), profiles: .every),
    RuleEntry(
      Rule(
        .dismissWhileTransitioning,
        "A dismiss made while a presentation or dismissal is in flight (meanwhile dismiss) is "
          + "ignored; UIKit logs 'Attempt to dismiss from view controller <A> while a "
          + "presentation or dismiss is in progress!'; repeated dismiss calls: only the first "
          + "takes effect.",
        source: "uikit-orderings.md §8 (kouhan.cn; test-suite notes; juejin 2019, log#18)",
        confidence: .high), profiles: .every),
    RuleEntry(
      Rule(
        .nestedNavigationWarnings,
        "iOS 7: a push while a push animation runs logs 'nested push animation can result "
          + "in corrupted navigation bar', and the interrupted transition 'Finishing up a "
          + "navigation transition in an unexpected state'; the request then takes effect.",
        source: "uikit-orderings.md §7, §8 (code comments quoting an iOS 7.1.2 log; "
          + "KTJPushQueueForNavigation README); what follows the warnings: unverified",
        confidence: .medium), profiles: .ios(7...7)),
    RuleEntry(
      Rule(
        .noNestedNavigationWarning,
        "A navigation request during a navigation animation logs nothing and waits for it.",
        source: "not in the seeds; iOS 7's warnings are not modelled here",
        confidence: .unverified), profiles: .documented + .ios(...6) + .ios(8...)),
    RuleEntry(
      Rule(
        .meanwhileWaits,
        "Any other request made while an animation is in flight (meanwhile push during a "
          + "present, say) takes effect when that animation ends.",
        source: "our choice: UIKit defers navigation transitions (uikit-orderings.md §1.1 N1)",
        confidence: .unverified), profiles: .every),
    RuleEntry(
      Rule(
        .pushWithoutNavigation,
        "push where no navigation controller holds the visible content does nothing "
          + "(navigationController is nil).",
        source: "Swift optional chaining on navigationController; our choice",
        confidence: .unverified), profiles: .every),
    RuleEntry(
      Rule(
        .replaceRoot,
        "A new window root replaces the old one: what was on screen leaves, what the old root "
          + "presented is let go, then the old root is released; the same root again does "
          + "nothing.",
        source: "Apple doc UIWindow.rootViewController; callbacks: our choice",
        confidence: .unverified), profiles: .every),
    RuleEntry(
      Rule(
        .popToMissing,
        "popTo a controller that is not on the stack raises NSInternalInconsistencyException "
          + "'Tried to pop to a view controller that doesn't exist.'",
        source: "§2.3, §8 (UIKit-3698.103.12 assertion, quoted in a 2019 log)",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .setStackDistinct,
        "setStack with a controller twice raises NSInternalInconsistencyException 'All view "
          + "controllers in a navigation controller must be distinct'.",
        source: "crash report in wordpress-mobile/WordPress-iOS issue 15337 (2020); earlier "
          + "versions unverified",
        confidence: .medium), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .selectNotATab,
        "select of a controller that is not one of the tab bar controller's tabs is refused "
          + "as a scenario error: UIKit's answer was not found.",
        source: "Apple doc selectedViewController ('must be in viewControllers'); our choice",
        confidence: .unverified), profiles: .everyIOS),
  ]
}
