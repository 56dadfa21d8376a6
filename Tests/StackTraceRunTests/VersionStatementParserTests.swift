import StackNav
import StackTraceFormats
import StackTraceIO
import StackTraceRun
import StackTraceScenario
import StackTraceTestSupport
import Testing

/// The statements only version profiles have (docs/scenario-language.md).
struct VersionStatementParserTests {
  static let valid: [(String, Operation)] = [
    ("popToRoot", .popToRoot(animated: true)),
    ("popToRoot animated=false", .popToRoot(animated: false)),
    ("popTo A", .popTo("A", animated: true)),
    ("setStack A B C animated=false", .setStack(["A", "B", "C"], animated: false)),
    ("swipeBack", .swipeBack(cancelled: false)),
    ("swipeBack cancel", .swipeBack(cancelled: true)),
    ("swipeDown", .swipeDown(cancelled: false)),
    ("swipeDown cancel", .swipeDown(cancelled: true)),
    ("tabs A B", .tabs(["A", "B"], embedInNavigation: false)),
    ("tabs A B embed=nav", .tabs(["A", "B"], embedInNavigation: true)),
    ("select B", .select("B")),
    ("addChild C to P", .addChild("C", to: "P")),
    ("removeChild C", .removeChild("C")),
    ("tap B", .tap("B")),
    ("rotate", .rotate),
    ("push B completion=true", .push(["B"], animated: true, completion: true)),
    ("pop animated=false completion=true", .pop(animated: false, completion: true)),
    (
      "present B modalInPresentation=true completion=true",
      .present(
        "B", style: nil, embedInNavigation: false, animated: true, completion: true,
        modalInPresentation: true)
    ),
    ("dismiss B completion=true", .dismiss("B", animated: true, completion: true)),
    (
      "controller B layoutPasses=2 autoLayout=true",
      .declare(
        "B", Traits(viewSource: .defaultLoadView(nib: nil), layoutPasses: 2, autoLayout: true))
    ),
  ]

  @Test("meanwhile carries the request after it, in files and on the command line")
  func meanwhile() throws {
    let file = try ScenarioParser.parse(
      Array("root A\nmeanwhile present B style=custom\n".utf8), file: "f")
    #expect(
      file.statements.last?.action
        == .operation(
          .meanwhile(.present("B", style: .custom, embedInNavigation: false, animated: true))))
    let words = try ScenarioParser.parse(words: [
      "root", "A", "present", "B", "meanwhile", "dismiss",
    ])
    #expect(words.statements.map(\.text) == ["root A", "present B", "meanwhile dismiss"])
    #expect(words.statements.last?.action == .operation(.meanwhile(.dismiss(nil, animated: true))))
    for (text, message) in [
      (
        "meanwhile",
        "f:1:1: error: meanwhile needs a statement: push, pop, present, dismiss, popToRoot, popTo, setStack, segue, swipeBack, alert"
      ),
      (
        "meanwhile root A",
        "f:1:11: error: meanwhile needs a statement: push, pop, present, dismiss, popToRoot, popTo, setStack, segue, swipeBack, alert"
      ),
      ("meanwhile push", "f:1:15: error: push needs a controller name"),
    ] {
      do {
        _ = try ScenarioParser.parse(Array(text.utf8), file: "f")
        Issue.record("'\(text)' parsed")
      } catch {
        #expect(error.description == message)
      }
    }
  }

  @Test("each version statement parses to its operation", arguments: valid)
  func parses(text: String, operation: Operation) throws {
    let scenario = try ScenarioParser.parse(Array(("profile ios17\n" + text).utf8), file: "f")
    #expect(scenario.statements.last?.action == .operation(operation))
  }

  static let invalid: [(String, String)] = [
    ("popTo", "f:1:6: error: popTo needs a controller name"),
    ("popToRoot A", "f:1:11: error: unexpected 'A': popToRoot takes no more operands"),
    ("setStack", "f:1:9: error: setStack needs a controller name"),
    ("swipeBack now", "f:1:11: error: swipeBack expects 'cancel' here, found 'now'"),
    (
      "swipeDown cancel cancel",
      "f:1:18: error: unexpected 'cancel': swipeDown takes no more operands"
    ),
    ("swipeBack animated=false", "f:1:11: error: swipeBack has no option 'animated'"),
    ("tabs A embed=tab", "f:1:8: error: 'tab' is not a value of embed: use embed=nav"),
    ("select", "f:1:7: error: select needs a controller name"),
    ("addChild C", "f:1:11: error: addChild expects 'to' here, found the end of the statement"),
    ("addChild C into P", "f:1:12: error: addChild expects 'to' here, found 'into'"),
    ("addChild C to", "f:1:14: error: addChild needs a controller name"),
    ("removeChild C D", "f:1:15: error: unexpected 'D': removeChild takes no more operands"),
    ("tap", "f:1:4: error: tap needs a controller name"),
    ("rotate A", "f:1:8: error: unexpected 'A': rotate takes no more operands"),
    (
      "push A\ninclude delegates",
      "f:2:1: error: include comes after profile, before any other statement"
    ),
    ("include", "f:1:8: error: include needs delegates, geometry or unwinding"),
    (
      "include delegate",
      "f:1:9: error: cannot include 'delegate': use delegates, geometry or unwinding (did you mean 'delegates'?)"
    ),
    (
      "controller A layoutPasses=4",
      "f:1:14: error: '4' is not a value of layoutPasses: use layoutPasses=0, layoutPasses=1, layoutPasses=2, layoutPasses=3"
    ),
    (
      "pop completion=yes",
      "f:1:5: error: 'yes' is not a value of completion: use completion=true, completion=false"
    ),
  ]

  @Test("a malformed version statement is an error with its position", arguments: invalid)
  func rejects(text: String, message: String) {
    do {
      _ = try ScenarioParser.parse(Array(text.utf8), file: "f")
      Issue.record("'\(text)' parsed")
    } catch {
      #expect(error.description == message)
    }
  }

  static let missingInProfile: [(String, String)] = [
    (
      "popToRoot",
      "f:1:1: error: popToRoot is not in profile documented: it needs profile ios5 or later"
    ),
    (
      "push A\nswipeBack",
      "f:2:1: error: swipeBack is not in profile documented: it needs profile ios7 or later"
    ),
    (
      "profile ios6\npush A\nswipeBack",
      "f:3:1: error: swipeBack is not in profile ios6: it needs profile ios7 or later"
    ),
    (
      "profile ios12\nswipeDown cancel",
      "f:2:1: error: swipeDown is not in profile ios12: it needs profile ios13 or later"
    ),
    (
      "profile ios12\nroot A\npresent B style=automatic",
      "f:3:11: error: style=automatic is not in profile ios12: it needs profile ios13 or later"
    ),
    (
      "profile ios7\nroot A\npresent B style=overFullScreen",
      "f:3:11: error: style=overFullScreen is not in profile ios7: it needs profile ios8 or later"
    ),
    (
      "profile ios6\nroot A\npresent B style=custom",
      "f:3:11: error: style=custom is not in profile ios6: it needs profile ios7 or later"
    ),
    (
      "profile ios6\npush A completion=true",
      "f:2:8: error: completion=true is not in profile ios6: it needs profile ios7 or later"
    ),
    (
      "profile ios12\nroot A\npresent B modalInPresentation=true",
      "f:3:11: error: modalInPresentation=true is not in profile ios12: it needs profile ios13 or later"
    ),
    (
      "profile ios7\nrotate",
      "f:2:1: error: rotate is not in profile ios7: it needs profile ios8 or later"
    ),
    (
      "tabs A B\ntap B",
      "f:1:1: error: tabs is not in profile documented: it needs profile ios5 or later"
    ),
  ]

  @Test(
    "a statement or style its profile lacks names the profile and the first one that has it",
    arguments: missingInProfile)
  func unavailable(text: String, message: String) throws {
    let (trace, outcome) = try traceText(text, file: "f")
    #expect(trace == "")
    guard case .failed(let error) = outcome else {
      Issue.record("ran: \(outcome)")
      return
    }
    #expect(error.description == message)
  }

  @Test("every statement is available from its first profile on")
  func availableFromFirstProfile() throws {
    for text in [
      "profile ios7\npush A B\nswipeBack", "profile ios13\nswipeDown", "profile ios5\npopToRoot",
    ] {
      let (_, outcome) = try traceText(text)
      #expect(outcome == .completed)
    }
  }
}
