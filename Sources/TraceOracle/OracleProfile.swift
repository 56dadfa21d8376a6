import Synchronization

/// What the oracle itself knows of a UIKit version: only the few facts its properties need,
/// written from the evidence independently of the engine's rule table.
///
/// Every fact is a bit set once from the version, which is kept nowhere else: two profiles
/// whose facts are all equal are judged alike (`judgesAlike`), whatever their names, which
/// only show in messages. Each fact is read through one subscript, which notes it in `reads`
/// when there is one, so that two profiles that differ only in facts a trace never asked
/// about judge that trace alike (`stacktrace explore`, docs/explore.md).
struct OracleProfile: Sendable {
  /// The profile's name as a trace or the caller gives it.
  private(set) var name: String
  /// Whether the trace's window is an iPad's (`# device ipad`): a regular width, where
  /// sheets and popovers never adapt (Apple's documentation of `popover`: "in a horizontally
  /// regular environment"; sheets notify the presenter only on iPhone before iOS 13,
  /// regularberry's per-device table).
  var isIPad = false
  /// Where the profile notes each fact it is asked about, if anywhere.
  var reads: FactReads?
  /// The facts, a bit each by `Fact.rawValue`.
  private let facts: UInt16

  /// The facts the oracle knows of a version, a bit each: read as `profile[.FACT]`.
  enum Fact: Int, CaseIterable {
    /// Whether the profile is an iOS version: not `documented` (the seed documents, which
    /// predate iOS 13's sheets and iOS 17's `viewIsAppearing`), nor a name the oracle does not
    /// know.
    case isIOS

    /// Whether appearances include `viewIsAppearing`: UIKit calls it from iOS 17 (Apple's
    /// documentation of `viewIsAppearing(_:)`, iOS 17 SDK; WWDC23 "What's new in UIKit"),
    /// after `viewWillAppear` and before the view's layout.
    case hasViewIsAppearing

    /// Whether a child a hook adds while its container appears, after the container's
    /// `viewWillAppear` step, gets `viewDidAppear` twice: a test project's printed outputs of
    /// iOS 5.0 and 6.1 (Open Radar 14058168) show it once, then twice; we keep it through
    /// iOS 8.
    case doublesLateChildDidAppear

    /// Whether views get `updateProperties` (iOS 26).
    case hasUpdateProperties

    /// Whether a push in the same turn as the window's first display joins it (iOS 18 on).
    case joinsFirstDisplay

    /// Whether a presentation the first screen of a navigation or tab bar controller asks for
    /// in its `viewDidLoad`, at the window's first display, is made before the display ends:
    /// console reports of iOS 8 to 13 show UIKit's "Unbalanced calls" line naming the
    /// container, and the presented screen shown; we keep it from iOS 5. From iOS 14 the
    /// request is refused (the container's view is not in the window yet).
    case presentsAtFirstDisplay

    /// Whether a navigation controller's first appearance sends `didShow` twice, the first
    /// right after `willShow`: the iOS 5 log of the navigation delegate ([s1] in
    /// docs/evidence.md); we keep it through iOS 6.
    case showsTwiceAtFirst

    /// Whether views are told their layout margins and safe area: from iOS 11 (Apple's
    /// documentation of `viewSafeAreaInsetsDidChange()`), and in `documented`, which places
    /// the second round's lines as the iOS profiles do.
    case hasMarginsAndSafeArea

    /// Whether page and form sheets (and `automatic`, their default) leave the presenter on
    /// screen: from iOS 13, where sheets became cards (Apple, "Modality" in the iOS 13 Human
    /// Interface Guidelines; hacknicity.com 2019, "View controller presentation changes in
    /// iOS 13"). Before, on iPhone, they covered the whole screen.
    case sheetsKeepPresenter

    /// Whether the window keeps appearing a root the app drove into appearing by hand when a
    /// new root replaces it (iOS 13 and later).
    case windowKeepsAppearingRoot

    /// Whether a launch that says nothing of scenes has them: from iOS 13.
    case launchesWithScenes

    /// Whether a restored controller hears `applicationFinishedRestoringState`: from iOS 7
    /// (iOS 6 has no such call).
    case hasFinishedRestoringState
  }

  /// Fact `fact`, noted in `reads`.
  ///
  /// A check asks it last among its conditions, once the trace's own have held: a fact noted
  /// where its answer decided nothing keeps `stacktrace explore` from taking the findings of
  /// an earlier profile that differs in it (docs/explore.md). Asked first whenever a hook's
  /// code ran at a first display, `presentsAtFirstDisplay` had iOS 14 explore a third of its
  /// five-deep units again.
  @inline(__always)
  subscript(fact: Fact) -> Bool {
    reads?.note(fact)
    return facts & 1 << fact.rawValue != 0
  }

  init(name: String) {
    self.name = name
    let version = name.hasPrefix("ios") ? Int(name.dropFirst(3)) : nil
    facts = Fact.allCases.reduce(0) { facts, fact in
      facts | (Self.holds(fact, inVersion: version) ? 1 << fact.rawValue : 0)
    }
  }

  /// Whether `fact` holds in iOS `version` (`nil`: `documented`, or a name the oracle does
  /// not know).
  private static func holds(_ fact: Fact, inVersion version: Int?) -> Bool {
    switch fact {
    case .isIOS: version != nil
    case .hasViewIsAppearing: (version ?? 0) >= 17
    case .doublesLateChildDidAppear: version.map { (6...8).contains($0) } ?? false
    case .hasUpdateProperties: (version ?? 0) >= 26
    case .joinsFirstDisplay: (version ?? 0) >= 18
    case .presentsAtFirstDisplay: version.map { $0 <= 13 } ?? false
    case .showsTwiceAtFirst: version.map { $0 <= 6 } ?? false
    case .hasMarginsAndSafeArea: version.map { $0 >= 11 } ?? true
    case .sheetsKeepPresenter, .windowKeepsAppearingRoot, .launchesWithScenes: (version ?? 0) >= 13
    case .hasFinishedRestoringState: (version ?? 0) >= 7
    }
  }

  /// Whether the oracle judges a trace of `other` exactly as one of this profile: every fact
  /// the same, only the name (which messages show) told apart; among `reads`, the facts a
  /// trace asked about, when given.
  func judgesAlike(_ other: OracleProfile, among reads: FactReads? = nil) -> Bool {
    (facts ^ other.facts) & (reads?.noted ?? .max) == 0
  }

  /// The style of a `present` that names none: `automatic` from iOS 13, `fullScreen` before
  /// (Apple's documentation of `modalPresentationStyle`).
  var defaultStyle: String { self[.sheetsKeepPresenter] ? "automatic" : "fullScreen" }

  /// What a presentation in `style` takes off screen: nothing for the over-styles and
  /// custom presentations (Apple's documentation of `overFullScreen` and
  /// `overCurrentContext`: "the views beneath the presented content are not removed") and,
  /// from iOS 13, for sheets; the layer it is presented from for the others: the presenting
  /// context's for `currentContext` (Apple's documentation of `currentContext` and
  /// `definesPresentationContext`), and the presenter's for `fullScreen` and, on iPhone
  /// before iOS 13, the sheets and popovers, which adapt to full screen ("the views
  /// belonging to the presenting view controller are removed", Apple's documentation of
  /// `fullScreen`): a layer an over-style or custom presentation left on screen below the
  /// presenter stays. From iOS 13 a popover on iPhone behaves as a form sheet (Apple's
  /// documentation of `UIModalPresentationStyle.popover`).
  func hiding(style: String, adapts: Bool = true) -> Hiding {
    // A sheet or popover that does not adapt (an iPad's, or kept by `adapt=none`) stays
    // small over its presenter.
    if !adapts || isIPad, ["automatic", "pageSheet", "formSheet", "popover"].contains(style) {
      return .nothing
    }
    switch style {
    case "overFullScreen", "overCurrentContext", "custom": return .nothing
    case "automatic", "pageSheet", "formSheet", "popover":
      return self[.sheetsKeepPresenter] ? .nothing : .presenting
    default: return .presenting
    }
  }

  /// What a presentation takes off screen.
  enum Hiding: Sendable {
    /// Nothing: the presenter stays on screen and hears nothing.
    case nothing
    /// The layer it is presented from.
    case presenting
  }
}

/// The facts an oracle's profile was asked about while it recorded them
/// (`TraceOracle.recordFacts(into:)`): two profiles that differ in none of them judge alike
/// what was judged.
///
/// Noted atomically, as the engine's `RuleReads` are (the explorer's workers may share a
/// record); a fact already noted is only read.
package final class FactReads: Sendable {
  private let bits = Atomic<UInt16>(0)

  package init() {}

  /// The facts noted, a bit each.
  var noted: UInt16 { bits.load(ordering: .relaxed) }

  /// Notes that something asked about `fact`.
  @inline(__always)
  func note(_ fact: OracleProfile.Fact) {
    let bit = UInt16(1) << fact.rawValue
    if bits.load(ordering: .relaxed) & bit == 0 { bits.bitwiseOr(bit, ordering: .relaxed) }
  }

  /// Notes every fact `other` noted.
  package func formUnion(_ other: FactReads) {
    bits.bitwiseOr(other.noted, ordering: .relaxed)
  }
}
