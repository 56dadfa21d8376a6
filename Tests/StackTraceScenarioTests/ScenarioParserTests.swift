import StackNav
import StackTraceIO
import StackTraceScenario
import StackTraceTestSupport
import Testing

struct ScenarioParserTests {
  static let valid: [(String, Statement.Action)] = [
    ("profile documented", .profile("documented")),
    ("root A", .operation(.root("A"))),
    ("push A B_2 C3", .operation(.push(["A", "B_2", "C3"], animated: true))),
    ("push A animated=false", .operation(.push(["A"], animated: false))),
    ("pop", .operation(.pop(animated: true))),
    ("pop animated=false", .operation(.pop(animated: false))),
    ("present B", .operation(.present("B", style: nil, embedInNavigation: false, animated: true))),
    (
      "present B style=pageSheet embed=nav animated=false",
      .operation(.present("B", style: .pageSheet, embedInNavigation: true, animated: false))
    ),
    (
      "present C from=A style=custom",
      .operation(.present("C", from: "A", style: .custom, embedInNavigation: false, animated: true))
    ),
    ("dismiss", .operation(.dismiss(nil, animated: true))),
    ("dismiss A animated=false", .operation(.dismiss("A", animated: false))),
    ("memoryWarning", .operation(.memoryWarning)),
    ("retain B by Cache", .operation(.retain("B", by: "Cache"))),
    ("release B by A.timer_2", .operation(.release("B", by: "A.timer_2"))),
    ("view A", .operation(.accessView("A"))),
    ("unloadView A", .operation(.unloadView("A"))),
    ("controller A view=init", .operation(.declare("A", Traits(viewSource: .assignedInInit)))),
    (
      "controller A loadView=noView memoryWarning=noSuper",
      .operation(
        .declare("A", Traits(viewSource: .loadViewAssignsNothing, memoryWarningSkipsSuper: true)))
    ),
    (
      "controller A nib=Main",
      .operation(.declare("A", Traits(viewSource: .defaultLoadView(nib: "Main"))))
    ),
  ]

  @Test("each statement of docs/scenario-language.md parses to its operation", arguments: valid)
  func parses(text: String, action: Statement.Action) throws {
    let scenario = try ScenarioParser.parse(Array(text.utf8), file: "f")
    #expect(scenario.statements.map(\.action) == [action])
  }

  static let invalid: [(String, String)] = [
    ("popp", "f:1:1: error: unknown verb 'popp' (did you mean 'pop'?)"),
    (
      "Push A",
      "f:1:1: error: expected a statement, found 'Push': statements start with a lowercase verb"
    ),
    ("push", "f:1:5: error: push needs a controller name"),
    (
      "push a",
      "f:1:6: error: 'a' is not a controller name: names start with an uppercase ASCII letter, then letters, digits or _"
    ),
    ("push A pop", "f:1:8: error: 'pop' is a verb: put one statement on each line"),
    (
      "push A-B",
      "f:1:6: error: 'A-B' is not a controller name: names start with an uppercase ASCII letter, then letters, digits or _"
    ),
    (
      "push Ä",
      "f:1:6: error: 'Ä' is not a controller name: names start with an uppercase ASCII letter, then letters, digits or _"
    ),
    ("pop A", "f:1:5: error: unexpected 'A': pop takes no more operands"),
    ("root", "f:1:5: error: root needs a controller name"),
    ("root A B", "f:1:8: error: unexpected 'B': root takes no more operands"),
    (
      "push A animate=false",
      "f:1:8: error: push has no option 'animate' (did you mean 'animated'?)"
    ),
    (
      "push A animated=no",
      "f:1:8: error: 'no' is not a value of animated: use animated=true, animated=false"
    ),
    ("push A animated=false animated=true", "f:1:23: error: option 'animated' is given twice"),
    (
      "push animated=false A",
      "f:1:21: error: 'A' comes after an option: options follow the operands"
    ),
    ("push A =x", "f:1:8: error: '=x' is not an option: options are key=value"),
    ("push A animated=", "f:1:8: error: 'animated=' is not an option: options are key=value"),
    (
      "present B style=sheet",
      "f:1:11: error: 'sheet' is not a value of style: use style=fullScreen, style=automatic, style=pageSheet, style=formSheet, style=overFullScreen, style=overCurrentContext, style=currentContext, style=popover, style=custom"
    ),
    ("present B embed=tab", "f:1:11: error: 'tab' is not a value of embed: use embed=nav"),
    ("memoryWarning A", "f:1:15: error: unexpected 'A': memoryWarning takes no more operands"),
    ("memoryWarning animated=false", "f:1:15: error: memoryWarning has no option 'animated'"),
    ("retain B", "f:1:9: error: retain expects 'by' here, found the end of the statement"),
    ("retain B to Cache", "f:1:10: error: retain expects 'by' here, found 'to'"),
    ("retain B by", "f:1:12: error: retain needs an owner after 'by'"),
    (
      "retain B by Cache.",
      "f:1:13: error: 'Cache.' is not an owner: owners are words of letters, digits and _, joined by dots (Cache, B.timer)"
    ),
    ("retain B by Cache X", "f:1:19: error: unexpected 'X': retain takes no more operands"),
    ("controller A", "f:1:13: error: controller needs at least one trait (view=init, ...)"),
    ("controller A view=nib", "f:1:14: error: 'nib' is not a value of view: use view=init"),
    ("controller A fast", "f:1:14: error: 'fast' is not an option: options are key=value"),
    (
      "controller A loadView=noView nib=Main",
      "f:1:1: error: traits loadView=noView and nib=Main contradict each other"
    ),
    (
      "controller A view=init loadView=noView",
      "f:1:1: error: traits view=init and loadView=noView contradict each other"
    ),
    (
      "controller A nib=main",
      "f:1:14: error: 'main' is not a controller name: names start with an uppercase ASCII letter, then letters, digits or _"
    ),
    ("push A\nprofile documented", "f:2:1: error: profile must be the first statement"),
    (
      "profile ios99",
      "f:1:9: error: unknown profile 'ios99': profiles are documented, ios5, ios6, ios7, ios8, ios9, "
        + "ios10, ios11, ios12, ios13, ios14, ios15, ios16, ios17, ios18, ios26"
    ),
    ("profile", "f:1:8: error: profile needs a profile name"),
  ]

  @Test("a malformed statement is an error with its exact position", arguments: invalid)
  func rejects(text: String, message: String) {
    do {
      _ = try ScenarioParser.parse(Array(text.utf8), file: "f")
      Issue.record("'\(text)' parsed")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("on the command line each verb starts a statement; columns count the joined words")
  func commandLine() throws {
    let scenario = try ScenarioParser.parse(words: [
      "push", "A", "B", "pop", "present", "C", "style=fullScreen", "dismiss",
    ])
    #expect(
      scenario.statements.map(\.text) == [
        "push A B", "pop", "present C style=fullScreen", "dismiss",
      ])
    #expect(scenario.statements[2].location.description == "<command line>:1:14")
  }

  @Test("on the command line an unknown lowercase word is an unknown verb")
  func commandLineUnknownVerb() {
    do {
      _ = try ScenarioParser.parse(words: ["push", "A", "B", "popp"])
      Issue.record("parsed")
    } catch {
      #expect(
        error.description == "<command line>:1:10: error: unknown verb 'popp' (did you mean 'pop'?)"
      )
    }
  }

  @Test("names are uppercase ASCII letters first, then letters, digits or _")
  func names() {
    #expect(ScenarioParser.isName("A"))
    #expect(ScenarioParser.isName("Detail_2"))
    #expect(!ScenarioParser.isName("a"))
    #expect(!ScenarioParser.isName("_A"))
    #expect(!ScenarioParser.isName("Á"))
    #expect(!ScenarioParser.isName("A#1"))
    #expect(!ScenarioParser.isName(""))
  }

  @Test("a line that says a statement again is that statement at its own place")
  func repeatedLines() throws {
    // Repeats with the same words, other spacing, a comment, and a statement whose meaning
    // depends on what came before (`profile`, `include`), which is always read.
    let lines = [
      "profile ios17", "push A B", "pop", "  pop", "pop # again", "present C style=pageSheet",
      "dismiss", "present C style=pageSheet", "dismiss", "pop\t", "select T1", "pop",
      "push A B", "push  A B",
    ]
    try expectEachReadsAsAlone(lines)
    // What depends on the statements before is never taken from an earlier line.
    for text in ["profile ios17\npop\nprofile ios17", "include delegates\npop\ninclude delegates"] {
      #expect(throws: ScenarioError.self) {
        try ScenarioParser.parse(Array(text.utf8), file: "r.scenario")
      }
    }
  }

  @Test("a line that says a kept statement with other names is that statement with them")
  func reshapedLines() throws {
    // Each shape said first, then with other names: one name, several, an option, a name as
    // an option's value (kept in the shape), traits, an optional name, and statements that
    // are never kept (a keyword operand, a carried statement).
    let lines = [
      "profile ios17", "push A", "push B", "push C D", "push E F", "push G animated=false",
      "push H animated=false", "present P style=pageSheet", "present Q style=pageSheet",
      "present R from=A", "present S from=A", "present T from=B", "controller X view=init",
      "controller Y view=init", "dismiss P", "dismiss Q", "tabs T0 T1 embed=nav",
      "tabs T2 T3 embed=nav", "select T1", "select T2", "setStack A B C", "setStack D E F",
      "addChild A to B", "addChild C to D", "on A viewDidLoad push B", "on C viewDidLoad push D",
      "pages P A B", "pages Q C D",
    ]
    try expectEachReadsAsAlone(lines)
  }

  /// Expects each of `lines` (a `profile` first), read in one scenario, to be the statement
  /// it is read on its own (after the profile, but for the profile), at its own place.
  private func expectEachReadsAsAlone(
    _ lines: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let scenario = try ScenarioParser.parse(
      Array(lines.joined(separator: "\n").utf8), file: "r.scenario")
    #expect(scenario.statements.count == lines.count, sourceLocation: sourceLocation)
    for (index, statement) in scenario.statements.enumerated() {
      let prefix = index == 0 ? "" : "profile ios17\n"
      let alone = try ScenarioParser.parse(
        Array((prefix + lines[index]).utf8), file: "r.scenario"
      ).statements.last
      let line = Comment(rawValue: "line \(index + 1)")
      #expect(statement.action == alone?.action, line, sourceLocation: sourceLocation)
      #expect(statement.text == alone?.text, line, sourceLocation: sourceLocation)
      #expect(statement.location.line == index + 1, sourceLocation: sourceLocation)
      #expect(
        statement.tokens.map(\.location.column) == alone?.tokens.map(\.location.column), line,
        sourceLocation: sourceLocation)
    }
  }

  @Test(
    "every statement the grammar makes, said again with other names, reads as it does alone",
    arguments: [1, 2, 3])
  func everyStatementReshaped(names: Int) throws {
    let names = ["A", "B", "C"].prefix(names).map { $0 }
    let renamed = ["A": "D", "B": "E", "C": "F"]
    let lines = Grammar.entries.filter { $0.place == .anywhere }.flatMap {
      $0.statements(over: names)
    }
    let again = lines.map { line in
      line.split(separator: " ").map { renamed[String($0)] ?? String($0) }.joined(separator: " ")
    }
    let statements = try ScenarioParser.parse(
      Array((lines + again).joined(separator: "\n").utf8), file: "g.scenario"
    ).statements
    #expect(statements.count == lines.count * 2)
    for (index, line) in again.enumerated() {
      let alone = try ScenarioParser.parse(Array(line.utf8), file: "g.scenario").statements.last
      #expect(statements[lines.count + index].action == alone?.action, "\(line)")
    }
  }

  @Test("a line of a kept shape that reading refuses gets the error reading it alone gives")
  func reshapedErrors() throws {
    // After a kept shape, a word in a name's place that is no name, a name said twice where
    // the statement refuses it, and a lowercase word (no name: another shape).
    for (kept, line) in [
      ("push A", "push A-B"), ("push A", "push Ab#"), ("pages P A B", "pages Q C C"),
      ("present P style=pageSheet", "present Q style=pageSheet2"), ("select T1", "select t2"),
      ("push A B", "push C push"),
    ] {
      var after: ScenarioError?
      do {
        _ = try ScenarioParser.parse(Array((kept + "\n" + line).utf8), file: "e.scenario")
      } catch { after = error }
      var alone: ScenarioError?
      do {
        _ = try ScenarioParser.parse(Array(("\n" + line).utf8), file: "e.scenario")
      } catch { alone = error }
      #expect(after != nil, "\(line)")
      #expect(after == alone, "\(line)")
    }
  }

  @Test("past the lines it keeps, a repeated line is read again, to the same statement")
  func repeatedPastTheMemo() throws {
    // More distinct statements than the memo keeps, then each of them again.
    let count = 16_384 + 50
    let distinct = (0..<count).map { "push N\($0)" }
    let text = (distinct + distinct.suffix(100)).joined(separator: "\n")
    let statements = try ScenarioParser.parse(Array(text.utf8), file: "m.scenario").statements
    #expect(statements.count == count + 100)
    for offset in 0..<100 {
      #expect(statements[count + offset].action == statements[count - 100 + offset].action)
      #expect(statements[count + offset].location.line == count + offset + 1)
    }
  }

}
