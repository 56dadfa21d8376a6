import StackTraceIO
import StackTraceScenario

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
package enum LogImporter {
  /// The longest log line read whole; the rest of a longer line is skipped (it is counted).
  package static let longestLine = 1 << 20

  /// What an import found.
  package struct Result: Sendable, Equatable {
    /// The trace lines, in the log's order.
    package var lines: [String] = []
    /// How many lines the log has.
    package var lineCount = 0
    /// The lines that hold a callback word but no controller name before it, by line number
    /// (1-based): nothing is dropped silently.
    package var skipped: [(number: Int, text: String)] = []

    package static func == (lhs: Result, rhs: Result) -> Bool {
      lhs.lines == rhs.lines && lhs.lineCount == rhs.lineCount
        && lhs.skipped.map(\.number) == rhs.skipped.map(\.number)
        && lhs.skipped.map(\.text) == rhs.skipped.map(\.text)
    }
  }

  /// Reads every line of `text`, keeping the callbacks `filter` keeps.
  package static func read(_ text: String, filter: CallbackFilter = CallbackFilter()) -> Result {
    var result = Result()
    let reader = LineReader(
      .bytes(Array(text.utf8)), name: "log", maximumLineBytes: longestLine, maximumBytes: .max)
    // Reading memory never fails.
    result.lineCount =
      (try? read(
        reader, filter: filter, callback: { result.lines.append($0) },
        skipped: { result.skipped.append(($0, $1)) })) ?? 0
    return result
  }

  /// What one line of a log is.
  enum Reading {
    /// A callback, as a trace line.
    case callback(String)
    /// A line with a callback word not read as a callback.
    case skipped
    /// Anything else.
    case other
  }

  /// Reads the log `reader` reads, a line at a time, in memory that does not grow with it:
  /// each callback `filter` keeps goes to `callback`, each line with a callback word not
  /// read as one to `skipped` with its number.
  ///
  /// - Returns: how many lines the log has.
  /// - Throws: `FileIO.Failure` when reading fails.
  @discardableResult
  package static func read(
    _ reader: LineReader, filter: CallbackFilter, callback: (String) -> Void,
    skipped: (Int, String) -> Void
  ) throws(FileIO.Failure) -> Int {
    while let line = try reader.next() {
      switch reading(line.bytes[...], filter: filter) {
      case .callback(let trace): callback(trace)
      case .skipped: skipped(line.number, String(decoding: line.bytes, as: UTF8.self))
      case .other: break
      }
    }
    return reader.linesReturned
  }

  /// Bytes of a line: the importer works on UTF-8 bytes in place, so that a log of millions
  /// of lines goes by in seconds.
  typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

  /// What `line` (its UTF-8 bytes, without its line end) is.
  static func reading(_ line: Bytes, filter: CallbackFilter) -> Reading {
    if line.count < 4 || isTraceAnnotation(line) { return .other }
    if let found = callback(inBytes: line) {
      return filter.keeps(line: found) ? .callback(found) : .other
    }
    return mentionsCallback(line) ? .skipped : .other
  }

  /// Whether `line` is a trace's own line that names no callback: a statement header
  /// (`# push A B`) or a hook's (`# in A viewDidLoad: view B`), a file header (`## a.scenario`), a finding (`! warning: ...`) or
  /// UIKit's exception (`*** Terminating app ...`). An app's tag that starts with `#` or `!`
  /// (`#12 ==> -[A viewDidLoad]`) is not one.
  static func isTraceAnnotation(_ line: Bytes) -> Bool {
    guard let first = line.first,
      first == UInt8(ascii: "#") || first == UInt8(ascii: "!") || first == UInt8(ascii: "*")
    else { return false }
    for prefix in ["***", "## ", "! warning:", "! note:", "! leak:"]
    where line.starts(with: prefix.utf8) {
      return true
    }
    guard line.starts(with: "# ".utf8) else { return false }
    // A hook's header (`# in A viewDidLoad: present C`) names the line before it.
    if line.starts(with: "# in ".utf8) { return true }
    let words = line.dropFirst(2).split(separator: 0x20)
    let entry = { (word: Slice<UnsafeBufferPointer<UInt8>>) in
      Grammar.entry(named: String(decoding: word, as: UTF8.self))
    }
    // A statement that carries a request (`meanwhile push B`) is a header when its request is.
    let carries = words.first.flatMap(entry)?.carried == .request
    let verb = carries ? words.dropFirst().first : words.first
    return verb.map { entry($0) != nil } ?? true
  }

  /// The trace line a log line names (`A viewDidLoad`, `A willMoveToParent Nav`), if any.
  package static func callback(in line: Substring) -> String? {
    var text = String(line)
    return text.withUTF8 { callback(inBytes: $0[...]) }
  }

  /// The trace line the log line `line` (UTF-8) names, if any.
  static func callback(inBytes line: Bytes) -> String? {
    var words: [Range<Int>] = []
    var start: Int?
    for index in line.indices {
      let isSpace = line[index] == 0x20 || line[index] == 0x09
      if isSpace, let begun = start {
        words.append(begun..<index)
        start = nil
      } else if !isSpace, start == nil {
        start = index
      }
    }
    if let begun = start { words.append(begun..<line.endIndex) }
    let base = line.base
    for index in words.indices {
      let word = base[words[index]]
      // `A.viewDidAppear(_:)`, `MyApp.A.viewDidAppear(_:)`: the name and the word in one.
      if let (name, callback) = dotted(word) {
        return result(name, callback, next: words.dropFirst(index + 1).first.map { base[$0] })
      }
      // `-[A viewWillAppear:]`: the name is in the same word as the bracket.
      guard let callback = callbackWord(word) else { continue }
      var nameIndex = index - 1
      // `A - viewDidLoad`, `A ==> viewDidLoad`, `<MyApp.A: 0x600> viewDidLoad`: skip the
      // separator or arrow, the address.
      while nameIndex >= 0,
        isSeparator(base[words[nameIndex]]) || base[words[nameIndex]].starts(with: "0x".utf8)
      {
        nameIndex -= 1
      }
      guard nameIndex >= 0, let name = controllerName(base[words[nameIndex]]) else { continue }
      return result(name, callback, next: words.dropFirst(index + 1).first.map { base[$0] })
    }
    return appLine(line)
  }

  /// Whether `line` holds a callback word anywhere (for the count of lines skipped).
  static func mentionsCallback(_ line: Bytes) -> Bool {
    line.split(whereSeparator: { !isLetter($0) }).contains { callbackWord($0) != nil }
  }

  /// `NAME callback`, and the parent after a move when `next` names one.
  private static func result(_ name: String, _ callback: String, next: Bytes?) -> String {
    guard callback.hasSuffix("MoveToParent"), let next, let parent = controllerName(next) else {
      return "\(name) \(callback)"
    }
    return "\(name) \(callback) \(parent)"
  }

  /// `A.viewDidAppear(_:)` as a name and a callback word.
  private static func dotted(_ word: Bytes) -> (String, String)? {
    let cut = word.prefix { $0 != UInt8(ascii: "(") }
    guard let dot = cut.lastIndex(of: UInt8(ascii: ".")),
      let callback = callbackWord(word[(dot + 1)...]),
      let name = controllerName(cut[..<dot])
    else { return nil }
    return (name, callback)
  }

  /// A log's spelling of a controller as a controller name: `A`, `MyApp.A`, `<MyApp.A:`,
  /// `-[A`, `A:`, `[A]`; `nil` when it is none.
  static func controllerName(_ raw: Substring) -> String? {
    var text = String(raw)
    return text.withUTF8 { controllerName($0[...]) }
  }

  private static func controllerName(_ raw: Bytes) -> String? {
    var word = raw
    // An app's tag glued to an Objective-C method (`7==>-[List`, `#4|-[Cart`): the name
    // starts after the method's `-[` (or `+[`), as it does after a space.
    if let bracket = word.dropFirst().lastIndex(of: UInt8(ascii: "[")),
      word[bracket - 1] == UInt8(ascii: "-") || word[bracket - 1] == UInt8(ascii: "+")
    {
      word = word[(bracket - 1)...]
    }
    if word.count >= 2, word[word.startIndex + 1] == UInt8(ascii: "["),
      word.first == UInt8(ascii: "-") || word.first == UInt8(ascii: "+")
    {
      word = word.dropFirst(2)
    } else if let first = word.first,
      first == UInt8(ascii: "<") || first == UInt8(ascii: "[") || first == UInt8(ascii: "(")
    {
      word = word.dropFirst()
    }
    while let last = word.last,
      last == UInt8(ascii: ":") || last == UInt8(ascii: ">") || last == UInt8(ascii: "]")
        || last == UInt8(ascii: ")") || last == UInt8(ascii: ",")
    {
      word = word.dropLast()
    }
    if let dot = word.lastIndex(of: UInt8(ascii: ".")) { word = word[(dot + 1)...] }
    guard let first = word.first else { return nil }
    let isName = first >= 0x41 && first <= 0x5A && word.allSatisfy(ScenarioParser.isWordByte)
    guard isName || word.contains(UInt8(ascii: "#")) else { return nil }
    return String(decoding: word, as: UTF8.self)
  }

  /// A word of punctuation alone, as apps put between a name and a call: `-`, `|`, `=>`,
  /// `-->`, `::`, `•`, `↳`.
  private static func isSeparator(_ word: Bytes) -> Bool {
    if word.allSatisfy({ $0 < 0x80 }) {
      return !word.contains { isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) }
    }
    return !String(decoding: word, as: UTF8.self).contains { $0.isLetter || $0.isNumber }
  }

  /// Whether `byte` is an ASCII letter.
  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
  }

  /// The log spellings of callbacks that differ from their trace words.
  private static let spellings: [(spelling: [UInt8], word: String)] = [
    ("deinit", "dealloc"), ("initWithNibName", "init"), ("initWithCoder", "init"),
    ("willMoveToParentViewController", "willMoveToParent"), ("willMove", "willMoveToParent"),
    ("didMoveToParentViewController", "didMoveToParent"), ("didMove", "didMoveToParent"),
    ("shouldPerformSegueWithIdentifier", "shouldPerformSegue"), ("prepare", "prepareForSegue"),
    ("unwind", "unwindForSegue"),
    ("adaptivePresentationStyleForPresentationController", "adaptivePresentationStyle"),
    ("popoverPresentationControllerShouldDismissPopover", "popoverShouldDismiss"),
    ("popoverPresentationControllerDidDismissPopover", "popoverDidDismiss"),
    ("decodeRestorableStateWithCoder", "decodeRestorableState"),
    ("encodeRestorableStateWithCoder", "encodeRestorableState"),
  ].map { (Array($0.utf8), $1) }

  /// The presentation controller delegate's method whose name starts with its first
  /// argument's label (`presentationController(_:willPresentWithAdaptiveStyle:...)`,
  /// `-[A presentationController:willPresentWithAdaptiveStyle:transitionCoordinator:]`): read by
  /// the label that follows.
  private static let willPresentAdaptive = Array("presentationController".utf8)
  private static let willPresentAdaptiveLabel = Array("willPresentWithAdaptiveStyle".utf8)
  /// A restoration class's method in Swift, `viewController(withRestorationIdentifierPath:
  /// coder:)`: read by its first label too.
  private static let restorationClassMethod = Array(
    "viewController(withRestorationIdentifierPath".utf8)

  /// The app delegate's and the scene delegate's methods as apps print them, with their
  /// trace lines: `applicationDidBecomeActive(_:)`, `-[AppDelegate
  /// application:didFinishLaunchingWithOptions:]`, `SceneDelegate.scene(_:willConnectTo:options:)`.
  private static let appSpellings: [(spelling: [UInt8], line: String)] = [
    ("applicationDidBecomeActive", "App didBecomeActive"),
    ("applicationWillResignActive", "App willResignActive"),
    ("applicationDidEnterBackground", "App didEnterBackground"),
    ("applicationWillEnterForeground", "App willEnterForeground"),
    ("willFinishLaunchingWithOptions", "App willFinishLaunching"),
    ("didFinishLaunchingWithOptions", "App didFinishLaunching"),
    ("sceneDidBecomeActive", "Scene#1 didBecomeActive"),
    ("sceneWillResignActive", "Scene#1 willResignActive"),
    ("sceneDidEnterBackground", "Scene#1 didEnterBackground"),
    ("sceneWillEnterForeground", "Scene#1 willEnterForeground"),
    ("willConnectTo", "Scene#1 willConnect"),
    ("shouldRestoreApplicationState", "App shouldRestoreState"),
    ("shouldRestoreSecureApplicationState", "App shouldRestoreState"),
    ("shouldSaveApplicationState", "App shouldSaveState"),
    ("shouldSaveSecureApplicationState", "App shouldSaveState"),
    ("didDecodeRestorableStateWith", "App didDecodeState"),
    ("didDecodeRestorableStateWithCoder", "App didDecodeState"),
    ("willEncodeRestorableStateWith", "App willEncodeState"),
    ("willEncodeRestorableStateWithCoder", "App willEncodeState"),
    (
      "viewControllerWithRestorationIdentifierPath",
      "App viewControllerWithRestorationIdentifierPath"
    ),
    ("stateRestorationActivity", "Scene#1 stateRestorationActivity"),
    ("stateRestorationActivityForScene", "Scene#1 stateRestorationActivity"),
  ].map { (Array($0.utf8), $1) }

  /// The app's or the scene's line a log line names (`App didBecomeActive`), if any: read
  /// only where no controller's callback was, as such lines name no controller.
  static func appLine(_ line: Bytes) -> String? {
    for word in line.split(whereSeparator: { !isLetter($0) }) where word.count >= 13 {
      for (spelling, trace) in appSpellings where word.elementsEqual(spelling) { return trace }
    }
    return nil
  }

  /// The trace word for a log's spelling of a callback (`viewWillAppear(_:)`,
  /// `viewWillAppear:]`, `deinit`), if it is one.
  static func callbackWord(_ raw: Substring) -> String? {
    var text = String(raw)
    return text.withUTF8 { callbackWord($0[...]) }
  }

  private static func callbackWord(_ raw: Bytes) -> String? {
    if raw.starts(with: willPresentAdaptive),
      raw.count > willPresentAdaptive.count,
      raw[raw.index(raw.startIndex, offsetBy: willPresentAdaptive.count)] == UInt8(ascii: "(")
        || raw[raw.index(raw.startIndex, offsetBy: willPresentAdaptive.count)] == UInt8(ascii: ":")
    {
      let rest = raw.dropFirst(willPresentAdaptive.count)
      let labelled = rest.indices.contains { index in
        rest[index...].starts(with: willPresentAdaptiveLabel)
      }
      return labelled ? "willPresentWithAdaptiveStyle" : nil
    }
    if raw.starts(with: restorationClassMethod) {
      return "viewControllerWithRestorationIdentifierPath"
    }
    var word = raw
    if let parenthesis = word.firstIndex(of: UInt8(ascii: "(")) { word = word[..<parenthesis] }
    while let last = word.last,
      last == UInt8(ascii: ":") || last == UInt8(ascii: "]") || last == UInt8(ascii: ">")
        || last == UInt8(ascii: ",")
    {
      word = word.dropLast()
    }
    if let colon = word.firstIndex(of: UInt8(ascii: ":")) { word = word[..<colon] }
    // Every callback word and spelling is four letters or more, starting lowercase.
    guard word.count >= 4, let first = word.first, first >= 0x61, first <= 0x7A else {
      return nil
    }
    // The scene delegate's restoration activity is read as the scene's line (`appLine`).
    if let found = CallbackLines.callback(named: UnsafeBufferPointer(rebasing: word)),
      found != .stateRestorationActivity
    {
      return found.word
    }
    for (spelling, trace) in spellings where word.elementsEqual(spelling) { return trace }
    return nil
  }
}
