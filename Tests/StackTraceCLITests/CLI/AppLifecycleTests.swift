import Testing

/// The app and scene life cycle (`launch`, `background`, `foreground`, `interruption`): its
/// lines, and every error its statements can raise, with message, position and exit code.
struct AppLifecycleTests {
  @Test("launch, background, foreground: no view controller callback between the app lines")
  func backgroundAndBack() {
    let result = stacktrace("--profile ios17 launch A embed=nav background foreground")
    #expect(result.code == 0)
    #expect(
      result.output.hasSuffix(
        """
        # background
        Scene#1 willResignActive
        Scene#1 didEnterBackground
        # foreground
        Scene#1 willEnterForeground
        Scene#1 didBecomeActive

        """))
    #expect(result.output.hasPrefix("# launch A embed=nav\nApp willFinishLaunching\n"))
  }

  @Test("JSON Lines: the app's lines are implicit, of kind app, caused by UIKit, in no container")
  func jsonLines() {
    let result = stacktrace("--profile ios12 --format jsonl launch A background")
    let line = result.output.split(separator: "\n").first { $0.contains("\"willResignActive\"") }
    #expect(
      line?.hasPrefix(
        "{\"type\":\"callback\",\"controller\":\"App\",\"callback\":\"willResignActive\","
          + "\"kind\":\"app\",") == true)
    #expect(
      line?.contains("\"implicit\":true,\"rule\":\"app.background\",\"cause\":\"uikit\"") == true)
    #expect(line?.contains("container") == false)
  }

  @Test(
    "errors before anything runs",
    arguments: [
      (
        "profile ios17\npush A\nlaunch B", "3:1",
        "launch must come before every statement but profile, include, controller and on"
      ),
      (
        "profile ios17\nlaunch A\nlaunch B", "3:1",
        "launch must come before every statement but profile, include, controller and on"
      ),
      ("profile ios17\nbackground", "2:1", "background needs launch first"),
      ("profile ios17\nforeground", "2:1", "foreground needs launch first"),
      ("profile ios17\ninterruption", "2:1", "interruption needs launch first"),
      (
        "profile ios17\nlaunch A\npush App", "3:6",
        "App names the application in a scenario with launch"
      ),
      (
        "profile ios12\nlaunch A scenes=true", "2:10",
        "scenes=true is not in profile ios12: it needs profile ios13 or later"
      ),
      (
        "profile documented\nlaunch A", "2:1",
        "launch is not in profile documented: it needs profile ios5 or later"
      ),
      (
        "profile documented\ncontroller A storyboard=true", "2:14",
        "storyboard=true is not in profile documented: it needs profile ios5 or later"
      ),
      (
        "profile ios17\ncontroller A storyboard=true nib=X", "2:1",
        "traits storyboard=true and nib=X contradict each other"
      ),
      (
        "profile ios17\ncontroller A storyboard=true loadView=noView", "2:1",
        "traits storyboard=true and loadView=noView contradict each other"
      ),
    ])
  func beforeRunning(scenario: String, position: String, message: String) {
    expectRefusedBeforeRunning(scenario, at: position, message)
  }

  @Test("a launch's root keeps its declared traits (view=init: no loadView)")
  func launchedRootElsewhere() {
    let result = stacktrace(
      ["run", "-"], input: "profile ios17\ncontroller A view=init\nlaunch A\n")
    #expect(result.code == 0)
    #expect(result.output.contains("A init\nA viewWillAppear\n"))
  }
}
