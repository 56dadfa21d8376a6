import Testing

@testable import StackNav
@testable import StackTraceRun
@testable import StackTraceScenario

/// The checks before a run, made one statement at a time (`stacktrace explore` checks a
/// scenario's last statement on its parent's check), against the whole scenario's.
struct AvailabilityCheckTests {
  /// `first` then `second`, checked whole, and `first`'s check extended by `second`: the
  /// same error, or both none (`nil` from `extended` says the whole is to be checked again).
  static func sameVerdict(_ first: Statement, _ second: Statement, in profile: Profile) -> Bool {
    let whole = Runner.availability(
      of: Scenario(file: "explore", statements: [first, second]), in: profile)
    guard
      case .success(let check) = Runner.availability(
        of: Scenario(file: "explore", statements: [first]), in: profile)
    else { return true }
    let extended = withUnsafePointer(to: second) { check.extended(by: $0, in: profile) }
    switch (whole, extended ?? whole) {
    case (.success, .success): return true
    case (.failure(let error), .failure(let other)): return error == other
    default: return false
    }
  }

  @Test(
    "a statement checked after its parent's check errs exactly where the whole scenario does",
    arguments: ["documented", "ios5", "ios13", "ios26"])
  func extendedAsWhole(profileName: String) throws {
    let profile = try #require(Profile.named(profileName))
    // Every statement of the grammar over two names, in pairs: a launch after another
    // statement, an app statement before a launch, a refused trait written before, `App`
    // named once the app launches, a statement the profile does not have.
    let alphabet = Explorer.Alphabet.statements(.full, names: 2, in: profile)
    var differing: [String] = []
    for first in alphabet {
      for second in alphabet where !Self.sameVerdict(first, second, in: profile) {
        differing.append(first.text + "; " + second.text)
      }
    }
    #expect(differing.isEmpty, "\(differing.prefix(5))")
    #expect(alphabet.count > 80)
  }

  @Test("a launch after statements that only declare checks the whole scenario again")
  func launchRechecks() throws {
    let scenario = try ScenarioParser.parse(
      Array("controller A forwarding=manual\nlaunch A\n".utf8), file: "explore")
    let first = Scenario(file: "explore", statements: Array(scenario.statements.prefix(1)))
    guard case .success(let check) = Runner.availability(of: first, in: .ios(17)) else {
      Issue.record("a declaration alone is available")
      return
    }
    let launch = scenario.statements[1]
    #expect(withUnsafePointer(to: launch) { check.extended(by: $0, in: .ios(17)) } == nil)
  }
}
