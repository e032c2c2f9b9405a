/// The input rule of a resident-ID field.
///
/// Digits anywhere in the first 18 characters; `X` only as the 18th character and only once.
/// Lower-case `x` and full-width `ｘ`/`Ｘ`/digits are normalised; anything else is dropped, so a
/// paste keeps only what fits.
public struct ResidentIDRule: FilteringInputRule, Hashable {
  /// The number of characters in an ID number.
  public static let length = 18

  /// How the ID is shown: plain, or `6-8-4` (`110105 19491231 002X`).
  public let grouping: Grouping

  /// Creates the rule.
  /// - Parameter grouped: Whether to show the ID as `6-8-4` groups separated by spaces.
  public init(grouped: Bool = false) {
    grouping = grouped ? .sizes([6, 8, 4], separator: " ") : .none
  }

  /// Digits and `X`, from ASCII or full-width forms and either case.
  public func normalize(_ character: Character) -> Character? {
    if let digit = character.asciiDigit { return digit }
    return character.halfWidth == "x" || character.halfWidth == "X" ? "X" : nil
  }

  /// A digit fits while there is room; `X` only appended as the 18th character.
  public func accepts(_ character: Character, at index: Int, in raw: [Character]) -> Bool {
    guard raw.count < Self.length else { return false }
    if character == "X" {
      return index == Self.length - 1 && raw.count == Self.length - 1 && !raw.contains("X")
    }
    return true
  }
}
