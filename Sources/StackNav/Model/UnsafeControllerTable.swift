// The unsafe layer of the model: the only code that reaches a controller's row through a raw
// pointer. What makes it safe: rows live in chunks that never move and are freed only with
// their table; the table is its engine's own and outlives every handle into it (handles live
// in the engine's state, never outside it: a copied engine gets its own table and handles,
// `rebind`); one engine runs on one thread. A freed controller's row stays, marked freed,
// until the engine is at rest, so that no handle ever reaches another controller's row.
// Everything else in the engine uses the handle's fields below, never the pointer.

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
  var rotationsSeen: UInt32 {
    get { row.pointee.rotationsSeen }
    nonmutating _modify { yield &row.pointee.rotationsSeen }
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
  var popGesture: PopGestureSetting {
    get { row.pointee.popGesture }
    nonmutating _modify { yield &row.pointee.popGesture }
  }
  var isFrozen: Bool {
    get { row.pointee.isFrozen }
    nonmutating _modify { yield &row.pointee.isFrozen }
  }
  var alertStyle: AlertStyle? {
    get { row.pointee.alertStyle }
    nonmutating _modify { yield &row.pointee.alertStyle }
  }
  var presentationAdapts: Bool {
    get { row.pointee.presentationAdapts }
    nonmutating _modify { yield &row.pointee.presentationAdapts }
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
  var ownedReferences: OrderedBag<NamedReference> {
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
final class UnsafeControllerTable {
  private static let chunkShift = 6
  private static let chunkSize = 1 << chunkShift
  // One engine's, on one thread: its state goes without the dynamic exclusivity check.
  /// The chunks, each `chunkSize` rows: a raw directory, so that reaching a row retains
  /// nothing (an array's buffer was retained and released around each field read).
  @exclusivity(unchecked) private var chunks:
    UnsafeMutablePointer<UnsafeMutablePointer<ControllerRow>>
  @exclusivity(unchecked) private var chunkCapacity = 4
  /// How many chunks are allocated: as many as the rows fill, or more in a table taken again
  /// by a copy with fewer rows (`copy(into:)`).
  @exclusivity(unchecked) private var chunkCount = 0
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
    for index in 0..<chunkCount {
      chunks[index].deinitialize(count: max(0, min(Self.chunkSize, left)))
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
    return (appendSlot(), true)
  }

  /// A new slot at the end, not initialized yet.
  private func appendSlot() -> Int {
    let slot = count
    if slot & (Self.chunkSize - 1) == 0, slot &>> Self.chunkShift == chunkCount {
      let chunk = chunkCount
      if chunk == chunkCapacity {
        let grown = UnsafeMutablePointer<UnsafeMutablePointer<ControllerRow>>.allocate(
          capacity: chunkCapacity * 2)
        grown.moveInitialize(from: chunks, count: chunkCapacity)
        chunks.deallocate()
        chunks = grown
        chunkCapacity *= 2
      }
      (chunks + chunk).initialize(to: .allocate(capacity: Self.chunkSize))
      chunkCount += 1
    }
    count += 1
    return slot
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
      // places rather than one being appended to the other.
      swap(&reusable, &freedSinceRest)
    } else {
      reusable += freedSinceRest
      freedSinceRest.removeAll(keepingCapacity: true)
    }
  }

  /// The handle of row `slot`.
  subscript(slot: Int) -> Controller { Controller(row: row(slot)) }

  /// A table with the same rows, whose handles point into the new table.
  func copy() -> UnsafeControllerTable {
    copy(into: UnsafeControllerTable())
  }

  /// A copy in `spare`, a table no engine uses any more (its memory taken again: a new table
  /// is three allocations): the rows both have are overwritten, those only this one has
  /// added, those only `spare` has freed. Its handles point into `spare`.
  func copy(into spare: UnsafeControllerTable) -> UnsafeControllerTable {
    precondition(spare !== self, "a table copied into itself")
    // Each row goes in the same slot as its original.
    for slot in 0..<min(count, spare.count) {
      spare.row(slot).pointee = row(slot).pointee
    }
    if spare.count > count {
      for slot in count..<spare.count { spare.row(slot).deinitialize(count: 1) }
      spare.count = count
    }
    while spare.count < count {
      let slot = spare.appendSlot()
      spare.row(slot).initialize(to: row(slot).pointee)
    }
    // Once every row is there: a row may link to a later one.
    for slot in 0..<count {
      spare.row(slot).pointee.rebind(to: spare)
    }
    spare.reusable = reusable
    spare.freedSinceRest = freedSinceRest
    return spare
  }
}

extension ControllerRow {
  /// Points every handle this row holds into `table` (a copy of the table it was in).
  fileprivate mutating func rebind(to table: UnsafeControllerTable) {
    func rebound(_ controller: Controller) -> Controller { table[controller.slot] }
    parent = parent.map(rebound)
    presented = presented.map(rebound)
    presenter = presenter.map(rebound)
    pendingDidMove = pendingDidMove.map(rebound)
    host = host.map(rebound)
    // A list only when it holds something: most rows' are empty, and a list made anew from
    // an empty one is released, and its original's too.
    if !children.isEmpty { children = children.map(rebound) }
    if !pages.isEmpty { pages = pages.map(rebound) }
    if !hosted.isEmpty { hosted = hosted.map(rebound) }
    if !ownedReferences.isEmpty {
      ownedReferences = OrderedBag(
        ownedReferences.lazy.map { NamedReference(owner: $0.owner, target: rebound($0.target)) })
    }
  }
}
