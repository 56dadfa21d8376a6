import StackNav

/// The statements that set a scenario up or say how code behaves: `profile`, `include`,
/// `controller`, `meanwhile`.
extension Grammar {
  static let profile = GrammarEntry(
    "profile", [.word(expected: "a profile name", shown: "NAME")], place: .first,
    summary: "the rule set, first statement only: documented (default), ios5 ... ios26",
    reads: { parts throws(ScenarioError) in
      let name = parts.words[0]
      guard Profile.exists(named: name.text) else {
        throw ScenarioError(
          .unknownProfile(name.text, known: Profile.all.map(\.name)), at: name.location)
      }
      return .profile(name.text)
    })

  static let include = GrammarEntry(
    "include",
    [
      .words(expected: "delegates, geometry or unwinding", shown: "delegates|geometry|unwinding...")
    ],
    place: .prelude,
    summary: "after profile, before any other statement: also trace the delegate calls, or the "
      + "geometry callbacks (--include does the same)",
    reads: { parts throws(ScenarioError) in
      var includes: Includes = []
      for word in parts.words {
        guard let include = Includes(word: word.text) else {
          throw ScenarioError(
            .unknownInclude(
              word.text,
              suggestion: ScenarioParser.closest(
                to: word.text, among: Includes.words.map(\.word))),
            at: word.location)
        }
        includes.insert(include)
      }
      return .include(includes)
    })

  static let device = GrammarEntry(
    "device", [.word(expected: "iphone or ipad", shown: "iphone|ipad")], place: .afterPrelude,
    summary: "after profile and include, before any other statement: the window is an "
      + "iPhone's (the default) or a full-screen iPad's (--device does the same)",
    reads: { parts throws(ScenarioError) in
      let word = parts.words[0]
      guard let device = Device(rawValue: word.text) else {
        throw ScenarioError(.unknownDevice(word.text), at: word.location)
      }
      return .device(device)
    })

  // The traits of `controller`.
  static let viewInInit = StatementOption<Bool>.flag(
    "view", "init", meaning: "init assigns self.view: no loadView, no viewDidLoad")
  static let loadView = StatementOption<Traits.ViewSource?>.choice(
    "loadView", [("noView", .loadViewAssignsNothing), ("statusBar", .loadViewChangesStatusBar)],
    default: nil, meaning: "loadView overridden: assigns no view, or changes the status bar")
  static let nib = StatementOption<String?>.name(
    "nib", meaning: "the default loadView loads nib NAME")
  static let memoryWarningSkipsSuper = StatementOption<Bool>.flag(
    "memoryWarning", "noSuper", meaning: "didReceiveMemoryWarning does not call super")
  static let layoutPasses = StatementOption<Int>.choice(
    "layoutPasses", (0...3).map { (String($0), $0) }, default: 1, shown: "layoutPasses=N",
    meaning: "N layout pairs on its first appearance (0 to 3, default 1)")
  static let autoLayout = StatementOption<Bool>.toggle(
    "autoLayout", default: false,
    meaning: "the view uses constraints: updateViewConstraints (include geometry)")

  static let forwarding = StatementOption<Traits.Forwarding?>.choice(
    "forwarding", Traits.Forwarding.allCases.map { ($0.rawValue, $0) }, default: nil,
    shown: "forwarding=F",
    meaning: "appearance to children: auto (default), manual, callbacks, both")

  static let storyboard = StatementOption<Bool>.toggle(
    "storyboard", default: false, meaning: "a storyboard instantiates it: awakeFromNib after init")

  static let prepareLoadsView = StatementOption<Bool>.flag(
    "prepare", "loadsView", meaning: "its prepare(for:sender:) reads the destination's view")

  static let backButton = StatementOption<Bool>.flag(
    "backButton", "custom",
    meaning: "it sets navigationItem.leftBarButtonItem: UIKit's pop gesture refuses it")

  static let restoration = StatementOption<Traits.Restoration?>.choice(
    "restoration", Traits.Restoration.allCases.map { ($0.rawValue, $0) }, default: nil,
    shown: "restoration=R",
    meaning: "who makes it when a launch restores it: storyboard, class (its restoration "
      + "class), app (the app delegate)")

  static let controller = GrammarEntry(
    "controller", [.name("NAME")],
    options: [
      viewInInit.spec, loadView.spec, nib.spec, memoryWarningSkipsSuper.spec, layoutPasses.spec,
      autoLayout.spec, forwarding.spec, storyboard.spec, prepareLoadsView.spec,
      backButton.spec, restoration.spec,
    ],
    takesTraits: true, summary: "how NAME's code behaves, declared before NAME is created",
    builds: { parts throws(ScenarioError) in
      let source: Traits.ViewSource
      switch (parts.word(of: loadView), parts.word(of: nib), parts[viewInInit]) {
      case (let loadView?, let nib?, _):
        throw ScenarioError(.conflictingTraits(loadView, nib), at: parts.location)
      case (let other?, nil, true), (nil, let other?, true):
        throw ScenarioError(.conflictingTraits("view=init", other), at: parts.location)
      case (_, _, true): source = .assignedInInit
      case (.some, nil, false): source = parts[loadView] ?? .defaultLoadView(nib: nil)
      case (nil, _, false): source = .defaultLoadView(nib: parts[nib])
      }
      // A storyboard makes the controller: no nib of its own, a loadView that assigns a view.
      if parts[storyboard],
        let other = parts.word(of: nib)
          ?? (source == .loadViewAssignsNothing ? parts.word(of: loadView) : nil)
      {
        throw ScenarioError(.conflictingTraits("storyboard=true", other), at: parts.location)
      }
      // From a storyboard: the same contradictions, and an explicit storyboard=false.
      if parts[restoration] == .storyboard,
        let other = parts.word(of: nib)
          ?? (source == .loadViewAssignsNothing ? parts.word(of: loadView) : nil)
          ?? (parts.word(of: storyboard) == "storyboard=false" ? "storyboard=false" : nil)
      {
        throw ScenarioError(
          .conflictingTraits("restoration=storyboard", other), at: parts.location)
      }
      return .declare(
        parts.names[0],
        Traits(
          viewSource: source, memoryWarningSkipsSuper: parts[memoryWarningSkipsSuper],
          layoutPasses: parts[layoutPasses], autoLayout: parts[autoLayout],
          forwarding: parts[forwarding], storyboard: parts[storyboard],
          prepareLoadsView: parts[prepareLoadsView], customBackButton: parts[backButton],
          restoration: parts[restoration]))
    },
    parts: { operation in
      guard case .declare(let declaration) = operation else { return nil }
      let traits = declaration.traits
      var parts = StatementParts(names: [declaration.name])
      switch traits.viewSource {
      case .defaultLoadView(let name): parts[nib] = name
      case .assignedInInit: parts[viewInInit] = true
      case .loadViewAssignsNothing, .loadViewChangesStatusBar: parts[loadView] = traits.viewSource
      }
      parts[memoryWarningSkipsSuper] = traits.memoryWarningSkipsSuper
      parts[layoutPasses] = traits.layoutPasses
      parts[autoLayout] = traits.autoLayout
      parts[forwarding] = traits.forwarding
      parts[storyboard] = traits.storyboard
      parts[prepareLoadsView] = traits.prepareLoadsView
      parts[backButton] = traits.customBackButton
      parts[restoration] = traits.restoration
      return parts
    })

  static let meanwhile = GrammarEntry(
    "meanwhile", [.statement(.request)],
    summary: "is requested while the previous statement's animation is in flight",
    builds: { parts throws(ScenarioError) in
      guard let request = parts.request else {
        throw ScenarioError(
          .missingOperand(verb: "meanwhile", expected: "a statement"), at: parts.location)
      }
      return .meanwhile(request)
    },
    parts: { operation in
      guard case .meanwhile(let request) = operation else { return nil }
      var parts = StatementParts()
      parts.request = request
      return parts
    })
}
