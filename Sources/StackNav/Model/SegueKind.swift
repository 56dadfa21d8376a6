/// What a storyboard segue does (`segue NAME kind=`).
public enum SegueKind: String, Sendable, Equatable, CaseIterable {
  /// Show: pushed by the source's navigation controller, else presented (iOS 8 and later).
  case show
  /// The legacy Push segue: only inside a navigation controller.
  case push
  /// Present Modally.
  case present
  /// Show Detail: presented, as no split view controller is modelled (iOS 8 and later).
  case showDetail
}
