/// ANSI colour for terminal output, or none.
struct Painter {
  /// Whether colour is on.
  let enabled: Bool

  /// When to paint (`--color WHEN`).
  enum Choice: String, CaseIterable, Sendable {
    case auto, always, never
  }

  /// The painter for `--color=auto|always|never`: `auto` colours only a terminal, and only
  /// when `NO_COLOR` is unset or empty (no-color.org).
  static func choose(_ choice: Choice?, isTerminal: Bool, environment: [String: String])
    -> Painter
  {
    switch choice ?? .auto {
    case .always: return Painter(enabled: true)
    case .never: return Painter(enabled: false)
    case .auto:
      let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
      return Painter(enabled: isTerminal && !noColor)
    }
  }

  func paint(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  func green(_ text: String) -> String { paint(text, "32") }
  func red(_ text: String) -> String { paint(text, "31") }
  func yellow(_ text: String) -> String { paint(text, "33") }
  func cyan(_ text: String) -> String { paint(text, "36") }
  func bold(_ text: String) -> String { paint(text, "1") }

  /// A unified diff with its lines coloured by kind.
  func diff(_ text: String) -> String {
    guard enabled else { return text }
    var result = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      let line = String(line)
      if line.hasPrefix("---") || line.hasPrefix("+++") {
        result += bold(line)
      } else if line.hasPrefix("@@") {
        result += cyan(line)
      } else if line.hasPrefix("-") {
        result += red(line)
      } else if line.hasPrefix("+") {
        result += green(line)
      } else {
        result += line
      }
      result += "\n"
    }
    return result
  }
}
