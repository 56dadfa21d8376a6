/// A named rule of a profile: one decision the engine takes, with the evidence behind it.
///
/// Every callback the engine emits cites the rule that placed it, so a trace line can say why
/// it is there (docs/architecture.md, principle 4). A class, so that citing one costs a reference, not
/// three strings; rules with the same parts are equal.
public final class Rule: Sendable, Hashable {
  /// How sure we are that the rule matches UIKit.
  public enum Confidence: String, Sendable, Hashable, CaseIterable {
    /// Recorded by the seed documents (the `documented` profile's source of truth).
    case seed
    /// Several independent recorded logs agree, or Apple documents it.
    case high
    /// One good log, or several older logs that agree.
    case medium
    /// Inferred, from a single weak source, or where sources disagree: our choice.
    case unverified
  }

  /// Which rule this is.
  public let ruleID: RuleID
  /// Its stable identifier, such as `nav.interleaving` (`ruleID.name`).
  public let id: String
  /// What the rule says, in one sentence.
  public let summary: String
  /// Where the rule comes from: a seed document and section, an Apple document, or a log.
  public let source: String
  /// How sure we are.
  public let confidence: Confidence

  /// Creates a rule.
  package init(_ id: RuleID, _ summary: String, source: String, confidence: Confidence) {
    self.ruleID = id
    self.id = id.name
    self.summary = summary
    self.source = source
    self.confidence = confidence
  }

  public static func == (lhs: Rule, rhs: Rule) -> Bool {
    lhs.ruleID == rhs.ruleID && lhs.summary == rhs.summary && lhs.source == rhs.source
      && lhs.confidence == rhs.confidence
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ruleID)
    hasher.combine(summary)
  }
}

/// The setting a rule carries for the engine, where the rule is more than its presence: which
/// interleaving table, how many repeats, which styles.
package enum RuleValue: Sendable, Equatable {
  /// The order of a transition's appearance callbacks.
  case interleaving(Interleaving)
  /// A count.
  case count(Int)
  /// When layout callbacks run.
  case layout(Profile.LayoutPolicy)
  /// What a memory warning does to views.
  case memoryWarning(Profile.MemoryWarningPolicy)
  /// A presentation style.
  case style(PresentationStyle)
  /// A set of presentation styles.
  case styles(Set<PresentationStyle>)
  /// What UIKit prints for a misuse.
  case text(MisuseText)
}

/// The profiles a rule entry applies to: `documented`, ranges of iOS versions, or both.
package struct ProfileSet: Sendable, Equatable {
  /// Whether the `documented` profile is in the set.
  package var documented: Bool
  /// The iOS major versions in the set.
  package var versions: [ClosedRange<Int>]

  /// The `documented` profile only.
  package static let documented = ProfileSet(documented: true, versions: [])
  /// Every iOS profile.
  package static let everyIOS = ProfileSet(documented: false, versions: [0...Int.max])
  /// Every profile.
  package static let every = ProfileSet(documented: true, versions: [0...Int.max])

  /// The iOS profiles of `range`.
  package static func ios(_ range: ClosedRange<Int>) -> ProfileSet {
    ProfileSet(documented: false, versions: [range])
  }

  /// The iOS profiles from `range`'s lower bound on.
  package static func ios(_ range: PartialRangeFrom<Int>) -> ProfileSet {
    ProfileSet(documented: false, versions: [range.lowerBound...Int.max])
  }

  /// The iOS profiles up to `range`'s upper bound.
  package static func ios(_ range: PartialRangeThrough<Int>) -> ProfileSet {
    ProfileSet(documented: false, versions: [0...range.upperBound])
  }

  /// Both sets.
  package static func + (lhs: ProfileSet, rhs: ProfileSet) -> ProfileSet {
    ProfileSet(documented: lhs.documented || rhs.documented, versions: lhs.versions + rhs.versions)
  }

  /// Whether the profile of iOS `version` (`nil`: `documented`) is in the set.
  package func contains(iosVersion version: Int?) -> Bool {
    guard let version else { return documented }
    return versions.contains { $0.contains(version) }
  }
}

/// One definition of a rule, for some profiles: the rule table (`RuleTable`) is a list of
/// them, and a profile holds the entries that apply to it.
package struct RuleEntry: Sendable {
  /// The rule, as profiles in `profiles` cite it.
  package let rule: Rule
  /// The profiles it applies to.
  package let profiles: ProfileSet
  /// The setting it carries, if any.
  package let value: RuleValue?
  /// How a test sees where the entry's versions start and end; every entry of a version
  /// range has one (`VersionBoundaryTests`).
  package let probe: RuleProbe?

  /// An entry with the probe that shows its version boundaries.
  package init(_ rule: Rule, profiles: ProfileSet, value: RuleValue? = nil, probe: RuleProbe?) {
    self.rule = rule
    self.profiles = profiles
    self.value = value
    self.probe = probe
  }

  /// An entry without a probe: one for every profile, or `documented` alone.
  package init(_ rule: Rule, profiles: ProfileSet, value: RuleValue? = nil) {
    self.rule = rule
    self.profiles = profiles
    self.value = value
    self.probe = nil
  }
}

/// A scenario that shows a rule entry's version boundaries: the lines it prints in the
/// entry's profiles and in none just outside them. It lives beside the entry in the rule
/// table, so that an entry for new versions brings its own.
package enum RuleProbe: Sendable, Equatable {
  /// The scenario (one statement a line) prints `lines`, one after the other, in the first
  /// and last profile of each of the entry's version ranges; not in the profile just before
  /// a range, and not in the profile just after one where no entry of the same rule follows
  /// (where one does, its own probe pins the boundary). When a line is an implicit
  /// container's life-cycle line (`Nav#1 viewWillAppear`), the trace shows the containers.
  case lines(scenario: String, [String])
  /// The entry restates the entry before it on newer evidence: nothing a trace shows changes
  /// where it starts.
  case evidenceOnly
}
