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
