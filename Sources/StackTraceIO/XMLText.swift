/// Text made safe for XML 1.0 attributes and content (JUnit reports, SVG diagrams).
package enum XMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` escaped, and the characters XML 1.0 cannot hold
  /// (control characters other than tab, line feed and carriage return, and U+FFFE, U+FFFF)
  /// shown as `\xHH` or `\u{HHHH}`, as `Escape` shows them.
  package static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20:
        result += Escape.field(String(scalar))
      case _ where (0xFFFE...0xFFFF).contains(scalar.value):
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
