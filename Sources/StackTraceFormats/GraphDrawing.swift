import StackNav

/// An ownership graph drawn as Graphviz DOT, as a Mermaid flowchart, or as SVG laid out here.
///
/// Both drawings say the same: the window as an ellipse; a controller as a box (a dashed
/// one for an implicit container, a thick one while its view is in the window, a red one
/// marked `leaked` when nothing reachable holds it); a free-standing owner as a cylinder;
/// an edge per strong reference, labelled with its property, dashed when it goes by itself
/// at the end of the statement or of the transition.
package enum GraphDrawing {
  /// The formats `stacktrace graph` writes.
  package enum Format: String, CaseIterable, Sendable {
    /// Graphviz DOT (`dot -Tsvg`).
    case dot
    /// A Mermaid `flowchart`.
    case mermaid
    /// An SVG image, laid out by StackNav itself (no Graphviz needed).
    case svg
  }

  /// The drawing of `graph` in `format`, under `title` (the statement it follows).
  package static func draw(_ graph: OwnershipGraph, as format: Format, title: String) -> String {
    switch format {
    case .dot: dot(graph, title: title)
    case .mermaid: mermaid(graph, title: title)
    case .svg: svg(graph, title: title)
    }
  }

  /// What a node's box says: its name, its container kind, and `leaked`.
  static func caption(_ node: OwnershipGraph.Node) -> [String] {
    var lines = [node.kind == .window ? "UIWindow" : node.name]
    switch node.controllerKind {
    case .navigation?: lines.append("UINavigationController")
    case .tabBar?: lines.append("UITabBarController")
    case .page?: lines.append("UIPageViewController")
    case .content?, nil: break
    }
    if node.isLeaked { lines.append("leaked") }
    return lines
  }

  // MARK: DOT

  static func dot(_ graph: OwnershipGraph, title: String) -> String {
    var text = "digraph ownership {\n"
    text += "  label=\(quoted(title)); labelloc=t; fontname=\"Helvetica\";\n"
    text += "  node [shape=box, style=rounded, fontname=\"Helvetica\"];\n"
    text += "  edge [fontname=\"Helvetica\", fontsize=10];\n"
    for node in graph.nodes {
      var attributes = ["label=\(quoted(caption(node).joined(separator: "\n")))"]
      switch node.kind {
      case .window: attributes.append("shape=ellipse")
      case .owner: attributes.append("shape=cylinder")
      case .statement, .uikit: attributes.append("shape=plaintext")
      case .controller:
        var styles = ["rounded"]
        if node.isImplicit { styles.append("dashed") }
        if node.isOnScreen { attributes.append("penwidth=2.5") }
        attributes.append("style=\(quoted(styles.joined(separator: ",")))")
      }
      if node.isLeaked { attributes += ["color=red", "fontcolor=red"] }
      text += "  \(quoted(node.name)) [\(attributes.joined(separator: ", "))];\n"
    }
    for edge in graph.edges {
      var attributes = ["label=\(quoted(edge.label))"]
      if edge.isTransient { attributes.append("style=dashed") }
      text +=
        "  \(quoted(edge.from)) -> \(quoted(edge.to)) [\(attributes.joined(separator: ", "))];\n"
    }
    return text + "}\n"
  }

  /// A DOT string literal.
  static func quoted(_ text: String) -> String {
    "\"" + text.escaping(["\"": "\\\"", "\\": "\\\\", "\n": "\\n"]) + "\""
  }

  // MARK: Mermaid

  static func mermaid(_ graph: OwnershipGraph, title: String) -> String {
    var text = SequenceDiagram.frontMatter(title: title) + "flowchart TD\n"
    var ids: [String: String] = [:]
    for (index, node) in graph.nodes.enumerated() {
      let id = "n\(index)"
      ids[node.name] = id
      let label = "\"" + caption(node).map(SequenceDiagram.escaped).joined(separator: "<br>") + "\""
      let shape =
        switch node.kind {
        case .window: "([\(label)])"
        case .owner: "[(\(label))]"
        case .statement, .uikit: ">\(label)]"
        case .controller: "[\(label)]"
        }
      text += "  \(id)\(shape)\n"
    }
    for edge in graph.edges {
      guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
      let arrow = edge.isTransient ? "-.->" : "-->"
      text += "  \(from) \(arrow)|\"\(SequenceDiagram.escaped(edge.label))\"| \(to)\n"
    }
    let classes: [(String, (OwnershipGraph.Node) -> Bool, String)] = [
      ("implicit", { $0.isImplicit }, "stroke-dasharray:5 5"),
      ("onScreen", { $0.isOnScreen && $0.kind == .controller }, "stroke-width:3px"),
      ("leaked", { $0.isLeaked }, "stroke:#c00,color:#c00"),
    ]
    for (name, applies, style) in classes {
      let members = graph.nodes.filter(applies).compactMap { ids[$0.name] }
      guard !members.isEmpty else { continue }
      text += "  classDef \(name) \(style)\n"
      text += "  class \(members.joined(separator: ",")) \(name)\n"
    }
    return text
  }
}
