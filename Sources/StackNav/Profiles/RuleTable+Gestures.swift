extension RuleTable {
  /// The interactive pop gesture's set-up, and when the swipe does not pop.
  static let gestures: [RuleEntry] = [
    RuleEntry(
      Rule(
        .gestureConfiguration,
        "popGesture default|allow|off sets up the pop gesture of the navigation controller "
          + "holding the top-most visible content (in a hook, the hook controller's own), until "
          + "changed: default is UIKit's own delegate (no swipe while a transition runs, none "
          + "with one controller, none over a custom back button); allow a delegate that "
          + "always says yes; off a disabled recognizer. It prints no line.",
        source: "[apple-interactive-pop] [decomp-interactive-transition] "
          + "[w-custom-back-button]",
        confidence: .high), profiles: .ios(7...),
      probe: .lines(scenario: "push A B\npopGesture off", ["# popGesture off"])),
    RuleEntry(
      Rule(
        .gestureDisabled,
        "swipeBack with the gesture off: nothing happens (a note says so).",
        source: "[apple-gesture-enabled]",
        confidence: .high), profiles: .ios(7...),
      probe: .lines(
        scenario: "push A B\npopGesture off\nswipeBack",
        ["! note: the pop gesture is off on Nav#1: the swipeBack gesture does not begin"])),
    RuleEntry(
      Rule(
        .gestureRootFreeze,
        "With popGesture allow, a swipe on a stack of one controller begins: nothing is popped "
          + "and the navigation controller stays in its interactive transition; StackNav stops "
          + "at the next navigation request on it (an error, docs/limits.md). No line at the "
          + "swipe, and what later requests would do, are unverified.",
        source: "[w-swipeback-root-stop] [w-sloppyswiper-root-lock] [w-rnn-root-swipe] "
          + "[w-signal-root-swipe]; the mechanism: [decomp-interactive-transition]",
        confidence: .medium), profiles: .ios(7...),
      probe: .lines(
        scenario: "push A\npopGesture allow\nswipeBack",
        [
          "! note: the pop gesture began on Nav#1's root A: nothing is popped, and Nav#1 "
            + "stays in its interactive transition (the app stops responding to navigation)"
        ])),
    RuleEntry(
      Rule(
        .gestureDuringTransition,
        "meanwhile swipeBack during a push or pop of the same navigation controller: UIKit's "
          + "delegate refuses the touch and the animation completes (a note); with popGesture "
          + "allow, and during any other animation, StackNav does not model it (an error). "
          + "iOS 26's interruptible transitions are taken to refuse as well (unverified).",
        source: "[decomp-interactive-transition] [radar-fast-push-crash]",
        confidence: .medium), profiles: .ios(7...),
      probe: .lines(
        scenario: "push A B\nmeanwhile swipeBack",
        ["! note: Nav#1 is in a transition: the swipeBack gesture does not begin"])),
    RuleEntry(
      Rule(
        .gestureCustomBackButton,
        "A top controller with a custom back button (backButton=custom): with popGesture "
          + "default the swipe does not begin (a note); with allow it runs as usual. Of the "
          + "four reasons a swipe does not begin, the first that holds is said: off, in a "
          + "transition, one controller, custom back button.",
        source: "[w-custom-back-button] [decomp-interactive-transition]",
        confidence: .medium), profiles: .ios(7...),
      probe: .lines(
        scenario: "controller B backButton=custom\npush A B\nswipeBack",
        ["! note: B has a custom back button: the swipeBack gesture does not begin"])),
  ]
}
