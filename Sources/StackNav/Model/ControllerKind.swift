/// What kind of view controller a controller is.
public enum ControllerKind: String, Sendable, Equatable {
  case content
  case navigation
  case tabBar
  /// A `UIPageViewController` (`pages`): it shows one of its pages at a time.
  case page
}

/// Transition properties UIKit exposes while a controller moves (`isMovingToParent`, ...).
public struct ControllerMotion: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let movingToParent = ControllerMotion(rawValue: 1)
  public static let movingFromParent = ControllerMotion(rawValue: 2)
  public static let beingPresented = ControllerMotion(rawValue: 4)
  public static let beingDismissed = ControllerMotion(rawValue: 8)
}
