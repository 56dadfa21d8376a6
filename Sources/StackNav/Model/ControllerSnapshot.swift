/// A controller as it is at one moment, as a value: what ``Engine/controller(named:)`` hands
/// out, so that nothing outside the engine holds or changes the engine's own nodes.
///
/// Controllers are named by their names: `parent`, `children` and the presentation links
/// give names, which ``Engine/controller(named:)`` turns into snapshots of their own.
public struct ControllerSnapshot: Sendable, Equatable {
  /// Creation order, unique within an engine.
  public let id: Int
  /// The name the trace prints (`A`, or `Nav#1` for an implicit container).
  public let name: String
  /// Content, navigation or tab bar controller.
  public let kind: ControllerKind
  /// How the controller's own code behaves.
  public let traits: Traits
  /// Where its view state machine stands.
  public let view: ViewState
  /// Where its appearance state machine stands.
  public let appearance: AppearanceState
  /// The transition properties that hold right now.
  public let motion: ControllerMotion
  /// The container holding it, if any.
  public let parent: String?
  /// The controllers it contains: a navigation stack bottom to top, tabs in order, or custom
  /// children.
  public let children: [String]
  /// The child on screen when this container is: the top of a stack, the selected tab.
  public let visibleChild: String?
  /// The controller it presents, if any.
  public let presented: String?
  /// The controller presenting it, if any.
  public let presenter: String?
  /// The style it was presented with, if it is presented.
  public let presentationStyle: PresentationStyle?
  /// Who holds a strong reference to it, oldest first.
  public let retainers: [Retainer]
}

extension Controller {
  /// This controller as it is now, as a value.
  var snapshot: ControllerSnapshot {
    let row = row.pointee
    return ControllerSnapshot(
      id: row.id, name: row.name, kind: row.kind, traits: row.traits, view: row.view,
      appearance: row.appearance, motion: row.motion, parent: row.parent?.name,
      children: row.children.map(\.name), visibleChild: visibleChild?.name,
      presented: row.presented?.name, presenter: row.presenter?.name,
      presentationStyle: row.presentationStyle, retainers: Array(row.retainers))
  }
}
