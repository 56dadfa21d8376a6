import StackTraceIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A trace compared with its golden while the trace is being written, a line at a time, in
/// memory that does not grow with the trace (docs/golden-workflow.md, "Large traces").
///
/// Lines that agree are only counted, and the last few kept for context. Where the two part,
/// both are read on side by side into a region until they agree again for `resyncLines`
/// lines in a row (found by hashing windows of lines, so a statement added or removed is
/// found too); the region is then diffed with the anchored differ and the comparison goes on.
/// A region that grows past `maximumRegionLines`, or a diff that reaches `maximumDiffLines`,
/// ends the diff there with a note: the scenario fails all the same.
///
/// Golden lines compare equal whatever their line ends (`\n` or `\r\n`) and whether the
/// last one has one.
package final class TraceComparison {
  /// The bounds of a comparison.
  package struct Bounds: Sendable {
    /// The most lines of diff kept for a scenario.
    package var maximumDiffLines = 5_000
    /// The most lines each side of a region may hold before the diff is cut.
    package var maximumRegionLines = 50_000
    /// The most bytes each side of a region may hold before the diff is cut (a golden's
    /// lines may each be long).
    package var maximumRegionBytes = 16 << 20
    /// The most bytes of diff kept for a scenario.
    package var maximumDiffBytes = 4 << 20
    /// How many lines in a row must agree for the traces to be back in step.
    package var resyncLines = 8
    /// The longest golden line kept whole (a trace line is far shorter).
    package var maximumLineBytes = 1 << 20
    /// The most of a golden read (2 GiB: seventy million lines of thirty bytes); past it,
    /// reading the golden is an error (docs/limits.md).
    package var maximumGoldenBytes = 2 << 30
    /// Traces up to this many lines are kept whole, for reports that draw them.
    package var excerptLines = 400
    /// ... and up to this many bytes: the most a report keeps of each side.
    package var excerptBytes = 256 << 10

    /// The defaults.
    package init() {}
  }

  /// Where the two first part.
  package struct Divergence: Sendable {
    /// The golden's line there (1-based; one past its end when the golden ended first).
    package let goldenLine: Int
    /// The golden's line, if it has one there.
    package let expected: [UInt8]?
    /// The actual trace's line, if it has one there.
    package let actual: [UInt8]?
    /// How many statement headers the actual trace had printed up to there.
    package let headers: Int
  }

  /// The bounds it keeps to.
  package let bounds: Bounds
  /// The first place the traces part, if they do.
  package var divergence: Divergence? { divergenceFound }
  /// Whether the golden holds exactly the trace's bytes (no `\r`, a final newline).
  package var identicalBytes: Bool { bytesIdentical }
  /// Whether the diff was cut short.
  package var isCut: Bool { diffCut }
  /// A failure reading the golden.
  package var goldenFailure: FileIO.Failure? { goldenReadFailure }
  /// The trace's lines so far.
  package var actualLineCount: Int { actualLines }

  // The comparison's state, read and written for every line of the trace: a single-threaded
  // object, its storage private and without the dynamic exclusivity check, which was the
  // largest cost of reading a golden (as for the engine: docs/performance.md).
  @exclusivity(unchecked) private var divergenceFound: Divergence?
  @exclusivity(unchecked) private var bytesIdentical = true
  @exclusivity(unchecked) private var diffCut = false
  @exclusivity(unchecked) private var goldenReadFailure: FileIO.Failure?
  @exclusivity(unchecked) private var actualLines = 0
  private let golden: LineReader?
  @exclusivity(unchecked) private var writer: HunkWriter
  @exclusivity(unchecked) private var mode = Mode.inStep
  @exclusivity(unchecked) private var carry: [UInt8] = []
  @exclusivity(unchecked) private var headers = 0
  @exclusivity(unchecked) private var goldenLineCount = 0
  @exclusivity(unchecked) private var goldenEnded = false
  /// Golden lines read ahead of where the comparison stands, oldest first.
  @exclusivity(unchecked) private var pendingGolden: [[UInt8]] = []
  @exclusivity(unchecked) private var pendingStart = 0
  @exclusivity(unchecked) private var region = Region()
  /// The trace's first bytes: its first `excerptLines` lines and at most a chunk more.
  @exclusivity(unchecked) private var actualExcerpt: [UInt8] = []
  @exclusivity(unchecked) private var actualExcerptIsFull = false
  /// Whether the excerpt stopped at `excerptBytes`, before its lines were all in.
  @exclusivity(unchecked) private var actualExcerptIsCut = false
  /// The golden's first `excerptLines` lines, as far as `excerptBytes` holds whole lines.
  @exclusivity(unchecked) private var goldenExcerpt: [UInt8] = []
  @exclusivity(unchecked) private var goldenExcerptIsFull = false

  private enum Mode {
    /// Line for line, equal so far.
    case inStep
    /// Reading a region where the two differ.
    case apart
    /// The diff is cut: the rest is only counted.
    case done
    /// There is no golden: every line is new.
    case noGolden
  }

  /// The lines of both sides since they parted, with hashes of their trailing windows.
  private struct Region {
    var golden: [[UInt8]] = []
    var actual: [[UInt8]] = []
    var goldenHashes: [UInt64] = []
    var actualHashes: [UInt64] = []
    /// Window hash to the index of the window's last line, for each side.
    var goldenWindows: [UInt64: Int] = [:]
    var actualWindows: [UInt64: Int] = [:]
    /// The bytes each side holds.
    var goldenBytes = 0
    var actualBytes = 0

    mutating func append(golden line: [UInt8]) {
      golden.append(line)
      goldenBytes += line.count
    }

    mutating func append(actual line: [UInt8]) {
      actual.append(line)
      actualBytes += line.count
    }

    /// Whether a side has grown past `bounds`: the diff is cut there.
    func isFull(_ bounds: Bounds) -> Bool {
      golden.count > bounds.maximumRegionLines || actual.count > bounds.maximumRegionLines
        || goldenBytes > bounds.maximumRegionBytes || actualBytes > bounds.maximumRegionBytes
    }
  }

  /// A comparison with the golden in `golden` (`nil`: there is none), named `goldenName` in
  /// messages; the diff goes from `oldName` to `newName`.
  package convenience init(
    golden: ByteSource?, goldenName: String, oldName: String, newName: String, context: Int,
    bounds: Bounds = Bounds()
  ) {
    self.init(
      golden: golden.map {
        LineReader(
          $0, name: goldenName, maximumLineBytes: bounds.maximumLineBytes,
          maximumBytes: bounds.maximumGoldenBytes)
      }, oldName: oldName, newName: newName, context: context, bounds: bounds)
  }

  /// A comparison with the golden `golden` reads (`nil`: there is none); the diff goes
  /// from `oldName` to `newName`.
  package init(
    golden: LineReader?, oldName: String, newName: String, context: Int,
    bounds: Bounds = Bounds()
  ) {
    self.golden = golden
    self.bounds = bounds
    writer = HunkWriter(
      oldName: oldName, newName: newName, context: context, maximumLines: bounds.maximumDiffLines,
      maximumBytes: bounds.maximumDiffBytes, keepsChanges: true)
    if golden == nil {
      mode = .noGolden
      goldenEnded = true
    }
  }

  // MARK: Input

  /// Called once, where the trace first departs from its golden (at once when there is no
  /// golden), with how many of the trace's lines came before: those are the golden's own
  /// lines. From then on `tail` gets the trace's bytes, from the departing line on. So a
  /// trace that passes is never copied anywhere (`ScenarioCheck` writes pending goldens and
  /// actual traces this way).
  package var onDeparture: ((_ linesBefore: Int) -> Void)?
  /// Takes the trace's bytes from its first departure on (see `onDeparture`).
  package var tail: ((UnsafeBufferPointer<UInt8>) -> Void)?
  /// Whether `onDeparture` was called.
  @exclusivity(unchecked) private var departed = false

  /// Takes the next bytes of the trace.
  package func consume(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    if !departed, mode == .noGolden { depart(before: 0) }
    if departed { tail?(bytes) }
    if !actualExcerptIsFull {
      actualExcerpt.append(contentsOf: bytes.prefix(bounds.excerptBytes - actualExcerpt.count))
      if actualExcerpt.count >= bounds.excerptBytes {
        actualExcerptIsFull = true
        actualExcerptIsCut = true
      }
    }
    var start = 0
    while start < bytes.count {
      guard let found = memchr(base + start, 0x0A, bytes.count - start) else {
        carry.append(contentsOf: bytes[start...])
        return
      }
      let newline = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
      let wasDeparted = departed
      if carry.isEmpty {
        take(UnsafeBufferPointer(start: base + start, count: newline - start))
      } else {
        carry.append(contentsOf: bytes[start..<newline])
        let line = carry
        carry.removeAll(keepingCapacity: true)
        line.withUnsafeBufferPointer { take($0) }
        if !wasDeparted, divergenceFound != nil {
          // The departing line began in an earlier chunk: its first part first.
          depart(before: actualLines - 1)
          line[..<(line.count - (newline - start))].withUnsafeBufferPointer { tail?($0) }
          tail?(bytes)
        }
      }
      if !wasDeparted, !departed, divergenceFound != nil {
        depart(before: actualLines - 1)
        tail?(UnsafeBufferPointer(rebasing: bytes[start...]))
      }
      start = newline + 1
    }
  }

  private func depart(before lines: Int) {
    departed = true
    onDeparture?(lines)
  }

  /// Ends the trace; returns the unified diff (empty when the traces agree).
  package func finish() -> String {
    if !departed, mode == .noGolden { depart(before: 0) }
    if !carry.isEmpty {
      let line = carry
      carry = []
      let wasDeparted = departed
      line.withUnsafeBufferPointer { take($0) }
      if !wasDeparted, divergenceFound != nil {
        depart(before: actualLines - 1)
        line.withUnsafeBufferPointer { tail?($0) }
      }
    }
    switch mode {
    case .inStep:
      if let line = nextGolden() {
        if divergenceFound == nil {
          divergenceFound = Divergence(
            goldenLine: goldenLineCount, expected: line, actual: nil, headers: headers)
        }
        region.append(golden: line)
        mode = .apart
        drainGolden()
      }
    case .apart:
      drainGolden()
    case .noGolden, .done:
      break
    }
    if mode == .apart { closeRegion(through: region.golden.count, region.actual.count) }
    // A golden longer than the trace departs after the trace's last line.
    if !departed, divergenceFound != nil { depart(before: actualLines) }
    if goldenReadFailure != nil { bytesIdentical = false }
    return writer.finish()
  }

  /// The changed lines of the diff, for grouping identical changes.
  package var changes: [String] { writer.changes }

  /// The whole trace, if it was short enough to keep.
  package var actualText: [UInt8]? {
    actualLines <= bounds.excerptLines && !actualExcerptIsCut ? actualExcerpt : nil
  }

  /// The whole golden, if it was read to its end and short enough to keep.
  package var goldenText: [UInt8]? {
    guard let head = goldenHead, head.isWhole else { return nil }
    return head.bytes
  }

  /// The trace's first `excerptLines` lines, and whether they are all of it.
  package var actualHead: (bytes: [UInt8], isWhole: Bool) {
    guard actualLines > bounds.excerptLines || actualExcerptIsCut else {
      return (actualExcerpt, true)
    }
    var newlines = 0
    // Its first lines, whole: the `excerptLines`-th line's end, else the last one in it.
    let end =
      actualExcerpt.firstIndex {
        if $0 == 0x0A { newlines += 1 }
        return newlines == bounds.excerptLines
      } ?? actualExcerpt.lastIndex(of: 0x0A) ?? -1
    return (Array(actualExcerpt[..<(end + 1)]), false)
  }

  /// The golden's first `excerptLines` lines, and whether they are all of it (it was read to
  /// its end); none when it could not be read.
  package var goldenHead: (bytes: [UInt8], isWhole: Bool)? {
    guard goldenReadFailure == nil, golden != nil else { return nil }
    return (
      goldenExcerpt,
      goldenEnded && goldenLineCount <= bounds.excerptLines && !goldenExcerptIsFull
    )
  }

  // MARK: Lines

  private func take(_ line: UnsafeBufferPointer<UInt8>) {
    actualLines += 1
    if actualLines >= bounds.excerptLines { actualExcerptIsFull = true }
    if line.first == UInt8(ascii: "#") { headers += 1 }
    compare(line)
  }

  /// Compares one line of the trace as the mode says.
  private func compare(_ line: UnsafeBufferPointer<UInt8>) {
    switch mode {
    case .done:
      return
    case .noGolden:
      writer.insert(line)
      if writer.isCut {
        diffCut = true
        mode = .done
      }
    case .inStep:
      // The common case, a golden line straight from the reader's buffer, costs no copy.
      if pendingStart == pendingGolden.count, let expected = readGolden() {
        if sameBytes(expected.bytes, line) {
          writer.keep(line)
        } else {
          part(expected: Array(expected.bytes), actual: line)
        }
        return
      }
      guard let expected = nextGolden() else {
        part(expected: nil, actual: line)
        return
      }
      if expected.withUnsafeBufferPointer({ sameBytes($0, line) }) {
        writer.keep(line)
      } else {
        part(expected: expected, actual: line)
      }
    case .apart:
      append(Array(line), actual: true)
      if mode == .apart, let expected = nextGolden() { append(expected, actual: false) }
    }
  }

  /// The traces part here: a region starts.
  private func part(expected: [UInt8]?, actual: UnsafeBufferPointer<UInt8>) {
    if divergenceFound == nil {
      divergenceFound = Divergence(
        goldenLine: expected == nil ? goldenLineCount + 1 : goldenLineCount, expected: expected,
        actual: Array(actual), headers: headers)
    }
    mode = .apart
    region = Region()
    if let expected { append(expected, actual: false) }
    append(Array(actual), actual: true)
  }

  /// Adds a line to one side of the region, and looks for the two sides agreeing again.
  private func append(_ line: [UInt8], actual: Bool) {
    let hash = line.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { DiffLine.hash($0, buffer.count) } ?? 0
    }
    let window: UInt64?
    let index: Int
    if actual {
      region.append(actual: line)
      region.actualHashes.append(hash)
      index = region.actual.count - 1
      window = windowHash(region.actualHashes, endingAt: index)
      if let window { region.actualWindows[window] = index }
    } else {
      region.append(golden: line)
      region.goldenHashes.append(hash)
      index = region.golden.count - 1
      window = windowHash(region.goldenHashes, endingAt: index)
      if let window { region.goldenWindows[window] = index }
    }
    if let window,
      let other = actual ? region.goldenWindows[window] : region.actualWindows[window],
      windowsAgree(actualEnd: actual ? index : other, goldenEnd: actual ? other : index)
    {
      resynchronize(actualEnd: actual ? index : other, goldenEnd: actual ? other : index)
      return
    }
    if region.isFull(bounds) {
      closeRegion(through: region.golden.count, region.actual.count)
      diffCut = true
      mode = .done
    }
  }

  /// The hash of the `resyncLines` lines ending at `end`, if there are that many.
  private func windowHash(_ hashes: [UInt64], endingAt end: Int) -> UInt64? {
    let length = bounds.resyncLines
    guard end + 1 >= length else { return nil }
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for index in (end + 1 - length)...end {
      hash = (hash ^ hashes[index]) &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  private func windowsAgree(actualEnd: Int, goldenEnd: Int) -> Bool {
    let length = bounds.resyncLines
    for offset in 0..<length
    where region.actual[actualEnd - offset] != region.golden[goldenEnd - offset] {
      return false
    }
    return true
  }

  /// The two sides agree again on the windows ending at these indices: diff the region
  /// before them, keep the window, and go on in step with what was read past it.
  private func resynchronize(actualEnd: Int, goldenEnd: Int) {
    let length = bounds.resyncLines
    let finished = region
    closeRegion(through: goldenEnd + 1 - length, actualEnd + 1 - length)
    guard mode == .apart else { return }
    for line in finished.actual[(actualEnd + 1 - length)...actualEnd] {
      line.withUnsafeBufferPointer { writer.keep($0) }
    }
    mode = .inStep
    region = Region()
    // Golden lines read past the window come next; trace lines past it are compared again.
    let goldenAhead = finished.golden[(goldenEnd + 1)...]
    if !goldenAhead.isEmpty {
      pendingGolden = Array(goldenAhead) + pendingGolden[pendingStart...]
      pendingStart = 0
    }
    for line in finished.actual[(actualEnd + 1)...] {
      line.withUnsafeBufferPointer { compare($0) }
    }
  }

  /// Diffs the region's first `goldenCount` and `actualCount` lines into the writer.
  private func closeRegion(through goldenCount: Int, _ actualCount: Int) {
    let old = LineText(Array(region.golden[..<goldenCount].joined(separator: [0x0A])) + [0x0A])
    let new = LineText(Array(region.actual[..<actualCount].joined(separator: [0x0A])) + [0x0A])
    let oldLines = goldenCount == 0 ? [] : old.lines
    let newLines = actualCount == 0 ? [] : new.lines
    for edit in AnchoredDiff.edits(oldLines, newLines, isAnchor: \.isAnchor) {
      switch edit {
      case .keep(let index, _): writer.keep(oldLines[index].bytes)
      case .delete(let index): writer.delete(oldLines[index].bytes)
      case .insert(let index): writer.insert(newLines[index].bytes)
      }
    }
    if writer.isCut {
      diffCut = true
      mode = .done
    }
  }

  /// Reads the rest of the golden into the region, up to its bound.
  private func drainGolden() {
    while mode == .apart, let line = nextGolden() {
      region.append(golden: line)
      if region.isFull(bounds) {
        closeRegion(through: region.golden.count, region.actual.count)
        diffCut = true
        mode = .done
      }
    }
  }

  /// The golden's next line: one read ahead, else one from the file.
  private func nextGolden() -> [UInt8]? {
    if pendingStart < pendingGolden.count {
      let line = pendingGolden[pendingStart]
      pendingStart += 1
      if pendingStart == pendingGolden.count {
        pendingGolden.removeAll(keepingCapacity: true)
        pendingStart = 0
      }
      return line
    }
    return readGolden().map { Array($0.bytes) }
  }

  /// The golden file's next line, valid until the next read.
  private func readGolden() -> LineReader.Line? {
    guard !goldenEnded, let golden else { return nil }
    do {
      guard let line = try golden.next() else {
        goldenEnded = true
        if golden.exceededLimit {
          goldenReadFailure = FileIO.Failure(
            action: "cannot read \(golden.name)",
            reason: "larger than \(golden.maximumBytes) bytes, the limit (docs/limits.md)")
        }
        return nil
      }
      goldenLineCount += 1
      if line.isCut || !line.hasNewline || line.droppedCarriageReturn { bytesIdentical = false }
      if goldenLineCount <= bounds.excerptLines, !goldenExcerptIsFull {
        if goldenExcerpt.count + line.bytes.count < bounds.excerptBytes {
          goldenExcerpt.append(contentsOf: line.bytes)
          goldenExcerpt.append(0x0A)
        } else {
          goldenExcerptIsFull = true
        }
      }
      return line
    } catch {
      goldenReadFailure = error
      goldenEnded = true
      return nil
    }
  }
}
