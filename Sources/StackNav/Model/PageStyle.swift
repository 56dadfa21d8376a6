/// How a page view controller turns its pages (`pages ... style=`).
public enum PageStyle: String, Sendable, Equatable, CaseIterable {
  /// `UIPageViewController.TransitionStyle.scroll` (iOS 6 and later; the default).
  case scroll
  /// `UIPageViewController.TransitionStyle.pageCurl`.
  case curl
}
