import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What running the built `stacktrace` executable gave.
package struct ProcessResult {
  package var code: Int32
  package var output: String
  package var errors: String
}

/// The `stacktrace` executable `swift test` built, beside the test bundle.
package let stacktraceExecutable: URL = {
  let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  var folder = bundle.deletingLastPathComponent()
  while folder.path != "/" {
    let candidate = folder.appendingPathComponent("stacktrace")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    folder = folder.deletingLastPathComponent()
  }
  return Paths.root.appendingPathComponent(".build/debug/stacktrace")
}()

/// Whether the tests run as root (this machine and CI do): then a test that needs an
/// ordinary user runs the binary as `nobody`, through `setpriv`.
package let runsAsRoot = getuid() == 0

/// Runs the real `stacktrace` in `directory` with `arguments`, and `environment` added to a
/// clean environment (no CI, no colour settings); `asOrdinaryUser` runs it as `nobody`
/// (uid and gid 65534, no groups) when the tests run as root, so that permissions apply.
package func runStacktrace(
  _ arguments: [String], in directory: URL, environment: [String: String] = [:],
  asOrdinaryUser: Bool = false
) throws -> ProcessResult {
  let process = Process()
  if asOrdinaryUser, runsAsRoot {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
    process.arguments =
      ["--reuid", "65534", "--regid", "65534", "--clear-groups", stacktraceExecutable.path]
      + arguments
  } else {
    process.executableURL = stacktraceExecutable
    process.arguments = arguments
  }
  return try collect(process, in: directory, environment: environment)
}

/// Runs `script` with `/bin/sh` in `directory`, the real `stacktrace` in `$STACKTRACE`: for
/// what `Process` cannot say (arguments that are not UTF-8, `unshare -m`).
package func runShell(_ script: String, in directory: URL) throws -> ProcessResult {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/sh")
  process.arguments = ["-c", script]
  return try collect(
    process, in: directory, environment: ["STACKTRACE": stacktraceExecutable.path])
}

/// Runs `process` in `directory` with `environment` added to a clean environment, and
/// collects what it printed.
private func collect(
  _ process: Process, in directory: URL, environment: [String: String]
) throws -> ProcessResult {
  process.currentDirectoryURL = directory
  var variables = ProcessInfo.processInfo.environment
  for key in ["CI", "STACKTRACE_RECORD", "NO_COLOR", "GITHUB_STEP_SUMMARY"] {
    variables[key] = nil
  }
  variables.merge(environment) { $1 }
  process.environment = variables
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  let errorData = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return ProcessResult(
    code: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
    errors: String(decoding: errorData, as: UTF8.self))
}

/// A fresh temporary folder, removed by the caller.
package func temporaryFolder(_ label: String = "stacknav") throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("\(label)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

/// Writes `files` (relative path to text) under `folder`, creating folders.
package func write(_ files: [String: String], in folder: URL) throws {
  for (path, text) in files {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: false, encoding: .utf8)
  }
}

/// The text of `path` under `folder`, or `nil`.
package func read(_ path: String, in folder: URL) -> String? {
  try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
}

/// Whether GNU patch is installed (`.ci/run` installs it; a bare machine may lack it).
package let hasGNUPatch = FileManager.default.isExecutableFile(atPath: "/usr/bin/patch")

/// Runs `patch -p STRIP -i PATCH` in `folder`; returns its exit status.
package func applyPatch(_ patchFile: URL, in folder: URL, strip: Int) throws -> Int32 {
  let patch = Process()
  patch.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
  patch.arguments = ["-p\(strip)", "-s", "-i", patchFile.path]
  patch.currentDirectoryURL = folder
  try patch.run()
  patch.waitUntilExit()
  return patch.terminationStatus
}

/// Every file below `folder` with its content, to tell that nothing changed.
package func snapshotFiles(_ folder: URL) throws -> [String: Data] {
  var files: [String: Data] = [:]
  for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
    let url = folder.appendingPathComponent(path)
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
      !isFolder.boolValue
    {
      files[path] = try Data(contentsOf: url)
    }
  }
  return files
}
