import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory stacktrace ARGUMENTS...`: runs the
/// `stacktrace` tool, built by SwiftPM from this package, in the package the command was
/// typed in, so that a package depending on StackNav needs no install
/// (docs/golden-workflow.md). The tool learns how it was run from `STACKTRACE_COMMAND` and
/// names that command in its messages. SwiftPM gives a plugin no terminal: `review` then
/// lists what is pending, and `review --accept` or `--reject` decides.
@main
struct StackTracePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "stacktrace")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    var environment = ProcessInfo.processInfo.environment
    environment["STACKTRACE_COMMAND"] =
      "swift package --allow-writing-to-package-directory stacktrace"
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    // SwiftPM reports a plugin's failure as "Plugin ended with exit code N" and exits 1.
    if process.terminationReason == .uncaughtSignal || process.terminationStatus != 0 {
      exit(process.terminationStatus == 0 ? 1 : process.terminationStatus)
    }
  }
}
