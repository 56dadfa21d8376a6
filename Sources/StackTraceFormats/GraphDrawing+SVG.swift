import StackNav
import StackTraceIO

extension GraphDrawing {
  /// Where a node stands in the SVG drawing: its layer (from the top) and its box.
  struct Placed {
    var layer: Int
    var x = 0.0
    var y = 0.0
    var width = 0.0
    var height = 0.0
  }

  /// Pixels: a character's advance, a caption line, the room between layers and boxes.
  static let svgCharWidth = 7.2
  static let svgLineHeight = 15.0
  static let svgLayerGap = 90.0
  static let svgBoxGap = 40.0
  static let svgMargin = 20.0

  /// The graph as one SVG image, laid out in layers: each node one layer below the first
  /// node that holds it (the window and free-standing owners on top; what nothing reachable
  /// holds, a leak, below the rest), an edge down as a straight arrow, an edge up or across
  /// (a retain cycle) as a curve on the right, each with its label on a white ground. The
  /// same marks as the other formats: the window an ellipse, an owner a cylinder, a dashed
  /// box for an implicit container, a thick one on screen, red for a leak, a dashed edge for
  /// a reference that goes by itself.
  static func svg(_ graph: OwnershipGraph, title: String) -> String {
    var placed = layers(of: graph)
    // Sizes, then each layer centred on the widest.
    for (index, node) in graph.nodes.enumerated() {
      let lines = caption(node)
      placed[index].width = max(Double(lines.map(\.count).max() ?? 0) * svgCharWidth + 24, 60)
      placed[index].height = Double(lines.count) * svgLineHeight + 14
    }
    let layerCount = (placed.map(\.layer).max() ?? -1) + 1
    var rows = (0..<layerCount).map { layer in placed.indices.filter { placed[$0].layer == layer } }
    // Each layer in the order of its holders above it (the mean of their places), so that
    // edges cross as little as such a simple rule can make them.
    var parents = Array(repeating: [Int](), count: graph.nodes.count)
    let index = positions(of: graph)
    for edge in graph.edges {
      guard let from = index[edge.from], let to = index[edge.to], from != to else { continue }
      parents[to].append(from)
    }
    for layer in rows.indices.dropFirst() {
      let above = Dictionary(
        rows[layer - 1].enumerated().map { ($1, Double($0)) }, uniquingKeysWith: { a, _ in a })
      let key = { (node: Int) -> Double in
        let places = parents[node].compactMap { above[$0] }
        return places.isEmpty ? .infinity : places.reduce(0, +) / Double(places.count)
      }
      rows[layer] = rows[layer].enumerated().sorted {
        (key($0.element), $0.offset) < (key($1.element), $1.offset)
      }.map(\.element)
    }
    // The gap between two boxes of a layer: room for the widest label of an edge entering
    // it, so that the labels of edges fanning out of one box stand apart.
    let gaps = rows.map { row in
      let entering = graph.edges.filter { edge in
        index[edge.to].map { row.contains($0) } ?? false
      }
      let label = entering.map { labelWidth($0.label) }.max() ?? 0
      let narrowest = row.map { placed[$0].width }.min() ?? 0
      return max(svgBoxGap, label - narrowest + 16)
    }
    let rowWidths = rows.indices.map { layer in
      rows[layer].reduce(0.0) { $0 + placed[$1].width }
        + gaps[layer] * Double(max(rows[layer].count - 1, 0))
    }
    let labelRoom = (graph.edges.map { labelWidth($0.label) }.max() ?? 0) + 40
    let width = (rowWidths.max() ?? 0) + svgMargin * 2 + labelRoom
    var y = svgMargin + 34
    for (layer, row) in rows.enumerated() {
      var x = svgMargin + ((rowWidths.max() ?? 0) - rowWidths[layer]) / 2
      let tallest = row.map { placed[$0].height }.max() ?? 0
      for index in row {
        placed[index].x = x
        placed[index].y = y + (tallest - placed[index].height) / 2
        x += placed[index].width + gaps[layer]
      }
      y += tallest + svgLayerGap
    }
    // Below the last layer, room for an edge curving under it (a reference across a layer).
    let height = max(y - svgLayerGap + svgMargin + 44, svgMargin * 2 + 34)
    func number(_ value: Double) -> String { String(Int(value.rounded())) }
    var text =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" "
      + "height=\"\(number(height))\" viewBox=\"0 0 \(number(width)) \(number(height))\" "
      + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
      + "<defs><marker id=\"graph-head\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" "
      + "markerWidth=\"8\" markerHeight=\"8\" orient=\"auto-start-reverse\">"
      + "<path d=\"M0,0 L10,5 L0,10 z\"/></marker></defs>\n"
      + "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
      + "<text x=\"\(number(svgMargin))\" y=\"\(number(svgMargin + 12))\" font-weight=\"bold\">"
      + "\(XMLText.escape(title))</text>\n"
    // Edges first, under the boxes; their labels after the boxes, above everything.
    var labels = ""
    for edge in graph.edges {
      guard let from = index[edge.from], let to = index[edge.to] else { continue }
      let (source, target) = (placed[from], placed[to])
      let dash = edge.isTransient ? " stroke-dasharray=\"6 4\"" : ""
      let labelX: Double
      let labelY: Double
      if target.layer > source.layer {
        let (x1, y1) = (source.x + source.width / 2, source.y + source.height)
        let (x2, y2) = (target.x + target.width / 2, target.y)
        text +=
          "<line class=\"edge\" x1=\"\(number(x1))\" y1=\"\(number(y1))\" x2=\"\(number(x2))\" "
          + "y2=\"\(number(y2))\" stroke=\"#333333\"\(dash) marker-end=\"url(#graph-head)\"/>\n"
        // Nearer the target than the source: the edges leaving one box part their labels.
        (labelX, labelY) = (x1 + (x2 - x1) * 0.62, y1 + (y2 - y1) * 0.62)
      } else if target.layer == source.layer, from != to {
        // Across a layer: a curve below the boxes.
        let (x1, y1) = (source.x + source.width / 2, source.y + source.height)
        let (x2, y2) = (target.x + target.width / 2, target.y + target.height)
        let low = max(y1, y2) + 40
        text +=
          "<path class=\"edge\" d=\"M\(number(x1)),\(number(y1)) C\(number(x1)),\(number(low)) "
          + "\(number(x2)),\(number(low)) \(number(x2)),\(number(y2))\" fill=\"none\" "
          + "stroke=\"#333333\"\(dash) marker-end=\"url(#graph-head)\"/>\n"
        (labelX, labelY) = ((x1 + x2) / 2, low - 8)
      } else {
        let (x1, y1) = (source.x + source.width, source.y + source.height / 2)
        let (x2, y2) = (target.x + target.width, target.y + target.height / 2)
        let bend = max(x1, x2) + 50 + (from == to ? 10 : 0)
        let lift = from == to ? 18.0 : 0
        text +=
          "<path class=\"edge\" d=\"M\(number(x1)),\(number(y1 - lift)) C\(number(bend)),"
          + "\(number(y1 - lift)) \(number(bend)),\(number(y2 + lift)) \(number(x2)),"
          + "\(number(y2 + lift))\" fill=\"none\" stroke=\"#333333\"\(dash) "
          + "marker-end=\"url(#graph-head)\"/>\n"
        (labelX, labelY) = (bend - 12, (y1 + y2) / 2)
      }
      let width = labelWidth(edge.label)
      let centred = target.layer >= source.layer && from != to
      let anchorX = centred ? labelX - width / 2 : labelX
      labels +=
        "<rect x=\"\(number(anchorX))\" y=\"\(number(labelY - 9))\" width=\"\(number(width))\" "
        + "height=\"16\" fill=\"#ffffff\" fill-opacity=\"0.9\"/>\n"
        + "<text class=\"edge-label\" x=\"\(number(anchorX + 4))\" y=\"\(number(labelY + 3))\" "
        + "font-size=\"10\">\(XMLText.escape(edge.label))</text>\n"
    }
    for (position, node) in graph.nodes.enumerated() {
      let box = placed[position]
      let stroke = node.isLeaked ? "#cc0000" : "#333333"
      let (x, y, w, h) = (number(box.x), number(box.y), number(box.width), number(box.height))
      switch node.kind {
      case .window:
        text +=
          "<ellipse class=\"window\" cx=\"\(number(box.x + box.width / 2))\" "
          + "cy=\"\(number(box.y + box.height / 2))\" rx=\"\(number(box.width / 2))\" "
          + "ry=\"\(number(box.height / 2))\" fill=\"#f8fafc\" stroke=\"\(stroke)\"/>\n"
      case .owner:
        text +=
          "<rect class=\"owner\" x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" rx=\"\(w)\" "
          + "ry=\"8\" fill=\"#fefce8\" stroke=\"\(stroke)\"/>\n"
      case .statement, .uikit:
        break
      case .controller:
        let dash = node.isImplicit ? " stroke-dasharray=\"5 4\"" : ""
        let thickness = node.isOnScreen ? "2.5" : "1"
        text +=
          "<rect class=\"controller\(node.isLeaked ? " leaked" : "")\" x=\"\(x)\" y=\"\(y)\" "
          + "width=\"\(w)\" height=\"\(h)\" rx=\"6\" fill=\"#eef2ff\" stroke=\"\(stroke)\" "
          + "stroke-width=\"\(thickness)\"\(dash)/>\n"
      }
      for (line, caption) in caption(node).enumerated() {
        let bold = line == 0 ? " font-weight=\"bold\"" : ""
        text +=
          "<text x=\"\(number(box.x + box.width / 2))\" "
          + "y=\"\(number(box.y + 7 + svgLineHeight * Double(line + 1) - 3))\" "
          + "text-anchor=\"middle\" fill=\"\(node.isLeaked ? "#cc0000" : "#111111")\"\(bold)>"
          + "\(XMLText.escape(caption))</text>\n"
      }
    }
    return text + labels + "</svg>\n"
  }

  /// Each node's place in `graph.nodes`, by name (edges name their ends).
  static func positions(of graph: OwnershipGraph) -> [String: Int] {
    Dictionary(
      graph.nodes.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The width an edge's label takes (10-pixel text, on its white ground).
  static func labelWidth(_ label: String) -> Double {
    Double(label.count) * svgCharWidth * 0.85 + 8
  }

  /// Each node's layer: the holders nothing holds (the window, owners) on layer 0, each
  /// other node one below the first that reaches it breadth first; nodes no such path reaches
  /// (a cycle alone, leaked) start again below the rest.
  static func layers(of graph: OwnershipGraph) -> [Placed] {
    let index = positions(of: graph)
    var children = Array(repeating: [Int](), count: graph.nodes.count)
    var held = Array(repeating: false, count: graph.nodes.count)
    for edge in graph.edges {
      guard let from = index[edge.from], let to = index[edge.to], from != to else { continue }
      children[from].append(to)
      held[to] = true
    }
    var layer = Array(repeating: -1, count: graph.nodes.count)
    var queue = graph.nodes.indices.filter { !held[$0] }
    for start in queue { layer[start] = 0 }
    var next = 0
    while true {
      while next < queue.count {
        let node = queue[next]
        next += 1
        for child in children[node] where layer[child] < 0 {
          layer[child] = layer[node] + 1
          queue.append(child)
        }
      }
      guard let unreached = layer.firstIndex(of: -1) else { break }
      layer[unreached] = (layer.max() ?? -1) + 1
      queue.append(unreached)
    }
    return layer.map { Placed(layer: $0) }
  }
}
