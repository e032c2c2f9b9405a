/// The input rule of a PIN or verification-code field: exactly `length` digits.
///
/// Pasting `123-456` or `１２３４５６` fills the cells: separators are dropped and full-width
/// digits become ASCII. The field is complete when the last digit arrives.
public struct DigitCodeRule: FilteringInputRule, Hashable {
  /// The code lengths allowed.
  public static let lengths = 4...8

  /// The number of digits in the code, within ``lengths``.
  public let length: Int

  /// Codes are shown without separators.
  public let grouping: Grouping = .none

  /// Creates the rule; `length` is clamped to ``lengths``.
  public init(length: Int) {
    self.length = min(max(length, Self.lengths.lowerBound), Self.lengths.upperBound)
  }

  /// The field is complete when it holds ``length`` digits.
  public var completeLength: Int? { length }

  /// Digits only.
  public func normalize(_ character: Character) -> Character? {
    character.asciiDigit
  }

  /// Any digit while there is room.
  public func accepts(_ character: Character, at index: Int, in raw: [Character]) -> Bool {
    raw.count < length
  }
}
