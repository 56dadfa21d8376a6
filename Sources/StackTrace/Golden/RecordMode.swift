/// When a golden check writes goldens (STYLE.md, habit 7).
public enum RecordMode: String, CaseIterable, Sendable {
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
  public static let environmentVariable = "STACKTRACE_RECORD"

  /// Whether the environment says this is a CI run: `CI` set to anything but an empty
  /// string, `0`, `false`, `no` or `off`.
  public static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"]?.lowercased() else { return false }
    return !["", "0", "false", "no", "off"].contains(value)
  }

  /// The mode for a run: `never` on CI whatever was asked; else the flag, else
  /// `STACKTRACE_RECORD`, else `pending`.
  ///
  /// - Returns: the mode, and a note when CI overrode what was asked.
  /// - Throws: the word that is not a mode, and where it came from.
  public static func resolve(flag: String?, environment: [String: String]) throws(InvalidMode)
    -> (mode: RecordMode, note: String?)
  {
    let requested: RecordMode?
    if let flag {
      guard let mode = RecordMode(rawValue: flag) else {
        throw InvalidMode(value: flag, source: "--record")
      }
      requested = mode
    } else if let variable = environment[environmentVariable], !variable.isEmpty {
      guard let mode = RecordMode(rawValue: variable) else {
        throw InvalidMode(value: variable, source: environmentVariable)
      }
      requested = mode
    } else {
      requested = nil
    }
    if isContinuousIntegration(environment) {
      let note = requested.flatMap { $0 == .never ? nil : $0 }.map {
        "CI is set: recording is off (record mode \($0.rawValue) ignored)"
      }
      return (.never, note)
    }
    return (requested ?? .pending, nil)
  }

  /// A record mode that does not exist.
  public struct InvalidMode: Error, Equatable, CustomStringConvertible {
    /// The word given.
    public let value: String
    /// Where it was given: `--record` or `STACKTRACE_RECORD`.
    public let source: String
    public var description: String {
      "'\(value)' is not a record mode (\(source)): use "
        + RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
    }
  }
}
