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
    "launch", [.name("NAME")], names: [.one(\Operation.Launch.name)],
    options: [
      embed.bound(\.embedInNavigation), scenes.bound(\.scenes),
      window.bound(\.windowFromStoryboard),
      into.bound(\.intoBackground),
    ],
    place: .appStart,
    summary: "the app launches with NAME as its window's root (scenes: default true from iOS "
      + "13); first, at most once",
    payload: Operation.Launch(), case: Operation.launch,
    of: { if case .launch(let launch) = $0 { launch } else { nil } })

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
