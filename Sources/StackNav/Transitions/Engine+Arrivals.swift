/// Who leaves and who arrives with a transition's roots: the controllers UIKit makes
/// disappear and appear with them, and the views that enter the window without appearance
/// callbacks, laid out in order.
extension Engine {

  /// Appends the controllers under `root` (itself included) that leave the window's
  /// appearance with it, parents before children: not the children of a container that
  /// forwards nothing, nor views added without containment (rules `forwarding.manual`,
  /// `view.insideTransition`). A controller with an explicit appearing transition open
  /// leaves like any other (UIKit's own transition is no level of the app's); one already
  /// disappearing by the app's hand is left to the app's end.
  func appendDepartures(_ root: Controller, to leaving: inout Controllers) {
    if root.kind == .content, root.children.isEmpty {
      // The usual lone controller: no walk, no array.
      if leavesAlone(root) { leaving.append(root) }
      return
    }
    var pending = [root]
    while let node = pending.popLast() {
      if node.appearance.isInWindow, node.explicitLevel == 0 || node.appearance == .appearing {
        leaving.append(node)
      }
      switch node.kind {
      case .navigation, .tabBar, .page:
        if let child = node.visibleChild { pending.append(child) }
      case .content:
        if node.forwarding != .manual {
          pending.append(contentsOf: node.children.reversed())
        }
      }
    }
  }

  /// Whether `root` is all that leaves the window's appearance with it: a content controller
  /// without children, in the window, with no appearing transition of the app's own open.
  func leavesAlone(_ root: Controller) -> Bool {
    root.kind == .content && root.children.isEmpty && root.appearance.isInWindow
      && (root.explicitLevel == 0 || root.appearance == .appearing)
  }

  /// Whether `root` is all that UIKit makes appear with it, and it appears: a content
  /// controller out of the window, without children, hosted views or an explicit transition.
  func arrivesAlone(_ root: Controller) -> Bool {
    root.kind == .content && root.children.isEmpty && root.hosted.isEmpty
      && root.explicitLevel == 0 && !root.appearance.isInWindow
  }

  /// Appends the controllers under `root` (itself included) that UIKit makes appear with it
  /// to `appearing`, parents before children. Once a view arrives that gets no appearance
  /// (a view added without containment, a child of a container that forwards nothing, a
  /// controller with an explicit transition open, and everything under these), `arriving`
  /// holds every arrival in layout order.
  ///
  /// - Parameter rootIsPassenger: whether `root` itself arrives without appearing.
  func appendArrivals(
    _ root: Controller, rootIsPassenger: Bool = false, appearing: inout Controllers,
    arriving: inout [Controller]?
  ) {
    if !rootIsPassenger, root.kind == .content, root.children.isEmpty, root.hosted.isEmpty,
      root.explicitLevel == 0
    {
      if arrivesAlone(root) {
        appearing.append(root)
        arriving?.append(root)
      }
      return
    }
    var pending = [(root, rootIsPassenger)]
    while let (node, isPassenger) = pending.popLast() {
      let appearsWithIt = !isPassenger && node.explicitLevel == 0
      if !appearsWithIt {
        if arriving == nil { arriving = Array(appearing) }
        arriving?.append(node)
      } else if !node.appearance.isInWindow {
        appearing.append(node)
        arriving?.append(node)
      }
      for guest in node.hosted.reversed() { pending.append((guest, true)) }
      switch node.kind {
      case .navigation, .tabBar:
        if let child = node.visibleChild { pending.append((child, !appearsWithIt)) }
      case .page:
        // The first page appeared inside the page view controller's viewDidLoad: its view
        // only arrives now (rule `page.firstPage`).
        if let child = node.visibleChild {
          pending.append((child, !appearsWithIt || child.appearance == .appeared))
        }
      case .content:
        let passengers = !appearsWithIt || node.forwarding == .manual
        for child in node.children.reversed() { pending.append((child, passengers)) }
      }
    }
  }

  /// Lays out what arrives in the window, in order: a controller with an explicit
  /// appearing transition open gets `viewIsAppearing` first (rule
  /// `appearance.manualViewIsAppearing`).
  func layOutArrivals(_ arrivals: some Collection<Controller>) {
    // By index: iterating the list copied it through a generic copy.
    for index in arrivals.indices {
      layOutArrival(arrivals[index])
    }
  }

  /// Lays out what a flight brings into the window (`arriving`, else `coming`), in order,
  /// by index, the list read again for each: a child a hook's code adds to a container
  /// being laid out is laid out right after it (rule `child.addedWhileAppearing`).
  func layOutArrivals(of flight: InFlight) {
    var index = 0
    while index < (flight.arriving?.count ?? flight.coming.count) {
      layOutArrival(flight.arriving?[index] ?? flight.coming[index])
      index += 1
    }
  }

  /// Lays out one arrival, if its view is loaded. A navigation controller that arrives
  /// without appearing (no viewWillAppear loaded its top's view) loads its top's view with
  /// its first layout (rule `containment.navigationChild`).
  private func layOutArrival(_ controller: Controller) {
    guard controller.view.hasView else { return }
    if controller.kind == .navigation, let top = controller.visibleChild, !top.view.hasView {
      loadViewIfNeeded(top, rule: cite(.navigationChild))
    }
    sendViewIsAppearingBeforeLayout(controller)
    layoutIfNeeded(controller)
    // A page view controller's first page came in with its view's load, after the
    // arrivals were known: it is laid out after its parent (rule `page.firstPage`).
    if controller.kind == .page, let page = controller.visibleChild, !page.laidOutSinceLoad,
      page.view.hasView, page.appearance == .appeared
    {
      // The views under it (its children's, a navigation controller's top's) are in its
      // own: laid out after it, parents first.
      var appearing = Controllers()
      var subtree: [Controller]? = []
      appendArrivals(page, rootIsPassenger: true, appearing: &appearing, arriving: &subtree)
      for view in subtree ?? [] where view.view.hasView && !view.laidOutSinceLoad {
        layoutIfNeeded(view)
      }
    }
  }

  /// `viewIsAppearing` for a controller with an explicit appearing transition open whose view
  /// is about to be laid out, if it has not had it in this appearance (rule
  /// `appearance.manualViewIsAppearing`: it comes before the view's layout).
  func sendViewIsAppearingBeforeLayout(_ controller: Controller) {
    guard controller.explicitLevel > 0, controller.appearance == .appearing,
      !controller.sentIsAppearing, let rule = profile.applied(.manualViewIsAppearing)
    else { return }
    send(.viewIsAppearing, to: controller, rule: rule, animated: controller.explicitAnimated)
  }
}
