import StackNav
import StackTraceIO
import StackTraceScenario
import StackTraceTestSupport
import Testing

struct OperationStatementTests {
  @Test(
    "an operation prints as the statement that parses back to it",
    arguments: [
      "root A", "root A embed=nav", "push A B embed=nav animated=false", "pop",
      "pop animated=false",
      "present B style=pageSheet embed=nav animated=false from=A", "present B", "dismiss",
      "dismiss B animated=false", "memoryWarning", "retain A by B.timer", "release A by Cache",
      "view A", "unloadView A", "controller A view=init",
      "controller A nib=Main memoryWarning=noSuper",
      "controller A loadView=noView", "controller A loadView=statusBar", "popToRoot animated=false",
      "popTo A", "setStack A B animated=false", "swipeBack", "swipeBack cancel", "swipeDown cancel",
      "tabs A B embed=nav", "select B", "addChild C to P", "removeChild C", "meanwhile push B",
    ])
  func roundTrip(_ line: String) throws {
    let scenario = try ScenarioParser.parse(Array("profile ios17\n\(line)\n".utf8), file: "t")
    guard case .operation(let operation) = scenario.statements.last?.action else {
      Issue.record("not an operation")
      return
    }
    #expect(operation.statementText == line)
  }
}
