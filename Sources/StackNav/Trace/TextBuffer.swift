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

  /// An empty buffer of `capacity` bytes.
  public init(capacity: Int) {
    self.capacity = max(capacity, 16)
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

  /// Appends a callback line: its words and its line end.
  func writeCallbackLine(
    _ controller: String, _ callback: Callback, parentArgument: String?, target: String?,
    completed: Bool?
  ) {
    writeCallbackWords(
      controller, callback, parentArgument: parentArgument, target: target, completed: completed)
    write(byte: 0x0A)
  }

  /// Appends a callback line's words, without its line end:
  /// `NAME callback [PARENT] [TARGET] [completed|cancelled]` (a move's parent `nil` when it
  /// has none).
  public func writeCallbackWords(
    _ controller: String, _ callback: Callback, parentArgument: String?, target: String?,
    completed: Bool?
  ) {
    write(controller)
    write(bytes: callbackWords[callback])
    if callback.isMove {
      write(byte: 0x20)
      write(parentArgument ?? "nil")
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

/// Each callback's word with the space before it (` viewDidLoad`), as bytes, by raw value, in
/// memory that lives as long as the process.
struct CallbackWordTable {
  /// The words, one after the other.
  private let bytes: UnsafePointer<UInt8>
  /// Where each word ends in `bytes`, by raw value; it starts where the one before ends.
  private let ends: UnsafePointer<Int>

  init() {
    let words = Callback.allCases.map { Array((" " + $0.word).utf8) }
    let all = words.flatMap { $0 }
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: all.count)
    bytes.initialize(from: all, count: all.count)
    let ends = UnsafeMutablePointer<Int>.allocate(capacity: words.count)
    var end = 0
    for (index, word) in words.enumerated() {
      end += word.count
      ends[index] = end
    }
    self.bytes = UnsafePointer(bytes)
    self.ends = UnsafePointer(ends)
  }

  /// The word of `callback`, with the space before it.
  subscript(callback: Callback) -> UnsafeBufferPointer<UInt8> {
    let index = Int(callback.rawValue)
    let start = index == 0 ? 0 : ends[index - 1]
    return UnsafeBufferPointer(start: bytes + start, count: ends[index] - start)
  }
}
