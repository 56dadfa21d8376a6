/// What UIKit prints when an app misuses it, as a template the rule table carries per range
/// of versions (rules `misuse.*`, docs/profiles.md): an exception, with the assertion line
/// UIKit logs before some, or a console line.
///
/// A template names what it is about with placeholders, each printed as the trace names
/// controllers (`<B>`): `<NAME>` the controller the call is about (pushed, presented, popped
/// to), `<P>` the controller the call is made on, `<HOST>` the root of P's layer (what hosts
/// its presentations), `<Q>` what HOST already presents, `<Nav>` the navigation controller,
/// `<STACK>` the new stack as `NSArray` describes it (one element a line), `<VERB>` `push` or
/// `pop`, `<ID>` the name as an identifier (a segue's, without brackets), and `BUNDLE` the app's bundle identifier (`com.example.stacknav`: a scenario has no
/// app).
package struct MisuseText: Sendable, Equatable {
  /// How UIKit reports the misuse.
  package enum Kind: Sendable, Equatable {
    /// It raises an exception of this class; the app terminates.
    case exception(String)
    /// It logs a line to the console when the request is made, and goes on.
    case console
    /// It logs a line to the console when the transition the request interrupted ends.
    case consoleAtEnd
  }

  /// The values a template's placeholders stand for (the engine fills them).
  package struct Values: Sendable {
    package var name = ""
    package var presenter = ""
    package var host = ""
    package var current = ""
    package var navigation = ""
    package var stack: [String] = []
    package var verb = ""
  }

  /// How UIKit reports it.
  package let kind: Kind
  /// The reason or console text, with placeholders.
  package let template: String
  /// The `*** Assertion failure in ...` line UIKit logs before the exception, if any.
  package let assertion: String?

  /// An exception of class `name` with `reason`.
  package static func exception(_ name: String, _ reason: String, assertion: String? = nil)
    -> MisuseText
  {
    MisuseText(kind: .exception(name), template: reason, assertion: assertion)
  }

  /// A console line logged when the request is made.
  package static func console(_ text: String) -> MisuseText {
    MisuseText(kind: .console, template: text, assertion: nil)
  }

  /// A console line logged when the interrupted transition ends.
  package static func consoleAtEnd(_ text: String) -> MisuseText {
    MisuseText(kind: .consoleAtEnd, template: text, assertion: nil)
  }

  /// The app's bundle identifier, as every profile prints it.
  package static let bundleIdentifier = "com.example.stacknav"

  /// The text with its placeholders replaced, in one pass (a value is never read again as a
  /// placeholder).
  package func rendered(_ values: Values) -> String {
    // By byte, in place: only where a placeholder may start are they tried, the text between
    // copied whole into one buffer; a value is made only when used. (Through the string's
    // index it cost about 10,000 instructions a text, most of them stepping the index.)
    var result: [UInt8] = []
    var template = template
    template.withUTF8 { bytes in
      result.reserveCapacity(bytes.count + 64)
      let starts = Self.placeholderStarts
      var copied = 0
      var index = 0
      while index < bytes.count {
        guard starts.contains(bytes[index]),
          let placeholder = Self.placeholders.first(where: { placeholder in
            placeholder.text.utf8.count <= bytes.count - index
              && placeholder.text.utf8.elementsEqual(
                bytes[index..<index + placeholder.text.utf8.count])
          })
        else {
          index += 1
          continue
        }
        result.append(contentsOf: bytes[copied..<index])
        result.append(contentsOf: placeholder.value(values).utf8)
        index += placeholder.text.utf8.count
        copied = index
      }
      result.append(contentsOf: bytes[copied...])
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The placeholders a template may hold, in the order they are tried, with their values.
  static let placeholders: [(text: String, value: @Sendable (Values) -> String)] = [
    ("<NAME>", { "<\($0.name)>" }), ("<P>", { "<\($0.presenter)>" }),
    ("<HOST>", { "<\($0.host)>" }), ("<Q>", { "<\($0.current)>" }),
    ("<Nav>", { "<\($0.navigation)>" }), ("<STACK>", { arrayDescription($0.stack) }),
    ("<VERB>", { $0.verb }), ("BUNDLE", { _ in bundleIdentifier }), ("<ID>", { $0.name }),
  ]
  /// The bytes a placeholder starts with (each an ASCII character).
  static let placeholderStarts = Array(Set(placeholders.compactMap(\.text.utf8.first))).sorted()

  /// The exception these values make (for `exception` texts; a console text makes none).
  package func exception(_ values: Values, rule: Rule?) -> UIKitException? {
    guard case .exception(let name) = kind else { return nil }
    return UIKitException(name: name, reason: rendered(values), assertion: assertion, rule: rule)
  }

  /// The text as `stacktrace rules` shows it.
  package var summary: String {
    switch kind {
    case .exception(let name):
      let before = assertion.map { " after the line '\($0)'" } ?? ""
      return "UIKit raises \(name)\(before), reason '\(template)'."
    case .console:
      return "UIKit logs '\(template)'."
    case .consoleAtEnd:
      return "UIKit logs, when the interrupted transition ends, '\(template)'."
    }
  }

  /// How `NSArray` describes an array of controllers: `(`, then each element on a line of its
  /// own, four spaces in, quoted (its description holds `<`), a comma after all but the
  /// last, then `)`.
  static func arrayDescription(_ names: [String]) -> String {
    "(\n" + names.map { "    \"<\($0)>\"" }.joined(separator: ",\n") + "\n)"
  }
}
