/// Whether a controller has its view: the first of its two state machines.
///
/// `loadView` opens a load and `viewDidLoad` closes it. Loads can nest: changing the status bar
/// inside `loadView` makes UIKit load the view again before the outer load ends
/// ([seed-003]), so the machine counts open loads. A load that closes without a view assigned
/// leaves the view missing, as an overriding `loadView` that assigns nothing does ([seed-000] [seed-002]).
public enum ViewState: Sendable, Equatable {
  /// The view was never loaded.
  case notLoaded
  /// `loadView` has run `depth` times without its `viewDidLoad` yet; `assigned` says whether a
  /// view was assigned meanwhile.
  case loading(depth: Int, assigned: Bool)
  /// The controller has its view.
  case loaded
  /// The view was loaded once and released since (by a memory warning, or `view = nil`).
  case unloaded

  /// Whether `view` is non-nil now.
  public var hasView: Bool {
    switch self {
    case .loaded: true
    case .loading(_, let assigned): assigned
    case .notLoaded, .unloaded: false
    }
  }

  /// The state after `callback`, or `nil` when the callback is not a legal edge from here.
  ///
  /// `loadView` records whether the override assigned a view (`assigns`). Callbacks that do
  /// not belong to this machine leave the state unchanged.
  @inline(__always)
  public func after(_ callback: Callback, assigns: Bool = true) -> ViewState? {
    switch (self, callback) {
    case (.notLoaded, .loadView), (.unloaded, .loadView):
      .loading(depth: 1, assigned: assigns)
    case (.loading(let depth, let assigned), .loadView):
      .loading(depth: depth + 1, assigned: assigned || assigns)
    case (.loading(1, let assigned), .viewDidLoad):
      assigned ? .loaded : .notLoaded
    case (.loading(let depth, let assigned), .viewDidLoad):
      .loading(depth: depth - 1, assigned: assigned)
    case (.loaded, .viewWillUnload):
      .loaded
    case (.loaded, .viewDidUnload), (.unloaded, .viewDidUnload):
      .unloaded
    case (_, .loadView), (_, .viewDidLoad), (_, .viewWillUnload), (_, .viewDidUnload):
      nil
    default:
      self
    }
  }
}
