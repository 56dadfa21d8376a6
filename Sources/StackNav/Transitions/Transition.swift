/// A transition as data: who leaves, who comes in, in which container, which controllers move
/// in or out of a parent, and which ownership links go at its middle and at its end
/// (docs/architecture.md, principle 1).
///
/// Every operation that moves controllers on or off screen builds one and hands it to
/// `Engine.play(_:)`, which orders the callbacks from the profile's rules.
struct Transition {
  /// Which container's interleaving orders the appearance callbacks.
  enum Kind: Int, CaseIterable {
    case navigation
    case modal
    case window
    case tab
    case child
  }

  /// Something that happens when a transition reaches its middle or its end.
  enum Ending {
    /// `didMove(toParent:)` (rule `containment.callbacks`).
    case didMove(Controller, to: Controller?)
    /// UIKit's own hold on a controller during the transition goes.
    case hold(Controller)
    /// An autoreleased return value is drained when the run loop turns.
    case autoreleased(Controller)
    /// A presented controller's link to its presenter goes (if a freed presenter has not
    /// already cut it).
    case presentation(Controller)
    /// The window lets go of its former root.
    case formerWindowRoot(Controller)
    /// A removed child's link to its former parent goes (the parent already dropped it).
    case formerParent(Controller)
    /// A page view controller shows its new page: the new page becomes its child, the old
    /// one leaves (the data source keeps it).
    case pageTurned(Controller, from: Controller, to: Controller)

    /// Whether the ending may free a controller (the end's notices come before these).
    var frees: Bool {
      switch self {
      case .didMove, .formerParent, .pageTurned: false
      case .hold, .autoreleased, .presentation, .formerWindowRoot: true
      }
    }
  }

  var kind: Kind
  /// Who runs it: the container or presenter that owns it, the parent, or the window.
  var cause: Origin
  var animated: Bool
  /// Whether the user gives up half-way (an interactive transition): the `did` half never
  /// comes and the transition runs back.
  var cancelled = false
  /// Whether the user drives it (a swipe), rather than code.
  var isInteractive = false
  /// A navigation controller's first display as the window's root, in the profiles where
  /// each controller's view loads right before its `viewWillAppear` (rule
  /// `containment.navigationFirstDisplay`).
  var loadsAtWill = false
  /// In which order a cancelled transition runs back, and the rule that says so.
  var runsBack = RunBack.incomingFirst
  var runBackRule = RuleID.cancelledTransition

  /// In which order a cancelled transition runs back.
  enum RunBack {
    /// What came in disappears, then what was leaving appears again (a swipe back).
    case incomingFirst
    /// What was leaving appears again, then what came in disappears (a page scroll).
    case outgoingFirst
    /// Both `will` callbacks, then both `did` callbacks (a page curl).
    case interleaved
  }
  /// A window's first display, kept in flight after its first half until the end of the
  /// run-loop turn, so that a push in the same turn can interrupt it (rule
  /// `launch.pushInterruptsFirstDisplay`).
  var waitsForTurnEnd = false
  /// The rule whose interleaving to follow instead of the one of the transition's kind.
  var order: RuleID?
  /// Roots of what leaves the screen, each with the descendants on screen inside it.
  var outgoing = Controllers()
  /// Roots of what comes on screen.
  var incoming = Controllers()
  /// What the transition does besides its appearance callbacks, each kind of part in its
  /// order: one list, so that a transition makes one array rather than one a kind.
  var parts: [Part] = []

  /// Something a transition does besides its appearance callbacks.
  enum Part {
    /// A transition property that holds for its duration.
    case motion(Controller, Controller.Motion)
    /// A `willMove(toParent:)` call made when the transition starts.
    case willMove(Controller, to: Controller?)
    /// What happens between the `will` and the `did` callbacks, when the run loop turns.
    case atMidpoint(Ending)
    /// What happens after the last callback.
    case atEnd(Ending)
    /// A delegate or completion line the transition sends besides its callbacks.
    case notice(Notice)
    /// An app's or scene's delegate line a launch's first display carries.
    case appLine(AppLine)
  }

  /// A line of the app's or the scene's delegate that a transition carries (a launch's
  /// `didBecomeActive` comes inside the root's first display).
  struct AppLine {
    let callback: Callback
    let rule: RuleID
    let place: Notice.Place
  }

  /// A line a transition sends that is not an appearance callback: a delegate call
  /// (`Tab#1 didSelect B`) or a completion block (`B pushCompletion`).
  struct Notice {
    /// Where it goes.
    enum Place {
      /// Before anything else of the transition.
      case atStart
      /// Right after the transition's `will` callbacks (and `willShow`).
      case afterWills
      /// After the `did` callbacks and the move callbacks, before anything is freed; never
      /// when the transition is cancelled.
      case atEnd
      /// The same, cancelled or not.
      case atEndAlways
      /// When the interaction of an interactive transition ends: before its second half
      /// (its `did` callbacks, or the way back).
      case atInteractionEnd
    }

    /// A set of places, one bit each.
    struct Places {
      private var bits: UInt8 = 0

      mutating func insert(_ place: Place) { bits |= Self.bit(place) }
      func contains(_ place: Place) -> Bool { bits & Self.bit(place) != 0 }

      private static func bit(_ place: Place) -> UInt8 {
        switch place {
        case .atStart: 1
        case .afterWills: 2
        case .atEnd: 4
        case .atEndAlways: 8
        case .atInteractionEnd: 16
        }
      }
    }

    let callback: Callback
    /// The controller the line is on (a tab bar controller, the presented controller).
    let controller: Controller
    /// The controller a delegate line is about.
    var target: Controller? = nil
    /// The rule that places it, by its id: a value, so that a transition's parts hold no
    /// reference to count or free.
    let rule: RuleID
    let place: Place
    /// Whether the transition completed, for a line that says (`didFinishAnimating`).
    var completed: Bool? = nil
  }
}

extension Transition.Kind {
  /// The rule whose interleaving orders a transition of this kind: a navigation push or pop
  /// (`nav.interleaving`), a modal presentation or dismissal (`modal.interleaving`), a new
  /// root of the window (`window.interleaving`), a tab switch (`tab.interleaving`), a custom
  /// container's child (`child.appearance`).
  var interleavingRule: RuleID {
    switch self {
    case .navigation: .navigationInterleaving
    case .modal: .modalInterleaving
    case .window: .windowInterleaving
    case .tab: .tabInterleaving
    case .child: .childAppearance
    }
  }
}
