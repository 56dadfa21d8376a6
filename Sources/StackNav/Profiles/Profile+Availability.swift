extension Profile {
  /// Something a scenario uses that its profile does not have.
  public struct Unavailable: Sendable, Equatable {
    /// What is missing: a verb (`swipeDown`) or an option (`style=automatic`).
    public let feature: String
    /// The first profile that has it, if any.
    public let firstProfile: String?
  }

  /// The iOS version each statement of the version profiles appeared in; `nil` for the
  /// statements every profile has (contract §2).
  static func introduction(of operation: Operation) -> Int? {
    switch operation {
    case .swipeBack: 7  // the interactive pop gesture (§3, §7)
    case .swipeDown: 13  // sheets dismissed by a swipe (§4.3, §7)
    case .popToRoot, .popTo, .setStack, .tabs, .select, .addChild, .removeChild: 5
    default: nil
    }
  }

  /// The iOS version each presentation style appeared in (§4.2, §7).
  static func introduction(of style: PresentationStyle) -> Int {
    switch style {
    case .fullScreen, .pageSheet, .formSheet, .currentContext: 3
    case .custom: 7
    case .overFullScreen, .overCurrentContext, .popover: 8
    case .automatic: 13
    }
  }

  /// What `operation` uses that this profile does not have, if anything.
  public func unavailability(of operation: Operation) -> Unavailable? {
    if case .meanwhile(let request) = operation { return unavailability(of: request) }
    if let since = Profile.introduction(of: operation) {
      guard let iosVersion else {
        return Unavailable(feature: operation.verb, firstProfile: Profile.firstProfile(since))
      }
      if iosVersion < since {
        return Unavailable(feature: operation.verb, firstProfile: Profile.firstProfile(since))
      }
    }
    if case .present(_, _, let style?, _, _) = operation, let iosVersion {
      let since = Profile.introduction(of: style)
      if iosVersion < since {
        return Unavailable(
          feature: "style=\(style.rawValue)", firstProfile: Profile.firstProfile(since))
      }
    }
    return nil
  }

  /// The first version profile at or after iOS `version`.
  static func firstProfile(_ version: Int) -> String? {
    iosVersions.first { $0 >= version }.map { "ios\($0)" }
  }
}
