/// A table by controller name: the few a trace keeps while it runs, kept in a list and
/// searched in order (no hashing: a callback line looked its controller up in several
/// `Dictionary`s, and hashing the name was most of each lookup); past ``listed`` names, a
/// `Dictionary`, so that a trace of many controllers stays linear.
struct NameMap<Value: Sendable>: Sendable {
  /// The most names kept in the list: past some eight, comparing names one by one costs
  /// more than hashing one.
  static var listed: Int { 8 }

  private var names: [String] = []
  private var values: [Value] = []
  private var hashed: [String: Value]?

  /// The value for `name`; setting `nil` removes it.
  subscript(name: String) -> Value? {
    get {
      if let hashed { return hashed[name] }
      return names.firstIndex(of: name).map { values[$0] }
    }
    set {
      if hashed != nil {
        hashed?[name] = newValue
      } else if let index = names.firstIndex(of: name) {
        if let newValue {
          values[index] = newValue
        } else {
          names.remove(at: index)
          values.remove(at: index)
        }
      } else if let newValue {
        if names.count < Self.listed {
          names.append(name)
          values.append(newValue)
        } else {
          var table = Dictionary(uniqueKeysWithValues: zip(names, values))
          table[name] = newValue
          hashed = table
          names = []
          values = []
        }
      }
    }
  }

  /// Removes every name whose entry `shouldRemove` accepts.
  mutating func removeAll(where shouldRemove: (String, Value) -> Bool) {
    if let table = hashed {
      hashed = table.filter { !shouldRemove($0.key, $0.value) }
      return
    }
    for index in names.indices.reversed() where shouldRemove(names[index], values[index]) {
      names.remove(at: index)
      values.remove(at: index)
    }
  }
}
