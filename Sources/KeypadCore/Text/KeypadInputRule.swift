/// One of the input rules Keypad ships, held by value.
///
/// A field stores its rule as this enum rather than as `any InputRule`: Embedded Swift, which
/// builds the window that stays on screen, cannot store existentials. Every requirement forwards
/// to the rule the case carries.
public enum KeypadInputRule: InputRule, Hashable {
  /// Resident ID numbers: 17 digits and a check character.
  case residentID(ResidentIDRule)
  /// Bank-card numbers grouped by four.
  case bankCard(BankCardRule)
  /// Amounts with a decimal point.
  case decimal(DecimalRule)
  /// A set of characters up to a length: digits, phone numbers, a layout file's keys.
  case allowedCharacters(AllowedCharactersRule)
  /// A fixed-length code: verification codes and PINs.
  case digitCode(DigitCodeRule)

  /// How the carried rule groups its text.
  public var grouping: Grouping {
    switch self {
    case .residentID(let rule): rule.grouping
    case .bankCard(let rule): rule.grouping
    case .decimal(let rule): rule.grouping
    case .allowedCharacters(let rule): rule.grouping
    case .digitCode(let rule): rule.grouping
    }
  }

  /// The carried rule's completion length.
  public var completeLength: Int? {
    switch self {
    case .residentID(let rule): rule.completeLength
    case .bankCard(let rule): rule.completeLength
    case .decimal(let rule): rule.completeLength
    case .allowedCharacters(let rule): rule.completeLength
    case .digitCode(let rule): rule.completeLength
    }
  }

  /// The carried rule's answer to `change`.
  public func apply(_ change: TextChange, to state: TextState) -> TextState? {
    switch self {
    case .residentID(let rule): rule.apply(change, to: state)
    case .bankCard(let rule): rule.apply(change, to: state)
    case .decimal(let rule): rule.apply(change, to: state)
    case .allowedCharacters(let rule): rule.apply(change, to: state)
    case .digitCode(let rule): rule.apply(change, to: state)
    }
  }
}
