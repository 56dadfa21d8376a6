import Foundation
import StackTraceCLI
import StackTraceDiff
import StackTraceFormats
import StackTraceGolden
import StackTraceIO
import StackTraceRun
import StackTraceScenario
import StackTraceTestSupport
import Testing

@testable import StackNav

struct ScreensTests {
  @Test("--format screens: a line per change of the screen, none from containers")
  func screens() {
    let result = stacktrace("push A B pop present C style=pageSheet dismiss --format screens")
    #expect(
      result.output == """
        # push A B
        screen A
        screen B
        # pop
        screen A
        # present C style=pageSheet
        screen C
        # dismiss
        screen A

        """)
  }

  @Test("a cancelled interactive pop and a tab reselection change no screen")
  func noChange() {
    let output = stacktrace(
      "profile ios17 tabs A B embed=nav push C swipeBack cancel select A select B --format screens"
    ).output
    #expect(
      output == """
        # profile ios17
        # tabs A B embed=nav
        screen A
        # push C
        screen C
        # swipeBack cancel
        # select A
        # select B
        screen B

        """)
  }

  @Test(
    "in every scenario, each screen line is a change to a controller on screen, and none is missed",
    arguments: Paths.scenarioFiles())
  func everyScenario(path: String) throws {
    let scenario = try ScenarioParser.parse(Paths.bytes(path), file: path)
    let settings = RunSettings().resolved(for: scenario)
    let engine = Engine(profile: settings.profile)
    engine.device = settings.device
    engine.reportsScreens = true
    var screens: [String] = []
    var lastAppearance: [String: Callback] = [:]
    engine.eventHandler = { event in
      switch event {
      case .callback(let record) where record.callback.isAppearanceCallback:
        lastAppearance[record.controller] = record.callback
      case .screen(let name):
        #expect(screens.last != name, "\(path): \(name) twice")
        #expect(
          lastAppearance[name] == .viewDidAppear || lastAppearance[name] == .viewIsAppearing,
          "\(path): \(name) reported while \(lastAppearance[name].map(\.word) ?? "never shown")")
        screens.append(name)
      default:
        break
      }
    }
    let statements = scenario.statements
    for (index, statement) in statements.enumerated() {
      guard case .operation(let operation) = statement.action else { continue }
      // The check below needs the statement ended: a meanwhile that comes next may not.
      var next: StackNav.Operation?
      if index + 1 < statements.count, case .operation(let following) = statements[index + 1].action
      {
        next = following
      }
      var nextIsMeanwhile = false
      if case .meanwhile? = next { nextIsMeanwhile = true }
      do {
        try engine.start(operation)
      } catch {
        return  // UIKit raised, or the scenario is wrong on purpose: the rest does not run
      }
      if !nextIsMeanwhile {
        engine.settle()
        // A root the window keeps appearing (the app's transition on it is open) is not
        // shown yet: the screen is still the last one reported.
        if let top = engine.topVisibleContent, top.appearance != .appeared,
          top.explicitLevel > 0 || top.windowHolds
        {
          continue
        }
        // A navigation controller a container holds never appears when the container forwards
        // by hand, nor does its top: the container is what shows.
        // An alert, or a sheet or popover that stays small, is no screen of its own.
        var shown = engine.screenContent
        if let top = shown, top.appearance != .appeared, top.parent?.parent?.kind == .content {
          shown = top.parent?.parent
        }
        #expect(
          screens.last == shown?.name,
          "\(path): after '\(statement.text)' the screen is \(engine.topVisibleContent?.name ?? "nil")"
        )
      }
    }
  }
}
