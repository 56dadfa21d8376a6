import Foundation
import StackTraceCLI
import StackTraceDiff
import StackTraceFormats
import StackTraceGolden
import StackTraceIO
import StackTraceRun
import StackTraceScenario

/// Paths of the repository, found from this file's own location.
enum Paths {
  /// The repository's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  /// `Scenarios/`.
  static let scenarios = root.appendingPathComponent("Scenarios")

  /// Every `.scenario` file below `Scenarios/`, sorted, as paths relative to the root.
  static func scenarioFiles() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: scenarios.path)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".scenario") { files.append("Scenarios/" + path) }
    }
    return files.sorted()
  }

  /// The scenario at `path` (relative to the root), parsed.
  static func scenario(_ path: String) throws -> Scenario {
    let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(path)))
    return try ScenarioParser.parse(bytes, file: path)
  }
}
