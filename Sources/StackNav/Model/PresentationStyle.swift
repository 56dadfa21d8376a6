/// `UIModalPresentationStyle`, the styles a scenario can ask for (docs/scenario-language.md).
public enum PresentationStyle: String, CaseIterable, Sendable {
  case fullScreen
  case automatic
  case pageSheet
  case formSheet
  case overFullScreen
  case overCurrentContext
  case currentContext
  case popover
  case custom
}

extension PresentationStyle {
  /// Whether it is a sheet (`automatic` is a page sheet) or a popover: the styles that adapt
  /// to a compact width, and stay small where they do not (rules `device.ipad`,
  /// `present.noAdaptation`).
  public var isSheetOrPopover: Bool {
    self == .automatic || self == .pageSheet || self == .formSheet || self == .popover
  }
}
