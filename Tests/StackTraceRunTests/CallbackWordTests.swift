import Testing

@testable import StackNav
@testable import TraceOracle

/// The oracle's callback words, read once from each line, against the engine's.
struct CallbackWordTests {
  @Test("each word the oracle tells apart is spelled as the engine prints it, and read back")
  func spellings() {
    let printed = Set(Callback.allCases.map(\.word))
    for word in CallbackWord.allCases where word != .other {
      let spelling = "\(word)"
      // A misspelled case would never match a line, and its check would never run.
      #expect(printed.contains(spelling), "\(spelling) is no word of the trace")
      #expect(CallbackWord(spelling) == word)
    }
    #expect(CallbackWord("viewWillAppearing") == .other)
    #expect(CallbackWord("") == .other)
  }

  @Test("a word told apart may restore only when it is a word of the restoration lines")
  func restorationWords() {
    let words = Restoration.self
    for word in words.appWords.union(words.controllerWords).union(words.preservationWords) {
      // A restoration word told apart but said not to restore would skip its lines' checks.
      #expect(CallbackWord(word).mayRestore, "\(word)")
    }
    #expect(!CallbackWord.viewDidLoad.mayRestore)
  }

  @Test("an entry's word follows its callback")
  func entry() {
    var entry = TraceOracle.Entry(controller: "A", callback: "viewDidLoad")
    #expect(entry.word == .viewDidLoad)
    entry.callback = "dealloc"
    #expect(entry.word == .dealloc)
    entry.callback = "Nav#1"
    #expect(entry.word == .other)
  }
}
