/// Who owns whom at one moment: the window, every controller alive, the named owners, and
/// the strong references between them, each labelled with the property that holds it
/// (docs/architecture.md, principle 3).
public struct OwnershipGraph: Sendable, Equatable {
  /// Something that holds or is held.
  public struct Node: Sendable, Equatable {
    /// What a node stands for.
    public enum Kind: String, Sendable, Equatable {
      /// The window.
      case window
      /// A controller (its kind says which).
      case controller
      /// A free-standing owner (`retain A by Cache`).
      case owner
      /// The statement being played, holding what it created (a local variable).
      case statement
      /// UIKit's own short holds: a transition in flight, the autorelease pool.
      case uikit
    }

    /// The node's name: `window`, a controller's name, an owner's name, `statement` or
    /// `UIKit`.
    public let name: String
    /// What it stands for.
    public let kind: Kind
    /// For controllers: navigation, tab bar or content.
    public let controllerKind: ControllerKind?
    /// Whether it is a container the scenario created implicitly (`Nav#1`).
    public let isImplicit: Bool
    /// Whether its view is in the window.
    public let isOnScreen: Bool
    /// Whether it is alive but unreachable from the window and from free-standing owners.
    public let isLeaked: Bool
  }

  /// A strong reference.
  public struct Edge: Sendable, Equatable {
    /// The holder's node name.
    public let from: String
    /// The held controller's name.
    public let to: String
    /// The property holding it: `rootViewController`, `viewControllers[1]`,
    /// `presentedViewController`, `delegate`, ...
    public let label: String
    /// Whether the reference goes by itself when the statement or the transition ends.
    public let isTransient: Bool
  }

  /// The nodes: the window, controllers in creation order, owners, then short-lived holders.
  public let nodes: [Node]
  /// The edges, by held controller in creation order, each controller's in the order taken.
  public let edges: [Edge]
}

extension Engine {
  /// The ownership graph now.
  public func ownershipGraph() -> OwnershipGraph {
    let leaked = Set(
      leaks().compactMap { finding -> String? in
        if case .leak(let controller, _, _) = finding { return controller }
        return nil
      })
    var nodes = [
      OwnershipGraph.Node(
        name: "window", kind: .window, controllerKind: nil, isImplicit: false,
        isOnScreen: windowRoot != nil, isLeaked: false)
    ]
    var edges: [OwnershipGraph.Edge] = []
    var owners: [String] = []
    let slots = SlotIndex()
    var transientHolders: Set<OwnershipGraph.Node.Kind> = []
    for controller in aliveControllers {
      nodes.append(
        OwnershipGraph.Node(
          name: controller.name, kind: .controller, controllerKind: controller.kind,
          isImplicit: !controller.isNamed, isOnScreen: controller.appearance.isInWindow,
          isLeaked: leaked.contains(controller.name)))
      for retainer in controller.retainers {
        guard let (holder, label) = holderAndLabel(of: controller, retainer, slots: slots) else {
          continue
        }
        edges.append(
          OwnershipGraph.Edge(
            from: holder, to: controller.name, label: label, isTransient: !retainer.isLasting))
        if case .named(let owner) = retainer,
          self.node(named: Engine.ownerHead(owner)) == nil,
          !owners.contains(holder)
        {
          owners.append(holder)
        }
        if retainer == .statement { transientHolders.insert(.statement) }
        if retainer == .transition || retainer == .autorelease { transientHolders.insert(.uikit) }
      }
    }
    for owner in owners {
      nodes.append(
        OwnershipGraph.Node(
          name: owner, kind: .owner, controllerKind: nil, isImplicit: false, isOnScreen: false,
          isLeaked: false))
    }
    for (kind, name) in [(OwnershipGraph.Node.Kind.statement, "statement"), (.uikit, "UIKit")]
    where transientHolders.contains(kind) {
      nodes.append(
        OwnershipGraph.Node(
          name: name, kind: kind, controllerKind: nil, isImplicit: false, isOnScreen: false,
          isLeaked: false))
    }
    return OwnershipGraph(nodes: nodes, edges: edges)
  }

  /// The node holding one reference into `controller`, and the property it holds it by.
  private func holderAndLabel(
    of controller: Controller, _ retainer: Retainer, slots: SlotIndex
  ) -> (String, String)? {
    switch retainer {
    case .window:
      return ("window", "rootViewController")
    case .container:
      guard let parent = controller.parent else { return nil }
      let slot = slotLabel(of: controller, in: parent, slots: slots)
      return (parent.name, String(slot.dropFirst(parent.name.count + 1)))
    case .presenter:
      guard let presenter = controller.presenter else { return nil }
      return (presenter.name, "presentedViewController")
    case .named(let owner):
      let head = Engine.ownerHead(owner)
      let property = owner.count > head.count ? String(owner.dropFirst(head.count + 1)) : "retains"
      return (head, property)
    case .statement:
      return ("statement", "local")
    case .transition:
      return ("UIKit", "transition")
    case .autorelease:
      return ("UIKit", "autorelease pool")
    }
  }
}
