import StackTraceTestSupport
import Testing

@testable import StackNav

/// The ordered list with repeats that named references and long lists of ownership edges
/// live in (`OrderedBag`): it must behave exactly as an array searched from its start.
struct OrderedBagTests {
  @Test("random appends and removals keep the order an array would, repeats included")
  func againstAnArray() {
    var random = SplitMix(state: 44)
    for _ in 0..<200 {
      var bag = OrderedBag<Int>()
      var model: [Int] = []
      for _ in 0..<random.below(300) {
        let element = random.below(12)
        if random.below(3) == 0 {
          bag.append(element)
          model.append(element)
        } else if random.below(4) == 0 {
          let first = bag.popFirst()
          #expect(first == model.first)
          if !model.isEmpty { model.removeFirst() }
        } else {
          let index = model.firstIndex(of: element)
          let removed = bag.removeOldest(element)
          #expect(removed == (index != nil))
          if let index { model.remove(at: index) }
        }
        #expect(Array(bag) == model)
        #expect(bag.count == model.count && bag.isEmpty == model.isEmpty)
      }
    }
  }

  @Test("holes are packed away: a bag emptied and filled again stays within twice its size")
  func packs() {
    var bag = OrderedBag<Int>()
    for round in 0..<1_000 {
      bag.append(round)
      bag.append(round)
      let removed = bag.removeOldest(round)
      #expect(removed)
    }
    #expect(bag.count == 1_000)
    #expect(Array(bag) == Array(0..<1_000))
  }

  @Test("a controller's edges past the two kept inline go in removal order, oldest equal first")
  func manyRetainers() {
    var retainers = Retainers()
    let owners = (0..<50).map { Retainer.named("O\($0 % 7)") }
    for owner in owners { retainers.append(owner) }
    var model = owners
    for index in stride(from: 49, through: 0, by: -3) {
      let owner = Retainer.named("O\(index % 7)")
      let removed = retainers.remove(owner)
      #expect(removed)
      model.remove(at: model.firstIndex(of: owner)!)
      #expect(Array(retainers) == model)
    }
  }
}
