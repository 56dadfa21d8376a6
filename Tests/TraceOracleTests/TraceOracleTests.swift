import Testing
import TraceOracle

/// A hand-written trace and the property it must break (or `nil`: it must pass).
struct OracleCase: CustomTestStringConvertible, Sendable {
  var name: String
  var trace: String
  var breaks: TraceOracle.Property?
  var testDescription: String { name }
}

/// The first appearance of `name` on the window, as every profile before iOS 17 prints it.
private func shown(_ name: String, isAppearing: Bool = false) -> String {
  """
  \(name) init
  \(name) loadView
  \(name) viewDidLoad
  \(name) viewWillAppear
  \(isAppearing ? "\(name) viewIsAppearing\n" : "")\(name) viewWillLayoutSubviews
  \(name) viewDidLayoutSubviews
  \(name) viewDidAppear
  """
}

/// UIKit's line for the first navigation controller's unbalanced appearance.
private let unbalancedNav1 =
  "! warning: Unbalanced calls to begin/end appearance transitions for <Nav#1>."

/// `launch Feed embed=nav` (in iOS 12 by default) whose first screen presents a login from its
/// `viewDidLoad`: the presentation interrupts the first display (`hook.presentAtFirstDisplay`).
/// `unbalanced` is what comes where UIKit logs its `Unbalanced calls` line.
private func presentAtFirstDisplay(
  profile: String = "ios12",
  unbalanced: String = unbalancedNav1,
  early: String = ""
) -> String {
  """
  # profile \(profile)
  # on Feed viewDidLoad present Login style=fullScreen
  # launch Feed embed=nav
  App willFinishLaunching
  App didFinishLaunching
  Feed init
  Feed willMoveToParent Nav#1
  Feed loadView
  Feed viewDidLoad
  # in Feed viewDidLoad: present Login style=fullScreen
  Login init
  ! warning: Presenting view controllers on detached view controllers is discouraged <Feed>.
  Feed viewWillAppear
  App didBecomeActive
  Feed viewWillLayoutSubviews
  Feed viewDidLayoutSubviews
  Login loadView
  Login viewDidLoad
  Feed viewWillDisappear
  Login viewWillAppear
  Login viewWillLayoutSubviews
  Login viewDidLayoutSubviews
  Login viewDidAppear\(early.isEmpty ? "" : "\n" + early)
  Feed viewDidDisappear\(unbalanced.isEmpty ? "" : "\n" + unbalanced)
  Feed didMoveToParent Nav#1
  """
}

/// `push A B` on an empty window in a version profile, flags shown.
private let pushedAB = """
  # push A B
  A init
  A willMoveToParent Nav#1
  A didMoveToParent Nav#1
  A loadView
  A viewDidLoad
  A viewWillAppear notAnimated
  A viewDidAppear notAnimated
  B init
  B willMoveToParent Nav#1 isMovingToParent
  B loadView isMovingToParent
  B viewDidLoad isMovingToParent
  A viewWillDisappear animated
  B viewWillAppear animated isMovingToParent
  A viewDidDisappear animated
  B viewDidAppear animated isMovingToParent
  B didMoveToParent Nav#1
  """

/// `tabs A B` in a version profile before iOS 17.
private let tabsAB = """
  # tabs A B
  A init
  B init
  A willMoveToParent Tab#1
  A didMoveToParent Tab#1
  B willMoveToParent Tab#1
  B didMoveToParent Tab#1
  A loadView
  A viewDidLoad
  A viewWillAppear
  A viewDidAppear
  """

/// `push R` then `meanwhile push P` played as an ordinary push after R appeared: what the
/// model did before the launch rules.
private let ordinarySameTurnPush = """
  # push R
  R init
  \(rootWillHalf)
  R viewDidAppear
  # meanwhile push P
  P init
  P loadView
  P viewDidLoad
  R viewWillDisappear
  P viewWillAppear
  P viewIsAppearing
  P viewWillLayoutSubviews
  P viewDidLayoutSubviews
  R viewDidDisappear
  P viewDidAppear
  """

/// R's first appearance up to its viewDidAppear, iOS 17 on.
private let rootWillHalf = """
  R loadView
  R viewDidLoad
  R viewWillAppear
  R viewIsAppearing
  R viewWillLayoutSubviews
  R viewDidLayoutSubviews
  """

/// The end of P's appearance in a push in the same turn as the first display, iOS 17 on.
private let pushedAppears = """
  P viewIsAppearing
  P viewWillLayoutSubviews
  P viewDidLayoutSubviews
  P viewDidAppear
  P didMoveToParent Nav#1
  """

/// `push A`, then `push B` up to B's view loading, in a profile with move callbacks.
private let pushAThenLoadB = """
  # profile ios9
  # push A
  A init
  A willMoveToParent Nav#1
  A loadView
  A viewDidLoad
  A viewWillAppear
  A viewDidAppear
  # push B
  B init
  B willMoveToParent Nav#1
  B loadView
  B viewDidLoad
  """

/// Traces the oracle must reject, each for the property it names.
/// `pages P A B` in iOS 16, with delegates.
private let pagesShown = """
  # profile ios16
  # include delegates
  # pages P A B
  A init
  B init
  P init
  P loadView
  P viewDidLoad
  A loadView
  A viewDidLoad
  A viewWillAppear
  A viewDidAppear
  A didMoveToParent P
  P viewWillAppear
  P viewWillLayoutSubviews
  P viewDidLayoutSubviews
  A viewWillLayoutSubviews
  A viewDidLayoutSubviews
  P viewDidAppear
  """

/// A completed scroll turn from A to B, without the delegate's lines.
private let pageTurned = """
  B loadView
  B viewDidLoad
  B viewWillAppear
  A viewWillDisappear
  B viewWillLayoutSubviews
  B viewDidLayoutSubviews
  B viewDidAppear
  A viewDidDisappear
  B didMoveToParent P
  A didMoveToParent nil
  """

/// A hook on A's viewDidLoad, then A made and its view loading.
private let hookOnA = "# profile ios17\n# on A viewDidLoad view B\n# view A\nA init\nA loadView"

/// Example W1's trace (a restored stack, then `background`) in `profile`, changed by `edit`.
func restored(
  _ profile: String = "ios12", _ edit: (inout [String]) -> Void = { _ in }
) -> String {
  var lines = [
    "# profile \(profile)", "# launch A B embed=nav restore=true", "App willFinishLaunching",
    "A init", "A willMoveToParent Nav#1", "App shouldRestoreState",
    "B viewControllerWithRestorationIdentifierPath", "B init", "A loadView", "A viewDidLoad",
    "B loadView", "B viewDidLoad", "Nav#1 decodeRestorableState", "A didMoveToParent Nav#1",
    "B willMoveToParent Nav#1", "A decodeRestorableState", "B decodeRestorableState",
    "App didDecodeState", "Nav#1 applicationFinishedRestoringState",
    "A applicationFinishedRestoringState", "B applicationFinishedRestoringState",
    "App didFinishLaunching", "B viewWillAppear", "App didBecomeActive",
    "B viewWillLayoutSubviews", "B viewDidLayoutSubviews", "B viewDidAppear",
    "B didMoveToParent Nav#1", "# background", "App willResignActive", "App didEnterBackground",
    "App shouldSaveState", "App willEncodeState", "Nav#1 encodeRestorableState",
    "A encodeRestorableState", "B encodeRestorableState",
  ]
  edit(&lines)
  return lines.joined(separator: "\n")
}

/// Moves the line `line` of `lines` to stand before `before`.
private func move(_ line: String, before: String, in lines: inout [String]) {
  lines.removeAll { $0 == line }
  lines.insert(line, at: lines.firstIndex(of: before) ?? lines.endIndex)
}

let badTraces: [OracleCase] = [
  OracleCase(
    name: "a restored stack decoded out of the chain's order",
    trace: restored { move("B decodeRestorableState", before: "A decodeRestorableState", in: &$0) },
    breaks: .restoration),
  OracleCase(
    name: "a child decoded before its navigation controller",
    trace: restored {
      move("Nav#1 decodeRestorableState", before: "App didDecodeState", in: &$0)
    },
    breaks: .restoration),
  OracleCase(
    name: "a restored controller decoded before its view loads",
    trace: restored {
      move("B decodeRestorableState", before: "B loadView", in: &$0)
    },
    breaks: .restoration),
  OracleCase(
    name: "applicationFinishedRestoringState in iOS 6",
    trace: restored("ios6"),
    breaks: .restoration),
  OracleCase(
    name: "a restoration class's line not followed by its controller's init",
    trace: restored { $0.removeAll { $0 == "B init" } },
    breaks: .restoration),
  OracleCase(
    name: "a restored controller appearing before the window shows",
    trace: restored { move("B viewWillAppear", before: "App didFinishLaunching", in: &$0) },
    breaks: .restoration),
  OracleCase(
    name: "encodes without the delegate's agreement",
    trace: restored { $0.removeAll { $0 == "App shouldSaveState" } },
    breaks: .restoration),
  OracleCase(
    name: "a child encoded before its navigation controller",
    trace: restored {
      move("Nav#1 encodeRestorableState", before: "B encodeRestorableState", in: &$0)
    },
    breaks: .restoration),
  OracleCase(
    name: "no preservation after a restoring launch's app enters the background",
    trace: restored { $0.removeLast(5) },
    breaks: .restoration),
  OracleCase(
    name: "with scenes, a restoration line and no note",
    trace: [
      "# profile ios17", "# launch A restore=true", "App willFinishLaunching",
      "App didFinishLaunching", "Scene#1 willConnect", "A init", "A loadView", "A viewDidLoad",
      "A decodeRestorableState", "A viewWillAppear", "Scene#1 willEnterForeground",
      "Scene#1 didBecomeActive", "A viewIsAppearing", "A viewWillLayoutSubviews",
      "A viewDidLayoutSubviews", "A viewDidAppear",
    ].joined(separator: "\n"),
    breaks: .restoration),
  OracleCase(
    name: "an alongside block no hook registered",
    trace: (["# profile ios13", "# push A"] + madeAndShown("A")
      + ["# push B"] + madeAndShown("B", after: "viewWillAppear", ["B alongside"]))
      .joined(separator: "\n"),
    breaks: .completions),
  OracleCase(
    name: "an alongside block after the transition's did callbacks",
    trace: (["# profile ios13", "# push A"] + madeAndShown("A")
      + ["# on B viewWillAppear alongside", "# push B"]
      + madeAndShown("B", after: "viewWillAppear", ["# in B viewWillAppear: alongside"])
      + ["B alongside"])
      .joined(separator: "\n"),
    breaks: .completions),
  OracleCase(
    name: "an alongside completion no hook registered",
    trace: (["# profile ios13", "# push A"] + madeAndShown("A")
      + ["# on B viewWillAppear alongside", "# push B"]
      + madeAndShown("B", after: "viewWillAppear", ["# in B viewWillAppear: alongside"])
      + ["B alongsideCompletion"])
      .joined(separator: "\n"),
    breaks: .completions),
  OracleCase(
    name: "an alongside completion while the transition's animations run",
    trace: (["# profile ios13", "# push A"] + madeAndShown("A")
      + ["# on B viewWillAppear alongside completion=true", "# push B"]
      + madeAndShown(
        "B", after: "viewWillAppear",
        [
          "# in B viewWillAppear: alongside completion=true", "B alongside",
          "B alongsideCompletion",
        ]))
      .joined(separator: "\n"),
    breaks: .completions),
  OracleCase(
    name: "an interaction handler no hook registered",
    trace: (["# profile ios13", "# push A"] + madeAndShown("A")
      + ["# push B"]
      + madeAndShown("B", after: "viewWillAppear", ["B interactionChanged completed"]))
      .joined(separator: "\n"),
    breaks: .completions),
  OracleCase(
    name: "an interaction handler outside a swipe back",
    trace: (["# profile ios13", "# push A"] + madeAndShown("A")
      + ["# on B viewWillAppear notifyInteraction", "# push B"]
      + madeAndShown(
        "B", after: "viewWillAppear",
        ["# in B viewWillAppear: notifyInteraction", "B interactionChanged completed"]))
      .joined(separator: "\n"),
    breaks: .completions),
  OracleCase(
    name: "the adaptive delegate in a present that keeps nothing",
    trace: (["# profile ios13", "# push A"] + madeAndShown("A")
      + ["# present B style=popover", "B init", "A adaptivePresentationStyle B"])
      .joined(separator: "\n"),
    breaks: .delegates),
  OracleCase(
    name: "the adaptive delegate once the presented controller began to appear",
    trace: (["# profile ios13", "# push A"] + madeAndShown("A")
      + [
        "# present B style=popover adapt=none", "B init", "B loadView", "B viewDidLoad",
        "B viewWillAppear", "A adaptivePresentationStyle B",
      ])
      .joined(separator: "\n"),
    breaks: .delegates),
  OracleCase(
    name: "a popover's delegate outside a tap outside",
    trace: (["# profile ios12", "# push A"] + madeAndShown("A")
      + ["# present B style=popover adapt=none"] + madeAndShown("B")
      + ["# dismiss", "A popoverShouldDismiss B"])
      .joined(separator: "\n"),
    breaks: .delegates),
  OracleCase(
    name: "a popover's delegate told it dismissed before it disappeared",
    trace: (["# profile ios12", "# push A"] + madeAndShown("A")
      + ["# present B style=popover adapt=none"] + madeAndShown("B")
      + ["# tapOutside", "A popoverShouldDismiss B", "A popoverDidDismiss B"])
      .joined(separator: "\n"),
    breaks: .delegates),
  OracleCase(
    name: "an alert's action handler before the alert is gone",
    trace: (["# profile ios13", "# push A"] + madeAndShown("A") + ["# alert B"]
      + madeAndShown("B") + ["# tapAction B", "B viewWillDisappear", "B actionHandler"])
      .joined(separator: "\n"),
    breaks: .completions),
  OracleCase(
    name: "an alert's action handler in a dismissal by code",
    trace: (["# profile ios13", "# push A"] + madeAndShown("A") + ["# alert B"]
      + madeAndShown("B")
      + ["# dismiss", "B viewWillDisappear", "B viewDidDisappear", "B actionHandler"])
      .joined(separator: "\n"),
    breaks: .completions),
  OracleCase(
    name: "a swipe whose gesture did not begin, yet pops",
    trace: (["# profile ios13", "# controller B backButton=custom", "# push A B"]
      + madeAndShown("A")
      + [
        "# swipeBack", "! note: B has a custom back button: the swipeBack gesture does not begin",
        "B willMoveToParent nil",
      ])
      .joined(separator: "\n"),
    breaks: .gestures),
  OracleCase(
    name: "a push onto a navigation controller a swipe on its root froze",
    trace: (["# profile ios13", "# push A"] + madeAndShown("A")
      + [
        "# popGesture allow", "# swipeBack",
        "! note: the pop gesture began on Nav#1's root A: nothing is popped, and Nav#1 stays in "
          + "its interactive transition (the app stops responding to navigation)",
        "# push B", "B init", "B willMoveToParent Nav#1",
      ])
      .joined(separator: "\n"),
    breaks: .gestures),
  OracleCase(
    name: "a sheet a hook's code presents takes a controller below off screen (iOS 13)",
    trace: (["# profile ios13", "# on B viewDidAppear present C style=pageSheet", "# root A"]
      + madeAndShown("A") + ["# present B style=pageSheet"] + madeAndShown("B")
      + ["# in B viewDidAppear: present C style=pageSheet"]
      + madeAndShown("C", after: "viewDidLoad", ["A viewWillDisappear"]) + ["A viewDidDisappear"])
      .joined(separator: "\n"),
    breaks: .screen),
  OracleCase(
    name: "a child added in its container's viewDidLoad that misses its viewWillAppear",
    trace: childAddedInHook(
      17, "viewDidLoad",
      rest: [
        "P viewDidLayoutSubviews", "C viewWillLayoutSubviews", "C viewDidLayoutSubviews",
        "A viewDidDisappear", "P viewDidAppear", "C viewDidAppear", "P didMoveToParent Nav#1",
      ]),
    breaks: .appearance),
  OracleCase(
    name: "a child added during its container's layout with its did-line twice after iOS 8",
    trace: childAddedInHook(
      16, "viewWillLayoutSubviews",
      rest: afterLayout(["C viewDidAppear"], didAppear: ["C viewDidAppear"])),
    breaks: .appearance),
  OracleCase(
    name: "a hook's header that does not follow its line",
    trace: hookOnA + "\n# in A viewDidLoad: view B\nB init\nA viewDidLoad", breaks: .hooks),
  OracleCase(
    name: "a hook that fires twice",
    trace: hookOnA + "\nA viewDidLoad\n# in A viewDidLoad: view B\n# in A viewDidLoad: view B",
    breaks: .hooks),
  OracleCase(
    name: "a hook that fired, said never to have fired",
    trace: hookOnA
      + "\nA viewDidLoad\n# in A viewDidLoad: view B\nB init\nB loadView\nB viewDidLoad\n"
      + "! note: the hook 'on A viewDidLoad view B' never fired",
    breaks: .hooks),
  OracleCase(
    name: "a transition a hook deferred left half-way at the statement's end",
    trace: """
      # profile ios17
      # on A viewDidLoad present B
      # view A
      A init
      A loadView
      A viewDidLoad
      # in A viewDidLoad: present B
      B init
      B loadView
      B viewDidLoad
      B viewWillAppear
      """, breaks: .appearance),
  OracleCase(
    name: "a segue's line outside a segue",
    trace: """
      # profile ios16
      # root A
      \(shown("A"))
      # present B
      A prepareForSegue B
      """, breaks: .delegates),
  OracleCase(
    name: "prepareForSegue after the destination's view loaded",
    trace: """
      # profile ios16
      # root A
      \(shown("A"))
      # segue B kind=present by=code
      B init
      B awakeFromNib
      B loadView
      B viewDidLoad
      A prepareForSegue B
      """, breaks: .delegates),
  OracleCase(
    name: "a page delegate line outside a swipePage",
    trace: """
      \(pagesShown)
      # setPage P B
      P willTransitionTo B
      \(pageTurned)
      """, breaks: .delegates),
  OracleCase(
    name: "willTransitionTo after the turn's first appearance callback",
    trace: """
      \(pagesShown)
      # swipePage P to B
      B loadView
      B viewDidLoad
      B viewWillAppear
      P willTransitionTo B
      A viewWillDisappear
      B viewWillLayoutSubviews
      B viewDidLayoutSubviews
      B viewDidAppear
      A viewDidDisappear
      B didMoveToParent P
      A didMoveToParent nil
      P didFinishAnimating A completed
      """, breaks: .delegates),
  OracleCase(
    name: "didFinishAnimating says cancelled after a completed turn",
    trace: """
      \(pagesShown)
      # swipePage P to B
      P willTransitionTo B
      \(pageTurned)
      P didFinishAnimating A cancelled
      """, breaks: .delegates),
  OracleCase(
    name: "a line after the page turn's didFinishAnimating",
    trace: """
      \(pagesShown)
      # swipePage P to B
      P willTransitionTo B
      B loadView
      B viewDidLoad
      B viewWillAppear
      A viewWillDisappear
      B viewWillLayoutSubviews
      B viewDidLayoutSubviews
      B viewDidAppear
      A viewDidDisappear
      B didMoveToParent P

      P didFinishAnimating A completed
      A didMoveToParent nil
      """, breaks: .delegates),
  OracleCase(
    name: "a container that forwards nothing passes its appearance on to its child",
    trace: """
      # profile ios16
      # controller A forwarding=manual
      # retain A by Cache
      A init
      # addChild B to A
      B init
      B willMoveToParent A
      A loadView
      A viewDidLoad
      B loadView
      B viewDidLoad
      B didMoveToParent A
      # push A
      A willMoveToParent Nav#1
      A viewWillAppear
      B viewWillAppear
      A viewWillLayoutSubviews
      A viewDidLayoutSubviews
      B viewWillLayoutSubviews
      B viewDidLayoutSubviews
      A viewDidAppear
      B viewDidAppear
      A didMoveToParent Nav#1
      """, breaks: .screen),
  OracleCase(
    name: "a controller left appearing with no explicit transition open on it",
    trace: """
      # profile ios16
      # retain X by Test
      X init
      # beginAppearance X appearing=true
      X loadView
      X viewDidLoad
      X viewWillAppear
      # endAppearance X
      """, breaks: .appearance),
  OracleCase(
    name: "viewWillAppear before the view is loaded",
    trace: """
      # push A
      A init
      A viewWillAppear
      A loadView
      A viewDidLoad
      A viewDidAppear
      """, breaks: .viewLoading),
  OracleCase(
    name: "viewDidLoad without its loadView",
    trace: "# view A\nA init\nA viewDidLoad", breaks: .viewLoading),
  OracleCase(
    name: "a loadView for a controller whose init assigned the view",
    trace: "# controller A view=init\n# view A\nA init\nA loadView", breaks: .viewLoading),
  OracleCase(
    name: "an appearance after the view was unloaded by hand, without loading again",
    trace: """
      # profile ios8
      # root A
      \(shown("A"))
      # root B
      B init
      B loadView
      B viewDidLoad
      A viewWillDisappear
      B viewWillAppear
      A viewDidDisappear
      B viewDidAppear
      # unloadView A
      # root A
      B viewWillDisappear
      A viewWillAppear
      B viewDidDisappear
      A viewDidAppear
      """, breaks: .viewLoading),
  OracleCase(
    name: "viewIsAppearing before iOS 17",
    trace: "# profile ios16\n# root A\n\(shown("A", isAppearing: true))",
    breaks: .viewIsAppearing),
  OracleCase(
    name: "an iOS 17 appearance without viewIsAppearing",
    trace: "# profile ios17\n# root A\n\(shown("A"))", breaks: .viewIsAppearing),
  OracleCase(
    name: "viewIsAppearing after the layout",
    trace: """
      # profile ios17
      # root A
      A init
      A loadView
      A viewDidLoad
      A viewWillAppear
      A viewWillLayoutSubviews
      A viewDidLayoutSubviews
      A viewIsAppearing
      A viewDidAppear
      """, breaks: .viewIsAppearing),
  OracleCase(
    name: "viewIsAppearing in the documented profile",
    trace: "# root A\n\(shown("A", isAppearing: true))", breaks: .viewIsAppearing),
  OracleCase(
    name: "a page sheet's presenter disappears from iOS 13",
    trace: """
      # profile ios13
      # root A
      \(shown("A"))
      # present B style=pageSheet
      B init
      B loadView
      B viewDidLoad
      A viewWillDisappear
      B viewWillAppear
      B viewWillLayoutSubviews
      B viewDidLayoutSubviews
      A viewDidDisappear
      B viewDidAppear
      """, breaks: .screen),
  OracleCase(
    name: "the default style is a sheet from iOS 13: its presenter stays",
    trace: """
      # profile ios15
      # root A
      \(shown("A"))
      # present B
      B init
      B loadView
      B viewDidLoad
      A viewWillDisappear
      B viewWillAppear
      A viewDidDisappear
      B viewDidAppear
      """, breaks: .screen),
  OracleCase(
    name: "an overFullScreen presenter disappears, in any version",
    trace: """
      # profile ios8
      # root A
      \(shown("A"))
      # present B style=overFullScreen
      B init
      B loadView
      B viewDidLoad
      A viewWillDisappear
      B viewWillAppear
      A viewDidDisappear
      B viewDidAppear
      """, breaks: .screen),
  OracleCase(
    name: "dismissing a sheet makes its presenter appear",
    trace: """
      # profile ios14
      # root A
      \(shown("A"))
      # present B style=formSheet
      \(shown("B"))
      # dismiss
      B viewWillDisappear
      A viewWillAppear
      B viewDidDisappear
      A viewDidAppear
      B dealloc
      """, breaks: .screen),
  OracleCase(
    name: "a tab selected under a full-screen presentation appears",
    trace: """
      # profile ios12
      \(tabsAB)
      # present P style=fullScreen
      P init
      P loadView
      P viewDidLoad
      A viewWillDisappear
      P viewWillAppear
      A viewDidDisappear
      P viewDidAppear
      # select B
      B loadView
      B viewDidLoad
      B viewWillAppear
      B viewDidAppear
      """, breaks: .screen),
  OracleCase(
    name: "a pop that flags the popped controller isMovingToParent",
    trace: """
      # profile ios10
      \(pushedAB)
      # pop
      B willMoveToParent nil isMovingToParent
      B viewWillDisappear animated isMovingToParent
      A viewWillAppear animated
      B viewDidDisappear animated isMovingToParent
      A viewDidAppear animated
      B didMoveToParent nil
      B dealloc
      """, breaks: .flags),
  OracleCase(
    name: "a push that flags the covered controller isMovingFromParent",
    trace: """
      # push A B
      \(shown("A"))
      B init
      B loadView
      B viewDidLoad
      A viewWillDisappear animated isMovingFromParent
      B viewWillAppear animated isMovingToParent
      A viewDidDisappear animated isMovingFromParent
      B viewDidAppear animated isMovingToParent
      """, breaks: .flags),
  OracleCase(
    name: "an animated=false statement with an animated callback",
    trace: """
      # push A B animated=false
      \(shown("A"))
      B init
      B loadView
      B viewDidLoad
      A viewWillDisappear animated
      B viewWillAppear animated isMovingToParent
      A viewDidDisappear animated
      B viewDidAppear animated isMovingToParent
      """, breaks: .flags),
  OracleCase(
    name: "two children appearing at once in one navigation controller",
    trace: """
      # profile ios9
      # push A B
      A init
      A willMoveToParent Nav#1
      A loadView
      A viewDidLoad
      B init
      B willMoveToParent Nav#1
      B loadView
      B viewDidLoad
      A viewWillAppear
      B viewWillAppear
      A viewDidAppear
      B viewDidAppear
      """, breaks: .containers),
  OracleCase(
    name: "the outgoing child gone before the incoming one starts",
    trace: """
      \(pushAThenLoadB)
      A viewWillDisappear
      A viewDidDisappear
      B viewWillAppear
      B viewDidAppear
      """, breaks: .containers),
  OracleCase(
    name: "two children left appeared in one navigation controller",
    trace: """
      \(pushAThenLoadB)
      B viewWillAppear
      B viewDidAppear
      """, breaks: .containers),
  OracleCase(
    name: "a transition left half-way",
    trace: "# push A\nA init\nA loadView\nA viewDidLoad\nA viewWillAppear",
    breaks: .appearance),
  OracleCase(
    name: "viewDidDisappear without viewWillDisappear",
    trace: "# push A\n\(shown("A"))\n# pop\nA viewDidDisappear", breaks: .appearance),
  OracleCase(
    name: "layout callbacks out of pairs",
    trace: "# view A\nA init\nA loadView\nA viewDidLoad\nA viewDidLayoutSubviews",
    breaks: .appearance),
  OracleCase(
    name: "init twice", trace: "# view A\nA init\nA init", breaks: .lifetime),
  OracleCase(
    name: "a callback after dealloc",
    trace: "# view A\nA init\nA loadView\nA viewDidLoad\nA dealloc\nA viewDidLoad",
    breaks: .lifetime),
  OracleCase(
    name: "a callback before init", trace: "# view A\nA loadView", breaks: .lifetime),
  OracleCase(
    name: "freed while on screen", trace: "# push A\n\(shown("A"))\n# pop\nA dealloc",
    breaks: .lifetime),
  OracleCase(
    name: "freed while a free-standing owner holds it",
    trace:
      "# retain A by Cache\nA init\n# view A\nA loadView\nA viewDidLoad\n# memoryWarning\n# release B by Cache\nA dealloc",
    breaks: .ownership),
  OracleCase(
    name: "a leak report for a controller already freed",
    trace: "# view A\nA init\nA dealloc\n! leak: A is still alive", breaks: .ownership),
  OracleCase(
    name: "a memory-warning callback outside a memory warning",
    trace: "# view A\nA init\nA didReceiveMemoryWarning", breaks: .memoryWarning),
  OracleCase(
    name: "a memory warning that frees a controller",
    trace: "# view A\nA init\n# memoryWarning\nA dealloc", breaks: .memoryWarning),
  OracleCase(
    name: "willShow before the shown controller's viewWillAppear",
    trace:
      "# push A\nA init\nA loadView\nA viewDidLoad\nNav#1 willShow A\nA viewWillAppear\nA viewDidAppear",
    breaks: .delegates),
  OracleCase(
    name: "a tab bar delegate line in a select",
    trace: "# profile ios9\n\(tabsAB)\n# select A\nTab#1 didSelect A", breaks: .delegates),
  OracleCase(
    name: "a sheet delegate line in a programmatic dismiss",
    trace: """
      # profile ios13
      # root A
      \(shown("A"))
      # present B
      \(shown("B"))
      # dismiss
      B viewWillDisappear
      B viewDidDisappear
      B presentationControllerDidDismiss
      B dealloc
      """, breaks: .delegates),
  OracleCase(
    name: "a completion without completion=true",
    trace: "# root A\n\(shown("A"))\n# present B\n\(shown("B"))\nB presentCompletion",
    breaks: .completions),
  OracleCase(
    name: "a dismiss completion before viewDidDisappear",
    trace: """
      # root A
      \(shown("A"))
      # present B
      \(shown("B"))
      # dismiss completion=true
      B viewWillDisappear
      B dismissCompletion
      B viewDidDisappear
      """, breaks: .completions),
  OracleCase(
    name: "the safe area before iOS 11",
    trace: """
      # profile ios10
      # root A
      A init
      A loadView
      A viewDidLoad
      A viewWillAppear
      A viewSafeAreaInsetsDidChange
      A viewDidAppear
      """, breaks: .geometry),
  OracleCase(
    name: "updateProperties before iOS 26",
    trace: """
      # profile ios18
      # root A
      A init
      A loadView
      A viewDidLoad
      A viewWillAppear
      A viewIsAppearing
      A updateProperties
      A viewWillLayoutSubviews
      A viewDidLayoutSubviews
      A viewDidAppear
      """, breaks: .geometry),
  OracleCase(
    name: "viewWillTransition outside a rotation",
    trace: "# root A\n\(shown("A"))\n# view A\nA viewWillTransition", breaks: .geometry),
  OracleCase(
    name: "iOS 18: the root loads though a push in the same turn joined its first display",
    trace: "# profile ios18\n" + ordinarySameTurnPush, breaks: .firstDisplay),
  OracleCase(
    name: "iOS 17: the pushed controller is appearing before the root it interrupts is gone",
    trace: "# profile ios17\n" + ordinarySameTurnPush, breaks: .firstDisplay),
  OracleCase(
    name: "a presentation reverses a first display without UIKit's Unbalanced line",
    trace: presentAtFirstDisplay(unbalanced: ""), breaks: .firstDisplay),
  OracleCase(
    name: "UIKit's Unbalanced line before the reversed first screen has disappeared",
    trace: presentAtFirstDisplay(
      unbalanced: "",
      early: unbalancedNav1),
    breaks: .firstDisplay),
  OracleCase(
    name: "UIKit's Unbalanced line twice after one reversed first display",
    trace: presentAtFirstDisplay(
      unbalanced: unbalancedNav1 + "\n" + unbalancedNav1),
    breaks: .firstDisplay),
  OracleCase(
    name: "UIKit's Unbalanced line after a reversed first display names no container of it",
    trace: presentAtFirstDisplay(
      unbalanced: "! warning: Unbalanced calls to begin/end appearance transitions for <Login>."),
    breaks: .firstDisplay),
  OracleCase(
    name: "a first display reversed in iOS 14, where UIKit refuses the presentation",
    trace: presentAtFirstDisplay(profile: "ios14"),
    breaks: .appearance),
  OracleCase(
    name: "a Show segue without a navigation controller presents a sheet, yet its source leaves",
    trace: """
      # profile ios13
      # root A
      \(shown("A"))
      # segue B
      A shouldPerformSegue B
      B init
      B awakeFromNib
      A prepareForSegue B
      B loadView
      B viewDidLoad
      A viewWillDisappear
      B viewWillAppear
      B viewDidAppear
      A viewDidDisappear
      """, breaks: .screen),
  OracleCase(
    name: "a callback after UIKit's exception",
    trace: "# view A\nA init\n*** Terminating app due to uncaught exception\nA loadView",
    breaks: .exception),
  // One case for each check the oracle makes, so that none can go without a test noticing
  // (each found by taking the check out: scripts/mutation-pass.sh).
  OracleCase(
    name: "the root loaded before the end of the turn a push joins (iOS 18)",
    trace: """
      # profile ios18
      # push R
      R init
      R willMoveToParent Nav#1
      R loadView
      R viewDidLoad
      # meanwhile push P
      P init
      """, breaks: .firstDisplay),
  OracleCase(
    name: "the root's view loads after a push joined its first display (iOS 18)",
    trace: """
      # profile ios18
      # push R
      R init
      R willMoveToParent Nav#1
      # meanwhile push P
      P init
      R didMoveToParent Nav#1
      P willMoveToParent Nav#1
      R loadView
      R viewDidLoad
      P loadView
      P viewDidLoad
      P viewWillAppear
      P viewIsAppearing
      P viewWillLayoutSubviews
      P viewDidLayoutSubviews
      P viewDidAppear
      P didMoveToParent Nav#1
      """, breaks: .firstDisplay),
  OracleCase(
    name: "the root appears although a push in the same turn interrupted it (iOS 17)",
    trace: """
      # profile ios17
      # push R
      R init
      R willMoveToParent Nav#1
      \(rootWillHalf)
      # meanwhile push P
      P init
      R viewDidAppear
      R didMoveToParent Nav#1
      P willMoveToParent Nav#1
      P loadView
      P viewDidLoad
      R viewWillDisappear
      P viewWillAppear
      R viewDidDisappear
      \(pushedAppears)
      """, breaks: .firstDisplay),
  OracleCase(
    name: "a line flagged moving both to and from its parent",
    trace:
      "# profile ios9\n# view A\nA init\nA loadView isMovingToParent isMovingFromParent\nA viewDidLoad",
    breaks: .flags),
  OracleCase(
    name: "a line flagged both presented and dismissed",
    trace:
      "# profile ios9\n# view A\nA init\nA loadView isBeingPresented isBeingDismissed\nA viewDidLoad",
    breaks: .flags),
  OracleCase(
    name: "an appearing controller flagged isMovingFromParent",
    trace: """
      # profile ios9
      # push A
      A init
      A willMoveToParent Nav#1
      A loadView
      A viewDidLoad
      A viewWillAppear notAnimated isMovingFromParent
      A viewDidAppear notAnimated
      A didMoveToParent Nav#1
      """, breaks: .flags),
  OracleCase(
    name: "a disappearing controller flagged isBeingPresented",
    trace: """
      # profile ios9
      # root A
      \(shown("A"))
      # present B
      B init
      B loadView
      B viewDidLoad
      A viewWillDisappear animated isBeingPresented
      B viewWillAppear animated isBeingPresented
      B viewWillLayoutSubviews
      B viewDidLayoutSubviews
      B viewDidAppear animated isBeingPresented
      A viewDidDisappear animated
      """, breaks: .flags),
  OracleCase(
    name: "a presented controller not flagged isBeingPresented",
    trace: """
      # profile ios9
      # root A
      \(shown("A"))
      # present B
      B init
      B loadView
      B viewDidLoad
      A viewWillDisappear animated
      B viewWillAppear animated
      B viewWillLayoutSubviews
      B viewDidLayoutSubviews
      B viewDidAppear animated isBeingPresented
      A viewDidDisappear animated
      """, breaks: .flags),
  OracleCase(
    name: "the controller a dismissal uncovers flagged isBeingPresented",
    trace: """
      # profile ios9
      # root A
      \(shown("A"))
      # present B
      B init
      B loadView
      B viewDidLoad
      A viewWillDisappear animated
      B viewWillAppear animated isBeingPresented
      B viewWillLayoutSubviews
      B viewDidLayoutSubviews
      B viewDidAppear animated isBeingPresented
      A viewDidDisappear animated
      # dismiss
      B viewWillDisappear animated isBeingDismissed
      A viewWillAppear animated isBeingPresented
      B viewDidDisappear animated isBeingDismissed
      A viewDidAppear animated
      B dealloc
      """, breaks: .flags),
  OracleCase(
    name: "viewWillAppear twice in one appearance",
    trace:
      "# root A\nA init\nA loadView\nA viewDidLoad\nA viewWillAppear\nA viewWillAppear\nA viewDidAppear",
    breaks: .appearance),
  OracleCase(
    name: "viewIsAppearing twice in one appearance",
    trace: """
      # profile ios17
      # root A
      A init
      A loadView
      A viewDidLoad
      A viewWillAppear
      A viewIsAppearing
      A viewIsAppearing
      A viewDidAppear
      """, breaks: .viewIsAppearing),
  OracleCase(
    name: "viewIsAppearing after the view's layout",
    trace: """
      # profile ios17
      # root A
      A init
      A loadView
      A viewDidLoad
      A viewWillAppear
      A viewWillLayoutSubviews
      A viewDidLayoutSubviews
      A viewIsAppearing
      A viewDidAppear
      """, breaks: .viewIsAppearing),
  OracleCase(
    name: "viewDidAppear without viewWillAppear",
    trace: "# root A\nA init\nA loadView\nA viewDidLoad\nA viewDidAppear", breaks: .appearance),
  OracleCase(
    name: "viewWillDisappear of a controller that never appeared",
    trace: "# view A\nA init\nA loadView\nA viewDidLoad\nA viewWillDisappear\nA viewDidDisappear",
    breaks: .appearance),
  OracleCase(
    name: "viewDidLayoutSubviews without viewWillLayoutSubviews",
    trace: """
      # root A
      A init
      A loadView
      A viewDidLoad
      A viewWillAppear
      A viewDidLayoutSubviews
      A viewWillLayoutSubviews
      A viewDidAppear
      """, breaks: .appearance),
  OracleCase(
    name: "a layout left open at the statement's end",
    trace:
      "# root A\nA init\nA loadView\nA viewDidLoad\nA viewWillAppear\nA viewWillLayoutSubviews\nA viewDidAppear",
    breaks: .appearance),
  OracleCase(
    name: "didShow before the shown controller's viewDidAppear (iOS 7 on)",
    trace: """
      # profile ios9
      # include delegates
      # push A
      A init
      A willMoveToParent Nav#1
      A loadView
      A viewDidLoad
      A viewWillAppear
      Nav#1 willShow A
      Nav#1 didShow A
      A viewWillLayoutSubviews
      A viewDidLayoutSubviews
      A viewDidAppear
      A didMoveToParent Nav#1
      """, breaks: .delegates),
  OracleCase(
    name: "a sheet delegate line in a present",
    trace:
      "# profile ios13\n# include delegates\n# root A\n\(shown("A"))\n# present B\n\(shown("B"))\nB presentationControllerWillDismiss",
    breaks: .delegates),
  OracleCase(
    name: "a sheet's WillDismiss after it started to disappear",
    trace: """
      # profile ios13
      # include delegates
      # root A
      \(shown("A"))
      # present B
      \(shown("B"))
      # swipeDown
      B presentationControllerShouldDismiss
      B viewWillDisappear
      B presentationControllerWillDismiss
      B viewDidDisappear
      B presentationControllerDidDismiss
      B dealloc
      """, breaks: .delegates),
  OracleCase(
    name: "a sheet's DidDismiss before its viewDidDisappear",
    trace: """
      # profile ios13
      # include delegates
      # root A
      \(shown("A"))
      # present B
      \(shown("B"))
      # swipeDown
      B presentationControllerShouldDismiss
      B presentationControllerWillDismiss
      B viewWillDisappear
      B presentationControllerDidDismiss
      B viewDidDisappear
      B dealloc
      """, breaks: .delegates),
  OracleCase(
    name: "DidAttemptToDismiss in a present",
    trace:
      "# profile ios13\n# include delegates\n# root A\n\(shown("A"))\n# present B\n\(shown("B"))\nB presentationControllerDidAttemptToDismiss",
    breaks: .delegates),
  OracleCase(
    name: "a present's completion without completion=true",
    trace:
      "# profile ios13\n# root A\n\(shown("A"))\n# present B\n\(shown("B"))\nB presentCompletion",
    breaks: .completions),
  OracleCase(
    name: "a present's completion before the presented controller's viewDidAppear",
    trace: """
      # profile ios13
      # root A
      \(shown("A"))
      # present B completion=true
      B init
      B loadView
      B viewDidLoad
      B viewWillAppear
      B presentCompletion
      B viewWillLayoutSubviews
      B viewDidLayoutSubviews
      B viewDidAppear
      """, breaks: .completions),
  OracleCase(
    name: "a dismiss's completion without completion=true",
    trace: """
      # profile ios13
      # root A
      \(shown("A"))
      # present B
      \(shown("B"))
      # dismiss
      B viewWillDisappear
      B viewDidDisappear
      B dismissCompletion
      B dealloc
      """, breaks: .completions),
  OracleCase(
    name: "layout margins after the appearance",
    trace:
      "# profile ios13\n# include geometry\n# root A\n\(shown("A"))\nA viewLayoutMarginsDidChange",
    breaks: .geometry),
  OracleCase(
    name: "updateProperties before viewIsAppearing (iOS 26)",
    trace: """
      # profile ios26
      # include geometry
      # root A
      A init
      A loadView
      A viewDidLoad
      A viewWillAppear
      A updateProperties
      A viewIsAppearing
      A viewWillLayoutSubviews
      A viewDidLayoutSubviews
      A viewDidAppear
      """, breaks: .geometry),
  OracleCase(
    name: "updateViewConstraints after the layout",
    trace: """
      # profile ios13
      # include geometry
      # controller A autoLayout=true
      # root A
      \(shown("A"))
      A updateViewConstraints
      """, breaks: .geometry),
  OracleCase(
    name: "viewWillTransition to a controller off screen",
    trace: """
      # profile ios13
      # include geometry
      # root A
      \(shown("A"))
      # view B
      B init
      B loadView
      B viewDidLoad
      # rotate
      A viewWillTransition
      B viewWillTransition
      A viewWillLayoutSubviews
      A viewDidLayoutSubviews
      """, breaks: .geometry),
  OracleCase(
    name: "two children appearing in one navigation controller at once",
    trace: """
      # profile ios9
      # push A
      A init
      A willMoveToParent Nav#1
      A loadView
      A viewDidLoad
      A viewWillAppear
      A viewDidAppear
      A didMoveToParent Nav#1
      # push B C
      B init
      B willMoveToParent Nav#1
      C init
      C willMoveToParent Nav#1
      B loadView
      B viewDidLoad
      C loadView
      C viewDidLoad
      A viewWillDisappear
      B viewWillAppear
      C viewWillAppear
      A viewDidDisappear
      B viewWillDisappear
      B viewDidDisappear
      C viewDidAppear
      C didMoveToParent Nav#1
      """, breaks: .containers),
  OracleCase(
    name: "a leak report for a controller a free-standing owner holds",
    trace: "# retain A by Cache\nA init\n! leak: A is alive but unreachable from the window",
    breaks: .ownership),
]

/// `push A`, then `push P` with a hook adding C in P's `word`, as `profile` prints it: C's
/// moves and load at the hook, then `rest` (`viewIsAppearing` lines only from iOS 17).
private func childAddedInHook(_ profile: Int, _ word: String, rest: [String]) -> String {
  let hookAt = word == "viewDidLoad" ? 3 : word == "viewWillAppear" ? 5 : 7
  var pushP = [
    "P init", "P willMoveToParent Nav#1", "P loadView", "P viewDidLoad", "A viewWillDisappear",
    "P viewWillAppear", "P viewIsAppearing", "P viewWillLayoutSubviews",
  ]
  pushP.insert(
    contentsOf: [
      "# in P \(word): addChild C to P", "C init", "C willMoveToParent P", "C loadView",
      "C viewDidLoad", "C didMoveToParent P",
    ], at: min(hookAt + 1, pushP.count))
  let lines =
    [
      "# profile ios\(profile)", "# push A", "A init", "A willMoveToParent Nav#1", "A loadView",
      "A viewDidLoad", "A viewWillAppear", "A viewIsAppearing", "A viewWillLayoutSubviews",
      "A viewDidLayoutSubviews", "A viewDidAppear", "A didMoveToParent Nav#1",
      "# on P \(word) addChild C to P", "# push P",
    ] + pushP + rest
  return lines.filter { profile >= 17 || !$0.hasSuffix(" viewIsAppearing") }.joined(
    separator: "\n")
}

/// The end of `push P` when C joined in P's layout, `extra` lines before P's layout ends.
private func afterLayout(_ extra: [String] = [], didAppear: [String]) -> [String] {
  extra + [
    "P viewDidLayoutSubviews", "C viewWillLayoutSubviews", "C viewDidLayoutSubviews",
    "A viewDidDisappear", "P viewDidAppear",
  ] + didAppear + ["P didMoveToParent Nav#1"]
}

/// `name` made, loaded and shown with its first layout, `extra` lines after its `after` line.
func madeAndShown(_ name: String, after: String = "", _ extra: [String] = []) -> [String] {
  var lines: [String] = []
  for word in [
    "init", "loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews",
    "viewDidLayoutSubviews", "viewDidAppear",
  ] {
    lines.append("\(name) \(word)")
    if word == after { lines += extra }
  }
  return lines
}

/// Traces the oracle must accept.
let goodTraces: [OracleCase] = [
  OracleCase(name: "a restored stack, then its preservation (W1)", trace: restored(), breaks: nil),
  OracleCase(
    name: "a presentation from the first screen's viewDidLoad interrupts its first display",
    trace: presentAtFirstDisplay(), breaks: nil),
  OracleCase(
    name: "a child a hook adds during its container's layout: no viewWillAppear, did twice (iOS 7)",
    trace: childAddedInHook(
      7, "viewWillLayoutSubviews",
      rest: afterLayout(["C viewDidAppear"], didAppear: ["C viewDidAppear"])),
    breaks: nil),
  OracleCase(
    name: "a child a hook adds during its container's layout, viewIsAppearing before its did",
    trace: childAddedInHook(
      17, "viewWillLayoutSubviews",
      rest: afterLayout(didAppear: ["C viewIsAppearing", "C viewDidAppear"])),
    breaks: nil),
  OracleCase(
    name: "a hook's code at its line, and one that never fired",
    trace: """
      # profile ios17
      # on A viewDidLoad view B
      # on A viewDidAppear view C
      # view A
      A init
      A loadView
      A viewDidLoad
      # in A viewDidLoad: view B
      B init
      B loadView
      B viewDidLoad
      B dealloc
      A dealloc
      ! note: the hook 'on A viewDidAppear view C' never fired
      """, breaks: nil),
  OracleCase(
    name: "a completed scroll turn with the delegate's lines",
    trace: """
      \(pagesShown)
      # swipePage P to B
      P willTransitionTo B
      \(pageTurned)
      P didFinishAnimating A completed
      """),
  OracleCase(
    name: "an explicit transition open across statements, reversed, then ended",
    trace: """
      # profile ios16
      # retain X by Test
      X init
      # beginAppearance X appearing=true
      X loadView
      X viewDidLoad
      X viewWillAppear
      # beginAppearance X appearing=false
      X viewWillDisappear
      # endAppearance X
      X viewDidDisappear
      # endAppearance X
      ! warning: Unbalanced calls to begin/end appearance transitions for <X>.
      """),
  OracleCase(
    name: "iOS 18: a push in the same turn joins the first display",
    trace: """
      # profile ios18
      # push R
      R init
      R willMoveToParent Nav#1
      # meanwhile push P
      P init
      ! note: P joins the display
      R didMoveToParent Nav#1
      P willMoveToParent Nav#1
      P loadView
      P viewDidLoad
      P viewWillAppear
      \(pushedAppears)
      """, breaks: nil),
  OracleCase(
    name: "iOS 17: a push in the same turn interrupts the root's first appearance",
    trace: """
      # profile ios17
      # push R
      R init
      R willMoveToParent Nav#1
      \(rootWillHalf)
      # meanwhile push P
      P init
      R didMoveToParent Nav#1
      P willMoveToParent Nav#1
      P loadView
      P viewDidLoad
      R viewWillDisappear
      P viewWillAppear
      R viewDidDisappear
      \(pushedAppears)
      """, breaks: nil),
  OracleCase(
    name: "an iOS 17 push", trace: "# profile ios17\n# root A\n\(shown("A", isAppearing: true))",
    breaks: nil),
  OracleCase(
    name: "a full-screen presentation before iOS 13 takes the presenter off screen",
    trace: """
      # profile ios12
      # root A
      \(shown("A"))
      # present B style=pageSheet
      B init
      B loadView
      B viewDidLoad
      A viewWillDisappear
      B viewWillAppear
      A viewDidDisappear
      B viewDidAppear
      # dismiss
      B viewWillDisappear
      A viewWillAppear
      B viewDidDisappear
      A viewDidAppear
      B dealloc
      """, breaks: nil),
  OracleCase(
    name: "a sheet from iOS 13 leaves its presenter silent, both ways",
    trace: """
      # profile ios13
      # root A
      \(shown("A"))
      # present B
      \(shown("B"))
      # dismiss
      B viewWillDisappear
      B viewDidDisappear
      B dealloc
      """, breaks: nil),
  OracleCase(
    name: "a tab selected under a sheet appears: the tab bar is still on screen",
    trace: """
      # profile ios13
      \(tabsAB)
      # present P style=pageSheet
      \(shown("P"))
      # select B
      B loadView
      B viewDidLoad
      B viewWillAppear
      A viewWillDisappear
      A viewDidDisappear
      B viewDidAppear
      """, breaks: nil),
  OracleCase(
    name: "a cancelled swipe back turns both controllers around, flags kept",
    trace: """
      # profile ios10
      \(pushedAB)
      # swipeBack cancel
      B willMoveToParent nil isMovingFromParent
      B viewWillDisappear animated isMovingFromParent
      A viewWillAppear animated
      A viewWillDisappear animated
      A viewDidDisappear animated
      B viewWillAppear animated isMovingFromParent
      B viewDidAppear animated isMovingFromParent
      B didMoveToParent Nav#1
      """, breaks: nil),
  OracleCase(
    name: "the sheet delegate and completions in their places",
    trace: """
      # profile ios13
      # root A
      \(shown("A"))
      # present B completion=true
      \(shown("B"))
      B presentCompletion
      # swipeDown
      B presentationControllerShouldDismiss
      B presentationControllerWillDismiss
      B viewWillDisappear
      B viewDidDisappear
      B presentationControllerDidDismiss
      B dealloc
      """, breaks: nil),
  OracleCase(
    name: "several files, each afresh",
    trace: "## a.scenario\n# view A\nA init\n## b.scenario\n# view A\nA init", breaks: nil),
  OracleCase(
    name: "the profile given by the caller when the trace names none",
    trace: "# root A\n\(shown("A", isAppearing: true))", breaks: nil),
]

struct TraceOracleTests {
  @Test("rejects a trace that breaks a property, naming the property", arguments: badTraces)
  func rejects(_ example: OracleCase) {
    let violations = TraceOracle.check(text: example.trace)
    #expect(violations.map(\.property).contains(example.breaks), "\(violations)")
  }

  @Test("accepts a trace that keeps every property", arguments: goodTraces)
  func accepts(_ example: OracleCase) {
    let profile = example.name.hasPrefix("the profile given") ? "ios17" : "documented"
    #expect(TraceOracle.check(text: example.trace, profile: profile) == [])
  }

  @Test(
    "says where it stops judging the screen, and why",
    arguments: [
      ("# root A\n\(shown("A"))\n# unwind to A\nA shouldPerformSegue A", "an unwind"),
      ("# root A\n\(shown("A"))\n# present B\nB init\n# meanwhile dismiss", "in flight"),
      ("# root A\n\(shown("A"))\n# present B\n\(shown("B"))\n# root C\nC init", "a new root"),
      ("# root A\n\(shown("A"))", nil),
    ])
  func blindSpots(trace: String, reason: String?) {
    var oracle = TraceOracle(profile: "documented")
    TraceOracle.forEachLine(of: trace[...]) { oracle.read(TraceOracle.parse(textLine: $0)) }
    if let reason {
      #expect(
        oracle.screenBlindSpot?.contains(reason) == true,
        "\(String(describing: oracle.screenBlindSpot))")
    } else {
      #expect(oracle.screenBlindSpot == nil)
    }
  }

  @Test("reads JSON Lines: flags as booleans, containers by kind, a null parent")
  func jsonLines() {
    let pop = """
      {"type":"statement","statement":1,"line":1,"text":"pop"}
      {"type":"callback","controller":"B","callback":"viewWillDisappear","animated":true,"isMovingToParent":false,"isMovingFromParent":false,"isBeingPresented":false,"isBeingDismissed":false,"container":"Nav#1","containerKind":"navigation","rule":"r","cause":"Nav#1","statement":1,"line":1}
      """
    #expect(
      TraceOracle.check(jsonLines: pop).map(\.message).contains {
        $0.contains("not flagged isMovingFromParent")
      })
    let line =
      #"{"type":"callback","controller":"C","callback":"didMoveToParent","parent":null,"isMovingToParent":true,"container":"P","containerKind":"content","x":[1,{"y":2}]}"#
    guard case .callback(let entry) = TraceOracle.parse(jsonLine: line[...]) else {
      Issue.record("not a callback")
      return
    }
    #expect(entry.parentArgument == "nil")
    #expect(entry.container == .custom("P"))
    #expect(entry.flags == ["isMovingToParent"])
    // Strings decoded: escapes, `\u` ones, and characters of several bytes as they come.
    let escaped =
      #"{"type":"statement","text":"a\"b\\c\nd\te\u00e9\u0041 é 🙂 \é x","line":1}"#
    #expect(TraceOracle.parse(jsonLine: escaped[...]) == .statement("a\"b\\c\nd\teéA é 🙂 é x"))
    // A value cut short, or a key without its colon, ends the reading.
    #expect(TraceOracle.parse(jsonLine: #"{"type":"statement","text":"ab"#[...]) == .statement(""))
    #expect(TraceOracle.parse(jsonLine: #"{"type" "statement"}"#[...]) == .other)
    #expect(
      TraceOracle.parse(jsonLine: #"{"type":"statement","text":"\u00"}"#[...]) == .statement(""))
  }

  @Test("reads text callback lines with a parent, flags and an explanation")
  func textLines() {
    let line = "B willMoveToParent Nav#1 isMovingToParent  # containment.callbacks (high): x"
    #expect(
      TraceOracle.parse(textLine: line[...])
        == .callback(
          .init(
            controller: "B", callback: "willMoveToParent", parentArgument: "Nav#1",
            flags: ["isMovingToParent"])))
    #expect(TraceOracle.parse(textLine: "! warning: x") == .finding("warning"))
    #expect(TraceOracle.parse(textLine: "## f.scenario") == .file)
  }
}
