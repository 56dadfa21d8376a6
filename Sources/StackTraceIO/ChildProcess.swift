#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Another program run to its end with this process's standard streams (`stacktrace test`
/// runs `swift test` so), found on the `PATH` of the environment it is given rather than
/// this process's own, so that tests can put a program of their own in its place.
package enum ChildProcess {
  /// How a program ended.
  package enum Ending: Sendable, Equatable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signalled(Int32)
  }

  /// Why a program could not be started.
  package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    package let description: String
  }

  /// The first executable regular file named `name` in the folders of `searchPath` (a
  /// `PATH`: folders separated by `:`, an empty one the working directory).
  package static func find(_ name: String, searchPath: String) -> String? {
    for folder in searchPath.split(separator: ":", omittingEmptySubsequences: false) {
      let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + name
      if FileIO.isRegularFile(candidate), access(systemPath(candidate), X_OK) == 0 {
        return candidate
      }
    }
    return nil
  }

  /// Runs `program` (found on `environment`'s `PATH` unless it holds a `/`) with
  /// `arguments` and exactly `environment`, sharing this process's standard input, output
  /// and error, and waits for its end.
  ///
  /// - Throws: `Failure` when it is not found or cannot be started.
  package static func run(
    _ program: String, arguments: [String], environment: [String: String]
  ) throws(Failure) -> Ending {
    let path: String
    if program.contains("/") {
      path = program
    } else if let found = find(program, searchPath: environment["PATH"] ?? "/usr/bin:/bin") {
      path = found
    } else {
      throw Failure(description: "cannot run \(Escape.field(program)): not found on PATH")
    }
    let argv = ([path] + arguments).map { strdup($0) }
    let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
    defer { (argv + envp).forEach { free($0) } }
    var pid = pid_t()
    let file = systemPath(path)
    let started = posix_spawn(&pid, file, nil, nil, argv + [nil], envp + [nil])
    guard started == 0 else {
      throw Failure(
        description: "cannot run \(Escape.field(path)): \(String(cString: strerror(started)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else {
        throw Failure(description: "cannot wait for \(Escape.field(path))")
      }
    }
    // The C macros WIFEXITED and WEXITSTATUS, which Swift does not import.
    let signal = status & 0x7F
    return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
  }
}
