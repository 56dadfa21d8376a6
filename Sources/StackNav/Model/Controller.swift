/// A view controller in the model: a node with identity in the ownership graph and the
/// container hierarchy, carrying its two state machines.
///
/// Content controllers are the ones a scenario names. Navigation and tab bar controllers that
/// a scenario creates implicitly are controllers too, with generated names that no scenario
/// can write (`Nav#1`), so they can be traced when asked.
///
/// A handle to a row of the engine's `ControllerTable` (its fields are the row's, read and
/// changed in place through it): copying one, storing it in a list or a transition, costs no
/// reference counting, and a list of them is freed without visiting its elements. Its
/// identity is its row; the row outlives the controller's `dealloc`, emptied of every link,
/// until the engine is next at rest, so that what still names it until then (a transition's
/// notice) finds it dead.
struct Controller {
  /// What kind of view controller this is.
  typealias Kind = ControllerKind
  /// Transition properties UIKit exposes while a controller moves.
  typealias Motion = ControllerMotion

  /// The row, where it lies in its table: rows never move, and the table (the engine's own)
  /// outlives every handle into it, which live in the engine's state and never outside it.
  let row: UnsafeMutablePointer<ControllerRow>

  /// The row's place in its table.
  var slot: Int { row.pointee.slot }

  /// Whether UIKit leaves this controller's appearance alone for now: an explicit transition
  /// (or the window's, VW9) is open on it.
  var hasOpenAppearanceTransition: Bool { explicitLevel > 0 || windowHolds }

  /// The child on screen when this container is: the top of a navigation stack, the selected
  /// tab. `nil` for content controllers and empty containers.
  var visibleChild: Controller? {
    let row = row
    switch row.pointee.kind {
    case .navigation, .page: return row.pointee.children.last
    case .tabBar:
      let (children, index) = (row.pointee.children, row.pointee.selectedIndex)
      return children.indices.contains(index) ? children[index] : nil
    case .content: return nil
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

// MARK: The row's fields, read and changed in place

// Each is the `ControllerRow` field of the same name, which says what it is.
extension Controller {
  var id: Int { row.pointee.id }
  var memorySlot: Int {
    get { row.pointee.memorySlot }
    nonmutating _modify { yield &row.pointee.memorySlot }
  }
  var nameEntry: Int32 {
    get { row.pointee.nameEntry }
    nonmutating _modify { yield &row.pointee.nameEntry }
  }
  var name: String { row.pointee.name }
  var nameBytes: NameBytes { row.pointee.nameBytes }
  var kind: ControllerKind { row.pointee.kind }
  var traits: Traits { row.pointee.traits }
  var forwarding: Traits.Forwarding? { row.pointee.forwarding }
  var view: ViewState {
    get { row.pointee.view }
    nonmutating _modify { yield &row.pointee.view }
  }
  var appearance: AppearanceState {
    get { row.pointee.appearance }
    nonmutating _modify { yield &row.pointee.appearance }
  }
  var laidOutSinceLoad: Bool {
    get { row.pointee.laidOutSinceLoad }
    nonmutating _modify { yield &row.pointee.laidOutSinceLoad }
  }
  var sentIsAppearing: Bool {
    get { row.pointee.sentIsAppearing }
    nonmutating _modify { yield &row.pointee.sentIsAppearing }
  }
  var isAlive: Bool {
    get { row.pointee.isAlive }
    nonmutating _modify { yield &row.pointee.isAlive }
  }
  var motion: ControllerMotion {
    get { row.pointee.motion }
    nonmutating _modify { yield &row.pointee.motion }
  }
  var isModalInPresentation: Bool {
    get { row.pointee.isModalInPresentation }
    nonmutating _modify { yield &row.pointee.isModalInPresentation }
  }
  var presentationStyle: PresentationStyle? {
    get { row.pointee.presentationStyle }
    nonmutating _modify { yield &row.pointee.presentationStyle }
  }
  var pageStyle: PageStyle {
    get { row.pointee.pageStyle }
    nonmutating _modify { yield &row.pointee.pageStyle }
  }
  var hasShown: Bool {
    get { row.pointee.hasShown }
    nonmutating _modify { yield &row.pointee.hasShown }
  }
  var sizeChangedOffScreen: Bool {
    get { row.pointee.sizeChangedOffScreen }
    nonmutating _modify { yield &row.pointee.sizeChangedOffScreen }
  }
  var explicitAnimated: Bool {
    get { row.pointee.explicitAnimated }
    nonmutating _modify { yield &row.pointee.explicitAnimated }
  }
  var appearanceByHand: Bool {
    get { row.pointee.appearanceByHand }
    nonmutating _modify { yield &row.pointee.appearanceByHand }
  }
  var windowHolds: Bool {
    get { row.pointee.windowHolds }
    nonmutating _modify { yield &row.pointee.windowHolds }
  }
  var isNamed: Bool { row.pointee.isNamed }
  var parent: Controller? {
    get { row.pointee.parent }
    nonmutating _modify { yield &row.pointee.parent }
  }
  var children: [Controller] {
    get { row.pointee.children }
    nonmutating _modify { yield &row.pointee.children }
  }
  var selectedIndex: Int {
    get { row.pointee.selectedIndex }
    nonmutating _modify { yield &row.pointee.selectedIndex }
  }
  var presented: Controller? {
    get { row.pointee.presented }
    nonmutating _modify { yield &row.pointee.presented }
  }
  var presenter: Controller? {
    get { row.pointee.presenter }
    nonmutating _modify { yield &row.pointee.presenter }
  }
  var pages: [Controller] {
    get { row.pointee.pages }
    nonmutating _modify { yield &row.pointee.pages }
  }
  var retainers: Retainers {
    get { row.pointee.retainers }
    nonmutating _modify { yield &row.pointee.retainers }
  }
  var pendingDidMove: Controller? {
    get { row.pointee.pendingDidMove }
    nonmutating _modify { yield &row.pointee.pendingDidMove }
  }
  var explicitLevel: Int {
    get { row.pointee.explicitLevel }
    nonmutating _modify { yield &row.pointee.explicitLevel }
  }
  var host: Controller? {
    get { row.pointee.host }
    nonmutating _modify { yield &row.pointee.host }
  }
  var hosted: [Controller] {
    get { row.pointee.hosted }
    nonmutating _modify { yield &row.pointee.hosted }
  }
  var ownedReferences: [(owner: String, target: Controller)] {
    get { row.pointee.ownedReferences }
    nonmutating _modify { yield &row.pointee.ownedReferences }
  }
}

/// The rows of an engine's controllers: rows sit in chunks that never move, so that a field
/// changed in place stays where it is while the table grows.
///
/// A row is freed at its controller's `dealloc` (emptied of every link, marked freed) and
/// taken again by a new controller only once the engine is at rest between statements: until
/// then a handle to it (a transition's completion, a statement's local) still finds it dead,
/// never another controller. The table so stays as large as the most controllers alive at
/// once.
final class ControllerTable {
  private static let chunkShift = 6
  private static let chunkSize = 1 << chunkShift
  // One engine's, on one thread: its state goes without the dynamic exclusivity check.
  /// The chunks, each `chunkSize` rows: a raw directory, so that reaching a row retains
  /// nothing (an array's buffer was retained and released around each field read).
  @exclusivity(unchecked) private var chunks:
    UnsafeMutablePointer<UnsafeMutablePointer<ControllerRow>>
  @exclusivity(unchecked) private var chunkCapacity = 4
  /// How many rows there are, alive or freed.
  @exclusivity(unchecked) private(set) var count = 0
  /// Freed rows a new controller may take.
  @exclusivity(unchecked) private var reusable: [Int] = []
  /// Rows freed since the engine was last at rest.
  @exclusivity(unchecked) private var freedSinceRest: [Int] = []

  init() {
    chunks = .allocate(capacity: chunkCapacity)
  }

  deinit {
    var left = count
    for index in 0..<(count + Self.chunkSize - 1) / Self.chunkSize {
      chunks[index].deinitialize(count: min(Self.chunkSize, left))
      chunks[index].deallocate()
      left -= Self.chunkSize
    }
    chunks.deallocate()
  }

  /// Row `slot`, where it lies.
  @inline(__always)
  func row(_ slot: Int) -> UnsafeMutablePointer<ControllerRow> {
    chunks[slot &>> Self.chunkShift] + (slot & (Self.chunkSize - 1))
  }

  /// A new controller's row, in a row freed before the engine was last at rest or in a new
  /// one at the end; its handle.
  func add(id: Int, name: String, kind: ControllerKind, traits: Traits) -> Controller {
    let (slot, isNew) = takeSlot()
    let place = row(slot)
    // Made where it lies: a row passed in and copied there cost its fields' retains.
    if isNew {
      place.initialize(to: ControllerRow(id: id, name: name, kind: kind, traits: traits))
    } else {
      place.pointee = ControllerRow(id: id, name: name, kind: kind, traits: traits)
    }
    place.pointee.slot = slot
    return Controller(row: place)
  }

  /// The slot a new row goes in, and whether it is a new one at the end (not initialized
  /// yet) rather than a freed one taken again.
  private func takeSlot() -> (slot: Int, isNew: Bool) {
    if let slot = reusable.popLast() { return (slot, false) }
    let slot = count
    if slot & (Self.chunkSize - 1) == 0 {
      let chunk = slot &>> Self.chunkShift
      if chunk == chunkCapacity {
        let grown = UnsafeMutablePointer<UnsafeMutablePointer<ControllerRow>>.allocate(
          capacity: chunkCapacity * 2)
        grown.moveInitialize(from: chunks, count: chunkCapacity)
        chunks.deallocate()
        chunks = grown
        chunkCapacity *= 2
      }
      (chunks + chunk).initialize(to: .allocate(capacity: Self.chunkSize))
    }
    count += 1
    return (slot, true)
  }

  /// Marks `controller`'s row freed (its links already cut); a new controller takes it once
  /// the engine is next at rest.
  func free(_ controller: Controller) {
    controller.isAlive = false
    freedSinceRest.append(controller.slot)
  }

  /// The engine is at rest: nothing of it names a freed row any more, so rows freed since
  /// may be taken again.
  func rest() {
    guard !freedSinceRest.isEmpty else { return }
    if reusable.isEmpty {
      // The usual case, each statement freeing what the one before left: the lists trade
      // places (appending one list to another cost a statement about 110 instructions).
      swap(&reusable, &freedSinceRest)
    } else {
      reusable += freedSinceRest
      freedSinceRest.removeAll(keepingCapacity: true)
    }
  }

  /// The handle of row `slot`.
  subscript(slot: Int) -> Controller { Controller(row: row(slot)) }

  /// A table with the same rows, whose handles point into the new table.
  func copy() -> ControllerTable {
    let other = ControllerTable()
    for slot in 0..<count {
      // A new table reuses nothing: each row goes in the same slot as its original.
      other.row(other.takeSlot().slot).initialize(to: row(slot).pointee)
    }
    // Once every row is there: a row may link to a later one.
    for slot in 0..<count {
      other.row(slot).pointee.rebind(to: other)
    }
    other.reusable = reusable
    other.freedSinceRest = freedSinceRest
    return other
  }
}

extension ControllerRow {
  /// Points every handle this row holds into `table` (a copy of the table it was in).
  fileprivate mutating func rebind(to table: ControllerTable) {
    func rebound(_ controller: Controller) -> Controller { table[controller.slot] }
    parent = parent.map(rebound)
    children = children.map(rebound)
    presented = presented.map(rebound)
    presenter = presenter.map(rebound)
    pages = pages.map(rebound)
    pendingDidMove = pendingDidMove.map(rebound)
    host = host.map(rebound)
    hosted = hosted.map(rebound)
    ownedReferences = ownedReferences.map { ($0.owner, rebound($0.target)) }
  }
}

/// What the model knows of one view controller: its row of the engine's `ControllerTable`,
/// reached through a `Controller` handle.
struct ControllerRow {
  /// Creation order, unique within an engine.
  let id: Int
  /// Where the row is in its table (a freed controller's row goes to a later one).
  fileprivate(set) var slot = 0
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
  /// Whether the device rotated while the view was off screen: its next appearance lays it
  /// out again (rule `geometry.rotation`).
  var sizeChangedOffScreen = false
  /// The `animated` of the `beginAppearance` that opened the explicit transition.
  var explicitAnimated = true
  /// Whether the app drove its appearance last (`beginAppearance`, `endAppearance`): its
  /// state need not match the screen's.
  var appearanceByHand = false
  /// iOS 13 and later: the window's own appearance transition on it is open, started when it
  /// became the window's root during an explicit transition (rule `appearance.windowLevel`).
  var windowHolds = false
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
  var ownedReferences: [(owner: String, target: Controller)] = []

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

extension Controller: Hashable {
  static func == (lhs: Controller, rhs: Controller) -> Bool { lhs.row == rhs.row }
  func hash(into hasher: inout Hasher) { hasher.combine(row) }
}

/// Whether two handles name the same controller (its identity in the ownership graph).
func === (lhs: Controller?, rhs: Controller?) -> Bool { lhs?.row == rhs?.row }
/// Whether two handles name different controllers.
func !== (lhs: Controller?, rhs: Controller?) -> Bool { lhs?.row != rhs?.row }

extension Controller: CustomStringConvertible {
  var description: String { name }
}
