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

  static let restore = StatementOption<Bool>.choice(
    "restore", [("true", true), ("false", false)], default: false)

  static let launch = GrammarEntry(
    "launch", [.name("NAME"), .namesWith(option: "restore=true")],
    names: [.one(\Operation.Launch.name), .rest(\.restored)],
    options: [
      embed.bound(\.embedInNavigation), scenes.bound(\.scenes),
      window.bound(\.windowFromStoryboard),
      into.bound(\.intoBackground), restore.bound(\.restore),
    ],
    place: .appStart,
    // The first name exists before the restoration: UIKit finds it, nothing makes it.
    refusedTrait: GrammarEntry.RefusedTrait(
      key: "restoration", error: { name, _ in .restorationOnFirstName(name) }, atName: true,
      onlyWith: "restore=true"),
    summary: "the app launches with NAME as its window's root (scenes: default true from iOS "
      + "13); first, at most once. restore=true: the app restores its state, and the archive "
      + "holds NAME, or the navigation stack NAME... (with embed=nav)",
    payload: Operation.Launch(), case: Operation.launch,
    of: { if case .launch(let launch) = $0 { launch } else { nil } },
    check: { launch, parts throws(ScenarioError) in
      guard !launch.restored.isEmpty else { return }
      guard launch.embedInNavigation else {
        throw ScenarioError(.restoredStackNeedsNavigation, at: parts.location)
      }
      var seen: Set<String> = [launch.name]
      for name in launch.restored where !seen.insert(name).inserted {
        throw ScenarioError(.repeatedName(verb: "launch", name: name), at: parts.location)
      }
    })

  /// The statements the explorer's full alphabet tries beyond the one-option statements the
  /// grammar makes, by verb (`expand`: `X` each name, `Y` each other name): the restored
  /// stacks.
  package static let templates: [String: [String]] = [
    "launch": [
      "launch X Y embed=nav restore=true", "launch X Y embed=nav window=storyboard restore=true",
      "launch X Y embed=nav scenes=false restore=true",
      "launch X Y embed=nav into=background restore=true",
    ]
  ]

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
