internal import StackTraceGolden
internal import StackTraceIO
internal import StackTraceScenario
import Synchronization

/// Where the goldens of the testing API live: beside the test file, in
/// `__Goldens__/<test file without .swift>/<name>.trace`, like swift-snapshot-testing's
/// `__Snapshots__`; and how relative scenario paths are found, whatever the working
/// directory (Xcode's is not the package).
enum GoldenLocation {
  /// Why an assertion's golden cannot be named as asked: a failure of the test.
  struct NameProblem: Error, CustomStringConvertible {
    let description: String
  }

  /// The longest golden name, in bytes: with `.trace.new` after it, a file name of 255.
  static let longestName = 245

  /// The golden of an assertion in `function` of the test file at `filePath`: named `named`,
  /// else after the function (without its parameters), with `-2`, `-3` for the second and
  /// third assertion of the same name in the same test; the name made one safe file-name
  /// component (`safeName`).
  ///
  /// - Throws: `NameProblem` for an empty or too long name, or one whose file another
  ///   assertion of the same test already has (`a/b` and `a_b`, say).
  static func golden(named: String?, filePath: String, function: String) throws(NameProblem)
    -> String
  {
    let folder = directory(of: filePath)
    let file = String(
      filePath[(filePath.lastIndex(of: "/").map(filePath.index(after:)) ?? filePath.startIndex)...])
    let stem = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    let given = named ?? String(function.prefix { $0 != "(" })
    guard !given.isEmpty else {
      throw NameProblem(description: "an empty name names no golden: give the assertion a name")
    }
    let base = safeName(given)
    let test = filePath + "\u{0}" + function
    let (name, label, clash) = calls.withLock { state in
      let count = state.counts[test + "\u{0}" + given, default: 0] + 1
      state.counts[test + "\u{0}" + given] = count
      let name = count == 1 ? base : "\(base)-\(count)"
      let label = count == 1 ? "'\(given)'" : "'\(given)' (its call \(count))"
      if let other = state.files[test]?[name] { return (name, label, Optional(other)) }
      state.files[test, default: [:]][name] = label
      return (name, label, nil)
    }
    if let clash {
      throw NameProblem(
        description:
          "the goldens named \(clash) and \(label) in \(function) would both be \(name).trace: "
          + "give them names that differ after '/', '\\', control characters and leading "
          + "dots become '_'")
    }
    guard name.utf8.count <= longestName else {
      throw NameProblem(
        description:
          "the golden name '\(given)' is longer than \(longestName) bytes: give a shorter one")
    }
    return "\(folder)/__Goldens__/\(stem)/\(name).trace"
  }

  /// `name` as one safe file-name component: each `/`, `\`, control character (NUL
  /// included) and leading dot becomes `_`, so that no name leads out of the goldens'
  /// folder, hides its file or cuts its path short. Other names stay as they are.
  static func safeName(_ name: String) -> String {
    var result = String.UnicodeScalarView()
    var leading = true
    for scalar in name.unicodeScalars {
      let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      let unsafe = scalar == "/" || scalar == "\\" || isControl || (leading && scalar == ".")
      if scalar != "." { leading = false }
      result.append(unsafe ? "_" : scalar)
    }
    return String(result)
  }

  /// `golden`'s path from the package that holds it (the nearest folder above with a
  /// `Package.swift`), as the list of used goldens records it; the path as given when no
  /// package holds it.
  static func packageRelative(_ golden: String) -> String {
    guard let root = packageRoot(of: golden) else { return golden }
    return String(golden.dropFirst(root.count + 1))
  }

  /// `path` as given when absolute, else from the package holding `filePath` (the nearest
  /// folder above it with a `Package.swift`).
  static func resolve(_ path: String, filePath: String) -> String {
    guard !path.hasPrefix("/"), let root = packageRoot(of: filePath) else { return path }
    return root + "/" + path
  }

  /// The package holding the file at `path`: the nearest folder above it with a
  /// `Package.swift`; `nil` when there is none.
  static func packageRoot(of path: String) -> String? {
    var folder = directory(of: path)
    while !folder.isEmpty, folder != "/", folder != "." {
      if FileIO.isRegularFile(folder + "/Package.swift") { return folder }
      folder = directory(of: folder)
    }
    return nil
  }

  /// `message` with every path below `root` shown from it, as a user in the package types
  /// them (`Tests/AppTests/__Goldens__/...`, and `a/Tests/...` in a diff's headers).
  static func relative(_ message: String, to root: String?) -> String {
    guard let root else { return message }
    return message.replacing(root + "/", with: "")
  }

  /// The folder part of `path`.
  private static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// How many assertions of each name each test has made so far, and the golden files
  /// each test has named (with the name that asked for each).
  private static let calls = Mutex(Calls())

  private struct Calls {
    var counts: [String: Int] = [:]
    var files: [String: [String: String]] = [:]
  }
}
