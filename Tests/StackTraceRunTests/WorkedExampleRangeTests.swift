import StackNav
import StackTraceFormats
import StackTraceRun
import StackTraceScenario
import StackTraceTestSupport
import Testing

/// The worked examples of containers the app writes, of page view controllers and of code
/// inside callbacks are
/// goldens in one profile each; their evidence says which other profiles print the same
/// trace (the same lines, without `viewIsAppearing` before iOS 17). Each runs in every one of
/// those profiles here.
struct WorkedExampleRangeTests {
  /// A golden scenario and the iOS versions that print its trace.
  struct Example: CustomTestStringConvertible, Sendable {
    let path: String
    let versions: ClosedRange<Int>
    var testDescription: String { "\(path) in ios\(versions.lowerBound)...\(versions.upperBound)" }
  }

  static let examples: [Example] = [
    Example(path: "Scenarios/ios17/manual-add-child", versions: 5...26),
    Example(path: "Scenarios/ios16/manual-container-forgets-child", versions: 5...16),
    Example(path: "Scenarios/ios17/manual-cancel-rebegin", versions: 5...26),
    Example(path: "Scenarios/ios17/subview-without-containment", versions: 5...26),
    Example(path: "Scenarios/ios16/subview-before-appearance", versions: 5...16),
    Example(path: "Scenarios/ios17/outside-window-test-harness", versions: 9...26),
    Example(path: "Scenarios/ios12/window-joins-manual-transition", versions: 5...12),
    Example(path: "Scenarios/ios13/window-joins-manual-transition", versions: 13...16),
    Example(path: "Scenarios/ios17/transition-swap-children", versions: 5...26),
    Example(path: "Scenarios/ios16/misuse-transition-not-a-child", versions: 5...16),
    Example(path: "Scenarios/ios17/pages-first-display", versions: 6...26),
    Example(path: "Scenarios/ios17/pages-scroll-swipes", versions: 6...26),
    Example(path: "Scenarios/ios16/pages-curl-swipes", versions: 5...16),
    Example(path: "Scenarios/ios17/pages-curl-swipes", versions: 17...26),
    // Code inside callbacks (W5 to W8, and containers' example 2.5).
    Example(path: "Scenarios/ios17/hook-present-from-viewdidload", versions: 14...26),
    Example(path: "Scenarios/ios12/hook-present-from-viewdidload", versions: 5...13),
    Example(path: "Scenarios/ios16/hook-present-from-viewdidappear", versions: 13...16),
    Example(path: "Scenarios/ios12/hook-segue-destination-presents", versions: 6...16),
    Example(path: "Scenarios/ios17/hook-pushed-presents-detached", versions: 17...26),
    Example(path: "Scenarios/ios14/hook-pushed-presents-detached", versions: 14...16),
    Example(path: "Scenarios/ios13/hook-pushed-presents-detached", versions: 8...13),
    Example(path: "Scenarios/ios7/hook-pushed-presents-detached", versions: 5...7),
    Example(path: "Scenarios/ios12/present-from-unselected-tab", versions: 8...13),
    Example(path: "Scenarios/ios17/navigation-child-push", versions: 5...26),
    Example(path: "Scenarios/ios17/navigation-child-manual-forwarding", versions: 5...26),
    Example(path: "Scenarios/ios17/navigation-child-removed", versions: 5...26),
    Example(path: "Scenarios/ios17/tabs-in-container", versions: 5...26),
    Example(path: "Scenarios/ios17/pages-in-container", versions: 6...26),
    Example(path: "Scenarios/ios17/pages-in-container-off-screen", versions: 6...26),
    Example(path: "Scenarios/ios12/hook-present-at-first-display", versions: 8...12),
    Example(path: "Scenarios/ios7/hook-present-at-first-display", versions: 6...7),
    Example(path: "Scenarios/ios13/hook-tab-presents-at-first-display", versions: 8...13),
    Example(path: "Scenarios/ios7/hook-tab-presents-at-first-display", versions: 5...7),
    Example(path: "Scenarios/ios17/present-from-unselected-tab", versions: 14...26),
    Example(path: "Scenarios/ios13/hook-nested-push", versions: 13...16),
    Example(path: "Scenarios/ios12/hook-nested-push", versions: 5...12),
    Example(path: "Scenarios/ios17/hook-present-in-dismiss-completion", versions: 5...26),
    Example(path: "Scenarios/ios17/present-during-dismissal", versions: 14...26),
    // The interactive pop gesture (navigation, second part: 8.5, 8.11).
    Example(path: "Scenarios/ios13/gesture-root-freeze", versions: 7...16),
    Example(path: "Scenarios/ios17/gesture-root-freeze", versions: 17...26),
    Example(path: "Scenarios/ios10/gesture-during-push", versions: 7...16),
    Example(path: "Scenarios/ios17/gesture-during-push", versions: 17...26),
    Example(path: "Scenarios/ios17/gesture-custom-back-button", versions: 17...26),
    // The transition coordinator (8.6, 8.7).
    Example(path: "Scenarios/ios16/coordinator-cancelled-swipe", versions: 7...16),
    Example(path: "Scenarios/ios17/coordinator-cancelled-swipe", versions: 17...26),
    Example(path: "Scenarios/ios17/coordinator-completed-swipe", versions: 17...26),
    Example(path: "Scenarios/ios12/coordinator-push", versions: 7...16),
    Example(path: "Scenarios/ios17/coordinator-push", versions: 17...26),
    // Alerts (8.8).
    Example(path: "Scenarios/ios16/alert-action-presents", versions: 8...16),
    Example(path: "Scenarios/ios17/alert-action-presents", versions: 17...26),
    // iPad and adaptive presentation (8.9, 8.10).
    Example(path: "Scenarios/ios12/form-sheet-on-ipad", versions: 5...12),
    Example(path: "Scenarios/ios12/popover-kept-on-iphone", versions: 8...12),
    Example(path: "Scenarios/ios13/popover-kept-on-iphone", versions: 13...16),
    Example(path: "Scenarios/ios17/popover-kept-on-iphone", versions: 17...26),
    Example(path: "Scenarios/ios12/popover-presents-on-ipad", versions: 8...12),
    Example(path: "Scenarios/ios16/hook-addsubview-in-viewdidload", versions: 16...16),
    // State restoration (W1 to W7).
    Example(path: "Scenarios/ios12/restore-stack-then-background", versions: 7...12),
    Example(path: "Scenarios/ios16/restore-stack-without-scenes", versions: 13...16),
    Example(path: "Scenarios/ios9/restore-storyboard-stack", versions: 7...12),
    Example(path: "Scenarios/ios16/restore-with-scenes", versions: 13...16),
    Example(path: "Scenarios/ios17/restore-with-scenes", versions: 17...26),
    Example(path: "Scenarios/ios16/restore-with-scenes-into-background", versions: 13...16),
    Example(path: "Scenarios/ios6/restore-root-preserved", versions: 6...6),
    Example(path: "Scenarios/ios12/restore-by-app-delegate-then-pop", versions: 7...12),
    Example(path: "Scenarios/ios12/restore-then-present-background", versions: 7...12),
    Example(path: "Scenarios/ios12/restore-hook-push-waits", versions: 7...12),
    Example(path: "Scenarios/ios12/restore-hook-push-before-decode", versions: 7...12),
    // Children added by a hook while their container appears.
    Example(path: "Scenarios/ios17/child-added-in-viewdidload", versions: 5...26),
    Example(path: "Scenarios/ios17/child-added-in-viewwillappear", versions: 5...26),
    Example(path: "Scenarios/ios16/child-added-in-layout", versions: 5...5),
    Example(path: "Scenarios/ios7/child-added-in-layout", versions: 6...8),
    Example(path: "Scenarios/ios16/child-added-in-layout", versions: 9...16),
    Example(path: "Scenarios/ios17/child-added-in-layout", versions: 17...26),
    Example(path: "Scenarios/ios14/call-doubles-child-appearance", versions: 5...15),
    Example(path: "Scenarios/ios16/call-doubles-child-appearance", versions: 16...16),
    Example(path: "Scenarios/ios17/call-doubles-child-appearance", versions: 17...26),
    Example(path: "Scenarios/ios12/popover-on-iphone", versions: 8...12),
    Example(path: "Scenarios/ios13/popover-on-iphone", versions: 13...16),
  ]

  @Test(
    "each worked example prints its trace in every profile its evidence names", arguments: examples)
  func ranges(_ example: Example) throws {
    let scenario = String(decoding: try Paths.bytes(example.path + ".scenario"), as: UTF8.self)
    let golden = String(decoding: try Paths.bytes(example.path + ".trace"), as: UTF8.self)
    let own = try #require(scenario.split(separator: "\n").first)
    for version in Profile.iosVersions where example.versions.contains(version) {
      let text = scenario.replacingOccurrences(of: String(own), with: "profile ios\(version)")
      let parsed = try ScenarioParser.parse(Array(text.utf8), file: example.path)
      let sink = ByteSink()
      _ = Runner.run(
        parsed, writer: TraceWriter(options: .init(), sink: sink))
      var expected = golden.replacingOccurrences(of: "# \(own)", with: "# profile ios\(version)")
      if version < 17 {
        expected = expected.split(separator: "\n", omittingEmptySubsequences: false)
          .filter { !$0.hasSuffix(" viewIsAppearing") }.joined(separator: "\n")
      }
      #expect(sink.text == expected, "ios\(version)")
    }
  }
}
