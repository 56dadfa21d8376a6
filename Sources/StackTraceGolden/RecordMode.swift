/// When a golden check writes goldens: asked for explicitly, decided in one place.
package enum RecordMode: String, CaseIterable, Sendable {
  /// Never touch a golden: a missing or differing one gets `NAME.trace.new` beside it, for
  /// `stacktrace review` (the default where `CI` is not set).
  case pending
  /// Write goldens that do not exist yet; compare the others.
  case missing
  /// Write every golden, whatever it holds.
  case all
  /// Write goldens that are missing or differ.
  case failed
  /// Write nothing (always, when `CI` is set).
  case never

  /// The environment variable that chooses a mode when no flag does.
  package static let environmentVariable = "STACKTRACE_RECORD"

  /// The environment variable that, set to `pendingWarns`, makes a golden assertion that
  /// wrote a pending golden warn instead of failing its test: `stacktrace test` sets it, so
  /// that the tests' exit status tells of every other failure, and review decides the rest.
  package static let pendingVariable = "STACKTRACE_PENDING"

  /// The value of `pendingVariable` that makes a pending golden a warning.
  package static let pendingWarns = "warn"

  /// Whether the environment says this is a CI run: `CI` set to anything but an empty
  /// string, `0`, `false`, `no` or `off`.
  package static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"]?.lowercased() else { return false }
    return !["", "0", "false", "no", "off"].contains(value)
  }

  /// The mode for a run, decided here and nowhere else (the command line, the testing API
  /// and `GoldenCheck` all ask): `never` with `CI` set, whatever was asked; else `asked`
  /// (a flag, an argument, a test trait), else `STACKTRACE_RECORD`, else `pending`.
  ///
  /// - Returns: the mode, and a note when CI overrode what was asked.
  /// - Throws: `InvalidMode` when `STACKTRACE_RECORD` holds no mode.
  package static func resolve(asked: RecordMode?, environment: [String: String])
    throws(InvalidMode) -> (mode: RecordMode, note: String?)
  {
    var requested = asked
    if requested == nil, let variable = environment[environmentVariable], !variable.isEmpty {
      guard let mode = RecordMode(rawValue: variable) else {
        throw InvalidMode(value: variable, source: environmentVariable)
      }
      requested = mode
    }
    let continuousIntegration = isContinuousIntegration(environment)
    let mode = effective(requested ?? .pending, continuousIntegration: continuousIntegration)
    let note =
      continuousIntegration
      ? requested.flatMap { $0 == .never ? nil : $0 }.map {
        "CI is set: recording is off (record mode \($0.rawValue) ignored)"
      } : nil
    return (mode, note)
  }

  /// What a run that asked for `asked` records with: nothing where `CI` is set.
  package static func effective(_ asked: RecordMode, continuousIntegration: Bool) -> RecordMode {
    continuousIntegration ? .never : asked
  }

  /// A record mode that does not exist.
  package struct InvalidMode: Error, Equatable, CustomStringConvertible {
    /// The word given.
    package let value: String
    /// Where it was given: `--record` or `STACKTRACE_RECORD`.
    package let source: String

    /// The word `value`, given in `source`, that is no mode.
    package init(value: String, source: String) {
      self.value = value
      self.source = source
    }

    package var description: String {
      "'\(value)' is not a record mode (\(source)): use "
        + RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
    }
  }
}
