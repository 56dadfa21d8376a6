import Foundation
import StackNav
import StackNavTesting
import StackTrace
import Testing

struct GoldenAssertionTests {
  @Test("a scenario matching its golden passes")
  func passes() throws {
    let path = Paths.root.appendingPathComponent("Scenarios/documented/push.scenario").path
    let check = assertGolden(scenario: path, record: .never)
    #expect(check?.status == .passed)
  }

  @Test("a mismatch fails the test with the unified diff")
  func mismatch() throws {
    let folder = try temporaryFolder("stacknav-assert")
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("root.trace").path
    try "# root A\nA init\n".write(toFile: golden, atomically: true, encoding: .utf8)
    var check: ScenarioCheck?
    withKnownIssue {
      check = assertGolden(trace: "root A\n", golden: golden, record: .never)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("+A loadView\n") }
    }
    #expect(check?.status == .failed)
    #expect(check?.divergence?.scenarioLine == 1)
  }

  @Test("a missing golden is recorded, and that fails the test until it is reviewed")
  func records() throws {
    let folder = try temporaryFolder("stacknav-assert")
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("new.trace").path
    // With `CI` set, recording is off whatever the test asks: the golden is reported
    // missing and nothing is written.
    let onCI = RecordMode.isContinuousIntegration(ProcessInfo.processInfo.environment)
    withKnownIssue {
      assertGolden(trace: "push A\n", golden: golden, record: .missing)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix(onCI ? "<scenario> has no golden" : "recorded a new golden")
      }
    }
    guard !onCI else {
      #expect(!FileManager.default.fileExists(atPath: golden))
      return
    }
    #expect(try String(contentsOfFile: golden, encoding: .utf8).hasPrefix("# push A\nA init\n"))
    assertGolden(trace: "push A\n", golden: golden, record: .never)
  }

  @Test("a scenario error fails the test with its position")
  func scenarioError() {
    withKnownIssue {
      assertGolden(trace: "push a\n", golden: "/nonexistent/x.trace", record: .never)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("<scenario>:1:6: error:") }
    }
  }
}
