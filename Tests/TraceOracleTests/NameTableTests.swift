import Testing

@testable import TraceOracle

/// The oracle's tables by controller name (`NameMap`, `NameSet`) against `Dictionary` and
/// `Set`, on every sequence of operations a fixed generator makes: below the list's bound,
/// across it, and past it, where they hash. And its sets of presentation levels
/// (`LevelSet`) against `Set<Int>`, within one word's levels and past them.
@Suite struct NameTableTests {
  /// A fixed sequence of numbers (SplitMix64), the same on every run.
  struct Numbers {
    var state: UInt64

    mutating func next(below bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  /// Names as traces spell them: one letter, numbered containers, long ones held out of line.
  static func name(_ index: Int) -> String {
    switch index % 3 {
    case 0: String(UnicodeScalar(UInt8(65 + index % 26)))
    case 1: "Nav#\(index)"
    default: "AVeryLongControllerName\(index)"
    }
  }

  @Test(arguments: [4, 12, 40])
  func mapAgreesWithDictionary(names: Int) {
    var numbers = Numbers(state: UInt64(names))
    var map = NameMap<Int>()
    var model: [String: Int] = [:]
    for step in 0..<4_000 {
      let name = Self.name(numbers.next(below: names))
      switch numbers.next(below: 5) {
      case 0:
        map[name] = nil
        model[name] = nil
      case 4 where step % 16 == 0:
        // Now and then, every entry of one remainder at once.
        let remainder = numbers.next(below: 3)
        map.removeAll { _, value in value % 3 == remainder }
        model = model.filter { $0.value % 3 != remainder }
        for index in 0..<names {
          #expect(map[Self.name(index)] == model[Self.name(index)])
        }
      case 1:
        map[name]? += 1
        model[name]? += 1
      default:
        map[name] = step
        model[name] = step
      }
      #expect(map[name] == model[name])
    }
    for index in 0..<(names + 3) {
      #expect(map[Self.name(index)] == model[Self.name(index)])
    }
  }

  @Test(arguments: [4, 12, 40])
  func setAgreesWithSet(names: Int) {
    var numbers = Numbers(state: UInt64(names) &* 7)
    var set = NameSet()
    var model: Set<String> = []
    #expect(set.isEmpty)
    for _ in 0..<(names * 3) {
      let name = Self.name(numbers.next(below: names))
      set.insert(name)
      model.insert(name)
      #expect(set.sorted() == model.sorted())
      #expect(set.contains(name))
      #expect(set.isEmpty == model.isEmpty)
    }
    #expect(set.sorted() == model.sorted())
    for index in 0..<(names + 3) {
      #expect(set.contains(Self.name(index)) == model.contains(Self.name(index)))
    }
  }

  /// Past the list's bound a table keeps working from what the list held.
  @Test func crossingTheBound() {
    var map = NameMap<Int>()
    var set = NameSet()
    let names = (0...NameMap<Int>.listed).map { "C\($0)" }
    for (index, name) in names.enumerated() {
      map[name] = index
      set.insert(name)
    }
    #expect(names.indices.allSatisfy { map[names[$0]] == $0 })
    #expect(set.sorted() == names.sorted())
    map[names[0]] = nil
    #expect(map[names[0]] == nil)
    #expect(map[names[1]] == 1)
  }

  @Test(arguments: [8, 64, 200])
  func levelsAgreeWithSet(levels: Int) {
    var numbers = Numbers(state: UInt64(levels) &* 13)
    func pair() -> (LevelSet, Set<Int>) {
      var set = LevelSet()
      var model: Set<Int> = []
      for _ in 0..<numbers.next(below: 12) {
        let level = numbers.next(below: levels)
        set.insert(level)
        model.insert(level)
      }
      return (set, model)
    }
    func agree(_ set: LevelSet, _ model: Set<Int>) {
      #expect(set.isEmpty == model.isEmpty)
      #expect((-1...levels).allSatisfy { set.contains($0) == model.contains($0) })
    }
    for _ in 0..<300 {
      let (first, firstModel) = pair()
      let (second, secondModel) = pair()
      agree(first, firstModel)
      agree(first.union(second), firstModel.union(secondModel))
      agree(first.subtracting(second), firstModel.subtracting(secondModel))
      #expect((first == second) == (firstModel == secondModel))
      #expect(first.union(second).subtracting(second) == first.subtracting(second))
    }
    let top = levels - 1
    agree(LevelSet(top / 2...top), Set(top / 2...top))
    agree([0, top], [0, top])
  }

  /// A value kept out of line: copies share it until one changes, and a change is that
  /// copy's alone.
  @Test func sharedCopiesOnWrite() {
    struct Holder {
      @Shared var names: [String] = ["A"]
    }
    var first = Holder()
    let second = first
    first.names.append("B")
    #expect(first.names == ["A", "B"])
    #expect(second.names == ["A"])
    var third = first
    third.names[0] = "C"
    #expect(first.names == ["A", "B"])
    #expect(third.names == ["C", "B"])
  }
}
