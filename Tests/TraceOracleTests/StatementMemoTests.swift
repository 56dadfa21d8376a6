import Testing

@testable import TraceOracle

/// A statement header looked up in a memo (`StatementMemo`) reads as it does anew, when it is
/// looked up again, when two headers share a key, and once the memo starts over.
struct StatementMemoTests {
  static let headers = [
    "push A B", "pop", "meanwhile push C", "present D style=pageSheet", "tabs E F embed=nav",
    "on A viewDidLoad present C", "push É", "push  A   B ", "", "meanwhile",
  ]

  /// What the oracle reads of `text`, as text.
  func reading(_ text: StatementText) -> String {
    "\(text.text)|\(text.words)|\(text.names)|\(text.isMeanwhile)|\(text.verb)|\(text.isHooked)"
  }

  @Test("a header from the memo reads as it does anew, the first time and after")
  func looksUpAsRead() {
    let memo = StatementMemo()
    for _ in 0..<2 {
      for header in Self.headers {
        #expect(reading(memo.text(header)) == reading(StatementText(header)))
      }
    }
    #expect(memo.count == Self.headers.count)
  }

  @Test("two headers of one key are each read as they are, the later anew each time")
  func sharedKeys() {
    let memo = StatementMemo(keyBits: 0)
    for _ in 0..<2 {
      for header in Self.headers {
        #expect(reading(memo.text(header)) == reading(StatementText(header)))
      }
    }
    #expect(memo.count == 1)
  }

  @Test("past its capacity the memo starts over, and still reads each header as it is")
  func bounded() {
    let memo = StatementMemo()
    for index in 0...StatementMemo.capacity {
      let header = "push C\(index)"
      #expect(memo.text(header).names == ["C\(index)"])
      #expect(memo.count <= StatementMemo.capacity)
    }
    #expect(memo.count == 1)
  }
}
