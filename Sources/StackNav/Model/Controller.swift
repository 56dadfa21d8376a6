/// A view controller in the model: a node with identity in the ownership graph and the
/// container hierarchy, carrying its two state machines.
///
/// Content controllers are the ones a scenario names. Navigation and tab bar controllers that
/// a scenario creates implicitly are controllers too, with generated names that no scenario
/// can write (`Nav#1`), so they can be traced when asked.
final class Controller {
  /// What kind of view controller this is.
  typealias Kind = ControllerKind
  /// Transition properties UIKit exposes while a controller moves.
  typealias Motion = ControllerMotion

  /// Creation order, unique within an engine.
  let id: Int
  /// Where the engine's list of controllers in memory holds this one.
  @exclusivity(unchecked) var memorySlot = 0
  /// The name the trace prints.
  let name: String
  /// What kind of view controller this is.
  let kind: Kind
  /// How the controller's own code behaves.
  let traits: Traits
  /// How it forwards its appearance to its children, when the scenario says (`traits`'
  /// own, kept apart so that the engine's frequent question copies no traits).
  let forwarding: Traits.Forwarding?

  /// The view state machine.
  @exclusivity(unchecked) var view = ViewState.notLoaded
  /// The appearance state machine.
  @exclusivity(unchecked) var appearance = AppearanceState.disappeared
  /// Whether the view has been laid out since it was last loaded.
  @exclusivity(unchecked) var laidOutSinceLoad = false
  /// Whether `viewIsAppearing` was sent in the current appearance.
  @exclusivity(unchecked) var sentIsAppearing = false
  /// Whether the controller is alive (not yet deallocated).
  @exclusivity(unchecked) var isAlive = true
  /// Transition properties that hold right now.
  @exclusivity(unchecked) var motion: Motion = []

  // The one-byte fields from here to `isNamed` are declared together, so that they share
  // words instead of each padding one out: 59 bytes less a controller, measured by the deep
  // stack's row of docs/performance.md (at most 800 bytes a live controller).
  /// Whether a swipe down only attempts to dismiss it (`isModalInPresentation`).
  var isModalInPresentation = false
  /// The presentation style this controller was presented with.
  @exclusivity(unchecked) var presentationStyle: PresentationStyle?
  /// For a page view controller: how it turns its pages.
  @exclusivity(unchecked) var pageStyle = PageStyle.scroll
  /// For a navigation controller, whether it has appeared once (its first appearance tells
  /// its delegate; a reappearance does not).
  var hasShown = false
  /// Whether the device rotated while the view was off screen: its next appearance lays it
  /// out again (rule `geometry.rotation`).
  var sizeChangedOffScreen = false
  /// The `animated` of the `beginAppearance` that opened the explicit transition.
  @exclusivity(unchecked) var explicitAnimated = true
  /// Whether the app drove its appearance last (`beginAppearance`, `endAppearance`): its
  /// state need not match the screen's.
  @exclusivity(unchecked) var appearanceByHand = false
  /// iOS 13 and later: the window's own appearance transition on it is open, started when it
  /// became the window's root during an explicit transition (rule `appearance.windowLevel`).
  @exclusivity(unchecked) var windowHolds = false
  /// Whether the scenario created this controller by name (a content or page view
  /// controller), not a container it made implicitly (`Nav#1`).
  let isNamed: Bool

  /// The container holding this controller, if any. A strong reference: the engine cuts it
  /// whenever the child leaves (the lifetime tests check no controller outlives its
  /// `dealloc`), which spares the cost of a weak one on every step.
  @exclusivity(unchecked) var parent: Controller?
  /// The controllers this one contains: a navigation stack bottom to top, tabs in order, or
  /// custom children.
  @exclusivity(unchecked) var children: [Controller] = []
  /// For a tab bar controller, the index of the selected tab.
  @exclusivity(unchecked) var selectedIndex = 0
  /// The controller this one presents.
  @exclusivity(unchecked) var presented: Controller?
  /// The controller presenting this one (cut like `parent` when the presentation ends).
  @exclusivity(unchecked) var presenter: Controller?

  /// For a page view controller: its data source's pages, in order, and how it turns them.
  @exclusivity(unchecked) var pages: [Controller] = []

  /// The ownership edges into this controller, oldest first.
  @exclusivity(unchecked) var retainers = Retainers()
  /// For a navigation controller not yet on screen, the top controller it was created with,
  /// whose `didMoveToParent` waits for its first appearance.
  var pendingDidMove: Controller?
  /// How many levels of an explicit appearance transition are open on it
  /// (`beginAppearance` not yet balanced by `endAppearance`; UIKit's
  /// `_explicitAppearanceTransitionLevel`).
  @exclusivity(unchecked) var explicitLevel = 0
  /// The controller whose view holds this one's view (`addSubview`), without containment: a
  /// strong reference the engine cuts when either is freed or the view is removed.
  @exclusivity(unchecked) var host: Controller?
  /// The controllers whose views were added to this one's view (`addSubview`), in order.
  @exclusivity(unchecked) var hosted: [Controller] = []

  /// References this controller's named owners (`B`, `B.timer`) hold, oldest first; they go
  /// when this controller is deallocated.
  @exclusivity(unchecked) var ownedReferences: [(owner: String, target: Controller)] = []

  init(id: Int, name: String, kind: Kind, traits: Traits) {
    self.id = id
    self.name = name
    self.kind = kind
    self.traits = traits
    self.forwarding = traits.forwarding
    self.isNamed = kind == .content || kind == .page
  }

  /// Whether UIKit leaves this controller's appearance alone for now: an explicit transition
  /// (or the window's, VW9) is open on it.
  var hasOpenAppearanceTransition: Bool { explicitLevel > 0 || windowHolds }

  /// The child on screen when this container is: the top of a navigation stack, the selected
  /// tab. `nil` for content controllers and empty containers.
  var visibleChild: Controller? {
    switch kind {
    case .navigation, .page: children.last
    case .tabBar: children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
    case .content: nil
    }
  }

  /// The children whose views are inside this controller's view when it is on screen.
  var childrenOnScreen: [Controller] {
    switch kind {
    case .navigation, .tabBar, .page: visibleChild.map { [$0] } ?? []
    case .content: children
    }
  }
}

extension Controller: Hashable {
  static func == (lhs: Controller, rhs: Controller) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Controller: CustomStringConvertible {
  var description: String { name }
}
