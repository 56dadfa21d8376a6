import Foundation
import StackNav
import StackTraceTestSupport
import Testing

/// Every source a rule or a page cites is an entry of docs/evidence.md, and nothing cites a
/// document a reader of this repository cannot open.
struct EvidenceTests {
  /// The ids of docs/evidence.md: the first cell of each table row, `` `id` ``.
  static let ids: Set<String> = {
    let page =
      (try? String(
        contentsOf: Paths.root.appendingPathComponent("docs/evidence.md"), encoding: .utf8)) ?? ""
    var ids: Set<String> = []
    for line in page.split(separator: "\n") where line.hasPrefix("| `") {
      let cell = line.dropFirst(3).prefix { $0 != "`" }
      ids.insert(String(cell))
    }
    return ids
  }()

  /// The bracketed ids in `text` (`[log-7]`, `[apple-viewIsAppearing]`): a bracket holding
  /// one word that starts with a lowercase letter, of letters, digits, `-` and `_`.
  static func citations(in text: String) -> [String] {
    var found: [String] = []
    var rest = text[...]
    while let open = rest.firstIndex(of: "[") {
      rest = rest[rest.index(after: open)...]
      guard let close = rest.firstIndex(of: "]") else { break }
      let word = rest[..<close]
      if let first = word.first, first.isLowercase,
        word.allSatisfy({ $0.isLetter || $0.isNumber || "-_".contains($0) })
      {
        found.append(String(word))
      }
      rest = rest[close...]
    }
    return found
  }

  @Test("the evidence page has entries, each with an id used once")
  func page() {
    #expect(EvidenceTests.ids.count > 80)
    #expect(EvidenceTests.ids.isSuperset(of: ["seed-000", "seed-004", "log-7", "apple-dismiss"]))
  }

  @Test("every rule names its sources by evidence ids that exist, or says it is our choice")
  func ruleSources() {
    for profile in Profile.all {
      for rule in profile.rules {
        let cited = EvidenceTests.citations(in: rule.source)
        #expect(
          !cited.isEmpty || rule.source.contains("our choice"),
          "\(rule.id) in \(profile.name) cites nothing: \(rule.source)")
        for id in cited {
          #expect(EvidenceTests.ids.contains(id), "\(rule.id) cites [\(id)], not in evidence.md")
        }
      }
    }
  }

  /// The files a reader of the repository reads: code, tests, scenarios, pages.
  static func readableFiles() -> [URL] {
    var files = [Paths.root.appendingPathComponent("README.md")]
    for folder in ["Sources", "Tests", "Scenarios", "docs"] {
      let base = Paths.root.appendingPathComponent(folder)
      guard let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
      else { continue }
      for case let url as URL in walk
      where ["swift", "md", "scenario"].contains(url.pathExtension) {
        files.append(url)
      }
    }
    return files
  }

  @Test("nothing cites a document outside the repository, and every cited id exists")
  func noOutsideCitations() throws {
    // Spelled in pieces, so that this file does not match itself.
    let section = "\u{A7}"
    let forbidden = [
      section, "log" + "#", "spec" + "/", "uikit" + "-orderings", "documented" + "-orderings",
      "seed " + "00", "seeds " + "00",
    ]
    var checked = 0
    for file in EvidenceTests.readableFiles() {
      let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
      let name = file.path.replacingOccurrences(of: Paths.root.path + "/", with: "")
      for pattern in forbidden {
        #expect(!text.contains(pattern), "\(name) cites '\(pattern)...', outside the repository")
      }
      for id in EvidenceTests.citations(in: text) where EvidenceTests.looksLikeSource(id) {
        #expect(EvidenceTests.ids.contains(id), "\(name) cites [\(id)], not in evidence.md")
      }
      checked += 1
    }
    #expect(checked > 100)
  }

  /// Whether a bracketed word is meant as an evidence id (`[seed-000]`, `[log-7]`, `[s20]`,
  /// `[apple-dismiss]`) rather than another bracket (`[super loadView]` has a space anyway).
  static func looksLikeSource(_ word: String) -> Bool {
    word.hasPrefix("seed-") || word.hasPrefix("log-") || word.hasPrefix("apple-")
      || ((2...4).contains(word.count) && (word.hasPrefix("s") || word.hasPrefix("n"))
        && word.dropFirst().allSatisfy(\.isNumber))
  }
}
