/// The input rule of a plain field: characters from a fixed set, up to a maximum length.
public struct AllowedCharactersRule: FilteringInputRule, Hashable {
  /// The characters the field keeps, after full-width forms are made ASCII.
  public let allowed: Set<Character>
  /// The most characters the field holds.
  public let maximumLength: Int
  /// Characters that may only stand first (a telephone number's `+`).
  public let leadingOnly: Set<Character>

  /// Plain fields are shown without separators.
  public let grouping: Grouping = .none

  /// Creates the rule.
  /// - Parameters:
  ///   - allowed: The characters the field keeps.
  ///   - maximumLength: The most characters the field holds.
  ///   - leadingOnly: Characters that may only be the first character, once.
  public init(allowed: Set<Character>, maximumLength: Int, leadingOnly: Set<Character> = []) {
    self.allowed = allowed
    self.maximumLength = maximumLength
    self.leadingOnly = leadingOnly
  }

  /// Whole numbers: up to `maximumLength` digits.
  public static func digits(maximumLength: Int) -> AllowedCharactersRule {
    AllowedCharactersRule(allowed: Set("0123456789"), maximumLength: maximumLength)
  }

  /// Telephone numbers: digits, `*`, `#`, and `+` in front, up to 32 characters.
  public static let phone = AllowedCharactersRule(
    allowed: Set("0123456789*#+"), maximumLength: 32, leadingOnly: ["+"])

  /// The character in its ASCII form when the field allows it.
  public func normalize(_ character: Character) -> Character? {
    let ascii = character.asciiDigit ?? character.halfWidth
    return allowed.contains(ascii) ? ascii : nil
  }

  /// Allowed characters fit while there is room; leading-only ones only at the start, and
  /// nothing goes in front of one.
  public func accepts(_ character: Character, at index: Int, in raw: [Character]) -> Bool {
    guard raw.count < maximumLength else { return false }
    if leadingOnly.contains(character) {
      return index == 0 && !(raw.first.map(leadingOnly.contains) ?? false)
    }
    return !(index == 0 && (raw.first.map(leadingOnly.contains) ?? false))
  }
}
