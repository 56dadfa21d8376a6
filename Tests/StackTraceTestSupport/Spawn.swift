import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Whether the soak tests run (huge inputs, long loops): `.ci/run` sets `STACKNAV_SOAK=1`,
/// so CI runs them; a plain `swift test` stays quick.
package let soakTests = ProcessInfo.processInfo.environment["STACKNAV_SOAK"] == "1"

/// The folder of a release build of `stacktrace` and `stacktrace-bench`, when
/// `STACKNAV_RELEASE_BUILD` names one (`.ci/run` does).
package let releaseBuild: URL? = ProcessInfo.processInfo.environment["STACKNAV_RELEASE_BUILD"].map {
  URL(fileURLWithPath: $0, relativeTo: Paths.root).standardizedFileURL
}

/// What a measured run of the built `stacktrace` gave.
package struct MeasuredRun {
  /// The exit status.
  package var code: Int32
  /// The peak resident memory of the process, in KiB (`ru_maxrss`).
  package var peakKilobytes: Int
}

/// Runs the built `stacktrace` with `arguments`, standard output to `output`, and measures
/// its peak memory. The run goes through `stacktrace-bench measure`, which forks it from a
/// small process: a child started straight from this (large) test process would report
/// this process's memory as its own peak.
///
/// With `release`, the release build in the folder `STACKNAV_RELEASE_BUILD` names (`.ci/run`
/// builds one and sets it: what users run, at its speed), else this debug build.
package func runMeasured(
  _ arguments: [String], output: String = privateNull.path, release: Bool = false
)
  throws -> MeasuredRun
{
  let folder =
    release
    ? releaseBuild ?? stacktraceExecutable.deletingLastPathComponent()
    : stacktraceExecutable.deletingLastPathComponent()
  let bench = folder.appendingPathComponent("stacktrace-bench")
  let process = Process()
  process.executableURL = bench
  process.arguments =
    ["measure", output, folder.appendingPathComponent("stacktrace").path]
    + arguments
  // A clean environment (no CI, no record mode): what is measured must not depend on it.
  process.environment = ["PATH": "/usr/bin:/bin"]
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let words = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
  // `status peakKiB cpuSeconds seconds`.
  guard process.terminationStatus == 0, words.count == 4, let code = Int32(words[0]),
    let peak = Int(words[1])
  else {
    throw NSError(domain: "stacktrace-bench measure", code: Int(process.terminationStatus))
  }
  return MeasuredRun(code: code, peakKilobytes: peak)
}

/// Runs the built `stacktrace` in `directory` with `input` streamed to its standard input
/// by `feeder` (which may write forever), killing it after `timeout` seconds.
package func runFed(
  _ arguments: [String], in directory: URL, timeout: TimeInterval,
  feeder: @escaping @Sendable (FileHandle) -> Void
) throws -> (result: ProcessResult, seconds: TimeInterval) {
  let process = Process()
  process.executableURL = stacktraceExecutable
  process.arguments = arguments
  process.currentDirectoryURL = directory
  process.environment = ["PATH": "/usr/bin:/bin"]
  let input = Pipe()
  let output = Pipe()
  let errors = Pipe()
  process.standardInput = input
  process.standardOutput = output
  process.standardError = errors
  let start = Date()
  try process.run()
  let writer = input.fileHandleForWriting
  Thread.detachNewThread {
    // A closed pipe (the command stopped reading) ends the feeder with SIGPIPE unless
    // ignored: the test process ignores it for this.
    signal(SIGPIPE, SIG_IGN)
    feeder(writer)
    try? writer.close()
  }
  let collected = Collected()
  Thread.detachNewThread {
    collected.set(output: output.fileHandleForReading.readDataToEndOfFile())
  }
  Thread.detachNewThread {
    collected.set(errors: errors.fileHandleForReading.readDataToEndOfFile())
  }
  let deadline = Date().addingTimeInterval(timeout)
  while process.isRunning, Date() < deadline { usleep(10_000) }
  if process.isRunning {
    process.terminate()
    kill(process.processIdentifier, SIGKILL)
  }
  process.waitUntilExit()
  let seconds = Date().timeIntervalSince(start)
  let (outputData, errorData) = collected.wait()
  return (
    ProcessResult(
      code: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self)),
    seconds
  )
}

/// A feeder for `runFed` that writes `chunk` over and over until the reader goes away.
package func forever(_ text: String) -> @Sendable (FileHandle) -> Void {
  let chunk = Array(String(repeating: text, count: max(1, 65_536 / max(1, text.utf8.count))).utf8)
  return { handle in
    let descriptor = handle.fileDescriptor
    while true {
      let written = chunk.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      if written <= 0 { return }
    }
  }
}

/// The two streams of a process, read on their own threads.
private final class Collected: @unchecked Sendable {
  private let lock = NSCondition()
  private var output: Data?
  private var errors: Data?

  package func set(output data: Data) {
    lock.lock()
    output = data
    lock.broadcast()
    lock.unlock()
  }

  package func set(errors data: Data) {
    lock.lock()
    errors = data
    lock.broadcast()
    lock.unlock()
  }

  package func wait() -> (Data, Data) {
    lock.lock()
    defer { lock.unlock() }
    while output == nil || errors == nil { lock.wait() }
    return (output ?? Data(), errors ?? Data())
  }
}
