import StackTraceScenario
import Testing

@testable import TraceOracle

/// The oracle's statement verbs, read once from each header, against the grammar's.
struct VerbTests {
  @Test("each verb the oracle tells apart is spelled as the scenario language spells a verb")
  func spellings() {
    // The statements' verbs, and the words of a hook's code that no statement starts with
    // (`alongside`, `notifyInteraction`).
    let verbs = Set(Grammar.entries.map(\.word) + Grammar.hookStatements)
    for verb in Verb.allCases where verb != .other {
      let spelling = "\(verb)"
      // A misspelled case would never match a header, and its check would never run.
      #expect(verbs.contains(spelling), "\(spelling) is no verb of the scenario language")
      #expect(Verb(spelling) == verb)
      #expect(StatementText("\(spelling) A").verb == verb)
    }
    #expect(StatementText("meanwhile push B").verb == .push)
    #expect(Verb("pushed") == .other && Verb("") == .other && Verb("Push") == .other)
  }
}
