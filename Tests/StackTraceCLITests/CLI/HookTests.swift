import Testing

/// Code inside callbacks (`on NAME WORD STATEMENT`): headers, records, and every error a
/// hook can raise, with message, position and exit code.
struct HookTests {
  @Test(
    "errors before anything runs",
    arguments: [
      (
        "profile ios17\non A init present C\nroot A", "2:6",
        "on cannot hook init: use viewDidLoad or a later callback"
      ),
      (
        "profile ios17\non A loadView view B\nroot A", "2:6",
        "on cannot hook loadView: use viewDidLoad or a later callback"
      ),
      (
        "profile ios17\non A dealloc view B\nroot A", "2:6",
        "on cannot hook dealloc: use viewDidLoad or a later callback"
      ),
      (
        "profile ios17\non A viewDidLod view B\nroot A", "2:6",
        "'viewDidLod' is not a callback word (did you mean 'viewDidLoad'?)"
      ),
      (
        "profile ios17\non A willShow view B\nroot A", "2:6",
        "on cannot hook willShow: its lines start with a container (Nav#1, Tab#1), which a "
          + "scenario cannot name"
      ),
      (
        "profile ios17\non A didBecomeActive view B\nroot A", "2:6",
        "on cannot hook didBecomeActive on A: didBecomeActive is a line of App (with launch)"
      ),
      (
        "profile ios16\non A viewIsAppearing present C\nroot A", "2:6",
        "viewIsAppearing is not sent in profile ios16: it needs profile ios17 or later"
      ),
      (
        "profile ios6\non A viewDidUnload view B\nroot A", "2:6",
        "viewDidUnload is not sent in profile ios6: only ios5 sends it"
      ),
      (
        "profile ios17\non A viewDidLoad root B\nroot A", "2:18",
        "on needs a statement: push, pop, popToRoot, popTo, setStack, present, dismiss, segue, "
          + "unwind, addChild, removeChild, addSubview, removeSubview, beginAppearance, "
          + "endAppearance, view, loadViewIfNeeded, call, popGesture, alongside, notifyInteraction, alert"
      ),
      (
        "profile ios17\non A viewDidLoad", "2:6",
        "on needs a statement: push, pop, popToRoot, popTo, setStack, present, dismiss, segue, "
          + "unwind, addChild, removeChild, addSubview, removeSubview, beginAppearance, "
          + "endAppearance, view, loadViewIfNeeded, call, popGesture, alongside, notifyInteraction, alert"
      ),
      ("profile ios17\non A", "2:5", "on needs a callback word"),
      (
        "profile ios17\non App didBecomeActive present B\nroot A", "2:8",
        "on App didBecomeActive needs launch first"
      ),
      (
        "profile ios17\non App viewDidLoad present B\nlaunch A", "2:4",
        "App names the application in a scenario with launch"
      ),
      (
        "profile ios8\non A viewDidLoad loadViewIfNeeded B\nroot A", "2:18",
        "loadViewIfNeeded is not in profile ios8: it needs profile ios9 or later"
      ),
      (
        "profile documented\non A viewDidLoad view B\nroot A", "2:1",
        "on is not in profile documented: it needs profile ios5 or later"
      ),
    ])
  func beforeRunning(scenario: String, position: String, message: String) {
    expectRefusedBeforeRunning(scenario, at: position, message)
  }

  @Test("the Done-when command: the refusal and its warning, then the root's appearance")
  func doneWhen() {
    let result = stacktrace("--profile ios17 on A viewDidLoad present C root A")
    #expect(result.code == 0)
    #expect(
      result.output.contains(
        "A viewDidLoad\n# in A viewDidLoad: present C\nC init\n! warning: [Presentation] "
          + "Attempt to present <C> on <A> (from <A>) whose view is not in the window "
          + "hierarchy.\nC dealloc\nA viewWillAppear\n"))
  }

  @Test("hooks nest at most 64 deep: past that, exit 2 after the trace so far, at the on line")
  func nestingLimit() {
    let scenario =
      "profile ios17\non N0 viewDidLoad view N1\non N1 viewDidLoad view N2\non N2 viewDidLoad view N3\non N3 viewDidLoad view N4\non N4 viewDidLoad view N5\non N5 viewDidLoad view N6\non N6 viewDidLoad view N7\non N7 viewDidLoad view N8\non N8 viewDidLoad view N9\non N9 viewDidLoad view N10\non N10 viewDidLoad view N11\non N11 viewDidLoad view N12\non N12 viewDidLoad view N13\non N13 viewDidLoad view N14\non N14 viewDidLoad view N15\non N15 viewDidLoad view N16\non N16 viewDidLoad view N17\non N17 viewDidLoad view N18\non N18 viewDidLoad view N19\non N19 viewDidLoad view N20\non N20 viewDidLoad view N21\non N21 viewDidLoad view N22\non N22 viewDidLoad view N23\non N23 viewDidLoad view N24\non N24 viewDidLoad view N25\non N25 viewDidLoad view N26\non N26 viewDidLoad view N27\non N27 viewDidLoad view N28\non N28 viewDidLoad view N29\non N29 viewDidLoad view N30\non N30 viewDidLoad view N31\non N31 viewDidLoad view N32\non N32 viewDidLoad view N33\non N33 viewDidLoad view N34\non N34 viewDidLoad view N35\non N35 viewDidLoad view N36\non N36 viewDidLoad view N37\non N37 viewDidLoad view N38\non N38 viewDidLoad view N39\non N39 viewDidLoad view N40\non N40 viewDidLoad view N41\non N41 viewDidLoad view N42\non N42 viewDidLoad view N43\non N43 viewDidLoad view N44\non N44 viewDidLoad view N45\non N45 viewDidLoad view N46\non N46 viewDidLoad view N47\non N47 viewDidLoad view N48\non N48 viewDidLoad view N49\non N49 viewDidLoad view N50\non N50 viewDidLoad view N51\non N51 viewDidLoad view N52\non N52 viewDidLoad view N53\non N53 viewDidLoad view N54\non N54 viewDidLoad view N55\non N55 viewDidLoad view N56\non N56 viewDidLoad view N57\non N57 viewDidLoad view N58\non N58 viewDidLoad view N59\non N59 viewDidLoad view N60\non N60 viewDidLoad view N61\non N61 viewDidLoad view N62\non N62 viewDidLoad view N63\non N63 viewDidLoad view N64\non N64 viewDidLoad view N65\nview N0\n"
    let result = stacktrace(["run", "-"], input: scenario)
    #expect(result.code == 2)
    #expect(
      result.errors
        == "<stdin>:66:1: error: the hook nesting depth would exceed its limit of 64 "
        + "(docs/limits.md)\n")
    #expect(result.output.contains("# in N63 viewDidLoad: view N64\nN64 init\n"))
    #expect(!result.output.contains("# in N64"))
  }

  @Test("an error in a hook's code names the on statement; UIKit's exception exits 3")
  func errorsWhileRunning() {
    let freed = stacktrace(
      ["run", "-"], input: "profile ios17\npush A B\npop\non A viewWillAppear view B\npop\n")
    #expect(freed.code == 0)
    let gone = stacktrace(
      ["run", "-"], input: "profile ios17\npush A B\non A viewWillAppear view C\npop\nview C\n")
    #expect(gone.code == 2)
    #expect(gone.errors.hasPrefix("<stdin>:5:6: error: C was deallocated earlier"))
    let later = stacktrace(
      ["run", "-"],
      input: "profile ios17\npush A B C\npop\non A viewWillAppear view C\npop\n")
    #expect(later.code == 2)
    #expect(
      later.errors
        == "<stdin>:4:26: error: C was deallocated earlier; a name is one controller instance "
        + "for the whole scenario\n")
    #expect(later.output.hasSuffix("A viewWillAppear\n# in A viewWillAppear: view C\n"))
    let raised = stacktrace("--profile ios17 on A viewDidAppear segue B kind=push root A")
    #expect(raised.code == 3)
    #expect(
      raised.output.contains(
        "# in A viewDidAppear: segue B kind=push\nA shouldPerformSegue B\nB init\n"))
    #expect(raised.output.hasSuffix("UINavigationController.'\n"))
    #expect(raised.errors.hasPrefix("<command line>:1:"))
  }

  @Test("a hook that never fired ends the run with its note, before the leaks")
  func neverFired() {
    let result = stacktrace(
      "--profile ios17 root A on A viewDidAppear present C on B viewDidLoad view C retain D by D")
    #expect(
      result.output.hasSuffix(
        "! note: the hook 'on A viewDidAppear present C' never fired\n"
          + "! note: the hook 'on B viewDidLoad view C' never fired\n"
          + "! leak: D is alive but unreachable from the window or a free-standing owner; "
          + "retain path: D -> D (a retain cycle)\n"))
  }

  @Test("JSON Lines: the hook record, and the hook's number on the lines it causes")
  func jsonLines() {
    let result = stacktrace(
      "--profile ios17 --format jsonl root A on B viewDidAppear present C present B "
        + "style=fullScreen")
    let lines = result.output.split(separator: "\n")
    #expect(
      lines.contains(
        "{\"type\":\"hook\",\"controller\":\"B\",\"callback\":\"viewDidAppear\","
          + "\"text\":\"present C\",\"hook\":2,\"statement\":3,\"line\":1}"))
    let cInit = lines.first { $0.contains("\"controller\":\"C\",\"callback\":\"init\"") }
    #expect(cInit?.hasSuffix("\"cause\":\"app\",\"hook\":2,\"statement\":3,\"line\":1}") == true)
    let cLoad = lines.first { $0.contains("\"controller\":\"C\",\"callback\":\"loadView\"") }
    #expect(cLoad?.contains("\"hook\":2,\"statement\":3") == true)
    let aDid = lines.first { $0.contains("\"controller\":\"A\",\"callback\":\"viewDidDisappear\"") }
    #expect(aDid?.contains("\"hook\"") == false)
  }

  @Test("Mermaid: a fired hook is a note over app")
  func mermaid() {
    let result = stacktrace("--profile ios17 --format mermaid on A viewDidLoad view B root A")
    #expect(result.output.contains("  Note over app: in A viewDidLoad: view B\n"))
  }

  @Test("on the command line, the verb after on NAME WORD belongs to the hook")
  func commandLine() {
    let words = stacktrace("--profile ios17 on A viewDidLoad view B root A")
    let file = stacktrace(
      ["--profile", "ios17", "run", "-"], input: "on A viewDidLoad view B\nroot A\n")
    #expect(words.output == file.output)
    #expect(words.output.hasPrefix("# on A viewDidLoad view B\n# root A\nA init\n"))
  }
}
