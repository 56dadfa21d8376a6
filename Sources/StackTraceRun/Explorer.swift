import Dispatch
import StackNav
import StackTraceFormats
import StackTraceScenario
import Synchronization
import TraceOracle

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every scenario of up to ``depth`` statements over an ``Alphabet``, run and checked: the
/// engine's own invariants after every statement, and the independent oracle's properties
/// over the printed trace (`stacktrace explore`).
///
/// A scenario whose run ends early (UIKit's exception, a scenario error) or breaks a
/// property is not extended: every longer scenario starting with it ends the same way, so
/// it counts as explored without being run. Each violation is shrunk, statement by
/// statement, to a scenario that still breaks the same property, ready to save as a golden.
package struct Explorer: Sendable {
  /// The profiles to explore.
  package var profiles: [Profile]
  /// The longest scenario, in statements (without its `profile` line).
  package var depth = 3
  /// How many controller names the alphabet uses (`A`, `B`, ...).
  package var names = 2
  /// Which statements scenarios are made of.
  package var alphabet = Alphabet.small
  /// Told (from any thread) how many more scenarios are done, of how many in all.
  package var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
  /// Whether a scenario runs its last statement on a copy of its parent's playback
  /// (`Playback.copy`) and its oracle check starts from its parent's (`Checkpoint`); false
  /// (`explore --fresh`) runs and checks every scenario from its first statement, the path
  /// the shared one is compared with: the report is the same.
  package var sharesPrefixes = true
  /// Whether a scenario whose names are another's permuted, where the permutation gives the
  /// alphabet back (`Renamings`), is counted with the least of them rather than run; false
  /// (`explore --fresh`) runs every one: the report is the same.
  package var countsRenamings = true
  /// Whether a unit of a profile that plays and is judged there as the profile before it
  /// (its twin there) takes that one's runs and blind spots rather than being explored again,
  /// scenario for scenario the same; false (`explore --fresh`) explores every unit: the
  /// report is the same.
  ///
  /// Two profiles are twins in a unit when they have the same alphabet and the second
  /// answers alike every question the first's exploration of the unit (and of its first
  /// statement) asked: the engine's rules (`RuleReads`) and the oracle's facts (`FactReads`).
  /// `ios10` takes every unit of `ios9` (the same rules and facts everywhere), `ios16` of
  /// `ios14` (a rule none of the small alphabet's statements asks about differs), `ios12`
  /// those of `ios11` where no view lays out.
  package var sharesTwins = true
  /// Whether the second profile may take the findings of the first, whose exploration asked
  /// the questions in the reads given (`nil`: any), when `sharesTwins` and their alphabets
  /// match: `alike`, which a test replaces to pair two profiles broken alike.
  package var twins: @Sendable (Profile, Profile, Reads?) -> Bool = Explorer.alike

  /// What a unit's exploration asked of its profile: the rules its engines asked about and
  /// the facts its oracle asked about.
  package struct Reads: Sendable {
    package let rules = RuleReads()
    package let facts = FactReads()

    /// Reads that note nothing yet, or what `other` noted.
    package init(including other: Reads? = nil) {
      guard let other else { return }
      rules.formUnion(other.rules)
      facts.formUnion(other.facts)
    }
  }

  /// A unit's place in its profile's exploration, the same in every profile of the same
  /// alphabet: on the iPad or not, its first statement and, in the second round, its second
  /// (by their places in the alphabet).
  struct UnitKey: Hashable {
    var onIPad: Bool
    var first: Int
    var second: Int? = nil

    /// The key of the unit of the second round under this one, after statement `second`.
    func then(_ second: Int) -> UnitKey { UnitKey(onIPad: onIPad, first: first, second: second) }
  }

  /// A unit's findings, with what its exploration asked (`nil`: not noted), and the profile
  /// explored: its own, or one a profile before it took them from.
  struct Unit: Sendable {
    var result = UnitResult()
    var reads: Reads? = nil
    var profile = 0
  }

  /// The most names an alphabet takes.
  package static let maximumNames = 6

  /// An exploration of `profiles` with the defaults: depth 3, two names, the small
  /// alphabet.
  package init(profiles: [Profile]) {
    self.profiles = profiles
  }

  /// A scenario that breaks a property, shrunk.
  package struct Counterexample: Sendable, Equatable {
    /// The profile it runs in.
    package var profile: String
    /// The property broken: an oracle property, or `engine` for an inconsistency the engine
    /// found in its own model.
    package var property: String
    /// What the shrunk scenario's run shows.
    package var message: String
    /// The shrunk scenario's statements (its `profile` line aside).
    package var statements: [String]
    /// How many explored scenarios shrank to it.
    package var occurrences: Int

    /// The scenario file, its `profile` line first.
    package var scenarioText: String {
      (["profile \(profile)"] + statements).map { $0 + "\n" }.joined()
    }
  }

  /// What an exploration found.
  package struct Report: Sendable, Equatable {
    /// Every scenario of up to `depth` statements over each profile's alphabet.
    package var scenarios = 0
    /// How many of them were run (the others begin with a shorter one that ended early or
    /// broke a property).
    package var runs = 0
    /// The alphabet's size in each profile, in the order explored.
    package var alphabetSizes: [(profile: String, statements: Int)] = []
    /// The distinct shrunk counterexamples, by profile, then length, then text.
    package var counterexamples: [Counterexample] = []
    /// How many of the scenarios run ended with the oracle no longer judging the screen, by
    /// the case it does not model (`TraceOracle.screenBlindSpot`), in the order of the cases.
    package var blindSpots: [(reason: String, runs: Int)] = []
    /// Each profile that took findings of the profile before it (`twin`) rather than
    /// exploring some units of the second round (`sharesTwins`), with how many it took of how
    /// many: neither printed nor compared, the report being the same either way.
    package var twins: [(profile: String, twin: String, units: Int, of: Int)] = []

    package static func == (lhs: Report, rhs: Report) -> Bool {
      lhs.scenarios == rhs.scenarios && lhs.runs == rhs.runs
        && lhs.counterexamples == rhs.counterexamples
        && lhs.blindSpots.map(\.reason) == rhs.blindSpots.map(\.reason)
        && lhs.blindSpots.map(\.runs) == rhs.blindSpots.map(\.runs)
        && lhs.alphabetSizes.map(\.profile) == rhs.alphabetSizes.map(\.profile)
        && lhs.alphabetSizes.map(\.statements) == rhs.alphabetSizes.map(\.statements)
    }
  }

  /// How many workers explore at once: at most this many threads, and at most one a core
  /// (`DispatchQueue.concurrentPerform` runs no more; `nil`: one a core). The report is the
  /// same whatever the number.
  package var jobs: Int?

  /// Explores every profile, on `jobs` workers; the report is the same whatever the
  /// scheduling.
  ///
  /// The space is cut in two rounds of work units, each a depth-first search of its own: first
  /// every scenario of one statement (one unit a profile's variant and statement), then the
  /// subtree under each two-statement scenario whose first statement goes on, started on a copy
  /// of that statement's playback. A few thousand units of similar size keep every worker busy
  /// to the end, where one unit a first statement left one worker on the largest. Each unit's
  /// findings are kept apart, then merged: sums, and counterexamples sorted, so the order in
  /// which units end does not show.
  ///
  /// A profile with the same alphabet as one before it (`sharesTwins`) waits for the last such
  /// one to be explored, each of whose units notes the rules its engines ask about and the
  /// facts its oracle asks about (`Reads`). Each unit of the second round then takes that
  /// one's findings when the two profiles answer alike every question the unit and its first
  /// statement asked, and that one broke no property there (`taken`); it is explored
  /// otherwise.
  package func run() -> Report {
    let alphabets = profiles.map { Alphabet.statements(alphabet, names: names, in: $0) }
    // The profile before each whose units it may take: the last before it whose units are
    // the same (its alphabet and iPad exploration). Each waits for that one: a profile
    // without one is explored in the first generation, the next in the second, and so on.
    let texts = alphabets.map { $0.map(\.text) }
    var before = [Int?](repeating: nil, count: profiles.count)
    var generation = [Int](repeating: 0, count: profiles.count)
    for index in profiles.indices where sharesTwins {
      before[index] = profiles.indices.prefix(index).last { previous in
        texts[previous] == texts[index]
          && profiles[previous].has(.deviceIPad) == profiles[index].has(.deviceIPad)
      }
      generation[index] = before[index].map { generation[$0] + 1 } ?? 0
    }
    // The profiles whose units a later one may take note what they ask.
    let noting = Set(before.compactMap { $0 })
    let renamings = alphabets.map { countsRenamings ? Renamings($0, names: names) : nil }
    let variants = self.variants
    let total = Explorer.total(variants, sizes: alphabets.map(\.count))
    let workers = max(1, jobs ?? Explorer.cores)
    // The searches' memos of statement headers, each taken by one search at a time and given
    // back when it ends: a memo serves every unit its thread runs after, where one made for
    // each unit read every header of its first scenarios anew.
    let memos = Mutex<[StatementMemo]>([])
    // A unit of the second round notes what its first statement's asked as well: its runs
    // start from that one's playback and oracle, which those questions shaped.
    @Sendable func search(_ variant: Int, after opening: Reads? = nil) -> Search {
      let variant = variants[variant]
      let reads = noting.contains(variant.profile) ? Reads(including: opening) : nil
      let profile = profiles[variant.profile]
      var search = Search(
        profile: reads.map { profile.recordingReads(into: $0.rules) } ?? profile,
        alphabet: alphabets[variant.profile], depth: variant.depth, progress: progress,
        total: total, memo: memos.withLock { $0.popLast() } ?? StatementMemo())
      search.prefix = variant.prefix
      search.sharesPrefixes = sharesPrefixes
      search.renamings = renamings[variant.profile]
      search.reads = reads
      return search
    }
    @Sendable func giveBack(_ memo: StatementMemo) { memos.withLock { $0.append(memo) } }
    // Each profile's units so far, by their place.
    var done = [[UnitKey: Unit]](repeating: [:], count: profiles.count)
    /// The findings profile `index` takes for its unit `key` of the second round, if any: the
    /// profile before's, when the profile explored there (that one, or one it took them from)
    /// broke no property in it and answers every question the unit and its first statement
    /// asked as `index` does. (A first statement that broke one has no unit after it.) By
    /// induction on the runs, each of the unit's scenarios then plays and is judged alike in
    /// both.
    func taken(by index: Int, _ key: UnitKey) -> Unit? {
      guard let previous = before[index], let unit = done[previous][key], let reads = unit.reads,
        unit.result.counterexamples.isEmpty, twins(profiles[unit.profile], profiles[index], reads)
      else { return nil }
      return unit
    }
    // The units of the profiles `explored`, in two rounds. Round one: every first statement,
    // keeping what the second ones start from (the least of its renamings: the others are
    // counted with it).
    func units(of explored: Set<Int>) -> [(profile: Int, key: UnitKey, unit: Unit)] {
      let firsts = variants.indices.filter { explored.contains(variants[$0].profile) }.flatMap {
        variant in
        let profile = variants[variant].profile
        return alphabets[profile].indices.filter { Renamings.runs([$0], under: renamings[profile]) }
          .map { (variant: variant, first: $0) }
      }
      let openings = Mutex([(Unit, Search.Parent?)?](repeating: nil, count: firsts.count))
      Explorer.perform(firsts.count, workers: workers) { index in
        var unit = search(firsts[index].variant)
        let parent = unit.visit(first: [firsts[index].first])
        giveBack(unit.memo)
        let found = Unit(
          result: unit.result, reads: unit.reads, profile: variants[firsts[index].variant].profile)
        openings.withLock { $0[index] = (found, parent) }
      }
      // Every index was taken: each unit's result is there.
      let opened = openings.withLock { $0 }.map { $0 ?? (Unit(), nil) }
      let keys = firsts.map { first in
        (
          profile: variants[first.variant].profile,
          key: UnitKey(onIPad: !variants[first.variant].prefix.isEmpty, first: first.first)
        )
      }
      // Round two: the subtree under every second statement of a first that goes on, unless
      // its profile takes the profile before's findings there.
      var found = zip(keys, opened).map { ($0.profile, $0.key, $1.0) }
      var unexplored: [(opening: Int, second: Int, parent: Search.Parent)] = []
      for index in firsts.indices {
        guard let parent = opened[index].1 else { continue }
        let (variant, first) = firsts[index]
        let renamings = renamings[variants[variant].profile]
        for second in alphabets[variants[variant].profile].indices
        where Renamings.runs([first, second], under: renamings) {
          let (profile, key) = (keys[index].profile, keys[index].key.then(second))
          if let unit = taken(by: profile, key) {
            found.append((profile, key, unit))
            progress?(unit.result.scenarios, total)
          } else {
            unexplored.append((index, second, parent))
          }
        }
      }
      let seconds = unexplored
      let subtrees = Mutex([Unit?](repeating: nil, count: seconds.count))
      Explorer.perform(seconds.count, workers: workers) { index in
        let (opening, second, parent) = seconds[index]
        var unit = search(firsts[opening].variant, after: opened[opening].0.reads)
        unit.explore([firsts[opening].first, second], from: parent)
        giveBack(unit.memo)
        let explored = Unit(
          result: unit.result, reads: unit.reads, profile: keys[opening].profile)
        subtrees.withLock { $0[index] = explored }
      }
      for (index, unit) in subtrees.withLock({ $0 }).enumerated() {
        guard let unit else { continue }
        let (opening, second, _) = seconds[index]
        found.append((keys[opening].profile, keys[opening].key.then(second), unit))
      }
      return found
    }
    for current in 0...(generation.max() ?? 0) {
      for (profile, key, unit) in units(
        of: Set(profiles.indices.filter { generation[$0] == current }))
      {
        done[profile][key] = unit
      }
    }
    var report = Report()
    for index in profiles.indices {
      let seconds = done[index].filter { $0.key.second != nil }
      let took = seconds.values.count { $0.profile != index }
      if let previous = before[index], took > 0 {
        report.twins.append((profiles[index].name, profiles[previous].name, took, seconds.count))
      }
    }
    report.scenarios = total
    report.alphabetSizes = zip(profiles, alphabets).map { ($0.name, $1.count) }
    var merged: [String: Counterexample] = [:]
    var order: [String] = []
    var blindSpots: [String: Int] = [:]
    for result in done.flatMap(\.values).map(\.result) {
      report.runs += result.runs
      blindSpots.merge(result.blindSpots, uniquingKeysWith: +)
      for example in result.counterexamples {
        let key = example.scenarioText
        if merged[key] == nil {
          merged[key] = example
          order.append(key)
        } else {
          merged[key]?.occurrences += example.occurrences
        }
      }
    }
    let profileOrder = Dictionary(
      uniqueKeysWithValues: profiles.map(\.name).enumerated().map { ($1, $0) })
    report.blindSpots = blindSpots.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    report.counterexamples = order.compactMap { merged[$0] }.sorted {
      (profileOrder[$0.profile] ?? 0, $0.statements.count, $0.scenarioText)
        < (profileOrder[$1.profile] ?? 0, $1.statements.count, $1.scenarioText)
    }
    return report
  }

  /// Each profile's certain twin, the first profile before it whose findings it takes
  /// whatever its exploration asks (`sharesTwins`; the same rules everywhere), if any: what
  /// `explore`'s first estimate leaves out. `run` finds more.
  package var twinOf: [Int?] {
    profiles.indices.map { index in
      sharesTwins
        ? profiles.indices.prefix(index).first { twins(profiles[$0], profiles[index], nil) }
        : nil
    }
  }

  /// Whether every scenario plays and is judged alike in `first` and `second`, where what was
  /// played and judged of `first` asked the questions in `reads` (`nil`: any): the engine
  /// applies the same rules in both there, and the oracle knows the same facts of both there.
  /// Their names only show in messages, which a run that breaks no property does not print.
  package static func alike(_ first: Profile, _ second: Profile, among reads: Reads? = nil)
    -> Bool
  {
    first.appliesTheSameRules(as: second, among: reads?.rules)
      && TraceOracle.judgesAlike(first.name, second.name, among: reads?.facts)
  }

  /// The machine's cores online.
  package static var cores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  /// Calls `body` with each index below `count`, on at most `workers` threads at once, each
  /// taking the next index not taken yet.
  static func perform(_ count: Int, workers: Int, _ body: @Sendable (Int) -> Void) {
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: min(max(workers, 1), max(count, 1))) { _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < count else { return }
        body(index)
      }
    }
  }

  /// What is explored of each profile: on an iPhone, then, where the profile has devices, on
  /// an iPad: after `device ipad` as a first statement with the small alphabet (one
  /// statement fewer), the whole depth again with the full one.
  private var variants: [(profile: Int, prefix: [Statement], depth: Int)] {
    profiles.indices.flatMap { index in
      [(profile: index, prefix: [Statement](), depth: depth)]
        + (profiles[index].has(.deviceIPad) && depth > 1
          ? [(index, [Explorer.onIPad], alphabet == .small ? depth - 1 : depth)] : [])
    }
  }

  /// How many scenarios the exploration covers, the alphabets' sizes being `sizes` (one a
  /// profile): at most `Int.max`.
  package func scenarioCount(sizes: [Int]) -> Int {
    Explorer.total(variants, sizes: sizes)
  }

  /// How many scenarios the exploration covers in each profile (its iPad's included), the
  /// alphabets' sizes being `sizes`: at most `Int.max` each.
  package func scenarioCounts(sizes: [Int]) -> [Int] {
    let variants = self.variants
    return profiles.indices.map { profile in
      Explorer.total(variants.filter { $0.profile == profile }, sizes: sizes)
    }
  }

  /// How many scenarios a run stands for at most in `profile`: the renamings of its alphabet
  /// that give it back, the identity included (1 when it has none, or `countsRenamings` is
  /// off). `explore`'s first estimate of its time divides by it.
  package func scenariosPerRun(in profile: Profile) -> Int {
    guard countsRenamings,
      let renamings = Renamings(
        Alphabet.statements(alphabet, names: names, in: profile), names: names)
    else { return 1 }
    return renamings.images.count + 1
  }

  private static func total(
    _ variants: [(profile: Int, prefix: [Statement], depth: Int)], sizes: [Int]
  ) -> Int {
    variants.reduce(0) {
      saturatingSum($0, subtreeSize(sizes[$1.profile], depth: $1.depth))
    }
  }

  /// How many scenarios of 1 to `depth` statements an alphabet of `size` makes (at most
  /// `Int.max`).
  package static func subtreeSize(_ size: Int, depth: Int) -> Int {
    var total = 0
    var level = 1
    for _ in 0..<max(depth, 0) {
      level = saturatingProduct(level, size)
      total = saturatingSum(total, level)
    }
    return total
  }

  static func saturatingProduct(_ a: Int, _ b: Int) -> Int {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? .max : product
  }

  package static func saturatingSum(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? .max : sum
  }

  struct UnitResult: Sendable {
    /// The scenarios told done (`progress`), skipped ones and renamings counted.
    var scenarios = 0
    var runs = 0
    var counterexamples: [Counterexample] = []
    /// The runs whose oracle stopped judging the screen, by why.
    var blindSpots: [String: Int] = [:]
  }

  /// `device ipad`, the statement that starts the scenarios explored on an iPad.
  static let onIPad: Statement = {
    guard
      let statement = try? ScenarioParser.parse(Array("device ipad".utf8), file: "explore")
        .statements.first
    else { preconditionFailure("device ipad is a statement") }
    return statement
  }()

  /// One depth-first search from a first statement.
  struct Search {
    let profile: Profile
    let alphabet: [Statement]
    let depth: Int
    /// What every scenario of the search starts with (`device ipad`), kept when it shrinks.
    var prefix: [Statement] = []
    let progress: (@Sendable (Int, Int) -> Void)?
    let total: Int
    var sharesPrefixes = true
    /// The alphabet's renamings, when a scenario is counted for its renamings too.
    var renamings: Renamings?
    /// Where the search notes what it asks of its profile, if anywhere: `profile` notes the
    /// rules there, and the oracle the facts.
    var reads: Reads?
    var result = UnitResult()
    private var found: [String: Int] = [:]
    /// The statement headers the checks have read: this search's alone while it runs (a
    /// search runs on one thread), from the pool of the exploration (`Explorer.run()`).
    let memo: StatementMemo
    /// The statements of the scenario being visited, `prefix` first: one statement appended
    /// on the way down and removed on the way up, where each run made its list anew (every
    /// statement copied, a few percent of a run).
    private var path: [Statement] = []
    /// The playback of the last run, once judged and held by nothing else: the next run on a
    /// copy is made in its memory (`Playback.copy(into:)`), where each allocated its own.
    private var spare: Playback?

    init(
      profile: Profile, alphabet: [Statement], depth: Int,
      progress: (@Sendable (Int, Int) -> Void)?, total: Int, memo: StatementMemo
    ) {
      self.profile = profile
      self.alphabet = alphabet
      self.depth = depth
      self.progress = progress
      self.total = total
      self.memo = memo
    }

    /// What the scenarios extending one start from: a copy of its playback made before its
    /// end, and the oracle's state at that point.
    ///
    /// Units on other threads start from one (`Explorer.run()`'s second round): they only read
    /// it, each playing on a copy of its playback (`Playback.copy`, which changes nothing of the
    /// original), never on the playback itself.
    struct Parent: @unchecked Sendable {
      let checkpoint: Checkpoint?
      let playback: Playback?
      /// The playback once what the scenario left in flight ended (`Run.settled`).
      var settled: Playback? = nil
    }

    /// Explores `scenario` (`visit`) and every scenario that extends it, from what its parent
    /// left, if anything.
    mutating func explore(_ scenario: [Int], from parent: Parent?) {
      let outer = path
      path = statements(of: scenario)
      descend(scenario, from: parent)
      path = outer
    }

    /// Visits `scenario`, the first statements of a search, and returns what the scenarios
    /// extending it start from (`visit`).
    mutating func visit(first scenario: [Int]) -> Parent? {
      path = statements(of: scenario)
      return visit(scenario, from: nil)
    }

    /// `scenario`'s statements, `prefix` first.
    private func statements(of scenario: [Int]) -> [Statement] {
      prefix + scenario.map { alphabet[$0] }
    }

    /// `explore`, `path` holding `scenario`'s statements.
    private mutating func descend(_ scenario: [Int], from parent: Parent?) {
      guard let next = visit(scenario, from: parent) else { return }
      // One list for the children, its last statement changed for each (a list made for each
      // child was an allocation a run).
      var child = scenario + [0]
      for index in alphabet.indices {
        child[scenario.count] = index
        // A renaming of a scenario that comes before it: counted with that one.
        guard Renamings.runs(child, under: renamings) else { continue }
        path.append(alphabet[index])
        descend(child, from: next)
        path.removeLast()
      }
    }

    /// Runs `scenario` (its statements in `path`), its last statement on a copy of `parent`
    /// (the playback its other statements left, if kept), its oracle check resuming from its
    /// parent's `checkpoint` where the two traces agree; records its verdict and what it
    /// skips, for its renamings too.
    ///
    /// A scenario that breaks a property is counted alone: each of its renamings is explored
    /// on its own (from its first statement), so that each is shrunk to its own
    /// counterexample, as when every renaming runs.
    ///
    /// - Returns: what the scenarios extending it start from, when they are to be explored.
    private mutating func visit(_ scenario: [Int], from parent: Parent?) -> Parent? {
      // (Each field read where it lies: the parent copied whole retained all three.)
      var run = Explorer.run(
        path, in: profile, after: sharesPrefixes ? parent?.playback : nil,
        settled: sharesPrefixes ? parent?.settled : nil,
        keeping: sharesPrefixes && scenario.count < depth, spare: spare.take())
      let (verdict, reached, blindSpot) = Explorer.verdict(
        of: run, resuming: sharesPrefixes ? parent?.checkpoint : nil, memo: memo,
        facts: reads?.facts)
      // Judged: its playback serves the next run, when nothing else holds it.
      if var played = run.playback.take(), isKnownUniquelyReferenced(&played) { spare = played }
      var counted = renamings?.weight(of: scenario) ?? 1
      if case .broke = verdict, counted > 1, let renamings {
        counted = 1
        self.renamings = nil
        for renamed in renamings.others(of: scenario) {
          explore(renamed, from: nil)
        }
        self.renamings = renamings
      }
      result.runs += counted
      if let blindSpot { result.blindSpots[blindSpot, default: 0] += counted }
      var skipped = 0
      switch verdict {
      case .extendable where scenario.count < depth:
        tell(counted)
        return Parent(checkpoint: reached, playback: run.continuation, settled: run.settled)
      case .extendable:
        break
      case .endedEarly:
        skipped = Explorer.subtreeSize(alphabet.count, depth: depth - scenario.count)
      case .broke(let property, _):
        skipped = Explorer.subtreeSize(alphabet.count, depth: depth - scenario.count)
        record(shrink(scenario, property: property))
      }
      tell(Explorer.saturatingProduct(Explorer.saturatingSum(1, skipped), counted))
      return nil
    }

    /// Tells the progress that `count` more scenarios are done, and counts them.
    private mutating func tell(_ count: Int) {
      result.scenarios = Explorer.saturatingSum(result.scenarios, count)
      progress?(count, total)
    }

    private mutating func record(_ scenario: [Int]) {
      var statements = self.statements(of: scenario)
      guard case .broke(let property, var message) = Explorer.verdict(of: statements, in: profile)
      else { return }
      // The same counterexample with other names is the same: name them A, B, ... in the
      // order they first come, when it still breaks the property so.
      if let renamed = Explorer.canonicallyNamed(statements),
        case .broke(property, let renamedMessage) = Explorer.verdict(of: renamed, in: profile)
      {
        statements = renamed
        message = renamedMessage
      }
      let example = Counterexample(
        profile: profile.name, property: property, message: message,
        statements: statements.map(\.text), occurrences: 1)
      if let index = found[example.scenarioText] {
        result.counterexamples[index].occurrences += 1
      } else {
        found[example.scenarioText] = result.counterexamples.count
        result.counterexamples.append(example)
      }
    }

    /// `scenario` shrunk to a scenario that still breaks `property`.
    private func shrink(_ scenario: [Int], property: String) -> [Int] {
      Explorer.shrink(scenario) { candidate in
        if case .broke(property, _) = Explorer.verdict(
          of: statements(of: candidate), in: profile)
        {
          return true
        }
        return false
      }
    }
  }

  /// Removes statements one at a time, from the last to the first, as long as what is left
  /// still `breaks`; never below one statement.
  static func shrink<Statement>(_ scenario: [Statement], breaks: ([Statement]) -> Bool)
    -> [Statement]
  {
    var current = scenario
    var index = current.count - 1
    while index >= 0, current.count > 1 {
      var candidate = current
      candidate.remove(at: index)
      if breaks(candidate) {
        current = candidate
        index = min(index, current.count - 1)
      } else {
        index -= 1
      }
    }
    return current
  }

  /// `statements` with their controller names replaced by `A`, `B`, ... in the order they
  /// first come (in operands, `from=NAME` and `NAME.ref` owners), parsed again.
  static func canonicallyNamed(_ statements: [Statement]) -> [Statement]? {
    var names: [String: String] = [:]
    func rename(_ name: Substring) -> String {
      guard ScenarioParser.isName(String(name)) else { return String(name) }
      if let renamed = names[String(name)] { return renamed }
      let renamed = String(UnicodeScalar(UInt8(ascii: "A") + UInt8(names.count % 26)))
      names[String(name)] = renamed
      return renamed
    }
    let lines = statements.map { statement in
      statement.tokens.map { token -> String in
        let word = token.text[...]
        if word.hasPrefix("from=") { return "from=" + rename(word.dropFirst(5)) }
        if let dot = word.firstIndex(of: "."), word.hasSuffix(".ref") {
          return rename(word[..<dot]) + word[dot...]
        }
        return word == "Cache" ? "Cache" : rename(word)
      }.joined(separator: " ")
    }
    guard
      let scenario = try? ScenarioParser.parse(
        Array(lines.joined(separator: "\n").utf8), file: "explore")
    else { return nil }
    return scenario.statements
  }

  /// Whether `trace` starts with the bytes of `prefix`.
  ///
  /// One `memcmp`: a debug build (`swift run stacktrace explore`) spent over a third of its
  /// time comparing these prefixes a byte at a time through generic slices.
  static func starts(
    _ trace: UnsafeBufferPointer<UInt8>, with prefix: [UInt8], count: Int? = nil
  ) -> Bool {
    let count = min(count ?? prefix.count, prefix.count)
    guard trace.count >= count else { return false }
    return prefix.withUnsafeBufferPointer { prefix in
      guard let start = trace.baseAddress, let other = prefix.baseAddress else { return true }
      return memcmp(start, other, count) == 0
    }
  }

  /// How one scenario's run went.
  enum Verdict: Equatable {
    /// It ran to its end and kept every property: longer scenarios may start with it.
    case extendable
    /// UIKit's exception or a scenario error ended it, every property kept.
    case endedEarly
    /// It broke `property` (the first one broken).
    case broke(property: String, message: String)
  }

  /// How every scenario is traced: flags and containers shown, so that the oracle can read
  /// every property.
  static let traceOptions: TraceWriter.Options = {
    var options = TraceWriter.Options()
    options.showsFlags = true
    options.showsContainers = true
    return options
  }()
  /// What every scenario's trace includes besides the life cycle.
  static let includes: Includes = [.delegates, .geometry, .unwinding]
  /// Whether the engine checks its model after every statement in every build (a debug
  /// build always does; `stacktrace explore` runs a release build too).
  static let checksInvariants = true

  /// Runs `statements` in `profile`, the engine checking its invariants, and checks the
  /// text trace (`traceOptions`, `includes`) with the oracle.
  static func verdict(of statements: [Statement], in profile: Profile) -> Verdict {
    verdict(of: run(statements, in: profile, after: nil, keeping: false), resuming: nil).verdict
  }

  /// The oracle's state at a line of a trace, and the trace before it: what the scenarios
  /// extending it share with it.
  ///
  /// The oracle is a pure function of the lines it reads, so a longer scenario whose trace
  /// starts with exactly these bytes has exactly this state there, and its check can resume
  /// from it (the bytes are compared, never assumed). The line is where the scenario's
  /// playback was copied for the scenarios extending it (`Run.continuation`): the trace before
  /// the run's end (a transition left in flight ending, leaks reported), which all of them
  /// start with.
  ///
  /// A class: each of a parent's children takes it up, and handing it on is then one
  /// reference, where the oracle's state copied field by field was some forty.
  ///
  /// A second state may follow, after the lines that end what the scenario left in flight
  /// (`settled`): every longer scenario whose next statement is no `meanwhile` request starts
  /// by ending it, so it starts with those lines too, and resumes after them (they were each
  /// child's to read again: the ends of an animated push, its did-callbacks and delegate
  /// lines, a quarter of the lines the children of `ios26` three deep read).
  final class Checkpoint {
    /// The bytes of the trace before the later of the two lines it was taken at.
    let trace: [UInt8]
    /// How many of them come before the first line (`oracle`'s).
    let cut: Int
    /// The oracle's state at `cut`.
    let oracle: TraceOracle
    /// The oracle's state after all of `trace`, when the lines ending what was in flight
    /// follow `cut`.
    let settled: TraceOracle?

    init(trace: [UInt8], cut: Int, oracle: TraceOracle, settled: TraceOracle?) {
      self.trace = trace
      self.cut = cut
      self.oracle = oracle
      self.settled = settled
    }
  }

  /// A scenario's run: how it ended, its trace, and (when asked for, and the run went on to
  /// its end) the playback its statements left before the end, for the scenarios that
  /// extend it.
  struct Run {
    /// The profile explored (the oracle's, whatever profile the scenario names).
    let profile: String
    let outcome: Runner.Outcome
    /// The playback that ran it (none when its checks refused it before it ran).
    var playback: Playback?
    /// The sink its trace was written into: its bytes are read in place, and only those its
    /// parent's checkpoint has not read are made text (a whole trace made text each run was
    /// validated as UTF-8 each time).
    var trace: ByteSink? { playback?.writer?.sink }
    let continuation: Playback?
    /// How many bytes the trace held once what the run left in flight ended, before its
    /// end's own lines (leaks), when it has a continuation.
    var settledAt: Int? = nil
    /// A copy of the playback at `settledAt`, when it has a continuation: a longer scenario
    /// whose next statement ends what was in flight before it acts (every request but
    /// `meanwhile`) plays it on a copy of this one, where it played that end again.
    var settled: Playback? = nil
  }

  /// Runs `statements` in `profile` as `Runner.run` does (the trace in `traceOptions`, with
  /// `includes`, the engine checking its invariants): on a copy of `parent` when it played
  /// all of them but the last (of `settled`, the same once what it left in flight ended, when
  /// the last statement ends that first), else from the start; `keeping` a copy of the
  /// playback before the run's end, and one once what it leaves in flight ended. A run on a
  /// copy is made in the memory of `spare` when there is one (a finished run's playback
  /// that nothing holds any more, `Playback.copy(into:)`).
  static func run(
    _ statements: [Statement], in profile: Profile, after parent: Playback?,
    settled: Playback? = nil, keeping: Bool, spare: Playback? = nil
  ) -> Run {
    let explored = profile.name
    // Made only for a run from the start, or one after a statement that is no operation.
    lazy var scenario = Scenario(file: "explore", statements: statements)
    lazy var settings = RunSettings(
      profile: profile, includes: includes, checkingInvariants: checksInvariants
    ).resolved(for: scenario)
    // A request other than `meanwhile` lets what the parent left in flight end before its
    // header (`Engine.start`): the parent's playback once that ended serves it, the same
    // bytes and state without playing that end again.
    let (isOperation, endsWhatIsInFlight) =
      if case .operation(let operation)? = statements.last?.action {
        (true, operation.settlesFirst)
      } else {
        (false, false)
      }
    // The parent's engine serves when nothing decided before anything runs differs. An
    // operation appended decides nothing of it: the profile, the includes and the device
    // come from the statements before the first operation (`RunSettings.resolved(for:)`).
    let parent = (endsWhatIsInFlight ? settled ?? parent : parent).flatMap { parent in
      parent.played + 1 == statements.count
        && (isOperation
          || parent.engine.profile.isNamed(like: settings.profile)
            && parent.engine.includes == settings.includes
            && parent.engine.device == settings.device)
        ? parent : nil
    }
    // Its checks before the run, kept, check the last statement alone when they can.
    let checked =
      statements.withUnsafeBufferPointer { statements in
        statements.baseAddress.flatMap { first in
          parent.flatMap { parent in
            parent.availability?.extended(by: first + (statements.count - 1), in: profile)
          }
        }
      } ?? Runner.availability(of: scenario, in: settings.profile)
    let availability: Runner.AvailabilityCheck
    switch checked {
    case .success(let check): availability = check
    case .failure(let error):
      return Run(profile: explored, outcome: .failed(error), playback: nil, continuation: nil)
    }
    var playback: Playback
    var remaining = statements.indices
    // (Its copy asks `profile`, which notes the rules this run asks about where the search
    // notes them: the parent's may be another unit's, `Explorer.run()`.)
    if let parent, let copy = parent.copy(into: spare, profile: profile) {
      playback = copy
      remaining = statements.indices.suffix(1)
    } else {
      playback = Playback(
        scenario, settings: settings,
        writer: TraceWriter(options: traceOptions, sink: ByteSink()))
    }
    playback.availability = availability
    // Each statement read where it lies (`Playback.play(at:)`).
    let stopped = statements.withUnsafeBufferPointer { statements -> Runner.Outcome? in
      guard let first = statements.baseAddress else { return nil }
      for index in remaining {
        if let outcome = playback.play(at: first + index) { return outcome }
      }
      return nil
    }
    if let stopped {
      return Run(
        profile: explored, outcome: stopped, playback: playback, continuation: nil)
    }
    let continuation = keeping ? playback.copy() : nil
    var settledAt: Int?
    var settled: Playback?
    let outcome = playback.end { engine in
      if continuation != nil {
        settledAt = playback.writer?.sink.byteCount
        settled = playback.copy()
      }
      engine.finish()
    }
    return Run(
      profile: explored, outcome: outcome, playback: playback,
      continuation: continuation, settledAt: settledAt, settled: settled)
  }

  /// The verdict on `run`, its oracle check starting from `checkpoint` when the trace starts
  /// with the checkpoint's bytes; with the checkpoint where its continuation was made. The
  /// oracle notes in `facts` the facts of its profile it asks about (`nil`: none).
  static func verdict(
    of run: Run, resuming checkpoint: Checkpoint?, memo: StatementMemo? = nil,
    facts: FactReads? = nil
  ) -> (verdict: Verdict, checkpoint: Checkpoint?, blindSpot: String?) {
    let outcome = run.outcome
    if case .inconsistent(let problems, _) = outcome {
      return (.broke(property: "engine", message: problems.joined(separator: "; ")), nil, nil)
    }
    // The trace's bytes, read in place: `run` holds their sink to the end.
    let trace = run.trace?.output.bytes ?? UnsafeBufferPointer(start: nil, count: 0)
    // (A new oracle only when none is taken up: making one reads its profile's name.)
    var oracle: TraceOracle
    var start = 0
    if let checkpoint, let settled = checkpoint.settled, starts(trace, with: checkpoint.trace) {
      oracle = settled
      start = checkpoint.trace.count
    } else if let checkpoint, starts(trace, with: checkpoint.trace, count: checkpoint.cut) {
      oracle = checkpoint.oracle
      start = checkpoint.cut
    } else {
      oracle = TraceOracle(profile: run.profile)
    }
    // (A checkpoint taken up notes where the unit that made it noted.)
    oracle.recordFacts(into: facts)
    // Read in place from `start` (the bytes are the engine's, which writes valid UTF-8).
    let unread = UnsafeBufferPointer(rebasing: trace[start...])
    // The oracle's state where the continuation was made (its trace is all the bytes before
    // it), for the scenarios extending this one: they all start with those bytes.
    let cut = run.continuation.flatMap { continuation in
      (continuation.writer?.sink.byteCount).flatMap { $0 >= start ? $0 : nil }
    }
    // And after the lines that end what the run left in flight, when there are some.
    let settledAt = cut.flatMap { cut in run.settledAt.flatMap { $0 > cut ? $0 : nil } }
    var last: TraceOracle?
    var settled: (oracle: TraceOracle, end: Int)?
    TraceOracle.forEachLine(in: unread) { line, lineStart, _ in
      if start + lineStart == cut { last = oracle }
      if start + lineStart == settledAt, let settledAt { settled = (oracle, settledAt) }
      oracle.read(TraceOracle.parse(lineBytes: line), memo: memo)
    }
    let reached = cut.flatMap { cut in
      last.map { last in
        Checkpoint(
          trace: Array(trace[..<(settled?.end ?? cut)]), cut: cut, oracle: last,
          settled: settled?.oracle)
      }
    }
    withExtendedLifetime(run) {}
    if !outcome.mayCutStatement { oracle.finish() }
    if let first = oracle.violations.first {
      return (
        .broke(property: first.property.rawValue, message: first.message), reached,
        oracle.screenBlindSpot
      )
    }
    return (outcome == .completed ? .extendable : .endedEarly, reached, oracle.screenBlindSpot)
  }
}
