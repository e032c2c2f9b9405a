/// The layouts Keypad ships with.
public enum BuiltInLayout: String, CaseIterable, Sendable {
  /// Chinese resident-ID numbers: `1 2 3 / 4 5 6 / 7 8 9 / X 0 ⌫`.
  case id
  /// Whole numbers: digits and delete.
  case number
  /// Amounts: digits, a decimal point in the bottom-left cell, and delete.
  case decimal
  /// Telephone numbers: digits, `+ * #` and delete.
  case phone
  /// Bank-card numbers: digits and delete; the field groups them by four.
  case card
  /// PIN entry: the ten digits at random places, and delete.
  case pin
  /// One-time verification codes: digits and delete; the field shows one box per digit.
  case otp

  /// A one-line description for `keypad layouts`.
  public var summary: String {
    switch self {
    case .id:
      "Chinese resident ID (GB 11643-1999): digits, one X, delete; checks the check character"
    case .number: "Whole numbers: digits and delete"
    case .decimal: "Amounts: digits, one decimal point, delete; at most 2 fraction digits"
    case .phone: "Telephone numbers: digits, + * # and delete"
    case .card: "Bank-card numbers: digits in groups of four, delete; checks the Luhn digit"
    case .pin: "PIN entry: digits at random places every time it is shown, delete"
    case .otp: "Verification codes: one box per digit, delete"
    }
  }

  /// The field this layout feeds in prompt mode.
  public func fieldKind(_ options: FieldOptions = FieldOptions()) -> FieldKind {
    switch self {
    case .id: .residentID(grouped: options.groupsResidentID)
    case .number: .number(maxLength: 18)
    case .decimal: .decimal(options.decimal)
    case .phone: .phone
    case .card: .bankCard
    case .pin: .pin(length: options.codeLength)
    case .otp: .code(length: options.codeLength)
    }
  }

  /// Whether the layout places its digits at random.
  public var isShuffled: Bool { self == .pin }

  /// The layout with the digits in reading order. For ``pin`` use ``layout(using:)``, which
  /// places them at random.
  public func layout() -> Layout {
    var generator = SystemRandomNumberGenerator()
    return layout(using: &generator)
  }

  /// The layout; for ``pin`` the ten digits are placed by a Fisher–Yates shuffle drawing from
  /// `generator`, while delete stays where it is.
  /// - Parameter generator: The source of randomness for ``pin``; the system CSPRNG by default.
  public func layout<G: RandomNumberGenerator>(using generator: inout G) -> Layout {
    let digits = (1...9).map { String($0) }
    let grid = stride(from: 0, to: 9, by: 3).map { start in
      digits[start..<start + 3].map { Key.character($0) }
    }
    switch self {
    case .id:
      return Layout(
        name: rawValue,
        rows: grid + [[.character("X", style: .function), .character("0"), .deleteBackward()]])
    case .number, .card, .otp:
      return Layout(name: rawValue, rows: grid + [[.character("0", width: 2), .deleteBackward()]])
    case .decimal:
      return Layout(
        name: rawValue,
        rows: grid + [[.character(".", style: .function), .character("0"), .deleteBackward()]])
    case .phone:
      return Layout(
        name: rawValue,
        rows: grid + [
          [.character("*", style: .function), .character("0"), .character("#", style: .function)],
          [.character("+", style: .function), .deleteBackward(width: 2)],
        ])
    case .pin:
      let shuffled = SecureShuffle.shuffled((0...9).map { String($0) }, using: &generator)
      let rows = stride(from: 0, to: 9, by: 3).map { start in
        shuffled[start..<start + 3].map { Key.character($0) }
      }
      return Layout(
        name: rawValue, rows: rows + [[.character(shuffled[9], width: 2), .deleteBackward()]])
    }
  }
}
