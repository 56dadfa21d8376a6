/// A set of controller names: the few a statement touches, kept in a list in increasing order
/// and searched in order (no hashing, which was most of the cost of reading a callback line's
/// name into a `Set`); past ``listed`` names, a `Set`, so that a statement of many controllers
/// stays linear.
struct NameSet: Sendable {
  /// The most names kept in the list: `NameMap`'s bound.
  static var listed: Int { NameMap<Bool>.listed }

  /// The names while they are few, in increasing order: `sorted()` (asked after every
  /// statement) then sorts nothing.
  private var list: [String] = []
  private var hashed: Set<String>?

  /// Whether no name is in the set.
  var isEmpty: Bool { hashed?.isEmpty ?? list.isEmpty }

  /// Whether `name` is in the set.
  func contains(_ name: String) -> Bool {
    if let hashed { return hashed.contains(name) }
    return list.contains(name)
  }

  /// Adds `name`, if it is not in the set yet.
  mutating func insert(_ name: String) {
    if hashed != nil {
      hashed?.insert(name)
    } else {
      // Where it goes in the list: after every smaller name.
      let index = list.firstIndex { $0 >= name } ?? list.endIndex
      if index < list.endIndex, list[index] == name { return }
      if list.count < Self.listed {
        list.insert(name, at: index)
      } else {
        hashed = Set(list + [name])
        list = []
      }
    }
  }

  /// The names, in increasing order.
  func sorted() -> [String] { hashed?.sorted() ?? list }
}
