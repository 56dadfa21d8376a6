/// The payloads of `Operation`'s cases: what each statement says, by name, with the defaults
/// a statement leaves out. A grammar entry binds its operands and options to these fields.
extension Operation {
  /// `window.rootViewController = name`.
  public struct Root: Sendable, Equatable {
    /// The new root.
    public var name: String
    /// A new navigation controller whose root is `name` becomes the window's root instead.
    public var embedInNavigation: Bool

    /// The payload with these fields.
    public init(name: String = "", embedInNavigation: Bool = false) {
      self.name = name
      self.embedInNavigation = embedInNavigation
    }
  }

  /// `pushViewController(_:animated:)` for each name in turn.
  public struct Push: Sendable, Equatable {
    /// The controllers pushed, in order.
    public var names: [String]
    /// Each wrapped in a new navigation controller (which UIKit refuses).
    public var embedInNavigation: Bool
    /// Whether the push is animated.
    public var animated: Bool
    /// Each push registers a transition-coordinator completion.
    public var completion: Bool

    /// The payload with these fields.
    public init(
      names: [String] = [], embedInNavigation: Bool = false, animated: Bool = true,
      completion: Bool = false
    ) {
      self.names = names
      self.embedInNavigation = embedInNavigation
      self.animated = animated
      self.completion = completion
    }
  }

  /// `popViewController(animated:)`.
  public struct Pop: Sendable, Equatable {
    /// Whether the pop is animated.
    public var animated: Bool
    /// A transition-coordinator completion.
    public var completion: Bool

    /// The payload with these fields.
    public init(animated: Bool = true, completion: Bool = false) {
      self.animated = animated
      self.completion = completion
    }
  }

  /// `present(_:animated:completion:)` from the top-most visible controller, or from `from`.
  public struct Present: Sendable, Equatable {
    /// The controller presented.
    public var name: String
    /// The presenter; `nil`: the top-most visible controller.
    public var from: String?
    /// The presentation style; `nil`: UIKit's default.
    public var style: PresentationStyle?
    /// `name` inside a new navigation controller.
    public var embedInNavigation: Bool
    /// Whether the presentation is animated.
    public var animated: Bool
    /// A completion handler.
    public var completion: Bool
    /// `isModalInPresentation` set on the presented controller.
    public var modalInPresentation: Bool
    /// For `alert NAME`: the presented controller is a new `UIAlertController` of this
    /// style, which UIKit presents in its own style (rule `alert.present`).
    public var alert: AlertStyle?
    /// `adapt=none`: the presenter, the presentation controller's delegate, returns `.none`
    /// from `adaptivePresentationStyle(for:traitCollection:)` (rule `present.noAdaptation`).
    public var adaptNone: Bool

    /// The payload with these fields.
    public init(
      name: String = "", from: String? = nil, style: PresentationStyle? = nil,
      embedInNavigation: Bool = false, animated: Bool = true, completion: Bool = false,
      modalInPresentation: Bool = false, alert: AlertStyle? = nil, adaptNone: Bool = false
    ) {
      self.alert = alert
      self.adaptNone = adaptNone
      self.name = name
      self.from = from
      self.style = style
      self.embedInNavigation = embedInNavigation
      self.animated = animated
      self.completion = completion
      self.modalInPresentation = modalInPresentation
    }
  }

  /// `dismiss(animated:completion:)`: by the top-most presented controller's presenter, or on `name`.
  public struct Dismiss: Sendable, Equatable {
    /// The controller dismissed on; `nil`: the top-most presented controller's presenter.
    public var name: String?
    /// Whether the dismissal is animated.
    public var animated: Bool
    /// A completion handler.
    public var completion: Bool

    /// The payload with these fields.
    public init(name: String? = nil, animated: Bool = true, completion: Bool = false) {
      self.name = name
      self.animated = animated
      self.completion = completion
    }
  }

  /// A strong reference an owner takes or drops.
  public struct Reference: Sendable, Equatable {
    /// The controller referred to.
    public var name: String
    /// Who holds it (`Cache`, `B.timer`).
    public var owner: String

    /// The payload with these fields.
    public init(name: String = "", owner: String = "") {
      self.name = name
      self.owner = owner
    }
  }

  /// How a controller's code behaves, declared before it is created.
  public struct Declaration: Sendable, Equatable {
    /// The controller.
    public var name: String
    /// Its traits.
    public var traits: Traits

    /// The payload with these fields.
    public init(name: String = "", traits: Traits = Traits()) {
      self.name = name
      self.traits = traits
    }
  }

  /// `popToRootViewController(animated:)`.
  public struct PopToRoot: Sendable, Equatable {
    /// Whether the pop is animated.
    public var animated: Bool

    /// The payload with these fields.
    public init(animated: Bool = true) {
      self.animated = animated
    }
  }

  /// `popToViewController(name, animated:)`.
  public struct PopTo: Sendable, Equatable {
    /// The controller popped to.
    public var name: String
    /// Whether the pop is animated.
    public var animated: Bool

    /// The payload with these fields.
    public init(name: String = "", animated: Bool = true) {
      self.name = name
      self.animated = animated
    }
  }

  /// `setViewControllers(names, animated:)`.
  public struct SetStack: Sendable, Equatable {
    /// The new stack, bottom to top.
    public var names: [String]
    /// Whether the change is animated.
    public var animated: Bool

    /// The payload with these fields.
    public init(names: [String] = [], animated: Bool = true) {
      self.names = names
      self.animated = animated
    }
  }

  /// An interactive gesture the user completes or cancels.
  public struct Swipe: Sendable, Equatable {
    /// Whether the user gives up half-way.
    public var cancelled: Bool

    /// The payload with these fields.
    public init(cancelled: Bool = false) {
      self.cancelled = cancelled
    }
  }

  /// The window's root becomes a tab bar controller with these tabs, the first selected.
  public struct Tabs: Sendable, Equatable {
    /// The tabs, in order.
    public var names: [String]
    /// Each tab inside a new navigation controller.
    public var embedInNavigation: Bool
    /// `in=P`: the tab bar controller is this container's child, not the window's root.
    public var container: String?

    /// The payload with these fields.
    public init(names: [String] = [], embedInNavigation: Bool = false, container: String? = nil) {
      self.names = names
      self.embedInNavigation = embedInNavigation
      self.container = container
    }
  }

  /// `parent.addChild(child)`, its view added, `child.didMove(toParent: parent)`.
  public struct AddChild: Sendable, Equatable {
    /// The child.
    public var child: String
    /// The container.
    public var parent: String
    /// `embed=nav`: a new navigation controller, whose root is the child, is the container's
    /// child instead.
    public var embedInNavigation: Bool

    /// The payload with these fields.
    public init(child: String = "", parent: String = "", embedInNavigation: Bool = false) {
      self.child = child
      self.parent = parent
      self.embedInNavigation = embedInNavigation
    }
  }

  /// `name.beginAppearanceTransition(appearing, animated:)`.
  public struct BeginAppearance: Sendable, Equatable {
    /// The controller.
    public var name: String
    /// Whether it appears (else disappears).
    public var appearing: Bool
    /// Whether the transition is animated.
    public var animated: Bool

    /// The payload with these fields.
    public init(name: String = "", appearing: Bool = true, animated: Bool = true) {
      self.name = name
      self.appearing = appearing
      self.animated = animated
    }
  }

  /// `host.view.addSubview(name.view)`: no containment calls.
  public struct AddSubview: Sendable, Equatable {
    /// The controller whose view is added.
    public var name: String
    /// The controller whose view takes it.
    public var host: String

    /// The payload with these fields.
    public init(name: String = "", host: String = "") {
      self.name = name
      self.host = host
    }
  }

  /// Apple's recipe for swapping two children of `parent`.
  public struct ChildTransition: Sendable, Equatable {
    /// The child leaving.
    public var from: String
    /// The child arriving.
    public var to: String
    /// The container.
    public var parent: String
    /// Whether the swap is animated.
    public var animated: Bool

    /// The payload with these fields.
    public init(from: String = "", to: String = "", parent: String = "", animated: Bool = true) {
      self.from = from
      self.to = to
      self.parent = parent
      self.animated = animated
    }
  }

  /// The window's root becomes a page view controller whose data source serves `pages` in order.
  public struct Pages: Sendable, Equatable {
    /// The page view controller.
    public var name: String
    /// Its pages, in order; it shows the first.
    public var pages: [String]
    /// How it turns its pages.
    public var style: PageStyle
    /// `in=P`: the page view controller is this container's child, not the window's root.
    public var container: String?
    /// `embed=nav`: each page inside a new navigation controller, which is the page.
    public var embedInNavigation: Bool

    /// The payload with these fields.
    public init(
      name: String = "", pages: [String] = [], style: PageStyle = .scroll,
      container: String? = nil, embedInNavigation: Bool = false
    ) {
      self.name = name
      self.pages = pages
      self.style = style
      self.container = container
      self.embedInNavigation = embedInNavigation
    }
  }

  /// `name.setViewControllers([page], direction:animated:)`.
  public struct SetPage: Sendable, Equatable {
    /// The page view controller.
    public var name: String
    /// The page shown.
    public var page: String
    /// Whether the change is animated.
    public var animated: Bool

    /// The payload with these fields.
    public init(name: String = "", page: String = "", animated: Bool = true) {
      self.name = name
      self.page = page
      self.animated = animated
    }
  }

  /// The user turns `name`'s page to `page`, the one next to the current.
  public struct SwipePage: Sendable, Equatable {
    /// The page view controller.
    public var name: String
    /// The page turned to.
    public var page: String
    /// Whether the user gives up half-way.
    public var cancelled: Bool

    /// The payload with these fields.
    public init(name: String = "", page: String = "", cancelled: Bool = false) {
      self.name = name
      self.page = page
      self.cancelled = cancelled
    }
  }

  /// A storyboard segue to a new controller `name`: asked, prepared, then performed.
  public struct Segue: Sendable, Equatable {
    /// The segue's identifier and its destination's name.
    public var name: String
    /// How it is performed.
    public var kind: SegueKind
    /// The presentation style (with `kind` present).
    public var style: PresentationStyle?
    /// The destination inside a new navigation controller.
    public var embedInNavigation: Bool
    /// The source; `nil`: the top-most visible controller.
    public var from: String?
    /// Whether it is animated.
    public var animated: Bool
    /// Performed by code (`performSegue`): `shouldPerformSegue` is not asked.
    public var byCode: Bool
    /// What `shouldPerformSegue` answers.
    public var shouldPerform: Bool

    /// The payload with these fields.
    public init(
      name: String = "", kind: SegueKind = .show, style: PresentationStyle? = nil,
      embedInNavigation: Bool = false, from: String? = nil, animated: Bool = true,
      byCode: Bool = false, shouldPerform: Bool = true
    ) {
      self.name = name
      self.kind = kind
      self.style = style
      self.embedInNavigation = embedInNavigation
      self.from = from
      self.animated = animated
      self.byCode = byCode
      self.shouldPerform = shouldPerform
    }
  }

  /// An unwind segue from the top-most visible controller to `name`.
  public struct Unwind: Sendable, Equatable {
    /// The controller that implements the unwind action.
    public var name: String
    /// Performed by code: not asked.
    public var byCode: Bool
    /// Whether it is animated.
    public var animated: Bool
    /// What `shouldPerformSegue` answers.
    public var shouldPerform: Bool

    /// The payload with these fields.
    public init(
      name: String = "", byCode: Bool = false, animated: Bool = true, shouldPerform: Bool = true
    ) {
      self.name = name
      self.byCode = byCode
      self.animated = animated
      self.shouldPerform = shouldPerform
    }
  }

  /// The app launches with `name` as its first window's root.
  public struct Launch: Sendable, Equatable {
    /// The root.
    public var name: String
    /// `name` inside a new navigation controller.
    public var embedInNavigation: Bool
    /// With scenes (`nil`: the profile's default, scenes from iOS 13).
    public var scenes: Bool?
    /// UIKit loads the main storyboard instead of code making the window.
    public var windowFromStoryboard: Bool
    /// A launch into the background.
    public var intoBackground: Bool
    /// `restore=true`: the app preserves and restores its state, and the archive found at
    /// this launch holds the root, or the navigation stack `name` + `restored`.
    public var restore: Bool
    /// The restored stack's names above the root, bottom to top (only with `restore`).
    public var restored: [String]

    /// The payload with these fields.
    public init(
      name: String = "", embedInNavigation: Bool = false, scenes: Bool? = nil,
      windowFromStoryboard: Bool = false, intoBackground: Bool = false, restore: Bool = false,
      restored: [String] = []
    ) {
      self.name = name
      self.embedInNavigation = embedInNavigation
      self.scenes = scenes
      self.windowFromStoryboard = windowFromStoryboard
      self.intoBackground = intoBackground
      self.restore = restore
      self.restored = restored
    }
  }

  /// App code calls one of `name`'s appearance callbacks directly.
  public struct Call: Sendable, Equatable {
    /// The controller whose method is called.
    public var name: String
    /// The method: `viewWillAppear`, `viewDidAppear`, `viewWillDisappear` or
    /// `viewDidDisappear`.
    public var callback: Callback
    /// The `animated` argument.
    public var animated: Bool

    /// The payload with these fields.
    public init(name: String = "", callback: Callback = .viewWillAppear, animated: Bool = true) {
      self.name = name
      self.callback = callback
      self.animated = animated
    }

    /// The callbacks app code may call directly.
    public static let callbacks: [Callback] = [
      .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
    ]
  }
}
