/// A method UIKit calls on a view controller: the words of the trace.
///
/// The raw values are the words the text trace prints, which are UIKit's base method names
/// (`init` stands for `init(nibName:bundle:)`, `dealloc` for `deinit`).
public enum Callback: UInt8, CaseIterable, Sendable {
  case initialize
  case loadView
  case viewDidLoad
  case viewWillAppear
  case viewIsAppearing
  case viewWillLayoutSubviews
  case viewDidLayoutSubviews
  case viewDidAppear
  case viewWillDisappear
  case viewDidDisappear
  case willMoveToParent
  case didMoveToParent
  case didReceiveMemoryWarning
  case viewWillUnload
  case viewDidUnload
  case dealloc

  /// The word the trace prints for this callback.
  public var word: String {
    switch self {
    case .initialize: "init"
    case .loadView: "loadView"
    case .viewDidLoad: "viewDidLoad"
    case .viewWillAppear: "viewWillAppear"
    case .viewIsAppearing: "viewIsAppearing"
    case .viewWillLayoutSubviews: "viewWillLayoutSubviews"
    case .viewDidLayoutSubviews: "viewDidLayoutSubviews"
    case .viewDidAppear: "viewDidAppear"
    case .viewWillDisappear: "viewWillDisappear"
    case .viewDidDisappear: "viewDidDisappear"
    case .willMoveToParent: "willMoveToParent"
    case .didMoveToParent: "didMoveToParent"
    case .didReceiveMemoryWarning: "didReceiveMemoryWarning"
    case .viewWillUnload: "viewWillUnload"
    case .viewDidUnload: "viewDidUnload"
    case .dealloc: "dealloc"
    }
  }

  /// The callback a trace word names, if any.
  public init?(word: String) {
    guard let match = Callback.allCases.first(where: { $0.word == word }) else { return nil }
    self = match
  }

  /// Whether this is `willMoveToParent` or `didMoveToParent`, which take a parent argument.
  public var isMove: Bool { self == .willMoveToParent || self == .didMoveToParent }

  /// Whether UIKit passes this callback an `animated` argument.
  public var isAppearanceCallback: Bool {
    switch self {
    case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
      true
    default:
      false
    }
  }
}
