import StackNav
import Synchronization

/// What a grammar entry needs only once a statement uses it: its options, how it builds an
/// action from a statement's parts, and how an operation prints back as its parts. An entry
/// declared over a payload makes it from its bindings' key paths, which cost about 28,000
/// instructions each to make: a run makes the bodies of the statements it says, not all.
final class EntryBody: Sendable {
  /// The options; for an entry that takes traits, its traits.
  let options: [OptionSpec]
  /// The action its parts make (the options already checked against `options`).
  let build: @Sendable (StatementParts) throws(ScenarioError) -> Statement.Action
  /// The parts of an operation it builds, `nil` for any other operation.
  let parts: @Sendable (Operation) -> StatementParts?

  init(
    options: [OptionSpec],
    build: @escaping @Sendable (StatementParts) throws(ScenarioError) -> Statement.Action,
    parts: @escaping @Sendable (Operation) -> StatementParts?
  ) {
    self.options = options
    self.build = build
    self.parts = parts
  }
}

// The unsafe layer of the entries: a body made once, by whichever thread first asks, and kept
// as an unmanaged reference in an atomic cell. What makes it safe: the cell holds one retain
// of the body from the moment a compare-and-exchange puts it there until the cell is freed
// (`deinit` gives it back); a thread that lost the race gives back its own body and uses the
// winner's; every load that finds a body acquires what the storing thread released, so the
// body is whole when read. Bodies are immutable once made.

/// An entry's body, made when first asked for.
final class LazyEntryBody: Sendable {
  private let cell = Atomic<Unmanaged<EntryBody>?>(nil)
  private let make: @Sendable () -> EntryBody

  /// A body `make` makes when first asked for.
  init(_ make: @escaping @Sendable () -> EntryBody) {
    self.make = make
  }

  /// The body, made now if no thread made it before.
  var value: EntryBody {
    if let made = cell.load(ordering: .acquiring) { return made.takeUnretainedValue() }
    let new = Unmanaged.passRetained(make())
    let (stored, found) = cell.compareExchange(
      expected: nil, desired: new, ordering: .acquiringAndReleasing)
    // Not stored: another thread's body was there first (`found`).
    if !stored, let found {
      new.release()
      return found.takeUnretainedValue()
    }
    return new.takeUnretainedValue()
  }

  deinit {
    cell.load(ordering: .acquiring)?.release()
  }
}
