/// How a navigation controller's `interactivePopGestureRecognizer` is set up (`popGesture`,
/// rule `gesture.configuration`).
public enum PopGestureSetting: String, Sendable, Equatable, CaseIterable {
  /// UIKit's own delegate: no swipe while a transition runs, none with one controller on the
  /// stack, none when the top controller has a custom back button.
  case `default`
  /// A delegate whose `gestureRecognizerShouldBegin(_:)` returns true: the usual fix for a
  /// custom back button, which also lets the swipe begin on the root.
  case allow
  /// `isEnabled = false`: the recognizer receives no touches.
  case off
}
