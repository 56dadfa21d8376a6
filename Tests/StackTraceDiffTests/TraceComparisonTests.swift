import StackTraceDiff
import StackTraceTestSupport
import Testing

/// The streaming comparison `check` uses: it must find every difference, give a diff that
/// turns the golden into the trace, and agree with the whole-file differ on a local change,
/// however the trace arrives in chunks.
struct TraceComparisonTests {
  /// Compares `actual`, given in chunks of `chunk` bytes, with `golden`.
  func compare(
    golden: String?, actual: String, chunk: Int = 1 << 16,
    bounds: TraceComparison.Bounds = .init()
  ) -> (comparison: TraceComparison, diff: String) {
    let comparison = TraceComparison(
      golden: golden.map { .bytes(Array($0.utf8)) }, goldenName: "golden", oldName: "a/x",
      newName: "b/x", context: 3, bounds: bounds)
    // What a pending golden gets: the golden's lines before the departure, then the rest.
    var copy: [UInt8]?
    comparison.onDeparture = { lines in
      let head = (golden ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        .prefix(lines).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
      copy = Array(head.map { $0 + "\n" }.joined().utf8)
    }
    comparison.tail = { copy?.append(contentsOf: $0) }
    let bytes = Array(actual.utf8)
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + chunk)
      bytes[start..<end].withUnsafeBufferPointer { comparison.consume($0) }
      start = end
    }
    let diff = comparison.finish()
    // A trace that departs is copied whole; one that does not, never.
    #expect(
      copy == (comparison.divergence == nil && golden != nil ? nil : bytes),
      "golden \(golden ?? "nil"), chunks of \(chunk)")
    return (comparison, diff)
  }

  /// A's first appearance in the documented profile: made, loaded, shown, laid out.
  static let aAppears = """
    A init
    A loadView
    A viewDidLoad
    A viewWillAppear
    A viewWillLayoutSubviews
    A viewDidLayoutSubviews
    A viewDidAppear
    """ + "\n"

  /// The trace of `root A` in the documented profile, as `stacktrace root A` prints it.
  static let rootA = "# root A\n" + aAppears

  /// The trace of `push A B`, `pop`, `present C`, `dismiss` in the documented profile.
  static let pushPopPresentDismiss =
    "# push A B\n" + aAppears + """
      B init
      B loadView
      B viewDidLoad
      A viewWillDisappear
      B viewWillAppear
      B viewWillLayoutSubviews
      B viewDidLayoutSubviews
      A viewDidDisappear
      B viewDidAppear
      # pop
      B viewWillDisappear
      A viewWillAppear
      B viewDidDisappear
      A viewDidAppear
      B dealloc
      # present C
      C init
      C loadView
      C viewDidLoad
      A viewWillDisappear
      C viewWillAppear
      C viewWillLayoutSubviews
      C viewDidLayoutSubviews
      C viewDidAppear
      A viewDidDisappear
      # dismiss
      C viewWillDisappear
      A viewWillAppear
      A viewDidAppear
      C viewDidDisappear
      C dealloc
      """ + "\n"

  /// A trace of `statements` statements shaped as the engine's are (a `# ` header, then
  /// callback lines of a few controllers, many of them repeated), from `random`: what the
  /// comparison sees, without the engine (a module above this one).
  static func trace(statements: Int, _ random: inout Random) -> String {
    let words = [
      "init", "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear",
      "viewWillDisappear", "viewDidDisappear", "dealloc",
    ]
    var text = ""
    for statement in 0..<statements {
      text += "# statement \(statement % 7)\n"
      for _ in 0..<(1 + random.below(8)) {
        text += "C\(random.below(4)) \(words[random.below(words.count)])\n"
      }
    }
    return text
  }

  /// A deterministic source of random numbers (a 64-bit linear congruential generator).
  struct Random {
    var state: UInt64
    mutating func below(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(max(bound, 1)))
    }
  }

  @Test("equal traces: no divergence, no diff, the same bytes")
  func equal() throws {
    let text = Self.pushPopPresentDismiss
    for chunk in [1, 7, 64, 1 << 16] {
      let (comparison, diff) = compare(golden: text, actual: text, chunk: chunk)
      #expect(comparison.divergence == nil)
      #expect(diff == "")
      #expect(comparison.identicalBytes)
    }
  }

  @Test("CRLF line ends and a missing final newline compare equal, but not identical")
  func lineEnds() throws {
    let text = Self.pushPopPresentDismiss
    for golden in [
      text.replacingOccurrences(of: "\n", with: "\r\n"), String(text.dropLast()),
    ] {
      let (comparison, diff) = compare(golden: golden, actual: text)
      #expect(comparison.divergence == nil)
      #expect(diff == "")
      #expect(!comparison.identicalBytes)
    }
  }

  @Test("no golden: every line is new, from /dev/null")
  func noGolden() throws {
    let text = Self.rootA
    let (comparison, diff) = compare(golden: nil, actual: text)
    #expect(comparison.divergence == nil)
    #expect(diff.hasPrefix("--- a/x\n+++ b/x\n@@ -0,0 +1,8 @@\n+# root A\n+A init\n"))
  }

  /// Edits of a golden, each a function of its lines and a random source.
  static let edits: [(String, @Sendable ([String], inout Random) -> [String])] = [
    (
      "delete a line",
      { lines, random in
        var lines = lines
        guard !lines.isEmpty else { return lines }
        lines.remove(at: random.below(lines.count))
        return lines
      }
    ),
    (
      "insert a line",
      { lines, random in
        var lines = lines
        lines.insert("Z inserted", at: random.below(lines.count + 1))
        return lines
      }
    ),
    (
      "change a line",
      { lines, random in
        var lines = lines
        guard !lines.isEmpty else { return lines }
        lines[random.below(lines.count)] += "x"
        return lines
      }
    ),
    (
      "swap two lines",
      { lines, random in
        var lines = lines
        guard lines.count > 1 else { return lines }
        let index = random.below(lines.count - 1)
        lines.swapAt(index, index + 1)
        return lines
      }
    ),
    (
      "double a statement",
      { lines, random in
        let headers = lines.indices.filter { lines[$0].hasPrefix("# ") }
        guard let start = headers.isEmpty ? nil : headers[random.below(headers.count)] else {
          return lines
        }
        let end = headers.first { $0 > start } ?? lines.count
        return Array(lines[..<end] + lines[start..<end] + lines[end...])
      }
    ),
    (
      "drop a statement",
      { lines, random in
        let headers = lines.indices.filter { lines[$0].hasPrefix("# ") }
        guard let start = headers.isEmpty ? nil : headers[random.below(headers.count)] else {
          return lines
        }
        let end = headers.first { $0 > start } ?? lines.count
        return Array(lines[..<start] + lines[end...])
      }
    ),
  ]

  @Test(
    "random traces, random edits: found, diffed so that the diff applies, as the whole-file differ does"
  )
  func randomEdits() throws {
    var random = Random(state: 2026)
    var agreed = 0
    var singles = 0
    var cases = 0
    for seed in 0..<300 {
      var source = Random(state: UInt64(seed) &+ 1)
      let actual = Self.trace(statements: 30, &source)
      var lines = actual.split(separator: "\n").map(String.init)
      guard lines.count > 2 else { continue }
      let count = 1 + random.below(3)
      for _ in 0..<count {
        lines = Self.edits[random.below(Self.edits.count)].1(lines, &random)
      }
      let golden = lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
      let chunk = [1, 5, 33, 1 << 16][random.below(4)]
      let (comparison, diff) = compare(golden: golden, actual: actual, chunk: chunk)
      cases += 1
      #expect((comparison.divergence == nil) == (golden == actual), "seed \(seed)")
      guard golden != actual else { continue }
      #expect(!comparison.isCut)
      #expect(PatchApplier.apply(diff, to: golden) == actual, "seed \(seed):\n\(diff)")
      if count == 1 {
        singles += 1
        let whole = UnifiedDiff(old: golden, new: actual).render(oldName: "a/x", newName: "b/x")
        if diff == whole { agreed += 1 }
      }
    }
    #expect(cases > 200)
    // One edit: the streaming diff is the whole-file diff nearly always (a region ends where
    // eight lines agree again, which can pair a repeated line differently); 89 of 97 when
    // this was written.
    #expect(singles > 50)
    #expect(agreed * 100 >= singles * 85, "\(agreed) of \(singles) agree")
  }

  @Test("a statement added to a long repetitive trace is found, and the traces fall in step again")
  func resynchronizes() throws {
    // `push C0 ... C49 animated=false`, then 200 memory warnings, each telling every one.
    var actual = "# push C0...C49\n" + (0..<50).map { "C\($0) init\nC\($0) viewDidLoad\n" }.joined()
    for _ in 0..<200 {
      actual += "# memoryWarning\n" + (0..<50).map { "C\($0) didReceiveMemoryWarning\n" }.joined()
    }
    var lines = actual.split(separator: "\n").map(String.init)
    let middle = lines.count / 2
    let header = try #require(lines[middle...].firstIndex(of: "# memoryWarning"))
    lines.insert(contentsOf: ["# memoryWarning", "C0 didReceiveMemoryWarning"], at: header)
    lines[lines.count - 10] = "changed near the end"
    let golden = lines.joined(separator: "\n") + "\n"
    let (comparison, diff) = compare(golden: golden, actual: actual, chunk: 4_096)
    #expect(PatchApplier.apply(diff, to: golden) == actual)
    let changed = diff.split(separator: "\n").filter {
      ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++")
    }
    #expect(changed.count == 4)
    let actualLines = actual.split(separator: "\n").map(String.init)
    let first = try #require(lines.indices.first { lines[$0] != actualLines[$0] })
    #expect(comparison.divergence?.goldenLine == first + 1)
  }

  @Test("past its bounds the diff is cut, and says so")
  func cut() throws {
    let actual =
      "# push C0...C199\n"
      + (0..<200).map { "C\($0) init\nC\($0) loadView\nC\($0) viewDidLoad\n" }.joined()
    let golden = actual.replacingOccurrences(of: "viewDidLoad", with: "viewDidLoadx")
    var bounds = TraceComparison.Bounds()
    bounds.maximumDiffLines = 50
    let (short, shortDiff) = compare(golden: golden, actual: actual, bounds: bounds)
    #expect(short.isCut)
    #expect(shortDiff.split(separator: "\n").count <= 50, "\(shortDiff)")
    #expect(short.divergence != nil)
    bounds = TraceComparison.Bounds()
    bounds.maximumRegionLines = 20
    let everything = String(repeating: "X\n", count: 1_000)
    let (region, regionDiff) = compare(golden: everything, actual: actual, bounds: bounds)
    #expect(region.isCut)
    #expect(region.divergence?.goldenLine == 1)
    #expect(regionDiff.split(separator: "\n").count < 60)
  }

  @Test(
    "long golden lines cut the diff, a region and the excerpts by their bytes, not only their lines"
  )
  func byteBounds() throws {
    let actual =
      "# push C0...C199\n"
      + (0..<200).map { "C\($0) init\nC\($0) loadView\nC\($0) viewDidLoad\n" }.joined()
    // 40 golden lines of 10,000 bytes each: far under every line bound.
    let golden = (0..<40).map { _ in String(repeating: "x", count: 10_000) + "\n" }.joined()
    var bounds = TraceComparison.Bounds()
    bounds.maximumDiffBytes = 50_000
    let (diffCut, diff) = compare(golden: golden, actual: actual, bounds: bounds)
    #expect(diffCut.isCut)
    #expect(diff.utf8.count <= 50_000)
    bounds = TraceComparison.Bounds()
    bounds.maximumRegionBytes = 100_000
    let (regionCut, regionDiff) = compare(golden: golden, actual: actual, bounds: bounds)
    #expect(regionCut.isCut)
    #expect(regionDiff.utf8.count < 150_000)
    bounds = TraceComparison.Bounds()
    bounds.excerptBytes = 25_000
    let (excerpted, _) = compare(golden: golden, actual: actual, bounds: bounds)
    let head = try #require(excerpted.goldenHead)
    #expect(!head.isWhole && head.bytes.count <= 25_000 && head.bytes.count >= 20_000)
    #expect(excerpted.goldenText == nil)
    // The trace's excerpt too, at a line's end.
    let (trace, _) = compare(golden: actual, actual: golden, bounds: bounds)
    #expect(!trace.actualHead.isWhole && trace.actualHead.bytes.count == 20_002)
    #expect(trace.actualText == nil)
    // A golden is read up to its bound, then is an error, never read to its end.
    bounds = TraceComparison.Bounds()
    bounds.maximumGoldenBytes = 100_000
    let (long, _) = compare(golden: golden + golden + golden, actual: actual, bounds: bounds)
    #expect(long.goldenFailure?.reason == "larger than 100000 bytes, the limit (docs/limits.md)")
  }

  @Test("a golden line longer than the bound is cut, and never equals a trace line")
  func longGoldenLine() throws {
    let actual = Self.rootA
    var bounds = TraceComparison.Bounds()
    bounds.maximumLineBytes = 64
    let golden = "# root A" + String(repeating: " ", count: 1_000) + "\n" + actual
    let (comparison, _) = compare(golden: golden, actual: actual, bounds: bounds)
    #expect(comparison.divergence?.goldenLine == 1)
    #expect(!comparison.identicalBytes)
  }
}
