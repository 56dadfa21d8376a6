import Foundation

/// The targets a package manifest (`Package.swift`) declares, read from its text: each
/// target's name, kind, folder and declared dependencies.
///
/// The reader knows the forms this package writes (`.target(name:dependencies:path:...)` and
/// its kin; a dependency as a string, `.target(name:)`, `.byName(name:)` or
/// `.product(name:package:)`, with or without a condition). Anything else where a name or a
/// dependency should be is an error, so that a check built on it fails rather than pass over
/// a target it could not read. It reads the text without running it: a manifest that builds
/// its targets in a loop or from variables is beyond it, and says so.
package struct PackageManifest: Sendable {
  /// One target.
  package struct Target: Equatable, Sendable {
    /// The kinds of target, by the function that declares them.
    package enum Kind: String, CaseIterable, Sendable {
      case regular = "target"
      case test = "testTarget"
      case executable = "executableTarget"
      case macro
      case plugin
      case systemLibrary
      case binaryTarget
    }

    package var name: String
    package var kind: Kind
    /// The `path:` argument, when given.
    package var path: String?
    /// The targets it depends on, by name (`"X"`, `.target(name: "X")`, `.byName(name: "X")`).
    package var dependencies: [String]
    /// The products of other packages it depends on (`.product(name:package:)`).
    package var products: [String]
    /// The line of the manifest that declares it.
    package var line: Int

    /// Its folder, relative to the package: `path:`, or SwiftPM's default.
    package var folder: String {
      if let path { return path }
      switch kind {
      case .test: return "Tests/\(name)"
      case .plugin: return "Plugins/\(name)"
      default: return "Sources/\(name)"
      }
    }

    /// The name its files are imported by (a `-` becomes `_`, as SwiftPM makes it).
    package var module: String {
      String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }
  }

  /// The targets, in the manifest's order.
  package var targets: [Target]

  /// Reads the manifest `text`.
  ///
  /// - Throws: `SwiftReadError` where the text cannot be read, or a target's name or a
  ///   dependency is not in a form the reader knows.
  package init(_ text: String) throws(SwiftReadError) {
    let tokens = try SwiftSource(text).tokens
    var targets: [Target] = []
    var index = 0
    while index + 2 < tokens.count {
      if tokens[index].text == ".", tokens[index].kind == .punctuation,
        tokens[index + 1].kind == .identifier,
        let kind = Target.Kind(rawValue: tokens[index + 1].text),
        tokens[index + 2].text == "("
      {
        let reader = CallReader(tokens: tokens, open: index + 2)
        targets.append(try reader.target(kind: kind, line: tokens[index + 1].line))
        index = reader.close
      }
      index += 1
    }
    self.targets = targets
  }

  /// The manifest of the package at `root` (this checkout's by default).
  package static func load(root: URL = Paths.root) throws -> PackageManifest {
    try PackageManifest(
      String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8))
  }

  /// The target named `name`.
  package subscript(name: String) -> Target? { targets.first { $0.name == name } }

  /// The module a dependency named `dependency` gives its target's files: the module of the
  /// target of that name, or the name itself.
  package func module(of dependency: String) -> String {
    self[dependency]?.module ?? dependency
  }
}

/// The reading of one call's arguments, `(label: value, ...)`.
private struct CallReader {
  let tokens: [SwiftSource.Token]
  /// The index of the call's `(`.
  let open: Int
  /// The index of its `)`.
  let close: Int

  init(tokens: [SwiftSource.Token], open: Int) {
    self.tokens = tokens
    self.open = open
    var depth = 0
    var index = open
    while index < tokens.count {
      if tokens[index].kind == .punctuation {
        if "([".contains(tokens[index].text) { depth += 1 }
        if ")]".contains(tokens[index].text) {
          depth -= 1
          if depth == 0 { break }
        }
      }
      index += 1
    }
    close = min(index, tokens.count - 1)
  }

  /// The arguments between `open` and `close`: each label (nil for none) with the range of
  /// its value's tokens.
  func arguments() -> [(label: String?, value: Range<Int>)] {
    var result: [(String?, Range<Int>)] = []
    guard close > open else { return result }
    var start = open + 1
    var depth = 0
    for index in (open + 1)...close {
      let token = tokens[index]
      if token.kind == .punctuation, "([".contains(token.text) { depth += 1 }
      if token.kind == .punctuation, ")]".contains(token.text) { depth -= 1 }
      if (depth == 0 && token.text == "," && token.kind == .punctuation) || index == close {
        if start < index {
          if index - start >= 2, tokens[start].kind == .identifier, tokens[start + 1].text == ":" {
            result.append((tokens[start].text, (start + 2)..<index))
          } else {
            result.append((nil, start..<index))
          }
        }
        start = index + 1
      }
    }
    return result
  }

  /// A string literal that is the whole of `range`.
  func literal(_ range: Range<Int>, what: String) throws(SwiftReadError) -> String {
    guard range.count == 1, tokens[range.lowerBound].kind == .string,
      tokens[range.lowerBound].isPlainLiteral
    else {
      let line = tokens[min(range.lowerBound, tokens.count - 1)].line
      throw .unexpected("\(what) is not a string literal", line: line)
    }
    return tokens[range.lowerBound].text
  }

  /// The target declared by this call.
  func target(kind: PackageManifest.Target.Kind, line: Int) throws(SwiftReadError)
    -> PackageManifest.Target
  {
    var target = PackageManifest.Target(
      name: "", kind: kind, path: nil, dependencies: [], products: [], line: line)
    for (label, value) in arguments() {
      switch label {
      case "name": target.name = try literal(value, what: "a target's name")
      case "path": target.path = try literal(value, what: "\(target.name)'s path")
      case "dependencies": try dependencies(value, of: &target)
      default: continue
      }
    }
    guard !target.name.isEmpty else { throw .unexpected("a target without a name", line: line) }
    return target
  }

  /// Reads the array `range` of dependencies into `target`.
  func dependencies(_ range: Range<Int>, of target: inout PackageManifest.Target)
    throws(SwiftReadError)
  {
    let line = tokens[range.lowerBound].line
    guard tokens[range.lowerBound].text == "[", tokens[range.upperBound - 1].text == "]" else {
      throw .unexpected("\(target.name)'s dependencies are not an array literal", line: line)
    }
    let list = CallReader(tokens: tokens, open: range.lowerBound)
    for (_, element) in list.arguments() {
      let first = tokens[element.lowerBound]
      if first.kind == .string {
        target.dependencies.append(try literal(element, what: "a dependency of \(target.name)"))
        continue
      }
      guard element.count >= 3, first.text == ".", tokens[element.lowerBound + 2].text == "("
      else {
        throw .unexpected("a dependency of \(target.name) in a form not read", line: first.line)
      }
      let call = CallReader(tokens: tokens, open: element.lowerBound + 2)
      let arguments = call.arguments()
      guard let name = arguments.first(where: { $0.label == "name" }) else {
        throw .unexpected("a dependency of \(target.name) without a name", line: first.line)
      }
      let value = try literal(name.value, what: "a dependency's name")
      switch tokens[element.lowerBound + 1].text {
      case "target", "byName": target.dependencies.append(value)
      case "product": target.products.append(value)
      default:
        throw .unexpected("a dependency of \(target.name) in a form not read", line: first.line)
      }
    }
  }
}
