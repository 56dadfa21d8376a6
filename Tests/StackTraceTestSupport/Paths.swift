import Foundation

/// Paths of the repository, found from this file's own location.
package enum Paths {
  /// The repository's root folder.
  package static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  /// `Scenarios/`.
  package static let scenarios = root.appendingPathComponent("Scenarios")

  /// Every `.scenario` file below `Scenarios/`, sorted, as paths relative to the root.
  package static func scenarioFiles() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: scenarios.path)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".scenario") { files.append("Scenarios/" + path) }
    }
    return files.sorted()
  }

  /// The bytes of the file at `path` (relative to the root).
  package static func bytes(_ path: String) throws -> [UInt8] {
    try [UInt8](Data(contentsOf: root.appendingPathComponent(path)))
  }

}
