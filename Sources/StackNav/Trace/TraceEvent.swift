/// One thing the engine reports, in trace order.
public enum TraceEvent: Sendable, Equatable {
  /// UIKit called a method of a controller.
  case callback(CallbackRecord)
  /// A note, a warning or a leak: something the trace says that is not a callback.
  case finding(Finding)
  /// UIKit raised an exception; the run ends here.
  case exception(UIKitException)
  /// A transition ended with another content controller on top of the screen: the one
  /// analytics code would log as the screen shown (only when `Engine.reportsScreens`).
  case screen(String)
  /// A hook fired: its code runs next (the header `# in NAME WORD: STATEMENT`). The lines
  /// after it are its own until the next `hookScope`.
  case hook(HookRecord)
  /// The lines after this are caused by hook N's code (or a transition it deferred), or,
  /// for `nil`, by no hook: sent only in scenarios with hooks.
  case hookScope(Int?)
}

/// A callback UIKit made, with the state it was made in.
public struct CallbackRecord: Sendable, Equatable {
  /// The controller's name.
  public let controller: String
  /// The controller's creation index, unique within a run.
  public let controllerID: Int
  /// Whether the controller is a container the scenario created implicitly.
  public let isImplicit: Bool
  /// The method called.
  public let callback: Callback
  /// The `animated` argument, for appearance callbacks.
  public let animated: Bool?
  /// `isMovingToParent`, `isMovingFromParent`, `isBeingPresented`, `isBeingDismissed`.
  public let motion: ControllerMotion
  /// For `didFinishAnimating`: whether the page turn completed (`nil` for other lines). Kept
  /// beside the other one-byte fields, where it takes no room of its own.
  public var completed: Bool? = nil
  /// For `willMoveToParent` / `didMoveToParent`: the parent argument (`nil` when it is nil).
  public let parentArgument: String?
  /// For a delegate line about another controller (`Nav#1 willShow B`): that controller.
  public let target: String?
  /// The container holding the controller when the callback was made, if any.
  public let container: String?
  /// What kind of controller that container is.
  public let containerKind: ControllerKind?
  /// The rule that placed this callback (its id, summary and source).
  public let rule: Rule
  /// Who made UIKit call it.
  public let cause: Cause
  /// Whether app code called the method itself (`call`), not UIKit: the controller's state
  /// did not move.
  public var direct = false
}

extension CallbackRecord {
  /// Calls `body` with the flag words a callback line shows, in order: `animated` or
  /// `notAnimated` (`animated`, an appearance callback's argument), then each transition
  /// property of `motion` that holds. Both text writers use them: the engine's own, into a
  /// trace's buffer (`TextBuffer`), and the trace writer's.
  @inline(__always)
  package static func forEachFlagWord(
    animated: Bool?, motion: ControllerMotion, _ body: (String) -> Void
  ) {
    if let animated { body(animated ? "animated" : "notAnimated") }
    if motion.contains(.movingToParent) { body("isMovingToParent") }
    if motion.contains(.movingFromParent) { body("isMovingFromParent") }
    if motion.contains(.beingPresented) { body("isBeingPresented") }
    if motion.contains(.beingDismissed) { body("isBeingDismissed") }
  }

  /// Calls `body` with the flag words this record's line shows, in order.
  @inline(__always)
  package func forEachFlagWord(_ body: (String) -> Void) {
    CallbackRecord.forEachFlagWord(animated: animated, motion: motion, body)
  }
}
