/// The verdict on one resident-ID number, with its reasons and the facts it encodes.
public struct ResidentIDReport: Hashable, Sendable {
  /// The text as given.
  public let input: String
  /// The text with surrounding blanks removed, full-width characters made ASCII and `x` as `X`.
  public let normalized: String
  /// Why the number is not valid; empty when it is.
  public let problems: [ResidentIDProblem]
  /// Oddities that do not make the number invalid.
  public let warnings: [ResidentIDWarning]
  /// The six-digit administrative region code, when the number is long enough to have one.
  public let regionCode: String?
  /// Which card the number belongs to, once it is long enough to tell.
  public let kind: ResidentIDKind?
  /// The province-level division of the region code, when it is a known one; for a foreign
  /// permanent resident ID, the issuing province.
  public let province: Province?
  /// For a foreign permanent resident ID, the three-digit nationality code (digits 4–6).
  public let nationalityCode: String?
  /// The birth date, when it is a real date.
  public let birthDate: CalendarDate?
  /// The gender, from the parity of the sequence code's last digit.
  public let gender: Gender?
  /// For a 15-digit first-generation number, its 18-digit form.
  public let upgraded: String?

  /// Whether the number passed every hard rule.
  public var isValid: Bool { problems.isEmpty }

  /// The holder's age in whole years on `date`, when the birth date is known.
  public func age(on date: CalendarDate) -> Int? {
    birthDate.map { $0.years(until: date) }
  }
}
