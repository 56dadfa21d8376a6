import StackNav

/// The grammar of each statement, in one table: the parser accepts exactly these operands
/// and options, and `stacktrace help scenario` prints them (so help cannot leave one out).
extension Verb {
  /// An option (`key=value`) a statement takes.
  package struct Option {
    /// The key.
    let key: String
    /// The values it takes; `nil`: a controller name.
    let values: [String]?
    /// The option as help shows it: `animated=false`, `style=S`, `from=NAME`.
    package let shown: String
    /// What it means, where help says it apart (the traits of `controller`).
    package var meaning: String? = nil
  }

  /// The operands after the verb, as help shows them (`NAME...`, `CHILD to PARENT`).
  var operands: String {
    switch self {
    case .profile: "NAME"
    case .include: "delegates|geometry..."
    case .root, .present, .view, .unloadView, .popTo, .select, .tap, .removeChild: "NAME"
    case .push, .setStack, .tabs: "NAME..."
    case .pop, .memoryWarning, .popToRoot, .rotate: ""
    case .dismiss: "[NAME]"
    case .retain, .release: "NAME by OWNER"
    case .controller: "NAME TRAIT..."
    case .meanwhile: "STATEMENT"
    case .swipeBack, .swipeDown: "[cancel]"
    case .addChild: "CHILD to PARENT"
    }
  }

  /// The options the statement takes (for `controller`, its traits).
  package var options: [Option] {
    let animated = Option(key: "animated", values: ["true", "false"], shown: "animated=false")
    let embed = Option(key: "embed", values: ["nav"], shown: "embed=nav")
    let completion = Option(key: "completion", values: ["true", "false"], shown: "completion=true")
    switch self {
    case .root, .tabs: return [embed]
    case .push: return [embed, animated, completion]
    case .pop, .dismiss: return [animated, completion]
    case .popToRoot, .popTo, .setStack: return [animated]
    case .present:
      return [
        Option(key: "style", values: PresentationStyle.allCases.map(\.rawValue), shown: "style=S"),
        embed, animated, Option(key: "from", values: nil, shown: "from=NAME"), completion,
        Option(
          key: "modalInPresentation", values: ["true", "false"],
          shown: "modalInPresentation=true"),
      ]
    case .controller:
      return [
        Option(
          key: "view", values: ["init"], shown: "view=init",
          meaning: "init assigns self.view: no loadView, no viewDidLoad"),
        Option(
          key: "loadView", values: ["noView", "statusBar"], shown: "loadView=noView|statusBar",
          meaning: "loadView overridden: assigns no view, or changes the status bar"),
        Option(
          key: "nib", values: nil, shown: "nib=NAME",
          meaning: "the default loadView loads nib NAME"),
        Option(
          key: "memoryWarning", values: ["noSuper"], shown: "memoryWarning=noSuper",
          meaning: "didReceiveMemoryWarning does not call super"),
        Option(
          key: "layoutPasses", values: ["0", "1", "2", "3"], shown: "layoutPasses=N",
          meaning: "N layout pairs on its first appearance (0 to 3, default 1)"),
        Option(
          key: "autoLayout", values: ["true", "false"], shown: "autoLayout=true",
          meaning: "the view uses constraints: updateViewConstraints (include geometry)"),
      ]
    case .profile, .include, .memoryWarning, .retain, .release, .view, .unloadView, .meanwhile,
      .swipeBack, .swipeDown, .select, .tap, .rotate, .addChild, .removeChild:
      return []
    }
  }

  /// The options as the parser checks them: each key and its values (`nil`: a name).
  var allowedOptions: [String: [String]?] { Verb.allowedOptionsByVerb[self] ?? [:] }

  /// `allowedOptions` of every verb, built once: the parser asks for them every statement.
  private static let allowedOptionsByVerb = Dictionary(
    uniqueKeysWithValues: allCases.map { verb in
      (verb, Dictionary(uniqueKeysWithValues: verb.options.map { ($0.key, $0.values) }))
    })

  /// What the statement asks of UIKit, in a phrase.
  package var summary: String {
    switch self {
    case .profile:
      "the rule set, first statement only: documented (default), ios5 ... ios26"
    case .include:
      "after profile, before any other statement: also trace the delegate calls, or the "
        + "geometry callbacks (--include does the same)"
    case .root:
      "window.rootViewController = NAME (embed=nav: a new navigation controller whose root "
        + "is NAME)"
    case .push:
      "pushViewController for each NAME (an empty window gets a navigation controller)"
    case .pop: "popViewController on the visible navigation controller"
    case .present:
      "the top-most visible controller (from=NAME: that one) presents NAME; styles: "
        + PresentationStyle.allCases.map(\.rawValue).joined(separator: ", ")
    case .dismiss: "the top-most presented controller is dismissed (NAME: NAME.dismiss)"
    case .memoryWarning: "the system sends a low-memory warning"
    case .retain: "OWNER (any word: Cache, B.timer) takes a strong reference to NAME"
    case .release: "OWNER drops its strong reference to NAME"
    case .view: "code reads NAME.view (it loads if needed)"
    case .unloadView: "code sets NAME.view = nil"
    case .controller: "how NAME's code behaves, declared before NAME is created"
    case .meanwhile:
      "STATEMENT (" + ScenarioParser.meanwhileVerbs.joined(separator: ", ")
        + ") is requested while the previous statement's animation is in flight"
    case .popToRoot: "popToRootViewController"
    case .popTo: "popToViewController(NAME)"
    case .setStack: "setViewControllers([NAME...])"
    case .swipeBack: "the interactive pop gesture, completed or cancelled"
    case .swipeDown: "the interactive dismissal of a sheet, completed or cancelled"
    case .tabs: "the window's root becomes a tab bar controller with these tabs, the first selected"
    case .select: "the tab bar controller selects NAME's tab, in code (no delegate call)"
    case .tap: "the user taps NAME's tab: the delegate is asked, then told"
    case .rotate:
      "the device rotates (documented, ios8 and later): what is on screen is told and laid "
        + "out again"
    case .addChild: "PARENT.addChild(CHILD), adds its view, CHILD.didMove(toParent: PARENT)"
    case .removeChild: "willMove(toParent: nil), removes its view, removeFromParent()"
    }
  }

  /// The statement as help shows it: `push NAME... [embed=nav] [animated=false]`.
  package var synopsis: String {
    var words = [rawValue]
    if !operands.isEmpty { words.append(operands) }
    if self != .controller { words += options.map { "[\($0.shown)]" } }
    return words.joined(separator: " ")
  }
}
