import Foundation
import StackTraceDiff
import StackTraceIO
import StackTraceScenario
import StackTraceTestSupport
import Testing

/// Console logs as apps print them. The sample lines are ours, written in the forms these
/// come from (docs/device-logs.md): Swift's `print` with `#function` and `type(of: self)` or
/// `self`, Objective-C's `NSLog` with `__PRETTY_FUNCTION__`, separators people use, and the
/// prefixes `NSLog` and Console (os_log) add.
struct LogImporterTests {
  static let formats: [(line: String, trace: String?)] = [
    ("Home viewDidLoad", "Home viewDidLoad"),
    // The adaptive and popover delegates' methods (the navigation, second part).
    ("Home.adaptivePresentationStyle(for:traitCollection:)", "Home adaptivePresentationStyle"),
    (
      "-[Home adaptivePresentationStyleForPresentationController:traitCollection:]",
      "Home adaptivePresentationStyle"
    ),
    (
      "Home.presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
      "Home willPresentWithAdaptiveStyle"
    ),
    (
      "-[Home presentationController:willPresentWithAdaptiveStyle:transitionCoordinator:]",
      "Home willPresentWithAdaptiveStyle"
    ),
    ("-[Home popoverPresentationControllerShouldDismissPopover:]", "Home popoverShouldDismiss"),
    ("Home.popoverPresentationControllerDidDismissPopover(_:)", "Home popoverDidDismiss"),
    // A directly called appearance method reads as UIKit's own.
    ("-[Child viewWillAppear:]", "Child viewWillAppear"),
    ("Home awakeFromNib()", "Home awakeFromNib"),
    ("-[Home prepareForSegue:sender:]", "Home prepareForSegue"),
    ("Home.prepare(for:sender:)", "Home prepareForSegue"),
    ("Home shouldPerformSegue(withIdentifier:sender:)", "Home shouldPerformSegue"),
    ("-[Home shouldPerformSegueWithIdentifier:sender:]", "Home shouldPerformSegue"),
    ("Home.unwind(for:towards:)", "Home unwindForSegue"),
    ("AppDelegate.application(_:didFinishLaunchingWithOptions:)", "App didFinishLaunching"),
    ("-[AppDelegate application:willFinishLaunchingWithOptions:]", "App willFinishLaunching"),
    ("MyApp.AppDelegate applicationDidBecomeActive(_:)", "App didBecomeActive"),
    ("-[AppDelegate applicationDidEnterBackground:]", "App didEnterBackground"),
    ("SceneDelegate.scene(_:willConnectTo:options:)", "Scene#1 willConnect"),
    ("sceneWillEnterForeground(_:)", "Scene#1 willEnterForeground"),
    (
      "AppDelegate.application(_:shouldRestoreSecureApplicationState:)",
      "App shouldRestoreState"
    ),
    ("-[AppDelegate application:shouldRestoreApplicationState:]", "App shouldRestoreState"),
    ("-[AppDelegate application:shouldSaveApplicationState:]", "App shouldSaveState"),
    ("AppDelegate.application(_:didDecodeRestorableStateWith:)", "App didDecodeState"),
    ("-[AppDelegate application:willEncodeRestorableStateWithCoder:]", "App willEncodeState"),
    (
      "-[AppDelegate application:viewControllerWithRestorationIdentifierPath:coder:]",
      "App viewControllerWithRestorationIdentifierPath"
    ),
    (
      "Detail.viewController(withRestorationIdentifierPath:coder:)",
      "Detail viewControllerWithRestorationIdentifierPath"
    ),
    (
      "+[Detail viewControllerWithRestorationIdentifierPath:coder:]",
      "Detail viewControllerWithRestorationIdentifierPath"
    ),
    ("List.decodeRestorableState(with:)", "List decodeRestorableState"),
    ("-[List encodeRestorableStateWithCoder:]", "List encodeRestorableState"),
    ("List applicationFinishedRestoringState()", "List applicationFinishedRestoringState"),
    ("SceneDelegate.stateRestorationActivity(for:)", "Scene#1 stateRestorationActivity"),
    ("<MyApp.SceneDelegate: 0x6000> sceneWillResignActive(_:)", "Scene#1 willResignActive"),
    ("MyApp.Home viewDidLoad()", "Home viewDidLoad"),
    ("<MyApp.Home: 0x7fb1c2d04a50> viewWillAppear(_:)", "Home viewWillAppear"),
    ("Home.viewDidAppear(_:)", "Home viewDidAppear"),
    ("MyApp.Home.viewDidAppear(_:)", "Home viewDidAppear"),
    ("-[Home viewWillAppear:]", "Home viewWillAppear"),
    ("Home - viewWillLayoutSubviews", "Home viewWillLayoutSubviews"),
    ("Home: viewWillDisappear", "Home viewWillDisappear"),
    ("Home deinit", "Home dealloc"),
    ("<MyApp.Home: 0x6000> init(nibName:bundle:)", "Home init"),
    ("-[Home initWithCoder:]", "Home init"),
    ("Home willMove(toParent:) Nav", "Home willMoveToParent Nav"),
    ("Home didMoveToParent nil", "Home didMoveToParent"),
    (
      "2024-05-01 10:00:00.123456+0200 MyApp[1234:56789] -[Home viewDidLoad]",
      "Home viewDidLoad"
    ),
    (
      "2023-06-01 12:00:00.000000+0900 0x1a2b  Default  0x0  1234  0  MyApp: "
        + "[com.example:Lifecycle] Home viewDidDisappear(_:)",
      "Home viewDidDisappear"
    ),
    ("Nav#1 willShow B", "Nav#1 willShow"),
    ("Home | viewDidLoad", "Home viewDidLoad"),
    ("12:00:01 | Home | viewWillAppear(_:)", "Home viewWillAppear"),
    ("-[Home willMoveToParentViewController:]", "Home willMoveToParent"),
    ("-[Home didMoveToParentViewController:]", "Home didMoveToParent"),
    ("Home willMoveToParentViewController: Nav", "Home willMoveToParent Nav"),
    // An app's own tags before the call: counters, arrows, thread labels, indentation.
    ("#12 ==> -[ListViewController viewDidLoad]", "ListViewController viewDidLoad"),
    ("[net] 4| -[Cart viewWillAppear:]", "Cart viewWillAppear"),
    (">>> Home viewDidLoad", "Home viewDidLoad"),
    ("    ↳ Home.viewDidAppear(_:)", "Home viewDidAppear"),
    ("[T1] 00:00:01.002 Home => viewWillAppear(_:)", "Home viewWillAppear"),
    ("!! Home viewDidLoad", "Home viewDidLoad"),
    ("💥 -[Home dealloc]", "Home dealloc"),
    ("#3 Home --> viewWillDisappear", "Home viewWillDisappear"),
    // The tag glued to the call, no space between.
    ("7==>-[ListViewController viewDidLoad]", "ListViewController viewDidLoad"),
    ("#4|-[Cart viewWillAppear:]", "Cart viewWillAppear"),
    ("[net]+[Cart initialize]", nil),
    ("2024-05-01 MyApp[12:34] >-[Home viewDidDisappear:]", "Home viewDidDisappear"),
  ]

  @Test("each format apps print reads as its trace line", arguments: formats)
  func reads(line: String, trace: String?) {
    #expect(LogImporter.callback(in: line[...]) == trace)
  }

  @Test("a hook's header is the trace's own: the line before it is read once")
  func hookHeader() {
    let result = LogImporter.read("A viewDidLoad\n# in A viewDidLoad: present C\nC init\n")
    #expect(result.lines == ["A viewDidLoad", "C init"])
  }

  @Test("a trace's own headers, findings and exceptions are skipped; an app's tags are read")
  func traceLines() {
    let log = """
      # push A
      A viewDidLoad
      # meanwhile pop
      ## a.scenario
      ! warning: nested pop animation can result in corrupted navigation bar
      *** Terminating app due to uncaught exception
      #12 ==> -[B viewDidLoad]
      ! B viewWillAppear

      """
    let result = LogImporter.read(log)
    #expect(result.lines == ["A viewDidLoad", "B viewDidLoad", "B viewWillAppear"])
    #expect(result.skipped.isEmpty)
  }

  @Test("lines that name a callback without a controller are counted, never dropped silently")
  func skipped() {
    let log =
      "Home viewDidLoad\nviewDidLoad() started\nno callback here\r\n-[Home viewDidAppear:]\n"
    let result = LogImporter.read(log)
    #expect(result.lines == ["Home viewDidLoad", "Home viewDidAppear"])
    #expect(result.lineCount == 4)
    #expect(result.skipped.map(\.number) == [2])
  }

  @Test("a filter keeps callbacks by word or by group, and names the groups when a word is neither")
  func filter() throws {
    let log =
      "A viewDidLoad\nA viewWillLayoutSubviews\nA viewDidLayoutSubviews\nA willMoveToParent Nav\n"
    let ignoring = try CallbackFilter(only: nil, ignore: ["layout", "containment"])
    #expect(LogImporter.read(log, filter: ignoring).lines == ["A viewDidLoad"])
    let only = try CallbackFilter(only: ["viewWillLayoutSubviews"], ignore: [])
    #expect(LogImporter.read(log, filter: only).lines == ["A viewWillLayoutSubviews"])
    #expect(throws: CallbackFilter.UnknownWord(word: "layouts")) {
      try CallbackFilter(only: ["layouts"], ignore: [])
    }
    #expect(
      CallbackFilter.UnknownWord(word: "x").description
        == "'x' is neither a callback nor a group: groups are layout, geometry, containment, "
        + "memory, delegates, completions, segues, app, coordinator, restoration")
  }

}
