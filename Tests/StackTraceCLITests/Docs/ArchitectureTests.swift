import Foundation
import StackTraceTestSupport
import Testing

/// The modules' arrows (docs/architecture.md), checked on every source and test file: a file
/// imports only its own module's allowed ones, so that no arrow points up, none runs between
/// Formats and Diff, none leads into the CLI, and nothing of the tooling into the core. And
/// the manifest declares exactly what each target's files import: a module already built can
/// be imported without being declared, so such a gap builds on a warm `.build` and fails on a
/// fresh clone, by the order SwiftPM happens to build in.
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

  /// A Swift file of a target, and what it imports.
  struct SourceFile: Sendable {
    /// Its path from the package's root.
    var path: String
    var imports: [SwiftSource.Import]
  }

  /// The manifest, and every target's Swift files, read once for the tests below.
  struct Package: Sendable {
    var manifest: PackageManifest
    /// Each target's files, by target name, sorted by path.
    var files: [String: [SourceFile]]

    /// This checkout's.
    static let checkout = Result { try read() }

    /// A file that could not be read, and why.
    struct Unreadable: Error, CustomStringConvertible {
      var path: String
      var reason: any Error
      var description: String { "\(path): \(reason)" }
    }

    /// Reads the manifest at the package's root and the files of each target it declares.
    static func read() throws -> Package {
      let manifest = try PackageManifest.load()
      var files: [String: [SourceFile]] = [:]
      for target in manifest.targets {
        files[target.name] = try ArchitectureTests.swiftFiles(under: target.folder).map { path in
          let url = Paths.root.appendingPathComponent(path)
          do {
            let source = try SwiftSource(String(contentsOf: url, encoding: .utf8))
            return SourceFile(path: path, imports: source.imports)
          } catch {
            throw Unreadable(path: path, reason: error)
          }
        }
      }
      return Package(manifest: manifest, files: files)
    }

    /// The files of the target (module) named `name`.
    func files(of name: String) -> [SourceFile] { files[name] ?? [] }

    /// The modules of this package a file of the target imports.
    func ourImports(of file: SourceFile) -> Set<String> {
      Set(file.imports.map(\.module)).intersection(manifest.targets.map(\.module))
    }
  }

  /// The Swift files below `folder` (relative to the package), as paths from its root,
  /// sorted.
  static func swiftFiles(under folder: String) -> [String] {
    let base = Paths.root.appendingPathComponent(folder)
    let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    let urls = (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    let prefix = Paths.root.standardizedFileURL.path + "/"
    return urls.map { $0.standardizedFileURL.path.replacingOccurrences(of: prefix, with: "") }
      .sorted()
  }

  @Test("every source file imports only the modules below its own", arguments: layers.map(\.module))
  func sources(module: String) throws {
    let package = try Package.checkout.get()
    let allowed = try #require(Self.layers.first { $0.module == module }).allowed
    let files = package.files(of: module)
    #expect(!files.isEmpty)
    for file in files {
      let extra = package.ourImports(of: file).subtracting(allowed).subtracting([module])
      #expect(extra.isEmpty, "\(file.path) imports \(extra.sorted())")
    }
  }

  @Test(
    "every tooling test target imports only its module and those below it",
    arguments: layers.map(\.module).filter { $0.hasPrefix("StackTrace") })
  func tests(module: String) throws {
    let package = try Package.checkout.get()
    let allowed = try #require(Self.layers.first { $0.module == module }).allowed
      .union([module, "StackTraceTestSupport", "StackTraceScenarioSupport"])
    let files = package.files(of: "\(module)Tests")
    #expect(!files.isEmpty, "no tests of \(module)")
    for file in files {
      let extra = package.ourImports(of: file).subtracting(allowed)
      #expect(extra.isEmpty, "\(file.path) imports \(extra.sorted())")
    }
  }

  /// Each file's import of a module of this package that its target does not declare in
  /// `manifest`: the file, the line, the module and the target.
  static func undeclaredImports(_ manifest: PackageManifest, _ files: [String: [SourceFile]])
    -> [String]
  {
    let ours = Set(manifest.targets.map(\.module))
    var found: [String] = []
    for target in manifest.targets {
      let declared = Set(target.dependencies.map(manifest.module(of:)))
        .union([target.module])
      for file in files[target.name] ?? [] {
        for used in file.imports where ours.contains(used.module) {
          guard !declared.contains(used.module) else { continue }
          found.append(
            "\(file.path):\(used.line) imports \(used.module), which its target \(target.name) "
              + "does not declare in Package.swift")
        }
      }
    }
    return found
  }

  @Test("every target declares in Package.swift each module of ours its files import")
  func declaredImports() throws {
    let package = try Package.checkout.get()
    #expect(package.manifest.targets.count >= 20)
    for problem in Self.undeclaredImports(package.manifest, package.files) {
      Issue.record(Comment(rawValue: problem))
    }
  }

  @Test("every dependency a target declares is imported by one of its files")
  func noUnusedDependency() throws {
    let package = try Package.checkout.get()
    // A plugin's dependencies are the tools it runs, never imported.
    for target in package.manifest.targets where target.kind != .plugin {
      let used = Set(package.files(of: target.name).flatMap { package.ourImports(of: $0) })
      for dependency in target.dependencies {
        let module = package.manifest.module(of: dependency)
        #expect(
          used.contains(module),
          "\(target.name) declares \(dependency) in Package.swift, which none of its files imports")
      }
    }
  }

  @Test("removing any dependency a test target's files import is caught, naming file and module")
  func removedDependencyCaught() throws {
    let package = try Package.checkout.get()
    // The manifest as it stands first (the test above names what it lacks).
    try #require(Self.undeclaredImports(package.manifest, package.files).isEmpty)
    var checked = 0
    for (index, target) in package.manifest.targets.enumerated() where target.kind == .test {
      for dependency in target.dependencies {
        var manifest = package.manifest
        manifest.targets[index].dependencies.removeAll { $0 == dependency }
        let module = package.manifest.module(of: dependency)
        let importing = package.files(of: target.name).filter {
          $0.imports.contains { $0.module == module }
        }
        let found = Self.undeclaredImports(manifest, package.files)
        #expect(found.count == importing.flatMap(\.imports).count { $0.module == module })
        for file in importing {
          let named = found.contains {
            $0.hasPrefix("\(file.path):") && $0.contains(" imports \(module), ")
              && $0.contains(" \(target.name) ")
          }
          #expect(named, "removing \(dependency) from \(target.name): \(found)")
        }
        checked += importing.isEmpty ? 0 : 1
      }
    }
    #expect(checked >= 40)
  }

  @Test("every Swift file under Sources and Tests belongs to exactly one target")
  func everyFileInATarget() throws {
    let package = try Package.checkout.get()
    let owned = package.files.values.flatMap { $0.map(\.path) }
    #expect(Set(owned).count == owned.count, "a file in two targets' folders")
    let all = Self.swiftFiles(under: "Sources") + Self.swiftFiles(under: "Tests")
    #expect(all.count >= package.manifest.targets.count)
    #expect(Set(all).subtracting(owned).sorted() == [])
    for target in package.manifest.targets {
      #expect(!package.files(of: target.name).isEmpty, "no Swift file in \(target.folder)")
    }
  }

  @Test("no tooling declaration is public: public is the products' API")
  func noPublic() throws {
    for layer in Self.layers where layer.module.hasPrefix("StackTrace") {
      for path in Self.swiftFiles(under: "Sources/\(layer.module)") {
        let url = Paths.root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        let lines = text.split(separator: "\n").filter {
          let words = $0.split(separator: " ")
          return words.first { !$0.hasPrefix("@") } == "public"
        }
        #expect(lines.isEmpty, "\(path): \(lines.first ?? "")")
      }
    }
  }
}
