/// One UIKit behaviour set: the rules the engine follows (docs/architecture.md, principle 4), built from
/// the rule table (`RuleTable`): the entries that apply to it, nothing else.
///
/// The engine asks a profile whether it has a rule (`has(.viewIsAppearing)`), which rule to
/// cite (`profile[.creation]`), and the settings rules carry (`interleaving(_:)`,
/// `defaultStyle`), so every trace line can cite its source.
public struct Profile: Sendable {
  /// When views get their layout callbacks.
  package enum LayoutPolicy: Sendable, Equatable {
    /// Only the first time a view appears after it was loaded ([seed-002], summary point 1).
    case onceAfterLoad
    /// On every appearance.
    case everyAppearance
  }

  /// What a low-memory warning does to views.
  package enum MemoryWarningPolicy: Sendable, Equatable {
    /// Views not in the window are released; `viewWillUnload` is sent first when
    /// `sendsWillUnload` (iOS 5).
    case unloadViewsNotInWindow(sendsWillUnload: Bool)
    /// Controllers are told, views stay (iOS 6 and later).
    case notifyOnly
  }

  /// The name a scenario uses for this profile (`documented`, `ios17`).
  public var name: String { tables.name }
  /// Whether `other` has this profile's name: at once when both are the same profile, made
  /// once (reading a name retains it, and the explorer compares them for every run).
  package func isNamed(like other: Profile) -> Bool {
    tables === other.tables || tables.name == other.tables.name
  }
  /// Whether the profile is named `name`, read in place.
  package func isNamed(_ name: String) -> Bool { tables.name == name }
  /// The iOS major version the profile models, `nil` for `documented`.
  public var iosVersion: Int? { tables.iosVersion }
  /// Every rule the profile applies, in the order `stacktrace rules` lists them (all of them
  /// read, for `RuleReads`).
  public var rules: [Rule] {
    reads?.noteAll()
    return tables.ruleList
  }
  /// What the profile is made of, read from the rule table once and never changed: one
  /// reference, so that a copy of the profile (an engine, a run's settings and its checks
  /// hold one each, made for every scenario `stacktrace explore` runs) retains one object,
  /// not one for each table.
  private var tables: Tables
  /// Where the profile notes each rule it is asked about, if anywhere (`recordingReads`).
  private var reads: RuleReads?

  private final class Tables: Sendable {
    let name: String
    let iosVersion: Int?
    /// `rules`.
    let ruleList: [Rule]
    /// The profile's entry for each rule, by `RuleID.rawValue`.
    let entries: [RuleEntry?]
    /// The interleaving table of each kind of transition, by the kind's raw value: read from
    /// the rules once (reading a rule's setting copied it at every transition, and an engine
    /// of the explorer's, made for every scenario, would read them again).
    let interleavings: [Interleaving]
    /// When layout callbacks run (`layout.onceAfterLoad`), and what a memory warning does to
    /// views with the rule that says it (`memory.unloadHiddenViews`, else `memory.notifyOnly`):
    /// read from the rules once, where each controller that appeared, or heard a warning,
    /// copied the rule's setting out of its entry.
    let layout: LayoutPolicy
    let memoryWarning: (policy: MemoryWarningPolicy, rule: RuleID)
    /// The row of the rule table (`RuleTable.entries`) the profile applies for each rule, by
    /// `RuleID.rawValue` (-1: none); `nil` once an entry was replaced (`replacing`).
    let tableRows: [Int]?

    init(
      name: String, iosVersion: Int?, ruleList: [Rule], entries: [RuleEntry?], tableRows: [Int]?
    ) {
      self.name = name
      self.iosVersion = iosVersion
      self.ruleList = ruleList
      self.entries = entries
      self.tableRows = tableRows
      interleavings = Transition.Kind.allCases.map { kind in
        Profile.interleaving(of: entries[kind.interleavingRule.rawValue]?.value)
      }
      layout = Profile.layout(of: entries[RuleID.layoutOnceAfterLoad.rawValue]?.value)
      memoryWarning = Profile.memoryWarning(in: entries)
    }
  }

  /// This profile with its entry for rule `id` replaced by `entry` (`nil`: without the rule):
  /// a deliberately broken profile, for tests that check a broken rule gets caught.
  package func replacing(_ id: RuleID, with entry: RuleEntry?) -> Profile {
    var entries = tables.entries
    entries[id.rawValue] = entry
    var rules = tables.ruleList.compactMap { rule in
      rule.ruleID == id ? entry?.rule : rule
    }
    if let entry, !tables.ruleList.contains(where: { $0.ruleID == id }) {
      rules.append(entry.rule)
    }
    var copy = self
    copy.tables = Tables(
      name: name, iosVersion: iosVersion, ruleList: rules, entries: entries, tableRows: nil)
    return copy
  }

  /// The profile of iOS `version` (`nil`: `documented`), from the rule table.
  init(name: String, iosVersion: Int?) {
    var entries = [RuleEntry?](repeating: nil, count: RuleID.allCases.count)
    var rules: [Rule] = []
    var rows = [Int](repeating: -1, count: RuleID.allCases.count)
    for (row, entry) in RuleTable.entries.enumerated()
    where entry.profiles.contains(iosVersion: iosVersion)
      && entries[entry.rule.ruleID.rawValue] == nil
    {
      entries[entry.rule.ruleID.rawValue] = entry
      rules.append(entry.rule)
      rows[entry.rule.ruleID.rawValue] = row
    }
    tables = Tables(
      name: name, iosVersion: iosVersion, ruleList: rules, entries: entries, tableRows: rows)
  }

  /// Whether this profile applies exactly `other`'s rules: the same rows of the rule table
  /// (a profile with an entry replaced matches none). The engine reads a profile's name only
  /// in its messages, and its version only to pick the rows, so two such profiles play every
  /// scenario alike (`ios9` and `ios10`, for instance).
  ///
  /// With `reads`, only the rules it holds are compared: two profiles that answer alike
  /// every question recorded there play alike whatever asked them (`ios14` and `ios16`
  /// differ in a rule no statement of the small alphabet asks about).
  package func appliesTheSameRules(as other: Profile, among reads: RuleReads? = nil) -> Bool {
    guard let rows = tables.tableRows, let others = other.tables.tableRows else { return false }
    guard let reads else { return rows == others }
    return RuleID.allCases.allSatisfy {
      !reads.contains($0) || rows[$0.rawValue] == others[$0.rawValue]
    }
  }

  /// This profile noting in `reads` each rule it is asked about: whether it has it, the rule,
  /// its setting, an interleaving, the list of rules (all of them).
  package func recordingReads(into reads: RuleReads) -> Profile {
    var copy = self
    copy.reads = reads
    return copy
  }

  /// The interleaving table of a `kind` of transition.
  @inline(__always)
  func interleaving(for kind: Transition.Kind) -> Interleaving {
    reads?.note(kind.interleavingRule)
    return tables.interleavings[kind.rawValue]
  }

  /// The rule set the five seed documents record (docs/lifecycle.md), the default.
  ///
  /// Where the seeds are silent (presentation styles, misuse), the profile borrows the
  /// behaviour of iPhone UIKit before iOS 13 and says so in the rule's source.
  public static let documented = Profile(name: "documented", iosVersion: nil)

  /// What real UIKit does on iOS `version`: the table's rules for that version.
  public static func ios(_ version: Int) -> Profile {
    Profile(name: "ios\(version)", iosVersion: version)
  }

  /// The iOS major versions that have a profile: 5 to 18, then 26 (Apple's numbering jumped
  /// from 18 to 26 in 2025).
  public static let iosVersions = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 26]

  /// Every profile, `documented` first, then `ios5` ... `ios26`.
  public static let all: [Profile] = [.documented] + iosVersions.map(Profile.ios)

  /// The profile a scenario names, if it exists: only that one is built, not every profile
  /// to pick one.
  public static func named(_ name: String) -> Profile? {
    if name == "documented" { return .documented }
    return iosVersion(named: name).map(Profile.ios)
  }

  /// Whether a profile is named `name` (none is built to tell).
  public static func exists(named name: String) -> Bool {
    name == "documented" || iosVersion(named: name) != nil
  }

  /// The iOS version of the profile named `name` (`ios17`: 17), if it has one.
  private static func iosVersion(named name: String) -> Int? {
    guard name.hasPrefix("ios"), let version = Int(name.dropFirst(3)),
      iosVersions.contains(version), name == "ios\(version)"
    else { return nil }
    return version
  }

  /// Whether the profile applies rule `id`.
  @inline(__always)
  public func has(_ id: RuleID) -> Bool {
    reads?.note(id)
    return tables.entries[id.rawValue] != nil
  }

  /// The rule `id` as this profile states it, if the profile applies it.
  @inline(__always)
  public subscript(id: RuleID) -> Rule? {
    reads?.note(id)
    return tables.entries[id.rawValue]?.rule
  }

  /// `id`, if the profile applies that rule.
  @inline(__always)
  package func applied(_ id: RuleID) -> RuleID? { has(id) ? id : nil }

  /// When layout callbacks run (`layout.onceAfterLoad`).
  package var layout: LayoutPolicy {
    reads?.note(.layoutOnceAfterLoad)
    return tables.layout
  }

  /// What a memory warning does to views (`memory.unloadHiddenViews` or
  /// `memory.notifyOnly`): the first rule looked at, and the second when the first says
  /// nothing, noted as read.
  package var memoryWarning: MemoryWarningPolicy {
    reads?.note(.unloadHiddenViews)
    if tables.memoryWarning.rule != .unloadHiddenViews { reads?.note(.notifyOnly) }
    return tables.memoryWarning.policy
  }

  /// The setting rule `id` carries in this profile, if any.
  package func value(of id: RuleID) -> RuleValue? {
    reads?.note(id)
    return tables.entries[id.rawValue]?.value
  }
}
