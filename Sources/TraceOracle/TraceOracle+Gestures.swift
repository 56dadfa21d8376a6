/// What the oracle reads of the interactive gestures' notes (docs/testing.md, **gestures**):
/// a gesture that does not begin changes nothing in its statement, and a navigation
/// controller a pop gesture froze at its root takes no controller in or out again.
struct Gestures: Sendable {
  /// The navigation controllers a pop gesture on their root froze.
  var frozen: Set<String> = []
  /// The statement whose gesture did not begin, when it is the one being read (`nil` in a
  /// `meanwhile` request, whose animation in flight goes on after the note).
  var refusedIn: String?
}

extension TraceOracle {
  /// The line a gesture's note makes, if `message` is one: `the X gesture does not begin`,
  /// or `the pop gesture began on Nav#N's root R: ...`.
  static func gestureNote(_ message: Substring) -> Line? {
    var message = message
    return message.withUTF8 { gestureNote(bytes: $0) }
  }

  /// The line a gesture's note makes, if the note's message is `bytes` (a text line's bytes
  /// after `! note: `): read by byte, as the text lines are.
  static func gestureNote(bytes: UnsafeBufferPointer<UInt8>) -> Line? {
    if bytes.ends(with: " gesture does not begin") { return .gestureNote(frozen: nil) }
    let began: StaticString = "the pop gesture began on "
    guard bytes.starts(with: began) else { return nil }
    let rest = UnsafeBufferPointer(rebasing: bytes[began.utf8CodeUnitCount...])
    guard let apostrophe = rest.firstIndex(of: UInt8(ascii: "'")) else { return nil }
    return .gestureNote(
      frozen: String(decoding: UnsafeBufferPointer(rebasing: rest[..<apostrophe]), as: UTF8.self))
  }

  mutating func readGestureNote(frozen: String?) {
    if let frozen {
      gestures.frozen.insert(frozen)
    } else if !statement.isMeanwhile {
      gestures.refusedIn = statement.text
    }
  }

  /// A line after a refused gesture's note in its statement, or a move into or out of a
  /// frozen navigation controller, breaks **gestures**.
  mutating func checkGestures(_ entry: Entry) {
    if let refused = gestures.refusedIn {
      report(
        .gestures,
        "\(describe(entry)): the gesture of '\(refused)' did not begin, yet a callback follows")
    }
    if !gestures.frozen.isEmpty,
      entry.word == .willMoveToParent
        || entry.word == .didMoveToParent,
      let parent = entry.parentArgument, gestures.frozen.contains(parent)
    {
      report(
        .gestures,
        "\(describe(entry)): \(parent) is frozen by a pop gesture on its root, yet a controller "
          + "moves into it")
    }
  }
}
