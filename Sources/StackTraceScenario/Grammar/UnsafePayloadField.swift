// The unsafe layer of the grammar's bindings: a payload's field written in place, through a
// pointer at its byte offset, where applying a key path cost a statement about 100
// instructions a field. What makes it safe: the offset is `MemoryLayout.offset(of:)` of the
// field's own key path, which is `nil` unless the key path names storage inside the payload
// that a pointer may reach (a stored property, or the payload itself), and the write goes
// through a pointer to the payload that lives only for the write (`withUnsafeMutablePointer`).
// Without an offset, the key path itself writes.

/// A field of a payload, written in place.
struct UnsafePayloadField<Payload, Value>: Sendable {
  /// The field.
  let path: PayloadField<Payload, Value>
  /// Its byte offset in the payload, when a pointer may reach it.
  private let offset: Int?

  /// The field `path` names.
  init(_ path: PayloadField<Payload, Value>) {
    self.path = path
    offset = MemoryLayout<Payload>.offset(of: path)
  }

  /// Sets the field of `payload` to `value`.
  @inline(__always)
  func write(_ value: Value, into payload: inout Payload) {
    guard let offset else {
      payload[keyPath: path] = value
      return
    }
    withUnsafeMutablePointer(to: &payload) { pointer in
      (UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee =
        value
    }
  }
}
