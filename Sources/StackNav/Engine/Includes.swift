/// The lines a scenario asks for beyond the life cycle: `include delegates` (navigation, tab
/// bar and presentation controller delegates) and `include geometry` (margins, safe area,
/// constraints, size transitions). Completion blocks are asked for per statement
/// (`completion=true`).
public struct Includes: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The delegate lines (`willShow`, `didSelect`, `presentationControllerWillDismiss`, ...).
  public static let delegates = Includes(rawValue: 1)
  /// The geometry lines (`viewSafeAreaInsetsDidChange`, `viewWillTransition`, ...).
  public static let geometry = Includes(rawValue: 2)
  /// The unwind segue's search and perform lines (`allowedChildrenForUnwinding`, ...).
  public static let unwinding = Includes(rawValue: 4)

  /// Each inclusion with the word that asks for it, in the order docs list them.
  public static let words: [(word: String, includes: Includes)] = [
    ("delegates", .delegates), ("geometry", .geometry), ("unwinding", .unwinding),
  ]

  /// The inclusion whose lines `callback` is, if it is one a scenario asks for and a hook
  /// may wait on: the sheet's and the page's delegate words, the geometry words, the
  /// unwind search's and perform's.
  public init?(hooking callback: Callback) {
    switch callback.kind {
    case .geometry: self = .geometry
    case .delegate: self = .delegates
    case .segue:
      switch callback {
      case .allowedChildrenForUnwinding, .canPerformUnwindSegueAction, .unwindForSegue:
        self = .unwinding
      default: return nil
      }
    case .lifecycle, .completion, .app, .coordinator, .restoration: return nil
    }
  }

  /// The inclusion a word names (`delegates`), if any.
  public init?(word: String) {
    guard let match = Includes.words.first(where: { $0.word == word }) else { return nil }
    self = match.includes
  }
}
