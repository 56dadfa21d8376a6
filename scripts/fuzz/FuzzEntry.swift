// The libFuzzer target over parse-and-run (scripts/fuzz.sh builds it; it is not part of the
// Swift package). Every input is parsed as a scenario; a scenario that parses runs under its
// profile in both trace formats, and the independent oracle checks both traces. A crash, a
// hang, an engine inconsistency or an oracle violation is a finding.

import StackNav
import StackTraceDiff
import StackTraceFormats
import StackTraceRun
import StackTraceScenario
import TraceOracle

#if canImport(Glibc)
  import Glibc
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let scenario = try? ScenarioParser.parse(bytes, file: "fuzz.scenario") else { return 0 }
  var traces: [String] = []
  for format in TraceWriter.Format.allCases {
    var options = TraceWriter.Options()
    options.format = format
    options.showsContainers = true
    options.showsFlags = format == .text
    let sink = ByteSink()
    let writer = TraceWriter(options: options, sink: sink)
    if case .inconsistent(let problems, let location) = Runner.run(
      scenario, profile: .documented, writer: writer)
    {
      fail("engine inconsistency at \(location): \(problems)")
    }
    traces.append(sink.text)
  }
  let violations = TraceOracle.check(text: traces[0]) + TraceOracle.check(jsonLines: traces[1])
  if !violations.isEmpty { fail("oracle: \(violations)") }
  // The differ on arbitrary text against the trace: it must not crash or blow up.
  _ = UnifiedDiff(old: String(decoding: bytes, as: UTF8.self), new: traces[0])
    .render(oldName: "a", newName: "b")
  return 0
}

private func fail(_ message: String) -> Never {
  let errors = ByteSink.standardError()
  errors.write("FINDING: \(message)\n")
  errors.flush()
  abort()
}
