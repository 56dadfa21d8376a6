import StackTraceFormats
import StackTraceIO
import StackTraceRun
import StackTraceScenario
import StackTraceTestSupport
import Testing

@testable import StackNav

/// Every version boundary of every rule, pinned on both sides: each entry of the rule table
/// that applies to some iOS versions and not others carries a probe (a scenario and the lines
/// it prints where the entry applies), and wherever a rule's entry changes from one iOS
/// profile to the next, a probe of one side shows its lines on that side and not on the
/// other.
struct VersionBoundaryTests {
  /// A rule with entries for some iOS versions only, or with several entries.
  struct RangedRule: CustomTestStringConvertible, Sendable {
    let id: RuleID
    var testDescription: String { id.name }

    /// The indices of its entries in the table.
    var entries: [Int] {
      RuleTable.entries.indices.filter { RuleTable.entries[$0].rule.ruleID == id }
    }

    /// The index of its entry for the profile at `position` of `iosVersions`, if any.
    func entry(at position: Int) -> Int? {
      entries.first {
        RuleTable.entries[$0].profiles.contains(iosVersion: Profile.iosVersions[position])
      }
    }

    /// An entry's name as `stacktrace rules` lists it: numbered by its first profile.
    func label(_ index: Int) -> String {
      let all = entries
      guard all.count > 1 else { return id.name }
      func first(_ index: Int) -> Int {
        let profiles = RuleTable.entries[index].profiles
        if profiles.contains(iosVersion: nil) { return -1 }
        return Profile.iosVersions.firstIndex { profiles.contains(iosVersion: $0) } ?? .max
      }
      let number = all.sorted { first($0) < first($1) }.firstIndex(of: index) ?? 0
      return "\(id.name) (\(number + 1))"
    }
  }

  /// The rules whose entry is not the same in every iOS profile.
  static let ranged: [RangedRule] = {
    var rules: [RangedRule] = []
    for entry in RuleTable.entries where !rules.contains(where: { $0.id == entry.rule.ruleID }) {
      let rule = RangedRule(id: entry.rule.ruleID)
      let perProfile = Profile.iosVersions.indices.map { rule.entry(at: $0) }
      if Set(perProfile.map { $0 ?? -1 }).count > 1 { rules.append(rule) }
    }
    return rules
  }()

  /// The text trace of `scenario` in `profile`, whatever way the run ended; with
  /// `containers`, the implicit containers' lines shown.
  static func trace(_ scenario: String, in profile: Profile, containers: Bool = false) throws
    -> [Substring]
  {
    let parsed = try ScenarioParser.parse(Array(scenario.utf8), file: "probe")
    let sink = ByteSink()
    var options = TraceWriter.Options()
    options.showsContainers = containers
    _ = Runner.run(
      parsed, settings: RunSettings(profile: profile),
      writer: TraceWriter(options: options, sink: sink))
    return sink.text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// Whether `lines` come one after the other somewhere in `trace`.
  static func holds(_ trace: [Substring], _ lines: [String]) -> Bool {
    guard !lines.isEmpty, trace.count >= lines.count else { return false }
    return (0...(trace.count - lines.count)).contains { start in
      lines.indices.allSatisfy { trace[start + $0] == lines[$0] }
    }
  }

  /// Whether entry `index`'s probe shows its lines in the profile at `position`.
  static func shows(_ index: Int, at position: Int) throws -> Bool {
    guard case .lines(let scenario, let lines)? = RuleTable.entries[index].probe else {
      return false
    }
    // An implicit container's life-cycle line (`Nav#1 viewWillAppear`) shows with
    // --containers (its delegate lines show without).
    let containers = lines.contains { line in
      let words = line.split(separator: " ")
      return words.count > 1 && words[0].contains("#")
        && Callback(word: String(words[1]))?.kind == .lifecycle
    }
    return try holds(
      trace(scenario, in: .ios(Profile.iosVersions[position]), containers: containers), lines)
  }

  @Test("each boundary of a rule's versions is pinned on both sides", arguments: ranged)
  func boundaries(_ rule: RangedRule) throws {
    let versions = Profile.iosVersions
    for index in rule.entries {
      let entry = RuleTable.entries[index]
      let positions = versions.indices.filter { entry.profiles.contains(iosVersion: versions[$0]) }
      guard let probe = entry.probe else {
        if !positions.isEmpty { Issue.record("\(rule.label(index)) has no probe") }
        continue
      }
      // A probe's lines show in the first and the last profile of each run of the entry's.
      guard case .lines = probe else { continue }
      for position in positions
      where !positions.contains(position - 1) || !positions.contains(position + 1) {
        #expect(
          try Self.shows(index, at: position),
          "\(rule.label(index)): its probe shows nothing in ios\(versions[position])")
      }
    }
    for position in versions.indices.dropLast() {
      let (before, after) = (rule.entry(at: position), rule.entry(at: position + 1))
      guard before != after else { continue }
      let boundary = "ios\(versions[position])/ios\(versions[position + 1])"
      if let after, RuleTable.entries[after].probe == .evidenceOnly {
        #expect(before != nil, "\(rule.label(after)) restates nothing at \(boundary)")
        continue
      }
      let pinnedAfter = try after.map {
        try Self.shows($0, at: position + 1) && !Self.shows($0, at: position)
      }
      let pinnedBefore = try before.map {
        try Self.shows($0, at: position) && !Self.shows($0, at: position + 1)
      }
      #expect(
        pinnedAfter == true || pinnedBefore == true,
        "\(rule.id.name) changes at \(boundary), and neither side's probe shows it")
    }
  }

  @Test("iOS 13 warns of a present while presenting with 'Warning:', iOS 14 with '[Presentation]'")
  func presentWhilePresentingWords() throws {
    let scenario = "push A\npresent B\npresent C from=A"
    let ios13 = try Self.trace(scenario, in: .ios13).joined(separator: "\n")
    let ios14 = try Self.trace(scenario, in: .ios14).joined(separator: "\n")
    #expect(
      ios13.contains(
        "! warning: Warning: Attempt to present <C>  on <A> which is already presenting <B>\n"))
    #expect(!ios13.contains("[Presentation]"))
    #expect(
      ios14.contains(
        "! warning: [Presentation] Attempt to present <C> on <Nav#1> (from <A>) which is already "
          + "presenting <B>.\n"))
    #expect(!ios14.contains("Warning: Attempt"))
  }

  @Test("a meanwhile setStack back to a controller below warns of a nested pop, else a push")
  func nestedSetStackVerb() throws {
    let back = try Self.trace("push A B\nmeanwhile setStack A", in: .ios9).joined(separator: "\n")
    #expect(
      back.contains("! warning: nested pop animation can result in corrupted navigation bar\n"))
    #expect(!back.contains("nested push"))
    let onward = try Self.trace("push A B\nmeanwhile setStack A B C", in: .ios9)
      .joined(separator: "\n")
    #expect(
      onward.contains("! warning: nested push animation can result in corrupted navigation bar\n"))
  }

  @Test("iOS 5 and iOS 6 send didShow twice at a navigation controller's first display, iOS 7 once")
  func firstShowCount() throws {
    for (profile, count) in [(Profile.ios5, 2), (.ios6, 2), (.ios7, 1), (.ios26, 1)] {
      let lines = try Self.trace("include delegates\npush A", in: profile)
      #expect(lines.count { $0 == "Nav#1 didShow A" } == count, "\(profile.name)")
      #expect(lines.count { $0 == "Nav#1 willShow A" } == 1, "\(profile.name)")
    }
  }

  @Test("every profile takes at most one entry of each rule")
  func disjoint() {
    for profile in [nil] + Profile.iosVersions.map(Optional.some) {
      var seen = Set<RuleID>()
      for entry in RuleTable.entries where entry.profiles.contains(iosVersion: profile) {
        #expect(
          seen.insert(entry.rule.ruleID).inserted,
          "\(entry.rule.id) twice in \(profile.map { "ios\($0)" } ?? "documented")")
      }
    }
  }

  @Test("the rules that change between versions are found, and each entry has a probe")
  func everyRangeProbed() {
    #expect(Self.ranged.count >= 25)
    for rule in Self.ranged {
      for index in rule.entries
      where Profile.iosVersions.contains(where: {
        RuleTable.entries[index].profiles.contains(iosVersion: $0)
      }) {
        #expect(RuleTable.entries[index].probe != nil, "\(rule.label(index))")
      }
    }
  }
}
