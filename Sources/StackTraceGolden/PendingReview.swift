import StackNav
import StackTraceDiff
import StackTraceIO
import StackTraceScenario

/// The pending goldens below some folders (`NAME.trace.new`, written by `check` and by the
/// testing API's `assertGolden`), and what accepting or rejecting one does: `stacktrace
/// review`. Folders are read under the file policy (`FileTree`): a link is reported, never
/// followed.
package struct PendingReview {
  /// One pending golden.
  package struct Item: Sendable {
    /// The folder it was found in.
    package let tree: FileTree
    /// The pending file, `NAME.trace.new`.
    package let pending: RelativePath
    /// The golden it would become, `NAME.trace`.
    package var golden: RelativePath { pending.replacingSuffix(".trace.new", with: ".trace") }
    /// Its scenario, `NAME.scenario`, when there is one (goldens of the testing API have
    /// none).
    package let scenario: RelativePath?

    /// The pending file as printed.
    package var shownPending: String { tree.shown(pending) }
    /// The golden as printed.
    package var shownGolden: String { tree.shown(golden) }
  }

  /// The pending goldens found, in path order.
  package let items: [Item]
  /// Links, special files and unsearchable folders met on the way.
  package let findings: [GoldenCheck.Finding]

  /// Finds the pending goldens below `paths` (folders), those whose path contains `filter`
  /// if one is given.
  ///
  /// - Throws: `FileIO.Failure` for a path that is not a folder.
  package init(paths: [String], filter: String? = nil) throws(FileIO.Failure) {
    var items: [Item] = []
    var findings: [GoldenCheck.Finding] = []
    for path in paths {
      let tree = try FileTree.open(path)
      let walk = tree.walk()
      findings += GoldenCheck.findings(in: walk, of: tree)
      // A pending golden that is a link or a special file is refused, scenario or not (the
      // check above reports a golden of a scenario through its scenario).
      let scenarios = Set(walk.files.filter { $0.hasSuffix(".scenario") })
      for refused in walk.links + walk.specials
      where refused.hasSuffix(".trace.new") && scenarios.contains(refused.scenarioOfGolden) {
        let isLink = walk.links.contains(refused)
        guard filter.map({ tree.shown(refused).contains($0) }) ?? true else { continue }
        findings.append(
          GoldenCheck.Finding(
            path: tree.shown(refused),
            message: isLink
              ? "a pending golden that is a symbolic link: not read (docs/security.md)"
              : "a pending golden that is not a regular file: not opened (docs/security.md)",
            isError: true))
      }
      let files = Set(walk.files)
      for pending in walk.files where pending.hasSuffix(".trace.new") {
        guard filter.map({ tree.shown(pending).contains($0) }) ?? true else { continue }
        let scenario = pending.scenarioOfGolden
        items.append(
          Item(tree: tree, pending: pending, scenario: files.contains(scenario) ? scenario : nil))
      }
    }
    self.items = items
    self.findings = findings
  }

  /// The goldens in `__Goldens__` folders below `paths` (whose path contains `filter`, if
  /// one is given) that no assertion used: those not named in `used`, the list the testing
  /// API writes when `STACKNAV_USED_GOLDENS` names it (each golden's path from the package
  /// that holds it, one a line, as `Escape.reversible` writes it; an absolute path, as older
  /// lists hold, is read too).
  ///
  /// - Throws: `FileIO.Failure` when `used` or a path cannot be read, or `used` names no
  ///   golden at all (an aborted test run writes none) and `allowsEmpty` is false.
  package static func obsolete(
    paths: [String], used: String, filter: String? = nil, allowsEmpty: Bool = false
  ) throws(FileIO.Failure) -> [(tree: FileTree, golden: RelativePath)] {
    let descriptor = try FileIO.openForReading(used)
    let reader = LineReader(
      owning: descriptor, name: Escape.field(used), maximumLineBytes: 1 << 16,
      maximumBytes: 1 << 28)
    var names = Set<[UInt8]>()
    while let line = try reader.next() {
      guard !line.bytes.isEmpty else { continue }
      guard let name = Escape.reversed(line.bytes) else {
        throw FileIO.Failure(
          action: "cannot read \(Escape.field(used))",
          reason: "line \(line.number) is not a path the testing API wrote")
      }
      names.insert(name)
    }
    if names.isEmpty, !allowsEmpty {
      throw FileIO.Failure(
        action: "cannot use \(Escape.field(used))",
        reason: "it names no golden (an aborted test run?), so every golden would look "
          + "obsolete; --allow-empty takes it as it is")
    }
    var packages: [[UInt8]: [UInt8]?] = [:]
    var found: [(FileTree, RelativePath)] = []
    for path in paths {
      let tree = try FileTree.open(path)
      let base = PathText.bytes(FileTree.absolute(path))
      for golden in tree.walk().files
      where golden.hasSuffix(".trace") && golden.contains(component: "__Goldens__") {
        guard filter.map({ tree.shown(golden).contains($0) }) ?? true else { continue }
        let absolute = base + [UInt8(ascii: "/")] + golden.bytes
        if names.contains(absolute) { continue }
        let folder = Array(absolute[..<(absolute.lastIndex(of: UInt8(ascii: "/")) ?? 0)])
        if let root = packageRoot(of: folder, cache: &packages),
          names.contains(Array(absolute.dropFirst(root.count + 1)))
        {
          continue
        }
        found.append((tree, golden))
      }
    }
    return found
  }

  /// The nearest folder at or above `folder` that holds a `Package.swift`, if any.
  private static func packageRoot(of folder: [UInt8], cache: inout [[UInt8]: [UInt8]?])
    -> [UInt8]?
  {
    if let known = cache[folder] { return known }
    let root: [UInt8]?
    if FileIO.isRegularFile(bytes: folder + Array("/Package.swift".utf8)) {
      root = folder
    } else if let slash = folder.lastIndex(of: UInt8(ascii: "/")), slash > 0 {
      root = packageRoot(of: Array(folder[..<slash]), cache: &cache)
    } else {
      root = nil
    }
    cache[folder] = root
    return root
  }

  /// The diff from the golden (or from nothing) to the pending golden.
  package static func diff(of item: Item, context: Int) throws(FileIO.Failure) -> String {
    try GoldenUpdate.replace(
      item.golden, in: item.tree, with: reader(of: item), incomingName: item.shownPending,
      context: context, writes: false) ?? ""
  }

  /// Makes the pending golden the golden (with LF line ends and a final newline, atomically),
  /// then removes the pending file.
  package static func accept(_ item: Item) throws(FileIO.Failure) {
    _ = try GoldenUpdate.replace(
      item.golden, in: item.tree, with: reader(of: item), incomingName: item.shownPending,
      context: 0, writes: true)
    try item.tree.remove(item.pending)
  }

  /// Removes the pending golden; the golden stays as it is.
  package static func reject(_ item: Item) throws(FileIO.Failure) {
    try item.tree.remove(item.pending)
  }

  /// The first `maximumLines` lines of the item's scenario, if it has one (escaped).
  package static func scenarioText(of item: Item, maximumLines: Int = 30) -> [String] {
    guard let scenario = item.scenario,
      let reader = try? item.tree.lineReader(
        scenario, maximumLineBytes: ScenarioLimits.lineBytes, maximumBytes: ScenarioLimits.bytes)
    else { return [] }
    var lines: [String] = []
    while lines.count <= maximumLines, let line = try? reader.next() {
      lines.append(Escape.field(bytes: line.bytes))
    }
    if lines.count > maximumLines {
      lines[maximumLines] = "..."
      lines.removeLast(lines.count - maximumLines - 1)
    }
    return lines
  }

  /// Where the assertion that wrote a testing API golden stands, found from the golden's
  /// path (`__Goldens__/<test file>/<name>.trace.new`): the test file beside `__Goldens__`,
  /// the line of its `assertGolden(` call (the first after `named: "<name>"`, else after
  /// `func <name>(`), and the call's lines (at most `maximumLines`, escaped). `nil` for a
  /// scenario's golden, or when the file or the call is not found.
  package static func testSource(of item: Item, maximumLines: Int = 12)
    -> (path: String, line: Int, text: [String])?
  {
    let components = item.pending.components
    guard item.scenario == nil, components.count >= 3,
      components[components.count - 3].elementsEqual("__Goldens__".utf8)
    else { return nil }
    let folder = item.pending.parent.parent.parent
    let file = folder.appending(Array(components[components.count - 2]) + Array(".swift".utf8))
    var name = String(decoding: item.pending.name.dropLast(".trace.new".utf8.count), as: UTF8.self)
    if let dash = name.lastIndex(of: "-"), name[name.index(after: dash)...].allSatisfy(\.isNumber),
      dash != name.index(before: name.endIndex)
    {
      name = String(name[..<dash])
    }
    guard
      let reader = try? item.tree.lineReader(
        file, maximumLineBytes: 1 << 16, maximumBytes: 1 << 24)
    else { return nil }
    var lines: [String] = []
    while let line = try? reader.next() {
      lines.append(String(decoding: line.bytes, as: UTF8.self))
    }
    let start =
      lines.firstIndex { $0.contains("named: \"\(name)\"") }
      ?? lines.firstIndex { $0.contains("func \(name)(") }
    guard let start, let call = lines[start...].firstIndex(where: { $0.contains("assertGolden(") })
    else { return nil }
    let end =
      lines[call...].prefix(maximumLines).firstIndex {
        $0.reversed().first { !$0.isWhitespace } == ")"
      } ?? min(call + maximumLines, lines.count) - 1
    return (
      item.tree.shown(file), call + 1, lines[call...end].map { Escape.field($0) }
    )
  }

  private static func reader(of item: Item) throws(FileIO.Failure) -> LineReader {
    try item.tree.lineReader(
      item.pending, maximumLineBytes: TraceComparison.Bounds().maximumLineBytes,
      maximumBytes: .max)
  }
}
