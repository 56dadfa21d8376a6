/// How a controller's own code behaves, declared by `controller NAME TRAIT...` (docs/scenario-language.md).
public struct Traits: Sendable, Equatable {
  /// How the controller gets its view.
  public enum ViewSource: Sendable, Equatable {
    /// The default `loadView`: a nib named by `nibName`, else one named after the class, else
    /// an empty view ([seed-003], 004).
    case defaultLoadView(nib: String?)
    /// `init` assigns `self.view`, so `loadView` and `viewDidLoad` are never called ([seed-000]).
    case assignedInInit
    /// An overriding `loadView` that assigns no view ([seed-000] [seed-002]).
    case loadViewAssignsNothing
    /// An overriding `loadView` that changes the status bar's visibility ([seed-003]).
    case loadViewChangesStatusBar
  }

  /// How the controller gets its view.
  public var viewSource: ViewSource = .defaultLoadView(nib: nil)
  /// Whether `didReceiveMemoryWarning` is overridden without calling super ([seed-000] [seed-004]).
  public var memoryWarningSkipsSuper = false
  /// How many layout pairs the view gets on its first appearance (`layoutPasses=N`, 0 to 3):
  /// some views lay out twice (rule `layout.passes`).
  public var layoutPasses = 1
  /// Whether the view uses Auto Layout constraints (`autoLayout=true`): it gets
  /// `updateViewConstraints`, with `include geometry` (rule `geometry.updateConstraints`).
  public var autoLayout = false

  /// The traits of a controller that overrides nothing.
  public init() {}

  /// Creates traits from their parts.
  public init(
    viewSource: ViewSource, memoryWarningSkipsSuper: Bool = false, layoutPasses: Int = 1,
    autoLayout: Bool = false
  ) {
    self.viewSource = viewSource
    self.memoryWarningSkipsSuper = memoryWarningSkipsSuper
    self.layoutPasses = layoutPasses
    self.autoLayout = autoLayout
  }
}
