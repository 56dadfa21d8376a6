import Testing

/// Storyboard segues (`segue`): their lines, and every error they can raise, with message,
/// position and exit code.
struct SegueTests {
  @Test(
    "errors before anything runs",
    arguments: [
      ("profile ios17\nroot A\nsegue B style=pageSheet", "3:1", "style applies to kind=present"),
      (
        "profile ios17\nroot A\nsegue B kind=push style=formSheet", "3:1",
        "style applies to kind=present"
      ),
      (
        "profile ios7\nroot A\nsegue B", "3:1",
        "kind=show (the default) is not in profile ios7: it needs profile ios8 or later; use "
          + "kind=push"
      ),
      (
        "profile ios7\nroot A\nsegue B kind=showDetail", "3:9",
        "kind=showDetail is not in profile ios7: it needs profile ios8 or later"
      ),
      (
        "profile ios5\nroot A\nsegue B kind=present shouldPerform=false", "3:22",
        "shouldPerform=false is not in profile ios5: it needs profile ios6 or later"
      ),
      (
        "profile documented\nroot A\nsegue B kind=present", "3:1",
        "segue is not in profile documented: it needs profile ios5 or later"
      ),
      (
        "profile ios16\ncontroller A prepare=loadsView storyboard=true nib=X", "2:1",
        "traits storyboard=true and nib=X contradict each other"
      ),
    ])
  func beforeRunning(scenario: String, position: String, message: String) {
    expectRefusedBeforeRunning(scenario, at: position, message)
  }

  @Test("a segue instantiates a new controller: an existing name is an error while running")
  func existingDestination() {
    for scenario in ["push A\nsegue A", "push A\npush B\npop\nsegue B"] {
      let result = stacktrace(["run", "-"], input: "profile ios16\n" + scenario + "\n")
      #expect(result.code == 2)
      #expect(result.errors.hasSuffix(" already exists\n"))
      #expect(result.errors.contains("error: a segue instantiates a new controller: "))
    }
  }

  @Test("a Push segue outside a navigation controller raises after prepare; exit 3")
  func pushWithoutNavigation() {
    let result = stacktrace("--profile ios16 root A segue B kind=push")
    #expect(result.code == 3)
    #expect(
      result.output.hasSuffix(
        "A prepareForSegue B\n*** Terminating app due to uncaught exception 'NSGenericException', "
          + "reason: 'Could not find a navigation controller for segue 'B'. Push segues can only "
          + "be used when the source controller is managed by an instance of "
          + "UINavigationController.'\n"))
  }

  @Test("nothing on screen: a note, and the destination is never created")
  func nothingOnScreen() {
    let result = stacktrace("--profile ios16 segue B kind=present")
    #expect(result.code == 0)
    #expect(
      result.output
        == "# segue B kind=present\n! note: nothing is on screen to perform segue B: nothing happens\n"
    )
  }

  @Test("ios5 asks nothing; iOS 6 on asks the source first, by a control, never by code")
  func asking() {
    let ios5 = stacktrace("--profile ios5 push A segue B kind=push").output
    #expect(ios5.contains("# segue B kind=push\nB init\nB awakeFromNib\nA prepareForSegue B\n"))
    let ios6 = stacktrace("--profile ios6 push A segue B kind=push").output
    #expect(ios6.contains("# segue B kind=push\nA shouldPerformSegue B\nB init\n"))
    let code = stacktrace("--profile ios16 push A segue B by=code shouldPerform=false").output
    #expect(code.contains("# segue B by=code shouldPerform=false\nB init\n"))
  }

  @Test(
    "unwinds: errors before anything runs",
    arguments: [
      (
        "profile ios8\npush A\nunwind to A", "3:1",
        "unwind is not in profile ios8: it needs profile ios9 or later"
      ),
      (
        "profile ios8\ninclude unwinding\npush A", "2:1",
        "include unwinding is not in profile ios8: it needs profile ios9 or later"
      ),
      (
        "profile ios16\ninclude unwind", "2:9",
        "cannot include 'unwind': use delegates, geometry or unwinding"
      ),
    ])
  func unwindBeforeRunning(scenario: String, position: String, message: String) {
    expectRefusedBeforeRunning(scenario, at: position, message)
  }

  @Test(
    "unwinds: a name never created or freed is an error while running; nothing on screen, a note")
  func unwindNames() {
    let unknown = stacktrace("--profile ios16 push A unwind to X")
    #expect(unknown.code == 2)
    #expect(unknown.errors.hasSuffix("error: X is not a controller of this scenario\n"))
    let freed = stacktrace("--profile ios16 push A push B pop unwind to B")
    #expect(freed.code == 2)
    #expect(freed.errors.contains("B was deallocated earlier"))
    let empty = stacktrace(["run", "-"], input: "profile ios16\nretain A by Owner\nunwind to A\n")
    #expect(empty.code == 0)
    #expect(
      empty.output.hasSuffix("! note: nothing is on screen to unwind from: nothing happens\n"))
  }
}
