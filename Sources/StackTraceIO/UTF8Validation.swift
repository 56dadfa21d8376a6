/// A strict UTF-8 decoder's first step: how long the sequence at an index is.
package enum UTF8Validation {
  /// The length of the well-formed UTF-8 sequence starting at `index`, or 0 if it is not
  /// well-formed (overlong forms, surrogates and values past U+10FFFF are not).
  package static func sequenceLength<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes, at index: Int
  ) -> Int where Bytes.Index == Int {
    let lead = bytes[index]
    if lead < 0x80 { return 1 }
    let length: Int
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: length = 3; lower = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: length = 3; upper = 0x9F
    case 0xF0: length = 4; lower = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4: length = 4; upper = 0x8F
    default: return 0
    }
    guard index + length <= bytes.endIndex else { return 0 }
    let second = bytes[index + 1]
    guard second >= lower, second <= upper else { return 0 }
    for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
      return 0
    }
    return length
  }
}
