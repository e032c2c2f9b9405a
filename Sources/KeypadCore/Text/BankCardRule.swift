/// The input rule of a bank-card field: ASCII digits in groups of four, at most 19.
///
/// It follows the caret contract of the source article (see ``FilteringInputRule``): typed and
/// pasted text lose every non-digit (full-width digits become ASCII), an insertion is cut to the
/// free room and never pushes digits out, and the caret lands right after the last inserted
/// digit, so `1234 1|234 1` + `7890` gives `1234 1789 0|234 1`.
public struct BankCardRule: FilteringInputRule, Hashable {
  /// The most digits a card number has.
  public static let maximumDigits = 19

  /// Groups of four separated by one space.
  public let grouping: Grouping = .every(4, separator: " ")

  /// Creates the rule.
  public init() {}

  /// Digits only.
  public func normalize(_ character: Character) -> Character? {
    character.asciiDigit
  }

  /// Any digit while fewer than 19 are there.
  public func accepts(_ character: Character, at index: Int, in raw: [Character]) -> Bool {
    raw.count < Self.maximumDigits
  }
}
