/// The app's and the scene's lines (`launch`, `background`, `foreground`, `interruption`),
/// as the oracle reads them: `App` and `Scene#1` are no controllers.
struct AppLines: Sendable {
  /// Whether a `Scene#1` line came: the app delegate then hears only the launch.
  var sawScene = false
  /// The object that announced `willEnterForeground` and owes its `didBecomeActive`.
  var owesActivation: String?

  /// Whether a line is the app's or the scene's.
  static func isApp(_ name: String) -> Bool {
    // Lengths first: asked of every line, about names that are mostly neither, two string
    // comparisons were most of the oracle's.
    let length = name.utf8.count
    return length == 3 && name == "App" || length == 7 && name == "Scene#1"
  }

  /// The app statements.
  static let verbs: [Verb] = [.launch, .background, .foreground, .interruption]
  /// The app statements in which no view controller hears anything: a list, searched at
  /// every line (three verbs, a byte each).
  static let quietVerbs: [Verb] = [.background, .foreground, .interruption]
}

extension TraceOracle {
  /// Checks an `App` or `Scene#1` line: only in the app statements (or the end of a launch's
  /// display a `meanwhile` request finishes); with scenes, the app delegate hears only the
  /// launch; `willEnterForeground` is followed by `didBecomeActive` of the same object; a
  /// launch into the background never becomes active (with scenes or without).
  mutating func checkAppLine(_ entry: Entry) {
    func fail(_ why: String) { report(.app, "\(describe(entry)): \(why)") }
    if !AppLines.verbs.contains(statement.verb), !statement.isMeanwhile, !statement.isHooked {
      fail("an app or scene line outside launch, background, foreground and interruption")
    }
    if entry.controller == "Scene#1" { appLines.sawScene = true }
    if entry.controller == "App", appLines.sawScene,
      !["willFinishLaunching", "didFinishLaunching"].contains(entry.callback)
    {
      fail("with scenes, the app delegate hears only the launch")
    }
    if let owing = appLines.owesActivation {
      if owing != entry.controller || entry.callback != "didBecomeActive" {
        fail("\(owing) willEnterForeground is not followed by its didBecomeActive")
      }
      appLines.owesActivation = nil
    }
    if entry.callback == "willEnterForeground" { appLines.owesActivation = entry.controller }
    if statement.verb == .launch, statement.option("into") == "background",
      ["didBecomeActive", "willEnterForeground"].contains(entry.callback)
    {
      fail("a launch into the background never becomes active")
    }
  }

  /// In `background`, `foreground` and `interruption`, no view controller hears anything.
  mutating func checkQuietApp(_ entry: Entry) {
    // A preservation's encodes are the one controller line a move to the background prints.
    guard AppLines.quietVerbs.contains(statement.verb),
      !statement.isHooked, entry.callback != "encodeRestorableState"
    else { return }
    report(.app, "\(describe(entry)): a view controller line in an app statement")
  }
}
