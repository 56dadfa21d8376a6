import StackNav
import StackTraceFormats
import StackTraceScenario

/// A scenario being played, statement by statement: its engine, the trace written so far and
/// how many statements it played.
///
/// `Runner` plays a whole scenario with one. `stacktrace explore` copies one between two
/// statements (`copy()`), so that a scenario one statement longer than another runs that one
/// statement on a copy of the other's playback instead of playing every statement again.
package final class Playback {
  /// The engine, in the state the statements played so far left it.
  let engine: Engine
  /// Where the trace goes, if anywhere.
  let writer: TraceWriter?
  // A playback is used from one thread at a time: its fields go without the dynamic
  // exclusivity check.
  /// How many statements were played: the last one's number in the trace.
  @exclusivity(unchecked) private(set) var played = 0
  /// The `on` statements played, in order: where an error met in a hook's code is located.
  @exclusivity(unchecked) private var hooks: [Statement] = []
  /// The checks before a run (`Runner.availability`) as the statements played left them,
  /// when they were made one statement at a time (`stacktrace explore`): a playback one
  /// statement longer, made from a copy of this one, checks only that statement.
  @exclusivity(unchecked) var availability: Runner.AvailabilityCheck?

  /// A playback of `scenario` that has played nothing yet, with `settings` already resolved
  /// for it (`RunSettings.resolved(for:)`) and its availability checked.
  init(_ scenario: Scenario, settings: RunSettings, writer: TraceWriter?) {
    engine = Engine(profile: settings.profile, limits: settings.limits, includes: settings.includes)
    // A profile without the statement (`documented`) models an iPhone whatever --device says.
    if settings.profile.has(.deviceIPad) { engine.device = settings.device }
    engine.checksInvariants = settings.checkingInvariants
    // Checked whole before anything runs (`Runner.checkAvailability`): not again for each.
    engine.checksAvailability = false
    // Each word after a verb that starts with a capital names at most one controller or owner
    // (options, `animated=false`, none: a bound, from each word's first byte alone).
    // By index, each statement's text read in place: `reduce` copied every statement.
    let statements = scenario.statements
    var names = 0
    for index in statements.indices {
      names +=
        statements[index].text.utf8.withContiguousStorageIfAvailable { bytes in
          bytes.indices.dropFirst().count { index in
            bytes[index - 1] == 0x20
              && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[index])
          }
        } ?? 0
    }
    engine.reserveNames(names)
    engine.reportsScreens = writer?.options.format == .screens
    self.writer = writer
    handEventsToWriter()
  }

  private init(copying original: Playback, engine: Engine, writer: TraceWriter?) {
    self.engine = engine
    self.writer = writer
    played = original.played
    hooks = original.hooks
    availability = original.availability
    handEventsToWriter()
  }

  deinit {
    engine.eventSink = nil
    engine.textTrace = nil
  }

  private func handEventsToWriter() {
    engine.eventSink = writer ?? DiscardedEvents()
    engine.textTrace = writer?.textTrace
  }

  /// The trace written so far, when it goes to memory.
  var text: String { writer?.sink.text ?? "" }

  /// Plays `statement` after those played: its header, then its events.
  ///
  /// - Returns: how the run ends when it ends here (UIKit's exception, a scenario error, an
  ///   inconsistency of the engine); `nil` when it goes on.
  func play(_ statement: Statement) -> Runner.Outcome? {
    withUnsafePointer(to: statement) { play(at: $0) }
  }

  /// `play(_:)` for the statement `statement` points to, read where it lies: one handed
  /// over from an array by value was copied whole (its text and names retained, then
  /// released: 2.5% of a run), and so was one whose computed property was read.
  func play(at statement: UnsafePointer<Statement>) -> Runner.Outcome? {
    played += 1
    let number = played
    let isHook: Bool = if case .operation(.hook) = statement.pointee.action { true } else { false }
    if isHook { hooks.append(statement.pointee) }
    guard case .operation(let operation) = statement.pointee.action else {
      writer?.statement(statement.pointee, number: number)
      return nil
    }
    var failure: EngineError?
    do {
      // What the last statement left in flight ends before this one's header, unless this
      // one is a `meanwhile` request, which arrives during it.
      try engine.start(operation) {
        writer?.statement(
          statement.pointee.text, line: statement.pointee.location.line, isHook: isHook,
          number: number)
      }
    } catch {
      failure = error
    }
    if !engine.isConsistent {
      return .inconsistent(engine.inconsistencies, at: statement.pointee.location)
    }
    if let failure { return Runner.outcome(of: failure, in: statement.pointee, hooks: hooks) }
    return nil
  }

  /// Ends the run after the statements played: what is in flight ends (unless not
  /// `settling`), then `atEnd` gets the engine.
  func end(settling: Bool = true, atEnd: (Engine) -> Void) -> Runner.Outcome {
    if settling { engine.settle() }
    atEnd(engine)
    // A hook's code can stop the run while the last transition ends: the engine's failure
    // then names the hook (`EngineError.inHook`), whose `on` statement locates it.
    if let failure = engine.failure, let hook = hooks.last {
      return Runner.outcome(of: failure, in: hook, hooks: hooks)
    }
    return .completed
  }

  /// A playback in exactly this one's state, its trace written so far copied into a sink of
  /// its own: the two then go on apart. `nil` when the engine's state cannot be copied
  /// (`Engine.copy`) or the trace does not go to memory in a line format.
  ///
  /// Made in the memory of `spare` when there is one, a playback never used again (a
  /// finished run's): its engine's rows (`Engine.copy(reusing:)`), its writer and its sink
  /// (`TraceWriter.copy(into:)`) are taken again. With `profile`, its engine asks that one
  /// (`Engine.copy(reusing:profile:)`).
  func copy(into spare: Playback? = nil, profile: Profile? = nil) -> Playback? {
    guard let engine = engine.copy(reusing: spare?.engine, profile: profile) else { return nil }
    guard let writer else { return Playback(copying: self, engine: engine, writer: nil) }
    guard let copied = writer.copy(into: spare?.writer) else { return nil }
    return Playback(copying: self, engine: engine, writer: copied)
  }
}

/// The sink of a playback that writes no trace: the engine keeps no events, and makes no
/// records.
private final class DiscardedEvents: TraceEventSink {
  func event(_ event: TraceEvent) {}

  func callback(
    _ callback: Callback, of controller: String, isImplicit: Bool, parentArgument: String?,
    target: String?, completed: Bool?, rule: Rule, record: () -> CallbackRecord
  ) {}
}
