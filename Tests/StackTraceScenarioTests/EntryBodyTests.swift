import Synchronization
import Testing

@testable import StackTraceScenario

/// An entry's body is made once, on first use, whichever threads ask for it at once.
struct EntryBodyTests {
  @Test("threads that ask at once all get the one body kept, and none is made after")
  func oneBodyForEveryThread() async {
    let made = Mutex(0)
    let lazy = LazyEntryBody {
      made.withLock { $0 += 1 }
      return EntryBody(options: [], build: { _ in .profile("ios17") }, parts: { _ in nil })
    }
    let bodies = await withTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<64 { group.addTask { ObjectIdentifier(lazy.value) } }
      return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
    }
    #expect(bodies.count == 1)
    // A thread that lost the race made a body it gave back; once one is kept, none is made.
    let madeInTheRace = made.withLock { $0 }
    #expect((1...64).contains(madeInTheRace))
    #expect(bodies.first == ObjectIdentifier(lazy.value))
    #expect(made.withLock { $0 } == madeInTheRace)
  }
}
