/// Why a bank-card number is not valid.
public enum BankCardProblem: Hashable, Sendable, CustomStringConvertible {
  /// Nothing was entered.
  case empty
  /// A character other than a digit or a space; `position` counts from 1.
  case invalidCharacter(Character, position: Int)
  /// Fewer than 12 digits.
  case tooShort(digits: Int)
  /// More than 19 digits.
  case tooLong(digits: Int)
  /// The last digit does not match the Luhn check of the others.
  case checksumMismatch(expected: Character, found: Character)

  /// The message in English.
  public var description: String { message(in: .en) }

  /// The message in `language`, for a person to read.
  public func message(in language: Language) -> String {
    switch (self, language) {
    case (.empty, .en):
      "The card number is empty."
    case (.empty, .zh):
      "银行卡号为空。"
    case (.invalidCharacter(let character, let position), .en):
      "Character '\(character)' at position \(position) is not allowed: a card number has only digits and spaces."
    case (.invalidCharacter(let character, let position), .zh):
      "第\(position)位的字符“\(character)”无效：银行卡号只能包含数字和空格。"
    case (.tooShort(let digits), .en):
      "The card number has \(digits) \(digits == 1 ? "digit" : "digits"); it needs at least 12."
    case (.tooShort(let digits), .zh):
      "银行卡号只有\(digits)位数字，至少需要12位。"
    case (.tooLong(let digits), .en):
      "The card number has \(digits) digits; it can have at most 19."
    case (.tooLong(let digits), .zh):
      "银行卡号有\(digits)位数字，最多只能有19位。"
    case (.checksumMismatch(let expected, let found), .en):
      "The last digit is \(found) but the Luhn check needs \(expected): a digit was probably mistyped."
    case (.checksumMismatch(let expected, let found), .zh):
      "末位是\(found)，按Luhn校验应为\(expected)：可能有数字输错了。"
    }
  }

  /// A short, stable name for the problem, as `--json` reports it.
  public var code: String {
    switch self {
    case .empty: "empty"
    case .invalidCharacter: "invalidCharacter"
    case .tooShort: "tooShort"
    case .tooLong: "tooLong"
    case .checksumMismatch: "checksumMismatch"
    }
  }
}
