import StackNav

/// The rules of every profile side by side, as Markdown: which profiles apply each rule, how
/// sure we are, what it says and where it comes from (`stacktrace rules --table`, and
/// docs/profiles.md).
package enum RulesTable {
  /// One rule as one or more profiles apply it.
  struct Variant {
    let rule: Rule
    var profiles: [String]
    var label = ""
  }

  /// Every distinct rule, in the order profiles list them, with the profiles applying it.
  static func variants(of profiles: [Profile] = Profile.all) -> [Variant] {
    var variants: [Variant] = []
    for profile in profiles {
      for rule in profile.rules {
        if let index = variants.firstIndex(where: { $0.rule == rule }) {
          variants[index].profiles.append(profile.name)
        } else {
          variants.append(Variant(rule: rule, profiles: [profile.name]))
        }
      }
    }
    // Keep variants of the same id together, numbered when there are several.
    var ordered: [Variant] = []
    for variant in variants where !ordered.contains(where: { $0.rule.id == variant.rule.id }) {
      let group = variants.filter { $0.rule.id == variant.rule.id }
      for (number, var member) in group.enumerated() {
        member.label = group.count > 1 ? "\(member.rule.id) (\(number + 1))" : member.rule.id
        ordered.append(member)
      }
    }
    return ordered
  }

  /// The Markdown of both tables: the matrix of rules by profile, then each rule's details.
  package static func markdown() -> String {
    let variants = variants()
    let profiles = Profile.all
    var text = "| rule | " + profiles.map { short($0.name) }.joined(separator: " | ") + " |\n"
    text += "|---|" + String(repeating: ":-:|", count: profiles.count) + "\n"
    for variant in variants {
      let cells = profiles.map { variant.profiles.contains($0.name) ? "●" : " " }
      text += "| `\(variant.label)` | " + cells.joined(separator: " | ") + " |\n"
    }
    text += "\n| rule | profiles | confidence | what it says | source |\n|---|---|---|---|---|\n"
    for variant in variants {
      let rule = variant.rule
      let confidence = rule.confidence == .unverified ? "**unverified**" : rule.confidence.rawValue
      text +=
        "| `\(variant.label)` | \(ranges(variant.profiles)) | \(confidence) | "
        + "\(escape(rule.summary)) | \(escape(rule.source)) |\n"
    }
    return text
  }

  /// `documented, ios5–ios16` from a list of profile names.
  static func ranges(_ names: [String]) -> String {
    let order = Profile.all.map(\.name)
    let positions = names.compactMap { order.firstIndex(of: $0) }.sorted()
    var parts: [String] = []
    var start = 0
    while start < positions.count {
      var end = start
      while end + 1 < positions.count, positions[end + 1] == positions[end] + 1,
        order[positions[end + 1]] != "ios5" || order[positions[start]] != "documented"
      {
        end += 1
      }
      parts.append(
        start == end
          ? order[positions[start]] : "\(order[positions[start]])–\(order[positions[end]])")
      start = end + 1
    }
    return parts.joined(separator: ", ")
  }

  private static func short(_ name: String) -> String {
    name == "documented" ? "doc" : String(name.dropFirst(3))
  }

  private static func escape(_ text: String) -> String {
    text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
  }
}
