extension String {
  /// The text with each character found in `replacements` replaced by its entry: the one
  /// mechanism behind every output format's escaping (DOT, Mermaid, workflow commands).
  func escaping(_ replacements: [Character: String]) -> String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for character in self {
      if let replacement = replacements[character] {
        result += replacement
      } else {
        result.append(character)
      }
    }
    return result
  }
}
