/// App code calling a controller's appearance callbacks itself (`call NAME WORD`), as the
/// oracle reads it: the method's line, made by the app and not by UIKit, moves none of the
/// controller's states.
extension TraceOracle {
  /// Reads a statement (or a hook's code) that calls a method directly: its line comes next.
  mutating func expectDirectCall(_ text: StatementText) {
    let words = text.words
    guard text.verb == .call, words.count >= 3 else { return }
    directCall = (words[1], words[2])
  }

  /// Reads a callback while a direct call's line is awaited: the controller's creation may
  /// come first (the call creates it: `init`, `awakeFromNib`); its next appearance line is
  /// the call's own, which needs no loaded view and leaves its appearance where it was.
  /// Returns whether `entry` was that line.
  mutating func readDirectCall(_ entry: Entry) -> Bool {
    let appearance = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
    guard let call = directCall, entry.controller == call.name,
      appearance.contains(entry.callback)
    else { return false }
    directCall = nil
    guard entry.callback == call.word else {
      report(
        .appearance, "\(describe(entry)): the call's '\(call.name) \(call.word)' line comes first")
      return false
    }
    if lives[entry.controller]?.deallocated == true {
      report(.lifetime, "\(describe(entry)): after dealloc")
    }
    current.touched.insert(entry.controller)
    return true
  }
}
