import Foundation
import StackTraceTestSupport
import Testing

@testable import StackTraceIO
@testable import StackTraceScenario

#if canImport(Glibc)
  import Glibc
#endif

/// The scenario reader's bounds at their exact edges (docs/limits.md): a line of exactly the
/// line bound, and a scenario of exactly the size bound, are read; a byte more is an error,
/// never a silently cut input. At a small configured bound here, at the real one in the soak
/// tier.
struct ScenarioBoundsTests {
  @Test("a scenario line of exactly 65,536 bytes is read; one byte more is refused")
  func scenarioLineBound() throws {
    let limit = ScenarioLimits.lineBytes
    #expect(limit == 65_536)
    for (length, refused) in [(limit, false), (limit + 1, true)] {
      let line = "push A #" + String(repeating: "x", count: length - 8)
      #expect(line.utf8.count == length)
      let folder = try temporaryFolder("stacknav-line")
      defer { try? FileManager.default.removeItem(at: folder) }
      try write(["s.scenario": line + "\npop\n"], in: folder)
      let descriptor = open(folder.appendingPathComponent("s.scenario").path, O_RDONLY)
      defer { close(descriptor) }
      for source in [ByteSource.bytes(Array((line + "\npop\n").utf8)), .descriptor(descriptor)] {
        do {
          let scenario = try ScenarioParser.parse(source, file: "s.scenario")
          #expect(!refused)
          #expect(scenario.statements.map(\.verb) == ["push", "pop"])
        } catch {
          #expect(refused)
          #expect(error.description.hasPrefix("s.scenario:1:1: error: line is longer than 65536"))
        }
      }
    }
  }

  /// Parses `text` with a size bound of `bound` bytes, from memory and from a file.
  func parse(_ text: String, bound: Int) throws -> [Result<Int, ScenarioError>] {
    let folder = try temporaryFolder("stacknav-size")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("s.scenario")
    try text.write(to: file, atomically: false, encoding: .utf8)
    let descriptor = open(file.path, O_RDONLY)
    defer { close(descriptor) }
    return [ByteSource.bytes(Array(text.utf8)), .descriptor(descriptor)].map { source in
      let reader = LineReader(
        source, name: "s.scenario", maximumLineBytes: ScenarioLimits.lineBytes,
        maximumBytes: bound, dropsCarriageReturns: false)
      do throws(ScenarioError) {
        return .success(try ScenarioParser.parse(reader).statements.count)
      } catch {
        return .failure(error)
      }
    }
  }

  @Test("input over the size bound is an error, never silently cut")
  func sizeBound() throws {
    let text = "push A\npop\n"  // 11 bytes
    for result in try parse(text, bound: 11) {
      #expect(try result.get() == 2)
    }
    for bound in [10, 7, 3] {
      for result in try parse(text, bound: bound) {
        #expect(throws: ScenarioError.self) { try result.get() }
        if case .failure(let error) = result { #expect(error.problem == .tooLarge) }
      }
    }
  }

  @Test("the real size bound: 64 MiB is parsed, one byte more refused", .enabled(if: soakTests))
  func realSizeBound() throws {
    let bound = ScenarioLimits.bytes
    let line = String(repeating: " ", count: 1_023) + "\n"
    let whole =
      String(repeating: line, count: bound / 1_024 - 1) + "push A\n"
      + String(repeating: " ", count: 1_024 - 7)
    #expect(whole.utf8.count == bound)
    for result in try parse(whole, bound: bound) {
      #expect(try result.get() == 1)
    }
    for result in try parse(whole + "x", bound: bound) {
      if case .failure(let error) = result {
        #expect(error.problem == .tooLarge)
      } else {
        Issue.record("a scenario one byte over the bound was parsed")
      }
    }
  }
}
