extension Profile {
  /// UIKit as iOS 5 behaves (`Profile.ios(5)`).
  public static var ios5: Profile { .ios(5) }
  /// UIKit as iOS 6 behaves.
  public static var ios6: Profile { .ios(6) }
  /// UIKit as iOS 7 behaves.
  public static var ios7: Profile { .ios(7) }
  /// UIKit as iOS 8 behaves.
  public static var ios8: Profile { .ios(8) }
  /// UIKit as iOS 9 behaves.
  public static var ios9: Profile { .ios(9) }
  /// UIKit as iOS 10 behaves.
  public static var ios10: Profile { .ios(10) }
  /// UIKit as iOS 11 behaves.
  public static var ios11: Profile { .ios(11) }
  /// UIKit as iOS 12 behaves.
  public static var ios12: Profile { .ios(12) }
  /// UIKit as iOS 13 behaves.
  public static var ios13: Profile { .ios(13) }
  /// UIKit as iOS 14 behaves.
  public static var ios14: Profile { .ios(14) }
  /// UIKit as iOS 15 behaves.
  public static var ios15: Profile { .ios(15) }
  /// UIKit as iOS 16 behaves.
  public static var ios16: Profile { .ios(16) }
  /// UIKit as iOS 17 behaves.
  public static var ios17: Profile { .ios(17) }
  /// UIKit as iOS 18 behaves.
  public static var ios18: Profile { .ios(18) }
  /// UIKit as iOS 26 behaves.
  public static var ios26: Profile { .ios(26) }
}
