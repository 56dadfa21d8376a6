extension Engine {
  /// The controller whose content is on top of the screen, what analytics code logs as the
  /// screen shown: the top-most presented layer (or the window's root), then down its
  /// containers' visible children.
  var topVisibleContent: Controller? {
    guard var controller = topMostLayer() else { return nil }
    while let child = controller.visibleChild {
      controller = child
    }
    return controller
  }

  /// The root of the top-most presentation layer: the last presented controller, or the
  /// window's root when nothing is presented.
  func topMostLayer() -> Controller? {
    guard var layer = windowRoot else { return nil }
    while let presented = layer.presented {
      layer = presented
    }
    return layer
  }

  /// The root of the layer `controller` belongs to: its top-most ancestor (rule
  /// `present.context`).
  func layerRoot(of controller: Controller) -> Controller {
    var root = controller
    while let parent = root.parent {
      root = parent
    }
    return root
  }

  /// The nearest navigation controller holding `controller`.
  func navigationController(holding controller: Controller) -> Controller? {
    var current = controller.parent
    while let candidate = current {
      if candidate.kind == .navigation { return candidate }
      current = candidate.parent
    }
    return nil
  }

  /// `controller` and every descendant whose view is inside its view when it is on screen,
  /// parents before children.
  func subtreeOnScreen(_ controller: Controller) -> [Controller] {
    var result: [Controller] = []
    appendSubtreeOnScreen(controller, to: &result) { _ in true }
    return result
  }

  /// Appends `controller` and its descendants on screen that `include` accepts, parents
  /// before children, without intermediate arrays for the usual lone content controller.
  func appendSubtreeOnScreen(
    _ controller: Controller, to result: inout [Controller], where include: (Controller) -> Bool
  ) {
    if controller.kind == .content, controller.children.isEmpty {
      if include(controller) { result.append(controller) }
      return
    }
    var pending = [controller]
    while let next = pending.popLast() {
      if include(next) { result.append(next) }
      switch next.kind {
      case .navigation, .tabBar:
        if let child = next.visibleChild { pending.append(child) }
      case .content:
        pending.append(contentsOf: next.children.reversed())
      }
    }
  }

  /// Whether presenting with `style` takes the presenter's view out of the window.
  func hidesPresenter(_ style: PresentationStyle?) -> Bool {
    guard let style else { return false }
    return profile.stylesHidingPresenter.contains(style)
  }

  /// The presentation layers from `root` up whose views are in the window, bottom first.
  func layersInWindow(from root: Controller) -> [Controller] {
    var layers: [Controller] = []
    var layer: Controller? = root
    while let current = layer {
      if current.appearance.isInWindow { layers.append(current) }
      layer = current.presented
    }
    return layers
  }

  /// Where `controller` already is, if it is in the window's hierarchy or a container.
  func placeInHierarchy(of controller: Controller) -> String? {
    if controller === windowRoot { return "the window's root view controller" }
    if let parent = controller.parent { return "a child of \(parent.name)" }
    if let presenter = controller.presenter { return "presented by \(presenter.name)" }
    return nil
  }
}
