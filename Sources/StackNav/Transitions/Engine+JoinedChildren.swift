/// Children a hook's code adds to a container while a transition brings the container on
/// screen: what UIKit forwards to them depends on how far the container's appearance has
/// got (rules `child.addedWhileLoading`, `child.addedInWillAppear`,
/// `child.addedWhileAppearing`).
extension Engine {
  /// Plays `child`, just made `parent`'s child by a hook's code, into the flight bringing
  /// `parent` on screen, if one is: its moves and its load now, then the appearance lines
  /// UIKit forwards to it with its container's. Returns whether it joined; a container that
  /// forwards by hand, or one not arriving, leaves the child to the usual rules.
  func joinsFlight(_ child: Controller, to parent: Controller) -> Bool {
    guard let flight = flightPlaying, schedule.hooks.current != nil,
      parent.kind == .content, parent.forwarding?.forwardsByHand != true,
      profile.has(.childAddedWhileLoading),
      let (anchor, position) = arrivingAnchor(of: parent, in: flight)
    else { return false }
    let end = Self.end(ofSubtree: anchor, in: flight.coming, from: position)
    let late: Bool
    switch flight.willProgress {
    case .notStarted: late = false
    case .sending(let index): late = end <= index
    case .done: late = true
    }
    let rule: RuleID =
      late
      ? .childAddedWhileAppearing
      : anchor.appearance == .disappeared ? .childAddedWhileLoading : .childAddedInWillAppear
    // At the hook: parent.view.addSubview(child.view) loads both views; the container's
    // didMove call follows.
    child.motion.insert(.movingToParent)
    sendMove(.willMoveToParent, child, to: parent)
    loadViewIfNeeded(parent, rule: cite(.lazyLoading))
    // A navigation or tab bar controller's view holds its visible child's: loaded with it.
    var loading: Controller? = child
    while let controller = loading {
      loadViewIfNeeded(controller, rule: cite(.lazyLoading))
      loading =
        controller.kind == .navigation || controller.kind == .tabBar
        ? controller.visibleChild : nil
    }
    sendMove(.didMoveToParent, child, to: parent)
    child.motion.remove(.movingToParent)
    var joining = Controllers()
    var arriving: [Controller]?
    appendArrivals(child, appearing: &joining, arriving: &arriving)
    flight.coming.insert(contentsOf: joining, at: end)
    if let inLayoutOrder = flight.arriving,
      let at = inLayoutOrder.firstIndex(where: { $0 === parent })
    {
      let after = Self.end(ofSubtree: parent, in: inLayoutOrder, from: at)
      flight.arriving?.insert(contentsOf: arriving ?? Array(joining), at: after)
    }
    for controller in joining {
      flight.joined.append((controller, rule))
    }
    if late { joinLate(joining, rule: rule) }
    return true
  }

  /// Puts `child`, just appeared in `parent` by a hook's code before the running
  /// transition's `viewWillDisappear` step, among what that transition takes off screen when
  /// `parent` is: it disappears with its container (rule `view.insideTransition` covers a
  /// child added once that step has begun).
  func joinDepartures(_ child: Controller, under parent: Controller, of flight: InFlight) {
    guard parent.appearance == .appeared, child.appearance == .appeared,
      let position = flight.leaving.firstIndex(where: { $0 === parent })
    else { return }
    var departing = Controllers()
    appendDepartures(child, to: &departing)
    flight.joinDepartures(
      departing, at: Self.end(ofSubtree: parent, in: flight.leaving, from: position))
  }

  /// Where a child added to `parent` joins the flight: `parent` itself when it arrives with
  /// it; when its appearance came early (a page a curl-style page view controller shows in
  /// its load), the container it enters the window with. With its place in `coming`.
  private func arrivingAnchor(of parent: Controller, in flight: InFlight) -> (Controller, Int)? {
    var anchor = parent
    if parent.appearance == .appeared {
      guard !viewIsInWindow(parent) else { return nil }
      while !flight.coming.contains(where: { $0 === anchor }) {
        guard let above = anchor.parent ?? anchor.host else { return nil }
        anchor = above
      }
    }
    guard anchor.appearance == .disappeared || anchor.appearance == .appearing,
      let position = flight.coming.firstIndex(where: { $0 === anchor })
    else { return nil }
    return (anchor, position)
  }

  /// A child that joined after its container's `viewWillAppear` step: UIKit skips the
  /// appearing state's line, and in iOS 6 to 8 the window move sends `viewDidAppear` at the
  /// end of the hook's lines, before the container's forwards it again.
  private func joinLate(_ joining: Controllers, rule: RuleID) {
    let doubled = profile.value(of: rule) == .count(2)
    for controller in joining {
      controller.appearance = .appearing
      if doubled {
        send(.viewDidAppear, to: controller, rule: rule, animated: false)
        // The container's forwarding sends it again: its state is still the window's.
        controller.appearance = .appearing
      }
    }
  }

  /// The index after `root`'s subtree in `list`, which holds parents before their children,
  /// `root` at `start`.
  private static func end(
    ofSubtree root: Controller, in list: some RandomAccessCollection<Controller>, from start: Int
  ) -> Int {
    var end = start + 1
    while end < list.count, list[list.index(list.startIndex, offsetBy: end)].descends(from: root) {
      end += 1
    }
    return end
  }
}

extension Controller {
  /// Whether `ancestor` is above it, through parents and the views it is hosted in.
  fileprivate func descends(from ancestor: Controller) -> Bool {
    var node = parent ?? host
    while let current = node {
      if current === ancestor { return true }
      node = current.parent ?? current.host
    }
    return false
  }
}
