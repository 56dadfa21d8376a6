import Synchronization
import Testing
import TraceOracle

@testable import StackNav
@testable import StackTraceRun
@testable import StackTraceScenario

struct ExplorerRenamingsTests {
  /// A small alphabet over `A` and `B` that swapping the names gives back: two pushes, two
  /// page sheets, and three statements without a name.
  static let lines = [
    "push A", "push B", "present A style=pageSheet", "present B style=pageSheet", "pop",
    "dismiss", "memoryWarning",
  ]
  static let alphabet = lines.compactMap {
    (try? ScenarioParser.parse(Array($0.utf8), file: "alphabet"))?.statements.first
  }

  @Test("the renamings that give an alphabet back, and how many scenarios the least stands for")
  func weights() throws {
    #expect(Self.alphabet.count == Self.lines.count)
    let renamings = try #require(Explorer.Renamings(Self.alphabet, names: 2))
    #expect(renamings.images == [[1, 0, 3, 2, 4, 5, 6]])
    #expect(renamings.weight(of: [0]) == 2)  // push A stands for push B too
    #expect(renamings.weight(of: [1]) == nil)  // push B: counted with push A
    #expect(renamings.weight(of: [4]) == 1)  // pop: no name, no other
    #expect(renamings.weight(of: [4, 1]) == nil)  // pop, push B: after pop, push A
    #expect(renamings.weight(of: [0, 1]) == 2)  // push A, push B before push B, push A
    #expect(renamings.others(of: [0, 3]) == [[1, 2]])
    #expect(renamings.others(of: [4, 5]) == [])
    // An option's value and a reference's owner are names too; other words are kept.
    let swap = ["A": "B", "B": "A"]
    #expect(Explorer.Renamings.rename("from=A", swap) == "from=B")
    #expect(Explorer.Renamings.rename("B.ref", swap) == "A.ref")
    #expect(Explorer.Renamings.rename("Cache", swap) == "Cache")
    #expect(Explorer.Renamings.rename("style=pageSheet", swap) == "style=pageSheet")
    #expect(Set(Explorer.Renamings.permutations(of: 3)).count == 6)
    #expect(Explorer.Renamings.permutations(of: 4).count == 24)
  }

  @Test("the full alphabet over two names has its swap; the small one and the hooks none")
  func alphabets() throws {
    let full = Explorer.Alphabet.statements(.full, names: 2, in: .ios17)
    #expect(try #require(Explorer.Renamings(full, names: 2)).images.count == 1)
    // Three names: `push A B C` given back only by swapping A and C.
    let three = Explorer.Alphabet.statements(.full, names: 3, in: .ios17)
    #expect(try #require(Explorer.Renamings(three, names: 3)).images.count == 1)
    for alphabet in [Explorer.Alphabet.small, .hooks] {
      for names in [2, 3] {
        let statements = Explorer.Alphabet.statements(alphabet, names: names, in: .ios17)
        #expect(Explorer.Renamings(statements, names: names) == nil, "\(alphabet) \(names)")
      }
    }
    // What explore's estimate divides by: two for the full alphabet, one otherwise.
    var explorer = Explorer(profiles: [.ios17])
    explorer.alphabet = .full
    #expect(explorer.scenariosPerRun(in: .ios17) == 2)
    explorer.countsRenamings = false
    #expect(explorer.scenariosPerRun(in: .ios17) == 1)
    explorer.countsRenamings = true
    explorer.alphabet = .small
    #expect(explorer.scenariosPerRun(in: .ios17) == 1)
    // A statement the alphabet holds twice: each copy goes to its own renamed copy.
    let twice = Self.alphabet + Self.alphabet.prefix(2)
    let renamings = try #require(Explorer.Renamings(twice, names: 2))
    #expect(renamings.images == [[1, 0, 3, 2, 4, 5, 6, 8, 7]])
  }

  /// Every scenario of up to three statements over the alphabet in `profile`, each counted for
  /// its renamings or each run, and the progress told.
  static func search(_ profile: Profile, countingRenamings: Bool) -> (Explorer.UnitResult, Int) {
    let renamings = countingRenamings ? Explorer.Renamings(alphabet, names: 2) : nil
    let told = Mutex(0)
    var search = Explorer.Search(
      profile: profile, alphabet: alphabet, depth: 3,
      progress: { count, _ in told.withLock { $0 += count } }, total: 0, memo: StatementMemo())
    search.renamings = renamings
    for first in alphabet.indices where Explorer.Renamings.runs([first], under: renamings) {
      search.explore([first], from: nil)
    }
    return (search.result, told.withLock { $0 })
  }

  @Test(
    "counting the least of its renamings for all gives every renaming's runs, counterexamples, blind spots and progress"
  )
  func sameReport() throws {
    // iOS 15 with a page sheet's presenter taken off screen: `push A, present B` breaks a
    // property, and so does its renaming, each shrunk and counted on its own.
    let broken = try #require(ExplorerTests.brokenPresenterProfile)
    for profile in [broken, .ios15, .ios7] {
      let (counted, countedProgress) = Self.search(profile, countingRenamings: true)
      let (every, everyProgress) = Self.search(profile, countingRenamings: false)
      #expect(counted.runs == every.runs && counted.runs > 100)
      #expect(counted.blindSpots == every.blindSpots)
      let order = { (example: Explorer.Counterexample) in example.scenarioText }
      #expect(
        counted.counterexamples.sorted { order($0) < order($1) }
          == every.counterexamples.sorted { order($0) < order($1) })
      #expect(countedProgress == Explorer.subtreeSize(Self.alphabet.count, depth: 3))
      #expect(everyProgress == countedProgress)
    }
    // `push B, present A` is shrunk and named canonically on its own: one more occurrence.
    let (broke, _) = Self.search(broken, countingRenamings: true)
    let sheet = try #require(
      broke.counterexamples.first { $0.statements == ["push A", "present B style=pageSheet"] })
    #expect(sheet.occurrences > 1)
  }
}
