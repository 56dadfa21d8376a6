import Synchronization

/// The rules a profile was asked about while it recorded them (`Profile.recordingReads(into:)`):
/// whether it has each (`Profile.has`), the rule itself, its setting, a transition's
/// interleaving. Everything the engine knows of a profile comes through those questions, so
/// another profile that answers every question recorded alike plays alike what was played:
/// `stacktrace explore` explores such a profile once (docs/explore.md, its twins).
///
/// The explorer's workers share one record a profile, so a rule is noted atomically; one
/// already noted is only read, which costs a load where a write would.
package final class RuleReads: Sendable {
  // A bit a rule, by `RuleID.rawValue`, in four words (`Synchronization.Atomic` values are
  // stored properties, never elements of an array).
  private let first = Atomic<UInt64>(0)
  private let second = Atomic<UInt64>(0)
  private let third = Atomic<UInt64>(0)
  private let fourth = Atomic<UInt64>(0)

  /// As many rules as the four words hold.
  package static let capacity = 256

  package init() {
    precondition(RuleID.allCases.count <= RuleReads.capacity, "RuleReads holds 256 rules")
  }

  /// Notes that something asked about rule `id`.
  @inline(__always)
  package func note(_ id: RuleID) {
    let bit = UInt64(1) << UInt64(id.rawValue & 63)
    switch id.rawValue >> 6 {
    case 0: RuleReads.set(bit, in: first)
    case 1: RuleReads.set(bit, in: second)
    case 2: RuleReads.set(bit, in: third)
    default: RuleReads.set(bit, in: fourth)
    }
  }

  /// Notes every rule: something read the whole list.
  package func noteAll() {
    RuleReads.set(.max, in: first)
    RuleReads.set(.max, in: second)
    RuleReads.set(.max, in: third)
    RuleReads.set(.max, in: fourth)
  }

  /// Notes every rule `other` noted.
  package func formUnion(_ other: RuleReads) {
    RuleReads.set(RuleReads.word(0, of: other), in: first)
    RuleReads.set(RuleReads.word(1, of: other), in: second)
    RuleReads.set(RuleReads.word(2, of: other), in: third)
    RuleReads.set(RuleReads.word(3, of: other), in: fourth)
  }

  /// Whether something asked about rule `id`.
  package func contains(_ id: RuleID) -> Bool {
    let bit = UInt64(1) << UInt64(id.rawValue & 63)
    return RuleReads.word(id.rawValue >> 6, of: self) & bit != 0
  }

  @inline(__always)
  private static func set(_ bit: UInt64, in word: borrowing Atomic<UInt64>) {
    if word.load(ordering: .relaxed) & bit != bit { word.bitwiseOr(bit, ordering: .relaxed) }
  }

  private static func word(_ index: Int, of reads: RuleReads) -> UInt64 {
    switch index {
    case 0: reads.first.load(ordering: .relaxed)
    case 1: reads.second.load(ordering: .relaxed)
    case 2: reads.third.load(ordering: .relaxed)
    default: reads.fourth.load(ordering: .relaxed)
    }
  }
}
