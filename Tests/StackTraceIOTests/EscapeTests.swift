import StackTraceIO
import StackTraceTestSupport
import Testing

/// What `Escape` lets through and what it shows escaped (docs/security.md).
struct EscapeTests {
  @Test(
    "control characters, invisible reordering and workflow commands are shown, not printed",
    arguments: [
      ("push A B", "push A B"),
      ("café ✓", "café ✓"),
      ("a\nb", "a\\x0Ab"),
      ("a\r\nb", "a\\x0D\\x0Ab"),
      ("\u{1B}[31mred\u{1B}[0m", "\\x1B[31mred\\x1B[0m"),
      ("tab\there", "tab\\x09here"),
      ("nul\u{0}", "nul\\x00"),
      ("del\u{7F}", "del\\x7F"),
      ("c1 \u{9B}31m", "c1 \\u{9B}31m"),
      ("rtl \u{202E}gnp.exe", "rtl \\u{202E}gnp.exe"),
      ("isolate \u{2066}x\u{2069}", "isolate \\u{2066}x\\u{2069}"),
      ("line\u{2028}separator", "line\\u{2028}separator"),
      ("::error::forged", "\\x3A:error::forged"),
      ("  \t::warning::indented", "  \\x09\\x3A:warning::indented"),
      ("a ::b", "a ::b"),
      ("x ##[error]old", "x ##\\x5Berror]old"),
      ("#[not] ##", "#[not] ##"),
    ])
  func field(text: String, shown: String) {
    #expect(Escape.field(text) == shown)
    // Escaping twice changes nothing more: a shown text is safe as it is.
    #expect(Escape.field(shown) == shown)
  }

  @Test("every C1 control, U+0080 to U+009F, is shown escaped; U+00A0 is not")
  func c1Controls() {
    for value in UInt32(0x80)...0x9F {
      let scalar = String(Character(Unicode.Scalar(value)!))
      let shown = "\\u{\(String(value, radix: 16, uppercase: true))}"
      #expect(Escape.field(scalar) == shown)
      // In a line long enough for the eight-byte scan, too.
      #expect(Escape.field("a long line " + scalar + " of text") == "a long line \(shown) of text")
    }
    #expect(Escape.field("\u{A0}") == "\u{A0}")
  }

  @Test("the older workflow-command marker is escaped however many '#' precede it")
  func commandMarkers() {
    for count in 2...9 {
      let hashes = String(repeating: "#", count: count)
      for text in [hashes + "[error]x", "a long prefix " + hashes + "[warning]x"] {
        #expect(
          Escape.field(text) == text.replacingOccurrences(of: "#[", with: "#\\x5B"), "\(text)")
      }
    }
    #expect(Escape.field("#[x]") == "#[x]")
  }

  @Test("bytes that are not UTF-8 are shown one by one")
  func bytes() {
    #expect(Escape.field(bytes: [0x63, 0x61, 0x66, 0xE9]) == "caf\\xE9")
    #expect(Escape.field(bytes: [0xC3, 0xA9, 0xFF, 0xC3]) == "é\\xFF\\xC3")
    #expect(Escape.field(bytes: [0xED, 0xA0, 0x80]) == "\\xED\\xA0\\x80")
  }

  @Test("lines keep their line ends, each escaped as a field")
  func lines() {
    #expect(Escape.lines("a\n::b\n\u{1B}c\n") == "a\n\\x3A:b\n\\x1Bc\n")
  }

  @Test("a byte to escape is found at any place of a line, eight bytes at a time or not")
  func everyPlace() {
    for length in 1...24 {
      let plain = [UInt8](repeating: UInt8(ascii: "a"), count: length)
      #expect(Escape.field(bytes: plain) == String(decoding: plain, as: UTF8.self))
      for place in 0..<length {
        for byte: UInt8 in [0x00, 0x09, 0x1B, 0x1F, 0x7F, 0x80, 0xC3, 0xFF] {
          var bytes = plain
          bytes[place] = byte
          #expect(Escape.field(bytes: bytes) != String(decoding: bytes, as: UTF8.self))
        }
        if place >= 2 {
          var marker = plain
          marker.replaceSubrange((place - 2)...place, with: Array("##[".utf8))
          #expect(Escape.field(bytes: marker).contains("\\x5B"))
        }
      }
    }
  }
}

/// The digest behind an HTML report's Content-Security-Policy hashes, against FIPS 180-4's
/// examples and RFC 4648's base64 ones.
struct SHA256Tests {
  func hex(_ bytes: [UInt8]) -> String {
    bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }

  @Test("SHA-256 of the standard's examples, one and two blocks, and of a million a's")
  func digests() {
    #expect(
      hex(SHA256.digest(Array("".utf8)))
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      hex(SHA256.digest(Array("abc".utf8)))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      hex(SHA256.digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      hex(SHA256.digest([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test("base64 with padding, as RFC 4648 spells its examples")
  func base64() {
    for (text, expected) in [
      ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
      ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
    ] {
      #expect(SHA256.base64(Array(text.utf8)) == expected)
    }
  }
}
