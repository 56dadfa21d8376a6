import StackNav

/// The statements of the app and scene life cycle: `launch`, `background`, `foreground`,
/// `interruption`.
extension Grammar {
  static let scenes = StatementOption<Bool?>.choice(
    "scenes", [("true", true), ("false", false)], default: nil)
  static let window = StatementOption<Bool>.choice(
    "window", [("code", false), ("storyboard", true)], default: false)
  static let into = StatementOption<Bool>.choice(
    "into", [("foreground", false), ("background", true)], default: false)

  static let launch = GrammarEntry(
    "launch", [.name("NAME")], options: [embed.spec, scenes.spec, window.spec, into.spec],
    place: .appStart,
    summary: "the app launches with NAME as its window's root (scenes: default true from iOS "
      + "13); first, at most once",
    builds: { parts in
      .launch(
        parts.names[0], embedInNavigation: parts[embed], scenes: parts[scenes],
        windowFromStoryboard: parts[window], intoBackground: parts[into])
    },
    parts: { operation in
      guard
        case .launch(let name, let embedded, let hasScenes, let storyboard, let background) =
          operation
      else { return nil }
      var parts = StatementParts(names: [name])
      parts[embed] = embedded
      parts[scenes] = hasScenes
      parts[window] = storyboard
      parts[into] = background
      return parts
    })

  static let background = GrammarEntry(
    "background", place: .inApp, summary: "the user leaves the app (after launch)",
    builds: { _ in .background },
    parts: { if case .background = $0 { StatementParts() } else { nil } })

  static let foreground = GrammarEntry(
    "foreground", place: .inApp, summary: "the user returns to the app (after launch)",
    builds: { _ in .foreground },
    parts: { if case .foreground = $0 { StatementParts() } else { nil } })

  static let interruption = GrammarEntry(
    "interruption", place: .inApp,
    summary: "a call or a system panel interrupts the app for a moment (after launch)",
    builds: { _ in .interruption },
    parts: { if case .interruption = $0 { StatementParts() } else { nil } })
}
