import StackNav

/// The grammar of each statement, in one table: the parser accepts exactly these operands
/// and options, and `stacktrace help scenario` prints them (so help cannot leave one out).
extension Verb {
  /// An option (`key=value`) a statement takes.
  struct Option {
    /// The key.
    let key: String
    /// The values it takes; `nil`: a controller name.
    let values: [String]?
    /// The option as help shows it: `animated=false`, `style=S`, `from=NAME`.
    let shown: String
    /// What it means, where help says it apart (the traits of `controller`).
    var meaning: String? = nil
  }

  /// The operands after the verb, as help shows them (`NAME...`, `CHILD to PARENT`).
  var operands: String {
    switch self {
    case .profile: "NAME"
    case .root, .present, .view, .unloadView, .popTo, .select, .removeChild: "NAME"
    case .push, .setStack, .tabs: "NAME..."
    case .pop, .memoryWarning, .popToRoot: ""
    case .dismiss: "[NAME]"
    case .retain, .release: "NAME by OWNER"
    case .controller: "NAME TRAIT..."
    case .meanwhile: "STATEMENT"
    case .swipeBack, .swipeDown: "[cancel]"
    case .addChild: "CHILD to PARENT"
    }
  }

  /// The options the statement takes (for `controller`, its traits).
  var options: [Option] {
    let animated = Option(key: "animated", values: ["true", "false"], shown: "animated=false")
    let embed = Option(key: "embed", values: ["nav"], shown: "embed=nav")
    switch self {
    case .root, .tabs: return [embed]
    case .push: return [embed, animated]
    case .pop, .dismiss, .popToRoot, .popTo, .setStack: return [animated]
    case .present:
      return [
        Option(key: "style", values: PresentationStyle.allCases.map(\.rawValue), shown: "style=S"),
        embed, animated, Option(key: "from", values: nil, shown: "from=NAME"),
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
      ]
    case .profile, .memoryWarning, .retain, .release, .view, .unloadView, .meanwhile, .swipeBack,
      .swipeDown, .select, .addChild, .removeChild:
      return []
    }
  }

  /// The options as the parser checks them: each key and its values (`nil`: a name).
  var allowedOptions: [String: [String]?] {
    Dictionary(uniqueKeysWithValues: options.map { ($0.key, $0.values) })
  }

  /// What the statement asks of UIKit, in a phrase.
  var summary: String {
    switch self {
    case .profile:
      "the rule set, first statement only: documented (default), ios5 ... ios26"
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
    case .select: "the tab bar controller selects NAME's tab"
    case .addChild: "PARENT.addChild(CHILD), adds its view, CHILD.didMove(toParent: PARENT)"
    case .removeChild: "willMove(toParent: nil), removes its view, removeFromParent()"
    }
  }

  /// The statement as help shows it: `push NAME... [embed=nav] [animated=false]`.
  var synopsis: String {
    var words = [rawValue]
    if !operands.isEmpty { words.append(operands) }
    if self != .controller { words += options.map { "[\($0.shown)]" } }
    return words.joined(separator: " ")
  }
}
