/// A path below a folder, as the bytes the file system holds: names need not be UTF-8, and
/// a name that is not keeps its golden (it is only shown escaped).
///
/// Components are joined by `/`; there is no leading or trailing `/`, no empty component,
/// and no `.` or `..` (a tree walk never makes one, and `init(lexically:)` resolves them).
package struct RelativePath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The path's bytes.
  package let bytes: [UInt8]

  /// The empty path: the folder itself.
  package static let root = RelativePath(validBytes: [])

  private init(validBytes: [UInt8]) {
    bytes = validBytes
  }

  /// The path `text` names below a folder, with `.` dropped and `..` taking back the
  /// component before it; `nil` if it climbs above the folder or is absolute.
  ///
  /// Resolving `..` by text is right only where no component is a symbolic link, which the
  /// file layer makes sure of before it uses such a path (docs/security.md).
  package init?(lexically text: some Collection<UInt8>) {
    var components: [ArraySlice<UInt8>] = []
    let bytes = Array(text)
    if bytes.first == UInt8(ascii: "/") { return nil }
    for component in bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
      if component.elementsEqual([UInt8(ascii: ".")]) { continue }
      if component.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
        guard components.popLast() != nil else { return nil }
        continue
      }
      components.append(component)
    }
    self.init(validBytes: Array(components.joined(separator: [UInt8(ascii: "/")])))
  }

  /// The path of `text` (its bytes, `PathText`), as `init(lexically:)` reads it.
  package init?(_ text: String) {
    self.init(lexically: PathText.bytes(text))
  }

  /// Whether this is the folder itself.
  package var isRoot: Bool { bytes.isEmpty }

  /// The components, in order.
  package var components: [ArraySlice<UInt8>] {
    bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true)
  }

  /// The last component (empty for the root).
  package var name: ArraySlice<UInt8> {
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return bytes[...] }
    return bytes[(slash + 1)...]
  }

  /// The path without its last component.
  package var parent: RelativePath {
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return .root }
    return RelativePath(validBytes: Array(bytes[..<slash]))
  }

  /// This path followed by `name` (a single component).
  package func appending(_ name: some Collection<UInt8>) -> RelativePath {
    RelativePath(validBytes: bytes.isEmpty ? Array(name) : bytes + [UInt8(ascii: "/")] + name)
  }

  /// This path followed by `other`.
  package func appending(_ other: RelativePath) -> RelativePath {
    other.isRoot ? self : isRoot ? other : appending(other.bytes)
  }

  /// Whether the path ends with `suffix` (`.scenario`, say).
  package func hasSuffix(_ suffix: String) -> Bool {
    bytes.count > suffix.utf8.count && bytes.reversed().starts(with: suffix.utf8.reversed())
  }

  /// The path with `suffix` replaced by `replacement`; the path itself if it lacks `suffix`.
  package func replacingSuffix(_ suffix: String, with replacement: String) -> RelativePath {
    guard hasSuffix(suffix) else { return self }
    return RelativePath(validBytes: bytes.dropLast(suffix.utf8.count) + Array(replacement.utf8))
  }

  /// Whether the path names a golden (`NAME.trace`) or a pending golden (`NAME.trace.new`).
  package var isGolden: Bool { hasSuffix(".trace") || hasSuffix(".trace.new") }

  /// The scenario a golden or pending golden belongs to: `NAME.scenario` beside it.
  package var scenarioOfGolden: RelativePath {
    hasSuffix(".trace.new")
      ? replacingSuffix(".trace.new", with: ".scenario")
      : replacingSuffix(".trace", with: ".scenario")
  }

  /// Whether any component is `name` (a folder such as `__Goldens__`).
  package func contains(component name: String) -> Bool {
    components.contains { $0.elementsEqual(name.utf8) }
  }

  /// The path as text, safe to print (`Escape.field`).
  package var description: String { Escape.field(bytes: bytes) }

  /// Byte order, so that every machine sorts alike.
  package static func < (lhs: RelativePath, rhs: RelativePath) -> Bool {
    lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
  }
}
