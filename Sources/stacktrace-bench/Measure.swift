#if canImport(Glibc)
  import Glibc
#endif

/// Runs programs and measures them: wall time, and the peak memory of the child.
enum Measure {
  /// What one run of a program gave.
  struct Run {
    var seconds: Double
    var peakKiB: Int
    var status: Int32
    /// User plus system CPU time of the child: steadier than the wall clock on a shared
    /// machine.
    var cpuSeconds: Double = 0
  }

  /// Seconds on a monotonic clock.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Runs `arguments` (the program first, found on PATH if it has no slash) with standard
  /// output to `output` (a path; /dev/null by default) and standard error discarded.
  ///
  /// A child's peak memory starts from what its parent had when it forked (Linux carries the
  /// high-water mark over `exec`), so the harness, which holds its workloads, never forks the
  /// program itself: it runs a fresh copy of itself (`stacktrace-bench measure`), small, which
  /// forks the program and reports on it.
  static func run(_ arguments: [String], output: String = "/dev/null") -> Run {
    let report = productsFolder() + "/bench/measure-report.txt"
    let helper = direct([CommandLine.arguments[0], "measure", output] + arguments, output: report)
    let fields = String(decoding: contents(of: report) ?? [], as: UTF8.self)
      .split(whereSeparator: { $0 == " " || $0 == "\n" })
    guard helper.status == 0, fields.count == 4, let status = Int32(fields[0]),
      let peak = Int(fields[1]), let cpu = Double(fields[2]), let seconds = Double(fields[3])
    else { return Run(seconds: 0, peakKiB: 0, status: -1) }
    return Run(seconds: seconds, peakKiB: peak, status: status, cpuSeconds: cpu)
  }

  /// Forks and runs `arguments`, measuring the child (what `stacktrace-bench measure` does).
  ///
  /// The child is forked, not spawned with vfork: a vfork child would report the parent's
  /// memory as its own peak.
  static func direct(_ arguments: [String], output: String = "/dev/null") -> Run {
    let cArguments = arguments.map { strdup($0) } + [nil]
    defer { cArguments.forEach { free($0) } }
    let start = now()
    let pid = fork()
    if pid == 0 {
      let out = open(output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      let null = open("/dev/null", O_WRONLY)
      dup2(out, 1)
      dup2(null, 2)
      if let program = cArguments[0] { execvp(program, cArguments) }
      _exit(127)
    }
    guard pid > 0 else { return Run(seconds: 0, peakKiB: 0, status: -1) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let seconds = now() - start
    let cpu =
      Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    return Run(
      seconds: seconds, peakKiB: usage.ru_maxrss, status: (status >> 8) & 0xFF, cpuSeconds: cpu)
  }

  /// The best CPU time of `times` runs of each of `ours` and `anchor`, run in turn (ours,
  /// anchor, ours, ...), so that both see the same load on a shared machine.
  static func bestInterleaved(
    _ times: Int, _ ours: [String], _ anchor: [String], output: String = "/dev/null",
    anchorOutput: String = "/dev/null"
  ) -> (ours: Run, anchor: Run) {
    var best: (ours: Run?, anchor: Run?) = (nil, nil)
    for _ in 0..<times {
      let mine = run(ours, output: output)
      let theirs = run(anchor, output: anchorOutput)
      if best.ours.map({ mine.cpuSeconds < $0.cpuSeconds }) ?? true { best.ours = mine }
      if best.anchor.map({ theirs.cpuSeconds < $0.cpuSeconds }) ?? true { best.anchor = theirs }
    }
    return (best.ours ?? run(ours), best.anchor ?? run(anchor))
  }

  /// The best CPU time of `times` runs of `arguments`.
  static func best(_ times: Int, _ arguments: [String], output: String = "/dev/null") -> Run {
    (0..<times).map { _ in run(arguments, output: output) }
      .min { $0.cpuSeconds < $1.cpuSeconds } ?? run(arguments, output: output)
  }

  /// The median of `times` runs of `arguments`.
  static func median(_ times: Int, _ arguments: [String], output: String = "/dev/null") -> Run {
    let runs = (0..<times).map { _ in run(arguments, output: output) }
      .sorted { $0.seconds < $1.seconds }
    return runs[runs.count / 2]
  }

  /// Writes `block` to `path` again and again, up to `bytes` (a large input in a few writes).
  static func repeatBlock(_ block: String, to path: String, bytes: Int) {
    guard let file = fopen(path, "w") else { fatalError("cannot write \(path)") }
    let data = Array(block.utf8)
    var written = 0
    while written + data.count <= bytes {
      written += fwrite(data, 1, data.count, file)
    }
    fclose(file)
  }

  /// Writes `text` to `path`.
  static func write(_ text: String, to path: String) {
    guard let file = fopen(path, "w") else { fatalError("cannot write \(path)") }
    _ = text.withCString { fputs($0, file) }
    fclose(file)
  }

  /// The lines of the file at `path` that are callback lines (start with an uppercase letter).
  static func callbackLines(in path: String) -> Int {
    guard let file = fopen(path, "r") else { return 0 }
    defer { fclose(file) }
    var count = 0
    var atLineStart = true
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let read = fread(&buffer, 1, buffer.count, file)
      if read == 0 { break }
      for byte in buffer[0..<read] {
        if atLineStart, byte >= 0x41, byte <= 0x5A { count += 1 }
        atLineStart = byte == 0x0A
      }
    }
    return count
  }

  /// The number of lines of the file at `path`.
  static func lines(in path: String) -> Int {
    guard let file = fopen(path, "r") else { return 0 }
    defer { fclose(file) }
    var count = 0
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let read = fread(&buffer, 1, buffer.count, file)
      if read == 0 { break }
      count += buffer[0..<read].count { $0 == 0x0A }
    }
    return count
  }

  /// The folder holding this executable (the build products, `stacktrace` among them).
  static func productsFolder() -> String {
    var buffer = [CChar](repeating: 0, count: 4_096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    let path = String(
      decoding: buffer[0..<max(0, length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
  }

  /// The package whose build folder holds `products` (`ROOT/.build/...`): the first folder
  /// above it with a Package.swift.
  static func packageRoot(from products: String) -> String {
    var folder = products
    while let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
      folder = String(folder[..<slash])
      if access(folder + "/Package.swift", F_OK) == 0 { return folder }
    }
    return "."
  }

  /// The machine's load average over the last minute.
  static func loadAverage() -> Double {
    var loads = [Double](repeating: 0, count: 3)
    return getloadavg(&loads, 3) > 0 ? loads[0] : 0
  }

  /// Waits until the load average is below `bound`, at most `seconds`; returns the load
  /// then.
  static func waitForLoad(below bound: Double, atMost seconds: Double) -> Double {
    let start = now()
    var load = loadAverage()
    while load >= bound, now() - start < seconds {
      sleep(5)
      load = loadAverage()
    }
    return load
  }

  /// The first `count` lines of the file at `path`.
  static func firstLines(of path: String, _ count: Int) -> String {
    guard let file = fopen(path, "r") else { return "" }
    defer { fclose(file) }
    var text: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var lines = 0
    while lines < count {
      let read = fread(&buffer, 1, buffer.count, file)
      if read <= 0 { break }
      for byte in buffer[..<read] where lines < count {
        text.append(byte)
        if byte == 0x0A { lines += 1 }
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Whether `patch` turns the file `source` into `target` with the diff `diff` (written to a
  /// scratch file in `folder`; `source` is left as it is).
  static func patchApplies(
    _ diff: String, to source: String, giving target: String, in folder: String
  )
    -> Bool
  {
    let patched = folder + "/patched.trace"
    let run = run(["patch", "-s", "-o", patched, source, diff])
    return run.status == 0 && contents(of: patched) == contents(of: target)
  }

  /// The bytes of the file at `path`.
  static func contents(of path: String) -> [UInt8]? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let read = fread(&buffer, 1, buffer.count, file)
      if read <= 0 { return result }
      result += buffer[..<read]
    }
  }

  /// How many scenarios `stacktrace explore` covered and ran, from the closing line of its
  /// report in `path`: `checked N scenarios ... (R run; ...`. (The blind spots' line before
  /// it holds parentheses too.)
  static func exploreCounts(in path: String) -> (scenarios: Int, runs: Int) {
    let report = String(decoding: contents(of: path) ?? [], as: UTF8.self)
    guard let text = report.split(separator: "\n").last(where: { $0.hasPrefix("checked ") }),
      let open = text.firstIndex(of: "(")
    else { return (0, 0) }
    func number(_ text: Substring) -> Int {
      Int(String(text.prefix { $0.isNumber || $0 == "," }.filter { $0.isNumber })) ?? 0
    }
    return (number(text.dropFirst("checked ".count)), number(text[text.index(after: open)...]))
  }
}
