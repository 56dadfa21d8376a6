/// A value kept out of line and shared between copies until one of them changes it (copy on
/// write, as the standard library's collections are).
///
/// The oracle's state is copied for every scenario `stacktrace explore` runs (from its
/// parent's checkpoint) and freed after it. Field by field, that retained and released some
/// forty references each time, most of them in accounts the scenario's one statement never
/// touches; behind one of these, such an account is one reference.
///
/// A change copies the value when another copy shares it, so a writer leaves a field it
/// would set to the value it has unwritten: writing every statement would copy every time.
@propertyWrapper
struct Shared<Value: Sendable>: Sendable {
  /// The value; only ever changed while one `Shared` holds it, so that readers on other
  /// threads never see it change.
  private final class Box: @unchecked Sendable {
    @exclusivity(unchecked) var value: Value
    init(_ value: Value) { self.value = value }
  }

  private var box: Box

  init(wrappedValue: Value) { box = Box(wrappedValue) }

  var wrappedValue: Value {
    _read { yield box.value }
    _modify {
      if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
      yield &box.value
    }
  }
}
