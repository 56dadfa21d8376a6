extension TraceOracle {
  /// The flags a JSON Lines callback record carries as booleans.
  static let jsonFlags = [
    "isMovingToParent", "isMovingFromParent", "isBeingPresented", "isBeingDismissed",
  ]

  /// Checks a whole JSON Lines trace; returns its violations.
  ///
  /// Reads only the fields it needs, with a deliberately small reader of flat JSON objects
  /// (the oracle must not share the formatter's code).
  package static func check(
    jsonLines: String, profile: String = "documented", complete: Bool = true
  ) -> [Violation] {
    var oracle = TraceOracle(profile: profile)
    for line in jsonLines.split(separator: "\n") {
      oracle.read(parse(jsonLine: line))
    }
    if complete { oracle.finish() }
    return oracle.violations
  }

  /// Reads one JSON Lines record.
  package static func parse(jsonLine line: Substring) -> Line {
    let object = FlatObject(line)
    switch object.strings["type"] {
    case "statement":
      return .statement(object.strings["text"] ?? "")
    case "callback":
      var entry = Entry(
        controller: object.strings["controller"] ?? "", callback: object.strings["callback"] ?? "")
      if let container = object.strings["container"] {
        // A page view controller's pages turn with two at once in their will-states.
        let kind = object.strings["containerKind"]
        entry.container =
          kind == "content" || kind == "page" ? .custom(container) : .exclusive(container)
      } else {
        entry.container = Container.none
      }
      entry.parentArgument =
        object.strings["parent"] ?? (object.literals["parent"] == nil ? nil : "nil")
      entry.target = object.strings["target"]
      entry.completed = object.literals["completed"].map { $0 == "true" }
      var flags = TransitionFlags()
      if let animated = object.literals["animated"] {
        flags.insert(animated == "true" ? "animated" : "notAnimated")
      }
      for flag in jsonFlags where object.literals[flag] == "true" { flags.insert(flag) }
      entry.flags = flags
      return .callback(entry)
    case "hook":
      return .hook(
        controller: object.strings["controller"] ?? "", callback: object.strings["callback"] ?? "",
        statement: object.strings["text"] ?? "")
    case "exception":
      return .exception
    case "leak":
      return .leak(object.strings["controller"] ?? "")
    case "note":
      if let message = object.strings["message"], message.hasPrefix("the hook '"),
        message.hasSuffix("' never fired")
      {
        return .hookNeverFired(String(message.dropFirst(10).dropLast(13)))
      }
      if let message = object.strings["message"], let note = TraceOracle.gestureNote(message[...]) {
        return note
      }
      if object.strings["message"]?.hasPrefix(Restoration.notePrefix) == true {
        return .restorationNote
      }
      return .finding("note")
    case "warning", "error":
      if let message = object.strings["message"],
        let name = TraceOracle.unbalancedName(inWarning: "! warning: " + message)
      {
        return .unbalanced(name)
      }
      return .finding(object.strings["type"] ?? "")
    case "file":
      return .file
    default:
      return .other
    }
  }
}

/// The top-level fields of a one-line JSON object: strings decoded, other scalars
/// (`true`, `null`, numbers) as written, nested arrays and objects skipped.
struct FlatObject {
  var strings: [String: String] = [:]
  var literals: [String: String] = [:]

  init(_ line: Substring) {
    var scalars = Array(line.unicodeScalars)[...]
    func readString() -> String? {
      guard scalars.first == "\"" else { return nil }
      scalars.removeFirst()
      var text = ""
      while let scalar = scalars.popFirst() {
        if scalar == "\"" { return text }
        if scalar == "\\", let escaped = scalars.popFirst() {
          switch escaped {
          case "n": text.unicodeScalars.append("\n")
          case "t": text.unicodeScalars.append("\t")
          case "r": text.unicodeScalars.append("\r")
          case "u":
            let hex = String(String.UnicodeScalarView(scalars.prefix(4)))
            scalars.removeFirst(min(4, scalars.count))
            if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
              text.unicodeScalars.append(decoded)
            }
          default: text.unicodeScalars.append(escaped)
          }
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
      return nil
    }
    guard scalars.popFirst() == "{" else { return }
    while !scalars.isEmpty {
      guard let key = readString(), scalars.popFirst() == ":" else { break }
      if let value = readString() {
        strings[key] = value
      } else {
        var depth = 0
        var literal = String.UnicodeScalarView()
        while let scalar = scalars.first, depth > 0 || (scalar != "," && scalar != "}") {
          if scalar == "[" || scalar == "{" { depth += 1 }
          if scalar == "]" || scalar == "}" { depth -= 1 }
          literal.append(scalar)
          scalars.removeFirst()
        }
        literals[key] = String(literal)
      }
      guard scalars.popFirst() == "," else { break }
    }
  }
}
