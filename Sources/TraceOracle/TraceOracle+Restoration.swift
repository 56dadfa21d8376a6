/// State preservation and restoration as the oracle reads it: a `launch ... restore=true`
/// restores its names between the app's two launching lines (without scenes) or says with a
/// note that the app rebuilds them (with scenes); each move to the background after it
/// preserves the state.
struct Restoration: Sendable {
  /// How far a restoring launch without scenes has got, in the order its lines must come.
  enum Stage: Int, Sendable, Comparable {
    case notStarted, launching, creating, loading, decoding, decoded, launched

    static func < (lhs: Stage, rhs: Stage) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// Whether the scenario's `launch` says `restore=true`, and whether it has scenes.
  var restores = false
  var scenes = false
  /// The restored controllers, in the chain's order: the navigation controller of
  /// `embed=nav` first, then the launch's names.
  var restored: [String] = []
  var stage = Stage.notStarted
  /// A restoration class or the app delegate made this name: its `init` comes next.
  var owedInit: String?
  var decoded: [String] = []
  var finished: Set<String> = []
  /// Lines read under a restoring launch's header with scenes, and its notes.
  var linesUnderLaunch = 0
  var notes = 0
  /// A preservation: owed after `didEnterBackground` (the next app line), then the
  /// controllers encoded so far.
  var preservation = Preservation.none
  var encoded: Set<String> = []

  enum Preservation: Sendable, Equatable {
    case none, owesShouldSave, owesWillEncode, encoding, owesActivity

    /// Whether a line of the preservation is owed next.
    var owesLine: Bool {
      self == .owesShouldSave || self == .owesWillEncode || self == .owesActivity
    }
  }

  /// The words of a preservation's lines, which only a move to the background prints.
  static let preservationWords: Set<String> = [
    "encodeRestorableState", "shouldSaveState", "willEncodeState", "stateRestorationActivity",
  ]

  /// The words of restoration lines a controller prints.
  static let controllerWords: Set<String> = [
    "viewControllerWithRestorationIdentifierPath", "decodeRestorableState",
    "applicationFinishedRestoringState", "encodeRestorableState",
  ]
  /// The words of the app's restoration lines.
  static let appWords: Set<String> = [
    "shouldRestoreState", "didDecodeState", "viewControllerWithRestorationIdentifierPath",
    "shouldSaveState", "willEncodeState", "stateRestorationActivity",
  ]

  /// The note a restoring launch with scenes prints first.
  static let notePrefix = "with scenes UIKit restores no view controller: the app rebuilds "
}

extension TraceOracle {
  /// Reads a `launch` header: whether it restores, with scenes or not, and what.
  mutating func beginRestoration(_ text: StatementText) {
    guard text.verb == .launch else { return }
    restoration.restores = text.option("restore") == "true"
    restoration.scenes =
      text.option("scenes").map { $0 == "true" } ?? profile[.launchesWithScenes]
    restoration.restored = (text.option("embed") == "nav" ? ["Nav#1"] : []) + text.names
    restoration.stage = restoration.restores && !restoration.scenes ? .launching : .notStarted
  }

  /// The note of a restoring launch with scenes: first under its header, once.
  mutating func readRestorationNote() {
    restoration.notes += 1
    guard statement.verb == .launch, restoration.restores, restoration.scenes,
      restoration.linesUnderLaunch == 0, restoration.notes == 1
    else {
      report(
        .restoration,
        "'\(statement.text)': the note that the app rebuilds its stack is out of place")
      return
    }
  }

  /// Whether `entry` is a restoration class's line, which comes before its controller
  /// exists: judged here only.
  func isClassLine(_ entry: Entry) -> Bool {
    entry.word == .viewControllerWithRestorationIdentifierPath && entry.controller != "App"
  }

  /// Checks a line against the restoration and the preservation (**restoration**).
  mutating func checkRestoration(_ entry: Entry) {
    func fail(_ why: String) { report(.restoration, "\(describe(entry)): \(why)") }
    if statement.verb == .launch { restoration.linesUnderLaunch += 1 }
    if let owed = restoration.owedInit {
      restoration.owedInit = nil
      if entry.controller != owed || entry.word != .`init`, !statement.isHooked {
        fail("\(owed)'s maker is not followed by \(owed) init")
      }
    }
    let word = entry.callback
    let isApp = AppLines.isApp(entry.controller)
    let isRestorationWord =
      entry.word.mayRestore
      && (isApp ? Restoration.appWords.contains(word) : Restoration.controllerWords.contains(word))
    if isRestorationWord || (isApp && word == "didEnterBackground") {
      checkPreservation(entry)
    }
    guard restoration.stage != .notStarted, restoration.stage != .launched else {
      if isRestorationWord, !Restoration.preservationWords.contains(word) {
        fail("a restoration line outside a restoring launch without scenes")
      }
      return
    }
    checkRestoringLaunch(entry, isApp: isApp)
  }

  /// A line of a restoring launch without scenes, in its order: `willFinishLaunching`, the
  /// agreement, the creations, the loads, the decodes (the chain's order), the delegate's
  /// end, the controllers' ends (iOS 7 on), `didFinishLaunching`, then the first display.
  private mutating func checkRestoringLaunch(_ entry: Entry, isApp: Bool) {
    func fail(_ why: String) { report(.restoration, "\(describe(entry)): \(why)") }
    let word = entry.callback
    let stage = restoration.stage
    let restored = restoration.restored
    let isRestored = restored.contains(entry.controller)
    // The names above the first, which UIKit makes.
    let above = restored.drop { $0.contains("#") }.dropFirst()
    func require(_ allowed: [Restoration.Stage], _ what: String) {
      if !allowed.contains(stage) { fail("\(what) out of the restoration's order") }
    }
    switch (isApp, word) {
    case (true, "willFinishLaunching"):
      require([.launching], "willFinishLaunching")
    case (true, "shouldRestoreState"):
      require([.launching], "the delegate's agreement")
      restoration.stage = .creating
    case (_, "viewControllerWithRestorationIdentifierPath"):
      require([.creating], "a restored controller's maker")
      let made = isApp ? entry.target : entry.controller
      if let made, !above.contains(made) {
        fail("\(made) is not a restored controller above the first")
      }
      restoration.owedInit = made
    case (false, "init") where above.contains(entry.controller):
      require([.creating], "a restored controller's init")
    case (false, "loadView"), (false, "viewDidLoad"):
      guard isRestored, stage < .decoded else { break }
      require([.creating, .loading], "a restored controller's load")
      restoration.stage = .loading
    case (false, "decodeRestorableState"):
      require([.creating, .loading, .decoding], "a decode")
      restoration.stage = .decoding
      let next = restored.first { !restoration.decoded.contains($0) }
      if entry.controller != next {
        fail("decoded out of the chain's order (expected \(next ?? "none"))")
      }
      if lives[entry.controller]?.viewLoaded != true, entry.controller != "Nav#1" {
        fail("decoded before its view loaded")
      }
      restoration.decoded.append(entry.controller)
    case (true, "didDecodeState"):
      require([.decoding], "the delegate's end of the decodes")
      if restoration.decoded.count != restored.count {
        fail("not every restored controller was decoded")
      }
      restoration.stage = .decoded
    case (false, "applicationFinishedRestoringState"):
      require([.decoded], "a controller's end of the restoration")
      if !profile[.hasFinishedRestoringState] {
        fail("iOS 6 has no applicationFinishedRestoringState")
      }
      if !isRestored || !restoration.finished.insert(entry.controller).inserted {
        fail("not a restored controller, or told twice")
      }
    case (true, "didFinishLaunching"):
      require([.decoded], "didFinishLaunching")
      if restoration.finished.count != restored.count, profile[.hasFinishedRestoringState] {
        fail("not every restored controller heard the restoration's end")
      }
      restoration.stage = .launched
    case (false, "viewWillAppear"), (false, "viewIsAppearing"), (false, "viewDidAppear"):
      if isRestored { fail("an appearance before the window shows") }
    default:
      break
    }
  }

  /// A move to the background after a restoring launch: the delegate's agreement and start
  /// right after `didEnterBackground`, then each controller's encode once, after the
  /// controller that holds it; with scenes the scene's activity right after its
  /// `didEnterBackground`. None of these elsewhere.
  private mutating func checkPreservation(_ entry: Entry) {
    func fail(_ why: String) { report(.restoration, "\(describe(entry)): \(why)") }
    let word = entry.callback
    let state = restoration.preservation
    switch word {
    case "didEnterBackground":
      guard restoration.restores else { return }
      restoration.preservation =
        restoration.scenes ? .owesActivity : .owesShouldSave
      restoration.encoded = []
    case "shouldSaveState":
      if state != .owesShouldSave { fail("not right after App didEnterBackground") }
      restoration.preservation = .owesWillEncode
    case "willEncodeState":
      if state != .owesWillEncode { fail("not right after App shouldSaveState") }
      restoration.preservation = .encoding
    case "encodeRestorableState":
      if state != .encoding { fail("an encode outside a preservation") }
      if !restoration.encoded.insert(entry.controller).inserted { fail("encoded twice") }
      if case .exclusive(let holder)? = lives[entry.controller]?.container,
        !restoration.encoded.contains(holder)
      {
        fail("encoded before \(holder), which holds it")
      }
    case "stateRestorationActivity":
      if state != .owesActivity { fail("not right after Scene#1 didEnterBackground") }
      restoration.preservation = .none
    default:
      break
    }
  }

  /// A line that is not the preservation's while one is owed: the preservation did not
  /// come right after `didEnterBackground` (a hook's lines aside).
  mutating func checkPreservationOwed(_ entry: Entry) {
    guard restoration.preservation.owesLine, !statement.isHooked,
      entry.callback != "didEnterBackground",
      !Restoration.preservationWords.contains(entry.callback)
    else { return }
    report(.restoration, "\(describe(entry)): the preservation owed after didEnterBackground")
    restoration.preservation = .none
  }

  /// At a statement's end: a restoring launch got all its lines, a preservation ended.
  mutating func finishRestoration() {
    if restoration.preservation.owesLine {
      report(.restoration, "'\(statement.text)': no preservation after didEnterBackground")
    }
    // (Written only when it changes: `Shared`.)
    if restoration.preservation != .none { restoration.preservation = .none }
    guard statement.verb == .launch, !ended else { return }
    if restoration.restores, restoration.scenes, restoration.notes != 1 {
      report(.restoration, "'\(statement.text)': no note that the app rebuilds its stack")
    }
    if restoration.stage != .notStarted, restoration.stage != .launched {
      report(.restoration, "'\(statement.text)': the restoration did not end")
    }
    restoration.stage = .launched
  }
}
