internal import StackTrace
import Synchronization

/// Where the goldens of the testing API live: beside the test file, in
/// `__Goldens__/<test file without .swift>/<name>.trace`, like swift-snapshot-testing's
/// `__Snapshots__`; and how relative scenario paths are found, whatever the working
/// directory (Xcode's is not the package).
enum GoldenLocation {
  /// The golden of an assertion in `function` of the test file at `filePath`: named `named`,
  /// else after the function (without its parameters), with `-2`, `-3` for the second and
  /// third assertion of the same test.
  static func golden(named: String?, filePath: String, function: String) -> String {
    let folder = directory(of: filePath)
    let file = String(
      filePath[(filePath.lastIndex(of: "/").map(filePath.index(after:)) ?? filePath.startIndex)...])
    let stem = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    let base = named ?? String(function.prefix { $0 != "(" })
    let count = calls.withLock { calls in
      let key = filePath + "\u{0}" + function + "\u{0}" + (named ?? "")
      calls[key, default: 0] += 1
      return calls[key] ?? 1
    }
    let name = count == 1 ? base : "\(base)-\(count)"
    return "\(folder)/__Goldens__/\(stem)/\(name).trace"
  }

  /// `path` as given when absolute, else from the package holding `filePath` (the nearest
  /// folder above it with a `Package.swift`).
  static func resolve(_ path: String, filePath: String) -> String {
    guard !path.hasPrefix("/") else { return path }
    var folder = directory(of: filePath)
    while !folder.isEmpty, folder != "/" {
      if FileIO.isRegularFile(folder + "/Package.swift") { return folder + "/" + path }
      folder = directory(of: folder)
    }
    return path
  }

  /// The folder part of `path`.
  private static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// How many assertions each test has made so far.
  private static let calls = Mutex<[String: Int]>([:])
}
