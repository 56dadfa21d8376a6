/// Elements in the order they were added, repeats allowed, where removing the oldest copy of
/// one costs the same however many others there are: the ownership edges a name holds
/// (`retain A by O1` ... `retain A by On`, then their releases in any order) stay linear.
///
/// Removed elements leave a hole, found by a table from each element to its places; once
/// holes outnumber the elements the list is packed again, so that its size stays within twice
/// what it holds. Its order (iteration) never depends on the table.
struct OrderedBag<Element: Hashable>: Sequence {
  private var slots: [Element?] = []
  private var places: [Element: Places] = [:]
  /// How many elements it holds (slots that are no hole).
  private(set) var count = 0
  /// The first slot that is no hole (0 when it holds nothing).
  private var start = 0

  /// An element's places in `slots`, oldest first; those before `next` are holes now.
  private struct Places {
    var indices: [Int] = []
    var next = 0
  }

  init() {}

  /// The elements of `elements`, in their order.
  init(_ elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// Whether it holds nothing.
  var isEmpty: Bool { count == 0 }

  /// Adds `element` after the others.
  mutating func append(_ element: Element) {
    places[element, default: Places()].indices.append(slots.count)
    slots.append(element)
    count += 1
  }

  /// Removes the oldest copy of `element`; whether there was one.
  mutating func removeOldest(_ element: Element) -> Bool {
    guard var found = places.removeValue(forKey: element) else { return false }
    let index = found.indices[found.next]
    found.next += 1
    if found.next < found.indices.count { places[element] = found }
    slots[index] = nil
    count -= 1
    if count == 0 {
      self = OrderedBag()
    } else if slots.count > 2 * count + 8 {
      self = OrderedBag(self)
    } else {
      while slots[start] == nil { start += 1 }
    }
    return true
  }

  /// Removes and returns the oldest element, if any.
  mutating func popFirst() -> Element? {
    guard let first = slots.isEmpty ? nil : slots[start] else { return nil }
    _ = removeOldest(first)
    return first
  }

  /// The elements, oldest first.
  struct Iterator: IteratorProtocol {
    fileprivate var slots: IndexingIterator<ArraySlice<Element?>>

    mutating func next() -> Element? {
      while let slot = slots.next() {
        if let element = slot { return element }
      }
      return nil
    }
  }

  func makeIterator() -> Iterator {
    Iterator(slots: slots[start...].makeIterator())
  }
}
