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
    // The lines `split(separator: "\n")` gives: empty ones left out.
    forEachLine(of: jsonLines[...]) { line in
      if !line.isEmpty { oracle.read(parse(jsonLine: line)) }
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
///
/// Read by byte: every character that ends a token is ASCII, so a string's other bytes are
/// copied as they come (read scalar by scalar through a generic slice, a debug build spent
/// a fifth of the random scenarios' checks here).
struct FlatObject {
  var strings: [String: String] = [:]
  var literals: [String: String] = [:]

  init(_ line: Substring) {
    var line = line
    self = line.withUTF8 { FlatObject(bytes: $0) }
  }

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    var index = 0
    func next() -> UInt8? {
      guard index < bytes.count else { return nil }
      defer { index += 1 }
      return bytes[index]
    }
    func readString() -> String? {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
      index += 1
      var text: [UInt8] = []
      while let byte = next() {
        if byte == UInt8(ascii: "\"") { return String(decoding: text, as: UTF8.self) }
        guard byte == UInt8(ascii: "\\"), let escaped = next() else {
          text.append(byte)
          continue
        }
        switch escaped {
        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "u"):
          // The next four scalars, as hexadecimal digits.
          var hex = ""
          for _ in 0..<4 where index < bytes.count {
            let start = index
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            hex += String(decoding: bytes[start..<index], as: UTF8.self)
          }
          if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
            text += Array(String(decoded).utf8)
          }
        default:
          text.append(escaped)
          // An escaped byte that starts a longer scalar brings the rest of it.
          while index < bytes.count, bytes[index] & 0xC0 == 0x80, escaped >= 0xC0 {
            text.append(bytes[index])
            index += 1
          }
        }
      }
      return nil
    }
    guard next() == UInt8(ascii: "{") else { return }
    while index < bytes.count {
      guard let key = readString(), next() == UInt8(ascii: ":") else { break }
      if let value = readString() {
        strings[key] = value
      } else {
        var depth = 0
        let start = index
        while index < bytes.count,
          depth > 0 || (bytes[index] != UInt8(ascii: ",") && bytes[index] != UInt8(ascii: "}"))
        {
          if bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "{") { depth += 1 }
          if bytes[index] == UInt8(ascii: "]") || bytes[index] == UInt8(ascii: "}") { depth -= 1 }
          index += 1
        }
        literals[key] = String(decoding: bytes[start..<index], as: UTF8.self)
      }
      guard next() == UInt8(ascii: ",") else { break }
    }
  }
}
