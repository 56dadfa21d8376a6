/// Trace text in raw memory, shared by whoever writes a trace and the engine: when a trace is
/// plain text, the engine writes each callback line into it where it stands
/// (`Engine.textTrace`), between the lines its writer adds (statement headers, findings),
/// with no event, record or call per line to make (docs/performance.md, round 15).
///
/// The core does no I/O: when the buffer is full it hands its bytes to `writeOut` (which
/// writes them to a file, say) and starts again empty, or grows when there is none.
public final class TextBuffer {
  // One writer at a time, on one thread: the fields go without the dynamic exclusivity
  // check, and the writes other modules inline reach them directly.
  @usableFromInline @exclusivity(unchecked) var storage: UnsafeMutablePointer<UInt8>
  @usableFromInline @exclusivity(unchecked) var capacity: Int
  @usableFromInline @exclusivity(unchecked) var used = 0
  /// Takes the buffer's bytes when it is full or flushed, in order; `nil`: the buffer grows
  /// and keeps everything.
  public var writeOut: ((UnsafeBufferPointer<UInt8>) -> Void)?
  /// Each callback's word with the space before it, as bytes, by raw value (held by the
  /// buffer, not read from a global, so that a line reads it without a lazy-initialization
  /// check).
  let callbackWords = TextBuffer.callbackWordTable

  /// The room a callback line's fixed-size stores need: a name's 16 bytes, a word's slot, a
  /// space and a parent's 16 bytes, the line end (`writeCallbackLine`).
  static let lineRoom = 16 + CallbackWordTable.slot + 1 + 16 + 1

  /// An empty buffer of `capacity` bytes (at least 128: room for a callback line's stores
  /// once emptied).
  public init(capacity: Int) {
    self.capacity = max(capacity, 128)
    storage = .allocate(capacity: self.capacity)
  }

  deinit {
    storage.deallocate()
  }

  /// How many bytes it holds.
  public var count: Int { used }

  /// The bytes it holds, valid until the next write.
  public var bytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: storage, count: used)
  }

  /// Hands what it holds to `writeOut`, if there is one, and empties it.
  public func flush() {
    guard used > 0, let writeOut else { return }
    writeOut(UnsafeBufferPointer(start: storage, count: used))
    used = 0
  }

  /// Appends one byte.
  @inlinable @inline(__always)
  public func write(byte: UInt8) {
    if used == capacity { makeRoom(for: 1) }
    storage[used] = byte
    used += 1
  }

  /// Appends raw bytes.
  @inlinable @inline(__always)
  public func write(bytes: UnsafeBufferPointer<UInt8>) {
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
  public func write(_ text: String) {
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

  /// Appends `controller`'s callback line: its words and its line end (a move's parent
  /// argument `parent`).
  ///
  /// The usual line (short names, no target, no outcome) is fixed-size stores after one
  /// check for room: the name's 16 bytes, the word's slot, for a move a space and its
  /// parent's 16 bytes (or `nil`), the line end, each cut to its length by the next (round
  /// 17 of docs/performance.md: checking and copying word by word cost a line about 60
  /// instructions).
  @inline(__always)
  func writeCallbackLine(
    _ controller: Controller, _ callback: Callback, parent: Controller?, target: String?,
    completed: Bool?
  ) {
    let name = controller.nameBytes
    let parentName = parent?.nameBytes
    guard name.isInline, target == nil, completed == nil, parentName?.isInline ?? true else {
      writeWholeCallbackLine(
        controller, callback, parent: parent, target: target, completed: completed)
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
    storage[used] = 0x0A
    used += 1
  }

  /// `writeCallbackLine` for any line, word by word.
  @inline(never)
  private func writeWholeCallbackLine(
    _ controller: Controller, _ callback: Callback, parent: Controller?, target: String?,
    completed: Bool?
  ) {
    write(controller)
    writeWords(
      callback, parent: { if let parent { write(parent) } else { write("nil") } },
      target: target, completed: completed)
    write(byte: 0x0A)
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
  public func writeCallbackWords(
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
    if let completed {
      write(completed ? " completed" : " cancelled")
    }
  }

  /// The table itself, made once for the process and never freed: reading a word then costs
  /// no reference counting (an array of arrays cost a retain and a release a line), and a
  /// buffer made for each of many small scenarios (`explore`, `check`) copies two pointers.
  private nonisolated(unsafe) static let callbackWordTable = CallbackWordTable()
}

/// A controller's name as the bytes a text trace writes, kept inline when it is short (as
/// nearly every name is): up to 15 bytes, then their count, in 16 bytes that a line copies
/// with one store, where a `String` is read through its views (and retained) first.
struct NameBytes {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// The bytes of `name`, when it has at most 15; none (`isInline` false) otherwise.
  init(_ name: String) {
    var name = name
    name.withUTF8 { utf8 in
      guard utf8.count <= 15, let source = utf8.baseAddress else { return }
      withUnsafeMutableBytes(of: &self) { bytes in
        bytes.baseAddress?.copyMemory(from: source, byteCount: utf8.count)
        bytes[15] = UInt8(utf8.count)
      }
    }
  }

  /// `nil`, the parent argument of a move out of a parent.
  static let nilWord = NameBytes("nil")

  /// How many bytes it holds.
  var count: Int { Int(high &>> 56) }
  /// Whether it holds the name (which then has 1 to 15 bytes).
  var isInline: Bool { count > 0 }
}

/// Each callback's word with the space before it (` viewDidLoad`), as bytes, by raw value, in
/// memory that lives as long as the process: each in a slot of `slot` bytes, padded, so that
/// a line copies a word with one fixed-size copy.
struct CallbackWordTable {
  /// A slot's size: the longest word with its space (42 bytes) fits.
  static let slot = 48
  /// The slots, by raw value.
  private let bytes: UnsafePointer<UInt8>
  /// Each word's length, by raw value.
  private let lengths: UnsafePointer<Int>

  init() {
    let words = Callback.allCases.map { Array((" " + $0.word).utf8) }
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: words.count * Self.slot)
    bytes.initialize(repeating: 0x20, count: words.count * Self.slot)
    let lengths = UnsafeMutablePointer<Int>.allocate(capacity: words.count)
    for (index, word) in words.enumerated() {
      precondition(word.count <= Self.slot, "a callback's word outgrew its slot")
      (bytes + index * Self.slot).update(from: word, count: word.count)
      lengths[index] = word.count
    }
    self.bytes = UnsafePointer(bytes)
    self.lengths = UnsafePointer(lengths)
  }

  /// The word of `callback`, with the space before it.
  subscript(callback: Callback) -> UnsafeBufferPointer<UInt8> {
    let index = Int(callback.rawValue)
    return UnsafeBufferPointer(start: bytes + index * Self.slot, count: lengths[index])
  }

  /// Copies `callback`'s whole slot to `destination` (which has room for it) and returns the
  /// word's length: the bytes past it are for the next write to cover.
  @inline(__always)
  func store(_ callback: Callback, at destination: UnsafeMutablePointer<UInt8>) -> Int {
    let index = Int(callback.rawValue)
    UnsafeMutableRawPointer(destination).copyMemory(
      from: bytes + index * Self.slot, byteCount: Self.slot)
    return lengths[index]
  }
}
