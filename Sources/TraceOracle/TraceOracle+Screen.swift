/// What is on screen, as the oracle reads it from the statements: the stack of
/// presentations and, for each controller placed by a statement, the presentation level it
/// lives at (0: the window's root layer; n: the n-th presentation's layer).
///
/// A presentation takes nothing or its presenting layer off screen
/// (``OracleProfile/hiding(style:)``); a level is on screen when the presentation right above
/// it does not hide it. The oracle stops judging the screen when a statement does something it does
/// not model (a new root over presentations, a presentation or dismissal requested in
/// flight, a dismissal of a controller it cannot place).
struct Screen: Sendable {
  struct Presentation: Sendable {
    var name: String
    var hiding: OracleProfile.Hiding
  }

  var presentations: [Presentation] = []
  var levels = NameMap<Int>()
  /// Whether the oracle still knows what is on screen.
  var isKnown = true
  /// Why it stopped knowing, once it has: the case it does not model (its blind spot, which
  /// `stacktrace explore` counts and reports).
  var blindSpot: String?
  /// The levels whose controllers the statement may bring on screen and take off screen
  /// (`nil`: no judgement for this statement).
  var mayAppear: LevelSet? = nil
  var mayDisappear: LevelSet? = nil
  /// For a `present` (and each one a hook's code makes): the presented controller and the
  /// level it was at before, to undo when UIKit refuses the presentation.
  var presented: [(name: String, formerLevel: Int?)] = []
  /// The levels the statement gave, with the level each controller had before: a
  /// controller that shows no sign of being placed (a refused push) has an unknown level.
  var placed: [(name: String, former: Int?)] = []
  /// For a dismissal: the number of presentations left once it is done.
  var remaining: Int? = nil
  /// Whether the statement gives the window a new root: the former root's layer leaves.
  var replacesRoot = false
  /// A Show, Push or Show Detail segue whose destination has not shown yet whether it is
  /// pushed or presented (`resolveSegue`), and whether it is a `meanwhile` request.
  var pendingSegue: (name: String, isMeanwhile: Bool)?
  /// Why the statement may not touch other levels, for the violation's message.
  var reason = ""

  /// The levels on screen under `presentations` (level 0 is the window's root layer).
  static func visibleLevels(_ presentations: ArraySlice<Presentation>) -> LevelSet {
    var visible: LevelSet = [presentations.count]
    for level in stride(from: presentations.count - 1, through: 0, by: -1)
    where presentations[level].hiding == .nothing {
      visible.insert(level)
    }
    return visible
  }

  private var depth: Int { presentations.count }
  private var onScreen: LevelSet { Screen.visibleLevels(presentations[...]) }

  /// Reads a statement's header: places the controllers it names and works out which
  /// levels it may touch.
  mutating func begin(_ statement: StatementText, profile: OracleProfile) {
    mayAppear = nil
    mayDisappear = nil
    presented = []
    remaining = nil
    placed = []
    replacesRoot = false
    pendingSegue = nil
    guard isKnown else { return }
    var names = statement.names
    // A page view controller holds the page it shows; its other pages are only its data
    // source's until a turn shows them.
    if statement.verb == .pages { names = Array(names.prefix(2)) }
    switch statement.verb {
    case .tabs where statement.option("in") != nil, .pages where statement.option("in") != nil:
      // A container the app writes takes the new container as its child.
      let level = statement.option("in").flatMap { levels[$0] }
      for name in names { place(name, at: level) }
      judge(appear: onScreen, disappear: onScreen, "on screen")
    case .root, .tabs, .pages, .launch:
      guard depth == 0, !statement.isMeanwhile else {
        lose("a new root over a presentation, or in flight")
        return
      }
      // The former root's layer leaves the window: once the statement is over, what it held
      // has no level (`apply`).
      replacesRoot = true
      for name in names { place(name, at: 0) }
      judge(appear: [0], disappear: [0], "a new root")
    case .push, .setStack:
      for name in names { place(name, at: depth) }
      judge(appear: onScreen, disappear: onScreen, "on screen")
    case .setPage, .swipePage:
      // The page turned to joins its page view controller's level.
      let words = statement.words
      let page =
        statement.verb == .setPage
        ? names.dropFirst().first : words.count > 3 ? words[3] : nil
      if let pages = names.first, let page { place(page, at: levels[pages]) }
      judge(appear: onScreen, disappear: onScreen, "on screen")
    case .addChild:
      if let child = names.first, statement.words.count >= 4 {
        place(child, at: levels[statement.words[3]])
      }
      judge(appear: onScreen, disappear: onScreen, "on screen")
    case .beginAppearance, .endAppearance:
      // The app's own calls work in the window or out of it.
      return
    case .unwind:
      // An unwind pops or dismisses, as the search up the hierarchy decides.
      lose("an unwind (a pop or a dismissal)")
      return
    case .segue where statement.option("kind") != "present" && statement.option("embed") == nil:
      // A Show, Push or Show Detail segue pushes when its source has a navigation controller,
      // else presents: its destination's first move or the statement's first appearance line
      // says which (`resolveSegue`).
      if let name = names.first { pendingSegue = (name, statement.isMeanwhile) }
      return
    case .present, .segue, .alert:
      guard let name = names.first, !statement.isMeanwhile else {
        lose("a presentation requested in flight")
        return
      }
      // UIKit presents an alert in its own custom style.
      let style =
        statement.verb == .alert
        ? "custom" : statement.option("style") ?? profile.defaultStyle
      present(
        name, style: style, adapts: statement.option("adapt") != "none", profile: profile)
    case .dismiss, .swipeDown, .tapAction, .tapOutside:
      guard !statement.isMeanwhile else {
        lose("a dismissal requested in flight")
        return
      }
      guard depth > 0 else { return }
      var left = depth - 1
      if statement.verb == .dismiss || statement.verb == .tapAction, let name = names.first {
        guard let level = levels[name], level <= depth else {
          lose("a dismissal of a controller the oracle cannot place")
          return
        }
        // `dismiss NAME` dismisses what NAME presents, or NAME when it presents nothing; a
        // tapped alert dismisses itself, with what it presents (one on no presentation
        // level is no alert: UIKit's refusal ends the run).
        if statement.verb == .tapAction {
          guard level > 0 else { return }
          left = level - 1
        } else {
          left = level < depth ? level : level - 1
        }
      }
      if statement.has("cancel") {
        judge(appear: [depth], disappear: [depth], "the sheet stays")
        return
      }
      let before = onScreen
      let after = Screen.visibleLevels(presentations[..<left])
      judge(
        appear: after.subtracting(before), disappear: LevelSet((left + 1)...depth),
        after.subtracting(before).isEmpty
          ? "the dismissed presentations left what is below on screen"
          : "dismissed down to level \(left)")
      remaining = left
    default:
      judge(appear: onScreen, disappear: onScreen, "on screen")
    }
    if statement.isMeanwhile {
      // The previous animation's last callbacks come under this header: no judgement.
      mayAppear = nil
      mayDisappear = nil
    }
  }

  /// A presentation of `name` with `style` over the top layer: it may appear, and the layers
  /// the style hides may disappear.
  private mutating func present(
    _ name: String, style: String, adapts: Bool = true, profile: OracleProfile
  ) {
    let before = onScreen
    presented.append((name, levels[name]))
    levels[name] = depth + 1
    presentations.append(
      Presentation(name: name, hiding: profile.hiding(style: style, adapts: adapts)))
    judge(
      appear: [depth], disappear: before.subtracting(onScreen),
      presentations[depth - 1].hiding == .nothing
        ? "a \(style) presentation leaves its presenter on screen" : "presented over")
  }

  /// Reads a line of the statement while a Show, Push or Show Detail segue waits to say
  /// what it does: the destination's move to a parent makes it a push (on screen or onto a
  /// navigation controller out of the window); an appearance line before any such move
  /// makes it a presentation in the default style.
  mutating func resolveSegue(_ entry: TraceOracle.Entry, profile: OracleProfile) {
    guard let (name, isMeanwhile) = pendingSegue, isKnown else { return }
    if entry.controller == name, entry.word == .willMoveToParent {
      pendingSegue = nil
      place(name, at: depth)
      if !isMeanwhile { judge(appear: onScreen, disappear: onScreen, "on screen") }
    } else if ["viewWillAppear", "viewWillDisappear", "viewDidAppear", "viewDidDisappear"]
      .contains(entry.callback)
    {
      pendingSegue = nil
      guard !isMeanwhile else {
        lose("a presentation requested in flight")
        return
      }
      present(name, style: profile.defaultStyle, profile: profile)
    }
  }

  /// Stops judging the screen, for `reason`.
  mutating func lose(_ reason: String) {
    isKnown = false
    if blindSpot == nil { blindSpot = reason }
  }

  private mutating func place(_ name: String, at level: Int?) {
    placed.append((name, levels[name]))
    levels[name] = level
  }

  private mutating func judge(appear: LevelSet, disappear: LevelSet, _ why: String) {
    mayAppear = appear
    mayDisappear = disappear
    reason = why
  }

  /// Applies what the statement did once it is over (the next `begin` clears what it
  /// judged by): a presentation UIKit refused is
  /// undone; a controller the statement placed without a sign of it (its creation, a move or
  /// the start of an appearance) has an unknown level; a dismissal that took place removes its
  /// presentations.
  mutating func apply(_ effects: StatementEffects) {
    for (name, former) in presented.reversed() where !effects.appearing.contains(name) {
      if let index = presentations.lastIndex(where: { $0.name == name }) {
        presentations.remove(at: index)
      }
      levels[name] = former
    }
    for (name, _) in placed where !effects.placedSigns.contains(name) {
      levels[name] = nil
    }
    if replacesRoot {
      // What the former root's layer held is out of the window.
      let kept = Set(placed.map(\.name))
      levels.removeAll { name, level in level == 0 && !kept.contains(name) }
    }
    // A dismissal took place if something left the screen, or came back on it (what was
    // dismissed may have left by the app's own call before).
    if let remaining, effects.anyDisappeared || !effects.appearing.isEmpty {
      presentations.removeLast(presentations.count - remaining)
    }
  }

  /// Reads a hook's code as more of the statement running (its STATEMENT runs in the
  /// statement's callbacks, or right after its transition): what the code presents,
  /// dismisses or places joins what the statement may bring on and take off screen.
  /// `caller` is the hook's controller, whom a `dismiss` without a name dismisses.
  mutating func extend(with code: StatementText, caller: String, profile: OracleProfile) {
    guard isKnown else { return }
    // A hook's code before a segue has said what it does, or a segue in a hook's code: the
    // two judgements cannot be told apart.
    if pendingSegue != nil {
      lose("a hook's code while a Show or Push segue waits")
      return
    }
    let outer = (
      appear: mayAppear, disappear: mayDisappear, presented: presented, remaining: remaining,
      placed: placed, reason: reason, replacesRoot: replacesRoot
    )
    let text =
      code.verb == .dismiss && code.names.isEmpty ? StatementText("dismiss \(caller)") : code
    // A controller both the statement and the hook's code place (a hook presenting one the
    // statement pushes): which of them wins depends on when the deferred request plays.
    let outerNames = Set(outer.placed.map(\.name) + outer.presented.map(\.name))
    // What the code places: an addChild's child (its parent stays where it is).
    let placing = text.verb == .addChild ? Array(text.names.prefix(1)) : text.names
    if placing.contains(where: outerNames.contains) {
      lose("a hook's code placing a controller its statement places")
      return
    }
    // A presentation of a controller already on screen or in a layer is refused: it places
    // nothing (the statement's own judgement stands).
    if text.isPresentation, let name = text.names.first, levels[name] != nil {
      return
    }
    var outerRemaining = outer.remaining
    if let left = outerRemaining, text.isPresentation {
      // A presentation a hook makes during a dismissal waits for it to end (a completion's
      // code runs after it): the dismissed layers are gone first.
      presentations.removeLast(max(0, presentations.count - left))
      outerRemaining = nil
    }
    begin(text, profile: profile)
    // A child the code adds to a container the statement takes off screen, before it
    // leaves, appears and leaves with it.
    if text.verb == .addChild, let child = text.names.first, let level = levels[child],
      mayAppear != nil
    {
      mayAppear?.insert(level)
      mayDisappear?.insert(level)
    }
    replacesRoot = replacesRoot || outer.replacesRoot
    if pendingSegue != nil { lose("a Show or Push segue in a hook's code") }
    guard isKnown else { return }
    // The statement's own judgement, if it makes none, stays none.
    if let appear = outer.appear, let disappear = outer.disappear {
      mayAppear = appear.union(mayAppear ?? [])
      mayDisappear = disappear.union(mayDisappear ?? [])
      reason = outer.reason + "; " + reason
    } else {
      (mayAppear, mayDisappear, reason) = (nil, nil, outer.reason)
    }
    presented = outer.presented + presented
    placed = outer.placed + placed
    if let before = outerRemaining {
      // Two dismissals in one statement: the oracle cannot tell which went first.
      if remaining != nil { lose("two dismissals in one statement") }
      remaining = before
    }
  }

  /// A freed controller has no level.
  mutating func forget(_ name: String) {
    levels[name] = nil
  }
}

extension TraceOracle {
  /// Checks that an appearance callback touches a level the statement may touch.
  mutating func checkScreen(_ entry: Entry, appearing: Bool) {
    guard screen.isKnown, let level = screen.levels[entry.controller] else { return }
    // What the app drives by hand (a hook's `beginAppearance` included) is its own affair.
    if byHand.decides(entry.controller, container: lives[entry.controller]?.container ?? .none) {
      return
    }
    guard let allowed = appearing ? screen.mayAppear : screen.mayDisappear else { return }
    if !allowed.contains(level) {
      report(
        .screen,
        "\(describe(entry)): \(entry.controller) is at presentation level \(level), which this "
          + "statement does not \(appearing ? "bring on" : "take off") screen "
          + "(\(screen.reason))")
    }
  }
}
