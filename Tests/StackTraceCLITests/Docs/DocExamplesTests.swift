import Foundation
import StackTraceTestSupport
import Testing

/// The docs say what the tool does, and this runs them: every command in a code block of
/// README.md and docs/, in the order the page gives them, in a fresh folder holding a copy
/// of `Scenarios/` as the repository has it: without the pending goldens (`*.trace.new`,
/// ignored by git) that a failing run of the golden suite leaves there for review.
///
/// - `$ stacktrace ARGS` (or `$ swift run stacktrace ARGS`, or with `VAR=value` first) is run
///   and its standard output compared with the lines after it, up to the next `$` line or
///   the end of the block; a line `...` stands for any lines.
/// - A line `stacktrace ARGS` without `$` (the lists of examples, with `# comments`) is run
///   too: it must not be a usage error (exit 2).
/// - A block whose first line is `# PATH.scenario` (or `.trace`, `.log`) is a file the page
///   asks the reader to write: it is written, for the commands after it.
struct DocExamplesTests {
  static let pages =
    ["README.md"]
    + ((try? FileManager.default.contentsOfDirectory(
      atPath: Paths.root.appendingPathComponent("docs").path)) ?? [])
    .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }

  /// One step of a page: a file to write, or a command and what it prints.
  enum Step {
    case file(path: String, text: String)
    case command(line: Int, arguments: [String], environment: [String: String], expected: [String]?)
  }

  /// The steps of a page, in order.
  static func steps(of page: String) throws -> [Step] {
    let text = try String(contentsOf: Paths.root.appendingPathComponent(page), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    var steps: [Step] = []
    var index = 0
    while index < lines.count {
      // A block: indented lines after a blank line, or a fenced block.
      var block: [(Int, String)] = []
      let indent = lines[index].prefix { $0 == " " }.count
      if indent >= 4, index == 0 || lines[index - 1].isEmpty {
        let prefix = String(repeating: " ", count: indent)
        while index < lines.count, lines[index].hasPrefix(prefix) || lines[index].isEmpty {
          block.append((index + 1, String(lines[index].dropFirst(min(indent, lines[index].count)))))
          index += 1
        }
        while block.last?.1.isEmpty == true { block.removeLast() }
      } else if lines[index].hasPrefix("```") {
        // A fenced block: Swift and YAML ones are code, not commands; skip them whole.
        let isCode = lines[index].hasPrefix("```swift") || lines[index].hasPrefix("```yaml")
        index += 1
        while index < lines.count, !lines[index].hasPrefix("```") {
          if !isCode { block.append((index + 1, lines[index])) }
          index += 1
        }
        index += 1
      } else {
        index += 1
        continue
      }
      steps += blockSteps(block)
    }
    return steps
  }

  static func blockSteps(_ block: [(Int, String)]) -> [Step] {
    guard let first = block.first else { return [] }
    if first.1.hasPrefix("# "), let path = first.1.dropFirst(2).split(separator: " ").first,
      [".scenario", ".trace", ".log"].contains(where: { path.hasSuffix($0) }),
      !path.contains("/..")
    {
      return [
        .file(path: String(path), text: block.dropFirst().map(\.1).joined(separator: "\n") + "\n")
      ]
    }
    var steps: [Step] = []
    var position = 0
    while position < block.count {
      let (number, line) = block[position]
      position += 1
      if line.hasPrefix("$ "), let (arguments, environment) = command(String(line.dropFirst(2))) {
        var expected: [String] = []
        while position < block.count, !block[position].1.hasPrefix("$ ") {
          expected.append(block[position].1)
          position += 1
        }
        steps.append(
          .command(line: number, arguments: arguments, environment: environment, expected: expected)
        )
      } else if line.hasPrefix("stacktrace "), let (arguments, environment) = command(line) {
        steps.append(
          .command(line: number, arguments: arguments, environment: environment, expected: nil))
      }
    }
    return steps
  }

  /// The arguments and environment of a shell line `[VAR=value...] [swift run] stacktrace
  /// ARGS [# comment]`; `nil` for anything else (pipes, other programs).
  static func command(_ line: String) -> ([String], [String: String])? {
    var words: [String] = []
    var word = ""
    var quote: Character?
    var started = false
    for character in line {
      if let open = quote {
        if character == open { quote = nil } else { word.append(character) }
        continue
      }
      if character == "'" || character == "\"" {
        quote = character
        started = true
      } else if character == " " {
        if started { words.append(word) }
        word = ""
        started = false
      } else if character == "#", !started {
        break
      } else if "|><;&".contains(character) {
        return nil
      } else {
        word.append(character)
        started = true
      }
    }
    if started { words.append(word) }
    var environment: [String: String] = [:]
    while let first = words.first, let equals = first.firstIndex(of: "="),
      first.first?.isUppercase == true
    {
      environment[String(first[..<equals])] = String(first[first.index(after: equals)...])
      words.removeFirst()
    }
    if words.starts(with: ["swift", "run"]) { words.removeFirst(2) }
    guard words.first == "stacktrace" else { return nil }
    return (Array(words.dropFirst()), environment)
  }

  /// Whether `actual` lines fit `expected`, where `...` stands for any lines.
  static func matches(_ actual: ArraySlice<String>, _ expected: ArraySlice<String>) -> Bool {
    guard let head = expected.first else { return actual.isEmpty }
    if head == "..." {
      let rest = expected.dropFirst()
      return (actual.startIndex...actual.endIndex).contains { matches(actual[$0...], rest) }
    }
    guard let line = actual.first, line == head else { return false }
    return matches(actual.dropFirst(), expected.dropFirst())
  }

  @Test("every command the docs show runs, and prints what they say", arguments: pages)
  func page(_ page: String) throws {
    let folder = try temporaryFolder("stacknav-docs")
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenarios = folder.appendingPathComponent("Scenarios")
    try FileManager.default.copyItem(at: Paths.scenarios, to: scenarios)
    let pending =
      FileManager.default.enumerator(atPath: scenarios.path)?
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".trace.new") } ?? []
    for path in pending {
      try FileManager.default.removeItem(at: scenarios.appendingPathComponent(path))
    }
    for step in try Self.steps(of: page) {
      switch step {
      case .file(let path, let text):
        try write([path: text], in: folder)
      case .command(_, let arguments, _, _) where arguments.first == "test":
        // `stacktrace test` runs `swift test`: TestCommandTests and
        // scripts/sample-package.sh run it, with a package to test.
        continue
      case .command(let line, let arguments, let environment, let expected):
        let result = try runStacktrace(arguments, in: folder, environment: environment)
        let location = "\(page):\(line): stacktrace \(arguments.joined(separator: " "))"
        #expect(result.code != 2, "\(location) is a usage error: \(result.errors)")
        guard let expected, !expected.isEmpty else { continue }
        var actual = result.output.components(separatedBy: "\n")
        if actual.last == "" { actual.removeLast() }
        #expect(
          Self.matches(actual[...], expected[...]),
          "\(location) printed:\n\(result.output)\nwhere the page shows:\n\(expected.joined(separator: "\n"))"
        )
      }
    }
  }

  @Test("the runner reads pages as documented")
  func runner() {
    #expect(Self.command("stacktrace push A B  # a comment")?.0 == ["push", "A", "B"])
    #expect(Self.command("swift run stacktrace run 'a b.scenario'")?.0 == ["run", "a b.scenario"])
    #expect(Self.command("CI=true stacktrace check")?.1 == ["CI": "true"])
    #expect(Self.command("yes | stacktrace run -") == nil)
    #expect(Self.matches(["a", "b", "c"], ["a", "...", "c"]))
    #expect(Self.matches(["a", "c"], ["a", "...", "c"]))
    #expect(!Self.matches(["a", "b"], ["a", "c"]))
    #expect(Self.pages.contains("docs/golden-workflow.md"))
  }
}
