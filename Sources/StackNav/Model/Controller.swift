/// A view controller in the model: a node with identity in the ownership graph and the
/// container hierarchy, carrying its two state machines.
///
/// Content controllers are the ones a scenario names. Navigation and tab bar controllers that
/// a scenario creates implicitly are controllers too, with generated names that no scenario
/// can write (`Nav#1`), so they can be traced when asked.
///
/// A handle to a row of the engine's `UnsafeControllerTable` (its fields are the row's, read
/// and changed in place through it, UnsafeControllerTable.swift): copying one, storing it in a list or a transition, costs no
/// reference counting, and a list of them is freed without visiting its elements. Its
/// identity is its row; the row outlives the controller's `dealloc`, emptied of every link,
/// until the engine is next at rest, so that what still names it until then (a transition's
/// notice) finds it dead.
struct Controller {
  /// What kind of view controller this is.
  typealias Kind = ControllerKind
  /// Transition properties UIKit exposes while a controller moves.
  typealias Motion = ControllerMotion

  /// The row, where it lies in its table: rows never move, and the table (the engine's own)
  /// outlives every handle into it, which live in the engine's state and never outside it.
  let row: UnsafeMutablePointer<ControllerRow>

  /// The row's place in its table.
  var slot: Int { row.pointee.slot }

  /// Whether UIKit leaves this controller's appearance alone for now: an explicit transition
  /// (or the window's, VW9) is open on it.
  var hasOpenAppearanceTransition: Bool { explicitLevel > 0 || windowHolds }

  /// The child on screen when this container is: the top of a navigation stack, the selected
  /// tab. `nil` for content controllers and empty containers.
  var visibleChild: Controller? {
    switch kind {
    case .navigation, .page: return children.last
    case .tabBar:
      let (children, index) = (children, selectedIndex)
      return children.indices.contains(index) ? children[index] : nil
    case .content: return nil
    }
  }

  /// The navigation, tab bar or page view controller a content controller holds as a child,
  /// the most recently added: where the top-most visible content is looked for inside a
  /// container the app writes (rules `containment.navigationChild`, `.tabBarChild`,
  /// `.pagesChild`). `nil` for containers UIKit writes.
  var embeddedContainer: Controller? {
    guard kind == .content, !children.isEmpty else { return nil }
    return children.last { $0.kind != .content }
  }

  /// The children whose views are inside this controller's view when it is on screen.
  var childrenOnScreen: [Controller] {
    switch kind {
    case .navigation, .tabBar, .page: visibleChild.map { [$0] } ?? []
    case .content: children
    }
  }
}

extension Controller: Hashable {
  static func == (lhs: Controller, rhs: Controller) -> Bool { lhs.row == rhs.row }
  func hash(into hasher: inout Hasher) { hasher.combine(row) }
}

/// Whether two handles name the same controller (its identity in the ownership graph).
func === (lhs: Controller?, rhs: Controller?) -> Bool { lhs?.row == rhs?.row }
/// Whether two handles name different controllers.
func !== (lhs: Controller?, rhs: Controller?) -> Bool { lhs?.row != rhs?.row }

extension Controller: CustomStringConvertible {
  var description: String { name }
}
