/// An ownership edge into a controller: who holds a strong reference to it.
///
/// The owner side is implicit where the hierarchy already says who it is: `.container` is the
/// controller's `parent`, `.presenter` its `presentingViewController`. A controller is
/// deallocated exactly when its last retainer goes (docs/architecture.md, principle 3).
public enum Retainer: Sendable, Hashable {
  /// `window.rootViewController`.
  case window
  /// A slot of the parent's `viewControllers` (navigation, tab bar) or `children`.
  case container
  /// `presentingViewController.presentedViewController`.
  case presenter
  /// A named owner from `retain NAME by OWNER`.
  case named(String)
  /// The statement's local reference, released when the statement ends (docs/scenario-language.md).
  case statement
  /// UIKit's own reference while a transition runs (the popped or dismissed controller).
  case transition
  /// An autoreleased return value (the array `popToRootViewController` returns), drained when
  /// the run loop turns.
  case autorelease

  /// Whether the reference outlives the statement that made it.
  public var isLasting: Bool {
    switch self {
    case .window, .container, .presenter, .named: true
    case .statement, .transition, .autorelease: false
    }
  }
}

/// A controller's ownership edges, oldest first, the first two kept inline: most controllers
/// have one lasting owner (their container, the window) and, for a while, one passing
/// reference (the statement's, UIKit's during a transition); an array would be a heap block
/// of its own, made and freed each time.
struct Retainers: Sequence {
  // `second` is set only when `first` is, `rest` holds edges only when `second` is set.
  private var first: Retainer?
  private var second: Retainer?
  private var rest = OrderedBag<Retainer>()

  /// Whether nothing holds the controller.
  var isEmpty: Bool { first == nil }

  /// Adds an edge, after the others.
  mutating func append(_ retainer: Retainer) {
    if first == nil {
      first = retainer
    } else if second == nil {
      second = retainer
    } else {
      rest.append(retainer)
    }
  }

  /// Removes the oldest edge equal to `retainer`; whether there was one.
  mutating func remove(_ retainer: Retainer) -> Bool {
    if first == retainer {
      first = second
      second = rest.popFirst()
    } else if second == retainer {
      second = rest.popFirst()
    } else {
      return rest.removeOldest(retainer)
    }
    return true
  }

  /// The edges, oldest first.
  struct Iterator: IteratorProtocol {
    fileprivate var first: Retainer?
    fileprivate var second: Retainer?
    fileprivate var rest: OrderedBag<Retainer>.Iterator

    mutating func next() -> Retainer? {
      if let value = first {
        first = second
        second = nil
        return value
      }
      return rest.next()
    }
  }

  func makeIterator() -> Iterator {
    Iterator(first: first, second: second, rest: rest.makeIterator())
  }
}

/// A strong reference a named owner holds (`retain NAME by OWNER`, a page view controller's
/// data source): the owner's name and what it holds.
struct NamedReference: Hashable {
  let owner: String
  let target: Controller
}
