extension Character {
  /// The ASCII digit this character stands for: `0`–`9` themselves, and the full-width
  /// `０`–`９` (U+FF10–U+FF19); `nil` for anything else.
  var asciiDigit: Character? {
    guard let scalar = unicodeScalars.first, unicodeScalars.count == 1 else { return nil }
    switch scalar.value {
    case 0x30...0x39: return self
    case 0xFF10...0xFF19: return Character(Unicode.Scalar(UInt8(scalar.value - 0xFF10 + 0x30)))
    default: return nil
    }
  }

  /// The ASCII form of a full-width printable character (U+FF01–U+FF5E), or the character itself.
  var halfWidth: Character {
    guard let scalar = unicodeScalars.first, unicodeScalars.count == 1,
      (0xFF01...0xFF5E).contains(scalar.value),
      let ascii = Unicode.Scalar(scalar.value - 0xFF01 + 0x21)
    else { return self }
    return Character(ascii)
  }
}

extension String {
  /// The text as rules read it: one character per Unicode scalar, without the marks that only
  /// decorate the one before (combining marks, the keycap sign, variation selectors) or that
  /// are invisible (zero-width joiners and other format characters).
  ///
  /// Reading by scalars rather than by grapheme clusters keeps the digit of `1️⃣` or `1\u{301}`:
  /// only the mark is dropped.
  var sanitizedCharacters: [Character] {
    unicodeScalars.compactMap { scalar in
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark, .format: nil
      default: Character(scalar)
      }
    }
  }
}
