import Foundation
import StackNav
import StackTraceTestSupport
import Testing

/// The library's documentation catalog (`Sources/StackNav/StackNav.docc`) says what the
/// library does: its example is run here as written there.
struct DocumentationCatalogTests {
  static let catalogPath = "Sources/StackNav/StackNav.docc/StackNav.md"

  /// The lines of the catalog's first Swift code block, trimmed.
  static func exampleLines() throws -> [String] {
    let catalog = try String(
      contentsOf: Paths.root.appendingPathComponent(catalogPath), encoding: .utf8)
    let lines = catalog.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex(of: "```swift")) + 1
    let end = try #require(lines[start...].firstIndex(of: "```"))
    return lines[start..<end].map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test("the catalog's example is the code run here, and prints what its comments say")
  func example() throws {
    var printed: [String] = []
    func print(_ items: String...) { printed.append(items.joined(separator: " ")) }
    let engine = Engine(profile: .ios(17))
    try engine.perform(.push(["A", "B"], animated: true))
    try engine.perform(.pop(animated: true))
    engine.finish()
    for case .callback(let record) in engine.events {
      print(record.controller, record.callback.word, "#", record.rule.id)
    }

    let example = try Self.exampleLines()
    let thisFile = try String(contentsOfFile: #filePath, encoding: .utf8)
    for line in example where !line.isEmpty && !line.hasPrefix("//") {
      #expect(thisFile.contains(line), "the catalog's '\(line)' is not what this test runs")
    }
    let said = example.filter { $0.hasPrefix("// ") && $0 != "// ..." }.map { $0.dropFirst(3) }
    #expect(said.count == 2)
    #expect(printed.first.map { said.first == $0[...] } == true)
    #expect(printed.last.map { said.last == $0[...] } == true)
  }

  @Test("every public type of the library is listed under the catalog's topics")
  func topics() throws {
    let catalog = try String(
      contentsOf: Paths.root.appendingPathComponent(Self.catalogPath), encoding: .utf8)
    let sources = Paths.root.appendingPathComponent("Sources/StackNav")
    let enumerator = FileManager.default.enumerator(atPath: sources.path)
    var types: [String] = []
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let text = try String(
        contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      // Top-level types only: nested ones are documented with the type they belong to.
      for line in text.split(separator: "\n") where line.hasPrefix("public ") {
        let words = line.split(separator: " ")
        guard words.count > 2, words[0] == "public",
          ["struct", "enum", "class", "protocol"].contains(words[words[1] == "final" ? 2 : 1])
        else { continue }
        let name = words[words[1] == "final" ? 3 : 2].prefix { $0.isLetter || $0.isNumber }
        types.append(String(name))
      }
    }
    #expect(types.count > 15)
    for type in types {
      #expect(catalog.contains("- ``\(type)``"), "\(type) is missing from the catalog's topics")
    }
  }
}
