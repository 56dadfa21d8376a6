/// What a scenario statement asks of UIKit, in the model's terms (contract §2).
public enum Operation: Sendable, Equatable {
  /// `window.rootViewController = name`.
  case root(String)
  /// `pushViewController(_:animated:)` for each name in turn.
  case push([String], animated: Bool)
  /// `popViewController(animated:)`.
  case pop(animated: Bool)
  /// `present(_:animated:)` from the top-most visible controller.
  case present(String, style: PresentationStyle?, embedInNavigation: Bool, animated: Bool)
  /// `dismiss(animated:)`: by the top-most presented controller's presenter, or on `name`.
  case dismiss(String?, animated: Bool)
  /// A low-memory warning from the system.
  case memoryWarning
  /// `owner` takes a strong reference to `name`.
  case retain(String, by: String)
  /// `owner` drops a strong reference to `name`.
  case release(String, by: String)
  /// Code reads `name.view`.
  case accessView(String)
  /// Code sets `name.view = nil`.
  case unloadView(String)
  /// Declares how `name`'s code behaves, before it is created.
  case declare(String, Traits)
}
