/// A set of the engine's controllers, by their rows' slots: what the checks after every
/// statement mark as they walk the hierarchy (on screen, held as a child, reachable).
///
/// The first 64 slots are bits of one word, the rest a list of flags made when a table grows
/// past them: a hashed set of controllers, made, hashed into and freed by each check, was
/// most of their cost.
struct ControllerMarks {
  /// Slots 0 to 63.
  private var low: UInt64 = 0
  /// Slots from 64 on, by slot minus 64, when the table has them.
  private var high: [Bool]?

  /// No controller marked, in a table of `slots` slots.
  init(slots: Int) {
    if slots > 64 { high = [Bool](repeating: false, count: slots - 64) }
  }

  /// Whether `controller` is marked.
  func contains(_ controller: Controller) -> Bool {
    let slot = controller.slot
    if slot < 64 { return low & (1 << UInt64(slot)) != 0 }
    return high?[slot - 64] ?? false
  }

  /// Marks `controller`; whether it was not marked yet.
  @discardableResult
  mutating func insert(_ controller: Controller) -> Bool {
    guard !contains(controller) else { return false }
    let slot = controller.slot
    if slot < 64 { low |= 1 << UInt64(slot) } else { high?[slot - 64] = true }
    return true
  }
}
