import StackTraceIO

/// A sequence diagram drawn as SVG by the project itself (`--format svg`): what the Mermaid
/// writer draws, laid out without Mermaid, so that docs and reports embed it as an image.
///
/// It draws the same things the same way: `App` (the statements' code), `Window` and `UIKit`
/// first, the application and its scene where a launch speaks to them, then a lifeline per
/// controller from its `init` to its `dealloc` (a cross); an arrow per callback from its
/// cause; a band across the diagram per statement and per fired hook; a note per finding.
/// The whole diagram is known before it is laid out: rows are collected, then `render`
/// writes one self-contained `<svg>` element, every text escaped for XML. So that its memory
/// stays flat however long the trace, it draws at most `maximumRows` rows and a last band
/// saying how many more the trace has.
package final class SVGSequenceDiagram: SequenceDrawing {
  /// What a row of the diagram shows.
  enum Row {
    /// A statement's header or a hook's: a band across the diagram.
    case header(String, isHook: Bool)
    /// A note, a warning, a leak or UIKit's exception: a band, tinted by what it is.
    case finding(String)
    /// An arrow between two columns; `frees` ends it in a cross and the lifeline with it.
    case arrow(from: Int, to: Int, label: String, frees: Bool)
    /// Nothing: room that keeps two diagrams drawn side by side in step.
    case blank
  }

  /// A column: a participant's caption, and the rows its lifeline spans.
  struct Column {
    let caption: String
    var firstRow: Int?
    var lastRow: Int?
    /// Whether the column only holds a place (`reserve`) and is not drawn.
    var isReserved = false
  }

  private(set) var columns: [Column] = [
    Column(caption: "App"), Column(caption: "Window"), Column(caption: "UIKit"),
  ]
  private(set) var rows: [Row] = []
  private var columnOf: [String: Int] = [:]
  private let title: String?
  /// What makes the ids inside the drawing unique in a page that holds several.
  private let idPrefix: String
  /// For a diagram drawn from a text trace: each row's line in the trace (1-based), and the
  /// lines to highlight.
  var rowLines: [Int: Int] = [:]
  var highlightedLines: Set<Int> = []
  var highlightFill = "#fde68a"
  /// The least room between two lifelines: diagrams drawn side by side share one.
  var spacingAtLeast = 0
  /// The most rows drawn (a taller drawing shows nothing a reader could follow).
  static let maximumRows = 10_000
  /// The rows past `maximumRows`, counted, not kept.
  private(set) var rowsLeftOut = 0
  /// Whether an arrow leaves the `Window` column: it is drawn only then, or as `showsWindow`
  /// says (diagrams side by side show it on all when one needs it, to stay in step).
  private(set) var usesWindow = false
  var showsWindow: Bool?

  /// An empty diagram, titled with its file when several follow each other; `idPrefix` makes
  /// its ids unique when a page holds several diagrams.
  init(title: String?, idPrefix: String = "") {
    self.title = title
    self.idPrefix = idPrefix
  }

  // MARK: Collecting

  /// A statement's header: a band.
  func statement(_ text: String) {
    guard hasRoom() else { return }
    rows.append(.header(text, isHook: false))
  }

  /// A fired hook's header: a band of its own tint.
  func hook(_ text: String) {
    guard hasRoom() else { return }
    rows.append(.header(text, isHook: true))
  }

  /// A finding or an exception line: a band (the controller it is over is in its words).
  func note(_ text: String, over name: String?) {
    guard hasRoom() else { return }
    rows.append(.finding(text))
  }

  /// An arrow from the column `sender` to the controller `name` (created at its `init`,
  /// ended at its `dealloc`).
  func message(
    from sender: SequenceDiagram.Sender, to name: String, label: String, creates: Bool,
    frees: Bool
  ) {
    guard hasRoom() else { return }
    if case .window = sender { usesWindow = true }
    let from: Int =
      switch sender {
      case .app: 0
      case .window: 1
      case .uikit: 2
      case .controller(let source): column(source, creating: false)
      }
    let to = column(name, creating: creates)
    rows.append(.arrow(from: from, to: to, label: label, frees: frees))
    if frees { columns[to].lastRow = rows.count - 1 }
  }

  /// An arrow from UIKit to the application or its scene.
  func appMessage(to name: String, label: String) {
    guard hasRoom() else { return }
    let caption = name == "App" ? "UIApplication" : name
    rows.append(.arrow(from: 2, to: column(caption, creating: false), label: label, frees: false))
  }

  /// Whether another row is drawn; if not, it is counted.
  private func hasRoom() -> Bool {
    if rows.count < Self.maximumRows { return true }
    rowsLeftOut += 1
    return false
  }

  /// Empty rows, to keep in step with another diagram.
  func blank(_ count: Int) {
    rows += repeatElement(.blank, count: max(count, 0))
  }

  /// Columns for `names`, in order, not drawn until an arrow reaches them: diagrams drawn
  /// side by side keep each controller in the same place.
  func reserve(_ names: some Sequence<String>) {
    for name in names where columnOf[name] == nil {
      columns.append(Column(caption: name, isReserved: true))
      columnOf[name] = columns.count - 1
    }
  }

  /// The captions of the columns past `App`, `Window` and `UIKit`, in order.
  var controllerColumns: [String] { columns.dropFirst(3).map(\.caption) }

  private func column(_ name: String, creating: Bool) -> Int {
    if let index = columnOf[name] {
      if columns[index].isReserved {
        columns[index].isReserved = false
        if creating { columns[index].firstRow = rows.count }
      }
      return index
    }
    columns.append(Column(caption: name, firstRow: creating ? rows.count : nil))
    columnOf[name] = columns.count - 1
    return columns.count - 1
  }

  // MARK: Drawing

  /// Pixels: the text's advance per character (a monospaced font), a row, the header boxes.
  static let charWidth = 7.2
  static let rowHeight = 26
  static let boxHeight = 30
  static let margin = 16

  /// The room between two lifelines: the longest caption or label, within bounds.
  var spacing: Int {
    let longest = rows.reduce(columns.map(\.caption.count).max() ?? 0) { longest, row in
      if case .arrow(_, _, let label, _) = row { return max(longest, label.count) }
      return longest
    }
    return max(min(max(Int(Double(longest) * Self.charWidth) + 24, 110), 320), spacingAtLeast)
  }

  /// The diagram as one `<svg>` element on `sink`.
  func render(to sink: ByteSink) {
    if rowsLeftOut > 0 {
      rows.append(
        .finding(
          "the diagram stops here: \(rowsLeftOut) more rows, which it leaves out (it draws at "
            + "most \(Self.maximumRows)); the text trace has them all"))
      rowsLeftOut = 0
    }
    let spacing = spacing
    // Without the Window column, those after it move one place left.
    let window = showsWindow ?? usesWindow
    let width = Self.margin * 2 + spacing * (columns.count - (window ? 0 : 1))
    let top = Self.margin + Self.boxHeight + (title == nil ? 0 : 24)
    let bottom = top + 12 + rows.count * Self.rowHeight
    let height = bottom + Self.margin
    let center = { (column: Int) in
      Self.margin + spacing * (window || column < 1 ? column : column - 1) + spacing / 2
    }
    let rowY = { (row: Int) in top + 12 + row * Self.rowHeight + Self.rowHeight / 2 }
    sink.write(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\" font-family=\"ui-monospace, Menlo, monospace\" "
        + "font-size=\"12\">\n")
    sink.write(
      "<defs><marker id=\"\(idPrefix)head\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" "
        + "markerHeight=\"8\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\"/>"
        + "</marker></defs>\n")
    sink.write("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n")
    if let title {
      text(title, x: Self.margin, y: Self.margin + 12, anchor: "start", weight: "bold", sink)
    }
    // The highlights first, under everything: a changed row never hides a lifeline's box
    // or name drawn across it.
    for index in rows.indices {
      guard let line = rowLines[index], highlightedLines.contains(line) else { continue }
      sink.write(
        "<rect class=\"highlight\" data-line=\"\(line)\" x=\"0\" "
          + "y=\"\(rowY(index) - Self.rowHeight / 2)\" width=\"\(width)\" "
          + "height=\"\(Self.rowHeight)\" fill=\"\(highlightFill)\"/>\n")
    }
    for (index, column) in columns.enumerated()
    where !column.isReserved && (window || index != 1) {
      let x = center(index)
      // A box drawn where its controller is created stays inside its row, clear of the
      // labels above and below it.
      let boxHeight = column.firstRow == nil ? Self.boxHeight : Self.rowHeight - 4
      let boxTop = column.firstRow.map { rowY($0) - boxHeight / 2 } ?? (top - Self.boxHeight)
      let lineEnd = column.lastRow.map(rowY) ?? bottom
      sink.write(
        "<line class=\"lifeline\" x1=\"\(x)\" y1=\"\(boxTop + boxHeight)\" x2=\"\(x)\" "
          + "y2=\"\(lineEnd)\" stroke=\"#999999\" stroke-dasharray=\"4 3\"/>\n")
      let boxWidth = spacing - 16
      sink.write(
        "<rect class=\"participant\" x=\"\(x - boxWidth / 2)\" y=\"\(boxTop)\" "
          + "width=\"\(boxWidth)\" height=\"\(boxHeight)\" rx=\"4\" fill=\"#eef2ff\" "
          + "stroke=\"#4455aa\"/>\n")
      text(
        column.caption, x: x, y: boxTop + boxHeight / 2 + 4, anchor: "middle", weight: "bold",
        sink)
    }
    for (index, row) in rows.enumerated() {
      let y = rowY(index)
      let line = rowLines[index]
      if let line {
        let changed = highlightedLines.contains(line)
        sink.write("<g class=\"row\(changed ? " changed" : "")\" data-line=\"\(line)\">\n")
      }
      defer { if line != nil { sink.write("</g>\n") } }
      switch row {
      case .blank:
        break
      case .header(let caption, let isHook):
        band(
          caption, y: y, width: width, fill: isHook ? "#e0f2fe" : "#f1f5f9",
          kind: isHook ? "hook" : "statement", sink)
      case .finding(let caption):
        let fill = caption.hasPrefix("warning") || caption.hasPrefix("***") ? "#fef3c7" : "#fafaf9"
        band(caption, y: y, width: width, fill: fill, kind: "finding", sink)
      case .arrow(let from, let to, let label, let frees):
        // An `init` arrow ends at the box it creates.
        let creates = columns[to].firstRow == index && from != to
        let edge = creates ? (spacing - 16) / 2 * (to > from ? -1 : 1) : 0
        arrow(
          from: center(from), to: center(to) + edge, y: y, label: label, frees: frees, sink)
      }
    }
    sink.write("</svg>\n")
  }

  private func band(
    _ caption: String, y: Int, width: Int, fill: String, kind: String, _ sink: ByteSink
  ) {
    sink.write(
      "<rect class=\"\(kind)\" x=\"\(Self.margin)\" y=\"\(y - Self.rowHeight / 2 + 2)\" "
        + "width=\"\(width - Self.margin * 2)\" height=\"\(Self.rowHeight - 4)\" "
        + "fill=\"\(fill)\" fill-opacity=\"0.6\" stroke=\"#cbd5e1\"/>\n")
    text(caption, x: Self.margin + 8, y: y + 4, anchor: "start", weight: nil, sink)
  }

  private func arrow(
    from: Int, to: Int, y: Int, label: String, frees: Bool, _ sink: ByteSink
  ) {
    let kind = frees ? "callback dealloc" : "callback"
    if from == to {
      // A controller's own call: a small loop to its right.
      sink.write(
        "<path class=\"\(kind)\" d=\"M\(from),\(y - 6) h24 v12 h-24\" fill=\"none\" "
          + "stroke=\"#333333\" marker-end=\"url(#\(idPrefix)head)\"/>\n")
      text(label, x: from + 30, y: y + 4, anchor: "start", weight: nil, sink)
      return
    }
    let end = to + (to > from ? -2 : 2)
    sink.write(
      "<line class=\"\(kind)\" x1=\"\(from)\" y1=\"\(y)\" x2=\"\(end)\" y2=\"\(y)\" "
        + "stroke=\"#333333\"\(frees ? "" : " marker-end=\"url(#\(idPrefix)head)\"")/>\n")
    if frees {
      sink.write(
        "<path d=\"M\(to - 5),\(y - 5) L\(to + 5),\(y + 5) M\(to - 5),\(y + 5) L\(to + 5),\(y - 5)\" "
          + "stroke=\"#b91c1c\" stroke-width=\"2\"/>\n")
    }
    text(label, x: (from + to) / 2, y: y - 4, anchor: "middle", weight: nil, sink)
  }

  private func text(
    _ content: String, x: Int, y: Int, anchor: String, weight: String?, _ sink: ByteSink
  ) {
    sink.write("<text x=\"\(x)\" y=\"\(y)\" text-anchor=\"\(anchor)\"")
    if let weight { sink.write(" font-weight=\"\(weight)\"") }
    sink.write(">")
    sink.write(XMLText.escape(content))
    sink.write("</text>\n")
  }
}
