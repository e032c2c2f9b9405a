/// Bank-card numbers: 12 to 19 digits whose last digit is a Luhn check digit.
public enum BankCardNumber {
  /// The number of digits a card number may have.
  public static let digitCounts = 12...19

  /// The Luhn check digit for `payload` (all digits but the last), or `nil` when `payload`
  /// holds anything but ASCII digits.
  public static func checkDigit(forPayload payload: String) -> Character? {
    let bytes = Array(payload.utf8)
    guard bytes.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return checkDigit(bytes[...])
  }

  /// Checks `input`: spaces may separate digit groups as the field shows them, and surrounding
  /// blanks and full-width digits are accepted.
  public static func check(_ input: String) -> BankCardReport {
    var digits: [UInt8] = []
    var problems: [BankCardProblem] = []
    let trimmed = input.drop { $0.isWhitespace }
    for (offset, character) in trimmed.enumerated() {
      if let digit = character.asciiDigit, let byte = digit.asciiValue {
        digits.append(byte)
      } else if character.isWhitespace {
        continue
      } else {
        problems.append(
          .invalidCharacter(character, position: input.count - trimmed.count + offset + 1))
        break
      }
    }
    let normalized = String(decoding: digits, as: UTF8.self)
    if problems.isEmpty {
      if digits.isEmpty {
        problems.append(.empty)
      } else if digits.count < digitCounts.lowerBound {
        problems.append(.tooShort(digits: digits.count))
      } else if digits.count > digitCounts.upperBound {
        problems.append(.tooLong(digits: digits.count))
      } else if let last = digits.last {
        let expected = checkDigit(digits.dropLast())
        let found = Character(Unicode.Scalar(last))
        if expected != found {
          problems.append(.checksumMismatch(expected: expected, found: found))
        }
      }
    }
    return BankCardReport(input: input, normalized: normalized, problems: problems)
  }

  private static func checkDigit(_ payload: ArraySlice<UInt8>) -> Character {
    var sum = 0
    for (index, byte) in payload.reversed().enumerated() {
      var value = Int(byte - 0x30)
      if index % 2 == 0 {
        value *= 2
        if value > 9 { value -= 9 }
      }
      sum += value
    }
    return Character(Unicode.Scalar(UInt8(0x30 + (10 - sum % 10) % 10)))
  }
}
