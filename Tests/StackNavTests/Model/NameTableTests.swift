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

  @Test("a reserved table holds its names without being rebuilt, each controller by its slot")
  func reserveAndSlots() throws {
    let engine = Engine()
    try engine.perform(.push("A", "B"))
    var table = NameTable()
    table.reserveCapacity(1_000)
    for controller in engine.aliveControllers {
      table.set(controller.name, to: .alive(slot: controller.slot))
    }
    table.set("Cache", to: .freeStandingOwner)
    let alive = engine.aliveControllers.count
    #expect(alive >= 2 && table.count == alive + 1)
    #expect(
      table.meanings.map(describe)
        == engine.aliveControllers.map { "alive \($0.slot)" } + ["owner"])
  }

  @Test("a copied engine's names stand for its own rows, each at its original's slot")
  func copiedNames() throws {
    let engine = Engine()
    try engine.perform(.push("A", "B"))
    let copy = try #require(engine.copy())
    try copy.perform(.pop)
    let b = try #require(engine.node(named: "B"))
    #expect(b.isAlive && copy.node(named: "B") == nil)
    let a = try #require(copy.node(named: "A"))
    #expect(a.slot == engine.node(named: "A")?.slot && a != engine.node(named: "A"))
    #expect(a.isAlive && a.name == "A")
  }

  private func describe(_ meaning: Name) -> String {
    switch meaning {
    case .alive(let slot): "alive \(slot)"
    case .freed: "freed"
    case .declared: "declared"
    case .freeStandingOwner: "owner"
    }
  }
}
