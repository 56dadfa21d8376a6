/// The order in which a container delivers the four appearance callbacks of a transition
/// (the interleaving rules).
///
/// Every table UIKit uses puts both `will` callbacks before both `did` callbacks; the gap
/// between them is where the animation runs, where the run loop turns (draining autoreleased
/// controllers) and where an interactive transition can be cancelled.
package struct Interleaving: Sendable, Equatable {
  /// One of the four appearance callbacks of a transition.
  package enum Step: Sendable, Equatable {
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

  /// The two `will` steps, in order.
  package let wills: [Step]
  /// The two `did` steps, in order.
  package let dids: [Step]

  /// Creates a table from its `will` and `did` orders.
  package init(wills: [Step], dids: [Step]) {
    self.wills = wills
    self.dids = dids
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
