/// A set of controller names: the few a statement touches, kept in a list and searched in
/// order (no hashing, which was most of the cost of reading a callback line's name into a
/// `Set`); past ``listed`` names, a `Set`, so that a statement of many controllers stays
/// linear.
struct NameSet: Sendable {
  /// The most names kept in the list: `NameMap`'s bound.
  static var listed: Int { NameMap<Bool>.listed }

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
    } else if !list.contains(name) {
      if list.count < Self.listed {
        list.append(name)
      } else {
        hashed = Set(list + [name])
        list = []
      }
    }
  }

  /// The names, in increasing order.
  func sorted() -> [String] { hashed?.sorted() ?? list.sorted() }
}
