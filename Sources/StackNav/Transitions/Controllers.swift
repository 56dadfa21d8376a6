/// A transition's list of controllers (who leaves, who comes): one or two kept inline, the
/// rest in an array, so that the usual transition of one controller each way makes no heap
/// block. Made with `Controllers()` and `Controllers(_:)`, never from an array literal, which
/// makes an array first: the tests alone write literals.
struct Controllers: RandomAccessCollection {
  private(set) var count = 0
  private var first0: Controller?
  private var first1: Controller?
  /// The controllers from the third on; `nil` until there is a third (a list without one
  /// then holds no reference to count when it is copied).
  private var rest: [Controller]? = nil

  /// An empty list.
  init() {}

  /// A list of one controller.
  init(_ controller: Controller) {
    count = 1
    first0 = controller
  }

  /// A list of `controllers`, in order.
  init(_ controllers: some Sequence<Controller>) {
    for controller in controllers { append(controller) }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(position: Int) -> Controller {
    switch position {
    case 0: if let first0 { return first0 }
    case 1: if let first1 { return first1 }
    default: if let rest { return rest[position - 2] }
    }
    preconditionFailure("index \(position) out of a list of \(count)")
  }

  /// Adds `controller` at the end.
  mutating func append(_ controller: Controller) {
    switch count {
    case 0: first0 = controller
    case 1: first1 = controller
    default:
      // Taken out and put back, so that the array stays unique and grows in place.
      var more = rest ?? []
      rest = nil
      more.append(controller)
      rest = more
    }
    count += 1
  }

  /// Puts `controllers` in at `index`, before the one there (a hook's code adding a child to
  /// a container arriving: rare, so the list is made again).
  mutating func insert(contentsOf controllers: some Collection<Controller>, at index: Int) {
    var all = Array(self)
    all.insert(contentsOf: controllers, at: index)
    self = Controllers(all)
  }

  /// Removes every controller `shouldBeRemoved` picks, keeping the others in order.
  mutating func removeAll(where shouldBeRemoved: (Controller) -> Bool) {
    self = Controllers(filter { !shouldBeRemoved($0) })
  }
}
