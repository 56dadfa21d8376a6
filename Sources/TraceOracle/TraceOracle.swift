/// An independent checker of what any lifecycle trace must satisfy (docs/testing.md).
///
/// It shares no code with the engine: it reads trace lines as a user would (text or JSON
/// Lines), keeps its own small account of each controller, of the statements it has read
/// and of what is on screen, and derives every property from that account and from its own
/// knowledge of the UIKit versions (``OracleProfile``), never from the engine's rules. So an
/// engine bug cannot hide behind the engine's own bookkeeping.
///
/// Feed it lines with ``read(_:)`` (or a whole trace with ``check(text:profile:)`` or
/// ``check(jsonLines:profile:)``), then call ``finish()``; ``violations`` lists what the trace
/// breaks, each with the ``Property`` it breaks.
package struct TraceOracle: Sendable {
  /// One callback as the oracle sees it.
  package struct Entry: Sendable, Equatable {
    /// The controller's name.
    package var controller: String
    /// The callback word.
    package var callback: String {
      didSet { word = CallbackWord(callback) }
    }
    /// The callback word as the checks tell it apart: derived from `callback`.
    private(set) var word: CallbackWord
    /// The container holding the controller, when the line says (JSON Lines does): `nil`
    /// when the line does not say.
    package var container: Container?
    /// The parent argument of `willMoveToParent` / `didMoveToParent` (`"nil"` for none).
    package var parentArgument: String?
    /// The transition flags the line carries (`animated`, `notAnimated`, `isMovingToParent`,
    /// ...): `nil` when the line does not show flags.
    package var flags: TransitionFlags?
    /// The controller a delegate line is about (`B` in `Nav#1 willShow B`).
    package var target: String?
    /// For `didFinishAnimating`: whether the turn completed.
    package var completed: Bool?

    /// Creates an entry.
    package init(
      controller: String, callback: String, container: Container? = nil,
      parentArgument: String? = nil, flags: TransitionFlags? = nil, target: String? = nil
    ) {
      self.controller = controller
      self.callback = callback
      word = CallbackWord(callback)
      self.container = container
      self.parentArgument = parentArgument
      self.flags = flags
      self.target = target
    }

    /// An entry of `word` (not `other`), its callback the word's own string.
    init(controller: String, word: CallbackWord) {
      self.controller = controller
      callback = word.spelling
      self.word = word
    }
  }

  /// Where a controller sits, as a trace line says it.
  package enum Container: Sendable, Equatable, Hashable {
    /// In no container.
    case none
    /// In a navigation or tab bar controller: at most one of its children is on screen.
    case exclusive(String)
    /// A child of a content controller (`addChild`): its children may all be on screen.
    case custom(String)
  }

  /// A line of a trace.
  package enum Line: Sendable, Equatable {
    /// A statement's header (the statement's text).
    case statement(String)
    /// A hook's header (`# in NAME WORD: STATEMENT`): its lines belong to the running
    /// statement.
    case hook(controller: String, callback: String, statement: String)
    /// The note that a hook never fired (its `on` statement's words).
    case hookNeverFired(String)
    /// The model's note that an interactive gesture did not begin (`nil`), or that a pop
    /// gesture began on a navigation controller's root and froze it (its name).
    case gestureNote(frozen: String?)
    /// The model's note that with scenes the app rebuilds a restored stack itself.
    case restorationNote
    /// A callback.
    case callback(Entry)
    /// A `!` line of the given severity (`note`, `warning`, `error`).
    case finding(String)
    /// UIKit's `Unbalanced calls to begin/end appearance transitions for <NAME>.` warning.
    case unbalanced(String)
    /// UIKit's exception, which ends the run.
    case exception
    /// A leak report naming a controller.
    case leak(String)
    /// The start of another file's trace (`## FILE`): the oracle starts afresh.
    case file
    /// Anything else.
    case other
  }

  /// A property of every trace, as `docs/testing.md` lists them.
  package enum Property: String, Sendable, CaseIterable {
    /// `init` first and once, nothing after `dealloc`.
    case lifetime
    /// `viewDidLoad` after its `loadView`; the view loaded before any appearance or layout
    /// callback; no `loadView` for a controller whose `init` assigned the view.
    case viewLoading
    /// Every `did` after its `will`, no transition left half-way, layout callbacks in pairs.
    case appearance
    /// At most one controller appearing, and one appeared, per navigation or tab bar
    /// controller; an incoming controller starts appearing before the outgoing one is gone.
    case containers
    /// `viewIsAppearing` only from iOS 17, between `viewWillAppear` and layout, in every
    /// appearance.
    case viewIsAppearing
    /// Appearance callbacks only for controllers a statement puts on or takes off screen:
    /// none for a sheet's (or an over-style presentation's) presenter, none under a
    /// covering presentation.
    case screen
    /// The transition flags agree with the statement (`isMovingFromParent` on a pop, ...).
    case flags
    /// Memory-warning callbacks only in a memory warning, which never frees anything.
    case memoryWarning
    /// No `dealloc` while something the oracle saw take a reference still holds the
    /// controller; a leak report names a live controller no free-standing owner holds.
    case ownership
    /// Nothing after UIKit's exception.
    case exception
    /// Delegate lines only in the statements that make them (`tap`, `swipeDown`), after the
    /// shown controller's will callback, a sheet's `WillDismiss` before it disappears.
    case delegates
    /// Completion lines only with `completion=true`, after the transition's did callbacks.
    case completions
    /// Geometry lines inside a first appearance (margins and safe area from iOS 11),
    /// `viewWillTransition` only in a rotation, to controllers on screen.
    case geometry
    /// A push in the same run-loop turn as the window's first display: from iOS 18 it joins
    /// the display (the root's view never loads); before, it interrupts the root's first
    /// appearance (no `viewDidAppear` for the root).
    case firstDisplay
    /// `App` and `Scene#1` lines only in the app statements, the app delegate quiet once the
    /// scene hears, `willEnterForeground` followed by `didBecomeActive`, no view controller
    /// line in `background`, `foreground` or `interruption`.
    case app
    /// A hook's header follows the line it hooks, each `on` fires at most once, and a note
    /// that one never fired names one that did not.
    case hooks
    /// A gesture that does not begin changes nothing; a navigation controller a pop gesture
    /// froze moves no controller in or out again.
    case gestures
    /// A restoring launch restores in UIKit's order (or, with scenes, says that the app
    /// rebuilds); each move to the background after it preserves, each controller once after
    /// the one that holds it.
    case restoration
  }

  /// What a trace breaks.
  package struct Violation: Sendable, Equatable, CustomStringConvertible {
    /// The property broken.
    package var property: Property
    /// What happened, naming the line and the statement.
    package var message: String

    package var description: String { "\(property.rawValue): \(message)" }
  }

  /// The UIKit version the trace claims to follow.
  var profile: OracleProfile
  var lives = NameMap<Life>()
  /// Each controller's last callback word, to check a hook's header follows its line.
  var lastWord = NameMap<String>()
  /// Named references from `retain X by OWNER`, as (owner, target) pairs, in the order
  /// taken: the oracle's own account of who holds whom.
  var references: [(owner: String, target: String)] = []
  /// Controllers declared with `view=init`, and whether their view was released since.
  var viewAssignedInInit = NameMap<Bool>()
  /// For each exclusive container, the controllers in it that appeared.
  var appearedIn: [String: Set<String>] = [:]
  /// For each exclusive container, the controllers in it now appearing.
  var appearingIn: [String: Set<String>] = [:]
  /// What is on screen: the presentations and each controller's level.
  var screen = Screen()
  /// The statement being read.
  var statement = StatementText("")
  /// What the current statement did so far.
  var current = StatementEffects()
  var ended = false
  /// The app's and the scene's lines seen so far.
  var appLines = AppLines()
  /// A `call NAME WORD` whose line has not come yet: the app's own call of the method.
  var directCall: (name: String, word: String)?
  // The accounts below are each several collections that most statements leave alone: each
  // is kept out of line and shared with the checkpoint the oracle resumed from until a
  // statement changes it (`Shared`), so that copying the oracle retains one reference for
  // each, not one for each of its fields. Their writers leave unchanged fields unwritten.
  @Shared var firstDisplay = FirstDisplay()
  /// What the app drives by hand: explicit transitions, views without containment.
  @Shared var byHand = ByHand()
  /// The hooks declared, fired and waiting.
  @Shared var hooks = Hooks()
  /// The gestures' account: frozen navigation controllers, a refused gesture.
  @Shared var gestures = Gestures()
  /// The coordinator blocks hooks registered.
  @Shared var coordinator = Coordinator()
  /// The launch's restoration and the preservations after it.
  @Shared var restoration = Restoration()
  /// What the trace breaks, in the order found.
  package private(set) var violations: [Violation] = []

  /// Why the oracle stopped judging the screen, if it has: the first case it read that it
  /// does not model (a new root over a presentation, a presentation requested in flight,
  /// ...). The other properties are judged to the trace's end.
  package var screenBlindSpot: String? { screen.blindSpot }

  /// An oracle that has seen nothing yet, for a trace of the named profile (`documented`,
  /// `ios5` ... `ios26`); a `# profile NAME` header in the trace overrides it.
  package init(profile: String = "documented") {
    self.profile = OracleProfile(name: profile)
  }

  /// Whether the oracle judges the traces of profiles `first` and `second` alike: it knows
  /// the same facts of both (`OracleProfile`), and tells them apart only in its messages;
  /// with `reads`, the same facts among those noted there (what judging some traces of
  /// `first` asked about, `recordFacts(into:)`), so that it judged those traces alike.
  package static func judgesAlike(_ first: String, _ second: String, among reads: FactReads? = nil)
    -> Bool
  {
    OracleProfile(name: first).judgesAlike(OracleProfile(name: second), among: reads)
  }

  /// Notes in `reads` each fact of its profile the oracle asks about from now on (`nil`:
  /// none), here and in its copies, until told otherwise: what `judgesAlike(_:_:among:)`
  /// compares.
  package mutating func recordFacts(into reads: FactReads?) {
    profile.reads = reads
  }

  /// Checks a whole text trace; returns its violations. `complete` false: the run stopped
  /// with a scenario error found while running (a hook's code may meet one in the middle of
  /// a transition), so its last statement may end half-way.
  package static func check(text: String, profile: String = "documented", complete: Bool = true)
    -> [Violation]
  {
    var oracle = TraceOracle(profile: profile)
    var text = text
    text.withUTF8 { bytes in
      TraceOracle.forEachLine(in: bytes) { line, _, _ in
        oracle.read(TraceOracle.parse(lineBytes: line))
      }
    }
    if complete { oracle.finish() }
    return oracle.violations
  }

  /// Feeds one line; a statement's header is looked up in `memo`, when there is one.
  package mutating func read(_ line: consuming Line, memo: StatementMemo? = nil) {
    // (Taken, not borrowed: a callback's entry is moved out of the line, where it was copied
    // out and both destroyed.)
    switch consume line {
    case .statement(let text):
      // A `meanwhile` request arrives while the previous statement's animation is in flight.
      finishStatement(allowingFlight: text.hasPrefix("meanwhile "))
      begin(memo?.text(text) ?? StatementText(text))
    case .callback(let entry):
      if ended {
        report(.exception, "\(describe(entry)) after the exception ended the run")
      }
      checkPreservationOwed(entry)
      checkRestoration(entry)
      if AppLines.isApp(entry.controller) {
        checkAppLine(entry)
        return
      }
      // A restoration class's method names a controller that does not exist yet.
      if isClassLine(entry) { return }
      checkQuietApp(entry)
      checkFirstDisplay(entry)
      checkGestures(entry)
      if directCall != nil, readDirectCall(entry) {
        lastWord[entry.controller] = entry.callback
        return
      }
      check(entry)
      lastWord[entry.controller] = entry.callback
    case .hook(let controller, let callback, let code):
      readHook(controller: controller, callback: callback, statement: code)
    case .hookNeverFired(let declaration):
      readHookNeverFired(declaration)
    case .gestureNote(let frozen):
      readGestureNote(frozen: frozen)
    case .restorationNote:
      readRestorationNote()
    case .finding:
      break
    case .unbalanced(let name):
      readUnbalanced(name)
    case .exception:
      ended = true
    case .leak(let name):
      checkLeak(of: name)
    case .file:
      finish()
      let (kept, reads) = (violations, profile.reads)
      self = TraceOracle(profile: profile.name)
      violations = kept
      profile.reads = reads
    case .other:
      break
    }
  }

  /// Ends the trace: checks what must hold when the last statement is over.
  package mutating func finish() {
    finishStatement(allowingFlight: false)
  }

  /// Checks what must hold at a statement boundary: no transition left half-way, at most
  /// one appeared controller per container; then applies the statement's effect on screen.
  mutating func finishStatement(allowingFlight: Bool) {
    // UIKit's exception ends the app where it stands: in a hook's code, in the middle of a
    // transition.
    if !allowingFlight, !ended {
      checkSettled()
      checkFirstDisplayEnded()
    }
    if let call = directCall, !ended {
      report(.appearance, "'\(statement.text)' gave no '\(call.name) \(call.word)' line")
      directCall = nil
    }
    finishRestoration()
    screen.apply(current)
    current = StatementEffects()
  }

  private mutating func begin(_ text: StatementText) {
    statement = text
    if hooks.lastHeader != nil { hooks.lastHeader = nil }
    declareHook(text)
    if text.verb == .profile, let name = text.words.dropFirst().first {
      let reads = profile.reads
      profile = OracleProfile(name: name)
      profile.reads = reads
    }
    if text.verb == .device { profile.isIPad = text.words.dropFirst().first == "ipad" }
    applyReferences(text)
    if byHand.notes(text) { byHand.begin(text, profile: profile) }
    expectDirectCall(text)
    // The controller an end names must have left its transition when the statement is over,
    // whether or not a line says so.
    if text.verb == .endAppearance, let name = text.names.first { current.touched.insert(name) }
    beginFirstDisplay(text)
    beginRestoration(text)
    if gestures.refusedIn != nil { gestures.refusedIn = nil }
    screen.begin(text, profile: profile)
  }

  mutating func report(_ property: Property, _ message: String) {
    violations.append(Violation(property: property, message: message))
  }

  func describe(_ entry: Entry) -> String {
    "'\(entry.controller) \(entry.callback)' in '\(statement.text)'"
  }
}
