/// An exception UIKit raises on misuse: the app would terminate here (exit code 3).
public struct UIKitException: Error, Sendable, Equatable {
  /// The exception's class of error, such as `NSInvalidArgumentException`.
  public let name: String
  /// UIKit's own message.
  public let reason: String

  /// Creates an exception from its name and reason.
  public init(name: String, reason: String) {
    self.name = name
    self.reason = reason
  }

  /// The line the console prints when the app terminates.
  public var consoleLine: String {
    "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
  }

  /// Pushing an instance that is already on the navigation stack.
  static func pushedTwice(
    _ controller: String, by navigation: String, wording: Profile.PushTwiceWording
  ) -> UIKitException {
    switch wording {
    case .classic:
      UIKitException(
        name: "NSInvalidArgumentException",
        reason: "Pushing the same view controller instance more than once is not supported "
          + "(<\(controller)>)")
    case .modern:
      UIKitException(
        name: "NSInvalidArgumentException",
        reason: "<\(navigation)> is pushing the same view controller instance (<\(controller)>) "
          + "more than once which is not supported and is most likely an error in the "
          + "application")
    }
  }

  /// Pushing a navigation controller.
  static let pushedNavigationController = UIKitException(
    name: "NSInvalidArgumentException", reason: "Pushing a navigation controller is not supported")

  /// `popToViewController` with a controller that is not on the stack.
  static let poppedToMissing = UIKitException(
    name: "NSInternalInconsistencyException",
    reason: "Tried to pop to a view controller that doesn't exist.")

  /// `setViewControllers` with a controller twice.
  static func stackNotDistinct(_ names: [String]) -> UIKitException {
    UIKitException(
      name: "NSInternalInconsistencyException",
      reason: "All view controllers in a navigation controller must be distinct (("
        + names.map { "<\($0)>" }.joined(separator: ", ") + "))")
  }

  /// Presenting a controller that is already presented or in a container.
  static func presentedActive(_ controller: String) -> UIKitException {
    UIKitException(
      name: "NSInvalidArgumentException",
      reason: "Application tried to present modally an active controller <\(controller)>.")
  }
}
