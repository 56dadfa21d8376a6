import StackNav
import StackTraceIO
import StackTraceScenario
import StackTraceTestSupport

/// Random scenarios over every statement a profile has, from a seed: the same seed gives
/// the same scenario on every machine.
package struct ScenarioGenerator {
  /// Choices from a seed.
  package typealias Random = SplitMix

  let profile: Profile
  var random: Random
  /// Whether the scenario launched the app (`launch`, then the app statements).
  var launched = false

  /// Names from a small pool, so that statements meet the same controllers often.
  package static let names = ["A", "B", "C", "D", "E", "F", "G", "H", "J", "K"]
  package static let owners = ["Cache", "Store", "A.delegate", "B.closure", "C.timer", "D"]

  /// The names statements draw from: the whole pool, or the first four for hook-heavy
  /// scenarios, where a few controllers' code meets itself.
  let pool: [String]
  /// How often `on` is drawn among the statements (twice by default).
  let hookWeight: Int

  /// A generator for `profile` from `seed`; `hookHeavy`: scenarios over four names where
  /// about a third of the statements are hooks.
  package init(profile: Profile, seed: UInt64, hookHeavy: Bool = false) {
    self.profile = profile
    self.random = Random(state: seed)
    pool = hookHeavy ? Array(Self.names.prefix(4)) : Self.names
    hookWeight = hookHeavy ? 24 : 2
  }

  /// A scenario of up to `length` statements, one a line, starting with its profile.
  ///
  /// Most scenarios are steered: a statement the scenario cannot take (a freed name, a
  /// release nobody holds) is drawn again, and UIKit exceptions, which end a run, are kept
  /// only now and then, so that scenarios run long enough to reach deep states. The others
  /// are left raw, to keep those error paths covered too. Steering asks the engine whether a
  /// statement is possible; whether its trace is right is for the oracle to say.
  package mutating func scenario(length: Int) -> String {
    var lines = ["profile \(profile.name)"]
    // Half the scenarios trace the second round's lines too.
    if random.chance(50) {
      lines.append(
        version >= 9 ? "include delegates geometry unwinding" : "include delegates geometry")
    }
    // Some version scenarios run on an iPad, where sheets and popovers do not adapt.
    if hasVersionStatements, random.chance(15) { lines.append("device ipad") }
    // A fifth of the version scenarios launch the app first (its statements need it).
    launched = hasVersionStatements && random.chance(20)
    if launched {
      let scenes = version >= 13 ? random.pick(["", " scenes=false", " scenes=true"]) : ""
      let embed = random.chance(40) ? " embed=nav" : ""
      let window = random.chance(30) ? " window=storyboard" : ""
      let into = random.chance(15) ? " into=background" : ""
      lines.append("launch \(name())\(embed)\(scenes)\(window)\(into)")
    }
    let steered = random.chance(80)
    let count = 1 + random.below(length)
    var engine = replay(lines)
    var attempts = 0
    while lines.count <= count, attempts < count * 8 {
      attempts += 1
      let line = statement()
      guard steered else {
        lines.append(line)
        continue
      }
      guard let operation = operation(line) else { continue }
      // The engine may stop half-way through a rejected statement: a copy to go back to.
      let before = engine.copy()
      do {
        try engine.perform(operation)
        engine.clearEvents()
        lines.append(line)
      } catch {
        if case .raised = error, random.chance(10) {
          lines.append(line)
          break
        }
        engine = before ?? replay(lines)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The operation of one statement line, if it parses and the profile has it.
  private func operation(_ line: String) -> Operation? {
    guard let scenario = try? ScenarioParser.parse(Array(line.utf8), file: "steer"),
      case .operation(let operation)? = scenario.statements.first?.action,
      profile.unavailability(of: operation) == nil
    else { return nil }
    return operation
  }

  /// An engine that has played `lines` (the profile line first).
  private func replay(_ lines: [String]) -> Engine {
    let engine = Engine(profile: profile)
    for line in lines.dropFirst() where !line.hasPrefix("include") {
      if line == "device ipad" {
        engine.device = .ipad
        continue
      }
      if let operation = operation(line) { try? engine.perform(operation) }
    }
    engine.clearEvents()
    return engine
  }

  private mutating func name() -> String { random.pick(pool) }

  private mutating func names(_ most: Int) -> String {
    (0..<(1 + random.below(most))).map { _ in name() }.joined(separator: " ")
  }

  private mutating func animated() -> String { random.chance(25) ? " animated=false" : "" }

  private mutating func completion() -> String { random.chance(25) ? " completion=true" : "" }

  /// `completion=true` on a push or a pop, where the profile has the coordinator.
  private mutating func coordinatorCompletion() -> String {
    profile.iosVersion == nil || version >= 7 ? completion() : ""
  }

  private var version: Int { profile.iosVersion ?? 0 }
  private var hasVersionStatements: Bool { profile.iosVersion != nil }

  private mutating func style() -> String {
    var styles: [PresentationStyle] = [.fullScreen, .pageSheet, .formSheet, .currentContext]
    if profile.iosVersion == nil || version >= 7 { styles.append(.custom) }
    if profile.iosVersion == nil || version >= 8 {
      styles += [.overFullScreen, .overCurrentContext, .popover]
    }
    if profile.iosVersion == nil || version >= 13 { styles.append(.automatic) }
    return random.chance(40) ? " style=\(random.pick(styles).rawValue)" : ""
  }

  /// One statement the profile has.
  /// A statement; `carried`: for a `meanwhile` or a hook to carry.
  private mutating func statement(carried: Bool = false) -> String {
    var choices: [String] = [
      "root", "push", "push", "push", "pop", "pop", "present", "present", "dismiss", "dismiss",
      "memoryWarning", "retain", "release", "view", "unloadView", "controller", "meanwhile",
    ]
    if profile.iosVersion == nil || version >= 8 { choices.append("rotate") }
    if hasVersionStatements {
      choices += [
        "popToRoot", "popTo", "setStack", "tabs", "select", "tap", "addChild", "removeChild",
        "beginAppearance", "beginAppearance", "endAppearance", "endAppearance", "addSubview",
        "removeSubview", "transition", "pages", "setPage", "swipePage", "swipePage", "segue",
        "segue", "call",
      ]
      // A carried statement is never an `on` (drawn again when it is); hook-heavy scenarios
      // leave `on` out of the draw, or the draws for a hook's code would nest without end.
      if !carried || hookWeight <= 2 { choices += Array(repeating: "on", count: hookWeight) }
      if version >= 9 { choices += ["unwind", "unwind"] }
      if version >= 9 { choices.append("loadViewIfNeeded") }
      if launched { choices += ["background", "foreground", "interruption"] }
      if version >= 7 { choices += ["swipeBack", "swipeBack", "popGesture"] }
      if version >= 8 { choices += ["alert", "tapAction", "tapOutside"] }
      if version >= 13 { choices += ["swipeDown", "swipeDown"] }
    }
    let choice = random.pick(choices)
    switch choice {
    case "meanwhile":
      var request = statement(carried: true)
      while !Grammar.requests.map(\.word).contains(String(request.prefix { $0 != " " })) {
        request = statement(carried: true)
      }
      return "meanwhile " + request
    case "on":
      var code = statement(carried: true)
      while !Grammar.hookStatements.contains(String(code.prefix { $0 != " " })) {
        code = statement(carried: true)
      }
      // The transition coordinator's blocks, which only a hook's code registers.
      if version >= 7, random.chance(15) {
        code = random.pick(["alongside", "alongside completion=true", "notifyInteraction"])
      }
      var words = [
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        "willMoveToParent", "didMoveToParent", "didReceiveMemoryWarning", "dismissCompletion",
        "prepareForSegue", "awakeFromNib",
      ]
      if version >= 17 { words.append("viewIsAppearing") }
      return "on \(name()) \(random.pick(words)) \(code)"
    case "root": return "root \(name())"
    case "push": return "push \(names(3))\(animated())\(coordinatorCompletion())"
    case "pop": return "pop\(animated())\(coordinatorCompletion())"
    case "present":
      let embed = random.chance(20) ? " embed=nav" : ""
      let from = random.chance(10) ? " from=\(name())" : ""
      let modal = version >= 13 && random.chance(15) ? " modalInPresentation=true" : ""
      let style = style()
      let kept =
        version >= 8 && ["popover", "formSheet", "pageSheet"].contains(style.dropFirst(7))
          && random.chance(30) ? " adapt=none" : ""
      return
        "present \(name())\(style)\(embed)\(from)\(animated())\(completion())\(modal)\(kept)"
    case "dismiss":
      return random.chance(40)
        ? "dismiss \(name())\(completion())" : "dismiss\(animated())\(completion())"
    case "rotate": return "rotate"
    case "tap": return "tap \(name())"
    case "memoryWarning": return "memoryWarning"
    case "retain": return "retain \(name()) by \(random.pick(Self.owners))"
    case "release": return "release \(name()) by \(random.pick(Self.owners))"
    case "view": return "view \(name())"
    case "unloadView": return "unloadView \(name())"
    case "controller":
      let traits =
        [
          "view=init", "loadView=noView", "loadView=statusBar", "nib=Main", "memoryWarning=noSuper",
          "view=init memoryWarning=noSuper", "layoutPasses=0", "layoutPasses=2",
          "autoLayout=true layoutPasses=3",
        ]
        + (hasVersionStatements
          ? [
            "forwarding=manual", "forwarding=callbacks", "forwarding=both", "storyboard=true",
            "prepare=loadsView",
          ]
          : [])
        + (version >= 7 ? ["backButton=custom"] : [])
      return "controller \(name()) \(random.pick(traits))"
    case "popToRoot": return "popToRoot\(animated())"
    case "popTo": return "popTo \(name())\(animated())"
    case "setStack": return "setStack \(names(3))\(animated())"
    case "tabs":
      // A container the app writes may hold the tab bar controller (iOS profiles).
      let container = version >= 5 && random.chance(20) ? " in=\(name())" : ""
      return "tabs \(names(3))\(random.chance(50) ? " embed=nav" : "")\(container)"
    case "select": return "select \(name())"
    case "addChild":
      let embed = version >= 5 && random.chance(20) ? " embed=nav" : ""
      return "addChild \(name()) to \(name())\(embed)"
    case "removeChild": return "removeChild \(name())"
    case "swipeBack": return random.chance(40) ? "swipeBack cancel" : "swipeBack"
    case "popGesture": return "popGesture \(random.pick(["default", "allow", "off"]))"
    case "alert":
      let sheet = random.chance(30) ? " style=actionSheet" : ""
      let from = random.chance(15) ? " from=\(name())" : ""
      return "alert \(name())\(sheet)\(from)\(animated())"
    case "tapAction": return "tapAction \(name())"
    case "tapOutside": return "tapOutside"
    case "beginAppearance":
      return "beginAppearance \(name()) appearing=\(random.chance(60))\(animated())"
    case "endAppearance": return "endAppearance \(name())"
    case "addSubview": return "addSubview \(name()) to \(name())"
    case "removeSubview": return "removeSubview \(name())"
    case "background", "foreground", "interruption": return choice
    case "unwind":
      let code = random.chance(25) ? " by=code" : ""
      let declined = random.chance(10) ? " shouldPerform=false" : ""
      return "unwind to \(name())\(code)\(animated())\(declined)"
    case "segue":
      // Show and Show Detail are iOS 8 and later; iOS 5 asks nothing, so cannot decline.
      var kinds = ["push", "present"]
      if version >= 8 { kinds += ["show", "showDetail"] }
      let kind = random.pick(kinds)
      let presentation = kind == "present" ? style() : ""
      let embed = kind == "present" && random.chance(20) ? " embed=nav" : ""
      let from = random.chance(15) ? " from=\(name())" : ""
      let code = random.chance(25) ? " by=code" : ""
      let declined = version >= 6 && random.chance(15) ? " shouldPerform=false" : ""
      return
        "segue \(name()) kind=\(kind)\(presentation)\(embed)\(from)\(animated())\(code)\(declined)"
    case "loadViewIfNeeded": return "loadViewIfNeeded \(name())"
    case "call":
      let word = random.pick([
        "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
      ])
      return "call \(name()) \(word)\(animated())"
    case "transition": return "transition from \(name()) to \(name()) in \(name())\(animated())"
    case "pages":
      let curl = version < 6 || random.chance(30)
      // Distinct names: a page view controller holds each page once.
      var pages: [String] = []
      let count = min(2 + random.below(4), pool.count)
      while pages.count < count {
        let page = name()
        if !pages.contains(page) { pages.append(page) }
      }
      let container = random.chance(15) ? " in=\(name())" : ""
      let embed = random.chance(20) ? " embed=nav" : ""
      return "pages \(pages.joined(separator: " "))\(curl ? " style=curl" : "")\(container)\(embed)"
    case "setPage": return "setPage \(name()) \(name())\(animated())"
    case "swipePage":
      return "swipePage \(name()) to \(name())\(random.chance(30) ? " cancel" : "")"
    default: return random.chance(40) ? "swipeDown cancel" : "swipeDown"
    }
  }
}
