import StackNav
import StackTraceFormats
import StackTraceScenario

/// Runs a scenario through the engine and writes its trace.
package enum Runner {
  /// How a run ended.
  package enum Outcome: Sendable, Equatable {
    /// Every statement ran; leaks (if any) are in the trace.
    case completed
    /// A statement asked for something impossible (exit code 2).
    case failed(ScenarioError)
    /// UIKit raised an exception; the trace ends with it (exit code 3).
    case raised(UIKitException, at: ScenarioLocation)
    /// The engine caught itself in an inconsistent state: a bug in StackNav.
    case inconsistent([String], at: ScenarioLocation)

    /// Whether the trace may stop in the middle of a statement: a scenario error found while
    /// running can cut it half-way through a transition (in a hook's code).
    package var mayCutStatement: Bool {
      if case .failed = self { return true }
      return false
    }
  }

  /// The first statement of `scenario` using something `profile` does not have, as an
  /// error naming the profile and the first profile that has it; a `forwarding=` trait of a
  /// controller a later `pages` makes a page view controller; or the app statements out of
  /// their place (`launch` first and once, the others after it, `App` no controller's name).
  package static func checkAvailability(of scenario: Scenario, in profile: Profile)
    -> ScenarioError?
  {
    if case .failure(let error) = availability(of: scenario, in: profile) { return error }
    return nil
  }

  /// `checkAvailability`, and when no statement fails it, the check as its last statement
  /// left it: a scenario one statement longer checks only that one statement on a copy
  /// (`AvailabilityCheck.extended(by:in:)`).
  static func availability(of scenario: Scenario, in profile: Profile)
    -> Result<AvailabilityCheck, ScenarioError>
  {
    if let error = checkIncludes(of: scenario, in: profile) { return .failure(error) }
    // Each statement is read where it lies, through a pointer: one read from the array by
    // value, or through a method of its own, was copied whole (its words and names retained
    // and released: 2% of a run).
    return scenario.statements.withUnsafeBufferPointer { statements in
      // Whether the scenario starts the app: a flag of each statement, read where it lies.
      var launches = false
      for index in statements.indices where statements[index].checks.appStart {
        launches = true
        break
      }
      var check = AvailabilityCheck(profile: profile, launches: launches)
      guard let first = statements.baseAddress else { return .success(check) }
      for index in statements.indices {
        if let error = check.check(first + index) { return .failure(error) }
      }
      return .success(check)
    }
  }

  /// The checks before a run, one statement after the other: what the statements before
  /// have said that a later one is checked against (traits written, the app launched, a
  /// statement that acts).
  struct AvailabilityCheck {
    /// The profile checked against: the last one `extended(by:in:)` was given, which may note
    /// its reads elsewhere than the first.
    private(set) var profile: Profile
    /// Whether some statement of the scenario, earlier or later, starts the app (`launch`).
    let launches: Bool
    /// Where each controller's traits are written, by the trait's key: what a later
    /// statement refusing one points at (`GrammarEntry.refusedTrait`).
    private var traitsWritten: [String: [TraitWritten]] = [:]
    private var launched = false
    private var acted = false

    init(profile: Profile, launches: Bool) {
      self.profile = profile
      self.launches = launches
    }

    /// The check of a scenario that has this one's statements, then `statement`, all of them
    /// but the last already checked by this one: `statement` checked, or `nil` when the
    /// statements before must be checked again (in another profile; `statement` starts the
    /// app, which changes what they may say, or includes lines, which the scenario checks as
    /// a whole).
    func extended(by statement: UnsafePointer<Statement>, in profile: Profile)
      -> Result<AvailabilityCheck, ScenarioError>?
    {
      guard profile.isNamed(like: self.profile),
        launches || !statement.pointee.checks.appStart
      else { return nil }
      if case .include = statement.pointee.action { return nil }
      var check = self
      check.profile = profile
      if let error = check.check(statement) { return .failure(error) }
      return .success(check)
    }

    /// Checks `statement`, the one after those checked so far.
    mutating func check(_ statement: UnsafePointer<Statement>) -> ScenarioError? {
      let checks = statement.pointee.checks
      if case .device = statement.pointee.action, !profile.has(.deviceIPad) {
        return ScenarioError(
          .notInProfile(
            feature: "device", profile: profile.name,
            firstProfile: Profile.all.dropFirst().first { $0.has(.deviceIPad) }?.name, hint: nil),
          at: statement.pointee.location)
      }
      guard case .operation(let operation) = statement.pointee.action else { return nil }
      // `on App WORD` names the application; every other `App` would be a controller. (The
      // hook is not kept in a local of its own: an optional one cost a generic destruction
      // a statement.)
      let operands = if case .hook = operation { 3 } else { 1 }
      // The words looked at in place; the tokens made only for the error.
      if launches, statement.pointee.says("App", from: operands),
        let app = statement.pointee.tokens.dropFirst(operands).first(where: { $0.text == "App" })
      {
        return ScenarioError(.applicationName, at: app.location)
      }
      if case .hook(let hook) = operation,
        let error = Runner.check(hook, statement.pointee, launches: launches, in: profile)
      {
        return error
      }
      // Where it may stand (`GrammarEntry.Place`): the app's start before every statement
      // that acts, once; a statement of the app's life after it.
      if checks.appStart {
        if launched || acted {
          return ScenarioError(.launchOutOfPlace, at: statement.pointee.location)
        }
        launched = true
      } else if checks.inApp, !launched {
        return ScenarioError(
          .needsLaunch(verb: statement.pointee.verb), at: statement.pointee.location)
      } else if !checks.onlyDeclares {
        acted = true
      }
      if checks.takesTraits || checks.refusesTrait,
        let error = Runner.checkTraits(statement, checks, &traitsWritten)
      {
        return error
      }
      guard let missing = profile.unavailability(of: operation) else { return nil }
      let location =
        statement.pointee.tokens.first { $0.text == missing.feature }?.location
        ?? statement.pointee.location
      return ScenarioError(
        .notInProfile(
          feature: missing.feature, profile: profile.name, firstProfile: missing.firstProfile,
          hint: missing.hint),
        at: location)
    }
  }

  /// What `scenario` includes that `profile` cannot show: `include unwinding` needs the
  /// unwind search (iOS 9 and later).
  private static func checkIncludes(of scenario: Scenario, in profile: Profile)
    -> ScenarioError?
  {
    guard scenario.includes.contains(.unwinding), !profile.has(.unwindSearch),
      let include = scenario.statements.first(where: {
        if case .include(let included) = $0.action { return included.contains(.unwinding) }
        return false
      })
    else { return nil }
    return ScenarioError(
      .notInProfile(
        feature: "include unwinding", profile: profile.name,
        firstProfile: Profile.all.dropFirst().first { $0.has(.unwindSearch) }?.name),
      at: include.location)
  }

  /// Keeps where `statement` writes its traits (`checks` says it takes them), or finds the
  /// trait it refuses (`GrammarEntry.refusedTrait`) written for the controller it names
  /// first, as the entry's error where the trait is written. Rare statements: kept out of
  /// the loop every statement goes through.
  @inline(never)
  fileprivate static func checkTraits(
    _ statement: UnsafePointer<Statement>, _ checks: GrammarEntry.Checks,
    _ traitsWritten: inout [String: [TraitWritten]]
  ) -> ScenarioError? {
    // The words are made only when there is something to keep or to look for: a trait some
    // entry refuses, written; a statement refusing one, after such a trait was kept.
    if checks.takesTraits {
      var words: [Token]?
      for key in Grammar.refusedTraitKeys where statement.pointee.saysOption(key, from: 2) {
        let tokens = words ?? statement.pointee.tokens
        words = tokens
        guard tokens.count > 1,
          let trait = tokens.dropFirst(2).last(where: { $0.text.hasPrefix(key + "=") })
        else { continue }
        traitsWritten[tokens[1].text, default: []].append(TraitWritten(key: key, token: trait))
      }
      if Grammar.someStatementRefusesEveryTrait {
        let tokens = words ?? statement.pointee.tokens
        if tokens.count > 2 {
          traitsWritten[tokens[1].text, default: []].append(
            TraitWritten(key: nil, token: tokens[2]))
        }
      }
      return nil
    }
    guard !traitsWritten.isEmpty else { return nil }
    let tokens = statement.pointee.tokens
    guard tokens.count > 1, let refused = Grammar.entry(named: tokens[0].text)?.refusedTrait,
      let written = traitsWritten[tokens[1].text]?.last(where: {
        refused.key == nil || $0.key == refused.key
      }),
      refused.onlyWith.map({ option in tokens.contains { $0.text == option } }) ?? true
    else { return nil }
    return ScenarioError(
      refused.error(tokens[1].text, written.token.text),
      at: refused.atName ? tokens[1].location : written.token.location)
  }

  /// A trait written for a controller, kept for a later statement that refuses it: its key
  /// when some statement refuses that key (`nil`: kept for a statement refusing every trait).
  fileprivate struct TraitWritten {
    let key: String?
    let token: Token
  }

  /// What is wrong with hook `hook` of `statement` in `profile`, if anything: a callback the
  /// profile never sends, an app word without `launch`, a controller's word on `App`.
  fileprivate static func check(
    _ hook: Hook, _ statement: Statement, launches: Bool, in profile: Profile
  ) -> ScenarioError? {
    guard profile.has(.hookFire) else { return nil }
    // The words are made for an error only.
    lazy var word = statement.tokens[2]
    // The app delegate's words, and the one it shares with restoration classes.
    let appWord =
      hook.callback.kind == .app
      || (hook.name == "App" && hook.callback == .viewControllerWithRestorationIdentifierPath)
    if appWord, !launches {
      return ScenarioError(.needsLaunch(verb: "on App \(word.text)"), at: word.location)
    }
    if hook.name == "App", launches, !appWord {
      return ScenarioError(.applicationName, at: statement.tokens[1].location)
    }
    guard !profile.sends(hook.callback) else { return nil }
    let senders = Profile.all.dropFirst().filter { $0.sends(hook.callback) }
    let index = { (profile: Profile) in Profile.all.firstIndex { $0.name == profile.name } ?? 0 }
    let later = senders.first { index($0) > index(profile) }
    return ScenarioError(
      .callbackNotSent(
        word: word.text, profile: profile.name, firstProfile: later?.name,
        onlyProfile: later == nil && senders.count == 1 ? senders.first?.name : nil),
      at: word.location)
  }

  /// Runs `scenario` with `settings` (resolved against its own header here) and writes its
  /// trace to `writer`. A statement its profile does not have fails the run before anything
  /// runs.
  package static func run(
    _ scenario: Scenario, settings: RunSettings = RunSettings(), writer: TraceWriter
  ) -> Outcome {
    play(scenario, settings: settings, writer: writer, through: scenario.statements.count) {
      $0.finish()
    }
  }

  /// The ownership graph after statement `last` (numbered from 1; 0 is before the first;
  /// `nil` is the end), and how the run went up to there: no graph unless it completed.
  package static func ownershipGraph(
    of scenario: Scenario, settings: RunSettings = RunSettings(), after last: Int?
  ) -> (OwnershipGraph?, Outcome) {
    var graph: OwnershipGraph?
    let through = min(last ?? scenario.statements.count, scenario.statements.count)
    // Before a `meanwhile` statement, the graph shows the moment it arrives: the animation
    // of statement `through` still in flight, its transient holds dashed.
    var beforeMeanwhile = false
    if through < scenario.statements.count,
      case .operation(.meanwhile) = scenario.statements[through].action
    {
      beforeMeanwhile = true
    }
    let outcome = play(
      scenario, settings: settings, writer: nil, through: through, settling: !beforeMeanwhile
    ) {
      graph = $0.ownershipGraph()
    }
    return (outcome == .completed ? graph : nil, outcome)
  }

  /// Plays the first `count` statements, writing the trace to `writer` (if any), then hands
  /// the engine to `atEnd` when none failed.
  private static func play(
    _ scenario: Scenario, settings: RunSettings, writer: TraceWriter?, through count: Int,
    settling: Bool = true, atEnd: (Engine) -> Void
  ) -> Outcome {
    let settings = settings.resolved(for: scenario)
    if let error = checkAvailability(of: scenario, in: settings.profile) {
      return .failed(error)
    }
    let playback = Playback(scenario, settings: settings, writer: writer)
    writer?.beginScenario()
    // An SVG diagram is written whole once the run is over, however it ended.
    defer { writer?.endScenario() }
    // Each statement handed over where it lies: iterating, or an array's subscript, copied
    // every statement (its text and names retained, then released).
    let failed = scenario.statements.withUnsafeBufferPointer { statements -> Outcome? in
      guard let first = statements.baseAddress else { return nil }
      for index in statements.indices.prefix(count) {
        if let outcome = playback.play(at: first + index) { return outcome }
      }
      return nil
    }
    if let failed { return failed }
    return playback.end(settling: settling, atEnd: atEnd)
  }

  /// How a run that met `error` in `statement` ends: an error met in a hook's code is
  /// located in its `on` statement (`hooks`: those played, in order).
  static func outcome(
    of error: EngineError, in statement: Statement, hooks: [Statement]
  ) -> Outcome {
    var statement = statement
    // The words of the hook's STATEMENT start after `on NAME WORD`.
    var operandOffset = 0
    if case .inHook(_, let hook) = error {
      if hooks.indices.contains(hook) {
        statement = hooks[hook]
        operandOffset = 3
      }
    }
    switch error.innermost {
    case .raised(let exception, let operand):
      return .raised(exception, at: statement.location(ofOperand: operand + operandOffset))
    case let inner:
      return .failed(ScenarioError(.engine(inner), at: statement.location(of: inner.subject)))
    }
  }
}
