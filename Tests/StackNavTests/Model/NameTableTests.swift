import StackTraceTestSupport
import Testing

@testable import StackNav

struct NameTableTests {
  @Test("the name table answers as a dictionary does, through growth, in the names' order")
  func agreesWithDictionary() {
    var table = NameTable()
    var expected: [String: Name] = [:]
    var order: [String] = []
    var random = SplitMix(state: 14)
    // Names of one to twenty bytes (past a word of eight, and two), some said again.
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef0123456789_")
    for step in 0..<3_000 {
      let length = 1 + random.below(20)
      var name = String(letters[random.below(26)])
      for _ in 1..<length { name.append(letters[random.below(letters.count)]) }
      if step % 3 == 0, let again = order.last { name = again }
      let meaning: Name = random.chance(50) ? .freed : .freeStandingOwner
      #expect(table[name].map(describe) == expected[name].map(describe), "\(name) before")
      table.set(name, to: meaning)
      if expected.updateValue(meaning, forKey: name) == nil { order.append(name) }
    }
    #expect(table.count == expected.count)
    for (name, meaning) in expected {
      #expect(table[name].map(describe) == describe(meaning), "\(name)")
    }
    #expect(table["Z_never_said"] == nil && table[""] == nil)
    #expect(table.meanings.map(describe) == order.map { describe(expected[$0]!) })
  }

  @Test("a reserved table holds its names without being rebuilt, and maps its controllers")
  func reserveAndMap() throws {
    let engine = Engine()
    try engine.perform(.push("A", "B"))
    var table = NameTable()
    table.reserveCapacity(1_000)
    for controller in engine.aliveControllers { table.set(controller.name, to: .alive(controller)) }
    table.set("Cache", to: .freeStandingOwner)
    let other = Engine()
    try other.perform(.push("Z"))
    let z = try #require(other.aliveControllers.first { $0.name == "Z" })
    table.mapControllers { _ in z }
    let alive = engine.aliveControllers.count
    #expect(alive >= 2 && table.count == alive + 1)
    #expect(table.meanings.map(describe) == Array(repeating: "alive Z", count: alive) + ["owner"])
  }

  private func describe(_ meaning: Name) -> String {
    switch meaning {
    case .alive(let controller): "alive \(controller.name)"
    case .freed: "freed"
    case .declared: "declared"
    case .freeStandingOwner: "owner"
    }
  }
}
