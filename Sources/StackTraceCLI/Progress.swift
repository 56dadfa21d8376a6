import StackTraceFormats
import Synchronization

/// A line on standard error that tells how far long work has come (`checked 1200 of 13000
/// scenarios (9%, about 1 min 38 s left)`), rewritten in place, shown only once a second has
/// passed and at most ten times a second, and erased at the end. The command shows it only
/// on a terminal (`Environment.showsProgress`): pipes and CI logs never see it.
final class Progress: @unchecked Sendable {
  /// Where the line goes; written only under `state`'s lock.
  private let sink: ByteSink
  private let noun: String
  private let delay: Duration
  private let start = ContinuousClock.now
  private let state = Mutex(State())

  private struct State {
    var done = 0
    package var shown: ContinuousClock.Instant?
  }

  /// Progress over items called `noun` (plural), written to `sink` once `delay` has passed.
  init(noun: String, sink: ByteSink, delay: Duration) {
    self.noun = noun
    self.sink = sink
    self.delay = delay
  }

  /// One more of `total` items is done (from any thread).
  func advance(of total: Int) {
    advance(by: 1, of: total)
  }

  /// `count` more of `total` items are done (from any thread).
  func advance(by count: Int, of total: Int) {
    let now = ContinuousClock.now
    state.withLock { state in
      state.done += count
      guard now - start >= delay else { return }
      if let shown = state.shown, now - shown < .milliseconds(100), state.done < total { return }
      state.shown = now
      sink.write(
        "\r\u{1B}[2K"
          + Self.line(done: state.done, of: total, noun: noun, elapsed: now - start))
      sink.flush()
    }
  }

  /// The line for `done` of `total` items after `elapsed`: the share done and, once a
  /// second has passed, the time left at the pace so far.
  static func line(done: Int, of total: Int, noun: String, elapsed: Duration) -> String {
    let percent = total > 0 ? min(100, done * 100 / total) : 100
    var line = "checked \(done) of \(total) \(noun) (\(percent)%"
    let seconds =
      Double(elapsed.components.seconds)
      + Double(elapsed.components.attoseconds) / 1e18
    if done > 0, done < total, seconds >= 1 {
      let left = Int((seconds * Double(total - done) / Double(done)).rounded())
      line += left == 0 ? ", almost done" : ", about " + Self.duration(left) + " left"
    }
    return line + ")"
  }

  /// `seconds` as `42 s`, `3 min 05 s` or `2 h 10 min`.
  static func duration(_ seconds: Int) -> String {
    if seconds < 60 { return "\(seconds) s" }
    if seconds < 3_600 {
      let rest = seconds % 60
      return "\(seconds / 60) min \(rest < 10 ? "0" : "")\(rest) s"
    }
    let minutes = seconds / 60 % 60
    return "\(seconds / 3_600) h \(minutes < 10 ? "0" : "")\(minutes) min"
  }

  /// Erases the line, if it was shown.
  func finish() {
    state.withLock { state in
      guard state.shown != nil else { return }
      sink.write("\r\u{1B}[2K")
      sink.flush()
    }
  }
}
