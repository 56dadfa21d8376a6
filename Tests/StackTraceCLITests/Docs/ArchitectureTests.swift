import Foundation
import StackTraceTestSupport
import Testing

/// The modules' arrows (docs/architecture.md), checked on every source and test file: a file
/// imports only its own module's allowed ones, so that no arrow points up, none runs between
/// Formats and Diff, none leads into the CLI, and nothing of the tooling into the core. (The
/// package manifest declares the same; a module already built can be imported without being
/// declared, so the files themselves are read.)
struct ArchitectureTests {
  /// Each module, and what its files may import of ours.
  static let layers: [(module: String, allowed: Set<String>)] = [
    ("StackNav", []),
    ("TraceOracle", []),
    ("StackTraceIO", []),
    ("StackTraceScenario", ["StackNav", "StackTraceIO"]),
    ("StackTraceFormats", ["StackNav", "StackTraceIO", "StackTraceScenario"]),
    ("StackTraceDiff", ["StackNav", "StackTraceIO", "StackTraceScenario"]),
    (
      "StackTraceRun",
      ["StackNav", "StackTraceIO", "StackTraceScenario", "StackTraceFormats", "TraceOracle"]
    ),
    (
      "StackTraceGolden",
      [
        "StackNav", "StackTraceIO", "StackTraceScenario", "StackTraceFormats", "StackTraceDiff",
        "StackTraceRun",
      ]
    ),
    (
      "StackTraceCLI",
      [
        "StackNav", "StackTraceIO", "StackTraceScenario", "StackTraceFormats", "StackTraceDiff",
        "StackTraceRun", "StackTraceGolden",
      ]
    ),
    ("StackNavTesting", ["StackNav", "StackTraceIO", "StackTraceScenario", "StackTraceGolden"]),
  ]

  /// Our modules a file imports.
  static func imports(of url: URL) throws -> Set<String> {
    let text = try String(contentsOf: url, encoding: .utf8)
    var modules = Set<String>()
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ")
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { continue }
      let module = String(words[index + 1])
      if module.hasPrefix("StackTrace") || module.hasPrefix("StackNav") || module == "TraceOracle" {
        modules.insert(module)
      }
    }
    return modules
  }

  /// The Swift files below `folder`.
  static func files(in folder: URL) -> [URL] {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
  }

  @Test("every source file imports only the modules below its own", arguments: layers.map(\.module))
  func sources(module: String) throws {
    let allowed = try #require(Self.layers.first { $0.module == module }).allowed
    let files = Self.files(in: Paths.root.appendingPathComponent("Sources/\(module)"))
    #expect(!files.isEmpty)
    for file in files {
      let extra = try Self.imports(of: file).subtracting(allowed)
      #expect(extra.isEmpty, "\(file.lastPathComponent) imports \(extra.sorted())")
    }
  }

  @Test(
    "every tooling test target imports only its module and those below it",
    arguments: layers.map(\.module).filter { $0.hasPrefix("StackTrace") })
  func tests(module: String) throws {
    let allowed = try #require(Self.layers.first { $0.module == module }).allowed
      .union([module, "StackTraceTestSupport", "StackTraceScenarioSupport"])
    let files = Self.files(in: Paths.root.appendingPathComponent("Tests/\(module)Tests"))
    #expect(!files.isEmpty, "no tests of \(module)")
    for file in files {
      let extra = try Self.imports(of: file).subtracting(allowed)
      #expect(extra.isEmpty, "\(file.lastPathComponent) imports \(extra.sorted())")
    }
  }

  @Test("no tooling declaration is public: public is the products' API")
  func noPublic() throws {
    for layer in Self.layers where layer.module.hasPrefix("StackTrace") {
      for file in Self.files(in: Paths.root.appendingPathComponent("Sources/\(layer.module)")) {
        let text = try String(contentsOf: file, encoding: .utf8)
        let lines = text.split(separator: "\n").filter {
          let words = $0.split(separator: " ")
          return words.first { !$0.hasPrefix("@") } == "public"
        }
        #expect(lines.isEmpty, "\(file.lastPathComponent): \(lines.first ?? "")")
      }
    }
  }
}
