/// How the fields of the built-in layouts are set up from the command line.
public struct FieldOptions: Hashable, Sendable {
  /// The number of digits of a PIN or verification code (4–8).
  public var codeLength: Int
  /// The amount rule of the `decimal` layout.
  public var decimal: DecimalRule
  /// Whether a resident ID is shown as `6-8-4` groups.
  public var groupsResidentID: Bool

  /// Creates options; the defaults are a 6-digit code, 2 fraction digits and plain IDs.
  public init(
    codeLength: Int = 6, decimal: DecimalRule = DecimalRule(),
    groupsResidentID: Bool = false
  ) {
    self.codeLength = codeLength
    self.decimal = decimal
    self.groupsResidentID = groupsResidentID
  }
}
