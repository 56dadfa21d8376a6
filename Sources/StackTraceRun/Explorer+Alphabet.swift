import StackNav
import StackTraceScenario

extension Explorer {
  /// The statements explored scenarios are made of, over names `A`, `B`, ...; a profile
  /// keeps those it has (docs/explore.md lists both alphabets).
  package enum Alphabet: String, CaseIterable, Sendable {
    /// About thirty statements (with two names): the transitions, the gestures and their
    /// cancels, a memory warning, a reference taken and dropped, tabs, containment (a child
    /// added by its container's code while it loads or lays out too), appearance
    /// driven by hand, a view added without containment, the app's launch (one that restores
    /// too) and its trips to the background, storyboard segues.
    case small
    /// Every statement of the grammar over the names, each option value and trait once
    /// (`GrammarEntry.statements(over:)`): for small depths.
    case full
    /// Code in callbacks meeting itself: each name's navigation requests (a pop, a push or a
    /// presentation of the next name, a dismissal, a child added, the stack set) from five
    /// of its callbacks, and the statements that bring those callbacks.
    case hooks

    /// The statement lines of the alphabet over `names` names, before any profile filter.
    package func lines(names count: Int) -> [String] {
      let names = Alphabet.names(count)
      let first = names[0]
      let last = names[names.count - 1]
      let all = names.joined(separator: " ")
      switch self {
      case .small:
        var lines: [String] = []
        lines += names.map { "push \($0)" }
        lines += ["pop"]
        lines += names.map { "present \($0)" }
        lines += names.map { "present \($0) style=pageSheet" }
        lines += ["dismiss", "popToRoot", "swipeBack", "swipeBack cancel", "swipeDown"]
        // A pop gesture that begins even on the root (the freeze); an alert and its button.
        lines += ["popGesture allow", "alert \(last)", "tapAction \(last)"]
        lines += [
          "memoryWarning", "rotate", "retain \(first) by Cache", "release \(first) by Cache",
        ]
        // From three names on, the last stays out of the tab bar, free to cover it.
        lines += ["tabs \(names.count > 2 ? names.dropLast().joined(separator: " ") : all)"]
        lines += names.map { "select \($0)" }
        if names.count > 1 {
          lines += ["addChild \(last) to \(first)", "removeChild \(last)"]
          // A child added by the container's own code while it loads, and while it lays
          // out its first appearance.
          lines += ["viewDidLoad", "viewWillLayoutSubviews"].map {
            "on \(first) \($0) addChild \(last) to \(first)"
          }
        }
        // Containers the app writes: appearance by hand, a view without containment.
        lines += ["beginAppearance \(last) appearing=true", "endAppearance \(last)"]
        if names.count > 1 { lines += ["addSubview \(last) to \(first)"] }
        lines += ["controller \(first) forwarding=manual"]
        // The app around the controllers: a launch (only first), leaving and returning.
        lines += ["launch \(first)", "background", "foreground"]
        // A launch that restores a navigation stack (with scenes, the app rebuilds it).
        if names.count > 1 { lines += ["launch \(first) \(last) embed=nav restore=true"] }
        // A storyboard segue to a new controller, shown and presented.
        lines += ["segue \(last)", "segue \(last) kind=present", "unwind to \(first)"]
        // A push during an animation, or in the same turn as the window's first display.
        lines += ["meanwhile push \(last)"]
        return lines
      case .full:
        return Grammar.entries.flatMap { $0.statements(over: names) }
      case .hooks:
        var lines = names.map { "push \($0)" } + ["pop"] + names.map { "present \($0)" }
        lines += ["dismiss", "setStack \(last)", "root \(first)"]
        if names.count > 1 { lines += ["addChild \(last) to \(first)", "removeChild \(last)"] }
        let callbacks = [
          "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "didMoveToParent",
        ]
        for (index, name) in names.enumerated() {
          let next = names[(index + 1) % names.count]
          let requests = [
            "pop animated=false", "push \(next)", "present \(next)", "dismiss",
            "addChild \(next) to \(name)", "setStack \(next)",
          ]
          for callback in callbacks {
            lines += requests.map { "on \(name) \(callback) \($0)" }
          }
        }
        return lines
      }
    }

    /// The alphabet's first `count` names, `A`, `B`, ... (one at least, `maximumNames` at
    /// most).
    package static func names(_ count: Int) -> [String] {
      (0..<max(1, min(count, Explorer.maximumNames))).map {
        String(UnicodeScalar(UInt8(ascii: "A") + UInt8($0)))
      }
    }

    /// The alphabet's statements that `profile` has, parsed.
    package static func statements(_ alphabet: Alphabet, names: Int, in profile: Profile)
      -> [Statement]
    {
      alphabet.lines(names: names).compactMap { line in
        guard let scenario = try? ScenarioParser.parse(Array(line.utf8), file: "alphabet"),
          let statement = scenario.statements.first,
          case .operation(let operation) = statement.action,
          profile.unavailability(of: operation) == nil
        else { return nil }
        return statement
      }
    }
  }
}
