import Testing

@testable import StackNav

/// What the engine keeps from an ended transition for the next one (`Engine.spareFlight`,
/// `Engine.spareParts`): a spare flight made anew is every field the new one would be, and
/// a spare list is empty.
struct FlightReuseTests {
  /// The table the controllers' rows are in, kept as long as the handles are used.
  let table = UnsafeControllerTable()

  func controller(_ slot: Int) -> Controller {
    while table.count <= slot {
      _ = table.add(id: table.count, name: "C\(table.count)", kind: .content, traits: Traits())
    }
    return table[slot]
  }

  /// Every field of `flight`, as text (controllers by name).
  func fields(_ flight: InFlight) -> [String] {
    Mirror(reflecting: flight).children.map { "\($0.label ?? "?")=\(String(describing: $0.value))" }
  }

  @Test("a flight made anew for another transition is the flight a new one would be")
  func resetIsNew() {
    let (a, b, c) = (controller(0), controller(1), controller(2))
    var ended = Transition(kind: .modal, cause: .of(a), animated: true)
    ended.cancelled = true
    ended.outgoing = [a]
    ended.incoming = [b, c]
    ended.parts = [.motion(b, .beingPresented), .atEnd(.hold(c))]
    var places = Transition.Notice.Places()
    places.insert(.atEnd)
    let spare = InFlight(
      transition: ended, table: InterleavingRule(value: .outgoingFirst, rule: .modalInterleaving),
      leaving: [a], coming: [b, c], layoutAfterDid: true, noticePlaces: places)
    // Everything a flight's life changes, changed.
    spare.firstShown = [b]
    spare.arriving = [c, b]
    spare.loadsAtWill = true
    spare.coming.removeAll { $0 === c }
    #expect(spare.takeParts().isEmpty)

    var next = Transition(kind: .navigation, cause: .app, animated: false)
    next.incoming = [c]
    next.parts = [.willMove(c, to: nil)]
    let table = InterleavingRule(value: .incomingFirst, rule: .navigationInterleaving)
    let new = InFlight(
      transition: next, table: table, leaving: [], coming: [c], layoutAfterDid: false,
      noticePlaces: .init())
    spare.reset(
      transition: next, table: table, leaving: [], coming: [c], layoutAfterDid: false,
      noticePlaces: .init())
    #expect(fields(spare) == fields(new))
  }

  @Test("between statements a spare list of parts is empty, and a spare flight is no one's")
  func sparesBetweenStatements() throws {
    let engine = Engine(profile: .ios17)
    for operation: Operation in [
      .push(["A"], animated: true), .push(["B"], animated: true, completion: true),
      .present("P", style: nil, embedInNavigation: false, animated: true),
      .dismiss(nil, animated: false), .pop(animated: true),
    ] {
      try engine.perform(operation)
      #expect(engine.spareParts.isEmpty)
    }
    engine.finish()
    var spare = try #require(engine.spareFlight)
    #expect(isKnownUniquelyReferenced(&spare) == false)  // held here and by the engine
    engine.spareFlight = nil
    #expect(isKnownUniquelyReferenced(&spare))
  }
}
