/// An exception UIKit raises on misuse: the app would terminate here (exit code 3).
public struct UIKitException: Error, Sendable, Equatable {
  /// The exception's class of error, such as `NSInvalidArgumentException`.
  public let name: String
  /// UIKit's own message; some span several lines (continuation lines start with spaces or
  /// `)`).
  public let reason: String
  /// The `*** Assertion failure in ...` line UIKit logs first, where it logs one.
  public let assertion: String?
  /// The rule whose text this is (`misuse.*`), for `--explain`.
  public let rule: Rule?

  /// Creates an exception from its name and reason.
  public init(name: String, reason: String, assertion: String? = nil, rule: Rule? = nil) {
    self.name = name
    self.reason = reason
    self.assertion = assertion
    self.rule = rule
  }

  /// Two exceptions are equal when UIKit prints them alike (the rule cited is not compared).
  public static func == (lhs: UIKitException, rhs: UIKitException) -> Bool {
    lhs.name == rhs.name && lhs.reason == rhs.reason && lhs.assertion == rhs.assertion
  }

  /// The line the console prints when the app terminates (several, when the reason has
  /// several).
  public var consoleLine: String {
    "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
  }

  /// The reason on one line: each line end, with the spaces after it, becomes one space (as
  /// standard error prints it).
  public var flatReason: String {
    var result = ""
    var skippingSpaces = false
    for character in reason {
      if character == "\n" {
        result.append(" ")
        skippingSpaces = true
      } else if skippingSpaces, character == " " {
        continue
      } else {
        skippingSpaces = false
        result.append(character)
      }
    }
    return result
  }
}
