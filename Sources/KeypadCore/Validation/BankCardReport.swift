/// The verdict on one bank-card number.
public struct BankCardReport: Hashable, Sendable {
  /// The text as given.
  public let input: String
  /// The digits alone, full-width digits made ASCII.
  public let normalized: String
  /// Why the number is not valid; empty when it is.
  public let problems: [BankCardProblem]

  /// Whether the number passed every rule.
  public var isValid: Bool { problems.isEmpty }
}
