extension RuleTable {
  /// What UIKit does with requests it refuses, warns about or ignores.
  static let misuse: [RuleEntry] = [
    RuleEntry(
      Rule(
        .pushSameInstance,
        "Pushing an instance already on the stack raises NSInvalidArgumentException.",
        source: "[apple-pushViewController] [decomp-nav-8-3]",
        confidence: .high), profiles: .documented, value: .wording(.classic)),
    RuleEntry(
      Rule(
        .pushSameInstance,
        "Pushing an instance already on the stack raises NSInvalidArgumentException "
          + "'Pushing the same view controller instance more than once is not supported'.",
        source: "[apple-pushViewController] [decomp-nav-8-3] [app-comments]",
        confidence: .high), profiles: .ios(...16), value: .wording(.classic)),
    RuleEntry(
      Rule(
        .pushSameInstance,
        "Pushing an instance already on the stack raises NSInvalidArgumentException, in the "
          + "newer wording '<Nav> is pushing the same view controller instance (<B>) more "
          + "than once ...'.",
        source: "[rn-screens-repro] (iOS 17.2); the version the wording changed in "
          + "is unknown",
        confidence: .medium), profiles: .ios(17...), value: .wording(.modern)),
    RuleEntry(
      Rule(
        .pushNavigationController,
        "Pushing a navigation controller (push NAME embed=nav) raises NSInvalidArgumentException "
          + "'Pushing a navigation controller is not supported'.",
        source: "[log-18] [decomp-nav-8-3]",
        confidence: .high), profiles: .every),
    RuleEntry(
      Rule(
        .presentActiveController,
        "Presenting a controller that is already presented or in a container raises "
          + "NSInvalidArgumentException.",
        source: "[app-comments]",
        confidence: .high), profiles: .every),
    RuleEntry(
      Rule(
        .popRoot,
        "Popping when only the root is on the stack does nothing.",
        source: "[apple-popViewController]",
        confidence: .high), profiles: .documented),
    RuleEntry(
      Rule(
        .popRoot,
        "Popping when only the root is on the stack does nothing and sends no callback.",
        source: "[apple-popViewController]",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .dismissWithNothingPresented,
        "dismiss with nothing presented forwards to the presenting controller; with neither "
          + "it does nothing.",
        source: "[apple-dismiss] [openradar-30284135]",
        confidence: .high), profiles: .documented),
    RuleEntry(
      Rule(
        .dismissWithNothingPresented,
        "dismiss with nothing presented forwards to the presenting controller; with neither "
          + "it does nothing; a second dismiss right after the first has nothing left to do.",
        source: "[apple-dismiss] [openradar-30284135] [log-18]",
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
        source: "[log-18] [kouhan] [positioniseverything]; the 'Warning: ' prefix "
          + "of older builds is left out",
        confidence: .high), profiles: .every),
    RuleEntry(
      Rule(
        .presentWhilePresenting,
        "Presenting from a controller that is already presenting presents nothing; UIKit logs "
          + "'Attempt to present <C> on <A> which is already presenting <B>'.",
        source: "[app-comments] [mdc-alert]",
        confidence: .medium), profiles: .every),
    RuleEntry(
      Rule(
        .presentWhileTransitioning,
        "A present made while a presentation or dismissal is in flight (meanwhile present) is "
          + "dropped, not queued; UIKit logs 'Attempt to present <C> on <A> while a "
          + "presentation is in progress!'.",
        source: "[app-comments]; the newer '(from <Z>)' wording is left out",
        confidence: .high), profiles: .every),
    RuleEntry(
      Rule(
        .dismissWhileTransitioning,
        "A dismiss made while a presentation or dismissal is in flight (meanwhile dismiss) is "
          + "ignored; UIKit logs 'Attempt to dismiss from view controller <A> while a "
          + "presentation or dismiss is in progress!'; repeated dismiss calls: only the first "
          + "takes effect.",
        source: "[kouhan] [log-18] [app-comments]",
        confidence: .high), profiles: .every),
    RuleEntry(
      Rule(
        .nestedNavigationWarnings,
        "iOS 7: a push while a push animation runs logs 'nested push animation can result "
          + "in corrupted navigation bar', and the interrupted transition 'Finishing up a "
          + "navigation transition in an unexpected state'; the request then takes effect.",
        source: "[app-comments] (quoting an iOS 7.1.2 log) [ktj-push-queue]; what "
          + "follows the warnings: unverified",
        confidence: .medium), profiles: .ios(7...7)),
    RuleEntry(
      Rule(
        .noNestedNavigationWarning,
        "A navigation request during a navigation animation logs nothing and waits for it.",
        source: "our choice: the seeds are silent, and iOS 7's warnings are not "
          + "modelled here",
        confidence: .unverified), profiles: .documented + .ios(...6) + .ios(8...)),
    RuleEntry(
      Rule(
        .meanwhileWaits,
        "Any other request made while an animation is in flight (meanwhile push during a "
          + "present, say) takes effect when that animation ends.",
        source: "our choice: UIKit defers navigation transitions [log-7] "
          + "[decomp-nav-8-3]",
        confidence: .unverified), profiles: .every),
    RuleEntry(
      Rule(
        .pushWithoutNavigation,
        "push where no navigation controller holds the visible content does nothing "
          + "(navigationController is nil).",
        source: "[swift-optional-chaining]; our choice",
        confidence: .unverified), profiles: .every),
    RuleEntry(
      Rule(
        .replaceRoot,
        "A new window root replaces the old one: what was on screen leaves, what the old root "
          + "presented is let go, then the old root is released; the same root again does "
          + "nothing.",
        source: "[apple-rootViewController]; callbacks: our choice",
        confidence: .unverified), profiles: .every),
    RuleEntry(
      Rule(
        .popToMissing,
        "popTo a controller that is not on the stack raises NSInternalInconsistencyException "
          + "'Tried to pop to a view controller that doesn't exist.'",
        source: "[uikit-3698]",
        confidence: .high), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .setStackDistinct,
        "setStack with a controller twice raises NSInternalInconsistencyException 'All view "
          + "controllers in a navigation controller must be distinct'.",
        source: "[wordpress-15337]; earlier versions unverified",
        confidence: .medium), profiles: .everyIOS),
    RuleEntry(
      Rule(
        .selectNotATab,
        "select of a controller that is not one of the tab bar controller's tabs is refused "
          + "as a scenario error: UIKit's answer was not found.",
        source: "[apple-tabbar-delegate] (the selection must be one of the tabs); "
          + "our choice",
        confidence: .unverified), profiles: .everyIOS),
  ]
}
