/// Why a resident-ID number is not valid.
public enum ResidentIDProblem: Hashable, Sendable, CustomStringConvertible {
  /// Nothing was entered.
  case empty
  /// A character that has no place in an ID number; `position` counts from 1.
  case invalidCharacter(Character, position: Int)
  /// Fewer than 18 characters.
  case tooShort(missing: Int)
  /// More than 18 characters.
  case tooLong(extra: Int)
  /// `X` somewhere other than the 18th character.
  case misplacedX(position: Int)
  /// The 18th character does not match the ISO 7064 MOD 11-2 check of the first 17.
  case checksumMismatch(expected: Character, found: Character)
  /// Characters 7–14 are not a real calendar date.
  case impossibleDate(String)
  /// The birth date is after today.
  case birthDateInFuture(CalendarDate)
  /// The birth date is before 1800.
  case birthDateTooEarly(CalendarDate)
  /// The first two digits are not a province-level code.
  case unknownProvince(String)
  /// Digits 2–3 of a foreign permanent resident ID (after its leading `9`) are no
  /// province-level code.
  case unknownIssuingProvince(String)
  /// A retired 15-digit first-generation number; `upgraded` is its 18-digit form when it has one.
  case firstGeneration(upgraded: String?)

  /// The message in English.
  public var description: String { message(in: .en) }

  /// The message in `language`, for a person to read.
  public func message(in language: Language) -> String {
    switch (self, language) {
    case (.empty, .en):
      "The ID number is empty."
    case (.empty, .zh):
      "身份证号码为空。"
    case (.invalidCharacter(let character, let position), .en):
      "Character '\(character)' at position \(position) is not allowed: an ID number has only digits and a final X."
    case (.invalidCharacter(let character, let position), .zh):
      "第\(position)位的字符“\(character)”无效：身份证号码只能由数字和末位的X组成。"
    case (.tooShort(let missing), .en):
      "The ID number is too short: \(missing) more \(missing == 1 ? "character is" : "characters are") needed to make 18."
    case (.tooShort(let missing), .zh):
      "身份证号码位数不足：还差\(missing)位（应为18位）。"
    case (.tooLong(let extra), .en):
      "The ID number is too long: it has \(extra) \(extra == 1 ? "character" : "characters") more than 18."
    case (.tooLong(let extra), .zh):
      "身份证号码过长：多了\(extra)位（应为18位）。"
    case (.misplacedX(let position), .en):
      "X may only be the 18th (last) character, but it is at position \(position)."
    case (.misplacedX(let position), .zh):
      "X只能是第18位（最后一位），但出现在第\(position)位。"
    case (.checksumMismatch(let expected, let found), .en):
      "The check character is '\(found)' but should be '\(expected)': a digit was probably mistyped."
    case (.checksumMismatch(let expected, let found), .zh):
      "校验码是“\(found)”，应为“\(expected)”：可能有数字输错了。"
    case (.impossibleDate(let digits), .en):
      "The birth date \(digits) is not a real date."
    case (.impossibleDate(let digits), .zh):
      "出生日期\(digits)不是真实存在的日期。"
    case (.birthDateInFuture(let date), .en):
      "The birth date \(date) is in the future."
    case (.birthDateInFuture(let date), .zh):
      "出生日期\(date)晚于今天。"
    case (.birthDateTooEarly(let date), .en):
      "The birth date \(date) is before 1800."
    case (.birthDateTooEarly(let date), .zh):
      "出生日期\(date)早于1800年。"
    case (.unknownProvince(let code), .en):
      "The number starts with \(code), which is not a province-level region code."
    case (.unknownProvince(let code), .zh):
      "前两位\(code)不是有效的省级行政区代码。"
    case (.unknownIssuingProvince(let code), .en):
      "Digits 2–3 (\(code)) are no province, as a foreign permanent resident ID needs."
    case (.unknownIssuingProvince(let code), .zh):
      "外国人永久居留身份证的第2–3位（\(code)）不是省份代码。"
    case (.firstGeneration(let upgraded?), .en):
      "This is a retired 15-digit first-generation number; its 18-digit form is \(upgraded)."
    case (.firstGeneration(let upgraded?), .zh):
      "这是已停用的15位第一代身份证号码，对应的18位号码是\(upgraded)。"
    case (.firstGeneration(nil), .en):
      "This is a retired 15-digit first-generation number, and it cannot be upgraded to 18 digits."
    case (.firstGeneration(nil), .zh):
      "这是已停用的15位第一代身份证号码，且无法升级为18位号码。"
    }
  }

  /// A short, stable name for the problem, as `--json` reports it.
  public var code: String {
    switch self {
    case .empty: "empty"
    case .invalidCharacter: "invalidCharacter"
    case .tooShort: "tooShort"
    case .tooLong: "tooLong"
    case .misplacedX: "misplacedX"
    case .checksumMismatch: "checksumMismatch"
    case .impossibleDate: "impossibleDate"
    case .birthDateInFuture: "birthDateInFuture"
    case .birthDateTooEarly: "birthDateTooEarly"
    case .unknownProvince: "unknownProvince"
    case .unknownIssuingProvince: "unknownIssuingProvince"
    case .firstGeneration: "firstGeneration"
    }
  }
}
