import Testing
import TraceOracle

/// A hand-written trace for each branch of a check's condition, which only that branch
/// rejects, with the check's own words (`scripts/mutation-pass.sh --oracle-branches` takes
/// each branch out in turn: dropping a whole check is caught by the property's trace,
/// narrowing one by these).
struct BranchCase: CustomTestStringConvertible, Sendable {
  var name: String
  var trace: [String]
  var message: String
  var testDescription: String { name }
}

/// The note a launch that restores with scenes prints first.
private let sceneNote =
  "! note: with scenes UIKit restores no view controller: the app rebuilds A from the scene's "
  + "restoration activity"

/// A launch in iOS 17 with scenes, `restore=true` or not, its note where `note` says.
private func sceneLaunch(restore: Bool = true, scenes: Bool? = nil, notes: [Int] = [0]) -> [String]
{
  var lines = [
    "App willFinishLaunching", "App didFinishLaunching", "Scene#1 willConnect", "A init",
    "A loadView", "A viewDidLoad", "A viewWillAppear", "Scene#1 willEnterForeground",
    "Scene#1 didBecomeActive", "A viewIsAppearing", "A viewWillLayoutSubviews",
    "A viewDidLayoutSubviews", "A viewDidAppear",
  ]
  for index in notes.reversed() { lines.insert(sceneNote, at: index) }
  let options = (restore ? " restore=true" : "") + (scenes.map { " scenes=\($0)" } ?? "")
  return ["# profile ios17", "# launch A\(options)"] + lines
}

/// An alert B presented over `root A` in iOS 17, then `statement` under which B goes and its
/// handler runs.
private func alertGone(under statement: String) -> [String] {
  root("ios17", geometry: false) + [
    "# alert B", "B init", "B loadView", "B viewDidLoad", "B viewWillAppear",
    "B viewIsAppearing", "B viewWillLayoutSubviews", "B viewDidLayoutSubviews",
    "B viewDidAppear", "# \(statement)", "B viewWillDisappear", "B viewDidDisappear",
    "B actionHandler",
  ]
}

/// A page view controller P showing A, then a swipe to B, in iOS 17 (`swipePage P to B`).
private func swipe(_ edit: (inout [String]) -> Void) -> [String] {
  var turn = [
    "# swipePage P to B", "P willTransitionTo B", "B loadView", "B viewDidLoad",
    "B viewWillAppear", "A viewWillDisappear", "B viewIsAppearing", "B viewWillLayoutSubviews",
    "B viewDidLayoutSubviews", "B viewDidAppear", "A viewDidDisappear", "B didMoveToParent P",
    "A didMoveToParent nil", "P didFinishAnimating A completed",
  ]
  edit(&turn)
  return [
    "# profile ios17", "# include delegates", "# pages P A B", "A init", "B init", "P init",
    "P loadView", "P viewDidLoad", "A willMoveToParent P", "A loadView", "A viewDidLoad",
    "A didMoveToParent P", "P viewWillAppear", "A viewWillAppear", "P viewIsAppearing",
    "A viewIsAppearing", "P viewWillLayoutSubviews", "P viewDidLayoutSubviews",
    "A viewWillLayoutSubviews", "A viewDidLayoutSubviews", "P viewDidAppear", "A viewDidAppear",
    "B willMoveToParent P",
  ] + turn
}

/// `root A` in `profile` (with `include geometry` when `geometry`): A's first appearance,
/// `viewIsAppearing` and its layout pair left out where asked, `extra` lines after `after`.
private func root(
  _ profile: String, after: String = "", _ extra: [String] = [], isAppearing: Bool = true,
  laidOut: Bool = true, geometry: Bool = true
) -> [String] {
  var lines = ["# profile \(profile)"] + (geometry ? ["# include geometry"] : []) + ["# root A"]
  for word in [
    "init", "loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing",
    "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear",
  ]
  where (word != "viewIsAppearing" || isAppearing) && (!word.hasSuffix("LayoutSubviews") || laidOut)
  {
    lines.append("A \(word)")
    if word == after { lines += extra }
  }
  return lines
}

let branchCases: [BranchCase] = [
  BranchCase(
    name: "a foreground's activation told to another object",
    trace: [
      "# profile ios12", "# foreground", "App willEnterForeground", "Scene#1 didBecomeActive",
    ],
    message: "App willEnterForeground is not followed by its didBecomeActive"),
  BranchCase(
    name: "a foreground's activation never told",
    trace: [
      "# profile ios12", "# foreground", "App willEnterForeground", "App didEnterBackground",
    ],
    message: "App willEnterForeground is not followed by its didBecomeActive"),
  BranchCase(
    name: "a launch into the background, without scenes, that becomes active",
    trace: [
      "# profile ios12", "# launch A into=background", "App willFinishLaunching",
      "App didFinishLaunching", "A init", "A loadView", "A viewDidLoad", "A viewWillAppear",
      "App didBecomeActive", "A viewWillLayoutSubviews", "A viewDidLayoutSubviews",
      "A viewDidAppear", "App didEnterBackground",
    ],
    message: "a launch into the background never becomes active"),
  BranchCase(
    name: "a direct call whose line is another callback",
    trace: root("ios17", geometry: false) + ["# call A viewWillDisappear", "A viewDidDisappear"],
    message: "the call's 'A viewWillDisappear' line comes first"),
  BranchCase(
    name: "a controller moving into a frozen navigation controller, its didMove alone",
    trace: ["# profile ios13", "# push A"] + madeAndShown("A") + [
      "# popGesture allow", "# swipeBack",
      "! note: the pop gesture began on Nav#1's root A: nothing is popped, and Nav#1 stays in "
        + "its interactive transition (the app stops responding to navigation)",
      "# push B", "B init", "B didMoveToParent Nav#1",
    ],
    message: "Nav#1 is frozen by a pop gesture on its root, yet a controller moves into it"),
  BranchCase(
    name: "viewIsAppearing once the controller has appeared",
    trace: root("ios17", after: "viewDidAppear", ["A viewIsAppearing"]),
    message: "outside a single appearance"),
  BranchCase(
    name: "viewIsAppearing, the first of its appearance, once the controller has appeared",
    trace: root(
      "ios17", after: "viewDidAppear", ["A viewIsAppearing"], isAppearing: false, laidOut: false,
      geometry: false),
    message: "outside a single appearance"),
  BranchCase(
    name: "a page's willTransitionTo after the turn's first disappearance",
    trace: swipe {
      $0.removeAll { $0 == "A viewWillDisappear" }
      $0.insert("A viewWillDisappear", at: 1)
    },
    message: "willTransitionTo after the turn's first appearance callback"),
  BranchCase(
    name: "prepareForSegue once the destination began to appear, its view not loaded",
    trace: root("ios17", geometry: false) + [
      "# segue B kind=present", "A shouldPerformSegue B", "B init", "B awakeFromNib",
      "B viewWillAppear", "A prepareForSegue B",
    ],
    message: "prepareForSegue after the destination's view loaded"),
  BranchCase(
    name: "a sheet's DidDismiss in a cancelled swipe down",
    trace: [
      "# profile ios17", "# include delegates", "# root A", "A init", "A loadView",
      "A viewDidLoad", "A viewWillAppear", "A viewIsAppearing", "A viewWillLayoutSubviews",
      "A viewDidLayoutSubviews", "A viewDidAppear", "# present B style=pageSheet", "B init",
      "B loadView", "B viewDidLoad", "B viewWillAppear", "B viewIsAppearing",
      "B viewWillLayoutSubviews", "B viewDidLayoutSubviews", "B viewDidAppear",
      "# swipeDown cancel", "B presentationControllerShouldDismiss",
      "B presentationControllerWillDismiss", "B viewWillDisappear", "B viewDidDisappear",
      "B presentationControllerDidDismiss",
    ],
    message: "DidDismiss outside a completed swipe down or a tap outside"),
  BranchCase(
    name: "the adaptive delegate in a statement that presents nothing",
    trace: [
      "# profile ios17", "# include delegates", "# push A adapt=none", "A init",
      "A adaptivePresentationStyle B",
    ],
    message: "the adaptive delegate outside a present ... adapt=none"),
  BranchCase(
    name: "an alert's handler in a statement that is no tapAction",
    trace: alertGone(under: "dismiss B"),
    message: "an alert's action handler outside a tapAction on it"),
  BranchCase(
    name: "an alert's handler in a tapAction on another alert",
    trace: alertGone(under: "tapAction C"),
    message: "an alert's action handler outside a tapAction on it"),
  BranchCase(
    name: "margins once the controller has appeared",
    trace: root("ios17", after: "viewDidAppear", ["A viewLayoutMarginsDidChange"]),
    message: "outside an appearance, before viewIsAppearing and the layout"),
  BranchCase(
    name: "margins once the controller has appeared, its view never laid out",
    trace: root(
      "ios16", after: "viewDidAppear", ["A viewLayoutMarginsDidChange"], isAppearing: false,
      laidOut: false, geometry: false),
    message: "outside an appearance, before viewIsAppearing and the layout"),
  BranchCase(
    name: "margins after the view's layout",
    trace: root(
      "ios16", after: "viewDidLayoutSubviews", ["A viewSafeAreaInsetsDidChange"],
      isAppearing: false),
    message: "outside an appearance, before viewIsAppearing and the layout"),
  BranchCase(
    name: "margins after viewIsAppearing",
    trace: root("ios17", after: "viewIsAppearing", ["A viewLayoutMarginsDidChange"]),
    message: "outside an appearance, before viewIsAppearing and the layout"),
  BranchCase(
    name: "updateProperties once the controller has appeared",
    trace: root("ios26", after: "viewDidAppear", ["A updateProperties"]),
    message: "outside an appearance, after viewIsAppearing and before its layout"),
  BranchCase(
    name: "updateProperties once the controller has appeared, its view never laid out",
    trace: root(
      "ios26", after: "viewDidAppear", ["A updateProperties"], laidOut: false, geometry: false),
    message: "outside an appearance, after viewIsAppearing and before its layout"),
  BranchCase(
    name: "updateProperties after the view's layout",
    trace: root("ios26", after: "viewDidLayoutSubviews", ["A updateProperties"]),
    message: "outside an appearance, after viewIsAppearing and before its layout"),
  BranchCase(
    name: "updateViewConstraints once the controller has appeared",
    trace: root("ios17", after: "viewDidAppear", ["A updateViewConstraints"]),
    message: "outside an appearance, before its layout"),
  BranchCase(
    name: "updateViewConstraints once the controller has appeared, its view never laid out",
    trace: root(
      "ios17", after: "viewDidAppear", ["A updateViewConstraints"], laidOut: false,
      geometry: false),
    message: "outside an appearance, before its layout"),
  BranchCase(
    name: "updateViewConstraints after the view's layout",
    trace: root("ios17", after: "viewDidLayoutSubviews", ["A updateViewConstraints"]),
    message: "outside an appearance, before its layout"),
  BranchCase(
    name: "the scenes note under another statement",
    trace: sceneLaunch(notes: []) + ["# background", sceneNote],
    message: "the note that the app rebuilds its stack is out of place"),
  BranchCase(
    name: "the scenes note under the statement after a launch that printed nothing",
    trace: ["# profile ios17", "# launch A restore=true", "# background", sceneNote],
    message: "the note that the app rebuilds its stack is out of place"),
  BranchCase(
    name: "the scenes note under a launch that restores nothing",
    trace: sceneLaunch(restore: false),
    message: "the note that the app rebuilds its stack is out of place"),
  BranchCase(
    name: "the scenes note under a launch without scenes",
    trace: sceneLaunch(scenes: false),
    message: "the note that the app rebuilds its stack is out of place"),
  BranchCase(
    name: "the scenes note after the launch's first line",
    trace: sceneLaunch(notes: [1]),
    message: "the note that the app rebuilds its stack is out of place"),
  BranchCase(
    name: "the scenes note twice",
    trace: sceneLaunch(notes: [0, 0]),
    message: "the note that the app rebuilds its stack is out of place"),
  BranchCase(
    name: "a restoration class's line followed by another controller's init",
    trace: restored().split(separator: "\n").map(String.init).map {
      $0 == "B init" ? "C init" : $0
    },
    message: "B's maker is not followed by B init"),
  BranchCase(
    name: "a restoration class's line followed by its controller's other line",
    trace: restored().split(separator: "\n").map(String.init).map {
      $0 == "B init" ? "B loadView" : $0
    },
    message: "B's maker is not followed by B init"),
  BranchCase(
    name: "applicationFinishedRestoringState to a controller not restored",
    trace: restored().split(separator: "\n").map(String.init).map {
      $0 == "B applicationFinishedRestoringState" ? "C applicationFinishedRestoringState" : $0
    },
    message: "not a restored controller, or told twice"),
]

struct OracleBranchTests {
  @Test(
    "each branch of a check's condition rejects its own trace, in its own words",
    arguments: branchCases)
  func rejects(_ example: BranchCase) {
    let violations = TraceOracle.check(text: example.trace.joined(separator: "\n"))
    #expect(
      violations.contains { $0.message.contains(example.message) },
      "\(violations.map(\.message))")
  }
}
