import StackTraceScenario

/// A Mermaid `sequenceDiagram`, drawn line by line as a trace is written.
///
/// `App` (the statements' own code), `Window` and `UIKit` stand on the left, and each
/// statement is a note over `App`. A controller's participant is created by its `init`
/// arrow and destroyed by its `dealloc`, so its lifeline is its lifetime. A callback is an
/// arrow from whoever caused it to the controller; `dealloc` ends in a cross.
///
/// Only a small part of Mermaid's grammar is used (`MermaidGrammarTests` checks every
/// diagram of `Scenarios/` against it): participants, `create participant`,
/// `destroy`, `->>` and `-x` arrows, and notes. Participant ids are controller names unless a name could read
/// as a keyword; text is escaped so that `#` and `;` cannot end or break a line.
/// What the trace writer draws a sequence diagram with: Mermaid's text, or SVG.
protocol SequenceDrawing: AnyObject {
  /// A statement's header.
  func statement(_ text: String)
  /// A fired hook's header (`in NAME WORD: STATEMENT`).
  func hook(_ text: String)
  /// A note, over a controller's lifeline or the app's.
  func note(_ text: String, over name: String?)
  /// An arrow from `sender` to the controller `name`, which `init` creates and `dealloc`
  /// frees.
  func message(
    from sender: SequenceDiagram.Sender, to name: String, label: String, creates: Bool,
    frees: Bool)
  /// An arrow from UIKit to the application or its scene.
  func appMessage(to name: String, label: String)
}

package final class SequenceDiagram: SequenceDrawing {
  /// Who sends an arrow.
  enum Sender: Equatable {
    /// The statement's own code.
    case app
    /// UIKit on its own.
    case uikit
    /// The window.
    case window
    /// A controller, by name.
    case controller(String)
  }

  private let sink: ByteSink
  /// The participant id of each controller drawn so far.
  private var ids: [String: String] = [:]

  /// Starts a diagram on `sink`, with a title when several diagrams follow each other.
  init(sink: ByteSink, title: String?) {
    self.sink = sink
    if let title {
      sink.write(SequenceDiagram.frontMatter(title: title))
    }
    sink.write(
      "sequenceDiagram\n  participant app as App\n  participant window as Window\n"
        + "  participant uikit as UIKit\n")
  }

  /// A statement, as a note over `App`.
  func statement(_ text: String) {
    note(text, over: nil)
  }

  /// A fired hook, as a note over `App` like a statement.
  func hook(_ text: String) {
    note(text, over: nil)
  }

  /// A note over a controller's lifeline (over `App` when it has none).
  func note(_ text: String, over name: String?) {
    let id = name.flatMap { ids[$0] } ?? "app"
    sink.write("  Note over \(id): \(SequenceDiagram.escaped(text))\n")
  }

  /// An arrow from `sender` to the controller `name`. `creates` marks the controller's
  /// `init` (its participant starts there); `frees`, its `dealloc`.
  func message(
    from sender: Sender, to name: String, label: String, creates: Bool, frees: Bool
  ) {
    let from = id(of: sender)
    let to = participant(name, creating: creates)
    if frees { sink.write("  destroy \(to)\n") }
    sink.write("  \(from)\(frees ? "-x" : "->>")\(to): \(SequenceDiagram.escaped(label))\n")
  }

  /// An arrow from UIKit to the application (`App`) or its scene (`Scene#1`), declared
  /// `application as UIApplication` and `scene1 as Scene#1` at their first line.
  func appMessage(to name: String, label: String) {
    let (id, caption) = name == "App" ? ("application", "UIApplication") : ("scene1", name)
    if ids[name] == nil {
      ids[name] = id
      sink.write("  participant \(id) as \(SequenceDiagram.escaped(caption))\n")
    }
    sink.write("  uikit->>\(id): \(SequenceDiagram.escaped(label))\n")
  }

  private func id(of sender: Sender) -> String {
    switch sender {
    case .app: "app"
    case .uikit: "uikit"
    case .window: "window"
    case .controller(let name): participant(name, creating: false)
    }
  }

  /// The id of `name`'s participant, declared (or created) first if it is new.
  private func participant(_ name: String, creating: Bool) -> String {
    if let id = ids[name] { return id }
    let id = SequenceDiagram.isSafeID(name) ? name : "c\(ids.count + 1)"
    ids[name] = id
    sink.write(creating ? "  create participant " : "  participant ")
    sink.write(id == name ? "\(id)\n" : "\(id) as \(SequenceDiagram.escaped(name))\n")
    return id
  }

  // MARK: Text

  /// Words that start Mermaid statements; an id starting with one is given an alias.
  static let keywords = [
    "participant", "actor", "create", "destroy", "as", "note", "over", "left", "right", "of",
    "loop", "alt", "else", "opt", "par", "and", "rect", "end", "critical", "option", "break",
    "autonumber", "activate", "deactivate", "title", "acc", "link", "properties", "details",
    "box", "sequence", "app", "uikit", "window",
  ]

  /// Whether a controller name can stand as a participant id: letters, digits and `_`,
  /// not starting with a keyword (whatever the case).
  static func isSafeID(_ name: String) -> Bool {
    guard ScenarioParser.isName(name) else { return false }
    let lowered = name.lowercased()
    return !keywords.contains { lowered.hasPrefix($0) }
  }

  /// The YAML block that titles a diagram, the title quoted (it may hold `:`).
  static func frontMatter(title: String) -> String {
    let quoted = escaped(title).escaping(["\"": "\\\"", "\\": "\\\\"])
    return "---\ntitle: \"\(quoted)\"\n---\n"
  }

  /// `text` with Mermaid's entity codes for the characters that would break a line or be
  /// read as HTML: `#` (it starts an entity), `;` (it ends a statement), `<` and `>`.
  static func escaped(_ text: String) -> String {
    text.escaping([
      "#": "#35;", ";": "#59;", "<": "#60;", ">": "#62;", "%": "#37;", "\n": " ", "\r": " ",
      "\r\n": " ",
    ])
  }
}
