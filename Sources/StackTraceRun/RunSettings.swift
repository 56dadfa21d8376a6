import StackNav
import StackTraceScenario
import Synchronization

/// What a run of a scenario is told from outside it: the profile for a scenario that names
/// none, what its trace shows besides the life cycle, whether the engine checks its model
/// after every statement. The command line, a golden check and the testing API each make
/// one; `resolved(for:)` is the one place where it meets the scenario's own header.
package struct RunSettings: Sendable, Equatable {
  /// The profile for a scenario that names none.
  package var profile: Profile
  /// What the trace shows besides the life cycle, with the scenario's own `include`s.
  package var includes: Includes
  /// Whether the engine checks its model after every statement, even in a release build.
  package var checkingInvariants: Bool
  /// The device for a scenario that names none (`--device`).
  package var device: Device = .iphone
  /// The bounds of a run (`--max-steps` sets the work bound).
  package var limits = Limits()

  /// Settings for a run.
  package init(
    profile: Profile = .documented, includes: Includes = [], checkingInvariants: Bool = false
  ) {
    self.profile = profile
    self.includes = includes
    self.checkingInvariants = checkingInvariants
  }

  /// These settings as `scenario` runs with them: the profile its `profile` statement names
  /// in place of this one, its `include`s with these. Settings already resolved come back
  /// as they are (no profile made again).
  package func resolved(for scenario: Scenario) -> RunSettings {
    var resolved = self
    if let name = scenario.profileName, !profile.isNamed(name),
      let own = RunSettings.profile(named: name)
    {
      resolved.profile = own
    }
    resolved.includes = scenario.includes.union(includes)
    if let own = scenario.device { resolved.device = own }
    return resolved
  }

  /// The profiles scenarios named so far, each built once (at most one a profile: a
  /// name no profile has is never kept).
  private static let named = Mutex<[String: Profile]>([:])

  /// The profile named `name`, built the first time a scenario names it: a `check` of
  /// thousands of scenarios, or the random scenarios' tests, made the same one for each (in
  /// a debug build, about a seventh of those tests' time).
  static func profile(named name: String) -> Profile? {
    if let profile = named.withLock({ $0[name] }) { return profile }
    guard let profile = Profile.named(name) else { return nil }
    named.withLock { $0[name] = profile }
    return profile
  }

  package static func == (lhs: RunSettings, rhs: RunSettings) -> Bool {
    lhs.profile.isNamed(like: rhs.profile) && lhs.includes == rhs.includes
      && lhs.checkingInvariants == rhs.checkingInvariants && lhs.device == rhs.device
      && lhs.limits == rhs.limits
  }
}
