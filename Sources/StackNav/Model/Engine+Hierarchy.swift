extension Engine {
  /// The controller whose content is on top of the screen, what analytics code logs as the
  /// screen shown: the top-most presented layer (or the window's root), then down its
  /// containers' visible children (and a content controller's navigation child).
  var topVisibleContent: Controller? {
    guard let layer = topMostLayer() else { return nil }
    return visibleContent(of: layer)
  }

  /// What `layer` shows: down its visible children (or a container the app embedded) to
  /// content.
  func visibleContent(of layer: Controller) -> Controller {
    var controller = layer
    while let child = controller.visibleChild ?? controller.embeddedContainer {
      controller = child
    }
    return controller
  }

  /// What the screen shows (`--format screens`): the top-most visible content of the
  /// top-most layer that is a screen of its own (`isScreen`: an alert, or a sheet or popover
  /// that stays small, leaves what is below the screen).
  var screenContent: Controller? {
    guard var layer = topMostLayer() else { return nil }
    while let presenter = layer.presenter, !isScreen(layer) {
      layer = layerRoot(of: presenter)
    }
    return visibleContent(of: layer)
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
      case .navigation, .tabBar, .page:
        if let child = next.visibleChild { pending.append(child) }
      case .content:
        pending.append(contentsOf: next.children.reversed())
      }
    }
  }

  /// Whether presenting with `style` takes the presenter's view out of the window: a sheet
  /// or popover that does not adapt (on an iPad, or with `adapt=none`) never does (rules
  /// `device.ipad`, `present.noAdaptation`).
  func hidesPresenter(_ style: PresentationStyle?, adapts: Bool = true) -> Bool {
    guard let style else { return false }
    if !adapts, style.isSheetOrPopover { return false }
    return profile.hidesPresenter(style)
  }

  /// Whether the presentation of `presented` takes its presenter's view out of the window.
  func hidesPresenter(of presented: Controller) -> Bool {
    hidesPresenter(presented.presentationStyle, adapts: presented.presentationAdapts)
  }

  /// Whether the presentation of `presented` is a screen of its own (`--format screens`):
  /// not an alert, nor a sheet or popover that does not adapt (it stays small over what
  /// shows).
  func isScreen(_ presented: Controller) -> Bool {
    guard presented.alertStyle == nil else { return false }
    guard let style = presented.presentationStyle else { return true }
    return presented.presentationAdapts || !style.isSheetOrPopover
  }

  /// Whether the layer `root` roots is under a presentation that took its views out of the
  /// window (a full-screen style, say), once that presentation has come on screen.
  func isCovered(_ root: Controller) -> Bool {
    guard let presented = root.presented, presented.appearance == .appeared else { return false }
    return hidesPresenter(of: presented)
  }

  /// The presentation layers from `root` up whose views are in the window, bottom first.
  func layersInWindow(from root: Controller) -> [Controller] {
    var layers: [Controller] = []
    var layer: Controller? = root
    while let current = layer {
      if current.appearance.isInWindow, !isCovered(current) { layers.append(current) }
      layer = current.presented
    }
    return layers
  }

  /// Where `controller` already is, if it is in the window's hierarchy or a container.
  func placeInHierarchy(of controller: Controller) -> String? {
    if controller === windowRoot { return "the window's root view controller" }
    if let parent = controller.parent { return "a child of \(parent.name)" }
    if let presenter = controller.presenter { return "presented by \(presenter.name)" }
    if let host = controller.host { return "a subview of \(host.name)'s view" }
    return nil
  }

  /// Whether `controller`'s view is in the window, from where it is rather than from its
  /// appearance: up its superviews (a host's view, a custom container's, a container's
  /// visible child) to a layer's root. A loop, bounded by the nesting limits.
  func viewIsInWindow(_ controller: Controller) -> Bool {
    var node = controller
    while true {
      if let host = node.host {
        node = host
      } else if let parent = node.parent {
        if parent.kind != .content, parent.visibleChild !== node { return false }
        node = parent
      } else if node.explicitLevel > 0 || node.appearanceByHand {
        // A layer's root whose appearance the app drives: where it is says it all (a
        // presentation that hides its presenter took the layer's views out of the window).
        return (node === windowRoot || node.presenter != nil) && !isCovered(node)
      } else {
        return node.appearance.isInWindow
      }
    }
  }

  /// Takes `controller` out of `list` (a container's children, the views a view holds),
  /// searched from both ends at once, as a list usually loses its newest or its oldest: the
  /// search costs a step a place looked at, the gap closed a step per 16 places moved.
  func remove(_ controller: Controller, from list: inout [Controller]) {
    var (low, high) = (0, list.count - 1)
    while low <= high {
      let index: Int
      if list[high] == controller {
        index = high
      } else if list[low] == controller {
        index = low
      } else {
        low += 1
        high -= 1
        continue
      }
      charge(2 * (low + 1) + (list.count - index) / 16)
      list.remove(at: index)
      return
    }
    charge(list.count)
  }

  /// Whether neither `controller` nor any controller whose view holds its view has an
  /// explicit transition open or is in a transition UIKit runs: a view arriving under it
  /// then gets its own appearance from the window move (rule `view.windowMove`), else none
  /// (rule `view.insideTransition`).
  func viewMoveIsQuiet(above controller: Controller) -> Bool {
    var node: Controller? = controller
    while let current = node {
      if current.hasOpenAppearanceTransition { return false }
      if current.appearance == .appearing || current.appearance == .disappearing { return false }
      node = current.host ?? current.parent
    }
    return true
  }

  /// Whether UIKit leaves `controller`'s appearance to the app, so that it need not match the
  /// screen: the app drove it last, a transition is open on it, or its view sits under a view
  /// added without containment, a container that forwards by hand or a controller the app
  /// drives.
  func appearanceIsTheAppsAffair(_ controller: Controller) -> Bool {
    var node = controller
    while true {
      if node.appearanceByHand || node.hasOpenAppearanceTransition || node.host != nil {
        return true
      }
      guard let parent = node.parent else { return false }
      if parent.forwarding?.forwardsByHand == true { return true }
      node = parent
    }
  }

  /// How many views a view added to `controller`'s view would sit inside: the links of
  /// `addSubview` and `addChild` above it, counted together.
  func viewNestingDepth(below controller: Controller) -> Int {
    var depth = 1
    var node: Controller? = controller
    while let current = node {
      if let host = current.host {
        depth += 1
        node = host
      } else if let parent = current.parent {
        if parent.kind == .content { depth += 1 }
        node = parent
      } else {
        node = nil
      }
    }
    return depth
  }
}
