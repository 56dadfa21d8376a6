import StackTraceTestSupport
import Testing

/// Every error the statements of containers the app writes can raise (docs/scenario-language.md,
/// docs/limits.md): its message, its position and its exit code.
struct CustomContainerErrorTests {
  /// Runs `scenario` (its lines) from standard input.
  func run(_ lines: String...) -> CommandResult {
    stacktrace(["run", "-"], input: lines.joined(separator: "\n") + "\n")
  }

  @Test(
    "a statement or trait of the version profiles is an error before anything runs",
    arguments: [
      ("beginAppearance A appearing=true", "documented", "beginAppearance", "ios5"),
      ("endAppearance A", "documented", "endAppearance", "ios5"),
      ("addSubview A to B", "documented", "addSubview", "ios5"),
      ("removeSubview A", "documented", "removeSubview", "ios5"),
      ("transition from A to B in C", "documented", "transition", "ios5"),
      ("controller A forwarding=auto", "documented", "forwarding=auto", "ios5"),
      ("controller A forwarding=manual", "documented", "forwarding=manual", "ios5"),
      ("loadViewIfNeeded A", "ios8", "loadViewIfNeeded", "ios9"),
    ])
  func notInProfile(statement: String, profile: String, feature: String, first: String) {
    let result = run("profile \(profile)", "root X", statement)
    #expect(result.code == 2)
    #expect(result.output == "")
    let column = statement.hasPrefix("controller") ? 14 : 1
    #expect(
      result.errors
        == "<stdin>:3:\(column): error: \(feature) is not in profile \(profile): it needs profile "
        + "\(first) or later\n")
  }

  @Test("beginAppearance needs appearing=, before anything runs")
  func appearingRequired() {
    let result = run("profile ios16", "root X", "beginAppearance X animated=false")
    #expect(result.code == 2)
    #expect(result.output == "")
    #expect(
      result.errors
        == "<stdin>:3:1: error: beginAppearance needs appearing=true or appearing=false\n")
  }

  @Test(
    "a statement asking for something the model does not cover is an error after the trace so far",
    arguments: [
      (
        [
          "controller P forwarding=manual", "root P", "addChild A to P",
          "transition from A to B in P",
        ],
        "5:27",
        "transition in P: P forwards appearance by hand (forwarding=manual), which "
          + "StackNav does not model with transition(from:to:)"
      ),
      (
        ["root P", "addChild A to P", "addChild B to P", "transition from A to B in P"],
        "5:22", "B is already a child of P"
      ),
      (
        ["root P", "addChild A to P", "transition from A to A in P"], "4:17",
        "A is already a child of P"
      ),
      (
        ["root P", "addChild A to P", "present N embed=nav", "transition from A to N in P"],
        "5:22",
        "N is already a child of Nav#1; StackNav does not model moving a controller between "
          + "containers"
      ),
      (
        ["root P", "present A embed=nav", "addSubview A to P"], "4:12",
        "A is already a child of Nav#1; StackNav does not model moving a controller between "
          + "containers"
      ),
      (
        ["root P", "retain A by Keep", "addSubview A to A"], "4:12",
        "A cannot be added to A's view, which A's view already contains"
      ),
      (
        [
          "root P", "retain X by Keep", "retain A by Keep", "addSubview A to X",
          "addSubview X to A",
        ],
        "6:12", "X cannot be added to A's view, which X's view already contains"
      ),
      (
        [
          "root P", "retain X by Keep", "retain Y by Keep", "addSubview X to P",
          "addSubview X to Y",
        ],
        "6:12",
        "X is already a subview of P's view; StackNav does not model moving a controller "
          + "between containers"
      ),
    ])
  func runtimeErrors(lines: [String], position: String, message: String) {
    let result = stacktrace(
      ["run", "-"], input: (["profile ios16"] + lines).joined(separator: "\n") + "\n")
    #expect(result.code == 2)
    #expect(result.output.hasPrefix("# profile ios16\n"))
    #expect(result.errors == "<stdin>:\(position): error: \(message)\n")
  }

  @Test("UIKit raises for a transition from a stranger and for a child's view in another view")
  func exceptions() {
    let transition = run(
      "profile ios16", "root P", "retain A by Owner", "transition from A to B in P")
    #expect(transition.code == 3)
    #expect(
      transition.output.hasSuffix(
        "B willMoveToParent P\n*** Terminating app due to uncaught exception "
          + "'NSInvalidArgumentException', reason: 'Children view controllers <A> and <B> must "
          + "have a common parent view controller when calling -[UIViewController "
          + "transitionFromViewController:toViewController:duration:options:animations:"
          + "completion:]'\n"))
    #expect(
      transition.errors.hasPrefix("<stdin>:4:17: error: UIKit raised NSInvalidArgumentException"))
    let subview = run(
      "profile ios26", "root P", "retain Q by Owner", "addChild X to Q", "addSubview X to P")
    #expect(subview.code == 3)
    #expect(
      subview.output.hasSuffix(
        "*** Terminating app due to uncaught exception 'UIViewControllerHierarchyInconsistency', "
          + "reason: 'child view controller:<X> should have parent view controller:<Q> but actual "
          + "parent is:<P>'\n"))
  }

  /// At the real bound, a thousand links (LimitsTests holds the bound at a small one in the
  /// quick suite).
  @Test(
    "views nest at most 1,000 links deep, addSubview and addChild counted together",
    .enabled(if: soakTests))
  func viewNestingDepth() {
    var lines = ["profile ios16", "retain V0 by Keep"]
    for index in 1...1_001 {
      let link = index.isMultiple(of: 2) ? "addChild V\(index) to" : "addSubview V\(index) to"
      lines += ["retain V\(index) by Keep", "\(link) V\(index - 1)"]
    }
    let result = stacktrace(["run", "-"], input: lines.joined(separator: "\n") + "\n")
    #expect(result.code == 2)
    #expect(
      result.errors.hasSuffix(
        "error: the view nesting depth would exceed its limit of 1000 (docs/limits.md)\n"))
    #expect(result.errors.hasPrefix("<stdin>:2004:"))
  }

  @Test(
    "page view controllers: errors before anything runs",
    arguments: [
      (
        "profile ios5\npages P A B", "2:1",
        "style=scroll (the default) is not in profile ios5: it "
          + "needs profile ios6 or later; use style=curl"
      ),
      ("profile ios16\npages P A B A", "2:1", "pages names A twice: each controller once"),
      ("profile ios16\npages P A P", "2:1", "pages names P twice: each controller once"),
      ("profile ios16\npages P", "2:8", "pages needs a controller name"),
      (
        "profile ios16\ncontroller P forwarding=manual\npages P A", "2:14",
        "forwarding= applies to a container the app writes, not to a page view controller"
      ),
      (
        "profile ios16\npages P A B\nmeanwhile setPage P B", "3:11",
        "meanwhile needs a statement: push, pop, present, dismiss, popToRoot, popTo, setStack, segue, swipeBack, alert"
      ),
      (
        "profile documented\npages P A", "2:1",
        "pages is not in profile documented: it needs profile ios5 or later"
      ),
    ])
  func pagesBeforeRunning(scenario: String, position: String, message: String) {
    expectRefusedBeforeRunning(scenario, at: position, message)
  }

  @Test(
    "page view controllers: errors while running, after the trace so far",
    arguments: [
      ("root A\npages P A B", "3:9", "pages creates its controllers: A already exists"),
      ("root Q\nsetPage Q A", "3:9", "Q is not a page view controller"),
      ("pages P A B\nsetPage P X", "3:11", "X is not one of P's pages"),
      ("pages P A B C\nswipePage P to C", "3:16", "C is not next to P's current page A"),
      (
        "pages P A B\naddChild X to P", "3:15",
        "P is a page view controller: it manages its own children"
      ),
      (
        "pages P A B\ntransition from A to X in P", "3:27",
        "P is a page view controller: it manages its own children"
      ),
      (
        "pages P A B\npresent B\nsetPage P B", "4:11",
        "B is already presented by P; StackNav does not model moving a controller between containers"
      ),
    ])
  func pagesWhileRunning(scenario: String, position: String, message: String) {
    let result = stacktrace(["run", "-"], input: "profile ios16\n" + scenario + "\n")
    #expect(result.code == 2)
    #expect(result.output.hasPrefix("# profile ios16\n"))
    #expect(result.errors == "<stdin>:\(position): error: \(message)\n")
  }

  @Test("setPage, swipePage and transition complete within their statement")
  func completeWithinStatement() {
    for statement in ["setPage P B", "swipePage P to B"] {
      let result = run("profile ios16", "pages P A B", statement, "meanwhile present X")
      #expect(
        result.output.contains(
          "! note: no animation is in flight: meanwhile present runs as usual"))
    }
    let result = run(
      "profile ios16", "root P", "addChild A to P", "transition from A to B in P",
      "meanwhile present X")
    #expect(
      result.output.contains("! note: no animation is in flight: meanwhile present runs as usual")
    )
  }
}
