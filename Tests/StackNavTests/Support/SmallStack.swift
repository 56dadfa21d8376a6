import Foundation

/// Runs `body` on a thread of its own whose stack is 1 MiB, an eighth of a usual thread's, and
/// returns what it returns: work that recurses once a controller overflows it at a depth
/// small enough to test quickly.
func onSmallStack<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    let thread = Thread { continuation.resume(with: Result { try body() }) }
    thread.stackSize = 1 << 20
    thread.start()
  }
}
