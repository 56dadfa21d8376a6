/// A `UIAlertController`'s preferred style (`alert NAME style=...`, rule `alert.present`).
public enum AlertStyle: String, Sendable, Equatable, CaseIterable {
  /// A centred alert: a custom presentation, on every device.
  case alert
  /// An action sheet: a custom presentation on iPhone, a popover on iPad.
  case actionSheet
}
