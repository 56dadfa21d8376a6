import StackNav

extension Operation {
  /// The operation as a scenario statement (`present B style=pageSheet animated=false`): the
  /// statement that parses back to it, options left out where they are the default.
  public var statementText: String {
    var words = [verb]
    func animated(_ flag: Bool) { if !flag { words.append("animated=false") } }
    func embedded(_ flag: Bool) { if flag { words.append("embed=nav") } }
    switch self {
    case .root(let name, let embed):
      words.append(name)
      embedded(embed)
    case .push(let names, let embed, let isAnimated):
      words += names
      embedded(embed)
      animated(isAnimated)
    case .pop(let isAnimated), .popToRoot(let isAnimated):
      animated(isAnimated)
    case .present(let name, let from, let style, let embed, let isAnimated):
      words.append(name)
      if let style { words.append("style=\(style.rawValue)") }
      embedded(embed)
      animated(isAnimated)
      if let from { words.append("from=\(from)") }
    case .dismiss(let name, let isAnimated):
      if let name { words.append(name) }
      animated(isAnimated)
    case .memoryWarning:
      break
    case .retain(let name, let owner), .release(let name, let owner):
      words += [name, "by", owner]
    case .accessView(let name), .unloadView(let name), .select(let name), .removeChild(let name):
      words.append(name)
    case .declare(let name, let traits):
      words.append(name)
      switch traits.viewSource {
      case .defaultLoadView(let nib?): words.append("nib=\(nib)")
      case .defaultLoadView(nil): break
      case .assignedInInit: words.append("view=init")
      case .loadViewAssignsNothing: words.append("loadView=noView")
      case .loadViewChangesStatusBar: words.append("loadView=statusBar")
      }
      if traits.memoryWarningSkipsSuper { words.append("memoryWarning=noSuper") }
    case .popTo(let name, let isAnimated):
      words.append(name)
      animated(isAnimated)
    case .setStack(let names, let isAnimated):
      words += names
      animated(isAnimated)
    case .swipeBack(let cancelled), .swipeDown(let cancelled):
      if cancelled { words.append("cancel") }
    case .tabs(let names, let embed):
      words += names
      embedded(embed)
    case .addChild(let child, let parent):
      words += [child, "to", parent]
    case .meanwhile(let operation):
      return "meanwhile " + operation.statementText
    }
    return words.joined(separator: " ")
  }
}
