/// The bounds that keep any scenario from exhausting time or memory. Past one, the run ends
/// with an error naming it (docs/limits.md).
public struct Limits: Sendable, Equatable {
  /// The deepest a navigation stack may grow.
  public var stackDepth = 1_048_576
  /// The longest chain of presented controllers.
  public var presentationDepth = 1_000
  /// The deepest chain of custom child controllers (`addChild`).
  public var containmentDepth = 1_000
  /// The longest chain of views inside views (`addSubview` and `addChild`, counted
  /// together).
  public var viewNestingDepth = 1_000
  /// The deepest hooks may fire inside hooks.
  public var hookNestingDepth = 64
  /// The most callbacks, notes and warnings one run may produce.
  public var traceEvents = 200_000_000
  /// The most work one run may do, in engine steps: each line of its trace, and each
  /// controller a statement looks at or moves without printing a line for it (a search of a
  /// stack, a gap closed in a list of children). A count, not a time: the same scenario
  /// stops at the same statement on every machine.
  public var workSteps = 1_000_000_000

  /// The default bounds.
  public init() {}

  /// One of the bounds.
  public enum Bound: String, Sendable, Equatable {
    case stackDepth = "navigation stack depth"
    case presentationDepth = "presentation depth"
    case containmentDepth = "containment depth"
    case viewNestingDepth = "view nesting depth"
    case hookNestingDepth = "hook nesting depth"
    case traceEvents = "trace length"
    case workSteps = "work"
  }

  /// The value of `bound`.
  public func value(of bound: Bound) -> Int {
    switch bound {
    case .stackDepth: stackDepth
    case .presentationDepth: presentationDepth
    case .containmentDepth: containmentDepth
    case .viewNestingDepth: viewNestingDepth
    case .hookNestingDepth: hookNestingDepth
    case .traceEvents: traceEvents
    case .workSteps: workSteps
    }
  }
}
