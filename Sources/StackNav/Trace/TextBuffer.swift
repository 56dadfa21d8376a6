// Raw memory: `storage` holds `capacity` bytes, of which the first `used` are the trace's;
// every write makes room first (`makeRoom`), and a line's fixed-size stores
// (UnsafeTextStores.swift) never pass `capacity`. One writer at a time, on one thread.

/// Trace text in raw memory, shared by whoever writes a trace and the engine: when a trace is
/// plain text, the engine writes each callback line into it where it stands
/// (`Engine.textTrace`), between the lines its writer adds (statement headers, findings),
/// with no event, record or call per line to make.
///
/// The core does no I/O: when the buffer is full it hands its bytes to `writeOut` (which
/// writes them to a file, say) and starts again empty, or grows when there is none.
package final class TextBuffer {
  // One writer at a time, on one thread: the fields go without the dynamic exclusivity
  // check, and the writes other modules inline reach them directly.
  @usableFromInline @exclusivity(unchecked) var storage: UnsafeMutablePointer<UInt8>
  @usableFromInline @exclusivity(unchecked) var capacity: Int
  @usableFromInline @exclusivity(unchecked) var used = 0
  /// Takes the buffer's bytes when it is full or flushed, in order; `nil`: the buffer grows
  /// and keeps everything.
  package var writeOut: ((UnsafeBufferPointer<UInt8>) -> Void)?
  /// Each callback's word with the space before it, as bytes, by raw value (held by the
  /// buffer, not read from a global, so that a line reads it without a lazy-initialization
  /// check).
  let callbackWords = TextBuffer.callbackWordTable

  /// The room a callback line's fixed-size stores need: a name's 16 bytes, a word's slot, a
  /// space and a parent's 16 bytes, the line end (`writeCallbackLine`).
  static let lineRoom = 16 + UnsafeCallbackWordTable.slot + 1 + 16 + 1

  /// An empty buffer of `capacity` bytes (at least 128: room for a callback line's stores
  /// once emptied).
  package init(capacity: Int) {
    self.capacity = max(capacity, 128)
    storage = .allocate(capacity: self.capacity)
  }

  deinit {
    storage.deallocate()
  }

  /// How many bytes it holds.
  package var count: Int { used }

  /// The bytes it holds, valid until the next write.
  package var bytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: storage, count: used)
  }

  /// Empties it, keeping its storage.
  package func removeAll() { used = 0 }

  /// Hands what it holds to `writeOut`, if there is one, and empties it.
  package func flush() {
    guard used > 0, let writeOut else { return }
    writeOut(UnsafeBufferPointer(start: storage, count: used))
    used = 0
  }

  /// Appends one byte.
  @inlinable @inline(__always)
  package func write(byte: UInt8) {
    if used == capacity { makeRoom(for: 1) }
    storage[used] = byte
    used += 1
  }

  /// Appends raw bytes.
  @inlinable @inline(__always)
  package func write(bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    if used + bytes.count > capacity {
      makeRoom(for: bytes.count)
      // Larger than the whole buffer: straight out.
      if bytes.count > capacity, let writeOut {
        writeOut(bytes)
        return
      }
    }
    (storage + used).update(from: base, count: bytes.count)
    used += bytes.count
  }

  /// Appends the UTF-8 bytes of `text`.
  @inlinable
  package func write(_ text: String) {
    // Read in place (no copy of the string to make it mutable), where its bytes are
    // contiguous: always, but for a bridged string.
    if text.utf8.withContiguousStorageIfAvailable({ write(bytes: $0) }) != nil { return }
    var text = text
    text.withUTF8 { write(bytes: $0) }
  }

  /// Frees space for `needed` more bytes: hands the bytes out, or grows.
  @usableFromInline
  func makeRoom(for needed: Int) {
    if writeOut != nil {
      flush()
      return
    }
    var newCapacity = capacity * 2
    while newCapacity < used + needed { newCapacity *= 2 }
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    grown.update(from: storage, count: used)
    storage.deallocate()
    storage = grown
    capacity = newCapacity
  }

  /// Appends `controller`'s callback line: its words, its `flags` when given (`--flags`),
  /// and its line end (a move's parent argument `parent`).
  ///
  /// The usual line (short names, no target, no outcome) is fixed-size stores after one
  /// check for room: the name's 16 bytes, the word's slot, for a move a space and its
  /// parent's 16 bytes (or `nil`), the line end, each cut to its length by the next, rather
  /// than each word checked and copied byte by byte.
  @inline(__always)
  func writeCallbackLine(
    _ controller: Controller, _ callback: Callback, parent: Controller?, target: String?,
    completed: Bool?, flags: (animated: Bool?, motion: ControllerMotion)? = nil
  ) {
    let name = controller.nameBytes
    let parentName = parent?.nameBytes
    guard name.isInline, target == nil, completed == nil, parentName?.isInline ?? true else {
      writeWholeCallbackLine(
        controller, callback, parent: parent, target: target, completed: completed)
      if let flags { writeFlags(flags) }
      write(byte: 0x0A)
      return
    }
    if used + Self.lineRoom > capacity { makeRoom(for: Self.lineRoom) }
    place(name)
    used += callbackWords.store(callback, at: storage + used)
    if callback.isMove {
      storage[used] = 0x20
      used += 1
      place(parentName ?? NameBytes.nilWord)
    }
    if let flags {
      // Words of their own, each checked for room.
      writeFlags(flags)
      write(byte: 0x0A)
      return
    }
    storage[used] = 0x0A
    used += 1
  }

  /// Appends a callback line's flag words, each after a space (`--flags`).
  private func writeFlags(_ flags: (animated: Bool?, motion: ControllerMotion)) {
    CallbackRecord.forEachFlagWord(animated: flags.animated, motion: flags.motion) { word in
      write(byte: 0x20)
      write(word)
    }
  }

  /// `writeCallbackLine`'s words for any line, word by word, without its line end.
  @inline(never)
  private func writeWholeCallbackLine(
    _ controller: Controller, _ callback: Callback, parent: Controller?, target: String?,
    completed: Bool?
  ) {
    write(controller)
    writeWords(
      callback, parent: { if let parent { write(parent) } else { write("nil") } },
      target: target, completed: completed)
  }

  /// Appends `controller`'s name.
  @inline(__always)
  private func write(_ controller: Controller) {
    let name = controller.nameBytes
    if name.isInline {
      write(name)
    } else {
      write(controller.name)
    }
  }

  /// Appends a short name's bytes: one 16-byte store, the end left for the next write.
  @inline(__always)
  private func write(_ name: NameBytes) {
    if used + 16 > capacity { makeRoom(for: 16) }
    place(name)
  }

  /// Stores a short name's 16 bytes where the buffer ends (which has room for them) and
  /// keeps its length: the bytes past it are for the next write to cover.
  @inline(__always)
  private func place(_ name: NameBytes) {
    UnsafeMutableRawPointer(storage + used).storeBytes(of: name, as: NameBytes.self)
    used += name.count
  }

  /// Appends a callback line's words, without its line end:
  /// `NAME callback [PARENT] [TARGET] [completed|cancelled]` (a move's parent `nil` when it
  /// has none).
  package func writeCallbackWords(
    _ controller: String, _ callback: Callback, parentArgument: String?, target: String?,
    completed: Bool?
  ) {
    write(controller)
    writeWords(
      callback, parent: { write(parentArgument ?? "nil") }, target: target,
      completed: completed)
  }

  /// Appends the words after a callback line's controller: the callback's, then for a move
  /// its parent argument (`parent` writes it), then the target and the outcome if any.
  @inline(__always)
  private func writeWords(
    _ callback: Callback, parent: () -> Void, target: String?, completed: Bool?
  ) {
    write(bytes: callbackWords[callback])
    if callback.isMove {
      write(byte: 0x20)
      parent()
    }
    if let target {
      write(byte: 0x20)
      write(target)
    }
    if let style = callback.adaptiveStyle {
      write(byte: 0x20)
      write(style)
    }
    if let completed {
      write(completed ? " completed" : " cancelled")
    }
  }

  /// The table itself, made once for the process and never freed: reading a word then costs
  /// no reference counting, and a buffer made for each of many small scenarios (`explore`,
  /// `check`) copies two pointers.
  private nonisolated(unsafe) static let callbackWordTable = UnsafeCallbackWordTable()
}
