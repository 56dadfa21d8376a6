/// SplitMix64: a small deterministic generator, the same on every machine, for the tests
/// that draw their inputs from fixed seeds.
package struct SplitMix {
  package var state: UInt64

  package init(state: UInt64) {
    self.state = state
  }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`.
  package mutating func next(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  /// A number in `0..<bound`.
  package mutating func below(_ bound: Int) -> Int { next(bound) }
  /// True `percent` times in a hundred.
  package mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
  /// One of `items`.
  package mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
