import StackNav

/// Reads a console log as apps print it and turns it into trace lines (`NAME callback`),
/// in order: what `stacktrace import` prints and what `stacktrace diff` compares.
///
/// A line is read as a callback when it holds a controller name and a callback word, in any
/// of the forms apps print them (docs/device-logs.md lists them with their origins):
///
///     A viewDidLoad                                  the plain form, a trace line
///     MyApp.A viewDidLoad()                          a module prefix, Swift parentheses
///     <MyApp.A: 0x600003a1c000> viewWillAppear(_:)   `print(self, #function)`
///     A.viewDidAppear(_:)                            `"\(type(of: self)).\(#function)"`
///     -[A viewWillAppear:]                           Objective-C `__PRETTY_FUNCTION__`
///     A - viewWillLayoutSubviews                     a separator
///     A: viewWillDisappear                           a colon
///     2024-05-01 10:00:00.123+0200 MyApp[123:456] ...    NSLog and os_log prefixes
///
/// Timestamps, process prefixes, categories (`[Lifecycle]`), module names and addresses are
/// dropped; `deinit` reads as `dealloc`, `init(nibName:bundle:)` and `initWithCoder:` as
/// `init`, `willMove(toParent:)` as `willMoveToParent`.
public enum LogImporter {
  /// What an import found.
  public struct Result: Sendable, Equatable {
    /// The trace lines, in the log's order.
    public var lines: [String] = []
    /// How many lines the log has.
    public var lineCount = 0
    /// The lines that hold a callback word but no controller name before it, by line number
    /// (1-based): nothing is dropped silently.
    public var skipped: [(number: Int, text: String)] = []

    public static func == (lhs: Result, rhs: Result) -> Bool {
      lhs.lines == rhs.lines && lhs.lineCount == rhs.lineCount
        && lhs.skipped.map(\.number) == rhs.skipped.map(\.number)
        && lhs.skipped.map(\.text) == rhs.skipped.map(\.text)
    }
  }

  /// Reads every line of `text`, keeping the callbacks `filter` keeps.
  public static func read(_ text: String, filter: CallbackFilter = CallbackFilter()) -> Result {
    var result = Result()
    // "\r\n" is one Character: a line ends at either.
    var lines = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    if lines.last?.isEmpty == true { lines.removeLast() }
    result.lineCount = lines.count
    for (index, line) in lines.enumerated() {
      var line = line
      if line.hasSuffix("\r") { line = line.dropLast() }
      if line.hasPrefix("#") || line.hasPrefix("!") || line.hasPrefix("***") { continue }
      if let callback = callback(in: line) {
        if filter.keeps(line: callback) { result.lines.append(callback) }
      } else if mentionsCallback(line) {
        result.skipped.append((index + 1, String(line)))
      }
    }
    return result
  }

  /// The trace line a log line names (`A viewDidLoad`, `A willMoveToParent Nav`), if any.
  public static func callback(in line: Substring) -> String? {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    for index in words.indices {
      let word = words[index]
      // `A.viewDidAppear(_:)`, `MyApp.A.viewDidAppear(_:)`: the name and the word in one.
      if let (name, callback) = dotted(word) {
        return result(name, callback, words, after: index)
      }
      // `-[A viewWillAppear:]`: the name is in the same word as the bracket.
      guard let callback = callbackWord(word) else { continue }
      var nameIndex = index - 1
      // `A - viewDidLoad`, `<MyApp.A: 0x600> viewDidLoad`: skip the separator, the address.
      while nameIndex >= words.startIndex,
        words[nameIndex] == "-" || words[nameIndex] == "|" || isAddress(words[nameIndex])
      {
        nameIndex -= 1
      }
      guard nameIndex >= words.startIndex, let name = controllerName(words[nameIndex]) else {
        continue
      }
      return result(name, callback, words, after: index)
    }
    return nil
  }

  /// Whether `line` holds a callback word anywhere (for the count of lines skipped).
  static func mentionsCallback(_ line: Substring) -> Bool {
    line.split(whereSeparator: { !$0.isLetter }).contains { callbackWord($0) != nil }
  }

  private static func result(
    _ name: String, _ callback: String, _ words: [Substring], after index: Int
  ) -> String {
    guard callback.hasSuffix("MoveToParent"), index + 1 < words.count,
      let parent = controllerName(words[index + 1])
    else { return "\(name) \(callback)" }
    return "\(name) \(callback) \(parent)"
  }

  /// `A.viewDidAppear(_:)` as a name and a callback word.
  private static func dotted(_ word: Substring) -> (String, String)? {
    let cut = word.prefix { $0 != "(" }
    guard let dot = cut.lastIndex(of: "."),
      let callback = callbackWord(cut[cut.index(after: dot)...]),
      let name = controllerName(cut[..<dot])
    else { return nil }
    return (name, callback)
  }

  /// A log's spelling of a controller as a controller name: `A`, `MyApp.A`, `<MyApp.A:`,
  /// `-[A`, `A:`, `[A]`; `nil` when it is none.
  static func controllerName(_ raw: Substring) -> String? {
    var word = raw
    for prefix in ["-[", "+[", "<", "[", "("] where word.hasPrefix(prefix) {
      word = word.dropFirst(prefix.count)
    }
    while let last = word.last, ":>]),".contains(last) { word = word.dropLast() }
    if let dot = word.lastIndex(of: ".") { word = word[word.index(after: dot)...] }
    let name = String(word)
    return ScenarioParser.isName(name) || (name.contains("#") && !name.isEmpty) ? name : nil
  }

  /// A pointer as logs print it: `0x600003a1c000`, `0x600>`.
  private static func isAddress(_ word: Substring) -> Bool {
    word.hasPrefix("0x")
  }

  /// The trace word for a log's spelling of a callback (`viewWillAppear(_:)`,
  /// `viewWillAppear:]`, `deinit`), if it is one.
  static func callbackWord(_ raw: Substring) -> String? {
    var word = raw
    if let parenthesis = word.firstIndex(of: "(") { word = word[..<parenthesis] }
    while let last = word.last, ":]>,".contains(last) { word = word.dropLast() }
    if let colon = word.firstIndex(of: ":") { word = word[..<colon] }
    switch word {
    case "deinit": return "dealloc"
    case "initWithNibName", "initWithCoder": return "init"
    case "willMoveToParentViewController", "willMove": return "willMoveToParent"
    case "didMoveToParentViewController", "didMove": return "didMoveToParent"
    default: return Callback(word: String(word))?.word
    }
  }
}
