/// Each operation made from its fields in the order a statement says them, as Swift code
/// writes it (`.push(["A", "B"], animated: true)`): the payload made with these fields.
extension Operation {
  public static func root(_ name: String, embedInNavigation: Bool = false) -> Operation {
    .root(Root(name: name, embedInNavigation: embedInNavigation))
  }
  public static func push(
    _ names: [String], embedInNavigation: Bool = false, animated: Bool, completion: Bool = false
  ) -> Operation {
    .push(
      Push(
        names: names, embedInNavigation: embedInNavigation, animated: animated,
        completion: completion))
  }
  public static func pop(animated: Bool, completion: Bool = false) -> Operation {
    .pop(Pop(animated: animated, completion: completion))
  }
  public static func present(
    _ name: String, from: String? = nil, style: PresentationStyle?, embedInNavigation: Bool,
    animated: Bool, completion: Bool = false, modalInPresentation: Bool = false
  ) -> Operation {
    .present(
      Present(
        name: name, from: from, style: style, embedInNavigation: embedInNavigation,
        animated: animated, completion: completion, modalInPresentation: modalInPresentation))
  }
  public static func dismiss(_ name: String?, animated: Bool, completion: Bool = false)
    -> Operation
  {
    .dismiss(Dismiss(name: name, animated: animated, completion: completion))
  }
  public static func retain(_ name: String, by owner: String) -> Operation {
    .retain(Reference(name: name, owner: owner))
  }
  public static func release(_ name: String, by owner: String) -> Operation {
    .release(Reference(name: name, owner: owner))
  }
  public static func declare(_ name: String, _ traits: Traits) -> Operation {
    .declare(Declaration(name: name, traits: traits))
  }
  public static func popToRoot(animated: Bool) -> Operation {
    .popToRoot(PopToRoot(animated: animated))
  }
  public static func popTo(_ name: String, animated: Bool) -> Operation {
    .popTo(PopTo(name: name, animated: animated))
  }
  public static func setStack(_ names: [String], animated: Bool) -> Operation {
    .setStack(SetStack(names: names, animated: animated))
  }
  public static func swipeBack(cancelled: Bool) -> Operation {
    .swipeBack(Swipe(cancelled: cancelled))
  }
  public static func swipeDown(cancelled: Bool) -> Operation {
    .swipeDown(Swipe(cancelled: cancelled))
  }
  public static func tabs(_ names: [String], embedInNavigation: Bool) -> Operation {
    .tabs(Tabs(names: names, embedInNavigation: embedInNavigation))
  }
  public static func addChild(_ child: String, to parent: String) -> Operation {
    .addChild(AddChild(child: child, parent: parent))
  }
  public static func beginAppearance(_ name: String, appearing: Bool, animated: Bool = true)
    -> Operation
  {
    .beginAppearance(BeginAppearance(name: name, appearing: appearing, animated: animated))
  }
  public static func addSubview(_ name: String, to host: String) -> Operation {
    .addSubview(AddSubview(name: name, host: host))
  }
  public static func transition(
    from: String, to: String, in parent: String, animated: Bool = true
  ) -> Operation {
    .transition(ChildTransition(from: from, to: to, parent: parent, animated: animated))
  }
  public static func pages(_ name: String, _ pages: [String], style: PageStyle = .scroll)
    -> Operation
  {
    .pages(Pages(name: name, pages: pages, style: style))
  }
  public static func setPage(_ name: String, to page: String, animated: Bool = true)
    -> Operation
  {
    .setPage(SetPage(name: name, page: page, animated: animated))
  }
  public static func swipePage(_ name: String, to page: String, cancelled: Bool = false)
    -> Operation
  {
    .swipePage(SwipePage(name: name, page: page, cancelled: cancelled))
  }
  public static func segue(
    _ name: String, kind: SegueKind = .show, style: PresentationStyle? = nil,
    embedInNavigation: Bool = false, from: String? = nil, animated: Bool = true,
    byCode: Bool = false, shouldPerform: Bool = true
  ) -> Operation {
    .segue(
      Segue(
        name: name, kind: kind, style: style, embedInNavigation: embedInNavigation, from: from,
        animated: animated, byCode: byCode, shouldPerform: shouldPerform))
  }
  public static func unwind(
    _ name: String, byCode: Bool = false, animated: Bool = true, shouldPerform: Bool = true
  ) -> Operation {
    .unwind(Unwind(name: name, byCode: byCode, animated: animated, shouldPerform: shouldPerform))
  }
  public static func launch(
    _ name: String, embedInNavigation: Bool = false, scenes: Bool? = nil,
    windowFromStoryboard: Bool = false, intoBackground: Bool = false
  ) -> Operation {
    .launch(
      Launch(
        name: name, embedInNavigation: embedInNavigation, scenes: scenes,
        windowFromStoryboard: windowFromStoryboard, intoBackground: intoBackground))
  }
}
