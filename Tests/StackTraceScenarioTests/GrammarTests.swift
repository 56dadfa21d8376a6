import StackNav
import StackTraceIO
import StackTraceScenario
import StackTraceTestSupport
import Testing

/// The grammar table is the one place a statement is written down: the parser, the printer
/// and the statements an explorer tries all come from it, so every entry, operand, option and
/// value must come out of each of them.
struct GrammarTests {
  /// The operation `line` parses to.
  func operation(_ line: String) throws -> Operation {
    let scenario = try ScenarioParser.parse(Array(line.utf8), file: "t")
    guard case .operation(let operation) = try #require(scenario.statements.last).action else {
      throw NotAnOperation(line: line)
    }
    return operation
  }

  struct NotAnOperation: Error {
    let line: String
  }

  @Test(
    "every statement the grammar makes prints back as itself and parses to the same operation",
    arguments: [1, 2, 3])
  func roundTrip(names: Int) throws {
    let names = ["A", "B", "C"].prefix(names).map { $0 }
    for entry in Grammar.entries {
      for line in entry.statements(over: names) {
        let parsed = try operation(line)
        #expect(parsed.statementText == line)
        #expect(try operation(parsed.statementText) == parsed, "\(line)")
        #expect(parsed.verb == entry.word || entry.carriesStatement, "\(line)")
      }
    }
  }

  @Test("an option said with its default word builds what leaving it out builds")
  func defaultsAgree() throws {
    // A statement that says no option is built from its payload's defaults alone: those must
    // be the options' (`GrammarEntry`'s bindings).
    for entry in Grammar.entries where !entry.takesTraits {
      guard let example = entry.example else { continue }
      let line = example.statementText
      for option in entry.options {
        guard let values = option.values, let others = option.otherValues,
          let word = values.first(where: { !others.contains($0) })
        else { continue }
        var said = line + " \(option.key)=\(word)"
        if let implied = option.implies { said += " \(implied.key)=\(implied.word)" }
        guard let saying = try? operation(said) else { continue }
        var plain = line
        if let implied = option.implies { plain += " \(implied.key)=\(implied.word)" }
        #expect(saying == (try operation(plain)), "\(said)")
      }
    }
  }

  @Test("statements made of several options print them in the grammar's order")
  func severalOptions() throws {
    for line in [
      "push A B embed=nav animated=false",
      "present B style=pageSheet embed=nav animated=false from=A",
      "controller A nib=Main memoryWarning=noSuper", "dismiss B animated=false completion=true",
      "controller A view=init layoutPasses=0 autoLayout=true", "meanwhile popTo A animated=false",
    ] {
      #expect(try operation(line).statementText == line)
    }
    let reordered = try operation("present B from=A animated=false style=formSheet")
    #expect(reordered.statementText == "present B style=formSheet animated=false from=A")
  }

  @Test("the statements over the names say every verb, keyword, option and value")
  func everythingSaid() {
    let lines = Grammar.entries.flatMap { $0.statements(over: ["A", "B", "C"]) }
    let words = Set(lines.flatMap { $0.split(separator: " ").map(String.init) })
    // (A hook's own code, `alongside`, stands only in the hooks `on` makes.)
    for entry in Grammar.entries
    where (entry.example != nil || entry.carriesStatement) && entry.place != .inHookOnly {
      #expect(
        lines.contains { $0.hasPrefix(entry.word + " ") || $0 == entry.word }, "\(entry.word)")
      for operand in entry.operands {
        switch operand {
        case .keyword(let word), .optionalKeyword(let word):
          #expect(words.contains(word), "\(entry.word) \(word)")
        default: continue
        }
      }
      for option in entry.options {
        for value in option.otherValues ?? ["A", "B"] {
          #expect(
            lines.contains {
              $0.hasPrefix(entry.word + " ") && $0.hasSuffix(" \(option.key)=\(value)")
            },
            "\(entry.word) \(option.key)=\(value)")
        }
      }
    }
    for request in Grammar.requests {
      #expect(lines.contains { $0.hasPrefix("meanwhile \(request.word)") }, "\(request.word)")
    }
    #expect(lines.contains("retain A by B.ref"))
    #expect(lines.contains("setStack C B A"))
    #expect(lines.contains("transition from A to B in C"))
    #expect(lines.contains("swipeDown cancel"))
  }

  @Test("only the statements that set a scenario up build no operation")
  func operations() {
    let setUp = Grammar.entries.filter { $0.example == nil && !$0.carriesStatement }
    #expect(setUp.map(\.word) == ["profile", "include", "device"])
    for entry in Grammar.entries {
      if let example = entry.example { #expect(example.verb == entry.word) }
    }
  }

  @Test("which statements only the version profiles have is read from the core's profiles")
  func versionOnly() {
    for entry in Grammar.entries {
      guard let example = entry.example else {
        #expect(!entry.isVersionOnly, "\(entry.word)")
        continue
      }
      #expect(entry.isVersionOnly == (Profile.documented.unavailability(of: example) != nil))
      // A version-only statement is in some version profile.
      #expect(
        Profile.all.contains { $0.unavailability(of: example) == nil }, "\(entry.word)")
    }
    #expect(Grammar.entries.contains { $0.isVersionOnly })
    #expect(Grammar.entries.contains { !$0.isVersionOnly && $0.example != nil })
  }

  @Test("every verb has one entry, found by its word; every option key once per entry")
  func entriesUnique() {
    #expect(Set(Grammar.words).count == Grammar.entries.count)
    for entry in Grammar.entries {
      #expect(Grammar.entry(named: entry.word)?.word == entry.word)
      #expect(Set(entry.options.map(\.key)).count == entry.options.count, "\(entry.word)")
    }
    #expect(Grammar.entry(named: "Push") == nil)
    #expect(
      Grammar.requests.map(\.word) == [
        "push", "pop", "present", "dismiss", "popToRoot", "popTo", "setStack", "segue",
        "swipeBack", "alert",
      ])
  }
}
