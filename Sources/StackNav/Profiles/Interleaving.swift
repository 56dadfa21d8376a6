/// The order in which a container delivers the four appearance callbacks of a transition
/// (the interleaving rules).
///
/// Every table UIKit uses puts both `will` callbacks before both `did` callbacks; the gap
/// between them is where the animation runs, where the run loop turns (draining autoreleased
/// controllers) and where an interactive transition can be cancelled.
package struct Interleaving: Sendable, Equatable {
  /// One of the four appearance callbacks of a transition.
  package enum Step: UInt8, Sendable, Equatable {
    /// `viewWillDisappear` of the controllers that leave.
    case outgoingWill
    /// `viewWillAppear` of the controllers that come in (and what follows it: `viewIsAppearing`,
    /// layout).
    case incomingWill
    /// `viewDidDisappear` of the controllers that leave.
    case outgoingDid
    /// `viewDidAppear` of the controllers that come in.
    case incomingDid
  }

  /// The `will` steps, in order.
  package let wills: Steps
  /// The `did` steps, in order.
  package let dids: Steps

  /// Creates a table from its `will` and `did` orders.
  package init(wills: [Step], dids: [Step]) {
    self.wills = Steps(wills)
    self.dids = Steps(dids)
  }

  /// Up to four steps in order, packed in one word: a table read for every transition
  /// then retains and releases nothing, as two arrays did.
  package struct Steps: Sendable, Equatable, Sequence {
    /// Each step's raw value in a byte, the first in the lowest.
    private let packed: UInt32
    /// How many steps there are.
    package let count: Int

    init(_ steps: [Step]) {
      precondition(steps.count <= 4, "an interleaving has at most four steps")
      var packed: UInt32 = 0
      for (index, step) in steps.enumerated() {
        packed |= UInt32(step.rawValue) << (8 * index)
      }
      self.packed = packed
      count = steps.count
    }

    package struct Iterator: IteratorProtocol {
      fileprivate var packed: UInt32
      fileprivate var left: Int

      package mutating func next() -> Step? {
        guard left > 0 else { return nil }
        left -= 1
        defer { packed >>= 8 }
        return Step(rawValue: UInt8(truncatingIfNeeded: packed))
      }
    }

    package func makeIterator() -> Iterator { Iterator(packed: packed, left: count) }
  }

  /// Old will, new will, old did, new did: navigation push and pop ([seed-002]).
  package static let outgoingFirst = Interleaving(
    wills: [.outgoingWill, .incomingWill], dids: [.outgoingDid, .incomingDid])
  /// Old will, new will, new did, old did: modal present and dismiss ([seed-002]).
  package static let incomingDidFirst = Interleaving(
    wills: [.outgoingWill, .incomingWill], dids: [.incomingDid, .outgoingDid])
  /// New will, old will, new did, old did: a scroll-style page turn (page.scroll).
  package static let incomingFirst = Interleaving(
    wills: [.incomingWill, .outgoingWill], dids: [.incomingDid, .outgoingDid])
  /// New will, old will, old did, new did: tab switches (tab.interleaving).
  package static let incomingWillFirst = Interleaving(
    wills: [.incomingWill, .outgoingWill], dids: [.outgoingDid, .incomingDid])
}
