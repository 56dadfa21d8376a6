/// An ownership edge into a controller: who holds a strong reference to it.
///
/// The owner side is implicit where the hierarchy already says who it is: `.container` is the
/// controller's `parent`, `.presenter` its `presentingViewController`. A controller is
/// deallocated exactly when its last retainer goes (DESIGN.md, principle 3).
public enum Retainer: Sendable, Equatable {
  /// `window.rootViewController`.
  case window
  /// A slot of the parent's `viewControllers` (navigation, tab bar) or `children`.
  case container
  /// `presentingViewController.presentedViewController`.
  case presenter
  /// A named owner from `retain NAME by OWNER`.
  case named(String)
  /// The statement's local reference, released when the statement ends (docs/scenario-language.md).
  case statement
  /// UIKit's own reference while a transition runs (the popped or dismissed controller).
  case transition
  /// An autoreleased return value (the array `popToRootViewController` returns), drained when
  /// the run loop turns.
  case autorelease

  /// Whether the reference outlives the statement that made it.
  public var isLasting: Bool {
    switch self {
    case .window, .container, .presenter, .named: true
    case .statement, .transition, .autorelease: false
    }
  }
}
