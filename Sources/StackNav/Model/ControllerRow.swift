/// What the model knows of one view controller: its row of the engine's `UnsafeControllerTable`,
/// reached through a `Controller` handle.
struct ControllerRow {
  /// Creation order, unique within an engine.
  let id: Int
  /// Where the row is in its table (a freed controller's row goes to a later one).
  var slot = 0
  /// Where the engine's list of controllers in memory holds this one.
  var memorySlot = 0
  /// Where the engine's table of names holds this controller's name (a named controller's;
  /// -1 for a container it made): its `dealloc` marks the name freed there, without looking
  /// the name up.
  var nameEntry: Int32 = -1
  /// The name the trace prints.
  let name: String
  /// Its bytes, when it is short, for a text trace to copy.
  let nameBytes: NameBytes
  /// What kind of view controller this is.
  let kind: ControllerKind
  /// How the controller's own code behaves.
  let traits: Traits
  /// How it forwards its appearance to its children, when the scenario says (`traits`'
  /// own, kept apart so that the engine's frequent question copies no traits).
  let forwarding: Traits.Forwarding?

  /// The view state machine.
  var view = ViewState.notLoaded
  /// The appearance state machine.
  var appearance = AppearanceState.disappeared
  /// Whether the view has been laid out since it was last loaded.
  var laidOutSinceLoad = false
  /// How many rotations its view had seen when last laid out (`Engine.rotations`): fewer
  /// than the device's, and its next appearance lays it out again (rule
  /// `geometry.rotation`). A count, so that a rotation marks nothing off screen.
  var rotationsSeen: UInt32 = 0
  /// Whether `viewIsAppearing` was sent in the current appearance.
  var sentIsAppearing = false
  /// Whether the controller is alive (not yet deallocated).
  var isAlive = true
  /// Transition properties that hold right now.
  var motion: ControllerMotion = []

  // The one-byte fields from here to `isNamed` are declared together, so that they share
  // words instead of each padding one out: 59 bytes less a controller, measured by the deep
  // stack's row of docs/performance.md (at most 800 bytes a live controller).
  /// Whether a swipe down only attempts to dismiss it (`isModalInPresentation`).
  var isModalInPresentation = false
  /// The presentation style this controller was presented with.
  var presentationStyle: PresentationStyle?
  /// For a page view controller: how it turns its pages.
  var pageStyle = PageStyle.scroll
  /// For a navigation controller, whether it has appeared once (its first appearance tells
  /// its delegate; a reappearance does not).
  var hasShown = false
  /// The `animated` of the `beginAppearance` that opened the explicit transition.
  var explicitAnimated = true
  /// Whether the app drove its appearance last (`beginAppearance`, `endAppearance`): its
  /// state need not match the screen's.
  var appearanceByHand = false
  /// iOS 13 and later: the window's own appearance transition on it is open, started when it
  /// became the window's root during an explicit transition (rule `appearance.windowLevel`).
  var windowHolds = false
  /// For a navigation controller: how its pop gesture is set up (`popGesture`).
  var popGesture = PopGestureSetting.default
  /// For a navigation controller: whether a pop gesture that began on its root left it in
  /// its interactive transition (rule `gesture.rootFreeze`): the model stops there.
  var isFrozen = false
  /// For an alert (`alert NAME`): its style.
  var alertStyle: AlertStyle?
  /// For a presented controller: whether its presentation adapts to the window's compact
  /// width (an iPhone's, without `adapt=none`; rules `present.noAdaptation`, `device.ipad`).
  var presentationAdapts = true
  /// Whether the scenario created this controller by name (a content or page view
  /// controller), not a container it made implicitly (`Nav#1`).
  let isNamed: Bool

  /// The container holding this controller, if any: cut whenever the child leaves (the
  /// invariants check no row keeps a link past its `dealloc`).
  var parent: Controller?
  /// The controllers this one contains: a navigation stack bottom to top, tabs in order, or
  /// custom children.
  var children: [Controller] = []
  /// For a tab bar controller, the index of the selected tab.
  var selectedIndex = 0
  /// The controller this one presents.
  var presented: Controller?
  /// The controller presenting this one (cut like `parent` when the presentation ends).
  var presenter: Controller?

  /// For a page view controller: its data source's pages, in order, and how it turns them.
  var pages: [Controller] = []

  /// The ownership edges into this controller, oldest first.
  var retainers = Retainers()
  /// For a navigation controller not yet on screen, the top controller it was created with,
  /// whose `didMoveToParent` waits for its first appearance.
  var pendingDidMove: Controller?
  /// How many levels of an explicit appearance transition are open on it
  /// (`beginAppearance` not yet balanced by `endAppearance`; UIKit's
  /// `_explicitAppearanceTransitionLevel`).
  var explicitLevel = 0
  /// The controller whose view holds this one's view (`addSubview`), without containment: a
  /// link the engine cuts when either is freed or the view is removed.
  var host: Controller?
  /// The controllers whose views were added to this one's view (`addSubview`), in order.
  var hosted: [Controller] = []

  /// References this controller's named owners (`B`, `B.timer`) hold, oldest first; they go
  /// when this controller is deallocated.
  var ownedReferences = OrderedBag<NamedReference>()

  init(id: Int, name: String, kind: ControllerKind, traits: Traits) {
    self.id = id
    self.name = name
    nameBytes = NameBytes(name)
    self.kind = kind
    self.traits = traits
    self.forwarding = traits.forwarding
    self.isNamed = kind == .content || kind == .page
  }
}
