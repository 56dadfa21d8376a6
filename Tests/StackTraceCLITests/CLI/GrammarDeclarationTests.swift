import StackNav
import StackTraceRun
import StackTraceScenario
import Testing

@testable import StackTraceCLI

/// A statement is declared once, in its grammar entry: help, the explorer's full alphabet,
/// the statements a hook's code may run, where a statement may stand and in which profiles
/// it is available all come from the entries. Each test derives one of them from the
/// entries and fails on an entry that one leaves out.
struct GrammarDeclarationTests {
  /// The entries that ask something of UIKit (not `profile`, `include`).
  static let operations = Grammar.entries.filter { $0.example != nil || $0.carriesStatement }

  @Test("help lists every statement, under the profiles that have it")
  func help() {
    let help = Help.scenario
    let (every, versionOnly) = help.split(separator: "VERSION PROFILES ONLY").map(String.init)
      .splitFirst()
    for entry in Grammar.entries {
      let line = "\n  \(entry.synopsis)\n"
      #expect((entry.isVersionOnly ? versionOnly : every).contains(line), "\(entry.word)")
    }
  }

  // Over three names: `transition` needs three controllers.
  @Test("the full alphabet says every statement that asks something of UIKit, in some profile")
  func fullAlphabet() {
    let lines = Explorer.Alphabet.full.lines(names: 3)
    let verbs = Set(
      Profile.all.flatMap { Explorer.Alphabet.statements(.full, names: 3, in: $0) }.map(\.verb))
    for entry in Self.operations {
      // A hook's own code stands in the hooks `on` makes.
      if entry.place == .inHookOnly {
        #expect(
          lines.contains { $0.hasPrefix("on ") && $0.contains(" \(entry.word)") },
          "\(entry.word) is in no hook of the full alphabet")
        continue
      }
      #expect(
        lines.contains { $0.hasPrefix(entry.word + " ") || $0 == entry.word },
        "\(entry.word) is not in the full alphabet")
      #expect(verbs.contains(entry.word), "\(entry.word) runs in no profile")
    }
  }

  @Test("a hook's code may run exactly the statements whose entry says how, and each parses")
  func hookStatements() throws {
    let declared = Grammar.entries.filter { $0.inHooks != nil }.map(\.word)
    #expect(Set(Grammar.hookStatements) == Set(declared))
    #expect(Grammar.hookStatements.count == declared.count)
    for entry in Grammar.entries where entry.inHooks != nil {
      guard let example = entry.example else {
        Issue.record("\(entry.word) runs in hooks but has no example")
        continue
      }
      let line = "on A viewDidLoad " + example.statementText
      #expect(throws: Never.self, "\(line)") {
        _ = try ScenarioParser.parse(Array(line.utf8), file: "hook")
      }
    }
    // The order: by how a hook runs them, then help's.
    let uses = Grammar.hookStatements.compactMap { Grammar.entry(named: $0)?.inHooks }
    #expect(uses == uses.sorted())
    // Every other statement is refused after `on A viewDidLoad`.
    for entry in Self.operations where entry.inHooks == nil {
      guard let example = entry.example else { continue }
      let line = "on A viewDidLoad " + example.statementText
      #expect(throws: ScenarioError.self, "\(line)") {
        _ = try ScenarioParser.parse(Array(line.utf8), file: "hook")
      }
    }
  }

  @Test("where a statement may stand comes from its entry's place")
  func places() throws {
    for entry in Self.operations {
      guard let example = entry.example, !entry.onlyDeclares, entry.place != .inHookOnly
      else { continue }
      let statement = example.statementText
      let profile = Profile.all.first { $0.unavailability(of: example) == nil } ?? .documented
      let scenario = { (text: String) in
        try ScenarioParser.parse(Array(("profile \(profile.name)\n" + text).utf8), file: "s")
      }
      // Before the app's start, and twice: refused only for the app's start.
      let first = try scenario("\(statement)\nlaunch R\n")
      let twice = try scenario("launch R\n\(statement)\n")
      let firstError = Runner.checkAvailability(of: first, in: profile)
      let secondError = Runner.checkAvailability(of: twice, in: profile)
      switch entry.place {
      case .appStart:
        #expect(secondError?.problem == .launchOutOfPlace, "\(entry.word)")
      case .inApp:
        #expect(firstError?.problem == .needsLaunch(verb: entry.word), "\(entry.word)")
        #expect(secondError == nil, "\(entry.word)")
      default:
        #expect(firstError?.problem == .launchOutOfPlace, "\(entry.word) acts before launch")
      }
    }
  }

  @Test("the availability table: each statement in the profiles its rules say, none in none")
  func availability() {
    for entry in Self.operations {
      guard let example = entry.example else { continue }
      let profiles = Profile.all.filter { $0.unavailability(of: example) == nil }
      #expect(!profiles.isEmpty, "\(entry.word) is available in no profile")
      #expect(entry.isVersionOnly == !profiles.contains { $0.name == "documented" })
    }
  }
}

extension Array where Element == String {
  /// The first two elements (the second empty if missing).
  fileprivate func splitFirst() -> (String, String) {
    (first ?? "", dropFirst().first ?? "")
  }
}
