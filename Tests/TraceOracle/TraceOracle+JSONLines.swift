extension TraceOracle {
  /// Checks a whole JSON Lines trace; returns its violations.
  ///
  /// Reads only the fields it needs, with a deliberately small reader of flat JSON objects
  /// (the oracle must not share the formatter's code).
  public static func check(jsonLines: String) -> [String] {
    var oracle = TraceOracle()
    for line in jsonLines.split(separator: "\n") {
      let fields = flatFields(line)
      switch fields["type"] {
      case "statement":
        oracle.read(.statement(fields["text"] ?? ""))
      case "callback":
        oracle.read(
          .callback(
            Entry(
              controller: fields["controller"] ?? "", callback: fields["callback"] ?? "",
              container: fields["containerKind"] == "content" ? "" : fields["container"] ?? "")))
      case "exception":
        oracle.read(.exception)
      case "leak":
        oracle.read(.leak(fields["controller"] ?? ""))
      default:
        oracle.read(.other)
      }
    }
    oracle.finishStatement()
    return oracle.violations
  }

  /// The string-valued top-level fields of a one-line JSON object.
  static func flatFields(_ line: Substring) -> [String: String] {
    var fields: [String: String] = [:]
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
    guard scalars.popFirst() == "{" else { return fields }
    while !scalars.isEmpty {
      guard let key = readString(), scalars.popFirst() == ":" else { break }
      if let value = readString() {
        fields[key] = value
      } else {
        var depth = 0
        while let scalar = scalars.first, depth > 0 || (scalar != "," && scalar != "}") {
          if scalar == "[" || scalar == "{" { depth += 1 }
          if scalar == "]" || scalar == "}" { depth -= 1 }
          scalars.removeFirst()
        }
      }
      guard scalars.popFirst() == "," else { break }
    }
    return fields
  }
}
