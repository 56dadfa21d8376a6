import Foundation

/// The part of Mermaid's grammar StackNav writes, checked line by line: what the renderer
/// rejects (an unknown statement, a keyword as an id, text that ends a statement early), and
/// what it would draw wrongly (a participant used before it exists, a `create` or `destroy`
/// not followed by its message, an edge to no node).
///
/// Written from Mermaid's documentation of sequence diagrams and flowcharts, independently
/// of the writers it checks. `scripts/render-diagrams.sh` checks the same diagrams with
/// Mermaid itself in a browser.
package enum MermaidGrammar {
  /// Words Mermaid reads as statements or operators, whatever their case.
  package static let keywords: Set<String> = [
    "participant", "actor", "create", "destroy", "as", "note", "over", "left", "right", "of",
    "loop", "alt", "else", "opt", "par", "and", "rect", "end", "critical", "option", "break",
    "autonumber", "activate", "deactivate", "title", "box", "links", "link", "properties",
    "details", "sequencediagram", "flowchart", "graph", "subgraph", "class", "classdef",
    "style", "click", "direction",
  ]

  // MARK: Sequence diagrams

  /// What is wrong with a `sequenceDiagram`, one message a problem; empty when it is valid.
  package static func problems(inSequenceDiagram text: String) -> [String] {
    var problems: [String] = []
    let lines = statements(of: text, header: "sequenceDiagram", problems: &problems)
    var declared: Set<String> = []
    var destroyed: Set<String> = []
    // A `create` or `destroy` waits for the next line to be a message involving its id.
    var pending: (keyword: String, id: String, line: Int)?
    for (number, statement) in lines {
      func fail(_ message: String) {
        problems.append("line \(number): \(message): '\(statement)'")
      }
      var involved: [String] = []
      if let rest = statement.dropPrefix("create participant ")
        ?? statement.dropPrefix("participant ")
      {
        let (id, alias) = splitAlias(rest)
        if !isID(id) { fail("'\(id)' is not a participant id") }
        if let alias, !isText(alias) { fail("bad alias text") }
        if !declared.insert(id).inserted { fail("'\(id)' declared twice") }
        if statement.hasPrefix("create ") {
          if let pending { problems.append("line \(pending.line): \(pending.keyword) unused") }
          pending = ("create", id, number)
          continue
        }
      } else if let id = statement.dropPrefix("destroy ") {
        if !declared.contains(id) { fail("destroys unknown '\(id)'") }
        if !destroyed.insert(id).inserted { fail("'\(id)' destroyed twice") }
        if let pending { problems.append("line \(pending.line): \(pending.keyword) unused") }
        pending = ("destroy", id, number)
        continue
      } else if let rest = statement.dropPrefix("Note over ") {
        guard let colon = rest.firstIndex(of: ":") else {
          fail("a note without text")
          continue
        }
        let id = String(rest[..<colon])
        if !declared.contains(id) { fail("a note over unknown '\(id)'") }
        if !isText(String(rest[rest.index(after: colon)...].dropFirst())) { fail("bad text") }
      } else if let (from, to, text) = message(statement) {
        for id in [from, to] where !declared.contains(id) { fail("unknown participant '\(id)'") }
        if destroyed.contains(to), pending?.id != to { fail("a message to destroyed '\(to)'") }
        if !isText(text) { fail("bad message text") }
        involved = [from, to]
      } else {
        fail("not a statement of the subset")
      }
      if let waiting = pending {
        if !involved.contains(waiting.id) {
          problems.append(
            "line \(waiting.line): \(waiting.keyword) of '\(waiting.id)' not used next")
        }
        pending = nil
      }
    }
    if let pending { problems.append("line \(pending.line): \(pending.keyword) at the end") }
    return problems
  }

  /// `FROM->>TO: TEXT` or `FROM-xTO: TEXT`.
  private static func message(_ statement: String) -> (String, String, String)? {
    guard let colon = statement.firstIndex(of: ":") else { return nil }
    let arrowPart = String(statement[..<colon])
    let text = String(statement[statement.index(after: colon)...])
    guard text.hasPrefix(" ") else { return nil }
    for arrow in ["->>", "-x"] {
      let parts = arrowPart.components(separatedBy: arrow)
      if parts.count == 2, isID(parts[0]), isID(parts[1]) {
        return (parts[0], parts[1], String(text.dropFirst()))
      }
    }
    return nil
  }

  private static func splitAlias(_ rest: String) -> (String, String?) {
    let parts = rest.components(separatedBy: " as ")
    return parts.count == 1 ? (rest, nil) : (parts[0], parts.dropFirst().joined(separator: " as "))
  }

  // MARK: Flowcharts

  /// What is wrong with a `flowchart TD`, one message a problem; empty when it is valid.
  package static func problems(inFlowchart text: String) -> [String] {
    var problems: [String] = []
    let lines = statements(of: text, header: "flowchart TD", problems: &problems)
    var nodes: Set<String> = []
    var classes: Set<String> = []
    let shapes = [("([\"", "\"])"), ("[(\"", "\")]"), (">\"", "\"]"), ("[\"", "\"]")]
    for (number, statement) in lines {
      func fail(_ message: String) {
        problems.append("line \(number): \(message): '\(statement)'")
      }
      if let rest = statement.dropPrefix("classDef ") {
        let name = String(rest.prefix { $0 != " " })
        if !isID(name) || rest.count == name.count { fail("a class without a style") }
        classes.insert(name)
      } else if let rest = statement.dropPrefix("class ") {
        let parts = rest.split(separator: " ")
        guard parts.count == 2 else {
          fail("expected 'class IDS NAME'")
          continue
        }
        for id in parts[0].split(separator: ",") where !nodes.contains(String(id)) {
          fail("a class on unknown node '\(id)'")
        }
        if !classes.contains(String(parts[1])) { fail("undefined class '\(parts[1])'") }
      } else if let (from, to, label) = edge(statement) {
        for id in [from, to] where !nodes.contains(id) { fail("an edge to unknown node '\(id)'") }
        if !isText(label) || label.contains("\"") { fail("bad edge label") }
      } else if let (id, label) = node(statement, shapes: shapes) {
        if !nodes.insert(id).inserted { fail("node '\(id)' declared twice") }
        if !isText(label) || label.contains("\"") { fail("bad node text") }
      } else {
        fail("not a statement of the subset")
      }
    }
    return problems
  }

  /// `FROM -->|"LABEL"| TO` or `FROM -.->|"LABEL"| TO`.
  private static func edge(_ statement: String) -> (String, String, String)? {
    let words = statement.split(separator: " ", maxSplits: 1).map(String.init)
    guard words.count == 2, isID(words[0]) else { return nil }
    for arrow in ["-->|\"", "-.->|\""] {
      guard let rest = words[1].dropPrefix(arrow) else { continue }
      let parts = rest.components(separatedBy: "\"| ")
      guard parts.count == 2, isID(parts[1]) else { return nil }
      return (words[0], parts[1], parts[0])
    }
    return nil
  }

  private static func node(_ statement: String, shapes: [(String, String)]) -> (String, String)? {
    let id = String(statement.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    guard isID(id) else { return nil }
    let shape = statement.dropFirst(id.count)
    for (open, close) in shapes where shape.hasPrefix(open) && shape.hasSuffix(close) {
      let label = shape.dropFirst(open.count).dropLast(close.count)
      return label.count + open.count + close.count == shape.count ? (id, String(label)) : nil
    }
    return nil
  }

  // MARK: Shared

  /// The statements after an optional YAML title block and the diagram's header, each
  /// with its line number (from 1), without its two spaces of indentation.
  private static func statements(
    of text: String, header: String, problems: inout [String]
  ) -> [(Int, String)] {
    guard text.hasSuffix("\n") else {
      problems.append("no line break at the end")
      return []
    }
    var lines = ArraySlice(
      text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().enumerated().map {
        ($0.offset + 1, String($0.element))
      })
    if lines.first?.1 == "---" {
      let title = lines.dropFirst().first?.1 ?? ""
      let quoted = title.dropPrefix("title: \"").map { $0.hasSuffix("\"") } ?? false
      if !quoted || lines.dropFirst(2).first?.1 != "---" { problems.append("bad title block") }
      lines = lines.dropFirst(3)
    }
    guard lines.popFirst()?.1 == header else {
      problems.append("does not start with '\(header)'")
      return []
    }
    return lines.compactMap { number, line in
      guard line.hasPrefix("  ") else {
        problems.append("line \(number): not indented: '\(line)'")
        return nil
      }
      return (number, String(line.dropFirst(2)))
    }
  }

  /// An id: an ASCII letter or `_`, then letters, digits or `_`; not a keyword.
  package static func isID(_ word: String) -> Bool {
    guard let first = word.unicodeScalars.first, first.isASCII,
      first.properties.isAlphabetic || first == "_"
    else { return false }
    let valid = word.unicodeScalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
    }
    return valid && !keywords.contains(word.lowercased())
  }

  /// Text that cannot end or break its statement, or be read as HTML: no line break, no
  /// `;`, each `#` starting an entity code (`#35;`), no `<` or `>` but in a `<br>` break.
  package static func isText(_ text: String) -> Bool {
    guard !text.isEmpty, !text.contains("\n") else { return false }
    let markup = text.replacingOccurrences(of: "<br>", with: "")
    guard !markup.contains("<"), !markup.contains(">") else { return false }
    var rest = Substring(text)
    while let index = rest.firstIndex(where: { $0 == "#" || $0 == ";" }) {
      guard rest[index] == "#" else { return false }
      let code = rest[rest.index(after: index)...].prefix { $0.isNumber || $0.isLetter }
      let end = rest.index(index, offsetBy: code.count + 1)
      guard !code.isEmpty, end < rest.endIndex, rest[end] == ";" else { return false }
      rest = rest[rest.index(after: end)...]
    }
    return true
  }
}

extension String {
  /// The rest of the string after `prefix`, or nil when it does not start with it.
  fileprivate func dropPrefix(_ prefix: String) -> String? {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
  }
}
