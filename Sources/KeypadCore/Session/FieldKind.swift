/// What a prompt-mode field holds: its input rule, its validation, and the value it prints.
public enum FieldKind: Hashable, Sendable {
  /// A resident-ID number, optionally shown as `6-8-4` groups.
  case residentID(grouped: Bool)
  /// A bank-card number in groups of four.
  case bankCard
  /// An amount.
  case decimal(DecimalRule)
  /// A whole number of at most `maxLength` digits.
  case number(maxLength: Int)
  /// A telephone number.
  case phone
  /// A verification code of exactly `length` digits.
  case code(length: Int)
  /// A PIN of exactly `length` digits: shown as one mask dot per digit, never the digits.
  case pin(length: Int)
  /// Any of the given characters, up to `maxLength` of them: the field of a layout file that
  /// names no field of its own, accepting what its keys type.
  case anyOf(Set<Character>, maxLength: Int)

  /// Whether the field's text is secret and must be shown masked.
  public var isSecret: Bool {
    if case .pin = self { return true }
    return false
  }

  /// The text to paint for the field's `text`: one mask dot per character for a secret field,
  /// so offsets (and the caret) map one to one.
  public func displayedText(_ text: String) -> String {
    isSecret ? String(repeating: "●", count: text.count) : text
  }

  /// How many characters the field usually shows when full, so the painter can pick a font
  /// size at which a full value fits.
  public var typicalDisplayLength: Int {
    switch self {
    case .residentID(let grouped): grouped ? 20 : 18
    case .bankCard: 23
    case .decimal: 12
    case .number: 18
    case .phone: 16
    case .code(let length), .pin(let length): length
    case .anyOf(_, let maxLength): min(maxLength, 18)
    }
  }

  /// The input rule every edit of the field goes through.
  public var rule: KeypadInputRule {
    switch self {
    case .residentID(let grouped): .residentID(ResidentIDRule(grouped: grouped))
    case .bankCard: .bankCard(BankCardRule())
    case .decimal(let rule): .decimal(rule)
    case .number(let maxLength): .allowedCharacters(.digits(maximumLength: maxLength))
    case .phone: .allowedCharacters(.phone)
    case .code(let length), .pin(let length): .digitCode(DigitCodeRule(length: length))
    case .anyOf(let characters, let maxLength):
      .allowedCharacters(AllowedCharactersRule(allowed: characters, maximumLength: maxLength))
    }
  }

  /// The value printed on confirm, from the field's raw value: an amount loses a trailing point.
  public func submittedValue(_ value: String) -> String {
    if case .decimal = self, value.hasSuffix(".") { return String(value.dropLast()) }
    return value
  }

  /// The verdict line for the field's raw `value`.
  /// - Parameters:
  ///   - value: The field's text without separators.
  ///   - today: The current date, for birth-date checks.
  ///   - language: The language of the message.
  public func verdict(for value: String, today: CalendarDate, language: Language) -> FieldVerdict {
    let zh = language == .zh
    switch self {
    case .residentID:
      if value.isEmpty {
        return FieldVerdict(
          status: .incomplete, message: zh ? "请输入18位身份证号码" : "Enter the 18-character ID number")
      }
      let report = ResidentIDNumber.check(value, today: today)
      guard let problem = report.problems.first else {
        let facts = [
          report.kind.flatMap { $0 == .resident ? nil : $0.shortName(in: language) },
          report.birthDate.map { zh ? "\($0) 出生" : "born \($0)" },
          report.gender.map { $0.name(in: language) },
          report.province.map { $0.name(in: language) },
          report.nationalityCode.map { zh ? "国籍\($0)" : "nationality \($0)" },
        ].compactMap { $0 }
        return FieldVerdict(status: .valid, message: "✓ " + facts.joined(separator: " · "))
      }
      if case .tooShort(let missing) = problem {
        return FieldVerdict(
          status: .incomplete,
          message: zh ? "还需输入\(missing)位" : "\(value.count) of 18 characters")
      }
      return FieldVerdict(status: .invalid, message: "✗ " + problem.message(in: language))
    case .bankCard:
      if value.isEmpty {
        return FieldVerdict(status: .incomplete, message: zh ? "请输入银行卡号" : "Enter the card number")
      }
      let report = BankCardNumber.check(value)
      guard let problem = report.problems.first else {
        return FieldVerdict(status: .valid, message: zh ? "✓ 卡号校验通过" : "✓ Card number checks out")
      }
      if case .tooShort = problem {
        return FieldVerdict(status: .incomplete, message: "✗ " + problem.message(in: language))
      }
      return FieldVerdict(status: .invalid, message: "✗ " + problem.message(in: language))
    case .anyOf:
      if value.isEmpty {
        return FieldVerdict(status: .incomplete, message: zh ? "请输入" : "Enter a value")
      }
      return FieldVerdict(status: .valid, message: "✓")
    case .decimal, .number, .phone:
      let digits = value.filter { $0.isNumber }
      if digits.isEmpty {
        return FieldVerdict(status: .incomplete, message: zh ? "请输入数字" : "Enter a number")
      }
      return FieldVerdict(status: .valid, message: "✓")
    case .code(let length), .pin(let length):
      if value.count < length {
        return FieldVerdict(
          status: .incomplete,
          message: zh ? "请输入\(length)位数字" : "Enter the \(length) digits")
      }
      return FieldVerdict(status: .valid, message: "✓")
    }
  }
}
