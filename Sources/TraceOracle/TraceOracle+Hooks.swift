/// Hooks (`on NAME WORD STATEMENT`) as the oracle reads them: the `on` statements declare
/// them, a header `# in NAME WORD: STATEMENT` says one fired, a note says one never did.
struct Hooks: Sendable {
  /// The hooks declared and not fired yet, as their `on` statements read (several may read
  /// the same).
  var armed: [String: Int] = [:]
  /// The controller and word of the last header read: the next hook on the same line
  /// fires after the first one's code, whatever lines that code printed.
  var lastHeader: (controller: String, callback: String)?
  /// The groups the trace's `include` headers ask for (`--include` leaves no header).
  var included: Set<String> = []
  /// Children a hook added to a container while it appeared, past its `viewWillAppear`:
  /// how many `viewDidAppear` lines each may still get without a `viewWillAppear` (UIKit
  /// skips the appearing state's line for them; iOS 6 to 8 send the did-line twice).
  var joinedLate = NameMap<Int>()

  /// The group a line a scenario asks for belongs to, for the words a hook may wait on.
  static func group(of word: String) -> String? {
    switch word {
    case "viewLayoutMarginsDidChange", "viewSafeAreaInsetsDidChange", "updateViewConstraints",
      "viewWillTransition", "updateProperties":
      "geometry"
    case "presentationControllerShouldDismiss", "presentationControllerWillDismiss",
      "presentationControllerDidDismiss", "presentationControllerDidAttemptToDismiss",
      "willTransitionTo", "didFinishAnimating":
      "delegates"
    case "allowedChildrenForUnwinding", "canPerformUnwindSegueAction", "unwindForSegue":
      "unwinding"
    default:
      nil
    }
  }
}

extension TraceOracle {
  /// Reads an `on` statement's header: the hook it declares waits.
  mutating func declareHook(_ statement: StatementText) {
    if statement.verb == .include { hooks.included.formUnion(statement.words.dropFirst()) }
    guard statement.verb == .on else { return }
    hooks.armed[statement.text, default: 0] += 1
  }

  /// Checks a hook's header (property `hooks`): it follows its controller's WORD line (the
  /// app's lines are not tracked), and fires a hook declared and not fired yet. From here
  /// the statement's lines include what the hook's code does: what it drives by hand is
  /// the app's, and the screen is no longer judged from the statement's header alone.
  mutating func readHook(controller: String, callback: String, statement code: String) {
    let declaration = "on \(controller) \(callback) \(code)"
    if let count = hooks.armed[declaration] {
      hooks.armed[declaration] = count > 1 ? count - 1 : nil
    } else {
      report(.hooks, "'# in \(controller) \(callback): \(code)' fires no hook waiting")
    }
    // A line the trace does not show (its group not included) leaves the header alone.
    let shown = Hooks.group(of: callback).map { hooks.included.contains($0) } ?? true
    let sameLine = hooks.lastHeader.map { $0 == (controller, callback) } ?? false
    hooks.lastHeader = (controller, callback)
    if !AppLines.isApp(controller), shown, lastWord[controller] != callback, !sameLine {
      report(
        .hooks,
        "'# in \(controller) \(callback): \(code)' does not follow a '\(controller) \(callback)' "
          + "line")
    }
    statement.isHooked = true
    var text = StatementText(code)
    text.isHooked = true
    if text.verb == .beginAppearance || text.verb == .endAppearance,
      let name = text.names.first
    {
      byHand.drivenInHook.insert(name)
    }
    applyReferences(text)
    if byHand.notes(text) { byHand.begin(text, profile: profile) }
    noteJoinedChild(text)
    notePresentAtFirstDisplay(text, caller: controller)
    expectDirectCall(text)
    noteCoordinatorRegistration(text, caller: controller)
    screen.extend(with: text, caller: controller, profile: profile)
  }

  /// A hook's `addChild C to P` while P appears (it had its `viewWillAppear`, not yet its
  /// `viewDidAppear`) and forwards automatically: C may get its `viewDidAppear` (after
  /// `viewIsAppearing` from iOS 17) without a `viewWillAppear`, as a child added late in
  /// its container's appearance does; a `viewWillAppear` for it ends the allowance.
  private mutating func noteJoinedChild(_ code: StatementText) {
    let words = code.words
    guard code.verb == .addChild, words.count >= 4, words[2] == "to" else { return }
    let (child, parent) = (words[1], words[3])
    guard lives[parent]?.appearance == .appearing, !byHand.forwardingByHand.contains(parent),
      lives[child]?.appearance ?? .disappeared == .disappeared
    else { return }
    hooks.joinedLate[child] = profile[.doublesLateChildDidAppear] ? 2 : 1
  }

  /// Checks a note that hook `declaration` never fired: it was declared and did not fire.
  mutating func readHookNeverFired(_ declaration: String) {
    guard let count = hooks.armed[declaration] else {
      report(
        .hooks, "'\(declaration)' is said never to have fired, but it did or was never declared")
      return
    }
    hooks.armed[declaration] = count > 1 ? count - 1 : nil
  }
}
