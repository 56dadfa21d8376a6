import Foundation
import StackTraceTestSupport
import Testing

/// Every path of the repository that a page names exists: README.md, docs/, the folders'
/// READMEs and CONTRIBUTING.md. A path is a word that starts with one of the repository's
/// top folders (`Sources/`, `Tests/`, `docs/`, `scripts/`, `Scenarios/`, `.ci/`), without a
/// `#section`; a scenario's stem (`Scenarios/ios5/set-stack`) names its pair. Words with a
/// placeholder (`<profile>`, `NAME`, `...`, `*`) stand for many and are left out, and so do
/// the examples of a user's own project and of other repositories (`examples`).
struct DocPathsTests {
  /// The pages read.
  static let pages: [String] = {
    var pages = ["README.md", "CONTRIBUTING.md"]
    for folder in ["docs", "Sources"] {
      let enumerator = FileManager.default.enumerator(
        atPath: Paths.root.appendingPathComponent(folder).path)
      while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".md") { pages.append("\(folder)/\(path)") }
      }
    }
    return pages.filter {
      FileManager.default.fileExists(atPath: Paths.root.appendingPathComponent($0).path)
    }.sorted()
  }()

  static let roots = ["Sources/", "Tests/", "docs/", "scripts/", "Scenarios/", ".ci/"]

  /// Paths of a user's own project (README's app, the golden workflow's examples, the
  /// attacks of docs/security.md, a future profile) or of another repository (an evidence
  /// entry's source file).
  static let examples = [
    "Tests/AppTests/", "Scenarios/checkout", "Scenarios/nav/", "Scenarios/sub",
    "Scenarios/more", "Scenarios/x.trace", "Scenarios/ios27/",
    "Sources/LassoTestUtilities/",
  ]

  /// The repository paths `text` names.
  static func paths(in text: String) -> [String] {
    let separators = CharacterSet.whitespacesAndNewlines.union(
      CharacterSet(charactersIn: "`()[]\"',;|"))
    var found: [String] = []
    for word in text.components(separatedBy: separators) {
      var path = String(word.prefix { $0 != "#" })
      if path.contains("...") { continue }
      while let last = path.last, ".:".contains(last) { path.removeLast() }
      guard roots.contains(where: { path.hasPrefix($0) }),
        !examples.contains(where: { path.hasPrefix($0) }),
        !path.contains("<"), !path.contains("..."), !path.contains("NAME"),
        !path.contains("*"), !path.contains("$")
      else { continue }
      found.append(path)
    }
    return found
  }

  /// Whether `path` exists, or names a scenario and its golden by their stem.
  static func exists(_ path: String) -> Bool {
    [path, path + ".scenario"].contains {
      FileManager.default.fileExists(atPath: Paths.root.appendingPathComponent($0).path)
    }
  }

  @Test("every repository path a page names exists", arguments: pages)
  func pathsExist(page: String) throws {
    let text = try String(
      contentsOf: Paths.root.appendingPathComponent(page), encoding: .utf8)
    for path in Self.paths(in: text) {
      #expect(Self.exists(path), "\(page) names \(path), which does not exist")
    }
  }

  @Test("the reading of paths: words that start at a top folder, placeholders left out")
  func reading() {
    #expect(
      Self.paths(in: "see `Sources/StackNav/Engine/Schedule.swift`, and docs/limits.md.")
        == ["Sources/StackNav/Engine/Schedule.swift", "docs/limits.md"])
    #expect(Self.paths(in: "Scenarios/<profile>/NAME.scenario, Tests/... or $HOME/x") == [])
    #expect(Self.paths(in: "(docs/limits.md#bounds) RuleTable+*.swift") == ["docs/limits.md"])
    #expect(Self.exists("Scenarios/ios17/push-pop"))
    #expect(!Self.exists("Sources/StackTrace/Files"))
    #expect(Self.pages.contains("docs/architecture.md"))
    #expect(Self.pages.contains("Sources/StackTraceIO/README.md"))
  }
}
