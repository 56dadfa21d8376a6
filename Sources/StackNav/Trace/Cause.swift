/// Who makes UIKit call a controller: the sender of its arrow in a sequence diagram.
///
/// The engine knows it from what it is doing: a statement's own code creates controllers,
/// reads views and lets go of its local references; a container or presenter runs the
/// transitions it owns and frees what it let go; the window shows its root; UIKit itself
/// delivers memory warnings and drains autoreleased objects.
public enum Cause: Sendable, Equatable {
  /// The app's code: the statement being played.
  case app
  /// UIKit on its own: a memory warning, the run loop draining autoreleased objects.
  case uikit
  /// The window, showing or replacing its root view controller.
  case window
  /// A controller: the container or presenter running a transition, the parent adding or
  /// removing a child, or a controller freeing what only it held.
  case controller(String, isImplicit: Bool)

  /// How traces name it: `app`, `uikit`, `window`, or the controller's name.
  public var participant: String {
    switch self {
    case .app: "app"
    case .uikit: "uikit"
    case .window: "window"
    case .controller(let name, _): name
    }
  }

  /// A controller as a cause.
  static func of(_ controller: Controller) -> Cause {
    .controller(controller.name, isImplicit: !controller.isNamed)
  }
}

/// Who makes UIKit call a controller, as the engine keeps it while it plays: a controller is
/// its handle, not its name, so that setting the cause around each transition and each
/// move costs no string (the engine does it for most lines it sends). A trace's record
/// carries the public `Cause` it stands for.
enum Origin: Equatable {
  /// The app's code: the statement being played.
  case app
  /// UIKit on its own.
  case uikit
  /// The window.
  case window
  /// A controller: a container, a presenter, a parent, or a controller freeing what it held.
  case controller(Controller)

  /// A controller as an origin.
  static func of(_ controller: Controller) -> Origin { .controller(controller) }

  /// The cause a trace shows for it.
  var cause: Cause {
    switch self {
    case .app: .app
    case .uikit: .uikit
    case .window: .window
    case .controller(let controller): .of(controller)
    }
  }

  /// This origin in a copy of the engine.
  func copy(_ copies: ControllerCopies) -> Origin {
    if case .controller(let controller) = self { return .controller(copies[controller]) }
    return self
  }
}
