@testable import StackNav

// The tests write a transition's lists as literals; the engine never does (a literal made an
// array first, `Controllers`).
extension Controllers: ExpressibleByArrayLiteral {
  public init(arrayLiteral controllers: Controller...) {
    self.init(controllers)
  }
}
