import StackTraceIO

/// The command that runs `stacktrace` where a message is read, so that "accept it with ..."
/// names something that works there: the SwiftPM plugin in a package that depends on
/// StackNav, `swift run stacktrace` in StackNav's own package, `stacktrace` where it is
/// installed (docs/golden-workflow.md).
package enum ToolCommand {
  /// The variable the plugin sets for the tool it runs, to the command that ran it.
  package static let variable = "STACKTRACE_COMMAND"

  /// The plugin's command: writing goldens needs its permission.
  package static let plugin = "swift package --allow-writing-to-package-directory stacktrace"

  /// In StackNav's own package.
  package static let ownPackage = "swift run stacktrace"

  /// Installed, on `PATH`.
  package static let installed = "stacktrace"

  /// For the tool's own messages: what `STACKTRACE_COMMAND` says (the plugin ran it), else
  /// `stacktrace`.
  package static func current(_ variables: [String: String]) -> String {
    guard let given = variables[variable], !given.isEmpty else { return installed }
    return Escape.field(given)
  }

  /// For a golden assertion's message, in a test of the package at `packageRoot` (`nil`
  /// when no `Package.swift` holds the test): `STACKTRACE_COMMAND` when set; `swift run
  /// stacktrace` in StackNav's own package; `stacktrace` when one is on `PATH`; else the
  /// plugin's command.
  package static func forTests(packageRoot: String?, variables: [String: String]) -> String {
    if let given = variables[variable], !given.isEmpty { return Escape.field(given) }
    if let root = packageRoot, FileIO.isRegularFile(root + "/Sources/stacktrace/main.swift") {
      return ownPackage
    }
    if ChildProcess.find(installed, searchPath: variables["PATH"] ?? "") != nil {
      return installed
    }
    return plugin
  }

  /// Whether `command` runs without a terminal (the plugin's: SwiftPM gives a plugin none),
  /// so that `review` can only take its decisions from the command line.
  package static func isPlugin(_ command: String) -> Bool {
    command.hasPrefix("swift package")
  }
}
