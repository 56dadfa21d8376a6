/// A set of presentation levels (0: the window's root layer; n: the n-th presentation's):
/// the levels a statement may bring on or take off screen, and the levels on screen.
///
/// The first 64 levels are bits of one word, the rest (a scenario presenting deeper than
/// that) a `Set`: working out the levels on screen for each statement built, combined and
/// freed a hashed set a time, a fifth of the cost of reading a statement's header.
struct LevelSet: Sendable, Equatable, ExpressibleByArrayLiteral {
  /// Levels 0 to 63, one bit each.
  private var low: UInt64 = 0
  /// Levels from 64 on, when there are some.
  private var high: Set<Int>?

  /// The empty set.
  init() {}

  init(arrayLiteral levels: Int...) {
    for level in levels { insert(level) }
  }

  /// The levels of `range`.
  init(_ range: ClosedRange<Int>) {
    for level in range { insert(level) }
  }

  /// Whether no level is in the set.
  var isEmpty: Bool { low == 0 && (high?.isEmpty ?? true) }

  /// Whether `level` is in the set.
  func contains(_ level: Int) -> Bool {
    guard level >= 0 else { return false }
    if level < 64 { return low & (1 << UInt64(level)) != 0 }
    return high?.contains(level) ?? false
  }

  /// Adds `level` (a negative level is no presentation level, and is not kept).
  mutating func insert(_ level: Int) {
    guard level >= 0 else { return }
    if level < 64 {
      low |= 1 << UInt64(level)
    } else {
      if high == nil { high = [] }
      high?.insert(level)
    }
  }

  /// The levels in this set or `other`.
  func union(_ other: LevelSet) -> LevelSet {
    var union = self
    union.low |= other.low
    if let more = other.high { union.high = (high ?? []).union(more) }
    return union
  }

  /// The levels in this set and not in `other`.
  func subtracting(_ other: LevelSet) -> LevelSet {
    var difference = self
    difference.low &= ~other.low
    if let high, let other = other.high { difference.high = high.subtracting(other) }
    return difference
  }

  static func == (lhs: LevelSet, rhs: LevelSet) -> Bool {
    lhs.low == rhs.low && (lhs.high ?? []) == (rhs.high ?? [])
  }
}
