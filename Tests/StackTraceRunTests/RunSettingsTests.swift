import StackNav
import StackTraceFormats
import StackTraceScenario
import Testing

@testable import StackTraceRun

/// The one place where what a run is told from outside meets the scenario's own header.
struct RunSettingsTests {
  func scenario(_ text: String) throws -> Scenario {
    try ScenarioParser.parse(Array(text.utf8), file: "s")
  }

  @Test("a scenario's own profile wins; without one, the settings' profile")
  func profile() throws {
    let settings = RunSettings(profile: .ios17)
    #expect(settings.resolved(for: try scenario("push A\n")).profile.name == "ios17")
    #expect(
      settings.resolved(for: try scenario("profile ios13\npush A\n")).profile.name == "ios13")
    // Built once and kept: the same rules each time; a name no profile has is not kept.
    for _ in 0..<2 {
      let again = settings.resolved(for: try scenario("profile ios9\npush A\n")).profile
      #expect(again.name == "ios9" && again.rules == Profile.ios(9).rules)
    }
    #expect(RunSettings.profile(named: "ios99") == nil)
  }

  @Test("a scenario's includes join the settings' ones; checking invariants is kept")
  func includes() throws {
    let settings = RunSettings(includes: [.geometry], checkingInvariants: true)
    let resolved = settings.resolved(for: try scenario("include delegates\npush A\n"))
    #expect(resolved.includes == [.geometry, .delegates])
    #expect(resolved.checkingInvariants)
    #expect(resolved.resolved(for: try scenario("push A\n")) == resolved)
  }

  @Test("a run resolves its settings once: the trace's header names the scenario's profile")
  func runResolves() throws {
    let sink = ByteSink()
    _ = Runner.run(
      try scenario("profile ios17\npush A\n"), settings: RunSettings(profile: .ios5),
      writer: TraceWriter(options: .init(), sink: sink))
    #expect(sink.text.hasPrefix("# profile ios17\n"))
  }
}
