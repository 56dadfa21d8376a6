/// A named rule of a profile: one decision the engine takes, with the evidence behind it.
///
/// Every callback the engine emits cites the rule that placed it, so a trace line can say why
/// it is there (DESIGN.md, principle 4). A class, so that citing one costs a reference, not
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

  /// A stable identifier, such as `nav.interleaving`.
  public let id: String
  /// What the rule says, in one sentence.
  public let summary: String
  /// Where the rule comes from: a seed document and section, an Apple document, or a log.
  public let source: String
  /// How sure we are.
  public let confidence: Confidence

  /// Creates a rule.
  public init(_ id: String, _ summary: String, source: String, confidence: Confidence) {
    self.id = id
    self.summary = summary
    self.source = source
    self.confidence = confidence
  }

  public static func == (lhs: Rule, rhs: Rule) -> Bool {
    lhs.id == rhs.id && lhs.summary == rhs.summary && lhs.source == rhs.source
      && lhs.confidence == rhs.confidence
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(summary)
  }
}

extension Rule {
  /// The placeholder for a rule a profile does not apply (a switch that is off, a statement
  /// it does not have); `Profile.rules` leaves it out.
  public static let notApplicable = Rule(
    "-", "Not part of this profile.", source: "-", confidence: .unverified)
}

/// A profile parameter together with the rule that sets it.
public struct Ruled<Value: Sendable>: Sendable {
  /// The parameter the engine reads.
  public var value: Value
  /// The rule that chose it, cited by every trace line it produces.
  public var rule: Rule

  /// Pairs a value with its rule.
  public init(_ value: Value, _ rule: Rule) {
    self.value = value
    self.rule = rule
  }
}
