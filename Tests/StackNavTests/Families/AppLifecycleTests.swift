import StackNav
import Testing

/// The app's and the scene's life cycle around the controllers, played by the engine alone
/// (the command line's placement errors are StackTraceCLITests' `AppLifecycleTests`).
/// Expected lines: the golden `launch-window-code.trace` (ios17) and rules `app.*`
/// (docs/profiles.md).
struct AppLifecycleTests {
  @Test("a launch with scenes: the app, the scene, then the root; active inside its display")
  func launchWithScenes() throws {
    let lines = try trace([.launch("A"), .interruption], profile: ios(17), containers: true)
    #expect(
      Array(lines.prefix(14))
        == expected(
          """
          App willFinishLaunching
          App didFinishLaunching
          Scene#1 willConnect
          A init
          A loadView
          A viewDidLoad
          A viewWillAppear
          Scene#1 willEnterForeground
          Scene#1 didBecomeActive
          A viewIsAppearing
          A viewWillLayoutSubviews
          A viewDidLayoutSubviews
          A viewDidAppear
          Scene#1 willResignActive
          """))
    #expect(lines.last == "Scene#1 didBecomeActive")
  }

  @Test("returning to an app already in the foreground is a note, nothing else")
  func foregroundTwice() throws {
    let lines = try trace([.launch("A"), .foreground], profile: ios(17), containers: true)
    #expect(lines.last == "! note: the app is already in the foreground: foreground does nothing")
  }
}
