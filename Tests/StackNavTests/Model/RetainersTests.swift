import Testing

@testable import StackNav

/// A controller's ownership edges, the first inline (`Retainers`).
struct RetainersTests {
  @Test("edges keep their order; removing one removes the oldest equal edge")
  func order() {
    var retainers = Retainers()
    #expect(retainers.isEmpty)
    for retainer: Retainer in [.statement, .container, .named("Cache"), .container] {
      retainers.append(retainer)
    }
    #expect(Array(retainers) == [.statement, .container, .named("Cache"), .container])
    var removed = [retainers.remove(.statement)]
    #expect(Array(retainers) == [.container, .named("Cache"), .container])
    removed.append(retainers.remove(.container))
    #expect(Array(retainers) == [.named("Cache"), .container])
    removed += [retainers.remove(.window), retainers.remove(.container)]
    removed.append(retainers.remove(.named("Cache")))
    #expect(removed == [true, true, false, true, true])
    #expect(retainers.isEmpty && Array(retainers) == [])
  }
}
