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

  @Test("views nest at most 1,000 links deep, addSubview and addChild counted together")
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
}
