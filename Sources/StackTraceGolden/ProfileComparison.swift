import StackNav
import StackTraceDiff
import StackTraceFormats
import StackTraceIO
import StackTraceRun
import StackTraceScenario

/// One scenario run in several profiles, side by side (`stacktrace compare`): the profiles
/// grouped into runs of neighbours whose traces are the same, and what changes from each
/// run to the next, statement by statement, each changed line with the rule that makes it.
package struct ProfileComparison: Sendable {
  /// A line of a trace, with the rule that printed it (`--explain`'s), if any.
  package struct Line: Sendable, Equatable {
    package let text: String
    package let rule: String?
  }

  /// Neighbouring profiles whose traces are the same.
  package struct Group: Sendable {
    /// The profiles, in the order given.
    package var profiles: [String]
    /// The trace: statement headers (`# ...`) and the lines below them; when UIKit raised,
    /// a last line `! UIKit raised ...`.
    package let lines: [Line]
    /// Why the scenario cannot run in these profiles (a scenario error: a feature a profile
    /// lacks, say), instead of a trace, with `profileMark` where it names the profile (so
    /// that the same error in several profiles is one group).
    let errorPattern: String?

    /// The error, naming the group's profiles.
    package var error: String? {
      errorPattern.map { $0.replacing(ProfileComparison.profileMark, with: label) }
    }

    /// Whether the profiles follow each other in `Profile.all` (no version left out).
    package var isContiguous: Bool

    /// The profiles as a run: `ios5`, `ios5 ... ios12`; listed when some between them were
    /// not compared (`ios5, ios13`).
    package var label: String {
      guard profiles.count > 1 else { return profiles[0] }
      return isContiguous && profiles.count > 2
        ? "\(profiles[0]) ... \(profiles[profiles.count - 1])"
        : profiles.joined(separator: ", ")
    }

    /// Its first and last profile (it has one at least).
    package var firstProfile: String { profiles[0] }
    package var lastProfile: String { profiles[profiles.count - 1] }

    /// Its callback lines (not the statement headers).
    package var callbackCount: Int { lines.count { !$0.text.hasPrefix("# ") } }

    /// What its row says: the error, or how many lines, and whether UIKit raises.
    package var summary: String {
      if let error { return error }
      let raised = lines.last?.text.hasPrefix("! UIKit raised") == true
      return "\(callbackCount) lines" + (raised ? ", UIKit raises" : "")
    }
  }

  /// A line of a difference: kept, removed (only the earlier group has it) or added.
  package struct Change: Sendable, Equatable {
    package enum Kind: Character, Sendable {
      case kept = " ", removed = "-", added = "+", gap = "."
    }
    package let kind: Kind
    package let line: Line
  }

  /// What changes from one group to the next, by statement.
  package struct Difference: Sendable {
    /// The groups compared, by index.
    package let from: Int
    package let to: Int
    /// The statements whose lines differ: each header, and its changes with a little
    /// context (`gap` where kept lines are left out).
    package let statements: [(header: String, changes: [Change])]
    /// The rules the later profile has and the earlier lacks, and those it drops: where to
    /// look for why (`stacktrace rules`), the added lines citing theirs.
    package let rulesBegun: [String]
    package let rulesEnded: [String]
  }

  /// The scenario's statements as written.
  package let statements: [String]
  /// The groups, in the order of the profiles.
  package let groups: [Group]
  /// A difference for each two neighbouring groups that both ran.
  package let differences: [Difference]

  /// Where an error message named the profile it ran in.
  static let profileMark = "\u{0}"

  /// Kept lines shown around each change.
  static let context = 2

  /// Runs `scenario` in each of `profiles` (its own `profile` statement, if any, set aside)
  /// and compares the traces.
  package init(_ scenario: Scenario, profiles: [Profile], settings: RunSettings) {
    var statements = scenario.statements
    if scenario.profileName != nil { statements.removeFirst() }
    let stripped = Scenario(file: scenario.file, statements: statements)
    self.statements = statements.map(\.text)
    var groups: [Group] = []
    for profile in profiles {
      var settings = settings
      settings.profile = profile
      let (lines, error) = Self.trace(of: stripped, settings: settings)
      // The same lines make the same behaviour, whichever rules printed them.
      let pattern = error?.replacing("profile \(profile.name)", with: "profile \(Self.profileMark)")
      if let last = groups.last, last.lines.map(\.text) == lines.map(\.text),
        last.errorPattern == pattern
      {
        let follows =
          Profile.all.firstIndex { $0.name == last.profiles.last }.map { $0 + 1 }
          == Profile.all.firstIndex { $0.name == profile.name }
        groups[groups.count - 1].profiles.append(profile.name)
        groups[groups.count - 1].isContiguous = last.isContiguous && follows
      } else {
        groups.append(
          Group(profiles: [profile.name], lines: lines, errorPattern: pattern, isContiguous: true))
      }
    }
    self.groups = groups
    var differences: [Difference] = []
    for index in groups.indices.dropFirst()
    where groups[index - 1].errorPattern == nil && groups[index].errorPattern == nil {
      let earlier = Profile.named(groups[index - 1].lastProfile)?.rules.map(\.id) ?? []
      let later = Profile.named(groups[index].firstProfile)?.rules.map(\.id) ?? []
      differences.append(
        Difference(
          from: index - 1, to: index,
          statements: Self.changes(from: groups[index - 1].lines, to: groups[index].lines),
          rulesBegun: later.filter { !earlier.contains($0) },
          rulesEnded: earlier.filter { !later.contains($0) }))
    }
    self.differences = differences
  }

  /// The trace of `scenario` run with `settings`, each line with its rule; or the scenario
  /// error that stopped it.
  static func trace(of scenario: Scenario, settings: RunSettings) -> ([Line], String?) {
    let sink = ByteSink()
    var options = TraceWriter.Options()
    options.explains = true
    let outcome = Runner.run(
      scenario, settings: settings, writer: TraceWriter(options: options, sink: sink))
    var lines: [Line] = []
    for text in sink.text.split(separator: "\n") {
      if text.hasPrefix("# ") {
        lines.append(Line(text: String(text), rule: nil))
      } else if let mark = text.firstRange(of: "  # ") {
        let explanation = text[mark.upperBound...]
        lines.append(
          Line(
            text: String(text[..<mark.lowerBound]),
            rule: String(explanation.prefix { $0 != " " })))
      } else {
        lines.append(Line(text: String(text), rule: nil))
      }
    }
    switch outcome {
    case .completed:
      return (lines, nil)
    case .failed(let error):
      return ([], error.description)
    case .raised(let exception, _):
      lines.append(
        Line(text: "! UIKit raised \(exception.name): \(exception.flatReason)", rule: nil))
      return (lines, nil)
    case .inconsistent(let problems, _):
      return ([], "internal error: \(problems.joined(separator: "; ")) (a bug in StackNav)")
    }
  }

  /// The changes from `old` to `new`, statement by statement: the n-th header of each with
  /// the n-th of the other (the statements are the same; a run that raised has fewer).
  static func changes(from old: [Line], to new: [Line]) -> [(header: String, changes: [Change])] {
    let (oldSections, newSections) = (sections(old), sections(new))
    var result: [(header: String, changes: [Change])] = []
    for index in 0..<max(oldSections.count, newSections.count) {
      let before = index < oldSections.count ? oldSections[index] : nil
      let after = index < newSections.count ? newSections[index] : nil
      let oldLines = before?.lines ?? []
      let newLines = after?.lines ?? []
      guard oldLines.map(\.text) != newLines.map(\.text) || before?.header != after?.header
      else { continue }
      var all: [Change] = []
      for edit in LineDiff.edits(oldLines.map(\.text), newLines.map(\.text)) {
        switch edit {
        case .keep(_, let new): all.append(Change(kind: .kept, line: newLines[new]))
        case .delete(let old): all.append(Change(kind: .removed, line: oldLines[old]))
        case .insert(let new): all.append(Change(kind: .added, line: newLines[new]))
        }
      }
      result.append(((after ?? before)?.header ?? "", trimmed(all)))
    }
    return result
  }

  /// `changes` with the kept lines more than `context` away from any change left out, a
  /// `gap` in their place.
  static func trimmed(_ changes: [Change]) -> [Change] {
    let changed = changes.indices.filter { changes[$0].kind != .kept }
    var shown = Set<Int>()
    for index in changed {
      for near in max(0, index - context)...min(changes.count - 1, index + context) {
        shown.insert(near)
      }
    }
    var result: [Change] = []
    var skipped = false
    for index in changes.indices {
      if shown.contains(index) {
        if skipped, !result.isEmpty {
          result.append(Change(kind: .gap, line: Line(text: "...", rule: nil)))
        }
        result.append(changes[index])
        skipped = false
      } else {
        skipped = true
      }
    }
    return result
  }

  /// The trace cut at its statement headers: the lines before the first header (none, in
  /// practice) go with an empty one.
  static func sections(_ lines: [Line]) -> [(header: String, lines: [Line])] {
    var result: [(header: String, lines: [Line])] = []
    for line in lines {
      if line.text.hasPrefix("# ") {
        result.append((line.text, []))
      } else if result.isEmpty {
        result.append(("", [line]))
      } else {
        result[result.count - 1].lines.append(line)
      }
    }
    return result
  }

  /// How many profiles ran it.
  package var profileCount: Int { groups.reduce(0) { $0 + $1.profiles.count } }

  /// Whether every profile gave the same trace.
  package var isUniform: Bool { groups.count == 1 }

  /// The comparison as text: the scenario, a row a group, then each difference.
  package var text: String {
    var text = ""
    for statement in statements { text += "  \(statement)\n" }
    let behaviours = groups.count == 1 ? "1 behaviour" : "\(groups.count) behaviours"
    text += "\n\(behaviours) across \(profileCount) profile\(profileCount == 1 ? "" : "s"):\n"
    let width = groups.map(\.label.count).max() ?? 0
    for (index, group) in groups.enumerated() {
      let padded = Self.padded(group.label, to: width)
      text += "  \(Self.letter(index))  \(padded)  \(group.summary)\n"
    }
    for difference in differences {
      let (from, to) = (groups[difference.from], groups[difference.to])
      text +=
        "\n\(Self.letter(difference.from)) -> \(Self.letter(difference.to)) "
        + "(\(from.lastProfile) -> \(to.firstProfile)):\n"
      if !difference.rulesBegun.isEmpty {
        text +=
          "rules from \(to.firstProfile): \(difference.rulesBegun.joined(separator: ", "))\n"
      }
      if !difference.rulesEnded.isEmpty {
        text +=
          "rules until \(from.lastProfile): \(difference.rulesEnded.joined(separator: ", "))\n"
      }
      let width = difference.statements.flatMap(\.changes).map(\.line.text.count).max() ?? 0
      for (header, changes) in difference.statements {
        text += header + "\n"
        for change in changes {
          var line = change.kind == .gap ? "  ..." : "\(change.kind.rawValue) \(change.line.text)"
          if change.kind == .added || change.kind == .removed, let rule = change.line.rule {
            line = Self.padded(line, to: width + 4) + "[\(rule)]"
          }
          text += line + "\n"
        }
      }
    }
    return text
  }

  /// `text` with spaces after it up to `width` characters.
  static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  /// The letter naming group `index` in the table: A to Z, then A27 ...
  static func letter(_ index: Int) -> String {
    index < 26 ? String(UnicodeScalar(UInt8(65 + index))) : "A\(index + 1)"
  }
}
