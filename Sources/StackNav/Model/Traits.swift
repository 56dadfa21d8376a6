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
  /// How the controller forwards appearance to its children, when the scenario says
  /// (`forwarding=`); `nil` is UIKit's default, automatic forwarding.
  public var forwarding: Forwarding?
  /// Whether a storyboard instantiates it (`storyboard=true`): `awakeFromNib` follows `init`.
  public var storyboard = false
  /// Whether its `prepare(for:sender:)` reads the destination's view (`prepare=loadsView`).
  public var prepareLoadsView = false
  /// Whether it sets `navigationItem.leftBarButtonItem`, a custom back button
  /// (`backButton=custom`): UIKit's own pop gesture delegate refuses the swipe over it
  /// (rule `gesture.customBackButton`).
  public var customBackButton = false
  /// How UIKit recreates it when a `launch ... restore=true` restores it (`nil`: from the
  /// storyboard when a storyboard makes it, else by its restoration class; rule
  /// `restore.creation`).
  public var restoration: Restoration?

  /// Who makes a restored controller: UIKit from its storyboard, its restoration class, or
  /// the app delegate.
  public enum Restoration: String, Sendable, Equatable, CaseIterable {
    case storyboard
    case `class`
    case app
  }

  /// How a container the app writes forwards its appearance callbacks to its children
  /// (rules `forwarding.*`).
  public enum Forwarding: String, Sendable, Equatable, CaseIterable {
    /// UIKit forwards them (the default).
    case auto
    /// `shouldAutomaticallyForwardAppearanceMethods` returns false and the container forwards
    /// nothing: the scenario drives its children with `beginAppearance` and `endAppearance`.
    case manual
    /// Manual, and the container's four appearance callbacks call
    /// `beginAppearanceTransition` and `endAppearanceTransition` on each child.
    case callbacks
    /// Automatic forwarding stays on, and the container forwards by hand as well.
    case both

    /// Whether the container turned automatic forwarding off.
    public var forwardsByHand: Bool { self == .manual || self == .callbacks }
  }

  /// The traits of a controller that overrides nothing.
  public init() {}

  /// Creates traits from their parts.
  public init(
    viewSource: ViewSource, memoryWarningSkipsSuper: Bool = false, layoutPasses: Int = 1,
    autoLayout: Bool = false, forwarding: Forwarding? = nil, storyboard: Bool = false,
    prepareLoadsView: Bool = false, customBackButton: Bool = false,
    restoration: Restoration? = nil
  ) {
    self.viewSource = viewSource
    self.memoryWarningSkipsSuper = memoryWarningSkipsSuper
    self.layoutPasses = layoutPasses
    self.autoLayout = autoLayout
    self.forwarding = forwarding
    self.storyboard = storyboard
    self.prepareLoadsView = prepareLoadsView
    self.customBackButton = customBackButton
    self.restoration = restoration
  }
}
