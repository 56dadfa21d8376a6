import StackTraceIO
import StackTraceTestSupport
import Testing

/// Command-line words carried as text whatever their bytes (`PathText`).
struct PathTextTests {
  @Test("any bytes come back as they were; UTF-8 stays the same text")
  func roundTrip() {
    var random = SplitMix(state: 5)
    for _ in 0..<2_000 {
      let bytes = (0..<random.below(24)).map { _ in
        // Mostly the bytes of UTF-8 and of Latin-1, with private use and lone parts.
        UInt8(random.pick([0x2F, 0x61, 0xC3, 0xA9, 0xE9, 0xEF, 0x9E, 0xBF, 0x80, 0xFF, 0xF0]))
      }
      #expect(PathText.bytes(PathText.text(bytes)) == bytes)
    }
    #expect(PathText.text(Array("Scenarios/café.scenario".utf8)) == "Scenarios/café.scenario")
    // A character of the carrying range, spelled in UTF-8, travels as its three bytes.
    let carrier = Array("\u{F7E9}".utf8)
    #expect(PathText.text(carrier).unicodeScalars.count == 3)
    #expect(PathText.bytes(PathText.text(carrier)) == carrier)
  }

  @Test("a carried byte prints escaped")
  func printed() {
    let text = PathText.text([0x63, 0x61, 0x66, 0xE9])
    #expect(text != "caf\u{FFFD}")
    #expect(Escape.field(text) == "caf\\xE9")
    #expect(Escape.field("café") == "café")
  }
}
