import StackTraceTestSupport
import Testing

/// The readers ArchitectureTests stands on: a Swift file's imports, and a manifest's targets.
/// What they cannot read is an error, never a file or a target passed over.
struct PackageManifestTests {
  @Test(
    "an import is read in every form a declaration takes",
    arguments: [
      ("import StackNav", ["StackNav"]),
      ("@testable import StackTraceRun", ["StackTraceRun"]),
      ("@_exported import StackNav", ["StackNav"]),
      ("internal import StackTraceGolden", ["StackTraceGolden"]),
      ("@_spi(Tools) public import A.B", ["A"]),
      ("import struct Foundation.URL", ["Foundation"]),
      ("  @preconcurrency import Dispatch // and a comment", ["Dispatch"]),
      ("#if canImport(Glibc)\n  import Glibc\n#endif\nimport X", ["Glibc", "X"]),
      ("struct A {}\nimport B", ["B"]),
    ])
  func imports(text: String, modules: [String]) throws {
    #expect(try SwiftSource(text).imports.map(\.module) == modules)
  }

  @Test(
    "text in strings and comments imports nothing",
    arguments: [
      "let sample = \"\"\"\n  import StackNavTesting\n  \"\"\"",
      "// import StackNav",
      "/* a /* nested */\nimport StackNav */",
      "let s = \"import \\(\"X\") \\\"import Y\\\"\"",
      "let raw = #\"\"\"\nimport X\n\"\"\"#",
      "let raw = #\"a \" import X \"#",
      "f(\"\"\"\n  \\(g(\"\"\"\n    import X\n    \"\"\"))\n  \"\"\")",
      "let x = 1 // \"import X",
    ])
  func notImports(text: String) throws {
    let source = try SwiftSource(text + "\nimport Last")
    #expect(source.imports.map(\.module) == ["Last"])
  }

  @Test("an import's line is its own, past multi-line strings, comments and attributes")
  func lines() throws {
    let text = "/*\n*/\nlet a = \"\"\"\nx\n\"\"\"\n@testable\nimport A\nimport B"
    let imports = try SwiftSource(text).imports
    #expect(imports == [.init(module: "A", line: 7), .init(module: "B", line: 8)])
  }

  @Test(
    "what never ends is an error naming the line it starts on",
    arguments: [
      ("let a = 1\nlet b = \"open\n", SwiftReadError.unterminated("a string literal", line: 2)),
      ("\n\n/* open /* */", .unterminated("a block comment", line: 3)),
      ("let s = \"\"\"\nimport X\n", .unterminated("a string literal", line: 1)),
      ("let s = \"\\(f(\"", .unterminated("a string literal", line: 1)),
    ])
  func unterminated(text: String, error: SwiftReadError) {
    #expect(throws: error) { try SwiftSource(text) }
  }

  static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "P",
      products: [.library(name: "L", targets: ["Core"])],
      targets: [
        // .target(name: "InAComment")
        .target(name: "Core", exclude: ["README.md", ".target(name: \\"InAString\\")"]),
        .target(
          name: "Tools",
          dependencies: [
            "Core", .target(name: "Format"), .byName(name: "IO"),
            .product(name: "Collections", package: "swift-collections"),
            .target(name: "Linux", condition: .when(platforms: [.linux])),
          ],
          path: "Sources/ToolsFolder"),
        .executableTarget(name: "tool-bench", dependencies: ["Tools"]),
        .testTarget(name: "CoreTests", dependencies: ["Core",]),
        .plugin(name: "Gen", capability: .buildTool()),
      ]
    )
    """

  @Test("a manifest's targets: names, kinds, folders, dependencies of every form")
  func targets() throws {
    let manifest = try PackageManifest(Self.manifest)
    #expect(manifest.targets.map(\.name) == ["Core", "Tools", "tool-bench", "CoreTests", "Gen"])
    #expect(manifest.targets.map(\.kind) == [.regular, .regular, .executable, .test, .plugin])
    #expect(
      manifest.targets.map(\.folder) == [
        "Sources/Core", "Sources/ToolsFolder", "Sources/tool-bench", "Tests/CoreTests",
        "Plugins/Gen",
      ])
    let tools = try #require(manifest["Tools"])
    #expect(tools.dependencies == ["Core", "Format", "IO", "Linux"])
    #expect(tools.products == ["Collections"])
    #expect(tools.line == 10)
    #expect(manifest["CoreTests"]?.dependencies == ["Core"])
    #expect(manifest["tool-bench"]?.module == "tool_bench")
  }

  @Test(
    "a name or a dependency the reader cannot know is an error, never left out",
    arguments: [
      ".target(name: core)", ".target(name: \"A\\(x)\")", ".target(dependencies: [])",
      ".target(name: \"A\", dependencies: shared)", ".target(name: \"A\", dependencies: [x])",
      ".target(name: \"A\", dependencies: [.other(name: \"B\")])",
      ".target(name: \"A\", dependencies: [.target(\"B\")])",
    ])
  func unreadable(declaration: String) {
    #expect(throws: SwiftReadError.self) {
      try PackageManifest("let package = Package(name: \"P\", targets: [\(declaration)])")
    }
  }

  @Test("this package's manifest reads: its core, its test support's folder, its test targets")
  func thisPackage() throws {
    let manifest = try PackageManifest.load()
    #expect(manifest["StackNav"]?.dependencies == [])
    #expect(manifest["StackTraceTestSupport"]?.folder == "Tests/StackTraceTestSupport")
    #expect(manifest.targets.filter { $0.kind == .test }.count >= 10)
  }
}
