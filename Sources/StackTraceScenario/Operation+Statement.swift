import StackNav

extension Operation {
  /// The operation as a scenario statement (`present B style=pageSheet animated=false`): the
  /// statement that parses back to it, options left out where they are the default.
  package var statementText: String {
    var words = [verb]
    func animated(_ flag: Bool) { if !flag { words.append("animated=false") } }
    func embedded(_ flag: Bool) { if flag { words.append("embed=nav") } }
    func completes(_ flag: Bool) { if flag { words.append("completion=true") } }
    switch self {
    case .root(let name, let embed):
      words.append(name)
      embedded(embed)
    case .push(let names, let embed, let isAnimated, let completion):
      words += names
      embedded(embed)
      animated(isAnimated)
      completes(completion)
    case .pop(let isAnimated, let completion):
      animated(isAnimated)
      completes(completion)
    case .popToRoot(let isAnimated):
      animated(isAnimated)
    case .present(
      let name, let from, let style, let embed, let isAnimated, let completion, let modal):
      words.append(name)
      if let style { words.append("style=\(style.rawValue)") }
      embedded(embed)
      animated(isAnimated)
      if let from { words.append("from=\(from)") }
      completes(completion)
      if modal { words.append("modalInPresentation=true") }
    case .dismiss(let name, let isAnimated, let completion):
      if let name { words.append(name) }
      animated(isAnimated)
      completes(completion)
    case .memoryWarning, .rotate:
      break
    case .retain(let name, let owner), .release(let name, let owner):
      words += [name, "by", owner]
    case .accessView(let name), .unloadView(let name), .select(let name), .tap(let name),
      .removeChild(let name):
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
      if traits.layoutPasses != 1 { words.append("layoutPasses=\(traits.layoutPasses)") }
      if traits.autoLayout { words.append("autoLayout=true") }
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
