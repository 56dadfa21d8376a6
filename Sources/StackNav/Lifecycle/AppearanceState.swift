/// Where a controller stands in its appearance cycle: the second of its two state machines.
///
/// Every appearance callback is an edge of this machine. The cancel edges (appearing to
/// disappearing, disappearing to appearing) are the ones interactive transitions take when the
/// user gives up half-way (transition.cancel).
public enum AppearanceState: Sendable, Equatable {
  case disappeared
  case appearing
  case appeared
  case disappearing

  /// The state after `callback`, or `nil` when the callback is not a legal edge from here.
  ///
  /// Callbacks that do not belong to this machine leave the state unchanged.
  @inline(__always)
  public func after(_ callback: Callback) -> AppearanceState? {
    switch (self, callback) {
    case (.disappeared, .viewWillAppear), (.disappearing, .viewWillAppear):
      .appearing
    case (.appearing, .viewIsAppearing):
      .appearing
    case (.appearing, .viewDidAppear):
      .appeared
    case (.appeared, .viewWillDisappear), (.appearing, .viewWillDisappear):
      .disappearing
    case (.disappearing, .viewDidDisappear):
      .disappeared
    case (_, .viewWillAppear), (_, .viewIsAppearing), (_, .viewDidAppear),
      (_, .viewWillDisappear), (_, .viewDidDisappear):
      nil
    default:
      self
    }
  }

  /// Whether the controller's view is in the window: from its first `viewWillAppear` until its
  /// `viewDidDisappear`.
  public var isInWindow: Bool { self != .disappeared }
}
