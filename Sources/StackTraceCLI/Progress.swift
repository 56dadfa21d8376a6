import StackTraceFormats
import Synchronization

/// A line on standard error that tells how far long work has come (`checked 1200 of 13000
/// scenarios`), rewritten in place, shown only once a second has passed and at most ten
/// times a second, and erased at the end. The command shows it only on a terminal
/// (`Environment.showsProgress`): pipes and CI logs never see it.
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
      sink.write("\r\u{1B}[2Kchecked \(state.done) of \(total) \(noun)")
      sink.flush()
    }
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
