import Foundation
import StackTraceTestSupport
import Testing

@testable import StackTraceDiff
@testable import StackTraceGolden
@testable import StackTraceIO

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The page `check --html` writes: self-contained, escaped, in step with the check's counts,
/// its diagrams highlighting exactly the changed lines, and the same bytes every run
/// (docs/golden-workflow.md). The browser test (scripts/test-html-report.sh) checks the same
/// page as Chromium shows it.
struct HTMLReportTests {
  static let context = HTMLReport.Context(
    command: "stacktrace check S --html r.html", defaultProfile: "documented")

  /// A check of `files` (written in a new folder) with what a page needs kept; the goldens
  /// of the scenarios `recordedFirst` names are recorded before.
  func check(
    _ files: [String: String], recordedFirst: [String] = [], record: RecordMode = .pending
  ) throws -> (GoldenCheck.Report, URL) {
    let folder = try temporaryFolder("stacknav-html")
    try write(files, in: folder)
    for scenario in recordedFirst {
      var recording = GoldenCheck(paths: [folder.appendingPathComponent(scenario).path])
      recording.record = .missing
      _ = try recording.run()
    }
    var check = GoldenCheck(paths: [folder.appendingPathComponent("S").path])
    check.record = record
    check.keepsReportDetails = true
    return (try check.run(), folder)
  }

  /// The `<svg>` elements of a page, in order.
  func svgs(in page: String) -> [String] {
    page.ranges(of: "<svg ").map { start in
      let end = page[start.lowerBound...].firstRange(of: "</svg>")?.upperBound ?? page.endIndex
      return String(page[start.lowerBound..<end])
    }
  }

  /// The `data-line` of each highlighted row of a drawing.
  func highlightedLines(_ svg: String) throws -> [Int] {
    _ = try XMLDocument(data: Data(svg.utf8))
    return svg.matches(of: /<g class="row changed" data-line="(\d+)">/).compactMap { Int($0.1) }
  }

  @Test("a failure shows its scenario, its diff with rules, and both diagrams in step")
  func failure() throws {
    let (report, folder) = try check([
      "S/a.scenario": "profile ios17\npush A B\npop\n",
      "S/a.trace": "# profile ios17\n# push A B\nA init\nB init\nB dealloc\n# pop\nA dealloc\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = HTMLReport.html(report, context: Self.context)
    let check = try #require(report.checks.first)
    #expect(page.contains("<pre class=\"scenario\">profile ios17\npush A B\npop\n</pre>"))
    // Each added line has its rule under it, each removed line says it is gone.
    let read = UnifiedDiff.read(check.diff)
    let added = read.compactMap { $0.kind == .added ? $0.newLine : nil }
    let removed = read.compactMap { $0.kind == .removed ? $0.oldLine : nil }
    #expect(!added.isEmpty && !removed.isEmpty)
    #expect(page.ranges(of: "<td class=\"why\">not produced now").count == removed.count)
    let rules = page.ranges(of: "<td class=\"why\">rule ").count
    #expect(rules == added.count, "a rule under each added line")
    #expect(
      check.explanations[added[0]]?.hasPrefix("containment.navigationRoot (medium): [") == true)
    // Two diagrams of the same height (in step), highlighting exactly the changed lines.
    let drawings = svgs(in: page)
    #expect(drawings.count == 2)
    #expect(try highlightedLines(drawings[0]) == removed)
    #expect(try highlightedLines(drawings[1]) == added)
    let heights = drawings.map { $0.firstMatch(of: /height="(\d+)"/).map { Int($0.1)! } }
    #expect(heights[0] == heights[1])
    // The statement bands start on the same rows: the `# pop` band is at one height in both.
    let popBand = drawings.map { svg -> Int? in
      guard let text = svg.firstRange(of: ">pop</text>") else { return nil }
      let before = svg[..<text.lowerBound]
      return before.ranges(of: "<text ").last.flatMap { range in
        svg[range.upperBound...].firstMatch(of: /y="(\d+)"/).map { Int($0.1)! }
      }
    }
    #expect(popBand[0] != nil && popBand[0] == popBand[1])
  }

  @Test("words that changed within a line are marked in both versions")
  func markedWords() {
    let (old, new) = Page.markedWords("A willMoveToParent Nav#1", "B willMoveToParent Nav#1")
    #expect(old == "<mark>A</mark> willMoveToParent Nav#1")
    #expect(new == "<mark>B</mark> willMoveToParent Nav#1")
    // Two lines with nothing in common are not marked word by word.
    #expect(Page.markedWords("A init", "B dealloc") == ("A init", "B dealloc"))
    // A note paired with a callback is two lines, whatever words they share.
    let note: Substring = "! note: B stays in memory: the stack holds it"
    #expect(Page.markedWords(note, "B viewDidDisappear") == (String(note), "B viewDidDisappear"))
    // One word of six in common is not a version of the line.
    #expect(
      Page.markedWords("B viewDidDisappear", "B willMoveToParent nil from the stack")
        == ("B viewDidDisappear", "B willMoveToParent nil from the stack"))
  }

  @Test("hostile names and lines are text: no markup, no bidi override, no control byte")
  func hostile() throws {
    let marker = "<script>alert(1)</script>\"'</svg>\u{202E}"
    let name = "x\(marker)"
    let (report, folder) = try check([
      "S/\(name).scenario": "push A\n# \(marker)\n",
      "S/\(name).trace": "# push A\n</svg><script>alert(2)</script>\u{202E}\u{01}\nA init\n",
      "S/new\(marker).scenario": "push B\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(report.failed + report.new == 2)
    let page = HTMLReport.html(report, context: Self.context)
    #expect(page.ranges(of: "<script").count == 1, "only the page's own script")
    #expect(page.ranges(of: "<svg ").count == page.ranges(of: "</svg>").count)
    #expect(!page.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x01 })
    #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&apos;&lt;/svg&gt;"))
    for svg in svgs(in: page) {
      _ = try XMLDocument(data: Data(svg.utf8))
    }
  }

  @Test("the policy allows exactly the page's own style and script, by their hashes")
  func contentSecurityPolicy() throws {
    let (report, folder) = try check(["S/a.scenario": "push A\n"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = HTMLReport.html(report, context: Self.context)
    func between(_ open: String, _ close: String) -> String {
      let start = page.firstRange(of: open)!.upperBound
      return String(page[start..<page[start...].firstRange(of: close)!.lowerBound])
    }
    let hash = { (text: String) in "'sha256-" + SHA256.base64(SHA256.digest(Array(text.utf8))) + "'"
    }
    let policy = between("http-equiv=\"Content-Security-Policy\" content=\"", "\"")
    #expect(policy.hasPrefix("default-src 'none'; "))
    #expect(policy.contains("style-src \(hash(between("<style>", "</style>")));"))
    #expect(policy.contains("script-src \(hash(between("<script>", "</script>")));"))
    #expect(!page.contains(" src="), "nothing to load")
    // The only links are to the page's own results (fragments).
    #expect(
      page.components(separatedBy: " href=").count
        == page.components(separatedBy: " href=\"#").count)
    #expect(page.contains(" href=\"#s1\""))
  }

  @Test("the same check gives the same bytes; a time only with SOURCE_DATE_EPOCH")
  func deterministic() throws {
    let files = [
      "S/a.scenario": "push A B\n", "S/a.trace": "# push A B\nB init\n",
      "S/b.scenario": "push C\n", "S/c.scenario": "bogus\n",
    ]
    let (first, one) = try check(files, record: .never)
    let (second, two) = try check(files, record: .never)
    defer {
      try? FileManager.default.removeItem(at: one)
      try? FileManager.default.removeItem(at: two)
    }
    // The two folders differ in name only: the page names paths relative to what was given.
    let strip = { (page: String, folder: URL) in page.replacing(folder.path, with: "F") }
    let pages = (
      strip(HTMLReport.html(first, context: Self.context), one),
      strip(HTMLReport.html(second, context: Self.context), two)
    )
    #expect(pages.0 == pages.1)
    #expect(!pages.0.contains("Made at"))
    var context = Self.context
    context.time = HTMLReport.time(fromEpoch: "1764633600")
    #expect(
      HTMLReport.html(first, context: context).contains(
        "Made at <time>2025-12-02 00:00:00 UTC</time>"))
    #expect(HTMLReport.time(fromEpoch: "soon") == nil)
  }

  @Test("the counts are the closing line's, and each result has its kind for the filter")
  func counts() throws {
    let (again, folder) = try check(
      [
        "S/pass.scenario": "push A\n", "S/fail.scenario": "push B\n", "S/fail.trace": "# push B\n",
        "S/new.scenario": "push C\n", "S/broken.scenario": "push\n", "S/orphan.trace": "x\n",
      ], recordedFirst: ["S/pass.scenario"], record: .missing)
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = HTMLReport.html(again, context: Self.context)
    #expect(again.summaryLine == "1 passed, 1 failed, 1 new, 1 error, 1 orphan")
    #expect(page.contains("<p class=\"summary\" id=\"summary\">\(again.summaryLine)</p>"))
    for (kind, count) in [("passed", 1), ("failed", 1), ("new", 1), ("error", 1), ("orphan", 1)] {
      #expect(page.contains("<li id=\"count-\(kind)\" data-count=\"\(count)\">"))
      #expect(page.ranges(of: "data-kind=\"\(kind)\"").count == (kind == "passed" ? 2 : 1))
    }
  }

  @Test("a diagram past 400 lines is cut with a note; passing scenarios cost little room")
  func bounds() throws {
    let names = (1...60).map { "C\($0)" }.joined(separator: " ")
    var files = ["S/long.scenario": "push \(names)\n"]
    for index in 0..<200 {
      files["S/folder/a_passing_scenario_with_a_long_name_\(index).scenario"] = "push A\n"
    }
    let (recorded, folder) = try check(files, record: .missing)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(recorded.new == 201)
    try FileManager.default.removeItem(at: folder.appendingPathComponent("S/long.trace"))
    let report = try GoldenCheck.rerun(folder, keeping: true)
    let page = HTMLReport.html(report, context: Self.context)
    let drawing = try #require(svgs(in: page).first)
    #expect(drawing.contains("cut here: the diagram shows the first 400 lines"))
    #expect(drawing.ranges(of: "class=\"callback").count <= 400)
    // What each passing scenario adds, at 10,000 of them, stays far under 4 MB.
    let withoutPassed =
      page.count
      - page[page.firstRange(of: "<details class=\"result passed\"")!.lowerBound...].count
    let perPassed = (page.utf8.count - withoutPassed) / 200
    #expect(perPassed * 10_000 < 4_000_000 - 100_000, "\(perPassed) bytes a passing scenario")
    // However many failures, the diagrams stop at the page's budget, with a line saying so.
    let small = HTMLReport.html(report, context: Self.context, diagramBudget: 1_000)
    #expect(svgs(in: small).isEmpty)
    #expect(small.contains("left out: the page holds at most 1,000 bytes of them"))
    // A result's details join the page whole, counted as escaped, or not at all.
    let halfway = HTMLReport.html(report, context: Self.context, detailBudget: 20_000)
    #expect(halfway.utf8.count < 20_000 + 60_000)
    #expect(halfway.contains("Its scenario, diff and diagrams are left out"))
    // And past the page's budget, a result is its path and message alone.
    let tiny = HTMLReport.html(report, context: Self.context, detailBudget: 0)
    #expect(tiny.contains("Its scenario, diff and diagrams are left out"))
    #expect(!tiny.contains("<pre class=\"scenario\">") && svgs(in: tiny).isEmpty)
  }
}

extension HTMLReportTests {
  @Test(
    "text that grows when escaped counts as escaped: a scenario of 400 lines of '&' stays within the page's budget"
  )
  func escapedBudget() throws {
    let line = "# " + String(repeating: "&", count: 65_530) + "\n"
    let files = ["S/amps.scenario": "push A\n" + String(repeating: line, count: 400)]
    let (recorded, folder) = try check(files, record: .missing)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(recorded.new == 1)
    try Data("A init\n".utf8).write(to: folder.appendingPathComponent("S/amps.trace"))
    let report = try GoldenCheck.rerun(folder, keeping: true)
    let page = HTMLReport.html(report, context: Self.context)
    // Its first lines, as many as 256 KiB hold, and how many more it has.
    #expect(page.utf8.count < 2_000_000, "\(page.utf8.count) bytes")
    #expect(page.contains("more lines)"))
    let budget = 1_000_000
    let bounded = HTMLReport.html(report, context: Self.context, detailBudget: budget)
    #expect(bounded.utf8.count < budget)
    #expect(bounded.contains("Its scenario, diff and diagrams are left out"))
  }
}

extension HTMLReportTests {
  @Test(
    "the diagrams' budget is spent across scenarios: the first that fit are drawn, the rest say so")
  func diagramBudgetAcrossScenarios() throws {
    var files: [String: String] = [:]
    for index in 0..<6 { files["S/s\(index).scenario"] = "push A\(index) B\(index)\n" }
    let (recorded, folder) = try check(files, record: .missing)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(recorded.new == 6)
    for index in 0..<6 {
      try Data("# push A\(index)\nA\(index) init\n".utf8).write(
        to: folder.appendingPathComponent("S/s\(index).trace"))
    }
    let report = try GoldenCheck.rerun(folder, keeping: true)
    let whole = HTMLReport.html(report, context: Self.context)
    let pair = svgs(in: whole).prefix(2).map(\.utf8.count).reduce(0, +)
    #expect(svgs(in: whole).count == 12)
    // Room for two scenarios' pairs and a half: two are drawn, four say they are left out.
    let page = HTMLReport.html(report, context: Self.context, diagramBudget: pair * 5 / 2)
    #expect(svgs(in: page).count == 4)
    #expect(page.ranges(of: "The sequence diagrams are left out").count == 4)
  }

  @Test("markup in a diff line paired with a similar one is escaped where its words are marked")
  func markedWordsEscaped() throws {
    let (recorded, folder) = try check(["S/a.scenario": "push A\n"], record: .missing)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(recorded.new == 1)
    let golden = folder.appendingPathComponent("S/a.trace")
    let trace = try String(contentsOf: golden, encoding: .utf8)
    try Data(
      trace.replacingOccurrences(
        of: "A viewDidLoad", with: "A <img src=x onerror=alert(1)> viewDidLoad"
      ).utf8
    ).write(to: golden)
    let page = HTMLReport.html(try GoldenCheck.rerun(folder, keeping: true), context: Self.context)
    #expect(page.contains("<mark>&lt;img</mark> <mark>src=x</mark>"))
    #expect(!page.contains("<img"))
  }

  @Test("side by side, each controller stands in the same lane on both diagrams")
  func lanesLinedUp() throws {
    let (recorded, folder) = try check(["S/a.scenario": "push A B\n"], record: .missing)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(recorded.new == 1)
    // The golden meets B before A: its lanes would run B, A if drawn alone.
    try Data("# push A B\nB init\nA init\nA loadView\n".utf8).write(
      to: folder.appendingPathComponent("S/a.trace"))
    let page = HTMLReport.html(try GoldenCheck.rerun(folder, keeping: true), context: Self.context)
    let drawings = svgs(in: page)
    #expect(drawings.count == 2)
    func lane(_ name: String, in svg: String) -> Substring? {
      // The caption's `x`, the lane's centre.
      guard let caption = svg.firstRange(of: "font-weight=\"bold\">\(name)</text>") else {
        return nil
      }
      let before = svg[..<caption.lowerBound]
      guard let text = before.range(of: "<text x=\"", options: .backwards) else { return nil }
      return before[text.upperBound...].prefix { $0 != "\"" }
    }
    for name in ["A", "B"] {
      let lanes = drawings.map { lane(name, in: $0) }
      #expect(lanes[0] != nil && lanes[0] == lanes[1], "\(name): \(lanes)")
    }
  }
}

extension GoldenCheck {
  /// A check of `folder`'s `S` again, recording nothing, keeping what a page needs.
  static func rerun(_ folder: URL, keeping: Bool) throws -> Report {
    var check = GoldenCheck(paths: [folder.appendingPathComponent("S").path])
    check.record = .never
    check.keepsReportDetails = keeping
    return try check.run()
  }
}
