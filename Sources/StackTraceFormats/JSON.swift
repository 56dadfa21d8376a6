/// JSON text written by hand, byte for byte (no outside packages, no Foundation).
package enum JSON {
  /// Appends `text` as a JSON string literal, quotes included.
  package static func writeString(_ text: String, to sink: ByteSink) {
    sink.write(byte: UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): sink.write("\\\"")
      case UInt8(ascii: "\\"): sink.write("\\\\")
      case 0x0A: sink.write("\\n")
      case 0x0D: sink.write("\\r")
      case 0x09: sink.write("\\t")
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        sink.write("\\u00")
        sink.write(byte: hex[Int(byte >> 4)])
        sink.write(byte: hex[Int(byte & 0xF)])
      default:
        sink.write(byte: byte)
      }
    }
    sink.write(byte: UInt8(ascii: "\""))
  }
}
