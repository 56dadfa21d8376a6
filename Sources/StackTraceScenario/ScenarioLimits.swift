/// The bounds on scenario text (docs/limits.md): past one, parsing stops with an error
/// naming it, before anything runs.
package enum ScenarioLimits {
  /// The longest line, in bytes.
  package static let lineBytes = 65_536
  /// The largest scenario, in bytes (comments and blank lines included).
  package static let bytes = 64 * 1_024 * 1_024
  /// The most statements a scenario may hold.
  package static let statements = 2_000_000
  /// The longest controller name, owner or nib name, in characters.
  package static let nameLength = 256
}
