import Foundation
import StackNavTesting
import StackTraceDiff
import StackTraceFormats
import StackTraceGolden
import StackTraceIO
import StackTraceRun
import StackTraceScenario
import StackTraceTestSupport
import XCTest

/// `assertGolden` from an XCTest test case: outside Swift Testing it reports through XCTest.
final class GoldenXCTestTests: XCTestCase {
  func testScenarioMatchesItsGolden() {
    let path = Paths.scenarios.appendingPathComponent("ios17/push-pop.scenario").path
    let check = assertGolden(scenarioFile: path, record: .never)
    XCTAssertEqual(check?.status, .passed)
  }
}
