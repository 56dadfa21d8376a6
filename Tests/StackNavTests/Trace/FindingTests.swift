import Testing

@testable import StackNav

/// The sentences findings print, each made of its parts (`String(joining:)`): those no golden
/// trace shows, and each branch of those with two.
struct FindingTests {
  @Test("a finding's sentence joins its parts in order, names and numbers included")
  func sentences() {
    let expected: [(Finding, String)] = [
      (
        .alreadyAChild(child: "B", parent: "A"),
        "B already is a child of A: addChild does nothing, didMove is called again"
      ),
      (.notAChild(child: "B"), "B has no parent: only its willMove(toParent: nil) is called"),
      (
        .pagesOffScreen(pages: "P"),
        "P is not on screen: the page-turn gesture does not begin"
      ),
      (.nothingToPop(verb: "pop", top: "A"), "A has no navigation controller: pop does nothing"),
      (.nothingToPop(verb: "popToRoot", top: nil), "nothing is on screen: popToRoot does nothing"),
      (
        .nothingToDismiss(caller: "B"),
        "B presents nothing and is not presented: dismiss(animated:) does nothing"
      ),
      (.nothingToDismiss(caller: nil), "nothing is presented: dismiss(animated:) does nothing"),
      (
        .loadViewAssignedNoView(controller: "A", repeats: 12),
        "A.loadView assigned no view: UIKit called loadView and viewDidLoad 12 times, then "
          + "[super loadView] made an empty view"
      ),
      (
        .leak(
          controller: "B",
          path: [
            Finding.RetainStep(label: "C.delegate", target: "B"),
            Finding.RetainStep(label: "B.timer", target: "C"),
          ],
          isCycle: true),
        "B is alive but unreachable from the window or a free-standing owner; retain path: "
          + "C.delegate -> B, B.timer -> C (a retain cycle)"
      ),
      (
        .leak(controller: "é", path: [], isCycle: false),
        "é is alive but unreachable from the window or a free-standing owner; retain path: "
      ),
    ]
    for (finding, sentence) in expected {
      #expect(finding.message == sentence)
    }
  }
}
