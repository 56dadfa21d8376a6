extension TraceOracle {
  /// What the oracle knows of the window's first display: the root a statement showed
  /// first, and a `meanwhile push` in the same run-loop turn as that display.
  struct FirstDisplay: Sendable {
    /// Whether a statement has given the window a root yet.
    var windowShown = false
    /// How many times the view of the root the last statement showed (`noted.justShown`) had
    /// loaded before that statement.
    var loadsBefore = 0
    /// What the last statement noted, which the next forgets (`forgetStatement`).
    var noted = Noted()

    /// What a statement notes of the first display, for itself and the one after it.
    struct Noted: Sendable, Equatable {
      /// The root of a navigation controller the statement made the window's first root.
      var justShown: String?
      /// During a `meanwhile push` right after such a statement: the root, and what is
      /// pushed.
      var sameTurn: SameTurn?
      /// Whether the pushed controller has had a line yet: a request that fails before it
      /// (a name freed already, say) ends the run, and the display with it.
      var pushSeen = false
      /// Whether the statement is the window's first display of a navigation or tab bar
      /// controller, and then whether a hook's code in it asked for a presentation.
      var showsContainer = false
      var presentsFromHook = false
      /// What that presentation took off screen before the display's did half, and whether
      /// UIKit's `Unbalanced calls …` line has followed.
      var reversed: [String] = []
      var unbalancedSeen = false
    }

    struct SameTurn: Sendable, Equatable {
      var root: String
      var pushed: String
    }

    /// Whether anything is noted of the last statement (what `forgetStatement` forgets):
    /// when nothing is, a new statement writes nothing here (`Shared`). Its notes compared
    /// with none, where the whole account was copied, its notes forgotten, and compared.
    var notesStatement: Bool { noted != Noted() }

    /// Forgets what the last statement noted.
    mutating func forgetStatement() {
      noted = Noted()
    }
  }

  /// Notes a statement's header: whether it shows the window for the first time (`push`,
  /// `setStack`, `root NAME embed=nav`), or pushes in the same turn as that display.
  mutating func beginFirstDisplay(_ text: StatementText) {
    let shown = firstDisplay.noted.justShown
    if firstDisplay.notesStatement { firstDisplay.forgetStatement() }
    // A custom container's child cannot be pushed: the request fails, after the display it
    // would have joined has ended.
    if text.isMeanwhile, text.verb == .push, text.option("embed") == nil, let root = shown,
      let pushed = text.names.first, profile[.isIOS], !isCustomChild(pushed)
    {
      firstDisplay.noted.sameTurn = FirstDisplay.SameTurn(root: root, pushed: pushed)
      // From iOS 18 the display waits for the end of the turn: the root is not loaded.
      if lives[root]?.loads ?? 0 > firstDisplay.loadsBefore, profile[.joinsFirstDisplay] {
        report(.firstDisplay, "\(root) loaded before the end of the turn that showed it")
      }
      return
    }
    guard !firstDisplay.windowShown else { return }
    switch text.verb {
    // A push of several names goes on after the first: the display ends within the
    // statement, before its second push.
    case .push where text.names.count == 1: firstDisplay.noted.justShown = text.names.first
    case .setStack: firstDisplay.noted.justShown = text.names.last
    case .root where text.option("embed") == "nav": firstDisplay.noted.justShown = text.names.first
    // A restoring launch shows its whole first display within itself: no push joins it.
    case .launch where text.option("embed") == "nav" && text.option("restore") != "true":
      firstDisplay.noted.justShown = text.names.first
    default: break
    }
    if [Verb.push, .setStack, .root, .tabs, .launch, .pages].contains(text.verb) {
      firstDisplay.windowShown = true
      firstDisplay.noted.showsContainer = firstDisplay.noted.justShown != nil || text.verb == .tabs
    }
    let loads = firstDisplay.noted.justShown.flatMap { lives[$0]?.loads } ?? 0
    if firstDisplay.loadsBefore != loads { firstDisplay.loadsBefore = loads }
  }

  /// Whether `name` is the child of a container the app writes.
  private func isCustomChild(_ name: String) -> Bool {
    if case .custom? = lives[name]?.container { return true }
    return false
  }

  /// Checks a callback of a `meanwhile push` in the same turn as the first display: from
  /// iOS 18 the root gets nothing but its move (its view never loads); before, the root never
  /// gets `viewDidAppear`, and the pushed controller's `viewIsAppearing` waits for the root's
  /// `viewDidDisappear`.
  mutating func checkFirstDisplay(_ entry: Entry) {
    guard let turn = firstDisplay.noted.sameTurn else { return }
    let (root, pushed) = (turn.root, turn.pushed)
    if entry.controller == pushed { firstDisplay.noted.pushSeen = true }
    if entry.controller == root, firstDisplay.noted.pushSeen {
      if entry.word != .didMoveToParent, profile[.joinsFirstDisplay] {
        report(
          .firstDisplay, "\(describe(entry)): \(root) is not shown when a push joins the display")
      }
      if entry.word == .viewDidAppear, !profile[.joinsFirstDisplay] {
        report(.firstDisplay, "\(describe(entry)): the push interrupted \(root)'s first appearance")
      }
    }
    if entry.controller == pushed, entry.word == .viewIsAppearing,
      lives[root]?.appearance != .disappeared, !profile[.joinsFirstDisplay]
    {
      report(.firstDisplay, "\(describe(entry)): before \(root)'s viewDidDisappear")
    }
  }

  /// Notes a hook's code during the window's first display of a navigation or tab bar
  /// controller, run by `caller` while it loads (before its `viewWillAppear`): a
  /// presentation it asks for may start before the display ends (iOS 5 to 13), taking the
  /// display's controllers off screen while they appear.
  mutating func notePresentAtFirstDisplay(_ code: StatementText, caller: String) {
    guard firstDisplay.noted.showsContainer, code.verb == .present || code.verb == .segue,
      lives[caller]?.appearance ?? .disappeared == .disappeared, profile[.presentsAtFirstDisplay]
    else { return }
    firstDisplay.noted.presentsFromHook = true
  }

  /// Whether `name`, appearing, may begin to disappear: such a presentation reverses the
  /// first display's appearance (it never gets `viewDidAppear` there).
  mutating func reversesFirstDisplay(_ name: String) -> Bool {
    guard firstDisplay.noted.presentsFromHook, current.appearing.contains(name) else {
      return false
    }
    firstDisplay.noted.reversed.append(name)
    return true
  }

  /// Checks UIKit's `Unbalanced calls … for <NAME>.` after a presentation reversed a first
  /// display: once, after every reversed controller has disappeared, naming a container
  /// that holds them. (The line after an `endAppearance` or a nested push or pop is not
  /// judged here.)
  mutating func readUnbalanced(_ name: String) {
    guard !firstDisplay.noted.reversed.isEmpty else { return }
    if firstDisplay.noted.unbalancedSeen {
      report(.firstDisplay, "a second 'Unbalanced calls' line for <\(name)> in one first display")
    }
    firstDisplay.noted.unbalancedSeen = true
    for reversed in firstDisplay.noted.reversed where lives[reversed]?.appearance != .disappeared {
      report(.firstDisplay, "'Unbalanced calls' for <\(name)> before \(reversed) has disappeared")
    }
    guard let content = firstDisplay.noted.reversed.last, !holds(name, content) else { return }
    report(.firstDisplay, "'Unbalanced calls' for <\(name)>, which does not hold \(content)")
  }

  /// Whether `container` holds `name`, as far as the trace's move lines say: a container
  /// whose own container the trace does not show may be held by anything.
  private func holds(_ container: String, _ name: String) -> Bool {
    var current = name
    var steps = 0
    while steps < 8, case .exclusive(let parent)? = lives[current]?.container {
      if parent == container { return true }
      current = parent
      steps += 1
    }
    return current != name && lives[current] == nil && container.contains("#")
  }

  /// At the statement's end: a first display a presentation reversed has UIKit's
  /// `Unbalanced calls …` line.
  mutating func checkFirstDisplayEnded() {
    if !firstDisplay.noted.reversed.isEmpty, !firstDisplay.noted.unbalancedSeen {
      report(
        .firstDisplay,
        "'\(statement.text)': a presentation reversed the first display of "
          + "\(firstDisplay.noted.reversed.last ?? "") without UIKit's 'Unbalanced calls' line")
    }
  }
}
