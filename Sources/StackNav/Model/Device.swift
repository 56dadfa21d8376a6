/// The device a scenario's window is on (`device iphone|ipad`, `--device`): what decides
/// whether sheets, popovers and action sheets adapt (rule `device.ipad`).
public enum Device: String, Sendable, Equatable, CaseIterable {
  /// An iPhone's window: horizontally compact; the default.
  case iphone
  /// A full-screen iPad's window: horizontally regular.
  case ipad
}
