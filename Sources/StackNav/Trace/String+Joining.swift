/// Text made of parts, for what the engine writes often.
extension String {
  /// `parts` one after the other, made in one allocation of the length they add up to.
  ///
  /// For the sentences and words the engine makes in every run (a finding's sentence, a
  /// hook's declaration): an interpolation appends each piece through the general path, and
  /// grows its storage as it goes.
  init(joining parts: String...) {
    var length = 0
    for part in parts { length += part.utf8.count }
    self.init(unsafeUninitializedCapacity: length) { buffer in
      var end = 0
      for var part in parts {
        part.withUTF8 { bytes in
          end += UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(
            fromContentsOf: bytes)
        }
      }
      return end
    }
  }
}
