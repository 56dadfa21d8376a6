import StackTraceDiff
import StackTraceFormats
import StackTraceIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A check's results as one self-contained HTML page (`check --html FILE`): the counts, a
/// filter by kind and a name search, and for each scenario that did not pass its text, its
/// diff with the changed words marked and each added line's rule under it, and the golden
/// and actual sequence diagrams side by side, drawn as SVG and kept in step statement by
/// statement, the changed callbacks highlighted in both (docs/golden-workflow.md).
///
/// The page loads nothing: its style and its short script are inline and allowed by their
/// hashes in a Content-Security-Policy that forbids everything else, and it reads well with
/// scripts off (everything shows; passed scenarios are folded). Every text from outside (paths,
/// scenario lines, traces) is escaped for printing (`Escape`) and then for HTML and SVG
/// (`XMLText`). Without `SOURCE_DATE_EPOCH` it holds no time: the same check gives the same
/// bytes.
package enum HTMLReport {
  /// What the page says about the run besides its results.
  package struct Context: Sendable {
    /// The command, as typed (escaped).
    package var command: String
    /// The profile for scenarios that name none.
    package var defaultProfile: String
    /// When the page was made, in seconds since 1970, from `SOURCE_DATE_EPOCH`.
    package var time: Int?

    /// A context.
    package init(command: String, defaultProfile: String, time: Int? = nil) {
      self.command = command
      self.defaultProfile = defaultProfile
      self.time = time
    }

    /// `words` as a shell would read them back: a word of other characters than letters,
    /// digits and `_./=:,@%+-` in single quotes; escaped for printing.
    package static func command(_ words: [String]) -> String {
      let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./=:,@%+-")
      return words.map { word in
        !word.isEmpty && word.allSatisfy(plain.contains)
          ? word : "'" + word.replacing("'", with: "'\\''") + "'"
      }.map(Escape.field).joined(separator: " ")
    }
  }

  /// The most bytes of diagrams a page holds: whatever the number of failures, the page stays
  /// one a browser opens (the diffs are bounded per scenario already).
  package static let diagramBudget = 16 * 1_024 * 1_024
  /// The most bytes of scenario details (texts, diffs, rules, diagrams) a page holds: past
  /// them a result shows its path and message only, so the page stays bounded whatever the
  /// number of failures.
  package static let detailBudget = 64 * 1_024 * 1_024

  /// The kinds of results, in the closing line's order, as the filter names them.
  static let kinds = ["passed", "failed", "new", "error", "orphan"]

  /// The page.
  package static func html(
    _ report: GoldenCheck.Report, context: Context, diagramBudget: Int = diagramBudget,
    detailBudget: Int = detailBudget
  ) -> String {
    var page = Page(diagramLimit: diagramBudget, detailLimit: detailBudget)
    page.head(report, context: context)
    for (index, finding) in report.findings.enumerated() {
      page.finding(finding, number: index + 1)
    }
    var number = 0
    for check in report.checks where !check.status.isPassed {
      number += 1
      page.scenario(check, number: number)
    }
    for (index, orphan) in report.orphans.enumerated() {
      page.orphan(orphan, number: index + 1)
    }
    page.passed(report.checks.filter(\.status.isPassed))
    page.tail()
    return page.text
  }

  /// `SOURCE_DATE_EPOCH` as a time, if it is a number of seconds.
  package static func time(fromEpoch value: String?) -> Int? {
    guard let value, let seconds = Int(value), seconds >= 0 else { return nil }
    return seconds
  }

  // MARK: The page's own style and script

  static let style = """
    :root{color-scheme:light dark;--bg:#f8fafc;--fg:#111827;--card:#ffffff;--edge:#e2e8f0;\
    --head:#1e293b;--nav:#e2e8f0;--pre:#f1f5f9;--muted:#334155;--soft:#475569;\
    --added:#dcfce7;--removed:#fee2e2;--note:#f5f3ff;--note-fg:#6b21a8;--mark:#fbbf24;\
    --focus:#2563eb}
    @media (prefers-color-scheme:dark){:root{--bg:#0b1120;--fg:#e5e7eb;--card:#111827;\
    --edge:#334155;--head:#020617;--nav:#1e293b;--pre:#1e293b;--muted:#cbd5e1;--soft:#94a3b8;\
    --added:#14532d;--removed:#7f1d1d;--note:#2e1065;--note-fg:#ddd6fe;--mark:#a16207;\
    --focus:#60a5fa}}
    body{font:14px/1.45 system-ui,sans-serif;margin:0;color:var(--fg);background:var(--bg)}
    a{color:var(--focus)}
    header{background:var(--head);color:#f8fafc;padding:16px 24px}
    header h1{margin:0 0 8px;font-size:20px}
    header code{color:#f8fafc}
    .counts{display:flex;flex-wrap:wrap;gap:10px;margin:8px 0;padding:0;list-style:none}
    .counts li{background:#334155;border-radius:6px;padding:4px 10px}
    .counts b{font-size:16px}
    .meta{margin:4px 0;color:#cbd5e1}
    nav{position:sticky;top:0;z-index:1;background:var(--nav);padding:8px 24px;display:flex;\
    flex-wrap:wrap;gap:14px;align-items:center;border-bottom:1px solid var(--edge)}
    main{padding:16px 24px}
    section.result{background:var(--card);border:1px solid var(--edge);\
    border-left:6px solid #94a3b8;border-radius:6px;margin:0 0 16px;padding:6px 16px 12px;\
    scroll-margin-top:56px}
    section.result.current{outline:2px solid var(--focus);outline-offset:2px}
    section.failed{border-left-color:#dc2626}
    section.new{border-left-color:#d97706}
    section.error{border-left-color:#7c3aed}
    section.orphan{border-left-color:#64748b}
    h2{font-size:15px;margin:8px 0}
    h2 a.anchor{margin-left:8px;text-decoration:none;color:var(--soft)}
    h3{font-size:13px;margin:12px 0 4px;color:var(--muted)}
    .badge{display:inline-block;border-radius:4px;padding:0 6px;margin-right:6px;color:#fff;\
    background:#64748b;font-size:12px}
    .failed .badge{background:#dc2626}
    .new .badge{background:#d97706}
    .error .badge{background:#7c3aed}
    code,pre,table.diff{font-family:ui-monospace,Menlo,monospace;font-size:12px}
    pre{background:var(--pre);padding:8px;overflow:auto;margin:4px 0}
    .message{margin:4px 0;overflow-wrap:anywhere}
    table.diff{border-collapse:collapse;width:100%}
    table.diff td{padding:0 6px;white-space:pre;vertical-align:top}
    table.diff td.n{color:var(--soft);text-align:right;width:1%}
    tr.added{background:var(--added)}
    tr.removed{background:var(--removed)}
    tr.hunk td,tr.note td{color:var(--note-fg);background:var(--note)}
    tr.rule td,tr.gone td{white-space:pre-wrap;color:var(--soft);font-size:11px}
    tr.rule td.why,tr.gone td.why{padding-left:24px}
    mark{background:var(--mark);color:inherit}
    .diagrams{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
    .diagrams figure{margin:0;flex:0 1 auto;max-width:100%;overflow-x:auto;cursor:zoom-in;\
    border:1px solid var(--edge);border-radius:4px;background:#ffffff;color:#111827}
    .diagrams figure:focus{outline:2px solid var(--focus)}
    .diagrams svg{display:block;max-width:none;height:auto}
    .diagrams figure.zoomed{position:fixed;inset:0;z-index:10;max-width:none;overflow:auto;\
    padding:12px 16px;cursor:zoom-out;border-radius:0}
    figcaption{font-weight:bold;margin:4px 8px}
    ul.passed{columns:2;font-size:12px}
    .keys{font-size:12px;color:var(--soft)}
    [hidden]{display:none !important}
    """

  static let script = """
    (function () {
      var nav = document.getElementById("filters");
      nav.hidden = false;
      var boxes = Array.prototype.slice.call(nav.querySelectorAll("input[type=checkbox]"));
      var search = document.getElementById("search");
      var items = Array.prototype.slice.call(document.querySelectorAll("main [data-kind]"));
      function apply() {
        var kinds = {};
        boxes.forEach(function (box) { kinds[box.value] = box.checked; });
        var query = search.value.toLowerCase();
        var shown = 0;
        items.forEach(function (item) {
          var name = (item.getAttribute("data-name") || item.textContent).toLowerCase();
          var hide = !kinds[item.getAttribute("data-kind")] ||
            (query !== "" && name.indexOf(query) < 0);
          item.hidden = hide;
          if (!hide && item.tagName !== "DETAILS") shown += 1;
        });
        document.getElementById("shown").textContent = shown + " shown";
      }
      boxes.forEach(function (box) { box.addEventListener("change", apply); });
      search.addEventListener("input", apply);
      apply();

      // j / k (or the arrow keys) move between the results shown; each has its fragment.
      var results = Array.prototype.slice.call(document.querySelectorAll("main section.result[id]"));
      function select(result) {
        results.forEach(function (other) { other.classList.remove("current"); });
        result.classList.add("current");
        result.scrollIntoView({ block: "start" });
        history.replaceState(null, "", "#" + result.id);
      }
      var target = location.hash && document.getElementById(location.hash.slice(1));
      if (target && results.indexOf(target) >= 0) target.classList.add("current");
      // A diagram opens full size on a click, or Enter; again (or Escape) closes it.
      var figures = Array.prototype.slice.call(document.querySelectorAll(".diagrams figure"));
      function zoom(figure) {
        var open = !figure.classList.contains("zoomed");
        figures.forEach(function (other) { other.classList.remove("zoomed"); });
        if (open) { figure.classList.add("zoomed"); figure.focus(); }
      }
      figures.forEach(function (figure) {
        figure.addEventListener("click", function () { zoom(figure); });
      });
      document.addEventListener("keydown", function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        if (event.target.tagName === "INPUT") return;
        var zoomed = document.querySelector(".diagrams figure.zoomed");
        if (event.key === "Escape" && zoomed) { zoomed.classList.remove("zoomed"); return; }
        if (event.key === "Enter" && figures.indexOf(event.target) >= 0) {
          zoom(event.target);
          event.preventDefault();
          return;
        }
        var step = { j: 1, ArrowDown: 1, k: -1, ArrowUp: -1 }[event.key];
        if (!step || zoomed) return;
        var shown = results.filter(function (result) { return result.getClientRects().length > 0; });
        if (shown.length === 0) return;
        var at = shown.indexOf(document.querySelector("main section.result.current"));
        var next = at < 0 ? (step > 0 ? 0 : shown.length - 1) :
          Math.max(0, Math.min(shown.length - 1, at + step));
        select(shown[next]);
        event.preventDefault();
      });
    })();
    """

  /// The Content-Security-Policy: nothing loads; only this style and this script run.
  static let contentSecurityPolicy =
    "default-src 'none'; style-src '\(hash(style))'; script-src '\(hash(script))'; "
    + "img-src 'none'; base-uri 'none'; form-action 'none'"

  private static func hash(_ text: String) -> String {
    "sha256-" + SHA256.base64(SHA256.digest(Array(text.utf8)))
  }

}

/// `text` (escaped for printing already) escaped for HTML.
private func html(_ text: some StringProtocol) -> String {
  XMLText.escape(String(text))
}

/// The page being written, a part at a time in document order: the head, a section per
/// result that did not pass, the folded list of those that did, the tail.
struct Page {
  var text = ""
  /// The bytes of diagrams the page holds at most, and those it holds so far.
  let diagramLimit: Int
  var diagramBytes = 0
  /// The page's size past which results show their path and message only.
  let detailLimit: Int

  mutating func add(_ part: String) {
    text += part
  }

  // MARK: Head and tail

  mutating func head(_ report: GoldenCheck.Report, context: HTMLReport.Context) {
    add("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
    add(
      "<meta http-equiv=\"Content-Security-Policy\" content=\""
        + "\(HTMLReport.contentSecurityPolicy)\">\n")
    add("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
    add("<title>StackNav golden traces: \(html(report.summaryLine))</title>\n")
    add("<style>\(HTMLReport.style)</style>\n</head>\n<body>\n<header>\n")
    add("<h1>StackNav golden traces</h1>\n")
    add(
      "<p class=\"summary\" id=\"summary\">\(html(report.summaryLine))</p>\n<ul class=\"counts\">\n"
    )
    let counts = [
      report.passed, report.failed, report.new, report.errors, report.orphans.count,
    ]
    for (kind, count) in zip(HTMLReport.kinds, counts) {
      add("<li id=\"count-\(kind)\" data-count=\"\(count)\"><b>\(count)</b> \(kind)</li>\n")
    }
    add("</ul>\n")
    var byProfile: [String: Int] = [:]
    for check in report.checks {
      if let profile = check.profile { byProfile[profile, default: 0] += 1 }
    }
    let profiles = byProfile.sorted { $0.key < $1.key }.map { "\(html($0.key)) (\($0.value))" }
    add(
      "<p class=\"meta\">Profile for scenarios that name none: "
        + "<code>\(html(context.defaultProfile))</code>"
        + (profiles.isEmpty ? "" : "; scenarios run in: " + profiles.joined(separator: ", "))
        + "</p>\n")
    add("<p class=\"meta\">Command: <code>\(html(context.command))</code></p>\n")
    if let time = context.time {
      add("<p class=\"meta\">Made at <time>\(html(Self.utc(time)))</time></p>\n")
    }
    add("</header>\n<nav id=\"filters\" hidden>\n<span>Show:</span>\n")
    for kind in HTMLReport.kinds {
      add(
        "<label><input type=\"checkbox\" value=\"\(kind)\"\(kind == "passed" ? "" : " checked")>"
          + " \(kind)</label>\n")
    }
    add(
      "<label>Name: <input type=\"search\" id=\"search\" placeholder=\"part of a path\"></label>\n"
        + "<span id=\"shown\"></span>\n"
        + "<span class=\"keys\">j / k: next / previous result; a diagram: click or Enter for "
        + "full size, Escape to close</span>\n</nav>\n<main>\n")
    if report.isEmpty { add("<p>No scenarios were found.</p>\n") }
  }

  mutating func tail() {
    add("</main>\n<script>\(HTMLReport.script)</script>\n</body>\n</html>\n")
  }

  /// `seconds` since 1970 as `YYYY-MM-DD HH:MM:SS UTC`.
  static func utc(_ seconds: Int) -> String {
    var time = time_t(seconds)
    var parts = tm()
    guard gmtime_r(&time, &parts) != nil else { return "\(seconds)" }
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) UTC"
  }

  // MARK: Results

  mutating func finding(_ finding: GoldenCheck.Finding, number: Int) {
    add(
      "<section class=\"result error\" id=\"f\(number)\" data-kind=\"error\" "
        + "data-name=\"\(html(finding.path))\">\n"
        + "<h2><span class=\"badge\">\(finding.isError ? "ERROR" : "WARNING")</span>"
        + "<code>\(html(finding.path))</code>\(Self.anchor("f\(number)"))</h2>\n"
        + "<p class=\"message\">\(html(finding.message))</p>\n</section>\n")
  }

  mutating func orphan(_ orphan: GoldenCheck.Orphan, number: Int) {
    add(
      "<section class=\"result orphan\" id=\"o\(number)\" data-kind=\"orphan\" "
        + "data-name=\"\(html(orphan.goldenPath))\">\n"
        + "<h2><span class=\"badge\">ORPHAN</span><code>\(html(orphan.goldenPath))</code>"
        + "\(Self.anchor("o\(number)"))</h2>\n"
        + "<p class=\"message\">\(html(orphan.message))</p>\n</section>\n")
  }

  /// The link to a result, for its URL: `page.html#s3`.
  static func anchor(_ id: String) -> String {
    "<a class=\"anchor\" href=\"#\(id)\" title=\"link to this result\">#</a>"
  }

  mutating func passed(_ checks: [ScenarioCheck]) {
    guard !checks.isEmpty else { return }
    add(
      "<details class=\"result passed\" data-kind=\"passed\">\n"
        + "<summary>\(checks.count) passed</summary>\n<ul class=\"passed\">\n")
    for check in checks {
      add("<li data-kind=\"passed\"><code>\(html(check.scenarioPath))</code></li>\n")
    }
    add("</ul>\n</details>\n")
  }

  mutating func scenario(_ check: ScenarioCheck, number: Int) {
    let (kind, badge): (String, String) =
      switch check.status {
      case .passed: ("passed", "PASSED")
      case .failed: ("failed", "FAILED")
      case .recorded: ("new", "RECORDED")
      case .pending: ("new", "PENDING")
      case .error: ("error", "ERROR")
      }
    add(
      "<section class=\"result \(kind)\" id=\"s\(number)\" data-kind=\"\(kind)\" "
        + "data-name=\"\(html(check.scenarioPath))\">\n"
        + "<h2><span class=\"badge\">\(badge)</span><code>\(html(check.scenarioPath))</code>"
        + (check.profile.map { " <small>(\(html($0)))</small>" } ?? "")
        + "\(Self.anchor("s\(number)"))</h2>\n"
        + "<p class=\"message\">\(html(check.failureMessage))</p>\n")
    defer { add("</section>\n") }
    if case .error = check.status { return }
    // The details are made apart, escaped, and join the page only if they fit in it whole.
    var details = self
    details.text = ""
    // Past the budget, a result costs its path and message only: nothing more is made.
    let hasRoom = text.utf8.count <= detailLimit
    if hasRoom { details.details(check, number: number) }
    guard hasRoom, text.utf8.count + details.text.utf8.count <= detailLimit else {
      add(
        "<p class=\"message\">Its scenario, diff and diagrams are left out: the page holds at "
          + "most \(grouped(detailLimit)) bytes of them (the text output and --actual-dir have "
          + "them all).</p>\n")
      return
    }
    text += details.text
    diagramBytes = details.diagramBytes
  }

  /// A result's scenario, trace or diff, and diagrams.
  private mutating func details(_ check: ScenarioCheck, number: Int) {
    if let source = check.scenarioText {
      add(
        "<details open><summary>Scenario</summary><pre class=\"scenario\">"
          + "\(html(source))</pre></details>\n")
    }
    let read = UnifiedDiff.read(check.diff)
    let newGolden = !check.goldenExisted
    if newGolden {
      if let actual = check.actualHead {
        add("<h3>Trace</h3>\n<pre class=\"trace\">\(html(actual.text))</pre>\n")
        if !actual.isWhole {
          add(
            "<p class=\"message\">(the first \(grouped(Self.headLines)) "
              + "lines: see the whole trace with --actual-dir or stacktrace run)</p>\n")
        }
      }
    } else if !check.diff.isEmpty {
      add("<h3>Diff</h3>\n")
      diff(read, explanations: check.explanations)
      if check.diffIsCut { add("<p class=\"message\">\(html(check.cutNote))</p>\n") }
    }
    diagrams(check, read: read, number: number)
  }

  // MARK: Diffs

  /// The diff as a table: line numbers, sign, text; changed words marked in each pair of a
  /// removed and an added line; the rule under each added line, "not produced now" under each
  /// removed one.
  mutating func diff(_ lines: [UnifiedDiff.ReadLine], explanations: [Int: String]) {
    add("<table class=\"diff\">\n")
    var index = 0
    while index < lines.count {
      let line = lines[index]
      switch line.kind {
      case .fileHeader:
        index += 1
      case .hunkHeader, .other:
        add(
          "<tr class=\"\(line.kind == .hunkHeader ? "hunk" : "note")\"><td colspan=\"4\">"
            + "\(html(line.text))</td></tr>\n")
        index += 1
      case .context:
        add(row("context", line, body: html(line.text.dropFirst())))
        index += 1
      case .removed, .added:
        var removed: [UnifiedDiff.ReadLine] = []
        var added: [UnifiedDiff.ReadLine] = []
        while index < lines.count, lines[index].kind == .removed {
          removed.append(lines[index])
          index += 1
        }
        while index < lines.count, lines[index].kind == .added {
          added.append(lines[index])
          index += 1
        }
        var marked = (
          removed: removed.map { html($0.text.dropFirst()) },
          added: added.map { html($0.text.dropFirst()) }
        )
        for pair in 0..<min(removed.count, added.count) {
          let (old, new) = Self.markedWords(
            removed[pair].text.dropFirst(), added[pair].text.dropFirst())
          (marked.removed[pair], marked.added[pair]) = (old, new)
        }
        for (line, body) in zip(removed, marked.removed) {
          add(row("removed", line, body: body))
          add(
            "<tr class=\"gone\"><td></td><td></td><td></td><td class=\"why\">not produced now</td></tr>\n"
          )
        }
        for (line, body) in zip(added, marked.added) {
          add(row("added", line, body: body))
          if let number = line.newLine, let why = explanations[number] {
            add(
              "<tr class=\"rule\"><td></td><td></td><td></td><td class=\"why\">rule "
                + "\(html(why))</td></tr>\n")
          }
        }
      }
    }
    add("</table>\n")
  }

  private func row(_ kind: String, _ line: UnifiedDiff.ReadLine, body: String) -> String {
    let sign = kind == "removed" ? "-" : kind == "added" ? "+" : " "
    return "<tr class=\"\(kind)\"><td class=\"n\">\(line.oldLine.map(String.init) ?? "")</td>"
      + "<td class=\"n\">\(line.newLine.map(String.init) ?? "")</td><td>\(sign)</td>"
      + "<td>\(body)</td></tr>\n"
  }

  /// Two versions of a line, escaped for HTML, with the words each has and the other lacks
  /// in `<mark>` (when they are versions of one line, sharing most of their words: two unrelated
  /// lines are marked whole by their colours already).
  static func markedWords(_ old: Substring, _ new: Substring) -> (String, String) {
    let (oldWords, newWords) = (
      old.split(separator: " ", omittingEmptySubsequences: false),
      new.split(separator: " ", omittingEmptySubsequences: false)
    )
    let edits = LineDiff.edits(oldWords, newWords)
    var (removedWords, addedWords) = (Set<Int>(), Set<Int>())
    var shared = 0
    for edit in edits {
      switch edit {
      case .keep: shared += 1
      case .delete(let old): removedWords.insert(old)
      case .insert(let new): addedWords.insert(new)
      }
    }
    // Two versions of one line share half the words of the longer, or every word of the
    // shorter; and a note (`! ...`) is a version of a note only: anything else is two
    // unrelated lines.
    let related =
      (shared * 2 >= max(oldWords.count, newWords.count)
        || shared == min(oldWords.count, newWords.count))
      && old.hasPrefix("!") == new.hasPrefix("!")
    guard related else { return (html(old), html(new)) }
    func marked(_ words: [Substring], _ changed: Set<Int>) -> String {
      words.indices.map {
        changed.contains($0) && !words[$0].isEmpty
          ? "<mark>\(html(words[$0]))</mark>" : html(words[$0])
      }
      .joined(separator: " ")
    }
    return (marked(oldWords, removedWords), marked(newWords, addedWords))
  }

  // MARK: Diagrams

  /// The golden's and the actual trace's diagrams side by side (the actual's alone for a new
  /// golden), highlighting the lines the diff changed.
  mutating func diagrams(_ check: ScenarioCheck, read: [UnifiedDiff.ReadLine], number: Int) {
    guard let actual = check.actualHead else { return }
    let cut = "cut here: the diagram shows the first \(grouped(Self.headLines)) lines"
    let actualSide = SVGSequenceDiagram.TraceSide(
      lines: Self.lines(actual.text),
      highlighted: check.goldenExisted
        ? Set(read.compactMap { $0.kind == .added ? $0.newLine : nil }) : [],
      highlightFill: "#bbf7d0", cutNote: actual.isWhole ? nil : cut, idPrefix: "s\(number)a-")
    guard check.goldenExisted, let golden = check.goldenHead else {
      let drawn = SVGSequenceDiagram.drawn(actualSide)
      guard fits(drawn.utf8.count) else { return }
      add("<h3>Sequence diagram</h3>\n<div class=\"diagrams single\">\n")
      add("<figure class=\"actual\" tabindex=\"0\">\n\(drawn)</figure>\n</div>\n")
      return
    }
    let goldenSide = SVGSequenceDiagram.TraceSide(
      lines: Self.lines(golden.text),
      highlighted: Set(read.compactMap { $0.kind == .removed ? $0.oldLine : nil }),
      highlightFill: "#fecaca", cutNote: golden.isWhole ? nil : cut, idPrefix: "s\(number)g-")
    let drawn = SVGSequenceDiagram.drawnSideBySide(
      [goldenSide, actualSide], sections: Self.sections(goldenSide.lines, actualSide.lines))
    guard fits(drawn[0].utf8.count + drawn[1].utf8.count) else { return }
    add("<h3>Sequence diagrams</h3>\n<div class=\"diagrams\">\n")
    add(
      "<figure class=\"golden\" tabindex=\"0\"><figcaption>Golden</figcaption>\n\(drawn[0])"
        + "</figure>\n")
    add(
      "<figure class=\"actual\" tabindex=\"0\"><figcaption>Actual</figcaption>\n\(drawn[1])"
        + "</figure>\n")
    add("</div>\n")
  }

  /// Whether diagrams of `bytes` fit in what is left of the page's budget (taken if so); if
  /// not, a line says they are left out.
  mutating func fits(_ bytes: Int) -> Bool {
    guard diagramBytes + bytes <= diagramLimit else {
      add(
        "<p class=\"message\">The sequence diagrams are left out: the page holds at most "
          + "\(grouped(diagramLimit)) bytes of them.</p>\n")
      return false
    }
    diagramBytes += bytes
    return true
  }

  /// How many lines of each trace a check keeps for the page (`ScenarioCheck.actualHead`).
  static let headLines = TraceComparison.Bounds().excerptLines

  static func lines(_ text: String) -> [Substring] {
    Array(
      text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
        text.hasSuffix("\n") ? 1 : 0))
  }

  /// The two traces cut into statements (a header line and what follows it up to the next),
  /// paired by their headers' longest common subsequence: a statement one trace has and the
  /// other lacks stands beside empty rows.
  static func sections(_ golden: [Substring], _ actual: [Substring]) -> [[Range<Int>?]] {
    func split(_ lines: [Substring]) -> (headers: [Substring], ranges: [Range<Int>]) {
      var starts = [0]
      var headers: [Substring] = [""]
      for (index, line) in lines.enumerated()
      where line.hasPrefix("# ") && !line.hasPrefix("# in ") {
        starts.append(index)
        headers.append(line)
      }
      starts.append(lines.count)
      return (headers, (0..<(starts.count - 1)).map { starts[$0]..<starts[$0 + 1] })
    }
    let (old, new) = (split(golden), split(actual))
    var sections: [[Range<Int>?]] = []
    // Statements only one side has, in a run: paired in order with the other side's (a
    // statement whose header changed stands beside its old self).
    var (removed, added): ([Range<Int>], [Range<Int>]) = ([], [])
    func flush() {
      for index in 0..<max(removed.count, added.count) {
        sections.append([
          index < removed.count ? removed[index] : nil, index < added.count ? added[index] : nil,
        ])
      }
      (removed, added) = ([], [])
    }
    for edit in LineDiff.edits(old.headers, new.headers) {
      switch edit {
      case .keep(let oldIndex, let newIndex):
        flush()
        sections.append([old.ranges[oldIndex], new.ranges[newIndex]])
      case .delete(let oldIndex):
        if !added.isEmpty { flush() }
        removed.append(old.ranges[oldIndex])
      case .insert(let newIndex): added.append(new.ranges[newIndex])
      }
    }
    flush()
    return sections
  }
}
